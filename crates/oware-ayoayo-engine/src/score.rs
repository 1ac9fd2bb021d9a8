//! Scores: hundredths of a seed from the point of view of the side to move.

/// A search score in hundredths of a seed, from the side to move's view.
/// Finished games score beyond ±[`WIN`].
pub type Score = i32;

/// The score of a won game, before its seed margin and length are added.
pub const WIN: Score = 1_000_000;

/// Larger than any score.
pub(crate) const INFINITY: Score = 2 * WIN;

/// The score of a finished game with final stores `own` and `theirs`,
/// reached `ply` plies from the root: a win or loss dominates, then the
/// seed margin, then the quicker win (or slower loss).
pub(crate) fn final_score(own: u8, theirs: u8, ply: usize) -> Score {
    let margin = (Score::from(own) - Score::from(theirs)) * 100;
    let ply = ply as Score;
    match margin.signum() {
        1 => WIN + margin - ply,
        -1 => -WIN + margin + ply,
        _ => 0,
    }
}

/// Whether `score` is a finished game's (beyond ±`WIN / 2`).
#[must_use]
pub fn is_final(score: Score) -> bool {
    score.abs() >= WIN / 2
}
