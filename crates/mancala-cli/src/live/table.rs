//! The game as this client knows it: the server's last `state` brought up
//! to date by the events since, with the moves replayed by the rules to
//! have the board (the server stays the referee: the rules here only draw
//! the board and word a refusal before the server is asked).

use std::time::Instant;

use mancala_server::protocol::{Role, ServerMessage, Side, Sides, StateView, Status};
use oware_ayoayo::{Game, Pit, Rules};

use crate::quote::quote_input;

/// One game followed.
pub struct Table {
    /// The state, kept up to date.
    pub state: StateView,
    /// Its moves played from the rules' start.
    pub game: Game,
    /// When the clocks in `state` were read: the running one has run since.
    clocks_read: Instant,
}

/// What an event changed.
pub enum Change {
    /// A move was played: the game's last ply.
    Moved,
    /// The game ended.
    Over,
    /// Something else shown as it is.
    Other,
    /// A move came that does not follow the moves known: the whole state
    /// must be asked for again.
    Lost,
}

impl Table {
    /// The game of `state`; fails if the rules refuse one of its moves,
    /// which would mean this program and the server disagree on them.
    pub fn new(state: StateView) -> Result<Table, String> {
        let mut game = Game::new(Rules::from(state.rules));
        for (index, text) in state.moves.iter().enumerate() {
            let pit: Pit = text.parse().map_err(|_| {
                format!(
                    "the server sent move {} as {}",
                    index + 1,
                    quote_input(text)
                )
            })?;
            game.play(pit).map_err(|error| {
                format!(
                    "the server's move {} ({pit}) is illegal here: {error}",
                    index + 1
                )
            })?;
        }
        Ok(Table {
            state,
            game,
            clocks_read: Instant::now(),
        })
    }

    /// This client's side, unless it watches.
    pub fn me(&self) -> Option<Side> {
        match self.state.you {
            Role::South => Some(Side::South),
            Role::North => Some(Side::North),
            Role::Spectator => None,
        }
    }

    /// The side to move, while the game is on.
    pub fn to_move(&self) -> Option<Side> {
        (self.state.status == Status::Playing && self.game.outcome().is_none())
            .then(|| Side::from(self.game.position().turn()))
    }

    /// Whether it is this client's turn.
    pub fn my_turn(&self) -> bool {
        self.me().is_some() && self.to_move() == self.me()
    }

    /// The number of moves played.
    pub fn ply(&self) -> u32 {
        self.state.moves.len() as u32
    }

    /// Each side's time left now, the running clock counted down since it
    /// was read; none when untimed.
    pub fn clocks_now(&self) -> Option<Sides<u64>> {
        let run = self.clocks_read.elapsed().as_millis() as u64;
        let running = self.state.running;
        self.state.clocks.map(|clocks| {
            clocks.map(|side, &left| {
                if Some(side) == running {
                    left.saturating_sub(run)
                } else {
                    left
                }
            })
        })
    }

    /// Brings the state up to date with `message`.
    pub fn apply(&mut self, message: &ServerMessage) -> Result<Change, String> {
        let known = self.ply();
        let state = &mut self.state;
        match message {
            ServerMessage::State(view) => {
                *self = Table::new((**view).clone())?;
                return Ok(Change::Other);
            }
            ServerMessage::Started {
                clocks,
                running,
                players,
            } => {
                state.status = Status::Playing;
                state.clocks = *clocks;
                state.running = *running;
                state.players = players.clone();
                self.clocks_read = Instant::now();
            }
            ServerMessage::Moved {
                pit,
                ply,
                clocks,
                running,
                ..
            } => {
                if *ply <= known {
                    return Ok(Change::Other);
                }
                let parsed = pit.parse::<Pit>().ok();
                let next = *ply == known + 1;
                let Some(pit_played) = parsed.filter(|_| next) else {
                    return Ok(Change::Lost);
                };
                state.moves.push(pit.clone());
                state.clocks = *clocks;
                state.running = *running;
                self.clocks_read = Instant::now();
                self.game.play(pit_played).map_err(|error| {
                    format!("the server played {pit_played}, which is illegal here: {error}")
                })?;
                return Ok(Change::Moved);
            }
            ServerMessage::Presence {
                side,
                present,
                away_since,
                claimable_in,
            } => {
                let player = state.players.get_mut(*side);
                player.present = *present;
                player.away_since = *away_since;
                player.claimable_in = *claimable_in;
            }
            ServerMessage::DrawOffered { side } => state.draw_offer = Some(*side),
            ServerMessage::DrawDeclined { .. } => state.draw_offer = None,
            ServerMessage::Over { result, clocks } => {
                state.status = Status::Over;
                state.result = Some(*result);
                state.clocks = *clocks;
                state.running = None;
                state.draw_offer = None;
                return Ok(Change::Over);
            }
            ServerMessage::RematchAsked { side } => match side {
                Side::South => state.rematch.south = true,
                Side::North => state.rematch.north = true,
            },
            ServerMessage::Rematch { game, .. } => state.rematch.game = Some(game.clone()),
            ServerMessage::Spectators { count } => state.spectators = *count,
            ServerMessage::Seated { .. }
            | ServerMessage::Watching { .. }
            | ServerMessage::Replaced
            | ServerMessage::Pong
            | ServerMessage::Error { .. } => {}
        }
        Ok(Change::Other)
    }
}
