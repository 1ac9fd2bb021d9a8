//! The server: one process serving the built site and live play over
//! WebSockets, on one port.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::header::{
    ACCESS_CONTROL_ALLOW_ORIGIN, CACHE_CONTROL, HOST, ORIGIN, VARY, X_CONTENT_TYPE_OPTIONS,
};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use tokio::net::TcpListener;
use tokio::time::Duration;
use tower_http::compression::Compression;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::hub::{Hub, Timing};
use crate::limits::{CreationLimits, SocketCounts};
use crate::protocol::PATH;
use crate::socket;
use crate::store::{Store, StoreError};

/// How the server is started (`mancala serve`'s options).
#[derive(Clone, Debug)]
pub struct Config {
    /// The built site to serve (dist/), or none to serve live play alone.
    pub site: Option<PathBuf>,
    /// The database file, made if missing.
    pub db: PathBuf,
    /// The address to listen on.
    pub host: IpAddr,
    /// The port; 0 picks a free one.
    pub port: u16,
    /// The path everything is served under, `/` or `/sub/path/`.
    pub base: String,
    /// Origins besides the server's own whose pages may open sockets.
    pub allow_origins: Vec<String>,
    /// How long a player may be away before the opponent may claim the game.
    pub grace: Duration,
    /// How many sockets one address may hold open.
    pub max_sockets_per_address: u32,
    /// How many games one address may create a minute.
    pub games_per_minute: u32,
    /// Whether a reverse proxy forwards the requests: a client's address
    /// is then the last one of the `X-Forwarded-For` header the proxy sets.
    /// Only for a server whose port the proxy alone can reach, since
    /// anybody else could name any address there.
    pub behind_proxy: bool,
}

impl Config {
    /// The defaults, serving `site` with the database `db`.
    #[must_use]
    pub fn new(site: Option<PathBuf>, db: PathBuf) -> Config {
        Config {
            site,
            db,
            host: IpAddr::from([127, 0, 0, 1]),
            port: 8080,
            base: "/".into(),
            allow_origins: Vec::new(),
            grace: Duration::from_secs(60),
            max_sockets_per_address: 64,
            games_per_minute: 30,
            behind_proxy: false,
        }
    }
}

/// What every socket shares.
pub struct App {
    /// The games in play.
    pub hub: Arc<Hub>,
    /// The games each address may still create.
    pub creations: CreationLimits,
    sockets: Arc<SocketCounts>,
    allow_origins: Vec<String>,
    behind_proxy: bool,
    connections: AtomicU64,
}

impl App {
    /// A new socket's number.
    pub fn next_connection(&self) -> u64 {
        self.connections.fetch_add(1, Ordering::Relaxed)
    }
}

/// A server bound to its port, not yet serving.
pub struct Server {
    listener: TcpListener,
    router: Router,
}

/// Why the server could not start.
#[derive(Debug)]
pub enum StartError {
    /// The database could not be opened.
    Store(StoreError),
    /// The port could not be bound.
    Bind(std::io::Error),
    /// The options do not make sense.
    Config(String),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::Store(error) => write!(f, "{error}"),
            StartError::Bind(error) => write!(f, "cannot listen: {error}"),
            StartError::Config(problem) => f.write_str(problem),
        }
    }
}

impl std::error::Error for StartError {}

impl Server {
    /// Opens the database and binds the port.
    pub async fn bind(config: Config) -> Result<Server, StartError> {
        if !config.base.starts_with('/') || !config.base.ends_with('/') {
            return Err(StartError::Config(format!(
                "the base path must start and end with /, not {:?}",
                config.base
            )));
        }
        if let Some(site) = &config.site {
            if !site.join("index.html").is_file() {
                return Err(StartError::Config(format!(
                    "{} has no index.html: build the site first (npm start does)",
                    site.display()
                )));
            }
        }
        let store = Store::open(&config.db).map_err(StartError::Store)?;
        let hub = Hub::new(
            store,
            Timing {
                grace: config.grace,
                idle: Duration::from_secs(120),
            },
        );
        let app = Arc::new(App {
            hub,
            creations: CreationLimits::new(config.games_per_minute),
            sockets: SocketCounts::new(config.max_sockets_per_address),
            allow_origins: config.allow_origins.clone(),
            behind_proxy: config.behind_proxy,
            connections: AtomicU64::new(0),
        });
        let listener = TcpListener::bind((config.host, config.port))
            .await
            .map_err(StartError::Bind)?;
        Ok(Server {
            listener,
            router: router(&config, app),
        })
    }

    /// The address the server listens on.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until the process ends.
    pub async fn run(self) -> std::io::Result<()> {
        // Nagle's algorithm off: a move is one small frame, to be sent now
        // (with it, a relayed move waited up to 40 ms for an acknowledgement).
        let listener = self.listener.tap_io(|socket| {
            let _ = socket.set_nodelay(true);
        });
        axum::serve(
            listener,
            self.router
                .into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
    }
}

fn router(config: &Config, app: Arc<App>) -> Router {
    let mut routes = Router::new()
        .route(&format!("/{PATH}"), get(upgrade))
        .route(&format!("/{PATH}/health"), get(health))
        .with_state(app);
    if let Some(site) = &config.site {
        // Gzipped for a browser that accepts it (text and wasm; not images),
        // as static hosts send a site: the page's wasm is 53 KB rather than
        // 122 on a phone's network.
        let files = ServeDir::new(site).append_index_html_on_directories(true);
        routes = routes.fallback_service(Compression::new(files));
    }
    let routes = match config.base.trim_end_matches('/') {
        "" => routes,
        base => Router::new().nest(base, routes),
    };
    // As scripts/serve.mjs: a rebuilt game is never stale.
    routes
        .layer(SetResponseHeaderLayer::overriding(
            CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
}

/// `ok`, readable by the pages of the allowed origins too (CORS), so that a
/// site served elsewhere can tell whether its live-play server is up.
async fn health(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    let mut response = "ok".into_response();
    let allowed = headers
        .get(ORIGIN)
        .and_then(|origin| origin.to_str().ok())
        .filter(|origin| app.allow_origins.iter().any(|allowed| allowed == origin));
    if let Some(origin) = allowed.and_then(|origin| HeaderValue::from_str(origin).ok()) {
        response
            .headers_mut()
            .insert(ACCESS_CONTROL_ALLOW_ORIGIN, origin);
    }
    response
        .headers_mut()
        .insert(VARY, HeaderValue::from_static("Origin"));
    response
}

async fn upgrade(
    upgrade: WebSocketUpgrade,
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    if let Err(origin) = check_origin(&headers, &app.allow_origins) {
        return (
            StatusCode::FORBIDDEN,
            format!("pages of {origin} may not open live-play sockets here\n"),
        )
            .into_response();
    }
    let address = client_address(peer.ip(), &headers, app.behind_proxy);
    let Some(permit) = app.sockets.admit(address) else {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many sockets open from this address\n",
        )
            .into_response();
    };
    upgrade
        .max_message_size(64 * 1024)
        .max_frame_size(64 * 1024)
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .on_upgrade(move |socket| socket::run(socket, app, address, permit))
}

/// The client's address: the peer's, or behind a proxy the last address of
/// `X-Forwarded-For` (the one the proxy itself added).
fn client_address(peer: IpAddr, headers: &HeaderMap, behind_proxy: bool) -> IpAddr {
    if !behind_proxy {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .next_back()
        .and_then(|address| address.trim().parse().ok())
        .unwrap_or(peer)
}

/// Accepts requests with no `Origin` (programs), from the server's own
/// origin (the `Host` they were sent to) or from an allowed one; refuses
/// others with the origin.
fn check_origin(headers: &HeaderMap, allowed: &[String]) -> Result<(), String> {
    let Some(origin) = headers.get(ORIGIN) else {
        return Ok(());
    };
    let origin = origin.to_str().unwrap_or("");
    let host = headers.get(HOST).and_then(|host| host.to_str().ok());
    let own = host.is_some_and(|host| {
        ["http://", "https://"]
            .iter()
            .any(|scheme| origin.eq_ignore_ascii_case(&format!("{scheme}{host}")))
    });
    if own || allowed.iter().any(|allowed| allowed == origin) {
        Ok(())
    } else {
        Err(origin.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(origin: Option<&str>) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(HOST, HeaderValue::from_static("localhost:8080"));
        if let Some(origin) = origin {
            headers.insert(ORIGIN, HeaderValue::from_str(origin).unwrap());
        }
        headers
    }

    #[test]
    fn behind_a_proxy_the_client_is_the_address_the_proxy_forwarded() {
        let mut forwarded = HeaderMap::new();
        forwarded.insert(
            "x-forwarded-for",
            HeaderValue::from_static("10.1.1.1, 192.0.2.7"),
        );
        let proxy = IpAddr::from([172, 17, 0, 1]);
        let client = IpAddr::from([192, 0, 2, 7]);
        assert_eq!(client_address(proxy, &forwarded, true), client);
        assert_eq!(client_address(proxy, &forwarded, false), proxy);
        assert_eq!(client_address(proxy, &HeaderMap::new(), true), proxy);
    }

    #[test]
    fn sockets_come_from_the_own_origin_an_allowed_one_or_a_program() {
        let allowed = ["https://mancala.example".to_owned()];
        assert!(check_origin(&headers(None), &allowed).is_ok());
        assert!(check_origin(&headers(Some("http://localhost:8080")), &allowed).is_ok());
        assert!(check_origin(&headers(Some("https://mancala.example")), &allowed).is_ok());
        assert!(check_origin(&headers(Some("http://localhost:8081")), &allowed).is_err());
        assert!(check_origin(&headers(Some("https://evil.example")), &allowed).is_err());
        assert!(check_origin(&headers(Some("null")), &allowed).is_err());
    }
}
