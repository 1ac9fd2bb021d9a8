//! One client's WebSocket: reads its messages (size and rate checked),
//! creates or joins a game for it, hands its game messages to the game's
//! task, and writes what the game sends back.

use std::net::IpAddr;
use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};
use tokio::time::{interval, Duration, Instant, MissedTickBehavior};

use crate::game::{Command, GameHandle, Outgoing, Seating, OUTBOX_CAPACITY};
use crate::ids;
use crate::limits::{SocketPermit, TokenBucket};
use crate::protocol::{
    check_name, read_client_message, ClientMessage, ErrorCode, Problem, ServerMessage, Side,
    SideChoice, Sides,
};
use crate::server::App;
use crate::store::StoredSeat;

/// How often the server pings a socket.
const PING_EVERY: Duration = Duration::from_secs(20);
/// How long a socket may stay silent before it is closed.
const SILENT_FOR: Duration = Duration::from_secs(60);
/// Messages a second a socket may send on average, and at once.
const RATE: f64 = 20.0;
const BURST: f64 = 40.0;
/// Refused messages in a row after which a flooding socket is closed.
const FLOOD: u32 = 200;

struct Connection {
    app: Arc<App>,
    address: IpAddr,
    conn: u64,
    game: Option<GameHandle>,
    /// What the game sends this socket, once it has joined one.
    inbox: Option<mpsc::Receiver<Outgoing>>,
    bucket: TokenBucket,
    refused_in_a_row: u32,
}

/// What to do after a message.
enum Next {
    Go,
    Close(u16, &'static str),
}

/// Serves one socket until it closes.
pub async fn run(mut socket: WebSocket, app: Arc<App>, address: IpAddr, _permit: SocketPermit) {
    let conn = app.next_connection();
    let mut connection = Connection {
        app,
        address,
        conn,
        game: None,
        inbox: None,
        bucket: TokenBucket::new(RATE, BURST, Instant::now()),
        refused_in_a_row: 0,
    };
    let mut ping = interval(PING_EVERY);
    ping.set_missed_tick_behavior(MissedTickBehavior::Delay);
    ping.tick().await;
    let mut last_heard = Instant::now();
    let close = loop {
        tokio::select! {
            frame = socket.recv() => {
                let Some(Ok(frame)) = frame else { break None };
                last_heard = Instant::now();
                let next = match frame {
                    Message::Text(text) => connection.on_text(&mut socket, text.as_str()).await,
                    Message::Binary(_) => {
                        let error = ServerMessage::error(ErrorCode::BadMessage, "messages are JSON text, not binary");
                        send(&mut socket, &error, None).await
                    }
                    Message::Ping(_) | Message::Pong(_) => Next::Go,
                    Message::Close(_) => break None,
                };
                if let Next::Close(code, reason) = next {
                    break Some((code, reason));
                }
            }
            outgoing = next_outgoing(&mut connection.inbox) => match outgoing {
                Some(Outgoing::Text(text)) => {
                    if socket.send(Message::Text(text)).await.is_err() {
                        break None;
                    }
                }
                Some(Outgoing::Close(code, reason)) => break Some((code, reason)),
                // A join refused: its error was the last message.
                None if connection.game.is_none() => connection.inbox = None,
                None => break Some((1011, "the game stopped following this socket")),
            },
            _ = ping.tick() => {
                if last_heard.elapsed() > SILENT_FOR {
                    break Some((1000, "silent for too long"));
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break None;
                }
            }
        }
    };
    if let Some((code, reason)) = close {
        let frame = CloseFrame {
            code,
            reason: reason.into(),
        };
        let _ = socket.send(Message::Close(Some(frame))).await;
    }
    if let Some(game) = connection.game.take() {
        let _ = game.send(Command::Leave { conn }).await;
    }
}

/// The next message the game sends, or never while the socket follows none.
async fn next_outgoing(inbox: &mut Option<mpsc::Receiver<Outgoing>>) -> Option<Outgoing> {
    match inbox {
        Some(inbox) => inbox.recv().await,
        None => std::future::pending().await,
    }
}

async fn send(socket: &mut WebSocket, message: &ServerMessage, id: Option<&Value>) -> Next {
    match socket.send(Message::Text(message.to_json(id).into())).await {
        Ok(()) => Next::Go,
        Err(_) => Next::Close(1011, "could not write"),
    }
}

impl Connection {
    async fn on_text(&mut self, socket: &mut WebSocket, text: &str) -> Next {
        if !self.bucket.take(Instant::now()) {
            self.refused_in_a_row += 1;
            if self.refused_in_a_row >= FLOOD {
                return Next::Close(1008, "too many messages");
            }
            let error = ServerMessage::error(
                ErrorCode::RateLimited,
                format!("at most {RATE} messages a second; this one was ignored"),
            );
            return send(socket, &error, None).await;
        }
        self.refused_in_a_row = 0;
        let (message, id) = match read_client_message(text) {
            Ok(read) => read,
            Err(refusal) => return send(socket, &refusal.error.into(), refusal.id.as_ref()).await,
        };
        let outcome = match message {
            ClientMessage::Ping => Err(ServerMessage::Pong),
            ClientMessage::Create { .. } | ClientMessage::Join { .. } if self.game.is_some() => {
                Err(ServerMessage::error(
                    ErrorCode::AlreadyJoined,
                    "this socket follows a game already; open another socket for another game",
                ))
            }
            ClientMessage::Create {
                rules,
                clock,
                side,
                name,
            } => self
                .create(socket, rules, clock, side, &name, id.as_ref())
                .await
                .map_err(ServerMessage::from),
            ClientMessage::Join { game, token, name } => self
                .join(&game, token, &name, id.as_ref())
                .await
                .map_err(ServerMessage::from),
            message => match &self.game {
                Some(game) => {
                    let command = Command::Message {
                        conn: self.conn,
                        message,
                        id: id.clone(),
                    };
                    if game.send(command).await.is_err() {
                        return Next::Close(1011, "the game stopped");
                    }
                    Ok(())
                }
                None => Err(ServerMessage::error(
                    ErrorCode::NotJoined,
                    "create or join a game first",
                )),
            },
        };
        match outcome {
            Ok(()) => Next::Go,
            Err(reply) => send(socket, &reply, id.as_ref()).await,
        }
    }

    async fn create(
        &mut self,
        socket: &mut WebSocket,
        rules: crate::protocol::RulesName,
        clock: Option<crate::protocol::ClockSettings>,
        side: SideChoice,
        name: &str,
        id: Option<&Value>,
    ) -> Result<(), Problem> {
        if clock.is_some_and(|clock| !clock.is_valid()) {
            return Err(Problem::new(
                ErrorCode::BadClock,
                "a clock starts with 1 s to 3 h and adds at most 3 min a move",
            ));
        }
        let name = check_name(name)?;
        if !self.app.creations.take(self.address, Instant::now()) {
            return Err(Problem::new(
                ErrorCode::RateLimited,
                "too many games created from this address; wait a minute",
            ));
        }
        let side = match side {
            SideChoice::South => Side::South,
            SideChoice::North => Side::North,
            SideChoice::Random if ids::coin() => Side::South,
            SideChoice::Random => Side::North,
        };
        let seat = StoredSeat {
            token: ids::token(),
            name,
        };
        let mut seats = Sides::default();
        *seats.get_mut(side) = Some(seat.clone());
        let game = self
            .app
            .hub
            .create(rules, clock, seats, None)
            .await
            .map_err(|error| Problem::new(ErrorCode::ServerError, error.to_string()))?;
        let seated = ServerMessage::Seated {
            game: game.clone(),
            side,
            token: seat.token,
        };
        if let Next::Close(..) = send(socket, &seated, id).await {
            return Ok(());
        }
        self.enter(&game, Seating::Creator(side), String::new(), None)
            .await
    }

    async fn join(
        &mut self,
        game: &str,
        token: Option<String>,
        name: &str,
        id: Option<&Value>,
    ) -> Result<(), Problem> {
        if !ids::is_game_id(game) {
            return Err(unknown_game(game));
        }
        let name = check_name(name)?;
        let seating = match token {
            Some(token) => {
                if token.len() != 32 || !token.bytes().all(|byte| byte.is_ascii_hexdigit()) {
                    return Err(Problem::new(
                        ErrorCode::BadToken,
                        "a token is 32 hexadecimal digits",
                    ));
                }
                Seating::Token(token)
            }
            None => Seating::Any,
        };
        self.enter(game, seating, name, id.cloned()).await
    }

    /// Asks game `game` for a place; the game answers the socket itself.
    async fn enter(
        &mut self,
        game: &str,
        seating: Seating,
        name: String,
        id: Option<Value>,
    ) -> Result<(), Problem> {
        // A game's task may end (put away, idle) between finding it and
        // answering: once more, from the store.
        for _ in 0..2 {
            let Some(handle) = self
                .app
                .hub
                .find(game)
                .await
                .map_err(|error| Problem::new(ErrorCode::ServerError, error.to_string()))?
            else {
                return Err(unknown_game(game));
            };
            let (outbox, inbox) = mpsc::channel(OUTBOX_CAPACITY);
            let (joined, answer) = oneshot::channel();
            let command = Command::Join {
                conn: self.conn,
                seating: seating.clone(),
                name: name.clone(),
                outbox,
                id: id.clone(),
                joined,
            };
            if handle.send(command).await.is_err() {
                continue;
            }
            match answer.await {
                Ok(joined) => {
                    // Refused or not, the game's answer is in the inbox.
                    self.inbox = Some(inbox);
                    if joined {
                        self.game = Some(handle);
                    }
                    return Ok(());
                }
                Err(_) => continue,
            }
        }
        Err(Problem::new(
            ErrorCode::ServerError,
            "the game could not be opened; try again",
        ))
    }
}

fn unknown_game(game: &str) -> Problem {
    Problem::new(
        ErrorCode::UnknownGame,
        format!("no game has the id {game:?}"),
    )
}
