//! A client of live play: one WebSocket speaking the protocol's typed
//! messages. The command line's `mancala live`, the load benchmark and the
//! tests use it.

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::protocol::{ClientMessage, ServerMessage};

/// A failure of the connection or of the server's messages.
#[derive(Debug)]
pub enum ClientError {
    /// The socket failed.
    Socket(tokio_tungstenite::tungstenite::Error),
    /// The server sent something that is not a message of the protocol.
    Protocol(String),
}

impl std::fmt::Display for ClientError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClientError::Socket(error) => write!(f, "{error}"),
            ClientError::Protocol(problem) => write!(f, "the server sent {problem}"),
        }
    }
}

impl std::error::Error for ClientError {}

impl From<tokio_tungstenite::tungstenite::Error> for ClientError {
    fn from(error: tokio_tungstenite::tungstenite::Error) -> ClientError {
        ClientError::Socket(error)
    }
}

/// One socket to a server.
pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects to `url`, e.g. `ws://127.0.0.1:8080/live/v1` or, through
    /// TLS, `wss://example.org/live/v1`.
    pub async fn connect(url: &str) -> Result<Client, ClientError> {
        // TLS's cryptography: ring, chosen once for the process (a second
        // call finds it chosen). rustls deprecates ring's provider for its
        // lack of post-quantum key exchange; it builds from a C compiler
        // alone, and what a game's socket carries is no secret to keep for
        // decades.
        #[allow(deprecated)]
        let _ = rustls::crypto::ring::default_provider().install_default();
        // Nagle's algorithm off: a move is one small frame, to be sent now.
        let (socket, _) = tokio_tungstenite::connect_async_with_config(url, None, true).await?;
        Ok(Client { socket })
    }

    /// Sends a message.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        let text = serde_json::to_string(message).expect("client messages always serialise");
        self.send_text(text).await
    }

    /// Sends any text, a message or not.
    pub async fn send_text(&mut self, text: impl Into<String>) -> Result<(), ClientError> {
        self.socket.send(Message::text(text.into())).await?;
        Ok(())
    }

    /// Sends a raw frame.
    pub async fn send_frame(&mut self, frame: Message) -> Result<(), ClientError> {
        self.socket.send(frame).await?;
        Ok(())
    }

    /// The next message, or `None` once the server has closed the socket
    /// ([`Client::recv_frame`] tells the close frame's code and reason).
    pub async fn recv(&mut self) -> Result<Option<ServerMessage>, ClientError> {
        Ok(match self.recv_frame().await? {
            Frame::Message(message) => Some(message),
            Frame::Closed(_) => None,
        })
    }

    /// The next frame that matters: a message, or the close.
    pub async fn recv_frame(&mut self) -> Result<Frame, ClientError> {
        loop {
            match self.socket.next().await {
                None => return Ok(Frame::Closed(None)),
                Some(Err(error)) => return Err(error.into()),
                Some(Ok(Message::Text(text))) => {
                    return serde_json::from_str(text.as_str())
                        .map(Frame::Message)
                        .map_err(|error| ClientError::Protocol(format!("{text:?}: {error}")));
                }
                Some(Ok(Message::Close(frame))) => {
                    return Ok(Frame::Closed(frame.map(|frame| {
                        (u16::from(frame.code), frame.reason.as_str().to_owned())
                    })))
                }
                Some(Ok(Message::Binary(_))) => {
                    return Err(ClientError::Protocol("a binary frame".into()))
                }
                Some(Ok(_)) => {}
            }
        }
    }

    /// Closes the socket.
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// What the server sent.
#[derive(Debug)]
pub enum Frame {
    /// A message.
    Message(ServerMessage),
    /// The socket closed, with the close frame's code and reason if any.
    Closed(Option<(u16, String)>),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `wss://` URL is spoken to in TLS: a server that answers in plain
    /// text fails the TLS handshake (rather than "TLS support not compiled
    /// in").
    #[tokio::test]
    async fn wss_urls_are_spoken_to_in_tls() {
        use tokio::io::AsyncWriteExt;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move {
            let (mut socket, _) = listener.accept().await.unwrap();
            let _ = socket.write_all(b"HTTP/1.1 400 Not TLS\r\n\r\n").await;
        });
        let Err(error) = Client::connect(&format!("wss://localhost:{port}/live/v1")).await else {
            panic!("a plain-text server passed for TLS");
        };
        let error = error.to_string();
        assert!(!error.contains("not compiled"), "{error}");
        assert!(
            error.to_lowercase().contains("tls")
                || error.contains("InvalidContentType")
                || error.contains("corrupt"),
            "{error}"
        );
    }
}
