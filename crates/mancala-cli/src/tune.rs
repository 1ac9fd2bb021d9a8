//! `mancala tune`: tunes the evaluation's weights on positions from
//! self-play ("Texel" tuning). `generate` plays the games and writes the
//! labelled positions; `fit` finds the weights that predict the results
//! best.

mod data;
mod fit;
mod generate;

use lexopt::Parser;

use crate::failure::Failure;
use crate::quote::quote_input;

pub(crate) const HELP: &str = "\
usage: mancala tune generate [--variant oware|ayoayo] [--games N] [--nodes K]
                             [--opening-plies P] [--seed S] [--table-seeds T] --out FILE
       mancala tune fit [--variant oware|ayoayo] [--tune NAME,...] [--weights W,...] --in FILE

generate: plays N games (default 1000) of the engine against itself, K nodes
a move (default 5000), each from a random opening of P plies (default 8),
with endgame tables of up to T seeds (default 12; 0 for none), and writes
a line naming the rules, then one line per quiet position after the
opening (the player to move has no capture): the game's number, the
position, the result for the player to move (1, 0.5 or 0) and their final
seed margin. The same seed gives the same file.
fit: fits K so that sigmoid(K x evaluation in seeds) predicts the results
with the least mean squared error, then changes the weights of the named
features (default: all but stores, which stays 100) one at a time, by
steps from 16 down to 1 hundredths of a seed, while the error falls.
--weights starts from other weights than the engine's (one per feature).
Every fifth game is held out: its error is reported, not fitted.
features: stores, row, small, empty, kroos, reach, threats, tempo.";

pub fn run(mut args: Parser) -> Result<(), Failure> {
    match args.next()? {
        Some(lexopt::Arg::Value(command)) => match command.to_string_lossy().as_ref() {
            "generate" => generate::run(args),
            "fit" => fit::run(args),
            other => Err(Failure::usage(format_args!(
                "unknown tune command {}: generate or fit",
                quote_input(other)
            ))),
        },
        Some(lexopt::Arg::Long("help") | lexopt::Arg::Short('h')) => Err(Failure::help(HELP)),
        Some(arg) => Err(arg.unexpected().into()),
        None => Err(Failure::usage("tune needs a command: generate or fit")),
    }
}
