//! The one loop that reads a command's arguments. Each command declares
//! its arguments once, in the function it gives [`read`]: which ones it
//! takes and what each does. lexopt splits the command line (`--name
//! value`, `--name=value`, `-h`) and words the failures: a missing or
//! malformed value, an option or argument the command does not take.

use std::fmt::Display;
use std::str::FromStr;

use lexopt::{Arg, Parser};

use crate::failure::Failure;
use crate::quote::quote_input;

/// What a command made of one argument.
pub enum Taken {
    /// The argument (and its value) was the command's: read on.
    Yes,
    /// Not an argument the command takes: the command line is refused.
    No,
    /// The argument hands the rest of the command line to another command
    /// (`bench time ...`): stop reading.
    Rest,
}

/// Reads `args` to the end, or up to an argument that `take` hands on
/// ([`Taken::Rest`]), giving each argument to `take` with the parser, from
/// which an option reads its value. `-h` and `--help` end the command
/// with its `help` instead ([`Failure::help`]), for a command that has
/// one; without, they are refused as any other argument `take` refuses.
pub fn read(
    args: &mut Parser,
    help: Option<&str>,
    mut take: impl FnMut(&Arg<'_>, &mut Parser) -> Result<Taken, Failure>,
) -> Result<(), Failure> {
    while let Some(arg) = args.next()? {
        // The option's name is copied out of the parser, which `take`
        // then reads the value from.
        let name;
        let arg = match arg {
            Arg::Long(long) => {
                name = long.to_owned();
                Arg::Long(&name)
            }
            Arg::Short(short) => Arg::Short(short),
            Arg::Value(value) => Arg::Value(value),
        };
        if let (Some(help), Arg::Long("help") | Arg::Short('h')) = (help, &arg) {
            return Err(Failure::help(help));
        }
        match take(&arg, args)? {
            Taken::Yes => {}
            Taken::No => return Err(arg.unexpected().into()),
            Taken::Rest => break,
        }
    }
    Ok(())
}

/// `text` as a number that `fits`, or a failure that says what was
/// `wanted` and what was given: `--seconds is a number of seconds above 0
/// and up to 86400, not 'x'`.
pub fn number<T: FromStr>(
    text: &str,
    fits: impl FnOnce(&T) -> bool,
    wanted: impl Display,
) -> Result<T, Failure> {
    text.parse()
        .ok()
        .filter(fits)
        .ok_or_else(|| Failure::usage(format_args!("{wanted}, not {}", quote_input(text))))
}
