//! Game ids and seat tokens, from the system's random source: a token is
//! the only thing that lets somebody move for a seat, so it must not be
//! guessable.

const ID_ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/// The length of a game id.
pub const ID_LENGTH: usize = 10;

/// A new game id: 10 characters of `[0-9A-Za-z]` (about 59 random bits).
#[must_use]
pub fn game_id() -> String {
    let mut bytes = [0u8; ID_LENGTH];
    fill(&mut bytes);
    // 248 = 4 × 62: bytes past it would favour the first letters, so they
    // are drawn again.
    bytes
        .iter_mut()
        .map(|byte| {
            while *byte >= 248 {
                let mut again = [0u8; 1];
                fill(&mut again);
                *byte = again[0];
            }
            char::from(ID_ALPHABET[usize::from(*byte % 62)])
        })
        .collect()
}

/// A new seat token: 128 random bits as 32 hexadecimal digits.
#[must_use]
pub fn token() -> String {
    let mut bytes = [0u8; 16];
    fill(&mut bytes);
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// A fair coin.
#[must_use]
pub fn coin() -> bool {
    let mut byte = [0u8; 1];
    fill(&mut byte);
    byte[0] & 1 == 0
}

/// Whether `text` has the form of a game id.
#[must_use]
pub fn is_game_id(text: &str) -> bool {
    text.len() == ID_LENGTH && text.bytes().all(|byte| byte.is_ascii_alphanumeric())
}

fn fill(bytes: &mut [u8]) {
    getrandom::fill(bytes).expect("the system's random source is available");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_tokens_have_their_form_and_differ() {
        let id = game_id();
        assert!(is_game_id(&id), "{id}");
        assert_ne!(game_id(), id);
        let token = token();
        assert_eq!(token.len(), 32);
        assert!(token.bytes().all(|byte| byte.is_ascii_hexdigit()));
        assert!(!is_game_id("short"));
        assert!(!is_game_id("../../etc/"));
    }
}
