//! `mancala bench endgames` reads its suite and refuses what it cannot do.

mod common;

use common::{mancala, stderr, stdout};

#[test]
fn help_names_the_suite_and_a_bad_seed_count_is_refused() {
    let help = mancala(&["bench", "endgames", "--help"]);
    assert!(help.status.success());
    assert!(stdout(&help).contains("repetition-endgame suite"));

    let output = mancala(&["bench", "endgames", "--table-seeds", "many"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output)
            .starts_with("mancala: the tables' seed count is a number from 0 to 16, not 'many'"),
        "{}",
        stderr(&output)
    );
    let output = mancala(&["bench", "endgames", "--depth", "3"]);
    assert_eq!(output.status.code(), Some(2));
}
