//! The game in words, as `mancala live` prints it: the board (drawn as
//! `mancala play` draws it), the clocks, whose turn, who is there, the
//! result.

use mancala_server::protocol::{ClockSettings, GameResult, Reason, Side, Status};
use oware_ayoayo::Ply;

use crate::play::{board, describe};
use crate::quote::printable;

use super::table::Table;

/// Milliseconds as a clock shows them: `4:07`, `1:02:03`, and tenths
/// under 20 seconds, `0:07.3`.
pub fn clock_time(ms: u64) -> String {
    let seconds = ms / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else if ms < 20_000 {
        format!("0:{seconds:02}.{}", ms % 1000 / 100)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// A time control as people write it: `5+3` (minutes and seconds),
/// `none`.
pub fn time_control(clock: Option<ClockSettings>) -> String {
    let Some(clock) = clock else {
        return "untimed".into();
    };
    let minutes = clock.initial as f64 / 60_000.0;
    let seconds = clock.increment as f64 / 1000.0;
    format!("{minutes}+{seconds}")
}

/// A side with its player's name and whether it is this client's.
pub fn player(table: &Table, side: Side) -> String {
    let name = printable(&table.state.players.get(side).name);
    match (name.is_empty(), table.me() == Some(side)) {
        (true, false) => side.to_string(),
        (true, true) => format!("{side} (you)"),
        (false, false) => format!("{side} ({name})"),
        (false, true) => format!("{side} ({name}, you)"),
    }
}

/// What the client is in the game, said once it has joined.
pub fn joined(table: &Table) -> String {
    let state = &table.state;
    let role = match table.me() {
        None => "you watch".to_owned(),
        Some(side) => {
            let name = &state.players.get(side).name;
            if name.is_empty() {
                format!("you play {side}")
            } else {
                format!("you play {side} as {}", printable(name))
            }
        }
    };
    format!(
        "game {}: {}, {}; {role}",
        state.game,
        state.rules.as_str(),
        time_control(state.clock)
    )
}

/// The board and under it where the game stands.
pub fn position(table: &Table) -> String {
    format!("{}\n{}", board(table.game.position()), standing(table))
}

/// The clocks, whose turn, an absent opponent, a draw offered, or the
/// result: the lines under the board.
pub fn standing(table: &Table) -> String {
    let state = &table.state;
    let mut lines = Vec::new();
    if let Some(clocks) = table.clocks_now() {
        let shown = |side: Side| {
            let running = if state.running == Some(side) {
                " (running)"
            } else {
                ""
            };
            format!("{side} {}{running}", clock_time(*clocks.get(side)))
        };
        lines.push(format!(
            "clocks: {}, {}",
            shown(Side::South),
            shown(Side::North)
        ));
    }
    match state.status {
        Status::Waiting => lines.push("waiting for an opponent to join".into()),
        Status::Over => {
            if let Some(result) = &state.result {
                lines.push(result_text(table, result));
            }
        }
        Status::Playing => {
            if let Some(side) = table.to_move() {
                lines.push(if table.my_turn() {
                    format!("your move ({side}); legal: {}", table.game.legal_moves())
                } else {
                    format!("{} to move", player(table, side))
                });
            }
            for side in Side::BOTH {
                if let Some(away) = absence(table, side) {
                    lines.push(away);
                }
            }
            if let Some(side) = state.draw_offer {
                lines.push(format!("{} offers a draw", player(table, side)));
            }
        }
    }
    lines.join("\n")
}

/// That `side`'s seat has no socket, and when the game may be claimed.
pub fn absence(table: &Table, side: Side) -> Option<String> {
    let seat = table.state.players.get(side);
    if seat.present || !seat.seated || table.state.status == Status::Over {
        return None;
    }
    let claim = match (seat.claimable_in, table.me()) {
        (Some(0), Some(me)) if me != side => "; you may claim the game ('claim')".to_owned(),
        (Some(ms), Some(me)) if me != side => {
            format!("; you may claim the game in {} s", ms.div_ceil(1000))
        }
        _ => String::new(),
    };
    Some(format!("{} is away{claim}", player(table, side)))
}

/// A presence event in words.
pub fn presence(table: &Table, side: Side) -> String {
    absence(table, side).unwrap_or_else(|| format!("{} is here", player(table, side)))
}

/// A move played, in a few words.
pub fn moved(table: &Table, ply: &Ply) -> String {
    format!(
        "{} played {}",
        player(table, ply.trace.mover.into()),
        describe(ply)
    )
}

/// How the game ended.
pub fn result_text(table: &Table, result: &GameResult) -> String {
    let how = match result.reason {
        Reason::Majority => "a majority of the seeds",
        Reason::Repetition => "the position repeated",
        Reason::NoMoves => "no moves left",
        Reason::Resign => "resigned",
        Reason::Flag => "out of time",
        Reason::Abandoned => "left the game, claimed",
        Reason::Agreed => "agreed",
    };
    let who = match result.winner {
        Some(side) if table.me() == Some(side) => format!("you win ({side})"),
        Some(side) if table.me().is_some() => format!("you lose ({side} wins)"),
        Some(side) => format!("{} wins", player(table, side)),
        None => "draw".into(),
    };
    format!(
        "game over: {who}: {how}; stores: south {}, north {}",
        result.stores.south, result.stores.north
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_show_tenths_only_when_short() {
        assert_eq!(clock_time(300_000), "5:00");
        assert_eq!(clock_time(247_900), "4:07");
        assert_eq!(clock_time(19_999), "0:19.9");
        assert_eq!(clock_time(0), "0:00.0");
        assert_eq!(clock_time(3_723_000), "1:02:03");
    }

    #[test]
    fn time_controls_read_as_typed() {
        let clock = |initial, increment| Some(ClockSettings { initial, increment });
        assert_eq!(time_control(clock(300_000, 3_000)), "5+3");
        assert_eq!(time_control(clock(30_000, 500)), "0.5+0.5");
        assert_eq!(time_control(None), "untimed");
    }
}
