//! Opening a socket to a game: `create` or `join` sent, and the answer
//! read up to the game's state; and opening it again after a loss, with
//! the protocol's backoff (docs/live-protocol.md, "Reconnecting").

use std::time::Duration;

use mancala_server::client::{Client, Frame};
use mancala_server::protocol::{ClientMessage, ErrorCode, ServerMessage, Side, StateView};

/// How long the server has to answer `create` or `join`.
const ANSWER_WITHIN: Duration = Duration::from_secs(30);

/// A socket following a game.
pub struct Opened {
    /// The socket.
    pub client: Client,
    /// The seat taken, with its token; none for a spectator.
    pub seat: Option<(Side, String)>,
    /// The game's state.
    pub state: StateView,
}

/// Why a socket could not be opened to a game.
pub enum OpenError {
    /// The server could not be reached, or the socket was lost: try again.
    Connection(String),
    /// The server refused the request: trying again changes nothing.
    Refused(ErrorCode, String),
}

/// Connects to `socket` and sends `request` (`create` or `join`).
pub async fn open(socket: &str, request: &ClientMessage) -> Result<Opened, OpenError> {
    match tokio::time::timeout(ANSWER_WITHIN, open_now(socket, request)).await {
        Ok(opened) => opened,
        Err(_) => Err(OpenError::Connection(format!(
            "no answer within {} s",
            ANSWER_WITHIN.as_secs()
        ))),
    }
}

async fn open_now(socket: &str, request: &ClientMessage) -> Result<Opened, OpenError> {
    let lost = |error: &dyn std::fmt::Display| OpenError::Connection(error.to_string());
    let mut client = Client::connect(socket).await.map_err(|e| lost(&e))?;
    client.send(request).await.map_err(|e| lost(&e))?;
    let mut seat = None;
    loop {
        match client.recv_frame().await.map_err(|e| lost(&e))? {
            Frame::Message(ServerMessage::Seated { side, token, .. }) => seat = Some((side, token)),
            Frame::Message(ServerMessage::State(state)) => {
                return Ok(Opened {
                    client,
                    seat,
                    state: *state,
                })
            }
            Frame::Message(ServerMessage::Error { code, message }) => {
                return Err(OpenError::Refused(code, message))
            }
            // `watching`, and events of the game before its state.
            Frame::Message(_) => {}
            Frame::Closed(_) => return Err(lost(&"the server closed the connection")),
        }
    }
}

/// The wait before attempt `attempt` (0 for the first) to open a lost
/// socket again: 0.5 s doubling to at most 10 s, each shortened by up to a
/// quarter at random, so that the clients of a server that restarts do not
/// all come back in the same instant.
pub fn backoff(attempt: u32) -> Duration {
    let full = (500u64 << attempt.min(5)).min(10_000);
    Duration::from_millis(full - (full as f64 * 0.25 * fastrand::f64()) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backoff_doubles_up_to_ten_seconds_shortened_at_random() {
        let range = |attempt| {
            let waits: Vec<u64> = (0..200)
                .map(|_| backoff(attempt).as_millis() as u64)
                .collect();
            (*waits.iter().min().unwrap(), *waits.iter().max().unwrap())
        };
        let (low, high) = range(0);
        assert!(375 <= low && high <= 500 && low < high, "{low}..{high}");
        let (low, high) = range(1);
        assert!(750 <= low && high <= 1000, "{low}..{high}");
        for attempt in [5, 6, 40] {
            let (low, high) = range(attempt);
            assert!(7_500 <= low && high <= 10_000, "{attempt}: {low}..{high}");
        }
    }
}
