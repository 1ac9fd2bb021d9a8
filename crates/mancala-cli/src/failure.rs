//! The one error type of the command line: a message and an exit status.

use std::fmt::Display;
use std::io::Write;
use std::process::ExitCode;

use crate::quote::printable;

/// Why a command failed. Reported as one line on stderr.
///
/// `--help` ends a command the same way, as [`Failure::help`], with its
/// text on stdout and exit status 0 (as clap does), so that a command's
/// help needs no path of its own out of the command.
#[derive(Debug)]
pub struct Failure {
    message: String,
    kind: Kind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// The input is wrong.
    Input,
    /// The command line is malformed.
    Usage,
    /// No failure: the help asked for.
    Help,
}

impl Failure {
    /// A failure of the input (a move, position, record or argument).
    pub fn new(message: impl Display) -> Failure {
        Failure {
            message: message.to_string(),
            kind: Kind::Input,
        }
    }

    /// A malformed command line: the line ends with a hint to `--help`.
    pub fn usage(message: impl Display) -> Failure {
        Failure {
            message: message.to_string(),
            kind: Kind::Usage,
        }
    }

    /// Not a failure: `--help` asked for the command's `help`, which is all
    /// it does.
    pub fn help(help: &str) -> Failure {
        Failure {
            message: help.to_owned(),
            kind: Kind::Help,
        }
    }

    /// Prints the failure, made safe to print (see [`printable`]), as one
    /// line on stderr and gives the exit status (always 2). A stderr that
    /// cannot be written to changes nothing but the missing line. The help
    /// is printed as it is on stdout, with exit status 0.
    pub fn report(self) -> ExitCode {
        let hint = match self.kind {
            Kind::Help => {
                println!("{}", self.message);
                return ExitCode::SUCCESS;
            }
            Kind::Usage => " (run 'mancala --help' for usage)",
            Kind::Input => "",
        };
        let _ = writeln!(
            std::io::stderr(),
            "mancala: {}{hint}",
            printable(&self.message)
        );
        ExitCode::from(2)
    }
}

impl From<lexopt::Error> for Failure {
    fn from(error: lexopt::Error) -> Failure {
        Failure::usage(error)
    }
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Failure {
        Failure::new(error)
    }
}
