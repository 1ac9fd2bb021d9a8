//! One live game as a task of its own (an actor): it owns the game's state,
//! takes the messages of the sockets following it one at a time, stores
//! what changes before telling anybody, and ends the game when a clock runs
//! out.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::ws::Utf8Bytes;
use oware_ayoayo::{Game, Pit, Rules};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};
use tokio::time::{sleep_until, Duration, Instant};

use crate::clock::{Clocks, Flagged};
use crate::hub::Hub;
use crate::ids;
use crate::protocol::{
    ClientMessage, ClockSettings, ErrorCode, GameResult, PlayerView, Problem, Reason, RematchView,
    Role, RulesName, ServerMessage, Side, Sides, StateView, Status,
};
use crate::store::{Ending, StoredGame, StoredSeat, Write};

/// A socket's number, unique while the server runs.
pub type ConnId = u64;

/// What a game sends a socket.
#[derive(Clone, Debug)]
pub enum Outgoing {
    /// A message.
    Text(Utf8Bytes),
    /// Close the socket with this code and reason.
    Close(u16, &'static str),
}

/// The sending end of a socket's queue of outgoing messages.
pub type Outbox = mpsc::Sender<Outgoing>;

/// How a socket asks for a place in a game.
#[derive(Clone, Debug)]
pub enum Seating {
    /// The seat whose token this is.
    Token(String),
    /// A free seat if there is one, else a spectator's place.
    Any,
    /// The creator's seat of a new game.
    Creator(Side),
}

/// A message to a game.
#[derive(Debug)]
pub enum Command {
    /// A socket joins; `joined` says whether it did.
    Join {
        /// The socket.
        conn: ConnId,
        /// The place asked for.
        seating: Seating,
        /// The name for a free seat.
        name: String,
        /// Where its messages go.
        outbox: Outbox,
        /// The id of the client's message.
        id: Option<Value>,
        /// Whether the socket joined.
        joined: oneshot::Sender<bool>,
    },
    /// A joined socket's message.
    Message {
        /// The socket.
        conn: ConnId,
        /// The message.
        message: ClientMessage,
        /// Its id.
        id: Option<Value>,
    },
    /// A socket closed.
    Leave {
        /// The socket.
        conn: ConnId,
    },
}

/// The handle to a game's task.
pub type GameHandle = mpsc::Sender<Command>;

/// How long a socket's queue of outgoing messages may grow before the
/// socket is dropped as too slow.
pub const OUTBOX_CAPACITY: usize = 256;

struct Seat {
    stored: Option<StoredSeat>,
    sockets: u32,
    /// Since when the seat has had no socket: the time for people, and the
    /// instant for the grace period.
    away: Option<(u64, Instant)>,
}

struct Subscriber {
    role: Role,
    outbox: Outbox,
}

/// A game's state, and the sockets following it.
pub struct LiveGame {
    id: String,
    rules: RulesName,
    game: Game,
    clocks: Option<Clocks>,
    seats: Sides<Seat>,
    status: Status,
    draw_offer: Option<Side>,
    result: Option<GameResult>,
    rematch: RematchView,
    /// The rematch's seat tokens, by its sides, once it is made: a player
    /// who comes back to this game is given its seat in the rematch.
    rematch_tokens: Option<Sides<String>>,
    subscribers: HashMap<ConnId, Subscriber>,
    /// Since when nobody has followed the game.
    idle_since: Option<Instant>,
    hub: Arc<Hub>,
}

/// Milliseconds since 1970.
pub fn wall_clock() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |time| {
            u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
        })
}

/// A refusal: the error to send back.
type Refused = Problem;

fn refuse(code: ErrorCode, message: impl Into<String>) -> Refused {
    Problem::new(code, message)
}

impl LiveGame {
    /// The game as stored, ready to go on.
    pub fn from_stored(stored: StoredGame, hub: Arc<Hub>) -> Result<LiveGame, String> {
        let rules = Rules::from(stored.rules);
        let mut game = Game::new(rules);
        for (ply, letter) in stored.moves.iter().enumerate() {
            let pit = parse_pit(letter).map_err(|_| format!("move {} is {letter:?}", ply + 1))?;
            game.play(pit)
                .map_err(|error| format!("move {} ({letter}): {error}", ply + 1))?;
        }
        let now = Instant::now();
        let wall = wall_clock();
        let seat = |stored: Option<StoredSeat>| Seat {
            away: stored.as_ref().map(|_| (wall, now)),
            stored,
            sockets: 0,
        };
        let seated = stored.seats.south.is_some() && stored.seats.north.is_some();
        let result = stored.result.or_else(|| game.outcome().map(rules_result));
        let status = match (result, seated) {
            (Some(_), _) => Status::Over,
            (None, true) => Status::Playing,
            (None, false) => Status::Waiting,
        };
        let clocks = stored.clock.map(|settings| {
            let mut clocks = match stored.clocks {
                Some(left) => Clocks::restore(settings, left),
                None => Clocks::new(settings),
            };
            if status == Status::Playing {
                clocks.start(game.position().turn().into(), now);
            }
            clocks
        });
        Ok(LiveGame {
            id: stored.id,
            rules: stored.rules,
            game,
            clocks,
            seats: Sides {
                south: seat(stored.seats.south),
                north: seat(stored.seats.north),
            },
            status,
            draw_offer: None,
            result,
            rematch: RematchView {
                game: stored.rematch,
                ..RematchView::default()
            },
            rematch_tokens: None,
            subscribers: HashMap::new(),
            idle_since: Some(now),
            hub,
        })
    }

    /// The game with its rematch's seats (`seats` of the game stored as its
    /// rematch), so that its players who come back are given theirs.
    #[must_use]
    pub fn with_rematch_seats(mut self, seats: Sides<Option<StoredSeat>>) -> LiveGame {
        if let (Some(south), Some(north)) = (seats.south, seats.north) {
            self.rematch_tokens = Some(tokens_of(Sides { south, north }));
        }
        self
    }

    /// Runs the game until nobody has followed it for a while and no clock
    /// of it runs; `handle` is its own, to take it off the hub's list.
    pub async fn run(mut self, mut commands: mpsc::Receiver<Command>, handle: GameHandle) {
        loop {
            let deadline = self.next_deadline();
            tokio::select! {
                command = commands.recv() => match command {
                    Some(command) => self.on_command(command).await,
                    None => break,
                },
                () = sleep_until(deadline.unwrap_or_else(far_future)), if deadline.is_some() => {
                    if self.on_deadline().await {
                        break;
                    }
                }
            }
        }
        self.hub.forget(&self.id, &handle).await;
    }

    /// The next time something happens by itself: a flag falls, or an idle
    /// game is put away.
    fn next_deadline(&self) -> Option<Instant> {
        let flag = match self.status {
            Status::Playing => self.clocks.and_then(|clocks| clocks.deadline()),
            _ => None,
        };
        let idle = self
            .idle_since
            .filter(|_| flag.is_none())
            .map(|since| since + self.hub.settings.idle);
        flag.into_iter().chain(idle).min()
    }

    /// Handles the deadline; true when the game's task should end.
    async fn on_deadline(&mut self) -> bool {
        let now = Instant::now();
        if self.status == Status::Playing {
            if let Some(Flagged(side)) = self.clocks.and_then(|clocks| clocks.flagged_at(now)) {
                self.end(side.opponent().into(), Reason::Flag, now).await;
                return false;
            }
        }
        match self.idle_since {
            Some(since) => {
                now >= since + self.hub.settings.idle
                    && !(self.status == Status::Playing && self.clocks.is_some())
            }
            None => false,
        }
    }

    async fn on_command(&mut self, command: Command) {
        match command {
            Command::Join {
                conn,
                seating,
                name,
                outbox,
                id,
                joined,
            } => {
                let ok = self.join(conn, seating, name, outbox, id.as_ref()).await;
                let _ = joined.send(ok);
            }
            Command::Message { conn, message, id } => {
                let Some(role) = self
                    .subscribers
                    .get(&conn)
                    .map(|subscriber| subscriber.role)
                else {
                    return;
                };
                if let Err(problem) = self.on_message(conn, role, message, id.as_ref()).await {
                    self.send(conn, &problem.into(), id.as_ref());
                }
            }
            Command::Leave { conn } => self.leave(conn),
        }
    }

    async fn join(
        &mut self,
        conn: ConnId,
        seating: Seating,
        name: String,
        outbox: Outbox,
        id: Option<&Value>,
    ) -> bool {
        let role = match seating {
            Seating::Token(token) => {
                let side = Side::BOTH.into_iter().find(|side| {
                    self.seats
                        .get(*side)
                        .stored
                        .as_ref()
                        .is_some_and(|seat| tokens_match(&seat.token, &token))
                });
                let Some(side) = side else {
                    let error: ServerMessage =
                        refuse(ErrorCode::BadToken, "that token is not a seat of this game").into();
                    let _ = outbox.try_send(Outgoing::Text(error.to_json(id).into()));
                    return false;
                };
                self.replace_sockets_of(side);
                Role::from(side)
            }
            Seating::Creator(side) => Role::from(side),
            Seating::Any => match self.free_seat() {
                Some(side) => match self.take_seat(side, name).await {
                    Ok(token) => {
                        let seated = ServerMessage::Seated {
                            game: self.id.clone(),
                            side,
                            token,
                        };
                        let _ = outbox.try_send(Outgoing::Text(seated.to_json(id).into()));
                        Role::from(side)
                    }
                    Err(problem) => {
                        let error = ServerMessage::from(problem);
                        let _ = outbox.try_send(Outgoing::Text(error.to_json(id).into()));
                        return false;
                    }
                },
                None => {
                    let watching = ServerMessage::Watching {
                        game: self.id.clone(),
                    };
                    let _ = outbox.try_send(Outgoing::Text(watching.to_json(id).into()));
                    Role::Spectator
                }
            },
        };
        self.subscribers.insert(conn, Subscriber { role, outbox });
        self.idle_since = None;
        match role {
            Role::Spectator => self.spectators_changed(),
            Role::South | Role::North => {
                let side = side_of(role);
                let seat = self.seats.get_mut(side);
                seat.sockets += 1;
                if seat.sockets == 1 {
                    seat.away = None;
                    self.broadcast_except(conn, &self.presence(side));
                }
            }
        }
        if self.status == Status::Waiting && self.free_seat().is_none() {
            self.start();
        }
        let state = ServerMessage::State(Box::new(self.view(role, Instant::now())));
        self.send(conn, &state, id);
        // A player who was away when the rematch was made is given its seat now.
        if role != Role::Spectator {
            if let Some(rematch) = self.rematch_message(role) {
                self.send(conn, &rematch, None);
            }
        }
        true
    }

    /// The free seat, if any (South's first).
    fn free_seat(&self) -> Option<Side> {
        if self.status == Status::Over {
            return None;
        }
        Side::BOTH
            .into_iter()
            .find(|side| self.seats.get(*side).stored.is_none())
    }

    /// Takes the free seat `side` for a newcomer: stores it, then returns its token.
    async fn take_seat(&mut self, side: Side, name: String) -> Result<String, Refused> {
        let seat = StoredSeat {
            token: ids::token(),
            name,
        };
        let starts = self.seats.get(side.opponent()).stored.is_some();
        self.hub
            .store
            .write(Write::Seat {
                game: self.id.clone(),
                side,
                seat: seat.clone(),
                at: wall_clock(),
                starts,
            })
            .await
            .map_err(|error| refuse(ErrorCode::ServerError, error.to_string()))?;
        let token = seat.token.clone();
        self.seats.get_mut(side).stored = Some(seat);
        Ok(token)
    }

    /// Both seats are taken: the game starts, South's clock running.
    fn start(&mut self) {
        self.status = Status::Playing;
        let now = Instant::now();
        let turn = self.turn();
        if let Some(clocks) = &mut self.clocks {
            clocks.start(turn, now);
        }
        let started = ServerMessage::Started {
            clocks: self.clock_view(now),
            running: self.running(),
            players: self.players(now),
        };
        self.broadcast(&started, None);
    }

    /// Tells the sockets on `side`'s seat that a newer one took it, and drops them.
    fn replace_sockets_of(&mut self, side: Side) {
        let role = Role::from(side);
        let older: Vec<ConnId> = self
            .subscribers
            .iter()
            .filter(|(_, subscriber)| subscriber.role == role)
            .map(|(conn, _)| *conn)
            .collect();
        for conn in older {
            if let Some(subscriber) = self.subscribers.remove(&conn) {
                let replaced = ServerMessage::Replaced.to_json(None);
                let _ = subscriber.outbox.try_send(Outgoing::Text(replaced.into()));
                let _ = subscriber
                    .outbox
                    .try_send(Outgoing::Close(1008, "another socket took this seat"));
                self.seats.get_mut(side).sockets -= 1;
            }
        }
    }

    fn leave(&mut self, conn: ConnId) {
        let Some(subscriber) = self.subscribers.remove(&conn) else {
            return;
        };
        self.after_leaving(subscriber.role);
    }

    fn after_leaving(&mut self, role: Role) {
        match role {
            Role::Spectator => self.spectators_changed(),
            Role::South | Role::North => {
                let side = side_of(role);
                let seat = self.seats.get_mut(side);
                seat.sockets -= 1;
                if seat.sockets == 0 {
                    seat.away = Some((wall_clock(), Instant::now()));
                    self.broadcast(&self.presence(side), None);
                }
            }
        }
        if self.subscribers.is_empty() {
            self.idle_since = Some(Instant::now());
        }
    }

    async fn on_message(
        &mut self,
        conn: ConnId,
        role: Role,
        message: ClientMessage,
        id: Option<&Value>,
    ) -> Result<(), Refused> {
        match message {
            ClientMessage::State => {
                let state = ServerMessage::State(Box::new(self.view(role, Instant::now())));
                self.send(conn, &state, id);
                Ok(())
            }
            ClientMessage::Ping => {
                self.send(conn, &ServerMessage::Pong, id);
                Ok(())
            }
            ClientMessage::Create { .. } | ClientMessage::Join { .. } => Err(refuse(
                ErrorCode::AlreadyJoined,
                "this socket follows a game already; open another socket for another game",
            )),
            ClientMessage::Move { pit, ply } => {
                let side = self.playing_side(role)?;
                self.play(conn, side, &pit, ply, id).await
            }
            ClientMessage::Resign => {
                let side = self.playing_side(role)?;
                self.finish(side.opponent().into(), Reason::Resign).await
            }
            ClientMessage::OfferDraw => {
                let side = self.playing_side(role)?;
                if self.draw_offer == Some(side.opponent()) {
                    return self.finish(None, Reason::Agreed).await;
                }
                if self.draw_offer != Some(side) {
                    self.draw_offer = Some(side);
                    self.broadcast(&ServerMessage::DrawOffered { side }, None);
                }
                Ok(())
            }
            ClientMessage::AcceptDraw => {
                let side = self.playing_side(role)?;
                if self.draw_offer != Some(side.opponent()) {
                    return Err(no_draw_offer());
                }
                self.finish(None, Reason::Agreed).await
            }
            ClientMessage::DeclineDraw => {
                let side = self.playing_side(role)?;
                if self.draw_offer != Some(side.opponent()) {
                    return Err(no_draw_offer());
                }
                self.draw_offer = None;
                self.broadcast(&ServerMessage::DrawDeclined { side }, None);
                Ok(())
            }
            ClientMessage::Claim => {
                let side = self.playing_side(role)?;
                let opponent = self.seats.get(side.opponent());
                if opponent.sockets > 0 {
                    return Err(refuse(ErrorCode::NotClaimable, "your opponent is here"));
                }
                let wait = self
                    .claimable_in(side.opponent(), Instant::now())
                    .unwrap_or(0);
                if wait > 0 {
                    return Err(refuse(
                        ErrorCode::NotClaimable,
                        format!(
                            "your opponent has {} more seconds to come back",
                            wait.div_ceil(1000)
                        ),
                    ));
                }
                self.finish(Some(side), Reason::Abandoned).await
            }
            ClientMessage::Rematch => {
                let (Role::South | Role::North) = role else {
                    return Err(spectator());
                };
                if self.status != Status::Over {
                    return Err(refuse(
                        ErrorCode::BadMessage,
                        "a rematch can be asked for once the game is over",
                    ));
                }
                self.ask_rematch(side_of(role)).await
            }
        }
    }

    /// The side of a player whose game is on; refuses spectators and games
    /// not on.
    fn playing_side(&self, role: Role) -> Result<Side, Refused> {
        let (Role::South | Role::North) = role else {
            return Err(spectator());
        };
        match self.status {
            Status::Waiting => Err(refuse(
                ErrorCode::NotStarted,
                "the game starts when your opponent comes",
            )),
            Status::Over => Err(refuse(ErrorCode::GameOver, "the game is over")),
            Status::Playing => Ok(side_of(role)),
        }
    }

    async fn play(
        &mut self,
        conn: ConnId,
        side: Side,
        letter: &str,
        ply: u32,
        id: Option<&Value>,
    ) -> Result<(), Refused> {
        let now = Instant::now();
        if let Some(Flagged(late)) = self.clocks.and_then(|clocks| clocks.flagged_at(now)) {
            self.end(late.opponent().into(), Reason::Flag, now).await;
            return Ok(());
        }
        if side != self.turn() {
            return Err(refuse(ErrorCode::NotYourTurn, "it is your opponent's turn"));
        }
        let played = self.plies();
        if ply != played {
            return Err(refuse(
                ErrorCode::Stale,
                format!("{played} moves have been played, not {ply}"),
            ));
        }
        let pit = parse_pit(letter).map_err(|()| {
            refuse(
                ErrorCode::IllegalMove,
                format!("there is no pit {letter:?}"),
            )
        })?;
        self.game
            .position()
            .check(pit)
            .map_err(|error| refuse(ErrorCode::IllegalMove, error.to_string()))?;
        let mut clocks = self.clocks;
        if let Some(clocks) = &mut clocks {
            // Cannot fail: the flag was checked at the same instant.
            let _ = clocks.punch(side, now);
        }
        // Played in place (the repetition rule needs the game's history),
        // and taken back if it cannot be stored.
        self.game
            .play(pit)
            .map_err(|error| refuse(ErrorCode::IllegalMove, error.to_string()))?;
        let outcome = self.game.outcome();
        if outcome.is_some() {
            if let Some(clocks) = &mut clocks {
                clocks.stop(now);
            }
        }
        let left = clocks.map(|clocks| clocks.left_at(now));
        let at = wall_clock();
        let ending = outcome.map(|outcome| Ending {
            result: rules_result(outcome),
            clocks: left,
            at,
        });
        let stored = self
            .hub
            .store
            .write(Write::Move {
                game: self.id.clone(),
                ply: played + 1,
                pit: pit.letter().to_string(),
                clocks: left,
                at,
                ending,
            })
            .await;
        if let Err(error) = stored {
            self.game.undo();
            return Err(refuse(ErrorCode::ServerError, error.to_string()));
        }
        self.clocks = clocks;
        let moved = ServerMessage::Moved {
            pit: pit.letter().to_string(),
            ply: played + 1,
            side,
            clocks: left,
            running: if ending.is_some() {
                None
            } else {
                self.running()
            },
        };
        self.broadcast_answering(conn, id, &moved);
        if self.draw_offer == Some(side.opponent()) {
            self.draw_offer = None;
            self.broadcast(&ServerMessage::DrawDeclined { side }, None);
        }
        if let Some(ending) = ending {
            self.conclude(ending.result, ending.clocks);
        }
        Ok(())
    }

    /// Ends the game off the board (resign, agreement, claim) now.
    async fn finish(&mut self, winner: Option<Side>, reason: Reason) -> Result<(), Refused> {
        let now = Instant::now();
        if self.end(winner, reason, now).await {
            Ok(())
        } else {
            Err(refuse(
                ErrorCode::ServerError,
                "the server could not store the end of the game; try again",
            ))
        }
    }

    /// Stores the end of the game and tells everyone; false if it could not
    /// be stored (nothing changed).
    async fn end(&mut self, winner: Option<Side>, reason: Reason, now: Instant) -> bool {
        let mut clocks = self.clocks;
        if let Some(clocks) = &mut clocks {
            clocks.stop(now);
        }
        let left = clocks.map(|clocks| clocks.left_at(now));
        let stores = self.game.position().stores();
        let result = GameResult {
            winner,
            reason,
            stores: Sides {
                south: stores.south,
                north: stores.north,
            },
        };
        let stored = self
            .hub
            .store
            .write(Write::Finish {
                game: self.id.clone(),
                ending: Ending {
                    result,
                    clocks: left,
                    at: wall_clock(),
                },
            })
            .await;
        if stored.is_err() {
            return false;
        }
        self.clocks = clocks;
        self.conclude(result, left);
        true
    }

    /// The game is over (and stored so): tells everyone.
    fn conclude(&mut self, result: GameResult, clocks: Option<Sides<u64>>) {
        self.status = Status::Over;
        self.result = Some(result);
        self.draw_offer = None;
        self.broadcast(&ServerMessage::Over { result, clocks }, None);
    }

    async fn ask_rematch(&mut self, side: Side) -> Result<(), Refused> {
        if self.rematch.game.is_some() {
            return Ok(());
        }
        let asked = match side {
            Side::South => &mut self.rematch.south,
            Side::North => &mut self.rematch.north,
        };
        if !*asked {
            *asked = true;
            self.broadcast(&ServerMessage::RematchAsked { side }, None);
        }
        if !(self.rematch.south && self.rematch.north) {
            return Ok(());
        }
        // Sides swapped: South's player takes North's seat.
        let swapped = Sides {
            south: StoredSeat {
                token: ids::token(),
                name: self.name_of(Side::North),
            },
            north: StoredSeat {
                token: ids::token(),
                name: self.name_of(Side::South),
            },
        };
        let settings = self.clocks.map(|clocks| clocks.settings());
        let game = self
            .hub
            .create(
                self.rules,
                settings,
                Sides {
                    south: Some(swapped.south.clone()),
                    north: Some(swapped.north.clone()),
                },
                Some(&self.id),
            )
            .await
            .map_err(|error| refuse(ErrorCode::ServerError, error.to_string()))?;
        self.rematch.game = Some(game);
        self.rematch_tokens = Some(tokens_of(swapped));
        for subscriber in self.subscribers.values() {
            if let Some(message) = self.rematch_message(subscriber.role) {
                let _ = subscriber
                    .outbox
                    .try_send(Outgoing::Text(message.to_json(None).into()));
            }
        }
        Ok(())
    }

    /// The rematch as `role` is told of it: to a player, its seat there (the
    /// other side, sides swapped), to a spectator the game alone; `None`
    /// while there is none (or its seats are unknown).
    fn rematch_message(&self, role: Role) -> Option<ServerMessage> {
        let game = self.rematch.game.clone()?;
        Some(match role {
            Role::Spectator => ServerMessage::Rematch {
                game,
                side: None,
                token: None,
            },
            Role::South | Role::North => {
                let new_side = side_of(role).opponent();
                ServerMessage::Rematch {
                    game,
                    side: Some(new_side),
                    token: Some(self.rematch_tokens.as_ref()?.get(new_side).clone()),
                }
            }
        })
    }

    fn name_of(&self, side: Side) -> String {
        self.seats
            .get(side)
            .stored
            .as_ref()
            .map(|seat| seat.name.clone())
            .unwrap_or_default()
    }

    fn turn(&self) -> Side {
        self.game.position().turn().into()
    }

    fn plies(&self) -> u32 {
        u32::try_from(self.game.plies().len()).unwrap_or(u32::MAX)
    }

    fn running(&self) -> Option<Side> {
        match self.status {
            Status::Playing => self.clocks.and_then(|clocks| clocks.running()),
            _ => None,
        }
    }

    fn clock_view(&self, now: Instant) -> Option<Sides<u64>> {
        self.clocks.map(|clocks| clocks.left_at(now))
    }

    /// Tells everyone how many spectators there are now.
    fn spectators_changed(&mut self) {
        let count = self.spectators();
        self.broadcast(&ServerMessage::Spectators { count }, None);
    }

    fn spectators(&self) -> u32 {
        let count = self
            .subscribers
            .values()
            .filter(|subscriber| subscriber.role == Role::Spectator)
            .count();
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// The milliseconds until `side`'s opponent may claim the game, while
    /// `side` is away from a game on.
    fn claimable_in(&self, side: Side, now: Instant) -> Option<u64> {
        let (_, since) = self.seats.get(side).away?;
        if self.status != Status::Playing {
            return None;
        }
        let waited = now.saturating_duration_since(since);
        let left = self.hub.settings.grace.saturating_sub(waited);
        Some(u64::try_from(left.as_millis()).unwrap_or(u64::MAX))
    }

    fn player_view(&self, side: Side, now: Instant) -> PlayerView {
        let seat = self.seats.get(side);
        PlayerView {
            name: self.name_of(side),
            present: seat.sockets > 0,
            seated: seat.stored.is_some(),
            away_since: seat.away.map(|(wall, _)| wall),
            claimable_in: self.claimable_in(side, now),
        }
    }

    fn players(&self, now: Instant) -> Sides<PlayerView> {
        Sides {
            south: self.player_view(Side::South, now),
            north: self.player_view(Side::North, now),
        }
    }

    fn presence(&self, side: Side) -> ServerMessage {
        let view = self.player_view(side, Instant::now());
        ServerMessage::Presence {
            side,
            present: view.present,
            away_since: view.away_since,
            claimable_in: view.claimable_in,
        }
    }

    fn view(&self, you: Role, now: Instant) -> StateView {
        StateView {
            game: self.id.clone(),
            you,
            rules: self.rules,
            clock: self.clocks.map(|clocks| clocks.settings()),
            moves: self
                .game
                .moves()
                .map(|pit| pit.letter().to_string())
                .collect(),
            clocks: self.clock_view(now),
            running: self.running(),
            players: self.players(now),
            status: self.status,
            draw_offer: self.draw_offer,
            result: self.result,
            rematch: self.rematch.clone(),
            spectators: self.spectators(),
        }
    }

    /// Sends `message` to one socket.
    fn send(&mut self, conn: ConnId, message: &ServerMessage, id: Option<&Value>) {
        let text: Utf8Bytes = message.to_json(id).into();
        if let Some(subscriber) = self.subscribers.get(&conn) {
            if subscriber.outbox.try_send(Outgoing::Text(text)).is_err() {
                self.drop_slow(conn);
            }
        }
    }

    /// Sends `message` to every socket following the game.
    fn broadcast(&mut self, message: &ServerMessage, id: Option<&Value>) {
        let text: Utf8Bytes = message.to_json(id).into();
        self.deliver(None, &text);
    }

    /// Sends `message` to every socket but `conn`.
    fn broadcast_except(&mut self, conn: ConnId, message: &ServerMessage) {
        let text: Utf8Bytes = message.to_json(None).into();
        self.deliver(Some(conn), &text);
    }

    /// Sends `message` to everyone, `conn`'s copy answering its message `id`.
    fn broadcast_answering(&mut self, conn: ConnId, id: Option<&Value>, message: &ServerMessage) {
        if id.is_some() {
            self.broadcast_except(conn, message);
            self.send(conn, message, id);
        } else {
            self.broadcast(message, None);
        }
    }

    fn deliver(&mut self, except: Option<ConnId>, text: &Utf8Bytes) {
        let slow: Vec<ConnId> = self
            .subscribers
            .iter()
            .filter(|(conn, _)| Some(**conn) != except)
            .filter(|(_, subscriber)| {
                subscriber
                    .outbox
                    .try_send(Outgoing::Text(text.clone()))
                    .is_err()
            })
            .map(|(conn, _)| *conn)
            .collect();
        for conn in slow {
            self.drop_slow(conn);
        }
    }

    /// Drops a socket that does not read its messages (its queue is full)
    /// or has gone; it is closed, and may join again.
    fn drop_slow(&mut self, conn: ConnId) {
        if let Some(subscriber) = self.subscribers.remove(&conn) {
            let _ = subscriber.outbox.try_send(Outgoing::Close(
                1008,
                "too slow to read the game's messages",
            ));
            self.after_leaving(subscriber.role);
        }
    }
}

/// The seats' tokens, by side.
fn tokens_of(seats: Sides<StoredSeat>) -> Sides<String> {
    Sides {
        south: seats.south.token,
        north: seats.north.token,
    }
}

/// A new game's state (both seats taken for a rematch, one for a new game).
pub fn new_game(
    id: String,
    rules: RulesName,
    clock: Option<ClockSettings>,
    seats: Sides<Option<StoredSeat>>,
    hub: Arc<Hub>,
) -> LiveGame {
    let stored = StoredGame {
        id,
        rules,
        clock,
        seats,
        moves: Vec::new(),
        clocks: None,
        result: None,
        rematch: None,
    };
    LiveGame::from_stored(stored, hub).expect("a game without moves replays")
}

fn rules_result(outcome: oware_ayoayo::Outcome) -> GameResult {
    use oware_ayoayo::EndReason;
    GameResult {
        winner: outcome.winner().map(Side::from),
        reason: match outcome.reason {
            EndReason::Majority => Reason::Majority,
            EndReason::Repetition => Reason::Repetition,
            EndReason::NoMoves => Reason::NoMoves,
        },
        stores: Sides {
            south: outcome.stores.south,
            north: outcome.stores.north,
        },
    }
}

fn parse_pit(letter: &str) -> Result<Pit, ()> {
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(letter), None) => Pit::from_letter(letter).ok_or(()),
        _ => Err(()),
    }
}

fn side_of(role: Role) -> Side {
    match role {
        Role::North => Side::North,
        _ => Side::South,
    }
}

fn spectator() -> Refused {
    refuse(ErrorCode::Spectator, "spectators watch; they do not play")
}

fn no_draw_offer() -> Refused {
    refuse(
        ErrorCode::NoDrawOffer,
        "your opponent has not offered a draw",
    )
}

/// Compares two tokens in a time that does not depend on where they differ.
fn tokens_match(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |diff, (x, y)| diff | (x ^ y))
            == 0
}

fn far_future() -> Instant {
    Instant::now() + Duration::from_secs(86_400 * 365)
}
