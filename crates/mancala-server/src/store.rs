//! The games kept in one SQLite file: each game's settings and seats, every
//! move with the clocks after it, and the result.
//!
//! One thread owns the database. The game actors hand it writes and wait for
//! them to be committed before they tell anybody (a move is stored before it
//! is acknowledged). Whatever has queued up while a transaction commits goes
//! into the next one, so the number of commits grows with the number of
//! waits, not of moves (group commit). The database is in WAL mode with
//! `synchronous=NORMAL`: a commit survives the server's process being killed
//! at any instant; a power cut may lose the last commits (moves the players
//! have seen, which their pages still hold).

use std::path::Path;
use std::sync::mpsc;
use std::thread;

use rusqlite::{params, Connection, OptionalExtension};
use tokio::sync::oneshot;

use crate::protocol::{ClockSettings, GameResult, Reason, RulesName, Side, Sides};

/// The schema's version, kept in the database's `user_version`.
const SCHEMA_VERSION: i64 = 1;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    rules TEXT NOT NULL,
    clock_initial INTEGER,
    clock_increment INTEGER,
    south_token TEXT,
    south_name TEXT NOT NULL DEFAULT '',
    north_token TEXT,
    north_name TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    started_at INTEGER,
    winner TEXT,
    reason TEXT,
    south_store INTEGER,
    north_store INTEGER,
    south_left INTEGER,
    north_left INTEGER,
    ended_at INTEGER,
    rematch TEXT
);
CREATE TABLE IF NOT EXISTS moves (
    game TEXT NOT NULL,
    ply INTEGER NOT NULL,
    pit TEXT NOT NULL,
    south_left INTEGER,
    north_left INTEGER,
    at INTEGER NOT NULL,
    PRIMARY KEY (game, ply)
) WITHOUT ROWID;
";

/// A failure of the database; the write it answers did not happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the database failed: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> StoreError {
        StoreError(error.to_string())
    }
}

/// A seat as stored: its secret and the name it chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    /// The seat's token.
    pub token: String,
    /// Its display name.
    pub name: String,
}

/// The end of a game, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// How it ended.
    pub result: GameResult,
    /// The clocks at the end, in a timed game.
    pub clocks: Option<Sides<u64>>,
    /// When (milliseconds since 1970).
    pub at: u64,
}

/// One write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Write {
    /// A new game, with its seats as far as they are taken.
    Create {
        /// Its id.
        id: String,
        /// Its rules.
        rules: RulesName,
        /// Its time control.
        clock: Option<ClockSettings>,
        /// Its seats.
        seats: Sides<Option<StoredSeat>>,
        /// When it was made, and started if both seats are taken.
        at: u64,
    },
    /// A seat taken.
    Seat {
        /// The game.
        game: String,
        /// The seat.
        side: Side,
        /// Its token and name.
        seat: StoredSeat,
        /// When.
        at: u64,
        /// Whether this starts the game (the other seat is taken).
        starts: bool,
    },
    /// A move, and the end it brought if it ended the game.
    Move {
        /// The game.
        game: String,
        /// The number of moves after it.
        ply: u32,
        /// The pit's letter.
        pit: String,
        /// The clocks after it.
        clocks: Option<Sides<u64>>,
        /// When.
        at: u64,
        /// The end, if the move ended the game.
        ending: Option<Ending>,
    },
    /// The end of a game not decided by a move (resign, flag, claim, agreement).
    Finish {
        /// The game.
        game: String,
        /// The end.
        ending: Ending,
    },
    /// The rematch a game led to.
    Rematch {
        /// The game.
        game: String,
        /// The rematch's id.
        rematch: String,
    },
}

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Its id.
    pub id: String,
    /// Its rules.
    pub rules: RulesName,
    /// Its time control.
    pub clock: Option<ClockSettings>,
    /// Its seats.
    pub seats: Sides<Option<StoredSeat>>,
    /// Its moves.
    pub moves: Vec<String>,
    /// The clocks at the last stored event.
    pub clocks: Option<Sides<u64>>,
    /// How it ended.
    pub result: Option<GameResult>,
    /// The rematch it led to.
    pub rematch: Option<String>,
}

enum Job {
    Write(Write, oneshot::Sender<Result<(), StoreError>>),
    Load(
        String,
        oneshot::Sender<Result<Option<StoredGame>, StoreError>>,
    ),
}

/// The handle to the database thread; cheap to clone.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
}

impl Store {
    /// Opens (or creates) the database at `path` and starts its thread.
    /// Fails if the file is not a database of this server's, was made by a
    /// newer version, or is in use by another server.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let connection = Connection::open(path)?;
        prepare(&connection)
            .map_err(|error| StoreError(format!("{}: {}", path.display(), error.0)))?;
        let (jobs, queue) = mpsc::channel();
        thread::Builder::new()
            .name("store".into())
            .spawn(move || run(connection, queue))
            .map_err(|error| StoreError(error.to_string()))?;
        Ok(Store { jobs })
    }

    /// Writes `write`, returning once it is committed.
    pub async fn write(&self, write: Write) -> Result<(), StoreError> {
        let (reply, answer) = oneshot::channel();
        self.jobs
            .send(Job::Write(write, reply))
            .map_err(|_| StoreError("the store has stopped".into()))?;
        answer
            .await
            .map_err(|_| StoreError("the store has stopped".into()))?
    }

    /// The game with id `id`, if there is one.
    pub async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let (reply, answer) = oneshot::channel();
        self.jobs
            .send(Job::Load(id.to_owned(), reply))
            .map_err(|_| StoreError("the store has stopped".into()))?;
        answer
            .await
            .map_err(|_| StoreError("the store has stopped".into()))?
    }
}

/// Sets the database up: its modes, its lock and its tables.
fn prepare(connection: &Connection) -> Result<(), StoreError> {
    set_up(connection).map_err(|error| match error.sqlite_error_code() {
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
            StoreError("in use by another server".into())
        }
        Some(rusqlite::ErrorCode::NotADatabase) => StoreError("not a database".into()),
        _ => error.into(),
    })?;
    let version: i64 = connection.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    if version > SCHEMA_VERSION {
        return Err(StoreError(format!(
            "made by a newer server (schema {version}; this one knows {SCHEMA_VERSION})"
        )));
    }
    Ok(())
}

fn set_up(connection: &Connection) -> Result<(), rusqlite::Error> {
    connection.pragma_update(None, "journal_mode", "WAL")?;
    connection.pragma_update(None, "synchronous", "NORMAL")?;
    // One server per file: the lock is taken now and kept (and let go by
    // the system if the process dies).
    connection.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
    // A newer schema is refused (by prepare) before anything is written.
    let version: i64 = connection.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    if version > SCHEMA_VERSION {
        return Ok(());
    }
    connection.execute_batch(&format!(
        "BEGIN EXCLUSIVE; {SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
    ))
}

/// The database thread: takes every job queued, runs them in one
/// transaction, commits, then answers them all.
fn run(mut connection: Connection, queue: mpsc::Receiver<Job>) {
    const MOST_IN_ONE_COMMIT: usize = 1024;
    while let Ok(first) = queue.recv() {
        let mut jobs = vec![first];
        while jobs.len() < MOST_IN_ONE_COMMIT {
            match queue.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        let mut answers = Vec::with_capacity(jobs.len());
        let committed = (|| -> Result<(), StoreError> {
            let transaction = connection.transaction()?;
            for job in jobs {
                answers.push(match job {
                    Job::Write(write, reply) => Answer::Write(apply(&transaction, &write), reply),
                    Job::Load(id, reply) => Answer::Load(load(&transaction, &id), reply),
                });
            }
            transaction.commit()?;
            Ok(())
        })();
        for answer in answers {
            match answer {
                Answer::Write(result, reply) => {
                    let result = committed.clone().and(result);
                    let _ = reply.send(result);
                }
                Answer::Load(result, reply) => {
                    let _ = reply.send(result);
                }
            }
        }
    }
}

enum Answer {
    Write(
        Result<(), StoreError>,
        oneshot::Sender<Result<(), StoreError>>,
    ),
    Load(
        Result<Option<StoredGame>, StoreError>,
        oneshot::Sender<Result<Option<StoredGame>, StoreError>>,
    ),
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}

/// Converts milliseconds for SQLite, which stores signed integers.
fn sql_int(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn apply(connection: &Connection, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::Create {
            id,
            rules,
            clock,
            seats,
            at,
        } => {
            let seated = seats.south.is_some() && seats.north.is_some();
            let (left_south, left_north) = match clock {
                Some(clock) => (Some(sql_int(clock.initial)), Some(sql_int(clock.initial))),
                None => (None, None),
            };
            connection
                .prepare_cached(
                    "INSERT INTO games (id, rules, clock_initial, clock_increment, south_token,
                        south_name, north_token, north_name, created_at, started_at,
                        south_left, north_left)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                )?
                .execute(params![
                    id,
                    rules.as_str(),
                    clock.map(|clock| sql_int(clock.initial)),
                    clock.map(|clock| sql_int(clock.increment)),
                    seats.south.as_ref().map(|seat| &seat.token),
                    seats.south.as_ref().map_or("", |seat| &seat.name),
                    seats.north.as_ref().map(|seat| &seat.token),
                    seats.north.as_ref().map_or("", |seat| &seat.name),
                    sql_int(*at),
                    seated.then_some(sql_int(*at)),
                    left_south,
                    left_north,
                ])?;
        }
        Write::Seat {
            game,
            side,
            seat,
            at,
            starts,
        } => {
            let side = side_name(*side);
            let sql = format!(
                "UPDATE games SET {side}_token = ?2, {side}_name = ?3,
                    started_at = CASE WHEN ?4 THEN ?5 ELSE started_at END
                 WHERE id = ?1 AND {side}_token IS NULL"
            );
            let changed = connection.prepare_cached(&sql)?.execute(params![
                game,
                seat.token,
                seat.name,
                starts,
                sql_int(*at)
            ])?;
            if changed != 1 {
                return Err(StoreError(format!("seat {side} of game {game} is taken")));
            }
        }
        Write::Move {
            game,
            ply,
            pit,
            clocks,
            at,
            ending,
        } => {
            connection
                .prepare_cached(
                    "INSERT INTO moves (game, ply, pit, south_left, north_left, at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?
                .execute(params![
                    game,
                    ply,
                    pit,
                    clocks.map(|clocks| sql_int(clocks.south)),
                    clocks.map(|clocks| sql_int(clocks.north)),
                    sql_int(*at)
                ])?;
            if let Some(ending) = ending {
                finish(connection, game, ending)?;
            }
        }
        Write::Finish { game, ending } => finish(connection, game, ending)?,
        Write::Rematch { game, rematch } => {
            connection
                .prepare_cached("UPDATE games SET rematch = ?2 WHERE id = ?1")?
                .execute(params![game, rematch])?;
        }
    }
    Ok(())
}

fn finish(connection: &Connection, game: &str, ending: &Ending) -> Result<(), StoreError> {
    let result = ending.result;
    connection
        .prepare_cached(
            "UPDATE games SET winner = ?2, reason = ?3, south_store = ?4, north_store = ?5,
                south_left = ?6, north_left = ?7, ended_at = ?8
             WHERE id = ?1",
        )?
        .execute(params![
            game,
            result.winner.map_or("draw", side_name),
            result.reason.as_str(),
            result.stores.south,
            result.stores.north,
            ending.clocks.map(|clocks| sql_int(clocks.south)),
            ending.clocks.map(|clocks| sql_int(clocks.north)),
            sql_int(ending.at),
        ])?;
    Ok(())
}

fn load(connection: &Connection, id: &str) -> Result<Option<StoredGame>, StoreError> {
    let corrupt = |what: &str| StoreError(format!("game {id}: {what}"));
    let row = connection
        .prepare_cached(
            "SELECT rules, clock_initial, clock_increment, south_token, south_name, north_token,
                north_name, winner, reason, south_store, north_store, south_left, north_left,
                rematch
             FROM games WHERE id = ?1",
        )?
        .query_row([id], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, Option<i64>>(1)?,
                row.get::<_, Option<i64>>(2)?,
                (row.get::<_, Option<String>>(3)?, row.get::<_, String>(4)?),
                (row.get::<_, Option<String>>(5)?, row.get::<_, String>(6)?),
                (
                    row.get::<_, Option<String>>(7)?,
                    row.get::<_, Option<String>>(8)?,
                ),
                (row.get::<_, Option<u8>>(9)?, row.get::<_, Option<u8>>(10)?),
                (
                    row.get::<_, Option<i64>>(11)?,
                    row.get::<_, Option<i64>>(12)?,
                ),
                row.get::<_, Option<String>>(13)?,
            ))
        })
        .optional()?;
    let Some((rules, initial, increment, south, north, (winner, reason), stores, left, rematch)) =
        row
    else {
        return Ok(None);
    };
    let rules = RulesName::parse(&rules).ok_or_else(|| corrupt("unknown rules"))?;
    let millis = |value: i64| u64::try_from(value).unwrap_or(0);
    let clock = match (initial, increment) {
        (Some(initial), Some(increment)) => Some(ClockSettings {
            initial: millis(initial),
            increment: millis(increment),
        }),
        _ => None,
    };
    let seat =
        |(token, name): (Option<String>, String)| token.map(|token| StoredSeat { token, name });
    let result = match (winner, reason, stores) {
        (Some(winner), Some(reason), (Some(south), Some(north))) => Some(GameResult {
            winner: match winner.as_str() {
                "south" => Some(Side::South),
                "north" => Some(Side::North),
                _ => None,
            },
            reason: Reason::parse(&reason).ok_or_else(|| corrupt("unknown reason"))?,
            stores: Sides { south, north },
        }),
        _ => None,
    };
    let mut clocks = match left {
        (Some(south), Some(north)) => Some(Sides {
            south: millis(south),
            north: millis(north),
        }),
        _ => None,
    };
    let mut statement = connection.prepare_cached(
        "SELECT pit, south_left, north_left FROM moves WHERE game = ?1 ORDER BY ply",
    )?;
    let mut moves = Vec::new();
    let mut last_move_clocks = None;
    for row in statement.query_map([id], |row| {
        Ok((
            row.get::<_, String>(0)?,
            row.get::<_, Option<i64>>(1)?,
            row.get::<_, Option<i64>>(2)?,
        ))
    })? {
        let (pit, south, north) = row?;
        moves.push(pit);
        if let (Some(south), Some(north)) = (south, north) {
            last_move_clocks = Some(Sides {
                south: millis(south),
                north: millis(north),
            });
        }
    }
    if result.is_none() && last_move_clocks.is_some() {
        clocks = last_move_clocks;
    }
    Ok(Some(StoredGame {
        id: id.to_owned(),
        rules,
        clock,
        seats: Sides {
            south: seat(south),
            north: seat(north),
        },
        moves,
        clocks,
        result,
        rematch,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(token: &str) -> Option<StoredSeat> {
        Some(StoredSeat {
            token: token.into(),
            name: String::new(),
        })
    }

    #[tokio::test]
    async fn a_game_comes_back_as_it_was_stored() {
        let dir = std::env::temp_dir().join(format!("mancala-store-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.db");
        let _ = std::fs::remove_file(&path);
        let store = Store::open(&path).unwrap();
        let clock = ClockSettings {
            initial: 60_000,
            increment: 1_000,
        };
        store
            .write(Write::Create {
                id: "g1".into(),
                rules: RulesName::Ayoayo,
                clock: Some(clock),
                seats: Sides {
                    south: seat("s"),
                    north: None,
                },
                at: 1,
            })
            .await
            .unwrap();
        let north = StoredSeat {
            token: "n".into(),
            name: "Kofi".into(),
        };
        let take_north = Write::Seat {
            game: "g1".into(),
            side: Side::North,
            seat: north.clone(),
            at: 2,
            starts: true,
        };
        store.write(take_north.clone()).await.unwrap();
        assert!(
            store.write(take_north).await.is_err(),
            "a seat is taken once"
        );
        store
            .write(Write::Move {
                game: "g1".into(),
                ply: 1,
                pit: "C".into(),
                clocks: Some(Sides {
                    south: 59_000,
                    north: 60_000,
                }),
                at: 3,
                ending: None,
            })
            .await
            .unwrap();
        let game = store.load("g1").await.unwrap().unwrap();
        assert_eq!(game.rules, RulesName::Ayoayo);
        assert_eq!(game.clock, Some(clock));
        assert_eq!(game.seats.north, Some(north));
        assert_eq!(game.moves, ["C"]);
        assert_eq!(game.clocks.unwrap().south, 59_000);
        assert_eq!(game.result, None);
        assert_eq!(store.load("nope").await.unwrap(), None);
        drop(store);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
