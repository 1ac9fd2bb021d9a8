//! `mancala match --sprt`: played in pairs until the test decides.

mod common;

use common::{mancala, stderr, stdout};

fn sprt_match(sprt: &str, games: &str) -> std::process::Output {
    mancala(&[
        "match", "--a", "depth:3", "--b", "depth:2", "--tables", "none", "--quiet", "--sprt", sprt,
        "--games", games,
    ])
}

#[test]
fn a_clearly_stronger_player_is_accepted_as_stronger() {
    let output = sprt_match("elo0=0,elo1=50", "200");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let status = text
        .lines()
        .find(|line| line.starts_with("sprt games"))
        .unwrap();
    // `sprt games G +W =D -L pairs [..] LLR x (-2.94, 2.94) elo ...`
    assert!(status.contains("(-2.94, 2.94)"), "{status}");
    let games: u32 = status.split_whitespace().nth(2).unwrap().parse().unwrap();
    assert!(games < 200 && games.is_multiple_of(2), "{status}");
    assert!(
        text.ends_with("sprt elo0=0 elo1=50 alpha=0.05 beta=0.05: H1 accepted: A is stronger\n"),
        "{text}"
    );
}

#[test]
fn a_match_capped_before_a_decision_says_so() {
    let output = sprt_match("elo0=0,elo1=5,alpha=0.01,beta=0.01", "4");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("sprt games 4 "), "{text}");
    assert!(text.ends_with(": no decision yet\n"), "{text}");
}

#[test]
fn bad_sprt_parameters_are_refused_with_a_clear_error() {
    let output = sprt_match("elo0=10,elo1=0", "2");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).starts_with("mancala: --sprt needs elo0 < elo1, both within ±1000"),
        "{}",
        stderr(&output)
    );
}
