//! The messages of live play, version 1 (docs/live-protocol.md), as Rust
//! types: the server reads [`ClientMessage`]s and writes
//! [`ServerMessage`]s, and a client (the command line's `mancala live`, the
//! load benchmark) the other way round.

use std::fmt;

use oware_ayoayo::{Player, Rules};
use serde::{Deserialize, Serialize};

/// The path of the WebSocket, under the site's base path.
pub const PATH: &str = "live/v1";
/// The largest message a client may send, in bytes.
pub const MAX_MESSAGE_BYTES: usize = 4096;
/// The longest display name, in characters, once trimmed.
pub const MAX_NAME_CHARS: usize = 24;

/// A player's side, as the protocol spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// South, who moves first.
    South,
    /// North.
    North,
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The other side.
    #[must_use]
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
}

impl From<Player> for Side {
    fn from(player: Player) -> Side {
        match player {
            Player::South => Side::South,
            Player::North => Side::North,
        }
    }
}

impl From<Side> for Player {
    fn from(side: Side) -> Player {
        match side {
            Side::South => Player::South,
            Side::North => Player::North,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::South => "south",
            Side::North => "north",
        })
    }
}

/// One value for each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sides<T> {
    /// South's.
    pub south: T,
    /// North's.
    pub north: T,
}

impl<T> Sides<T> {
    /// The side's value.
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }

    /// The side's value, to change.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }

    /// Each side's value mapped by `f`.
    pub fn map<U>(&self, mut f: impl FnMut(Side, &T) -> U) -> Sides<U> {
        Sides {
            south: f(Side::South, &self.south),
            north: f(Side::North, &self.north),
        }
    }
}

/// The rules a live game is played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RulesName {
    /// Standard Oware (Abapa): grand slams are forfeited.
    Oware,
    /// Oware with O4's option: a grand slam reaching a majority wins.
    OwareGrandSlam,
    /// Ayoayo.
    Ayoayo,
}

impl RulesName {
    /// The name as the protocol spells it.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            RulesName::Oware => "oware",
            RulesName::OwareGrandSlam => "oware-grand-slam",
            RulesName::Ayoayo => "ayoayo",
        }
    }

    /// The name of `text`, if it is one.
    #[must_use]
    pub fn parse(text: &str) -> Option<RulesName> {
        [
            RulesName::Oware,
            RulesName::OwareGrandSlam,
            RulesName::Ayoayo,
        ]
        .into_iter()
        .find(|rules| rules.as_str() == text)
    }
}

impl From<RulesName> for Rules {
    fn from(name: RulesName) -> Rules {
        match name {
            RulesName::Oware => Rules::OWARE,
            RulesName::OwareGrandSlam => Rules::Oware {
                grand_slam_wins: true,
            },
            RulesName::Ayoayo => Rules::AYOAYO,
        }
    }
}

/// A time control: each side's time at the start and what a move adds,
/// in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockSettings {
    /// Each side's time at the start.
    pub initial: u64,
    /// The time added to a side's clock after each of its moves.
    pub increment: u64,
}

impl ClockSettings {
    /// The shortest starting time a game may have: one second.
    pub const MIN_INITIAL: u64 = 1_000;
    /// The longest: three hours.
    pub const MAX_INITIAL: u64 = 3 * 3_600_000;
    /// The largest increment: three minutes.
    pub const MAX_INCREMENT: u64 = 180_000;

    /// Whether the settings are within the protocol's bounds.
    #[must_use]
    pub fn is_valid(self) -> bool {
        (Self::MIN_INITIAL..=Self::MAX_INITIAL).contains(&self.initial)
            && self.increment <= Self::MAX_INCREMENT
    }
}

/// The side a game's creator asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SideChoice {
    /// South, who moves first.
    South,
    /// North.
    North,
    /// Either, drawn by the server.
    Random,
}

/// A message from a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ClientMessage {
    /// Creates a game and takes a seat in it.
    Create {
        /// The rules.
        rules: RulesName,
        /// The time control, or none.
        #[serde(default)]
        clock: Option<ClockSettings>,
        /// The side asked for.
        side: SideChoice,
        /// A display name, or empty.
        #[serde(default)]
        name: String,
    },
    /// Takes a seat again (with its token), takes the free seat, or watches.
    Join {
        /// The game's id.
        game: String,
        /// A seat's token.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
        /// The display name for a free seat taken.
        #[serde(default)]
        name: String,
    },
    /// Plays a pit as move number `ply + 1`.
    Move {
        /// The pit's letter.
        pit: String,
        /// The number of moves the client has seen.
        ply: u32,
    },
    /// Resigns.
    Resign,
    /// Offers a draw.
    OfferDraw,
    /// Accepts the opponent's offer of a draw.
    AcceptDraw,
    /// Declines it.
    DeclineDraw,
    /// Claims a game the opponent left.
    Claim,
    /// Asks for a rematch after the game.
    Rematch,
    /// Asks for the whole state again.
    State,
    /// Asks for a `pong`.
    Ping,
}

/// Why a live game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// A store holds a majority (O7).
    Majority,
    /// A position came back (O8, Y10).
    Repetition,
    /// The player to move had no move (O6, Y9).
    NoMoves,
    /// A player resigned.
    Resign,
    /// A player ran out of time.
    Flag,
    /// A player left, and the opponent claimed the game.
    Abandoned,
    /// A draw by agreement.
    Agreed,
}

impl Reason {
    /// The reason as the protocol spells it.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Majority => "majority",
            Reason::Repetition => "repetition",
            Reason::NoMoves => "no-moves",
            Reason::Resign => "resign",
            Reason::Flag => "flag",
            Reason::Abandoned => "abandoned",
            Reason::Agreed => "agreed",
        }
    }

    /// The reason of `text`, if it is one.
    #[must_use]
    pub fn parse(text: &str) -> Option<Reason> {
        [
            Reason::Majority,
            Reason::Repetition,
            Reason::NoMoves,
            Reason::Resign,
            Reason::Flag,
            Reason::Abandoned,
            Reason::Agreed,
        ]
        .into_iter()
        .find(|reason| reason.as_str() == text)
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The winner, or none for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: Reason,
    /// The stores at the end.
    pub stores: Sides<u8>,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A seat is free.
    Waiting,
    /// Both seats are taken and the game is on.
    Playing,
    /// The game has ended.
    Over,
}

/// What a client is in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// South's player.
    South,
    /// North's player.
    North,
    /// A spectator.
    Spectator,
}

impl From<Side> for Role {
    fn from(side: Side) -> Role {
        match side {
            Side::South => Role::South,
            Side::North => Role::North,
        }
    }
}

/// One seat, as the state shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// The display name, or empty.
    pub name: String,
    /// Whether the seat has a socket open.
    pub present: bool,
    /// Whether somebody has taken the seat.
    pub seated: bool,
    /// Since when (milliseconds since 1970) the seat has had no socket.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_since: Option<u64>,
    /// The milliseconds until the opponent may claim the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claimable_in: Option<u64>,
}

/// Who has asked for a rematch, and the rematch once both have.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RematchView {
    /// Whether South has asked.
    pub south: bool,
    /// Whether North has asked.
    pub north: bool,
    /// The new game's id.
    pub game: Option<String>,
}

/// The whole state of a game, as one client sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StateView {
    /// The game's id.
    pub game: String,
    /// The client's side, or spectator.
    pub you: Role,
    /// The rules.
    pub rules: RulesName,
    /// The time control.
    pub clock: Option<ClockSettings>,
    /// Every move so far.
    pub moves: Vec<String>,
    /// Each side's time left, in milliseconds; none when untimed.
    pub clocks: Option<Sides<u64>>,
    /// The side whose clock runs.
    pub running: Option<Side>,
    /// The two seats.
    pub players: Sides<PlayerView>,
    /// Where the game stands.
    pub status: Status,
    /// The side offering a draw.
    pub draw_offer: Option<Side>,
    /// How the game ended.
    pub result: Option<GameResult>,
    /// The rematch.
    pub rematch: RematchView,
    /// The number of spectators.
    pub spectators: u32,
}

/// An error's kind: for programs (the message is for people).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorCode {
    /// Not JSON, not an object, an unknown type or a bad field.
    BadMessage,
    /// Over [`MAX_MESSAGE_BYTES`].
    TooLarge,
    /// Too many messages or games.
    RateLimited,
    /// Unknown rules.
    BadRules,
    /// A time control out of bounds.
    BadClock,
    /// An unknown side.
    BadSide,
    /// A display name too long or with control characters.
    BadName,
    /// No game has the id.
    UnknownGame,
    /// The token is none of the game's seats'.
    BadToken,
    /// A game message before `create` or `join`.
    NotJoined,
    /// A second `create` or `join`.
    AlreadyJoined,
    /// A player's message from a spectator.
    Spectator,
    /// A move before the opponent has come.
    NotStarted,
    /// A move out of turn.
    NotYourTurn,
    /// A move whose ply is not the number of moves played.
    Stale,
    /// A move the rules refuse.
    IllegalMove,
    /// A game message after the end.
    GameOver,
    /// No draw offer to answer.
    NoDrawOffer,
    /// A claim too early.
    NotClaimable,
    /// The server failed; nothing changed.
    ServerError,
}

/// A message from the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
pub enum ServerMessage {
    /// The client took a seat.
    Seated {
        /// The game's id.
        game: String,
        /// The seat.
        side: Side,
        /// The seat's secret.
        token: String,
    },
    /// The client watches.
    Watching {
        /// The game's id.
        game: String,
    },
    /// The whole state.
    State(Box<StateView>),
    /// The second seat was taken.
    Started {
        /// The clocks.
        clocks: Option<Sides<u64>>,
        /// The side whose clock runs.
        running: Option<Side>,
        /// The seats.
        players: Sides<PlayerView>,
    },
    /// A move was stored.
    Moved {
        /// The pit played.
        pit: String,
        /// The number of moves after it.
        ply: u32,
        /// The mover.
        side: Side,
        /// The clocks after it.
        clocks: Option<Sides<u64>>,
        /// The side whose clock runs.
        running: Option<Side>,
    },
    /// A seat's presence changed.
    Presence {
        /// The seat.
        side: Side,
        /// Whether it has a socket open.
        present: bool,
        /// Since when it has had none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        away_since: Option<u64>,
        /// The milliseconds until the opponent may claim the game.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        claimable_in: Option<u64>,
    },
    /// A side offers a draw.
    DrawOffered {
        /// The side offering.
        side: Side,
    },
    /// A side declined the offer (or moved instead).
    DrawDeclined {
        /// The side declining.
        side: Side,
    },
    /// The game ended.
    Over {
        /// How.
        result: GameResult,
        /// The clocks at the end.
        clocks: Option<Sides<u64>>,
    },
    /// A side asks for a rematch.
    RematchAsked {
        /// The side asking.
        side: Side,
    },
    /// The rematch: the new game.
    Rematch {
        /// Its id.
        game: String,
        /// The client's side in it (players only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        side: Option<Side>,
        /// The client's token in it (players only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
    },
    /// The number of spectators changed.
    Spectators {
        /// How many there are.
        count: u32,
    },
    /// A newer socket took this socket's seat.
    Replaced,
    /// The answer to `ping`.
    Pong,
    /// A message was refused; nothing changed.
    Error {
        /// Its kind.
        code: ErrorCode,
        /// What went wrong, for people.
        message: String,
    },
}

/// A message sent with the `id` of the client's message it answers.
#[derive(Serialize)]
struct Answer<'a> {
    #[serde(flatten)]
    message: &'a ServerMessage,
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<&'a serde_json::Value>,
}

impl ServerMessage {
    /// The message as JSON text, with `id` when it answers a message that had one.
    #[must_use]
    pub fn to_json(&self, id: Option<&serde_json::Value>) -> String {
        serde_json::to_string(&Answer { message: self, id })
            .expect("server messages always serialise")
    }

    /// An error message.
    #[must_use]
    pub fn error(code: ErrorCode, message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error {
            code,
            message: message.into(),
        }
    }
}

/// A message refused: the error's code and text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Its kind.
    pub code: ErrorCode,
    /// What went wrong, for people.
    pub message: String,
}

impl Problem {
    /// A problem of kind `code`.
    #[must_use]
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Problem {
        Problem {
            code,
            message: message.into(),
        }
    }
}

impl From<Problem> for ServerMessage {
    fn from(problem: Problem) -> ServerMessage {
        ServerMessage::Error {
            code: problem.code,
            message: problem.message,
        }
    }
}

/// A client's message that could not be read: the error to answer with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The message's `id`, if it had one that could be read.
    pub id: Option<serde_json::Value>,
    /// The error.
    pub error: Problem,
}

/// A client's message read from its text: the message and its `id`.
///
/// ```
/// use mancala_server::protocol::{read_client_message, ClientMessage};
///
/// let (message, id) = read_client_message(r#"{"type":"move","pit":"C","ply":0,"id":7}"#).unwrap();
/// assert_eq!(message, ClientMessage::Move { pit: "C".into(), ply: 0 });
/// assert_eq!(id, Some(serde_json::json!(7)));
/// ```
pub fn read_client_message(
    text: &str,
) -> Result<(ClientMessage, Option<serde_json::Value>), Refusal> {
    let refuse = |id, code, message: String| Refusal {
        id,
        error: Problem::new(code, message),
    };
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(refuse(
            None,
            ErrorCode::TooLarge,
            format!(
                "a message may have at most {MAX_MESSAGE_BYTES} bytes; this one has {}",
                text.len()
            ),
        ));
    }
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|error| refuse(None, ErrorCode::BadMessage, format!("not JSON: {error}")))?;
    let serde_json::Value::Object(object) = &value else {
        return Err(refuse(
            None,
            ErrorCode::BadMessage,
            "a message must be a JSON object".into(),
        ));
    };
    let id = object
        .get("id")
        .filter(|id| id.is_string() || id.is_number())
        .cloned();
    let Some(kind) = object.get("type").and_then(|kind| kind.as_str()) else {
        return Err(refuse(
            id,
            ErrorCode::BadMessage,
            "a message must have a string \"type\"".into(),
        ));
    };
    if !CLIENT_TYPES.contains(&kind) {
        return Err(refuse(
            id,
            ErrorCode::BadMessage,
            format!("unknown message type \"{kind}\""),
        ));
    }
    if let Some((code, what)) = out_of_range(kind, object) {
        return Err(refuse(id, code, what.into()));
    }
    let kind = kind.to_owned();
    match serde_json::from_value::<ClientMessage>(value) {
        Ok(message) => Ok((message, id)),
        Err(error) => Err(refuse(
            id,
            ErrorCode::BadMessage,
            format!("bad \"{kind}\" message: {error}"),
        )),
    }
}

/// The `type` of every [`ClientMessage`].
const CLIENT_TYPES: [&str; 11] = [
    "create",
    "join",
    "move",
    "resign",
    "offer-draw",
    "accept-draw",
    "decline-draw",
    "claim",
    "rematch",
    "state",
    "ping",
];

/// A `create`'s rules or side that the protocol does not know, with its
/// own error code (other bad fields are `bad-message`).
fn out_of_range(
    kind: &str,
    object: &serde_json::Map<String, serde_json::Value>,
) -> Option<(ErrorCode, &'static str)> {
    if kind != "create" {
        return None;
    }
    let text = |field: &str| object.get(field).and_then(serde_json::Value::as_str);
    if object.contains_key("rules") && text("rules").and_then(RulesName::parse).is_none() {
        return Some((
            ErrorCode::BadRules,
            "\"rules\" must be \"oware\", \"oware-grand-slam\" or \"ayoayo\"",
        ));
    }
    if object.contains_key("side") && !matches!(text("side"), Some("south" | "north" | "random")) {
        return Some((
            ErrorCode::BadSide,
            "\"side\" must be \"south\", \"north\" or \"random\"",
        ));
    }
    None
}

/// A display name checked and trimmed.
pub fn check_name(name: &str) -> Result<String, Problem> {
    let name = name.trim();
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(Problem::new(
            ErrorCode::BadName,
            format!("a name may have at most {MAX_NAME_CHARS} characters"),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(Problem::new(
            ErrorCode::BadName,
            "a name may not hold control characters",
        ));
    }
    Ok(name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_of(text: &str) -> ErrorCode {
        read_client_message(text).unwrap_err().error.code
    }

    #[test]
    fn reads_every_kind_of_message() {
        let create = r#"{"type":"create","rules":"oware-grand-slam","clock":{"initial":300000,"increment":3000},"side":"random","name":"Ama"}"#;
        assert_eq!(
            read_client_message(create).unwrap().0,
            ClientMessage::Create {
                rules: RulesName::OwareGrandSlam,
                clock: Some(ClockSettings {
                    initial: 300_000,
                    increment: 3_000
                }),
                side: SideChoice::Random,
                name: "Ama".into(),
            }
        );
        for (text, message) in [
            (r#"{"type":"resign"}"#, ClientMessage::Resign),
            (r#"{"type":"offer-draw"}"#, ClientMessage::OfferDraw),
            (r#"{"type":"accept-draw"}"#, ClientMessage::AcceptDraw),
            (r#"{"type":"decline-draw"}"#, ClientMessage::DeclineDraw),
            (r#"{"type":"claim","extra":1}"#, ClientMessage::Claim),
            (r#"{"type":"rematch"}"#, ClientMessage::Rematch),
            (r#"{"type":"state"}"#, ClientMessage::State),
            (r#"{"type":"ping"}"#, ClientMessage::Ping),
        ] {
            assert_eq!(read_client_message(text).unwrap().0, message, "{text}");
        }
    }

    #[test]
    fn refuses_what_is_not_a_message_with_its_reason() {
        assert_eq!(code_of("{"), ErrorCode::BadMessage);
        assert_eq!(code_of("[1]"), ErrorCode::BadMessage);
        assert_eq!(code_of(r#"{"pit":"C"}"#), ErrorCode::BadMessage);
        assert_eq!(code_of(r#"{"type":"fly"}"#), ErrorCode::BadMessage);
        assert_eq!(
            code_of(r#"{"type":"move","pit":"C"}"#),
            ErrorCode::BadMessage
        );
        assert_eq!(
            code_of(r#"{"type":"move","pit":"C","ply":-1}"#),
            ErrorCode::BadMessage
        );
        assert_eq!(
            code_of(r#"{"type":"create","rules":"chess","side":"south"}"#),
            ErrorCode::BadRules
        );
        assert_eq!(
            code_of(r#"{"type":"create","rules":"oware","side":"east"}"#),
            ErrorCode::BadSide
        );
        let huge = format!(r#"{{"type":"ping","pad":"{}"}}"#, "x".repeat(5000));
        assert_eq!(code_of(&huge), ErrorCode::TooLarge);
    }

    #[test]
    fn an_answer_carries_the_id_it_answers() {
        let (_, id) = read_client_message(r#"{"type":"ping","id":"a1"}"#).unwrap();
        assert_eq!(
            ServerMessage::Pong.to_json(id.as_ref()),
            r#"{"type":"pong","id":"a1"}"#
        );
        let moved = ServerMessage::Presence {
            side: Side::North,
            present: false,
            away_since: Some(5),
            claimable_in: Some(60_000),
        };
        assert_eq!(
            moved.to_json(None),
            r#"{"type":"presence","side":"north","present":false,"awaySince":5,"claimableIn":60000}"#
        );
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(check_name("  Ama ").unwrap(), "Ama");
        assert!(check_name(&"é".repeat(24)).is_ok());
        assert!(check_name(&"é".repeat(25)).is_err());
        assert!(check_name("a\u{0}b").is_err());
    }
}
