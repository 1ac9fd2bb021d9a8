//! The one error type of the command line: a message and an exit status.

use std::fmt::Display;
use std::process::ExitCode;

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

    /// A malformed command line: the hint to `--help` follows the message.
    pub fn usage(message: impl Display) -> Failure {
        Failure {
            message: message.to_string(),
            show_usage: true,
        }
    }

    /// Prints the failure and gives the exit status (always 2).
    pub fn report(self) -> ExitCode {
        eprintln!("mancala: {}", self.message);
        if self.show_usage {
            eprintln!("run 'mancala --help' for usage");
        }
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
