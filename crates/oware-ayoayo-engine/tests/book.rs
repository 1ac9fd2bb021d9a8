//! Opening books: the byte format and its errors, reproducible builds,
//! legal moves, and the book committed under `books/`.

use std::collections::HashSet;

use oware_ayoayo::{Game, Position, Rules, Variant};
use oware_ayoayo_engine::{
    book_key, build_book, BookEntry, BookError, BookSettings, Limits, OpeningBook, Searcher,
    StdClock, BOOK_TABLE_BITS,
};

const TINY: BookSettings = BookSettings {
    depth: 4,
    plies: 5,
    all_plies: 1,
    margin: 50,
};

fn tiny_book(variant: Variant) -> OpeningBook {
    build_book(variant, TINY, &StdClock::new(), |_, _| {})
}

/// The entry of `position`, found by key in the entries themselves (not
/// through `probe`, which would hide an illegal move).
fn entry_of(book: &OpeningBook, position: &Position) -> Option<BookEntry> {
    let key = book_key(position);
    let entries = book.entries();
    entries
        .binary_search_by_key(&key, |entry| entry.key)
        .ok()
        .map(|index| entries[index])
}

/// Walks the book's tree from the start (every position's book move, and
/// every move into a booked position), checking that each booked move is
/// legal; returns the keys of the booked positions reached.
fn walk_checking_moves(book: &OpeningBook) -> HashSet<u64> {
    let mut seen = HashSet::new();
    let mut booked = HashSet::new();
    let mut stack = vec![Position::new(Rules::from(book.variant()))];
    while let Some(position) = stack.pop() {
        if !seen.insert(book_key(&position)) {
            continue;
        }
        let entry = entry_of(book, &position);
        if let Some(entry) = entry {
            assert!(
                position.check(entry.pit).is_ok(),
                "book move {} is illegal in {position}",
                entry.pit
            );
            booked.insert(entry.key);
        }
        for pit in position.legal_moves() {
            let Ok(next) = position.play(pit) else {
                continue;
            };
            if entry.is_some_and(|entry| entry.pit == pit) || entry_of(book, &next).is_some() {
                stack.push(next);
            }
        }
    }
    booked
}

#[test]
fn a_book_reads_back_from_its_bytes() {
    for variant in [Variant::Oware, Variant::Ayoayo] {
        let book = tiny_book(variant);
        assert!(
            book.entries().len() > 6,
            "{variant}: {} entries",
            book.entries().len()
        );
        let read = OpeningBook::from_bytes(&book.to_bytes()).unwrap();
        assert_eq!(read, book);
        assert_eq!(read.settings(), TINY);
        assert_eq!(read.variant(), variant);
    }
}

#[test]
fn the_same_settings_build_the_same_bytes() {
    let first = tiny_book(Variant::Oware).to_bytes();
    let second = tiny_book(Variant::Oware).to_bytes();
    assert_eq!(first, second);
}

#[test]
fn every_book_move_is_legal_and_every_entry_is_reached() {
    for variant in [Variant::Oware, Variant::Ayoayo] {
        let book = tiny_book(variant);
        let reached = walk_checking_moves(&book);
        assert_eq!(reached.len(), book.entries().len(), "{variant}");
    }
}

#[test]
fn the_first_plies_are_booked_for_every_move() {
    // all_plies 1: South's six first moves each lead to a position the book
    // answers (the book playing North).
    let book = tiny_book(Variant::Oware);
    let start = Position::new(Rules::OWARE);
    for pit in start.legal_moves() {
        let next = start.play(pit).unwrap();
        assert!(book.probe(&next).is_some(), "after {pit}");
    }
    assert!(book.probe(&start).is_some());
}

#[test]
fn the_book_is_only_for_its_own_rules() {
    let book = tiny_book(Variant::Oware);
    let start = Position::new(Rules::Oware {
        grand_slam_wins: true,
    });
    assert_eq!(book.probe(&start), None);
    assert_eq!(book.probe(&Position::new(Rules::AYOAYO)), None);
    assert_eq!(
        book.clone().for_variant(Variant::Ayoayo).unwrap_err(),
        BookError::WrongVariant {
            expected: Variant::Ayoayo,
            found: Variant::Oware
        }
    );
    assert_eq!(
        BookError::WrongVariant {
            expected: Variant::Ayoayo,
            found: Variant::Oware
        }
        .to_string(),
        "the opening book is for oware, not ayoayo"
    );
    assert!(book.for_variant(Variant::Oware).is_ok());
}

#[test]
fn bad_bytes_are_refused_with_the_reason() {
    let bytes = tiny_book(Variant::Oware).to_bytes();
    let error = |bytes: &[u8]| OpeningBook::from_bytes(bytes).unwrap_err();

    assert_eq!(error(b""), BookError::NotBook);
    assert_eq!(error(b"MEGT\x02\x00\x0c............"), BookError::NotBook);
    let mut version = bytes.clone();
    version[4] = 9;
    assert_eq!(error(&version), BookError::UnknownVersion(9));
    let mut variant = bytes.clone();
    variant[5] = 2;
    assert_eq!(error(&variant), BookError::UnknownVariant(2));

    let truncated = &bytes[..bytes.len() - 5];
    assert_eq!(
        error(truncated),
        BookError::WrongLength {
            expected: bytes.len(),
            found: bytes.len() - 5
        }
    );
    assert_eq!(
        error(truncated).to_string(),
        format!(
            "opening book of {} bytes, expected {} (truncated or corrupt)",
            bytes.len() - 5,
            bytes.len()
        )
    );
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(matches!(error(&longer), BookError::WrongLength { .. }));
    let mut huge_count = bytes.clone();
    huge_count[11..15].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(matches!(error(&huge_count), BookError::WrongLength { .. }));

    // The third entry's move: pit 12 does not exist.
    let mut bad_pit = bytes.clone();
    bad_pit[15 + 2 * 13 + 8] = 12;
    assert_eq!(error(&bad_pit), BookError::BadEntry(2));
    assert_eq!(error(&bad_pit).to_string(), "corrupt opening book entry 2");
    // The second entry's key below the first's.
    let mut unsorted = bytes.clone();
    unsorted[15 + 13..15 + 13 + 8].copy_from_slice(&0u64.to_le_bytes());
    assert_eq!(error(&unsorted), BookError::BadEntry(1));
}

/// The committed book, Oware's (Ayoayo's did not win its matches: README).
fn committed() -> OpeningBook {
    let path = format!("{}/../../books/oware.book", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    OpeningBook::from_bytes(&bytes)
        .and_then(|book| book.for_variant(Variant::Oware))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_committed_book_loads_and_its_moves_are_legal() {
    let book = committed();
    let reached = walk_checking_moves(&book);
    assert_eq!(reached.len(), book.entries().len());
}

#[test]
fn the_committed_book_starts_with_a_fresh_search_at_its_depth() {
    let book = committed();
    let game = Game::new(Rules::OWARE);
    let depth = u32::from(book.settings().depth);
    let result =
        Searcher::new(BOOK_TABLE_BITS).search(&game, Limits::depth(depth), &StdClock::new(), None);
    let book_move = book.probe(game.position()).expect("the start is booked");
    assert_eq!(Some(book_move.pit), result.best);
    assert_eq!(book_move.score, result.score);
}

#[test]
fn a_booked_position_shows_its_own_move_first_then_the_booked_others_scored_from_their_positions() {
    let book = committed();
    let start = Position::new(Rules::OWARE);
    let moves = book.moves(&start);
    let own = book.probe(&start).expect("the start is booked");
    assert_eq!(
        (moves[0].pit, moves[0].score, moves[0].chosen),
        (own.pit, own.score, true)
    );
    // Every move of the first ply is booked (all_plies): the start shows all six.
    assert_eq!(moves.len(), 6);
    for choice in &moves[1..] {
        assert!(!choice.chosen);
        let next = start.play(choice.pit).expect("a legal move");
        assert_eq!(choice.score, -book.probe(&next).expect("booked").score);
    }
    assert!(
        moves[1..]
            .windows(2)
            .all(|pair| pair[0].score >= pair[1].score),
        "best first"
    );
}

#[test]
fn a_position_the_book_does_not_hold_shows_no_moves() {
    let book = committed();
    let mut game = Game::new(Rules::OWARE);
    // Deep enough to leave the book whatever it holds.
    while game.outcome().is_none() && book.probe(game.position()).is_some() {
        let pit = game.legal_moves().into_iter().last().expect("a move");
        game.play(pit).expect("legal");
    }
    assert!(book.moves(game.position()).is_empty());
}
