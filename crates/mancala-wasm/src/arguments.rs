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

use wasm_bindgen::prelude::*;

/// A number that is not a whole number in the range its argument takes.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct OutOfRange {
    what: &'static str,
    value: f64,
    min: u64,
    max: u64,
}

/// The error thrown to JavaScript. The number is written by JavaScript
/// (`NaN`, `1e+308`): Rust's float formatting would add 30 KB to the module.
impl From<OutOfRange> for JsError {
    fn from(error: OutOfRange) -> JsError {
        let value = js_sys::Number::from(error.value)
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default();
        JsError::new(&format!(
            "{} must be a whole number from {} to {}, not {value}",
            error.what, error.min, error.max
        ))
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
#[cfg(feature = "engine")]
pub(crate) fn bytes(value: &JsValue, what: &str) -> Result<Vec<u8>, JsError> {
    use wasm_bindgen::JsCast;
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
    fn anything_else_is_refused() {
        for value in [
            256.0,
            12.0,
            -1.0,
            1.5,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            1e308,
            9_007_199_254_740_992.0,
            f64::MIN_POSITIVE,
        ] {
            let refusal = whole_number(value, "pit", 0, 11).unwrap_err();
            assert_eq!((refusal.what, refusal.min, refusal.max), ("pit", 0, 11));
            assert_eq!(refusal.value.to_bits(), value.to_bits());
        }
    }
}
