#!/usr/bin/env python3
"""Cross-check data for our Oware (Abapa) rules, produced by OpenSpiel.

This script drives Google DeepMind's OpenSpiel (PyPI package ``open-spiel``,
game ``"oware"``) and prints its results in this project's notation (see
``RULES.md``, "Board, names and notation"). It uses only the standard library
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
  empty pits and stores including the swept seeds, whereas our RULES.md keeps
  the pits and the captured stores. The winner is the same either way.
* Returns are +1/-1 for more/fewer seeds in store, 0/0 for a draw.
"""

import argparse
import json
import random
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
    args = parser.parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
