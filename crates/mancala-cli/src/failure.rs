//! The one error type of the command line: a message and an exit status.

use std::fmt::Display;
use std::io::Write;
use std::process::ExitCode;

use crate::quote::printable;

/// Why a command failed. Reported as one line on stderr.
#[derive(Debug)]
pub struct Failure {
    message: String,
    show_usage: bool,
}

impl Failure {
    /// A failure of the input (a move, position, record or argument).
    pub fn new(message: impl Display) -> Failure {
        Failure {
            message: message.to_string(),
            show_usage: false,
        }
    }

    /// A malformed command line: the line ends with a hint to `--help`.
    pub fn usage(message: impl Display) -> Failure {
        Failure {
            message: message.to_string(),
            show_usage: true,
        }
    }

    /// Prints the failure, made safe to print (see [`printable`]), as one
    /// line on stderr and gives the exit status (always 2). A stderr that
    /// cannot be written to changes nothing but the missing line.
    pub fn report(self) -> ExitCode {
        let hint = if self.show_usage {
            " (run 'mancala --help' for usage)"
        } else {
            ""
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
