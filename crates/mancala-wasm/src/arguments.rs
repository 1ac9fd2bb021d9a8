//! JS arguments checked once, at the boundary.
//!
//! Every number JavaScript passes arrives as an `f64`, never as a narrower
//! integer: wasm would otherwise wrap it (`256` as a `u8` is pit 0) and turn
//! `NaN`, `1.5` or `"abc"` into a valid value. A number is accepted only if
//! it is a whole number in the range the argument takes.
//!
//! Strings, booleans and bytes arrive as `JsValue`s and are checked here
//! too: wasm-bindgen's glue trusts the declared type, and copying a number
//! as if it were a string corrupts the module's memory.

use std::fmt;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A number that is not a whole number in the range its argument takes.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct OutOfRange {
    what: &'static str,
    value: f64,
    min: u64,
    max: u64,
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} must be a whole number from {} to {}, not {}",
            self.what,
            self.min,
            self.max,
            JsNumber(self.value)
        )
    }
}

impl std::error::Error for OutOfRange {}

/// A number as JavaScript writes it, short even when it is huge.
struct JsNumber(f64);

impl fmt::Display for JsNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            value if value.is_nan() => f.write_str("NaN"),
            value if value.is_infinite() => {
                f.write_str(if value > 0.0 { "Infinity" } else { "-Infinity" })
            }
            value if value.abs() >= 1e21 => write!(f, "{value:e}"),
            value => write!(f, "{value}"),
        }
    }
}

/// `value` as a whole number from `min` to `max` (`-0` is `0`), or an
/// error naming the argument (`what`) and the range.
pub(crate) fn whole_number(
    value: f64,
    what: &'static str,
    min: u64,
    max: u64,
) -> Result<u64, OutOfRange> {
    // The ranges used stay within 2^53, so `min` and `max` convert exactly.
    let in_range = value >= min as f64 && value <= max as f64;
    if in_range && value.fract() == 0.0 {
        Ok(value as u64)
    } else {
        Err(OutOfRange {
            what,
            value,
            min,
            max,
        })
    }
}

/// [`whole_number`] for ranges that fit in a `u32`.
pub(crate) fn small_number(
    value: f64,
    what: &'static str,
    min: u32,
    max: u32,
) -> Result<u32, OutOfRange> {
    whole_number(value, what, min.into(), max.into())
        .map(|n| u32::try_from(n).expect("checked against a u32 range"))
}

/// `value` as a string, or an error naming the argument (`what`).
pub(crate) fn string(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string, not {}", kind(value))))
}

/// `value` as a string, `None` for `undefined` or `null`.
pub(crate) fn optional_string(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    string(value, what).map(Some)
}

/// `value` as a boolean (`true` or `false`, nothing else).
pub(crate) fn boolean(value: &JsValue, what: &str) -> Result<bool, JsError> {
    value.as_bool().ok_or_else(|| {
        JsError::new(&format!(
            "{what} must be true or false, not {}",
            kind(value)
        ))
    })
}

/// The bytes of `value`, a `Uint8Array`.
pub(crate) fn bytes(value: &JsValue, what: &str) -> Result<Vec<u8>, JsError> {
    value
        .dyn_ref::<js_sys::Uint8Array>()
        .map(js_sys::Uint8Array::to_vec)
        .ok_or_else(|| JsError::new(&format!("{what} must be a Uint8Array, not {}", kind(value))))
}

/// What `value` is, for messages: its `typeof`, or `null`.
fn kind(value: &JsValue) -> String {
    if value.is_null() {
        return "null".to_owned();
    }
    value.js_typeof().as_string().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_in_range_are_accepted() {
        assert_eq!(whole_number(0.0, "pit", 0, 11), Ok(0));
        assert_eq!(whole_number(-0.0, "pit", 0, 11), Ok(0));
        assert_eq!(whole_number(11.0, "pit", 0, 11), Ok(11));
        assert_eq!(
            whole_number(9_007_199_254_740_991.0, "seed", 0, (1 << 53) - 1),
            Ok((1 << 53) - 1)
        );
        assert_eq!(small_number(4.0, "level", 0, 4), Ok(4));
    }

    #[test]
    fn anything_else_is_refused_with_a_message_naming_it() {
        let refusal = |value| whole_number(value, "pit", 0, 11).unwrap_err().to_string();
        assert_eq!(
            refusal(256.0),
            "pit must be a whole number from 0 to 11, not 256"
        );
        assert_eq!(
            refusal(12.0),
            "pit must be a whole number from 0 to 11, not 12"
        );
        assert_eq!(
            refusal(-1.0),
            "pit must be a whole number from 0 to 11, not -1"
        );
        assert_eq!(
            refusal(1.5),
            "pit must be a whole number from 0 to 11, not 1.5"
        );
        assert_eq!(
            refusal(f64::NAN),
            "pit must be a whole number from 0 to 11, not NaN"
        );
        assert_eq!(
            refusal(f64::INFINITY),
            "pit must be a whole number from 0 to 11, not Infinity"
        );
        assert_eq!(
            refusal(f64::NEG_INFINITY),
            "pit must be a whole number from 0 to 11, not -Infinity"
        );
        assert_eq!(
            refusal(1e308),
            "pit must be a whole number from 0 to 11, not 1e308"
        );
        assert_eq!(
            refusal(9_007_199_254_740_992.0),
            "pit must be a whole number from 0 to 11, not 9007199254740992"
        );
        assert!(whole_number(f64::MIN_POSITIVE, "pit", 0, 11).is_err());
    }
}
