//! `mancala bench time` refuses what it cannot measure.

mod common;

use common::{mancala, stderr};

#[test]
fn movetimes_out_of_range_are_refused_with_a_clear_error() {
    for (bad, shown) in [("0", "'0'"), ("100,x", "'x'"), ("700000", "'700000'")] {
        let output = mancala(&["bench", "time", "--movetime", bad]);
        assert_eq!(output.status.code(), Some(2), "{bad}");
        assert!(
            stderr(&output).starts_with(&format!(
                "mancala: --movetime takes milliseconds from 1 to 600000, not {shown}"
            )),
            "{}",
            stderr(&output)
        );
    }
}

#[test]
fn an_engine_that_cannot_start_is_reported() {
    let output = mancala(&["bench", "time", "--engine", "/nonexistent/engine uci"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).starts_with("mancala: cannot start '/nonexistent/engine uci'"),
        "{}",
        stderr(&output)
    );
}
