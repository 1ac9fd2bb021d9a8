#!/usr/bin/env python3
"""Cross-check data for our Oware (Abapa) rules, produced by OpenSpiel.

This script drives Google DeepMind's OpenSpiel (PyPI package ``open-spiel``,
game ``"oware"``) and prints its results in this project's notation (see
``docs/rules.md``, "Board, names and notation"). It uses only the standard library
and ``pyspiel``; it never imports anything from this repository, so its
output is an independent reference for the Rust engine.

Install:  ``pip install open-spiel``  (tested with open-spiel 2.0.2)

Subcommands
-----------
``perft DEPTH``
    For each depth 1..DEPTH, prints ``depth D nodes N`` on stdout (timing on
    stderr): the number of game states reached by exactly D plies from the
    standard start. A finished game (majority, no legal move, repetition) is a
    leaf: it is counted at its own depth and is not expanded further.

``random-games N SEED``
    Plays N games choosing uniformly with ``random.Random(SEED)`` among the
    legal actions (``rng.choice(state.legal_actions())``, one shared RNG for
    all games) and prints one JSON object per game per line::

        {"start": "4-4-...-0-0-S",
         "moves": "CfDa...",
         "plies": [{"position": ..., "legal": "AbC..", "over": bool,
                    "stores": [south, north]}, ...],
         "final_stores": [south, north],
         "returns": [south, north],
         "truncated": false}

    Each ply entry describes the state *after* that ply; ``legal`` is the
    letters legal next (empty when over). ``stores`` are OpenSpiel's scores.

``diff N SEED --cli PATH``
    Plays the same N games as ``random-games N SEED`` and replays each one
    with our CLI (``PATH replay --variant oware --json MOVES``, one process
    per game). Every ply must agree on the position text, the legal letters,
    ``over`` and the stores; at the end the winner and the final stores must
    agree. Exception (see "How OpenSpiel ends a game"): when our replay ends
    by ``"majority"``, our last position keeps its pits, so at that ply the
    pits and stores are compared as our store plus our own row against
    OpenSpiel's swept stores (the side to move, ``legal``, ``over`` and the
    winner are still compared as they are). The first mismatch of each game
    is printed with the game's moves; the last line of stdout is
    ``openspiel-diff: N passed, M failed`` (timing and the count of games by
    end reason on stderr). Exit status 1 if any game failed.

Conventions (checked against OpenSpiel's oware.cc/oware_board.cc)
-----------------------------------------------------------------
* OpenSpiel player 0 = our South (moves first), player 1 = our North.
* OpenSpiel's board ``seeds[0..11]`` is exactly our pit order 0..11
  (player 0's houses 0-5, then player 1's houses 6-11, counter-clockwise).
* Action ``k`` (0..5) of player ``p`` plays house ``6*p + k``: South's action
  k is our letter ``"ABCDEF"[k]``, North's action k is ``"abcdef"[k]``
  (this is also what OpenSpiel's ``action_to_string`` prints).
* ``observation_string`` is ``"<player> | <score0> <score1> | <12 seeds>"``;
  it keeps the player who would move next even after the game has ended,
  which is our side letter for a finished position.

How OpenSpiel ends a game (this is what the final ``stores`` show)
------------------------------------------------------------------
* Repetition: after each ply, the position (seeds, scores, player to move) is
  looked up among those seen since the last capture (the start position
  included); a repeat ends the game and each player adds the seeds of their
  own row to their store.
* No legal move for the next player: each player adds their own row.
* Majority (a score above half the seeds) or 24-24: the game is over. NOTE:
  OpenSpiel *then also* sweeps each row into its owner's store (its
  ``DoApplyAction`` calls ``CollectAndTerminate`` whenever no action is legal,
  and a finished game has none). So after a majority the final position has
  empty pits and stores including the swept seeds, whereas our docs/rules.md keeps
  the pits and the captured stores. The winner is the same either way.
* Returns are +1/-1 for more/fewer seeds in store, 0/0 for a draw.
"""

import argparse
import json
import random
import subprocess
import sys
import time

import pyspiel

SOUTH_LETTERS = "ABCDEF"
NORTH_LETTERS = "abcdef"
HOUSES_PER_PLAYER = 6
NUM_PITS = 12

START_POSITION = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"


def load_game():
    """Loads OpenSpiel's standard Oware (6 houses per side, 4 seeds each)."""
    return pyspiel.load_game("oware")


def parse_board(state):
    """Returns (player_to_move, [score0, score1], [12 seeds]) for a state.

    Read from OpenSpiel's observation string, which is OwareBoard::ToString():
    ``"<current_player> | <score0> <score1> | <seed0> ... <seed11>"``.
    Unlike ``state.current_player()``, this keeps the next player after the
    game has ended.
    """
    player_part, score_part, seeds_part = state.observation_string(0).split("|")
    player = int(player_part)
    scores = [int(x) for x in score_part.split()]
    seeds = [int(x) for x in seeds_part.split()]
    if len(seeds) != NUM_PITS or len(scores) != 2 or player not in (0, 1):
        raise ValueError("unexpected OpenSpiel oware board: %r"
                         % state.observation_string(0))
    return player, scores, seeds


def to_position_text(state):
    """Converts an OpenSpiel oware state to our position text.

    Format: ``p0-p1-...-p11-southStore-northStore-S|N`` with pits in our
    order 0..11 (identical to OpenSpiel's house order) and the side to move
    (for a finished game: the side that would have moved next).
    """
    player, scores, seeds = parse_board(state)
    fields = [str(n) for n in seeds] + [str(scores[0]), str(scores[1])]
    fields.append("S" if player == 0 else "N")
    return "-".join(fields)


def action_to_letter(player, action):
    """Maps an OpenSpiel (player, action) to our pit letter."""
    if not 0 <= action < HOUSES_PER_PLAYER:
        raise ValueError("bad action %r" % action)
    return (SOUTH_LETTERS if player == 0 else NORTH_LETTERS)[action]


def letter_to_action(letter):
    """Maps one of our pit letters to (player, OpenSpiel action)."""
    if letter in SOUTH_LETTERS:
        return 0, SOUTH_LETTERS.index(letter)
    if letter in NORTH_LETTERS:
        return 1, NORTH_LETTERS.index(letter)
    raise ValueError("bad pit letter %r" % letter)


def legal_letters(state):
    """Our letters of the legal moves (empty string if the game is over)."""
    if state.is_terminal():
        return ""
    player = state.current_player()
    return "".join(action_to_letter(player, a) for a in state.legal_actions())


def perft(state, depth):
    """Number of states exactly `depth` plies below `state`.

    Terminal states are leaves (counted at their own depth, never expanded).
    At the last ply the children are counted, not generated.
    """
    if state.is_terminal():
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for action in actions:
        total += perft(state.child(action), depth - 1)
    return total


def cmd_perft(args):
    game = load_game()
    root = game.new_initial_state()
    assert to_position_text(root) == START_POSITION, to_position_text(root)
    overall = time.time()
    for depth in range(1, args.depth + 1):
        started = time.time()
        nodes = perft(root, depth)
        seconds = time.time() - started
        print("depth %d nodes %d" % (depth, nodes), flush=True)
        print("depth %d seconds %.2f (total %.2f)"
              % (depth, seconds, time.time() - overall),
              file=sys.stderr, flush=True)


def play_random_game(game, rng):
    """Plays one random game; returns the JSON-ready record."""
    state = game.new_initial_state()
    record = {"start": to_position_text(state), "moves": "", "plies": []}
    moves = []
    truncated = False
    while not state.is_terminal():
        if state.move_number() >= game.max_game_length():
            # OpenSpiel refuses to play past MaxGameLength (1000 plies).
            truncated = True
            break
        player = state.current_player()
        action = rng.choice(state.legal_actions())
        moves.append(action_to_letter(player, action))
        state.apply_action(action)
        _, scores, _ = parse_board(state)
        record["plies"].append({
            "position": to_position_text(state),
            "legal": legal_letters(state),
            "over": state.is_terminal(),
            "stores": scores,
        })
    _, scores, _ = parse_board(state)
    record["moves"] = "".join(moves)
    # Final stores as OpenSpiel has them: after repetition, no legal move, and
    # also after a majority, every row has been swept into its owner's store.
    record["final_stores"] = scores
    record["returns"] = [int(r) for r in state.returns()]
    record["truncated"] = truncated
    return record


def cmd_random_games(args):
    game = load_game()
    rng = random.Random(args.seed)
    for _ in range(args.n):
        print(json.dumps(play_random_game(game, rng), separators=(",", ":")))


def winner(stores):
    """``"south"``, ``"north"`` or ``"draw"`` from [south, north] stores."""
    if stores[0] > stores[1]:
        return "south"
    if stores[0] < stores[1]:
        return "north"
    return "draw"


def winner_from_returns(returns):
    """The winner named by OpenSpiel's returns (+1/-1, or 0/0 for a draw)."""
    if returns[0] > 0:
        return "south"
    if returns[0] < 0:
        return "north"
    return "draw"


def split_position(text):
    """Splits our position text into ([12 pits], [south, north], side)."""
    fields = text.split("-")
    if len(fields) != NUM_PITS + 3:
        raise ValueError("bad position text %r" % text)
    numbers = [int(x) for x in fields[:-1]]
    return numbers[:NUM_PITS], numbers[NUM_PITS:], fields[-1]


def swept_stores(pits, stores):
    """[south, north] stores after each row is added to its owner's store."""
    return [stores[0] + sum(pits[:HOUSES_PER_PLAYER]),
            stores[1] + sum(pits[HOUSES_PER_PLAYER:])]


def run_cli(cli, moves):
    """Replays `moves` from the start with our CLI.

    Returns (exit status, [one dict per ply printed], stderr text).
    """
    result = subprocess.run(
        [cli, "replay", "--variant", "oware", "--json", moves],
        capture_output=True, text=True, check=False)
    plies = [json.loads(line) for line in result.stdout.splitlines()
             if line.strip()]
    return result.returncode, plies, result.stderr.strip()


def compare_majority_end(ours, theirs, total_seeds):
    """Compares a last ply that our CLI ended by majority (docs/rules.md O7).

    Our position keeps the pits; OpenSpiel's has swept each row into its
    owner's store. So our store plus our own row must equal OpenSpiel's
    store, OpenSpiel's pits must all be empty, and the majority must be real
    (one of our stores above half the seeds). Returns the first mismatch as
    (field, ours, openspiel), or None.
    """
    pits, stores, side = split_position(ours["position"])
    their_pits, their_stores, their_side = split_position(theirs["position"])
    if ours["stores"] != stores:
        return ("stores (vs our position)", ours["stores"], stores)
    if max(stores) * 2 <= total_seeds:
        return ("reason", "majority with stores %r" % stores,
                "no store above %d" % (total_seeds // 2))
    if swept_stores(pits, stores) != their_stores or any(their_pits):
        return ("position (majority: our rows added to our stores)",
                "%s -> stores %r" % (ours["position"],
                                     swept_stores(pits, stores)),
                theirs["position"])
    if side != their_side:
        return ("side to move", side, their_side)
    return None


def compare_ply(ours, theirs, is_last, total_seeds):
    """Compares our CLI's JSON for one ply with OpenSpiel's ply entry.

    Returns the first mismatch as (field, ours, openspiel), or None.
    """
    if is_last and theirs["over"] and ours["reason"] == "majority":
        mismatch = compare_majority_end(ours, theirs, total_seeds)
        if mismatch:
            return mismatch
    else:
        if ours["position"] != theirs["position"]:
            return ("position", ours["position"], theirs["position"])
        if ours["stores"] != theirs["stores"]:
            return ("stores", ours["stores"], theirs["stores"])
    legal = "".join(ours["legal"])
    if legal != theirs["legal"]:
        return ("legal", legal, theirs["legal"])
    if ours["over"] != theirs["over"]:
        return ("over", ours["over"], theirs["over"])
    # Our own consistency: a reason exactly when the game is over.
    if ours["over"] != (ours["reason"] is not None):
        return ("reason (vs over)", ours["reason"], "over=%s" % ours["over"])
    return None


def compare_game(record, code, plies, stderr):
    """Compares one OpenSpiel game record with our CLI's replay of it.

    Returns the first mismatch as (ply, field, ours, openspiel), or None.
    ``ply`` is 0 for a difference in the game's result.
    """
    moves = record["moves"]
    expected = record["plies"]
    total_seeds = sum(sum(part) for part in split_position(record["start"])[:2])
    for index, theirs in enumerate(expected):
        ply = index + 1
        if index >= len(plies):
            if code != 0:
                return (ply, "exit status %d" % code, stderr,
                        "%s legal" % moves[index])
            return (ply, "plies printed", len(plies), len(expected))
        ours = plies[index]
        if (ours["ply"], ours["move"]) != (ply, moves[index]):
            return (ply, "ply/move", [ours["ply"], ours["move"]],
                    [ply, moves[index]])
        mismatch = compare_ply(ours, theirs, ply == len(expected), total_seeds)
        if mismatch:
            return (ply,) + mismatch
    if len(plies) != len(expected) or code != 0:
        return (len(expected), "plies printed, exit status",
                [len(plies), code, stderr], [len(expected), 0])
    if record["truncated"]:
        # OpenSpiel stopped at its 1000-ply cap: no result to compare.
        return None
    pits, stores, _ = split_position(plies[-1]["position"])
    final_stores = stores
    if plies[-1]["reason"] == "majority":
        final_stores = swept_stores(pits, stores)
    if final_stores != record["final_stores"]:
        return (0, "final stores", final_stores, record["final_stores"])
    if winner(stores) != winner_from_returns(record["returns"]):
        return (0, "winner", winner(stores),
                winner_from_returns(record["returns"]))
    return None


def cmd_diff(args):
    game = load_game()
    rng = random.Random(args.seed)
    started = time.time()
    passed = failed = 0
    endings = {}
    for number in range(1, args.n + 1):
        record = play_random_game(game, rng)
        assert record["start"] == START_POSITION, record["start"]
        try:
            code, plies, stderr = run_cli(args.cli, record["moves"])
        except ValueError as error:  # output that is not JSON lines
            code, plies, stderr = None, [], "unreadable output: %s" % error
        try:
            mismatch = compare_game(record, code, plies, stderr)
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            # Output that lacks a documented key or has a malformed field.
            mismatch = (len(plies), "output", repr(error), "JSON as documented")
        if record["truncated"]:
            ending = "truncated at %d plies" % len(record["plies"])
        elif plies:
            ending = str(plies[-1].get("reason"))
        else:
            ending = "no output"
        endings[ending] = endings.get(ending, 0) + 1
        if mismatch is None:
            passed += 1
            continue
        failed += 1
        ply, field, ours, theirs = mismatch
        print("game %d: moves %s" % (number, record["moves"]))
        print("  %s %s: ours %s, openspiel %s"
              % ("result" if ply == 0 else "ply %d" % ply, field,
                 json.dumps(ours), json.dumps(theirs)), flush=True)
    print("games by end (our reason): %s"
          % ", ".join("%s %d" % item for item in sorted(endings.items())),
          file=sys.stderr)
    print("seconds %.1f" % (time.time() - started), file=sys.stderr)
    print("openspiel-diff: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Oware cross-check data from OpenSpiel, in our notation.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("perft", help="node counts per depth from the start")
    p.add_argument("depth", type=int)
    p.set_defaults(func=cmd_perft)
    r = sub.add_parser("random-games", help="random games as JSON lines")
    r.add_argument("n", type=int)
    r.add_argument("seed", type=int)
    r.set_defaults(func=cmd_random_games)
    d = sub.add_parser("diff",
                       help="replay random games with our CLI and compare")
    d.add_argument("n", type=int)
    d.add_argument("seed", type=int)
    d.add_argument("--cli", required=True,
                   help="path to our mancala binary")
    d.set_defaults(func=cmd_diff)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
