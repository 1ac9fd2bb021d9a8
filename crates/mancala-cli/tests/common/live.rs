//! A real `mancala serve` process for the live-play tests: started on a
//! free port with a database file of its own, killed with SIGKILL and
//! started again on the same port and file, and killed when dropped.
// Each test file uses some of these helpers.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// A server process and its database.
pub struct LiveServer {
    child: Option<Child>,
    /// The port it listens on (kept across restarts).
    pub port: u16,
    dir: PathBuf,
    extra: Vec<String>,
}

impl LiveServer {
    /// Starts a server with a new database, and `extra` options.
    pub fn start(extra: &[&str]) -> LiveServer {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "mancala-live-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut server = LiveServer {
            child: None,
            port: 0,
            dir,
            extra: extra.iter().map(|option| (*option).to_owned()).collect(),
        };
        server.launch();
        server
    }

    /// The database file.
    pub fn db(&self) -> PathBuf {
        self.dir.join("games.db")
    }

    /// The URL of its WebSocket.
    pub fn ws_url(&self) -> String {
        format!("ws://127.0.0.1:{}/live/v1", self.port)
    }

    /// The URL of its site.
    pub fn http_url(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    fn launch(&mut self) {
        let db = self.db();
        let port = self.port.to_string();
        let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(["serve", "--db", path_text(&db), "--port", &port])
            .args(&self.extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary runs");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let port = line
            .split("localhost:")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|port| port.parse().ok())
            .unwrap_or_else(|| panic!("the server did not say where it serves: {line:?}"));
        self.port = port;
        self.child = Some(child);
    }

    /// Kills the process at once (SIGKILL), as a crash would.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Starts the server again on the same port and database. Retries for
    /// a while if the port is still held.
    pub fn restart(&mut self) {
        self.kill();
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let attempt = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.launch()));
            match attempt {
                Ok(()) => return,
                Err(_) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(200))
                }
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
    }
}

impl Drop for LiveServer {
    fn drop(&mut self) {
        self.kill();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn path_text(path: &Path) -> &str {
    path.to_str().expect("temporary paths are UTF-8")
}
