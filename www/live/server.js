// @ts-check
/**
 * Where live play's server is, and whether it is there. A site built with
 * a server's address names it in `<meta name="mancala-live-server"
 * content="wss://host/path/live/v1">` (scripts/build-web.sh, from
 * MANCALA_LIVE_SERVER); otherwise the server is the page's own, `live/v1`
 * beside the page, as `mancala serve` serves both. A page not served over
 * http(s) (the single file, opened from disk) has none. Whether it is up is
 * asked of its `GET …/live/v1/health` (docs/live-protocol.md).
 */

/**
 * The live server's socket address (`ws:` or `wss:`), and whether the
 * page's build named it; null where there can be none.
 * @param {Document} [page]
 * @returns {{socket: string, named: boolean} | null}
 */
export function liveServer(page = document) {
  if (!/^https?:$/.test(new URL(page.baseURI).protocol)) return null;
  const named = page.querySelector('meta[name="mancala-live-server"]')?.getAttribute('content')?.trim();
  if (named) {
    try {
      const url = new URL(named);
      return url.protocol === 'ws:' || url.protocol === 'wss:' ? { socket: url.href, named: true } : null;
    } catch {
      return null;
    }
  }
  const url = new URL('live/v1', page.baseURI);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.hash = '';
  url.search = '';
  return { socket: url.href, named: false };
}

/**
 * The health check's address of the server at `socket`.
 * @param {string} socket
 */
export function healthAddress(socket) {
  const url = new URL(socket);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/health`;
  return url.href;
}

/**
 * Whether the server at `socket` answers its health check. The page's own
 * is read (`ok`); another origin's answer cannot be read without its
 * leave (CORS), so there an answer of any kind counts, and only a network
 * failure does not.
 * @param {string} socket
 * @param {typeof fetch} [fetchFile]
 */
export async function liveServerAnswers(socket, fetchFile = fetch) {
  if (navigator.onLine === false) return false;
  const health = healthAddress(socket);
  const own = new URL(health).origin === location.origin;
  try {
    const response = await fetchFile(health, { cache: 'no-store', ...(own ? {} : { mode: 'no-cors' }) });
    return own ? response.ok && (await response.text()).trim() === 'ok' : true;
  } catch {
    return false;
  }
}
