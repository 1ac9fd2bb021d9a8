//! The seats' tokens kept between runs, so that `mancala live` run again
//! on an invitation takes back its seat: a small JSON file, by default
//! `$XDG_DATA_HOME/mancala/live-tokens.json` (or under
//! `~/.local/share`), holding each seat's server, game, side and token.
//!
//! The file is read afresh before each change and replaced whole (written
//! beside it, then renamed), so a run killed mid-write leaves the old file.
//! Two runs changing it at the same instant may lose one's change: the
//! other's seat is then not resumed by a rerun, nothing worse. A file that
//! cannot be read as tokens is set aside as `….corrupt-SECONDS`, never
//! deleted, and a new one started. Failures to keep a token are warnings:
//! the game goes on, only a rerun cannot resume it.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use mancala_server::protocol::Side;
use serde::{Deserialize, Serialize};

use crate::quote::printable;

/// The most seats kept: the newest are, the older forgotten.
const MOST_SEATS: usize = 500;

/// Where the tokens are kept, if anywhere.
pub struct Seats {
    file: Option<PathBuf>,
}

/// One seat kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The seat's side.
    pub side: Side,
    /// Its secret.
    pub token: String,
    /// When it was kept, in seconds since 1970, to forget the oldest.
    saved: u64,
}

/// The file: seats by `"SOCKET GAME"`.
type Kept = BTreeMap<String, Seat>;

impl Seats {
    /// Seats kept in `file`, or nowhere.
    pub fn new(file: Option<PathBuf>) -> Seats {
        Seats { file }
    }

    /// The usual file: under `$XDG_DATA_HOME`, or `~/.local/share`; none
    /// when neither is set.
    pub fn default_file() -> Option<PathBuf> {
        let absolute = |name| {
            std::env::var_os(name)
                .map(PathBuf::from)
                .filter(|path| path.is_absolute())
        };
        let data = absolute("XDG_DATA_HOME")
            .or_else(|| absolute("HOME").map(|home| home.join(".local").join("share")))?;
        Some(data.join("mancala").join("live-tokens.json"))
    }

    /// The seat kept for `game` on the server at `socket`.
    pub fn find(&self, socket: &str, game: &str) -> Option<Seat> {
        let file = self.file.as_ref()?;
        read(file).remove(&key(socket, game))
    }

    /// Keeps the seat `side` of `game` with its `token`.
    pub fn keep(&self, socket: &str, game: &str, side: Side, token: &str) {
        let saved = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        self.change(|kept| {
            kept.insert(
                key(socket, game),
                Seat {
                    side,
                    token: token.to_owned(),
                    saved,
                },
            );
            while kept.len() > MOST_SEATS {
                let oldest = kept
                    .iter()
                    .min_by_key(|(_, seat)| seat.saved)
                    .map(|(key, _)| key.clone());
                kept.remove(&oldest.expect("the map is not empty"));
            }
        });
    }

    /// Forgets the seat kept for `game`.
    pub fn forget(&self, socket: &str, game: &str) {
        self.change(|kept| {
            kept.remove(&key(socket, game));
        });
    }

    /// Reads the file, changes it with `change` and writes it back; a
    /// failure is a warning on stderr.
    fn change(&self, change: impl FnOnce(&mut Kept)) {
        let Some(file) = &self.file else {
            return;
        };
        let mut kept = read(file);
        change(&mut kept);
        if let Err(error) = write(file, &kept) {
            warn(&format!(
                "cannot keep the seat's token in {}: {error}; running again will not take the seat back",
                file.display()
            ));
        }
    }
}

fn key(socket: &str, game: &str) -> String {
    format!("{socket} {game}")
}

/// The seats in `file`: none if it is missing, and none, with the file
/// set aside, if it cannot be read as seats.
fn read(file: &Path) -> Kept {
    let text = match fs::read(file) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Kept::new(),
        Err(error) => {
            warn(&format!("cannot read {}: {error}", file.display()));
            return Kept::new();
        }
    };
    match serde_json::from_slice(&text) {
        Ok(kept) => kept,
        Err(error) => {
            set_aside(file, &error.to_string());
            Kept::new()
        }
    }
}

/// Renames the unreadable `file` to `FILE.corrupt-SECONDS`, and says so.
fn set_aside(file: &Path, why: &str) {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let mut aside = file.as_os_str().to_owned();
    aside.push(format!(".corrupt-{seconds}"));
    let aside = PathBuf::from(aside);
    match fs::rename(file, &aside) {
        Ok(()) => warn(&format!(
            "{} does not hold seats' tokens ({why}); it is kept as {} and a new one started",
            file.display(),
            aside.display()
        )),
        Err(error) => warn(&format!(
            "{} does not hold seats' tokens ({why}) and cannot be set aside: {error}",
            file.display()
        )),
    }
}

/// Writes `kept` to `file` whole: to a file beside it, readable by its
/// owner only (tokens are secrets), then renamed over it.
fn write(file: &Path, kept: &Kept) -> std::io::Result<()> {
    use std::os::unix::fs::OpenOptionsExt;
    if let Some(folder) = file.parent() {
        fs::create_dir_all(folder)?;
    }
    let mut beside = file.as_os_str().to_owned();
    beside.push(format!(".{}.new", std::process::id()));
    let beside = PathBuf::from(beside);
    let mut out = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(&beside)?;
    let text = serde_json::to_vec_pretty(kept).expect("seats always serialise");
    out.write_all(&text)?;
    out.sync_all()?;
    fs::rename(&beside, file)
}

fn warn(message: &str) {
    eprintln!("mancala: warning: {}", printable(message));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of the test's own, removed at the end.
    struct Folder(PathBuf);

    impl Folder {
        fn new(name: &str) -> Folder {
            let path =
                std::env::temp_dir().join(format!("mancala-seats-{name}-{}", std::process::id()));
            let _ = fs::remove_dir_all(&path);
            Folder(path)
        }
    }

    impl Drop for Folder {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    const SOCKET: &str = "ws://localhost:8080/live/v1";

    #[test]
    fn a_seat_kept_is_found_again_and_forgotten() {
        let folder = Folder::new("kept");
        let seats = Seats::new(Some(folder.0.join("mancala").join("live-tokens.json")));
        assert_eq!(seats.find(SOCKET, "k3Jd9QxT2m"), None);
        seats.keep(SOCKET, "k3Jd9QxT2m", Side::North, "5f0c");
        seats.keep("ws://other/live/v1", "k3Jd9QxT2m", Side::South, "0000");
        let seat = seats.find(SOCKET, "k3Jd9QxT2m").unwrap();
        assert_eq!((seat.side, seat.token.as_str()), (Side::North, "5f0c"));
        seats.forget(SOCKET, "k3Jd9QxT2m");
        assert_eq!(seats.find(SOCKET, "k3Jd9QxT2m"), None);
        assert!(seats.find("ws://other/live/v1", "k3Jd9QxT2m").is_some());
    }

    #[test]
    fn a_corrupt_file_is_set_aside_not_deleted() {
        let folder = Folder::new("corrupt");
        fs::create_dir_all(&folder.0).unwrap();
        let file = folder.0.join("live-tokens.json");
        fs::write(&file, "{not json").unwrap();
        let seats = Seats::new(Some(file.clone()));
        assert_eq!(seats.find(SOCKET, "k3Jd9QxT2m"), None);
        seats.keep(SOCKET, "k3Jd9QxT2m", Side::South, "5f0c");
        let names: Vec<String> = fs::read_dir(&folder.0)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        let aside: Vec<&String> = names
            .iter()
            .filter(|name| name.starts_with("live-tokens.json.corrupt-"))
            .collect();
        assert_eq!(aside.len(), 1, "{names:?}");
        assert_eq!(
            fs::read_to_string(folder.0.join(aside[0])).unwrap(),
            "{not json"
        );
        assert!(seats.find(SOCKET, "k3Jd9QxT2m").is_some());
    }

    #[test]
    fn no_file_keeps_nothing() {
        let seats = Seats::new(None);
        seats.keep(SOCKET, "k3Jd9QxT2m", Side::South, "5f0c");
        assert_eq!(seats.find(SOCKET, "k3Jd9QxT2m"), None);
    }
}
