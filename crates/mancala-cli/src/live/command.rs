//! What a player types in `mancala live`: a pit letter, or a word.

use mancala_server::protocol::Side;
use oware_ayoayo::{Pit, Player};

use crate::play::parse_move;
use crate::quote::quote_input;

/// The help line printed at the start of a game.
pub const TYPE: &str = "type a pit letter to move (A-F or a-f: your row either way), or resign, \
draw (offer, or accept the offer), decline, claim, rematch, board, quit";

/// One line typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Nothing (an empty line).
    Nothing,
    /// Play this pit.
    Move(Pit),
    /// Resign.
    Resign,
    /// Offer a draw, or accept the opponent's.
    Draw,
    /// Decline the opponent's offer.
    Decline,
    /// Claim the game the opponent left.
    Claim,
    /// Ask for a rematch, or accept one.
    Rematch,
    /// Show the board and clocks again.
    Board,
    /// Leave (the seat is kept).
    Quit,
}

/// The command `line` types for the player of `side` (a spectator's pit
/// letters are read as South's), or what is wrong with it.
pub fn read(line: &str, side: Option<Side>) -> Result<Command, String> {
    let word = line.trim();
    Ok(match word.to_ascii_lowercase().as_str() {
        "" => Command::Nothing,
        "resign" => Command::Resign,
        "draw" => Command::Draw,
        "decline" => Command::Decline,
        "claim" => Command::Claim,
        "rematch" => Command::Rematch,
        "board" => Command::Board,
        "quit" | "q" => Command::Quit,
        _ => {
            let player = side.map_or(Player::South, Player::from);
            return parse_move(word, player).map(Command::Move).ok_or_else(|| {
                format!(
                    "{} is neither a pit letter nor a command; {TYPE}",
                    quote_input(word)
                )
            });
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_of_either_case_are_the_players_own_pits() {
        let pit = |letter| Pit::from_letter(letter).unwrap();
        assert_eq!(read("c", Some(Side::South)), Ok(Command::Move(pit('C'))));
        assert_eq!(read(" C ", Some(Side::North)), Ok(Command::Move(pit('c'))));
        assert_eq!(read("Resign", Some(Side::North)), Ok(Command::Resign));
        assert_eq!(read("", None), Ok(Command::Nothing));
    }

    #[test]
    fn anything_else_is_refused_with_what_may_be_typed() {
        let error = read("G", Some(Side::South)).unwrap_err();
        assert!(
            error.starts_with("'G' is neither a pit letter nor a command; type"),
            "{error}"
        );
        assert!(read("CD", Some(Side::South)).is_err());
    }
}
