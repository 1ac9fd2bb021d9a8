//! Endgame tables written to a folder by `mancala tables --out`, and
//! mapped from it by `mancala uci` (`EndgamePath`) and `mancala match`
//! (`--table-path`).

mod common;

use std::path::{Path, PathBuf};

use common::{mancala, stderr, stdout, Uci};

/// A finished Oware game: North to move has no seeds and South cannot
/// feed them. Its `go infinite` only waits for `stop`, so the reports
/// held until a search come out.
const FINISHED: &str = "0-0-0-0-0-0-1-0-0-0-0-0-23-24-N";

/// A new empty folder under the build's temporary folder.
fn folder(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

fn write_tables(folder: &Path, variant: &str, seeds: &str) {
    let output = mancala(&[
        "tables",
        "--variant",
        variant,
        "--seeds",
        seeds,
        "--out",
        folder.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let file = folder.join(format!("{variant}.megt"));
    assert!(
        stdout(&output).contains(&format!("wrote {}", file.display())),
        "{}",
        stdout(&output)
    );
}

#[test]
fn tables_are_written_whole_with_their_header() {
    let folder = folder("written");
    write_tables(&folder, "oware", "5");
    let bytes = std::fs::read(folder.join("oware.megt")).unwrap();
    // The header (name, version 2, game 0, 6 layers), then two bytes for
    // each of the 1 + 12 + 78 + 364 + 1365 + 4368 boards.
    assert_eq!(&bytes[..7], b"MEGT\x02\x00\x06");
    assert_eq!(bytes.len(), 7 + 2 * 6188);
    let entries: Vec<_> = std::fs::read_dir(&folder).unwrap().collect();
    assert_eq!(entries.len(), 1, "no partial file is left: {entries:?}");
}

#[test]
fn uci_maps_the_folders_tables_and_falls_back_to_building() {
    let folder = folder("uci");
    write_tables(&folder, "oware", "6");
    let mut uci = Uci::start();
    let path = folder.to_str().unwrap();
    uci.send(format!("setoption name EndgamePath value {path}\n").as_bytes());
    uci.send(format!("position fen {FINISHED}\ngo infinite\n").as_bytes());
    uci.read_until("info string endgame mapped: tables of oware up to 6 seeds");
    uci.send(b"stop\n");
    assert_eq!(uci.read_until("bestmove"), ["bestmove 0000"]);

    // No Ayoayo file in the folder: said, and tables built instead.
    uci.send(b"setoption name Variant value ayoayo\nsetoption name EndgameSeeds value 3\n");
    uci.send(b"position fen 0-0-0-0-0-0-0-0-0-0-0-1-23-24-S\ngo infinite\n");
    let file = folder.join("ayoayo.megt");
    let lines = uci.read_until("info string endgame ready: tables of ayoayo up to 3 seeds");
    assert!(
        lines.iter().any(|line| line.starts_with(&format!(
            "info string endgame cannot use {}:",
            file.display()
        ))),
        "{lines:?}"
    );
    uci.send(b"stop\nquit\n");
    assert!(uci.finish().1.success());
}

#[test]
fn uci_refuses_a_corrupt_file_and_says_why() {
    let folder = folder("corrupt");
    write_tables(&folder, "oware", "4");
    let file = folder.join("oware.megt");
    let mut bytes = std::fs::read(&file).unwrap();
    bytes.pop();
    std::fs::write(&file, &bytes).unwrap();
    let mut uci = Uci::start();
    let path = folder.to_str().unwrap();
    uci.send(
        format!("setoption name EndgameSeeds value 2\nsetoption name EndgamePath value {path}\n")
            .as_bytes(),
    );
    uci.send(format!("position fen {FINISHED}\ngo infinite\n").as_bytes());
    let said = format!(
        "info string endgame cannot use {}: endgame tables of {} bytes, expected {}",
        file.display(),
        bytes.len(),
        bytes.len() + 1
    );
    uci.read_until(&said);
    // The seeds asked for are built instead.
    uci.read_until("info string endgame ready: tables of oware up to 2 seeds");
    uci.send(b"stop\nquit\n");
    assert!(uci.finish().1.success());
}

#[test]
fn a_match_plays_with_mapped_tables_or_says_why_not() {
    let folder = folder("match");
    write_tables(&folder, "oware", "6");
    let path = folder.to_str().unwrap();
    let played = mancala(&[
        "match",
        "--a",
        "depth:2",
        "--b",
        "depth:2",
        "--games",
        "2",
        "--quiet",
        "--table-path",
        path,
    ]);
    assert!(played.status.success(), "{}", stderr(&played));

    let missing = folder.join("none");
    let refused = mancala(&[
        "match",
        "--a",
        "depth:2",
        "--b",
        "depth:2",
        "--table-path",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains(&format!(
            "cannot use {}:",
            missing.join("oware.megt").display()
        )),
        "{}",
        stderr(&refused)
    );
}
