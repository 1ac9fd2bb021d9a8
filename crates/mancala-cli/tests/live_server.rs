//! Live play against a real `mancala serve` process (docs/live-protocol.md):
//! real sockets, a real database file, the process killed and started
//! again. Each test is bounded in time.

mod common;

use std::time::Duration;

use common::live::LiveServer;
use mancala_server::client::{Client, Frame};
use mancala_server::protocol::{
    ClientMessage, ClockSettings, ErrorCode, Reason, Role, RulesName, ServerMessage, Side,
    SideChoice, StateView, Status,
};
use oware_ayoayo::{Game, Rules};
use tokio::time::timeout;

/// How long a test waits for a message before failing: a guard against
/// hanging, far beyond what any answer takes.
const WAIT: Duration = Duration::from_secs(20);

async fn connect(server: &LiveServer) -> Client {
    timeout(WAIT, Client::connect(&server.ws_url()))
        .await
        .expect("connected in time")
        .expect("the server accepts a socket")
}

/// The first message `pick` takes, skipping the others.
async fn wait_for<T>(client: &mut Client, mut pick: impl FnMut(&ServerMessage) -> Option<T>) -> T {
    timeout(WAIT, async {
        loop {
            match client.recv_frame().await.expect("the socket works") {
                Frame::Message(message) => {
                    if let Some(value) = pick(&message) {
                        return value;
                    }
                }
                Frame::Closed(close) => panic!("the server closed the socket: {close:?}"),
            }
        }
    })
    .await
    .expect("the message came in time")
}

async fn error_code(client: &mut Client) -> ErrorCode {
    wait_for(client, |message| match message {
        ServerMessage::Error { code, .. } => Some(*code),
        _ => None,
    })
    .await
}

async fn state(client: &mut Client) -> StateView {
    wait_for(client, |message| match message {
        ServerMessage::State(state) => Some((**state).clone()),
        _ => None,
    })
    .await
}

async fn send(client: &mut Client, message: ClientMessage) {
    client.send(&message).await.expect("sent");
}

/// A seat: its socket, side and token.
struct Seat {
    client: Client,
    side: Side,
    token: String,
}

/// Creates a game on a new socket, taking South.
async fn create(
    server: &LiveServer,
    rules: RulesName,
    clock: Option<ClockSettings>,
) -> (String, Seat) {
    let mut client = connect(server).await;
    send(
        &mut client,
        ClientMessage::Create {
            rules,
            clock,
            side: SideChoice::South,
            name: "Ama".into(),
        },
    )
    .await;
    let (game, side, token) = wait_for(&mut client, |message| match message {
        ServerMessage::Seated { game, side, token } => Some((game.clone(), *side, token.clone())),
        _ => None,
    })
    .await;
    let state = state(&mut client).await;
    assert_eq!((state.status, state.you), (Status::Waiting, Role::South));
    (
        game,
        Seat {
            client,
            side,
            token,
        },
    )
}

/// Takes the free seat of `game` on a new socket.
async fn take_free_seat(server: &LiveServer, game: &str, name: &str) -> Seat {
    let mut client = connect(server).await;
    send(
        &mut client,
        ClientMessage::Join {
            game: game.into(),
            token: None,
            name: name.into(),
        },
    )
    .await;
    let (side, token) = wait_for(&mut client, |message| match message {
        ServerMessage::Seated { side, token, .. } => Some((*side, token.clone())),
        _ => None,
    })
    .await;
    state(&mut client).await;
    Seat {
        client,
        side,
        token,
    }
}

/// Takes a seat again with its token, on a new socket.
async fn rejoin(server: &LiveServer, game: &str, side: Side, token: &str) -> (Seat, StateView) {
    let mut client = connect(server).await;
    send(
        &mut client,
        ClientMessage::Join {
            game: game.into(),
            token: Some(token.into()),
            name: String::new(),
        },
    )
    .await;
    let state = state(&mut client).await;
    assert_eq!(state.you, Role::from(side));
    let seat = Seat {
        client,
        side,
        token: token.into(),
    };
    (seat, state)
}

/// The rematch a player is given: its game, side and token there.
async fn rematch_seat(client: &mut Client) -> (String, Side, String) {
    wait_for(client, |message| match message {
        ServerMessage::Rematch {
            game,
            side: Some(side),
            token: Some(token),
        } => Some((game.clone(), *side, token.clone())),
        _ => None,
    })
    .await
}

/// A started game: South, North and the local copy of the game.
async fn started(
    server: &LiveServer,
    rules: RulesName,
    clock: Option<ClockSettings>,
) -> (String, Seat, Seat) {
    let (game, mut south) = create(server, rules, clock).await;
    let north = take_free_seat(server, &game, "Kofi").await;
    assert_eq!(north.side, Side::North);
    wait_for(&mut south.client, |message| {
        matches!(message, ServerMessage::Started { .. }).then_some(())
    })
    .await;
    (game, south, north)
}

/// Plays the local game's first legal move from `seat`; waits until both
/// seats have seen it. Returns the letter.
async fn play_first_legal(game: &mut Game, mover: &mut Seat, other: &mut Seat) -> char {
    let pit = game.legal_moves().into_iter().next().expect("a legal move");
    let ply = u32::try_from(game.plies().len()).unwrap();
    send(
        &mut mover.client,
        ClientMessage::Move {
            pit: pit.letter().to_string(),
            ply,
        },
    )
    .await;
    for seat in [mover, other] {
        let seen = wait_for(&mut seat.client, |message| match message {
            ServerMessage::Moved { pit, ply, .. } => Some((pit.clone(), *ply)),
            _ => None,
        })
        .await;
        assert_eq!(seen, (pit.letter().to_string(), ply + 1));
    }
    game.play(pit).unwrap();
    pit.letter()
}

fn mover<'a>(
    game: &Game,
    south: &'a mut Seat,
    north: &'a mut Seat,
) -> (&'a mut Seat, &'a mut Seat) {
    match game.position().turn() {
        oware_ayoayo::Player::South => (south, north),
        oware_ayoayo::Player::North => (north, south),
    }
}

#[tokio::test]
async fn two_players_play_a_whole_game_and_a_spectator_watches_it_all() {
    let server = LiveServer::start(&[]);
    let (id, mut south, mut north) = started(&server, RulesName::Ayoayo, None).await;
    let mut watcher = connect(&server).await;
    send(
        &mut watcher,
        ClientMessage::Join {
            game: id.clone(),
            token: None,
            name: String::new(),
        },
    )
    .await;
    wait_for(&mut watcher, |message| {
        matches!(message, ServerMessage::Watching { .. }).then_some(())
    })
    .await;
    let seen = state(&mut watcher).await;
    assert_eq!(
        (seen.you, seen.status, seen.spectators),
        (Role::Spectator, Status::Playing, 1)
    );
    assert_eq!(
        (
            seen.players.south.name.as_str(),
            seen.players.north.name.as_str()
        ),
        ("Ama", "Kofi")
    );

    let mut game = Game::new(Rules::AYOAYO);
    let mut watched = Vec::new();
    while game.outcome().is_none() {
        let (mover, other) = mover(&game, &mut south, &mut north);
        let letter = play_first_legal(&mut game, mover, other).await;
        let seen = wait_for(&mut watcher, |message| match message {
            ServerMessage::Moved { pit, .. } => Some(pit.clone()),
            _ => None,
        })
        .await;
        assert_eq!(seen, letter.to_string());
        watched.push(seen);
        assert!(watched.len() < 1000, "the game ends");
    }
    let outcome = game.outcome().unwrap();
    for client in [&mut south.client, &mut north.client, &mut watcher] {
        let result = wait_for(client, |message| match message {
            ServerMessage::Over { result, .. } => Some(*result),
            _ => None,
        })
        .await;
        assert_eq!(result.winner, outcome.winner().map(Side::from));
        assert_eq!(
            (result.stores.south, result.stores.north),
            (outcome.stores.south, outcome.stores.north)
        );
    }
    send(&mut watcher, ClientMessage::State).await;
    let last = state(&mut watcher).await;
    assert_eq!(last.status, Status::Over);
    assert_eq!(last.moves, watched);
}

#[tokio::test]
async fn every_bad_input_is_refused_with_its_reason_and_changes_nothing() {
    let server = LiveServer::start(&[]);
    let (id, mut south, mut north) = started(&server, RulesName::Oware, None).await;
    let mut game = Game::new(Rules::OWARE);
    play_first_legal(&mut game, &mut south, &mut north).await;
    let before = game.plies().len();

    let bad_moves = [
        // Out of turn: South again.
        (
            Side::South,
            ClientMessage::Move {
                pit: "B".into(),
                ply: 1,
            },
            ErrorCode::NotYourTurn,
        ),
        // North plays South's pit, or no pit at all.
        (
            Side::North,
            ClientMessage::Move {
                pit: "B".into(),
                ply: 1,
            },
            ErrorCode::IllegalMove,
        ),
        (
            Side::North,
            ClientMessage::Move {
                pit: "z".into(),
                ply: 1,
            },
            ErrorCode::IllegalMove,
        ),
        // A retry of a move already played.
        (
            Side::North,
            ClientMessage::Move {
                pit: "a".into(),
                ply: 0,
            },
            ErrorCode::Stale,
        ),
        (
            Side::North,
            ClientMessage::AcceptDraw,
            ErrorCode::NoDrawOffer,
        ),
        (Side::North, ClientMessage::Claim, ErrorCode::NotClaimable),
        (Side::North, ClientMessage::Rematch, ErrorCode::BadMessage),
        (
            Side::North,
            ClientMessage::Join {
                game: id.clone(),
                token: None,
                name: String::new(),
            },
            ErrorCode::AlreadyJoined,
        ),
    ];
    for (side, message, code) in bad_moves {
        let seat = if side == Side::South {
            &mut south
        } else {
            &mut north
        };
        send(&mut seat.client, message.clone()).await;
        assert_eq!(error_code(&mut seat.client).await, code, "{message:?}");
    }

    let raw = [
        ("{", ErrorCode::BadMessage),
        ("[1,2]", ErrorCode::BadMessage),
        (r#"{"pit":"a"}"#, ErrorCode::BadMessage),
        (r#"{"type":"teleport"}"#, ErrorCode::BadMessage),
        (r#"{"type":"move","pit":"a"}"#, ErrorCode::BadMessage),
        (r#"{"type":"move","pit":7,"ply":1}"#, ErrorCode::BadMessage),
    ];
    for (text, code) in raw {
        north.client.send_text(text).await.unwrap();
        assert_eq!(error_code(&mut north.client).await, code, "{text}");
    }
    let oversized = format!(
        r#"{{"type":"move","pit":"a","ply":1,"pad":"{}"}}"#,
        "x".repeat(5000)
    );
    north.client.send_text(oversized).await.unwrap();
    assert_eq!(error_code(&mut north.client).await, ErrorCode::TooLarge);
    north
        .client
        .send_frame(tokio_tungstenite::tungstenite::Message::binary(vec![
            1, 2, 3,
        ]))
        .await
        .unwrap();
    assert_eq!(error_code(&mut north.client).await, ErrorCode::BadMessage);

    // A spectator, a wrong token, an unknown game, a socket that joined nothing.
    let mut stranger = connect(&server).await;
    send(&mut stranger, ClientMessage::Resign).await;
    assert_eq!(error_code(&mut stranger).await, ErrorCode::NotJoined);
    for (game, token, code) in [
        (id.clone(), Some("0".repeat(32)), ErrorCode::BadToken),
        (
            id.clone(),
            Some("not-a-token".to_owned()),
            ErrorCode::BadToken,
        ),
        ("NoSuchGame".to_owned(), None, ErrorCode::UnknownGame),
        ("../../etc".to_owned(), None, ErrorCode::UnknownGame),
    ] {
        send(
            &mut stranger,
            ClientMessage::Join {
                game,
                token,
                name: String::new(),
            },
        )
        .await;
        assert_eq!(error_code(&mut stranger).await, code);
    }
    send(
        &mut stranger,
        ClientMessage::Join {
            game: id.clone(),
            token: None,
            name: "x".repeat(30),
        },
    )
    .await;
    assert_eq!(error_code(&mut stranger).await, ErrorCode::BadName);
    send(
        &mut stranger,
        ClientMessage::Join {
            game: id.clone(),
            token: None,
            name: String::new(),
        },
    )
    .await;
    assert_eq!(state(&mut stranger).await.you, Role::Spectator);
    send(
        &mut stranger,
        ClientMessage::Move {
            pit: "a".into(),
            ply: 1,
        },
    )
    .await;
    assert_eq!(error_code(&mut stranger).await, ErrorCode::Spectator);
    send(&mut stranger, ClientMessage::Resign).await;
    assert_eq!(error_code(&mut stranger).await, ErrorCode::Spectator);

    // Bad games to create.
    let mut creator = connect(&server).await;
    for (text, code) in [
        (
            r#"{"type":"create","rules":"chess","side":"south"}"#,
            ErrorCode::BadRules,
        ),
        (
            r#"{"type":"create","rules":"oware","side":"up"}"#,
            ErrorCode::BadSide,
        ),
        (
            r#"{"type":"create","rules":"oware","side":"south","clock":{"initial":10,"increment":0}}"#,
            ErrorCode::BadClock,
        ),
        (
            r#"{"type":"create","rules":"oware","side":"south","name":"a\u0007b"}"#,
            ErrorCode::BadName,
        ),
    ] {
        creator.send_text(text).await.unwrap();
        assert_eq!(error_code(&mut creator).await, code, "{text}");
    }

    // Nothing changed: the game is where it was, and still plays.
    send(&mut north.client, ClientMessage::State).await;
    let now = state(&mut north.client).await;
    assert_eq!(now.moves.len(), before);
    assert_eq!(now.status, Status::Playing);
    play_first_legal(&mut game, &mut north, &mut south).await;
    // South's first pit is empty now.
    let emptied = game.moves().next().unwrap().letter().to_string();
    send(
        &mut south.client,
        ClientMessage::Move {
            pit: emptied,
            ply: 2,
        },
    )
    .await;
    assert_eq!(error_code(&mut south.client).await, ErrorCode::IllegalMove);
}

#[tokio::test]
async fn floods_oversized_frames_and_foreign_origins_are_stopped() {
    let server = LiveServer::start(&["--max-sockets-per-address", "3"]);
    let mut flooder = connect(&server).await;
    for _ in 0..60 {
        send(&mut flooder, ClientMessage::Ping).await;
    }
    let mut pongs = 0;
    let limited = wait_for(&mut flooder, |message| match message {
        ServerMessage::Pong => {
            pongs += 1;
            None
        }
        ServerMessage::Error {
            code: ErrorCode::RateLimited,
            ..
        } => Some(()),
        _ => None,
    })
    .await;
    assert_eq!(limited, ());
    assert!((39..=45).contains(&pongs), "{pongs} pongs before the limit");

    // A frame far over the limit closes the socket with 1009.
    let mut big = connect(&server).await;
    big.send_text("x".repeat(100_000)).await.unwrap();
    let close = timeout(WAIT, async {
        loop {
            match big.recv_frame().await {
                Ok(Frame::Closed(close)) => return close,
                Ok(Frame::Message(_)) => {}
                Err(_) => return None,
            }
        }
    })
    .await
    .unwrap();
    assert!(matches!(close, None | Some((1009, _))), "{close:?}");

    // Three sockets an address here: the fourth is refused.
    let _second = connect(&server).await;
    let _third = connect(&server).await;
    let refused = Client::connect(&server.ws_url()).await;
    let refusal = refused
        .err()
        .expect("a fourth socket is refused")
        .to_string();
    assert!(refusal.contains("429"), "{refusal}");

    // A page of another origin may not open a socket.
    let request = from_origin(&server, "https://elsewhere.example");
    drop(flooder);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let Err(refusal) = tokio_tungstenite::connect_async(request).await else {
        panic!("a page of another origin opened a socket");
    };
    let refusal = refusal.to_string();
    assert!(refusal.contains("403"), "{refusal}");
}

#[tokio::test]
async fn an_address_creates_so_many_games_a_minute() {
    let server = LiveServer::start(&["--games-per-minute", "2"]);
    let _first = create(&server, RulesName::Oware, None).await;
    let _second = create(&server, RulesName::Ayoayo, None).await;
    let mut third = connect(&server).await;
    send(
        &mut third,
        ClientMessage::Create {
            rules: RulesName::Oware,
            clock: None,
            side: SideChoice::South,
            name: String::new(),
        },
    )
    .await;
    assert_eq!(error_code(&mut third).await, ErrorCode::RateLimited);
    // Refused, nothing made: the socket is still no game's.
    send(&mut third, ClientMessage::State).await;
    assert_eq!(error_code(&mut third).await, ErrorCode::NotJoined);
}

#[tokio::test]
async fn a_player_who_drops_is_seen_away_and_takes_the_seat_back_with_the_token() {
    let server = LiveServer::start(&["--grace", "2"]);
    let (id, mut south, mut north) = started(&server, RulesName::Oware, None).await;
    let mut game = Game::new(Rules::OWARE);
    play_first_legal(&mut game, &mut south, &mut north).await;

    let token = north.token.clone();
    north.client.close().await;
    let (present, claimable) = wait_for(&mut south.client, |message| match message {
        ServerMessage::Presence {
            side: Side::North,
            present,
            claimable_in,
            ..
        } => Some((*present, *claimable_in)),
        _ => None,
    })
    .await;
    assert!(!present);
    assert!(
        claimable.is_some_and(|ms| ms > 1000 && ms <= 2000),
        "{claimable:?}"
    );
    send(&mut south.client, ClientMessage::Claim).await;
    assert_eq!(error_code(&mut south.client).await, ErrorCode::NotClaimable);

    let (mut north, state) = rejoin(&server, &id, Side::North, &token).await;
    assert_eq!(state.moves.len(), 1);
    assert!(state.players.north.present);
    let back = wait_for(&mut south.client, |message| match message {
        ServerMessage::Presence {
            side: Side::North,
            present,
            ..
        } => Some(*present),
        _ => None,
    })
    .await;
    assert!(back);

    // A second socket on the seat replaces the first.
    let (mut newer, _) = rejoin(&server, &id, Side::North, &token).await;
    wait_for(&mut north.client, |message| {
        matches!(message, ServerMessage::Replaced).then_some(())
    })
    .await;
    play_first_legal(&mut game, &mut newer, &mut south).await;

    // Gone for longer than the grace period: the opponent claims the game.
    newer.client.close().await;
    tokio::time::sleep(Duration::from_millis(2300)).await;
    send(&mut south.client, ClientMessage::Claim).await;
    let result = wait_for(&mut south.client, |message| match message {
        ServerMessage::Over { result, .. } => Some(*result),
        _ => None,
    })
    .await;
    assert_eq!(
        (result.winner, result.reason),
        (Some(Side::South), Reason::Abandoned)
    );
}

#[tokio::test]
async fn a_server_killed_mid_game_goes_on_from_its_database() {
    let mut server = LiveServer::start(&[]);
    let clock = ClockSettings {
        initial: 600_000,
        increment: 2_000,
    };
    let (id, mut south, mut north) = started(&server, RulesName::Oware, Some(clock)).await;
    let mut game = Game::new(Rules::OWARE);
    for _ in 0..6 {
        let (mover, other) = mover(&game, &mut south, &mut north);
        play_first_legal(&mut game, mover, other).await;
    }
    send(&mut south.client, ClientMessage::State).await;
    let before = state(&mut south.client).await;

    server.restart();
    for seat in [&mut south, &mut north] {
        // The old socket sees the crash as a closed or failed socket.
        let _ = timeout(WAIT, seat.client.recv_frame()).await;
    }
    let (mut south, after) = rejoin(&server, &id, Side::South, &south.token).await;
    let (mut north, _) = rejoin(&server, &id, Side::North, &north.token).await;
    assert_eq!(after.moves, before.moves);
    assert_eq!(after.status, Status::Playing);
    let (was, is) = (before.clocks.unwrap(), after.clocks.unwrap());
    // Stopped while the server was down: at most the time since the
    // restart has gone from the clock that runs.
    for side in Side::BOTH {
        let (was, is) = (*was.get(side), *is.get(side));
        assert!(
            is <= was + 50 && was - is < 5_000,
            "{side}: {was} then {is}"
        );
    }
    let (mover, other) = mover(&game, &mut south, &mut north);
    play_first_legal(&mut game, mover, other).await;
}

#[tokio::test]
async fn a_player_away_when_the_rematch_is_made_is_given_its_seat_on_coming_back() {
    let mut server = LiveServer::start(&[]);
    let (id, mut south, mut north) = started(&server, RulesName::Ayoayo, None).await;
    send(&mut south.client, ClientMessage::Resign).await;
    send(&mut south.client, ClientMessage::Rematch).await;
    wait_for(&mut north.client, |message| {
        matches!(message, ServerMessage::RematchAsked { side: Side::South }).then_some(())
    })
    .await;
    // South's socket is lost; North's ask makes the rematch meanwhile.
    drop(south.client);
    send(&mut north.client, ClientMessage::Rematch).await;
    let (rematch, north_there, _) = rematch_seat(&mut north.client).await;
    assert_eq!(north_there, Side::South);

    // South comes back to the game it knew, once and after a restart: the
    // same seat in the rematch each time, which its token takes.
    let (mut back, state) = rejoin(&server, &id, Side::South, &south.token).await;
    assert_eq!(state.rematch.game.as_deref(), Some(rematch.as_str()));
    let given = rematch_seat(&mut back.client).await;
    server.restart();
    let (mut back, _) = rejoin(&server, &id, Side::South, &south.token).await;
    assert_eq!(rematch_seat(&mut back.client).await, given);
    let (game, side, token) = given;
    assert_eq!((game.as_str(), side), (rematch.as_str(), Side::North));
    let (_, state) = rejoin(&server, &game, side, &token).await;
    assert_eq!(
        (state.status, state.rules),
        (Status::Playing, RulesName::Ayoayo)
    );
}

#[tokio::test]
async fn a_clock_that_runs_out_loses_the_game() {
    let server = LiveServer::start(&[]);
    let clock = ClockSettings {
        initial: 1_000,
        increment: 0,
    };
    let (_, mut south, mut north) = started(&server, RulesName::Oware, Some(clock)).await;
    // South does not move: the server ends the game by itself.
    for client in [&mut south.client, &mut north.client] {
        let (result, clocks) = wait_for(client, |message| match message {
            ServerMessage::Over { result, clocks } => Some((*result, *clocks)),
            _ => None,
        })
        .await;
        assert_eq!(
            (result.winner, result.reason),
            (Some(Side::North), Reason::Flag)
        );
        assert_eq!(clocks.unwrap().south, 0);
    }
    send(
        &mut south.client,
        ClientMessage::Move {
            pit: "A".into(),
            ply: 0,
        },
    )
    .await;
    assert_eq!(error_code(&mut south.client).await, ErrorCode::GameOver);
}

#[tokio::test]
async fn draws_are_offered_declined_and_agreed_and_a_resignation_ends_the_rematch() {
    let server = LiveServer::start(&[]);
    let (_, mut south, mut north) = started(&server, RulesName::OwareGrandSlam, None).await;
    send(&mut south.client, ClientMessage::OfferDraw).await;
    let offered = wait_for(&mut north.client, |message| match message {
        ServerMessage::DrawOffered { side } => Some(*side),
        _ => None,
    })
    .await;
    assert_eq!(offered, Side::South);
    send(&mut north.client, ClientMessage::DeclineDraw).await;
    wait_for(&mut south.client, |message| {
        matches!(message, ServerMessage::DrawDeclined { side: Side::North }).then_some(())
    })
    .await;
    send(&mut north.client, ClientMessage::AcceptDraw).await;
    assert_eq!(error_code(&mut north.client).await, ErrorCode::NoDrawOffer);
    send(&mut south.client, ClientMessage::OfferDraw).await;
    wait_for(&mut north.client, |message| {
        matches!(message, ServerMessage::DrawOffered { .. }).then_some(())
    })
    .await;
    send(&mut north.client, ClientMessage::AcceptDraw).await;
    let result = wait_for(&mut south.client, |message| match message {
        ServerMessage::Over { result, .. } => Some(*result),
        _ => None,
    })
    .await;
    assert_eq!((result.winner, result.reason), (None, Reason::Agreed));

    // A rematch, sides swapped, asked for by both.
    send(&mut south.client, ClientMessage::Rematch).await;
    wait_for(&mut north.client, |message| {
        matches!(message, ServerMessage::RematchAsked { side: Side::South }).then_some(())
    })
    .await;
    send(&mut north.client, ClientMessage::Rematch).await;
    let mut rematch = Vec::new();
    for seat in [&mut south, &mut north] {
        rematch.push(rematch_seat(&mut seat.client).await);
    }
    let [(game, first_side, first_token), (same_game, second_side, second_token)] = &rematch[..]
    else {
        unreachable!()
    };
    assert_eq!(game, same_game);
    assert_eq!((*first_side, *second_side), (Side::North, Side::South));
    let (mut was_south, state) = rejoin(&server, game, *first_side, first_token).await;
    assert_eq!(state.status, Status::Playing);
    assert_eq!(state.rules, RulesName::OwareGrandSlam);
    assert_eq!(state.players.north.name, "Ama");
    let (mut was_north, _) = rejoin(&server, game, *second_side, second_token).await;
    send(&mut was_north.client, ClientMessage::Resign).await;
    for client in [&mut was_south.client, &mut was_north.client] {
        let result = wait_for(client, |message| match message {
            ServerMessage::Over { result, .. } => Some(*result),
            _ => None,
        })
        .await;
        assert_eq!(
            (result.winner, result.reason),
            (Some(Side::North), Reason::Resign)
        );
    }
}

/// A socket's opening request as a page of `origin` sends it.
fn from_origin(
    server: &LiveServer,
    origin: &str,
) -> tokio_tungstenite::tungstenite::handshake::client::Request {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = server.ws_url().into_client_request().unwrap();
    request
        .headers_mut()
        .insert("Origin", origin.parse().unwrap());
    request
}

/// The raw answer to a plain HTTP GET of `path` with the request's other
/// `headers` (each ending in CRLF).
fn http_exchange(server: &LiveServer, path: &str, headers: &str) -> Vec<u8> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    stream.set_read_timeout(Some(WAIT)).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{headers}Connection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    answer
}

/// The answer to a plain HTTP GET of `path` with an `Origin` header, in lower case.
fn http_get(server: &LiveServer, path: &str, origin: &str) -> String {
    let answer = http_exchange(server, path, &format!("Origin: {origin}\r\n"));
    String::from_utf8_lossy(&answer).to_ascii_lowercase()
}

#[tokio::test]
async fn pages_of_an_allowed_origin_may_read_the_health_and_open_sockets() {
    let server = LiveServer::start(&["--allow-origin", "https://games.example"]);
    let allowed = http_get(&server, "/live/v1/health", "https://games.example");
    assert!(allowed.starts_with("http/1.1 200"), "{allowed}");
    assert!(
        allowed.contains("access-control-allow-origin: https://games.example"),
        "{allowed}"
    );
    assert!(allowed.ends_with("ok"), "{allowed}");
    let other = http_get(&server, "/live/v1/health", "https://elsewhere.example");
    assert!(!other.contains("access-control-allow-origin"), "{other}");

    let request = from_origin(&server, "https://games.example");
    let accepted = tokio_tungstenite::connect_async(request).await;
    assert!(
        accepted.is_ok(),
        "a page of an allowed origin opens a socket"
    );
}

/// The head (lower case) and body of a plain HTTP GET of `path`, asking
/// for gzip when `gzip`.
fn http_get_bytes(server: &LiveServer, path: &str, gzip: bool) -> (String, Vec<u8>) {
    let accept = if gzip {
        "Accept-Encoding: gzip\r\n"
    } else {
        ""
    };
    let answer = http_exchange(server, path, accept);
    let end = answer.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&answer[..end]).to_ascii_lowercase();
    (head, answer[end + 4..].to_vec())
}

#[test]
fn the_site_is_sent_gzipped_to_a_browser_that_accepts_it() {
    let site = std::env::temp_dir().join(format!("mancala-site-{}", std::process::id()));
    std::fs::create_dir_all(&site).unwrap();
    let module: Vec<u8> = (0..40_000u32).map(|i| (i % 7) as u8).collect();
    std::fs::write(site.join("game.wasm"), &module).unwrap();
    std::fs::write(
        site.join("index.html"),
        "<!doctype html><title>A site</title>",
    )
    .unwrap();
    let server = LiveServer::start(&["--site", site.to_str().unwrap()]);

    let (head, body) = http_get_bytes(&server, "/game.wasm", true);
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-encoding: gzip"), "{head}");
    assert!(head.contains("content-type: application/wasm"), "{head}");
    assert!(body.len() < module.len() / 10, "{} bytes sent", body.len());

    // A client that does not ask for gzip gets the file as it is.
    let (head, body) = http_get_bytes(&server, "/game.wasm", false);
    assert!(!head.contains("content-encoding"), "{head}");
    assert!(
        body == module,
        "the file itself ({} bytes sent)",
        body.len()
    );
    drop(server);
    let _ = std::fs::remove_dir_all(&site);
}
