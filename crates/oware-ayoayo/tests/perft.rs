//! Perft node counts checked against the fixture files in `perft/`, each of
//! which names the independent implementation its counts come from.

use std::fs;
use std::path::Path;

use oware_ayoayo::{perft_counts, Position, Rules, Setup, Variant};

struct Fixture {
    name: String,
    position: Position,
    /// Expected nodes at depths 1, 2, ...
    counts: Vec<u64>,
}

fn read_fixture(path: &Path) -> Fixture {
    let text = fs::read_to_string(path).unwrap();
    let (mut variant, mut setup, mut counts) = (None, None, Vec::new());
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["variant", name] => variant = Some(name.parse::<Variant>().unwrap()),
            ["position", text] => setup = Some(text.parse::<Setup>().unwrap()),
            ["depth", depth, "nodes", nodes] => {
                assert_eq!(depth.parse::<usize>().unwrap(), counts.len() + 1, "{line}");
                counts.push(nodes.parse().unwrap());
            }
            _ => panic!("{}: unexpected line '{line}'", path.display()),
        }
    }
    let rules = Rules::from(variant.expect("a variant line"));
    let position = Position::from_setup(setup.expect("a position line"), rules).unwrap();
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    Fixture {
        name,
        position,
        counts,
    }
}

#[test]
fn perft_matches_every_fixture() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut paths: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    assert!(paths.len() >= 2, "fixtures for both games");
    for path in paths {
        let fixture = read_fixture(&path);
        let counts = perft_counts(&fixture.position, fixture.counts.len());
        assert_eq!(counts, fixture.counts, "perft of {}", fixture.name);
    }
}
