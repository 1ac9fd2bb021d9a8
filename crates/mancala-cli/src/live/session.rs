//! One run of `mancala live`: a socket following a game, played by the
//! person at the terminal (lines read from stdin, in order) or by the
//! engine, and opened again when it drops while the game goes on, or on
//! the rematch's game once both players ask for one.

use std::time::Duration;

use mancala_server::client::{Client, ClientError, Frame};
use mancala_server::protocol::{ClientMessage, ErrorCode, ServerMessage, Side, Status};
use oware_ayoayo::Pit;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

use super::address::{Server, Target};
use super::command::{self, Command, TYPE};
use super::connection::{backoff, open, OpenError, Opened};
use super::engine::{Engine, Thought};
use super::seats::Seats;
use super::show;
use super::table::{Change, Table};
use crate::failure::Failure;
use crate::input::{next_line, Line};
use crate::quote::printable;

/// The shortest time between two messages on a socket: the server takes
/// 20 a second on average and refuses more (docs/live-protocol.md,
/// "Rate"), and two engines playing fast would send more.
const MESSAGE_INTERVAL: Duration = Duration::from_millis(60);

/// What `mancala live` was asked to do.
pub struct Settings {
    /// The server, and the game of an invitation.
    pub target: Target,
    /// The `create` message sent when there is no game to join.
    pub create: ClientMessage,
    /// The display name asked for when taking a free seat.
    pub name: String,
    /// Where seats' tokens are kept between runs.
    pub seats: Seats,
    /// Who plays.
    pub player: Player,
}

/// Who plays the seat.
pub enum Player {
    /// The person at the terminal.
    Person,
    /// The engine, by itself; `rematches` asked for and accepted after
    /// each game, up to `games` games in all.
    Engine {
        /// The engine.
        engine: Engine,
        /// Whether it plays rematches.
        rematches: bool,
        /// The most games it plays, if it stops.
        games: Option<u32>,
    },
}

/// Plays (or watches) until the game ends, the player leaves or, for the
/// engine with rematches, its games are played.
pub async fn run(settings: Settings) -> Result<(), Failure> {
    let Settings {
        target,
        create,
        name,
        seats,
        player,
    } = settings;
    let socket = &target.server.socket;
    let kept = target
        .game
        .as_ref()
        .and_then(|game| seats.find(socket, game));
    // The token the seat was taken back with.
    let mut resumed = kept.map(|seat| seat.token);
    let opened = match &target.game {
        None => open(socket, &create).await,
        Some(game) => match open(socket, &join(game, resumed.clone(), &name)).await {
            Err(OpenError::Refused(ErrorCode::BadToken, _)) if resumed.is_some() => {
                println!(
                    "the seat kept for game {game} is not one of its seats; joining without it"
                );
                seats.forget(socket, game);
                resumed = None;
                open(socket, &join(game, None, &name)).await
            }
            opened => opened,
        },
    }
    .map_err(|error| match error {
        OpenError::Connection(why) => Failure::new(format_args!(
            "cannot reach the live server at {socket}: {why}"
        )),
        OpenError::Refused(_, why) => Failure::new(format_args!("the server refused: {why}")),
    })?;
    let Opened {
        client,
        seat,
        state,
    } = opened;
    let table = Table::new(state).map_err(Failure::new)?;
    let game = table.state.game.clone();
    if let Some((side, token)) = &seat {
        seats.keep(socket, &game, *side, token);
    }
    let driver = match player {
        Player::Person => Driver::Person(Person {
            lines: read_lines(),
            held: None,
        }),
        Player::Engine {
            engine,
            rematches,
            games,
        } => {
            if table.me().is_none() {
                return Err(Failure::new(format_args!(
                    "game {game} has no free seat (both are taken, or it is over): the engine plays only in a seat of its own"
                )));
            }
            Driver::Engine(Bot {
                engine,
                thinking: None,
                claim_at: None,
                rematches,
                games,
                played: 0,
            })
        }
    };
    let back = resumed.is_some() && table.me().is_some();
    let token = seat.map(|(_, token)| token).or(resumed);
    let session = Session {
        server: target.server,
        seats,
        client,
        table,
        token,
        awaiting: None,
        driver,
        last_sent: Instant::now(),
    };
    println!("{}", show::joined(&session.table));
    if target.game.is_none() {
        println!("invitation: {}", session.server.invitation(&game));
    } else if back {
        println!("back in your seat");
    }
    session.play().await
}

/// The `join` message.
fn join(game: &str, token: Option<String>, name: &str) -> ClientMessage {
    ClientMessage::Join {
        game: game.to_owned(),
        token,
        name: name.to_owned(),
    }
}

/// A game followed, and who plays in it.
struct Session {
    server: Server,
    seats: Seats,
    client: Client,
    table: Table,
    /// The seat's token; none for a spectator.
    token: Option<String>,
    /// A message sent and not yet answered: no line is read meanwhile.
    awaiting: Option<Awaited>,
    driver: Driver,
    /// When the socket's last message was sent.
    last_sent: Instant,
}

/// The person at the terminal or the engine.
enum Driver {
    Person(Person),
    Engine(Bot),
}

/// The person's lines, taken one at a time, in order.
struct Person {
    lines: mpsc::UnboundedReceiver<Input>,
    /// A move typed before its turn: it is played when the turn comes, and
    /// no line after it is read before.
    held: Option<Pit>,
}

/// The engine's seat.
struct Bot {
    engine: Engine,
    /// The thought under way: the game and ply it is for.
    thinking: Option<(String, u32, oneshot::Receiver<Thought>)>,
    /// When the absent opponent's game may be claimed.
    claim_at: Option<Instant>,
    rematches: bool,
    games: Option<u32>,
    played: u32,
}

/// A line of stdin.
enum Input {
    Line(String),
    /// A line skipped, with why.
    Skipped(String),
    /// The end of the input, which is `quit`.
    End,
}

/// What a message sent waits for.
#[derive(Clone, Copy)]
enum Awaited {
    /// The move of this ply and pit: `moved`, or an error.
    Move(u32, Pit),
    /// The answer to a resignation, an offer, a claim or the like: the
    /// event it causes, or an error.
    Answer,
}

/// What happened, for the session to handle.
enum Event {
    Frame(Result<Frame, ClientError>),
    Input(Input),
    Thought(Result<Thought, oneshot::error::RecvError>),
    Claim,
}

/// Whether the session goes on.
enum Flow {
    Go,
    End,
}

impl Session {
    async fn play(mut self) -> Result<(), Failure> {
        if matches!(self.driver, Driver::Person(_)) && self.table.me().is_some() {
            println!("{TYPE}");
        }
        println!("{}", show::position(&self.table));
        // A game joined after its end is done with as if it had just ended.
        if self.table.state.status == Status::Over {
            if let Flow::End = self.on_over().await? {
                return self.leave().await;
            }
        }
        self.schedule_claim();
        self.after_change().await?;
        loop {
            let flow = match self.next_event().await {
                Event::Frame(Ok(Frame::Message(message))) => self.on_message(message).await?,
                Event::Frame(Ok(Frame::Closed(_))) => self.on_lost("closed by the server").await?,
                Event::Frame(Err(error)) => self.on_lost(&error.to_string()).await?,
                Event::Input(input) => self.on_input(input).await?,
                Event::Thought(thought) => self.on_thought(thought).await?,
                Event::Claim => {
                    if let Driver::Engine(bot) = &mut self.driver {
                        bot.claim_at = None;
                    }
                    println!("claiming the game");
                    self.send(&ClientMessage::Claim).await;
                    Flow::Go
                }
            };
            if let Flow::End = flow {
                return self.leave().await;
            }
            self.after_change().await?;
        }
    }

    /// The next thing to handle: a message, or the driver's line, thought
    /// or claim. Lines are taken only while no move is unanswered.
    async fn next_event(&mut self) -> Event {
        let ready = self.awaiting.is_none();
        let Session { client, driver, .. } = self;
        tokio::select! {
            frame = client.recv_frame() => Event::Frame(frame),
            event = driver.next(ready) => event,
        }
    }

    /// Acts on the state as it now is: the engine starts thinking on its
    /// turn, a move held is played once its turn comes.
    async fn after_change(&mut self) -> Result<(), Failure> {
        if self.awaiting.is_some() {
            return Ok(());
        }
        let on = self.table.my_turn();
        match &mut self.driver {
            Driver::Person(person) => {
                if let Some(pit) = person
                    .held
                    .filter(|_| on || self.table.state.status == Status::Over)
                {
                    person.held = None;
                    // A move goes on with the session, whatever comes of it.
                    self.command(Command::Move(pit)).await?;
                }
            }
            Driver::Engine(bot) => {
                if on && bot.thinking.is_none() {
                    let me = self.table.me().expect("a player's turn");
                    let left = self.table.clocks_now().map(|clocks| *clocks.get(me));
                    let increment = self.table.state.clock.map_or(0, |clock| clock.increment);
                    let budget = bot.engine.budget(left, increment);
                    let thought = bot.engine.think(self.table.game.clone(), budget)?;
                    bot.thinking = Some((self.table.state.game.clone(), self.table.ply(), thought));
                }
            }
        }
        Ok(())
    }

    async fn on_message(&mut self, message: ServerMessage) -> Result<Flow, Failure> {
        match &message {
            ServerMessage::Error { code, message } => {
                println!("server: {}", printable(message));
                return self.on_error(*code).await;
            }
            ServerMessage::Replaced => {
                return Err(Failure::new(
                    "another connection took this seat (the game opened again elsewhere with its token): this one stops",
                ))
            }
            ServerMessage::Rematch {
                game,
                side: Some(side),
                token: Some(token),
            } => return self.switch(game, *side, token).await,
            ServerMessage::Pong | ServerMessage::Seated { .. } | ServerMessage::Watching { .. } => {
                return Ok(Flow::Go)
            }
            _ => {}
        }
        let change = self.table.apply(&message).map_err(Failure::new)?;
        if let ServerMessage::DrawOffered { side }
        | ServerMessage::DrawDeclined { side }
        | ServerMessage::RematchAsked { side } = message
        {
            if Some(side) == self.table.me() && matches!(self.awaiting, Some(Awaited::Answer)) {
                self.awaiting = None;
            }
        }
        let table = &self.table;
        match change {
            Change::Moved => {
                let ply = table.game.plies().last().expect("a move was played");
                println!("{}", show::moved(table, ply));
                println!("{}", show::position(table));
                if Some(Side::from(ply.trace.mover)) == table.me() {
                    self.awaiting = None;
                }
            }
            Change::Over => {
                self.awaiting = None;
                println!("{}", show::position(table));
                return self.on_over().await;
            }
            Change::Lost => self.send(&ClientMessage::State).await,
            Change::Other => match message {
                ServerMessage::State(_) => println!("{}", show::position(table)),
                ServerMessage::Started { .. } => {
                    println!("both seats are taken: the game starts");
                    println!("{}", show::position(table));
                }
                ServerMessage::Presence { side, .. } => {
                    println!("{}", show::presence(table, side));
                    self.schedule_claim();
                }
                ServerMessage::DrawOffered { side } => {
                    let answer = match (&self.driver, table.me()) {
                        (Driver::Person(_), Some(me)) if me != side => {
                            ": 'draw' accepts, 'decline' declines (a move declines too)"
                        }
                        _ => "",
                    };
                    println!("{} offers a draw{answer}", show::player(table, side));
                }
                ServerMessage::DrawDeclined { side } => {
                    println!("{} declines the draw", show::player(table, side));
                }
                ServerMessage::RematchAsked { side } => {
                    let accept = match (&self.driver, table.me()) {
                        (Driver::Person(_), Some(me)) if me != side => "; 'rematch' accepts",
                        _ => "",
                    };
                    println!("{} asks for a rematch{accept}", show::player(table, side));
                }
                ServerMessage::Spectators { count } => println!("spectators: {count}"),
                _ => {}
            },
        }
        Ok(Flow::Go)
    }

    /// An error's consequences: a move refused is no longer awaited (and
    /// the state is asked for again when the client may be behind).
    async fn on_error(&mut self, code: ErrorCode) -> Result<Flow, Failure> {
        let about_a_move = matches!(
            code,
            ErrorCode::IllegalMove
                | ErrorCode::NotYourTurn
                | ErrorCode::Stale
                | ErrorCode::NotStarted
                | ErrorCode::GameOver
                | ErrorCode::RateLimited
                | ErrorCode::ServerError
                | ErrorCode::Spectator
        );
        match self.awaiting {
            Some(Awaited::Move(..)) if about_a_move => {
                self.awaiting = None;
                if let (Driver::Engine(_), ErrorCode::IllegalMove) = (&self.driver, code) {
                    return Err(Failure::new("the server refused the engine's move"));
                }
                if matches!(code, ErrorCode::Stale | ErrorCode::NotYourTurn) {
                    self.send(&ClientMessage::State).await;
                }
            }
            Some(Awaited::Answer) => self.awaiting = None,
            _ => {}
        }
        if let (Driver::Engine(_), ErrorCode::NotClaimable) = (&self.driver, code) {
            // The state says again when the game may be claimed.
            self.send(&ClientMessage::State).await;
        }
        Ok(Flow::Go)
    }

    /// The game ended: a spectator is done, the engine asks for a rematch
    /// or is done, the person may ask for one.
    async fn on_over(&mut self) -> Result<Flow, Failure> {
        if self.table.me().is_none() {
            return Ok(Flow::End);
        }
        match &mut self.driver {
            Driver::Person(_) => {
                println!("'rematch' asks for another game (sides swapped); 'quit' leaves");
                Ok(Flow::Go)
            }
            Driver::Engine(bot) => {
                bot.played += 1;
                bot.claim_at = None;
                if bot.wants_more() {
                    self.send(&ClientMessage::Rematch).await;
                    Ok(Flow::Go)
                } else {
                    Ok(Flow::End)
                }
            }
        }
    }

    /// Both players asked for a rematch: follows its game, in the seat
    /// the server gave.
    async fn switch(&mut self, game: &str, side: Side, token: &str) -> Result<Flow, Failure> {
        let socket = self.server.socket.clone();
        self.seats.keep(&socket, game, side, token);
        self.token = Some(token.to_owned());
        println!(
            "rematch: game {game}, you play {side}; invitation: {}",
            self.server.invitation(game)
        );
        let request = join(game, self.token.clone(), "");
        let opened = self.reopen(&request, false).await?;
        let old = std::mem::replace(&mut self.client, opened.client);
        self.last_sent = Instant::now();
        old.close().await;
        self.table = Table::new(opened.state).map_err(Failure::new)?;
        self.awaiting = None;
        if let Driver::Person(person) = &mut self.driver {
            person.held = None;
        }
        println!("{}", show::joined(&self.table));
        println!("{}", show::position(&self.table));
        self.schedule_claim();
        Ok(Flow::Go)
    }

    /// The socket dropped: opened again if the game is still followed,
    /// with a move left unanswered sent again if it was not played.
    async fn on_lost(&mut self, why: &str) -> Result<Flow, Failure> {
        let follows_on = self.table.state.status != Status::Over
            || matches!(&self.driver, Driver::Engine(bot) if bot.wants_more());
        if !follows_on {
            println!("connection closed ({})", printable(why));
            return Ok(Flow::End);
        }
        println!("connection lost ({}); reconnecting", printable(why));
        let request = join(&self.table.state.game, self.token.clone(), "");
        let opened = self.reopen(&request, true).await?;
        self.client = opened.client;
        self.last_sent = Instant::now();
        self.table = Table::new(opened.state).map_err(Failure::new)?;
        println!("reconnected");
        println!("{}", show::position(&self.table));
        match self.awaiting {
            Some(Awaited::Move(ply, pit)) if self.table.ply() == ply && self.table.my_turn() => {
                self.send(&ClientMessage::Move {
                    pit: pit.to_string(),
                    ply,
                })
                .await;
            }
            _ => self.awaiting = None,
        }
        self.schedule_claim();
        Ok(Flow::Go)
    }

    /// Opens a socket with `request` (a `join`), trying again with the
    /// backoff while the server cannot be reached, first at once unless
    /// `wait_first`.
    async fn reopen(&self, request: &ClientMessage, wait_first: bool) -> Result<Opened, Failure> {
        let mut attempt = 0;
        if wait_first {
            tokio::time::sleep(backoff(attempt)).await;
            attempt += 1;
        }
        loop {
            match open(&self.server.socket, request).await {
                Ok(opened) => return Ok(opened),
                Err(OpenError::Connection(why)) => {
                    let delay = backoff(attempt);
                    attempt += 1;
                    println!(
                        "cannot reach the server ({}); trying again in {:.1} s",
                        printable(&why),
                        delay.as_secs_f64()
                    );
                    tokio::time::sleep(delay).await;
                }
                Err(OpenError::Refused(_, why)) => {
                    return Err(Failure::new(format_args!(
                        "the server refused to take the seat back: {why}"
                    )))
                }
            }
        }
    }

    async fn on_input(&mut self, input: Input) -> Result<Flow, Failure> {
        let line = match input {
            Input::Line(line) => line,
            Input::Skipped(why) => {
                println!("{}", printable(&why));
                return Ok(Flow::Go);
            }
            Input::End => return self.command(Command::Quit).await,
        };
        match command::read(&line, self.table.me()) {
            Ok(command) => self.command(command).await,
            Err(why) => {
                println!("{why}");
                Ok(Flow::Go)
            }
        }
    }

    /// Carries out the person's `command`; refusals the rules can word
    /// are worded here, anything else is the server's to refuse.
    async fn command(&mut self, command: Command) -> Result<Flow, Failure> {
        let table = &self.table;
        let message = match command {
            Command::Nothing => return Ok(Flow::Go),
            Command::Board => {
                println!("{}", show::position(table));
                return Ok(Flow::Go);
            }
            Command::Quit => {
                if table.me().is_some() && table.state.status != Status::Over {
                    println!(
                        "you leave game {}; your seat is kept (running this again on {} takes it back), but your clock runs and the opponent may claim the game after a while",
                        table.state.game,
                        self.server.invitation(&table.state.game)
                    );
                }
                return Ok(Flow::End);
            }
            Command::Move(pit) => {
                if table.me().is_none() {
                    println!("you watch this game: its moves are the players'");
                    return Ok(Flow::Go);
                }
                if table.state.status == Status::Over {
                    println!("the game is over; 'rematch' asks for another");
                    return Ok(Flow::Go);
                }
                if !table.my_turn() {
                    if let Driver::Person(person) = &mut self.driver {
                        person.held = Some(pit);
                    }
                    return Ok(Flow::Go);
                }
                if let Err(why) = table.game.position().check(pit) {
                    println!("illegal: {why}");
                    return Ok(Flow::Go);
                }
                self.awaiting = Some(Awaited::Move(table.ply(), pit));
                ClientMessage::Move {
                    pit: pit.to_string(),
                    ply: table.ply(),
                }
            }
            Command::Resign => self.answered(ClientMessage::Resign),
            Command::Draw => match (table.state.draw_offer, table.me()) {
                (Some(offering), Some(me)) if offering != me => {
                    self.answered(ClientMessage::AcceptDraw)
                }
                _ => self.answered(ClientMessage::OfferDraw),
            },
            Command::Decline => self.answered(ClientMessage::DeclineDraw),
            Command::Claim => self.answered(ClientMessage::Claim),
            Command::Rematch => self.answered(ClientMessage::Rematch),
        };
        self.send(&message).await;
        Ok(Flow::Go)
    }

    /// The engine's move, played if it is still its turn in that game.
    async fn on_thought(
        &mut self,
        thought: Result<Thought, oneshot::error::RecvError>,
    ) -> Result<Flow, Failure> {
        let Driver::Engine(bot) = &mut self.driver else {
            return Ok(Flow::Go);
        };
        let (game, ply, _) = bot.thinking.take().expect("a thought was under way");
        let (searcher, pit) =
            thought.map_err(|_| Failure::new("the engine's thread ended without a move"))?;
        bot.engine.done(searcher);
        let current = game == self.table.state.game && ply == self.table.ply();
        if !(current && self.table.my_turn() && self.awaiting.is_none()) {
            return Ok(Flow::Go);
        }
        let pit =
            pit.ok_or_else(|| Failure::new("the engine found no move in a game that is not over"))?;
        self.awaiting = Some(Awaited::Move(ply, pit));
        self.send(&ClientMessage::Move {
            pit: pit.to_string(),
            ply,
        })
        .await;
        Ok(Flow::Go)
    }

    /// `message`, to be sent and its answer awaited.
    fn answered(&mut self, message: ClientMessage) -> ClientMessage {
        self.awaiting = Some(Awaited::Answer);
        message
    }

    /// For the engine: when the absent opponent's game may be claimed.
    fn schedule_claim(&mut self) {
        let Driver::Engine(bot) = &mut self.driver else {
            return;
        };
        bot.claim_at = self.table.me().and_then(|me| {
            let seat = self.table.state.players.get(me.opponent());
            let on = self.table.state.status == Status::Playing && seat.seated && !seat.present;
            seat.claimable_in
                .filter(|_| on)
                .map(|ms| Instant::now() + Duration::from_millis(ms))
        });
    }

    /// Sends `message`, [`MESSAGE_INTERVAL`] after the last. A socket that
    /// fails is found out by the next read, which opens it again.
    async fn send(&mut self, message: &ClientMessage) {
        tokio::time::sleep_until(self.last_sent + MESSAGE_INTERVAL).await;
        self.last_sent = Instant::now();
        let _ = self.client.send(message).await;
    }

    /// Closes the socket.
    async fn leave(self) -> Result<(), Failure> {
        self.client.close().await;
        Ok(())
    }
}

impl Bot {
    /// Whether it plays another game after those played.
    fn wants_more(&self) -> bool {
        self.rematches && self.games.is_none_or(|games| self.played < games)
    }
}

impl Driver {
    /// The driver's next event: a line (when `ready` and no move is held),
    /// a thought, a claim due; never, if none can come.
    async fn next(&mut self, ready: bool) -> Event {
        match self {
            Driver::Person(person) if ready && person.held.is_none() => {
                Event::Input(person.lines.recv().await.unwrap_or(Input::End))
            }
            Driver::Person(_) => std::future::pending().await,
            Driver::Engine(bot) => {
                let claim_at = bot.claim_at;
                let claim = async move {
                    match claim_at {
                        Some(at) => tokio::time::sleep_until(at).await,
                        None => std::future::pending().await,
                    }
                };
                let thought = async {
                    match &mut bot.thinking {
                        Some((_, _, thought)) => thought.await,
                        None => std::future::pending().await,
                    }
                };
                tokio::select! {
                    thought = thought => Event::Thought(thought),
                    () = claim => Event::Claim,
                }
            }
        }
    }
}

/// Stdin's lines, read on a thread of their own (stdin may be a terminal,
/// a pipe or a file: its reads block).
fn read_lines() -> mpsc::UnboundedReceiver<Input> {
    let (sender, lines) = mpsc::unbounded_channel();
    std::thread::spawn(move || {
        let mut stdin = std::io::stdin().lock();
        loop {
            let input = match next_line(&mut stdin) {
                Ok(Some(Line::Text(text))) => Input::Line(text),
                Ok(Some(Line::Skipped(why))) => Input::Skipped(why),
                Ok(None) => Input::End,
                Err(error) => {
                    let _ = sender.send(Input::Skipped(format!("cannot read the input: {error}")));
                    Input::End
                }
            };
            let end = matches!(input, Input::End);
            if sender.send(input).is_err() || end {
                return;
            }
        }
    });
    lines
}
