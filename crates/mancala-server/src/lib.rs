//! Live play of Oware and Ayoayo: a game server that two players and any
//! number of spectators reach over WebSockets, speaking the JSON protocol
//! of `docs/live-protocol.md` ([`protocol`]).
//!
//! The server is the referee: every move is played through the rules crate
//! (`oware-ayoayo`), the clocks are kept here, and every move is stored in
//! an SQLite file ([`store`]) before anybody is told of it, so that a server
//! killed at any instant loses no acknowledged move. Each game is a task of
//! its own ([`game`]); the sockets hand it their messages
//! (`socket`). `mancala serve` runs a [`Server`].

pub mod client;
pub mod clock;
pub mod game;
mod hub;
pub mod ids;
mod limits;
pub mod protocol;
mod server;
mod socket;
pub mod store;

pub use server::{Config, Server, StartError};
