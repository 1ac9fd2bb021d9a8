//! What `mancala live` is pointed at: a server, or an invitation to one of
//! its games, and the two addresses each gives (the socket's and the
//! page's, from which invitations are made).

use crate::quote::quote_input;

/// A live-play server: its socket and the page beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Server {
    /// The WebSocket's address, `ws://host:port/BASE/live/v1`.
    pub socket: String,
    /// The page's address, `http://host:port/BASE/`, which invitations extend.
    pub page: String,
}

impl Server {
    /// The invitation to `game`: the page's address with `#live=GAME`, the
    /// form the game page shares and reads.
    pub fn invitation(&self, game: &str) -> String {
        format!("{}#live={game}", self.page)
    }
}

/// A server, and the game to join if the address was an invitation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The server.
    pub server: Server,
    /// The game an invitation names.
    pub game: Option<String>,
}

/// Reads `text`: `http(s)://host:port/PATH` (a page: its folder is the
/// site's base, and a last part without a dot counts as a folder),
/// `ws(s)://host:port/BASE/live/v1` (a socket), either with a fragment
/// `#live=GAMEID` to join that game.
pub fn parse(text: &str) -> Result<Target, String> {
    let wrong = |why: &str| format!("{} {why}", quote_input(text));
    let (scheme, rest) = text
        .split_once("://")
        .ok_or_else(|| wrong("is not an address: expected http://HOST:PORT/, ws://HOST:PORT/live/v1 or an invitation (…#live=GAMEID)"))?;
    let (secure, socket) = match scheme.to_ascii_lowercase().as_str() {
        "http" => (false, false),
        "https" => (true, false),
        "ws" => (false, true),
        "wss" => (true, true),
        _ => return Err(wrong("is not an http(s) or ws(s) address")),
    };
    let (rest, fragment) = rest.split_once('#').unwrap_or((rest, ""));
    let rest = rest.split_once('?').map_or(rest, |(before, _)| before);
    let (host, path) = rest.find('/').map_or((rest, "/"), |at| rest.split_at(at));
    if host.is_empty() {
        return Err(wrong("names no host"));
    }
    let base = if socket {
        let path = path.trim_end_matches('/');
        let folder = path
            .strip_suffix(mancala_server::protocol::PATH)
            .unwrap_or(path);
        format!("{}/", folder.trim_end_matches('/'))
    } else {
        let last = &path[path.rfind('/').map_or(0, |at| at + 1)..];
        if last.contains('.') {
            path[..path.len() - last.len()].to_owned()
        } else {
            format!("{}/", path.trim_end_matches('/'))
        }
    };
    let game = match fragment {
        "" => None,
        _ => Some(
            fragment
                .strip_prefix("live=")
                .filter(|id| id.len() == 10 && id.bytes().all(|b| b.is_ascii_alphanumeric()))
                .ok_or_else(|| {
                    wrong("is not an invitation to a live game: its end should be #live= and a game's 10 letters and digits")
                })?
                .to_owned(),
        ),
    };
    let (web, ws) = if secure {
        ("https", "wss")
    } else {
        ("http", "ws")
    };
    Ok(Target {
        server: Server {
            socket: format!("{ws}://{host}{base}{}", mancala_server::protocol::PATH),
            page: format!("{web}://{host}{base}"),
        },
        game,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(text: &str) -> (String, String, Option<String>) {
        let target = parse(text).unwrap();
        (target.server.socket, target.server.page, target.game)
    }

    #[test]
    fn a_page_gives_the_socket_beside_it() {
        let local = (
            "ws://localhost:8080/live/v1".to_owned(),
            "http://localhost:8080/".to_owned(),
            None,
        );
        assert_eq!(target("http://localhost:8080"), local);
        assert_eq!(target("http://localhost:8080/"), local);
        assert_eq!(target("http://localhost:8080/index.html?x=1"), local);
        assert_eq!(target("ws://localhost:8080/live/v1"), local);
        assert_eq!(target("ws://localhost:8080/live/v1/"), local);
        assert_eq!(
            target("https://example.org/mancala/index.html"),
            (
                "wss://example.org/mancala/live/v1".to_owned(),
                "https://example.org/mancala/".to_owned(),
                None
            )
        );
        assert_eq!(
            target("https://example.org/mancala").0,
            "wss://example.org/mancala/live/v1"
        );
        assert_eq!(
            target("wss://example.org/mancala/live/v1").1,
            "https://example.org/mancala/"
        );
    }

    #[test]
    fn an_invitation_names_its_game() {
        let (socket, page, game) = target("http://127.0.0.1:9000/sub/#live=k3Jd9QxT2m");
        assert_eq!(socket, "ws://127.0.0.1:9000/sub/live/v1");
        assert_eq!(game.as_deref(), Some("k3Jd9QxT2m"));
        let server = parse(&format!("{page}#live=k3Jd9QxT2m")).unwrap().server;
        assert_eq!(
            server.invitation("k3Jd9QxT2m"),
            "http://127.0.0.1:9000/sub/#live=k3Jd9QxT2m"
        );
    }

    #[test]
    fn what_is_not_an_address_is_refused_with_why() {
        for (text, why) in [
            ("localhost:8080", "is not an address"),
            ("ftp://host/", "is not an http(s) or ws(s) address"),
            ("http:///live", "names no host"),
            ("http://host/#live=short", "is not an invitation"),
            ("http://host/#ogn=1&x", "is not an invitation"),
        ] {
            let error = parse(text).unwrap_err();
            assert!(error.contains(why), "{text}: {error}");
        }
    }
}
