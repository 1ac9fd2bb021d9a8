#!/usr/bin/env python3
"""Independent reference implementation of docs/rules.md: Oware (Abapa) and Ayoayo.

This module is written straight from ``docs/rules.md`` (rule ids O1-O10, Y1-Y11)
without looking at the Rust engine, so that the two can be cross-checked.
It uses only the Python 3.11 standard library.

Board model (docs/rules.md, "Board, names and notation"):

* pits 0-11 in sowing (counter-clockwise) order; 0-5 belong to South
  (letters ``A``-``F``), 6-11 to North (``a``-``f``); pit ``i`` faces
  ``11 - i``;
* two stores, South's and North's, never sown into;
* position text ``p0-...-p11-southStore-northStore-S|N``.

Library API (the names a caller needs):

* ``parse_position(text)`` / ``format_position(pos)`` / ``Position.text()``
* ``parse_move(letter)`` / ``move_letter(pit)``
* ``legal_moves(variant, pos)`` -> list of pits
* ``play(variant, pos, pit, history)`` -> ``MoveResult`` (new position,
  trace, end of game)
* ``Game`` -- a game record that keeps the repetition history (O8/Y10)
* ``perft(variant, pos, depth)`` -> node counts per depth

Command line::

    reference_rules.py examples [FILE]   (default: the repository's worked examples)
    reference_rules.py perft VARIANT DEPTH [POSITION]
    reference_rules.py random-games VARIANT N SEED
    reference_rules.py diff VARIANT N SEED --cli PATH
    reference_rules.py write-fixtures OUTDIR   (perft fixtures: starts and examples)

Reading choices where docs/rules.md leaves room are marked "READING:" below.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Iterable

# --------------------------------------------------------------------------
# Board, names and notation
# --------------------------------------------------------------------------

SOUTH = 0
NORTH = 1
SIDE_LETTERS = "SN"
PIT_LETTERS = "ABCDEFabcdef"  # A-F = pits 0-5 (South), a-f = pits 6-11 (North)
VARIANTS = ("oware", "ayoayo")
STANDARD_TOTAL = 48
START_TEXT = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"  # O1 / Y1

# Pit ranges per side, indexed by SOUTH / NORTH.
ROWS = (range(0, 6), range(6, 12))
# First pit of each side's row (used by O3's backward chain and O5).
ROW_START = (0, 6)

REASON_MAJORITY = "majority"  # O7
REASON_REPETITION = "repetition"  # O8 / Y10
REASON_NO_MOVES = "no-moves"  # O6 / Y9


class PositionError(ValueError):
    """The position text is malformed or the position is not valid."""


class IllegalMove(ValueError):
    """The move is not legal in the given position."""


def owner(pit: int) -> int:
    """Side owning ``pit`` (0-5 South, 6-11 North)."""
    return SOUTH if pit < 6 else NORTH


def parse_move(letter: str) -> int:
    """Pit index of a move letter (``A``-``F`` -> 0-5, ``a``-``f`` -> 6-11)."""
    if len(letter) != 1 or letter not in PIT_LETTERS:
        raise ValueError(f"not a pit letter: {letter!r}")
    return PIT_LETTERS.index(letter)


def move_letter(pit: int) -> str:
    """Letter of a pit index."""
    return PIT_LETTERS[pit]


@dataclass(frozen=True)
class Position:
    """An immutable position: 12 pit counts, (south, north) stores, side to move.

    Hashable, so it can live in the repetition history (O8/Y10), which compares
    pits, stores and side to move.
    """

    pits: tuple[int, ...]
    stores: tuple[int, int]
    side: int

    def text(self) -> str:
        return format_position(self)

    def total(self) -> int:
        return sum(self.pits) + sum(self.stores)

    def row_sum(self, side: int) -> int:
        return sum(self.pits[p] for p in ROWS[side])

    def __str__(self) -> str:  # pragma: no cover - convenience
        return self.text()


def parse_position(text: str, allow_custom_total: bool = False) -> Position:
    """Parse ``p0-...-p11-south-north-S|N``.

    A position is valid only if every count is non-negative and the total is
    48, unless ``allow_custom_total`` (docs/rules.md: custom setups on request).
    """
    parts = text.strip().split("-")
    if len(parts) != 15:
        raise PositionError(f"expected 15 fields separated by '-', got {len(parts)}: {text!r}")
    *counts, side_letter = parts
    if side_letter not in SIDE_LETTERS:
        raise PositionError(f"side to move must be S or N, got {side_letter!r}")
    values = []
    for c in counts:
        if not c.isdigit():
            raise PositionError(f"not a non-negative count: {c!r}")
        values.append(int(c))
    pos = Position(tuple(values[:12]), (values[12], values[13]), SIDE_LETTERS.index(side_letter))
    if not allow_custom_total and pos.total() != STANDARD_TOTAL:
        raise PositionError(f"pits and stores add up to {pos.total()}, not {STANDARD_TOTAL}")
    if pos.total() == 0:
        raise PositionError("a position needs at least one seed")
    return pos


def format_position(pos: Position) -> str:
    """Position text (Aualé convention) of ``pos``."""
    nums = list(pos.pits) + list(pos.stores)
    return "-".join(str(n) for n in nums) + "-" + SIDE_LETTERS[pos.side]


START = parse_position(START_TEXT)


# --------------------------------------------------------------------------
# Move trace
# --------------------------------------------------------------------------


@dataclass
class Lap:
    """One lift-and-sow (docs/rules.md, "What a sowing trace carries")."""

    origin: int  # pit lifted
    seeds: int  # seeds it held
    sown: list[int] | None  # pits that received a seed, in order (None if not recorded)
    end: int  # pit where the lap's last seed fell


@dataclass
class MoveResult:
    """Everything a move produces."""

    move: int
    position: Position  # after the move, end-of-game split already applied
    laps: list[Lap]
    captures: list[tuple[int, int]]  # (pit, seeds) in capture order
    capture_store: int  # side whose store received the captures (the mover)
    grand_slam_forfeited: bool  # O4
    over: bool
    reason: str | None  # "majority" | "repetition" | "no-moves" | None
    split: tuple[int, int]  # seeds added to (south, north) stores by the end split
    legal_next: list[int]  # empty once the game is over
    unsplit: Position | None = field(repr=False, default=None)  # before any end split

    @property
    def captured(self) -> int:
        return sum(n for _, n in self.captures)


# --------------------------------------------------------------------------
# Sowing core (operates on a mutable list of 12 ints, for speed)
# --------------------------------------------------------------------------

# Statistics on Ayoayo relays met by _ayoayo_sow (for reports only).
RELAY_STATS = {
    "max_finite_laps": 0,
    "max_finite_at": None,  # (pits before the move, pit played)
    "max_endless_laps": 0,  # laps sown before the repeated lap-start state was met
    "max_endless_cycle": 0,  # length of that cycle, in laps
    "max_endless_at": None,
    "endless_moves": 0,
}


def _sow_lap(pits: list[int], origin: int, record: bool) -> tuple[int, list[int] | None, int]:
    """Lift ``pits[origin]`` and sow it one seed per pit counter-clockwise.

    O2/Y2: sowing starts with the next pit. O2/Y3: the pit emptied to start
    this lap never receives a seed from it (12+ seeds skip it). Stores are
    not part of ``pits`` and so are never sown into.
    Returns (seeds lifted, pits sown in order or None, end pit).
    """
    seeds = pits[origin]
    pits[origin] = 0
    sown = [] if record else None
    i = origin
    left = seeds
    while left:
        i = i + 1 if i != 11 else 0
        if i == origin:  # O2 / Y3 origin skip
            continue
        pits[i] += 1
        left -= 1
        if record:
            sown.append(i)
    return seeds, sown, i


def _oware_sow(pits: list[int], side: int, pit: int, record: bool, store: int,
               total: int, grand_slam_wins: bool):
    """Oware move on ``pits`` (mutated). Returns (laps, captures, forfeited)."""
    # O2: one lap only.
    seeds, sown, end = _sow_lap(pits, pit, record)
    laps = [Lap(pit, seeds, sown, end)]
    captures: list[tuple[int, int]] = []
    forfeited = False
    if owner(end) != side:
        # O3: the last pit, then backward (index - 1) while on the opponent's
        # side and holding 2 or 3. The opponent's row starts at ROW_START; one
        # step below it is the mover's side (or index -1 for North's mover,
        # i.e. pit 11, also the mover's side), so the chain stops there.
        low = ROW_START[1 - side]
        i = end
        while i >= low and pits[i] in (2, 3):
            captures.append((i, pits[i]))
            i -= 1
        if captures:
            taken = sum(n for _, n in captures)
            opponent_row = sum(pits[p] for p in ROWS[1 - side])
            if taken == opponent_row:
                # O4 grand slam: nothing captured, the move stands.
                # Optional "grand slam wins": captured if it takes the mover's
                # store to a majority (which then ends the game, O7).
                if not (grand_slam_wins and 2 * (store + taken) > total):
                    forfeited = True
                    captures = []
            for p, _ in captures:
                pits[p] = 0
    return laps, captures, forfeited


def _ayoayo_sow(pits: list[int], side: int, pit: int, record: bool):
    """Ayoayo move on ``pits`` (mutated). Returns (laps, captures) or None if endless (Y7)."""
    laps: list[Lap] = []
    # Y7: the sowing state at the start of a lap is (12 pit counts, pit lifted).
    # Sowing is a deterministic function of that state, so a repeated state
    # means the relay loops for ever; a finite relay never repeats a state
    # (there are finitely many states, so this check always terminates).
    seen: dict[tuple[int, ...], int] = {}
    start_pits = tuple(pits)
    origin = pit
    while True:
        state = (*pits, origin)
        first = seen.get(state)
        if first is not None:
            stats = RELAY_STATS
            stats["endless_moves"] += 1
            if len(laps) > stats["max_endless_laps"]:
                stats["max_endless_laps"] = len(laps)
                stats["max_endless_cycle"] = len(laps) - first
                stats["max_endless_at"] = (start_pits, pit)
            return None
        seen[state] = len(laps)
        seeds, sown, end = _sow_lap(pits, origin, record)  # Y2, Y3
        laps.append(Lap(origin, seeds, sown, end))
        if pits[end] > 1:
            # Y4 relay: the last seed fell into a pit that already held seeds
            # (on either side; possibly sown earlier in this same lap).
            origin = end
            continue
        break  # Y5: last seed fell into an empty pit.
    if len(laps) > RELAY_STATS["max_finite_laps"]:
        RELAY_STATS["max_finite_laps"] = len(laps)
        RELAY_STATS["max_finite_at"] = (start_pits, pit)
    captures: list[tuple[int, int]] = []
    opposite = 11 - end
    if owner(end) == side and pits[opposite] > 0:
        # Y6: the opposite pit's seeds and the capturing seed itself.
        captures = [(opposite, pits[opposite]), (end, 1)]
        pits[opposite] = 0
        pits[end] = 0
    return laps, captures


def _oware_pit_feeds(pits, side: int, pit: int) -> bool:
    """O5: does sowing ``pit`` put at least one seed into the opponent's row?"""
    distance = (6 - pit) if side == SOUTH else (12 - pit)  # pits up to the opponent's first
    return pits[pit] >= distance


def _try_move(variant: str, pits: tuple[int, ...], stores: tuple[int, int], side: int,
              pit: int, record: bool = False, grand_slam_wins: bool = False):
    """Play ``pit`` if legal. Returns (pits, stores, laps, captures, forfeited) or None.

    Legality: own non-empty pit (O2/Y2); O5 feeding; Y7 endless relay; Y8
    feeding after all laps and capture.
    """
    if owner(pit) != side or pits[pit] == 0:
        return None
    opponent = 1 - side
    opponent_empty = not any(pits[p] for p in ROWS[opponent])
    if variant == "oware":
        if opponent_empty and not _oware_pit_feeds(pits, side, pit):  # O5
            return None
        board = list(pits)
        total = sum(pits) + stores[0] + stores[1]
        laps, captures, forfeited = _oware_sow(board, side, pit, record, stores[side], total,
                                               grand_slam_wins)
    elif variant == "ayoayo":
        board = list(pits)
        result = _ayoayo_sow(board, side, pit, record)
        if result is None:  # Y7: endless relay is not a legal move
            return None
        laps, captures = result
        forfeited = False
        if opponent_empty and not any(board[p] for p in ROWS[opponent]):  # Y8
            return None
    else:
        raise ValueError(f"unknown variant {variant!r}")
    taken = sum(n for _, n in captures)
    new_stores = (stores[0] + taken, stores[1]) if side == SOUTH else (stores[0], stores[1] + taken)
    return board, new_stores, laps, captures, forfeited


def legal_moves(variant: str, pos: Position) -> list[int]:
    """Legal pits for the side to move, in pit order (O2, O5 / Y2, Y7, Y8)."""
    return [p for p in ROWS[pos.side]
            if _try_move(variant, pos.pits, pos.stores, pos.side, p) is not None]


def _majority(variant: str, stores: tuple[int, int], total: int) -> bool:
    """O7: a store holds more than half of all seeds (25+ of 48). Y11: never in Ayoayo."""
    return variant == "oware" and 2 * max(stores) > total


def _split(pits, stores) -> tuple[tuple[int, ...], tuple[int, int], tuple[int, int]]:
    """O6/O8/Y9/Y10: each player adds the seeds in their own row; pits emptied."""
    south = sum(pits[p] for p in ROWS[SOUTH])
    north = sum(pits[p] for p in ROWS[NORTH])
    return (0,) * 12, (stores[0] + south, stores[1] + north), (south, north)


def play(variant: str, position: Position, pit: int, history: Iterable[Position] | None = None,
         grand_slam_wins: bool = False) -> MoveResult:
    """Play ``pit`` in ``position`` and report the new position, trace and end of game.

    ``history`` holds the positions that occurred earlier in the game (for
    O8/Y10); ``position`` itself is always treated as having occurred, so
    ``None`` means "``position`` is the game's start".  ``grand_slam_wins``
    enables O4's optional variant (Oware only).  Raises ``IllegalMove``.
    """
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    out = _try_move(variant, position.pits, position.stores, position.side, pit,
                    record=True, grand_slam_wins=grand_slam_wins)
    if out is None:
        raise IllegalMove(f"{move_letter(pit)} is not legal in {position.text()} ({variant})")
    board, stores, laps, captures, forfeited = out
    mover = position.side
    nxt = Position(tuple(board), stores, 1 - mover)
    seen = history if history is not None else ()
    total = position.total()

    # End of game; priority majority, repetition, no legal move.
    reason = None
    legal_next: list[int] = []
    if _majority(variant, stores, total):  # O7 (pits keep their seeds)
        reason = REASON_MAJORITY
    elif nxt == position or nxt in seen:  # O8 / Y10
        reason = REASON_REPETITION
    else:
        legal_next = legal_moves(variant, nxt)
        if not legal_next:  # O6 / Y9
            reason = REASON_NO_MOVES
    final = nxt
    split = (0, 0)
    if reason in (REASON_REPETITION, REASON_NO_MOVES):
        pits, final_stores, split = _split(nxt.pits, nxt.stores)
        final = Position(pits, final_stores, nxt.side)  # side: who would move next
    return MoveResult(move=pit, position=final, laps=laps, captures=captures,
                      capture_store=mover, grand_slam_forfeited=forfeited,
                      over=reason is not None, reason=reason, split=split,
                      legal_next=legal_next, unsplit=nxt)


class Game:
    """A game from a start position, keeping the repetition history (O8/Y10)."""

    def __init__(self, variant: str, start: Position = START, grand_slam_wins: bool = False):
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        self.variant = variant
        self.start = start
        self.grand_slam_wins = grand_slam_wins
        self.position = start
        # The start position counts as its first occurrence (O8).
        self.history: set[Position] = {start}
        self.results: list[MoveResult] = []
        self._legal = legal_moves(variant, start)
        self.over = False
        self.reason = None

    def legal(self) -> list[int]:
        return [] if self.over else list(self._legal)

    def play(self, pit: int) -> MoveResult:
        if self.over:
            raise IllegalMove("the game is over")
        r = play(self.variant, self.position, pit, self.history, self.grand_slam_wins)
        self.history.add(r.unsplit)
        self.position = r.position
        self._legal = r.legal_next
        self.over, self.reason = r.over, r.reason
        self.results.append(r)
        return r


# --------------------------------------------------------------------------
# Perft
# --------------------------------------------------------------------------


def perft(variant: str, pos: Position, depth: int) -> list[int]:
    """Node counts at each depth 1..depth.

    A finished game (O7 majority, O8/Y10 repetition along the path from the
    root -- the root counting as first occurrence -- or O6/Y9 no legal move)
    is a leaf and is not expanded. Endless relays (Y7) are not moves.
    """
    counts = [0] * (depth + 1)
    total = pos.total()
    path: set[tuple] = {(pos.pits, pos.stores, pos.side)}
    is_oware = variant == "oware"
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")

    def visit(pits: tuple[int, ...], stores: tuple[int, int], side: int, d: int) -> None:
        # d = depth of this node's children.
        if d == depth and is_oware:
            # Bulk count at the last level: O5 is the only Oware legality test.
            opp_empty = not any(pits[p] for p in ROWS[1 - side])
            counts[d] += sum(1 for p in ROWS[side] if pits[p] and
                             (not opp_empty or _oware_pit_feeds(pits, side, p)))
            return
        for p in ROWS[side]:
            out = _try_move(variant, pits, stores, side, p)
            if out is None:
                continue
            counts[d] += 1
            if d == depth:
                continue
            board, new_stores = out[0], out[1]
            if is_oware and 2 * max(new_stores) > total:  # O7: leaf
                continue
            key = (tuple(board), new_stores, 1 - side)
            if key in path:  # O8 / Y10: leaf
                continue
            path.add(key)
            visit(key[0], new_stores, 1 - side, d + 1)
            path.remove(key)
            # O6 / Y9 need no test: a node without legal moves has no children.

    if depth >= 1:
        visit(pos.pits, pos.stores, pos.side, 1)
    return counts[1:]


# --------------------------------------------------------------------------
# Worked-examples checker
# --------------------------------------------------------------------------

# The worked examples of docs/rules.md in the form the tests read, found from
# this file so that the checker runs from any directory.
DEFAULT_EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                "crates", "oware-ayoayo", "tests", "fixtures", "rules-examples.md")

_RE_HEADER = re.compile(r"^##\s+(\S+)\s+\((\w+)\)\s*$")
_RE_START = re.compile(r"^- start: `([^`]+)`, legal: (.*)$")
_RE_MOVE = re.compile(
    r"^- `([A-Fa-f])` → `([^`]+)`; laps (\d+); captured (\d+) \(([^)]*)\); "
    r"grand slam (-|forfeited); over (true|false) \(([^)]*)\); legal next: (.*)$")
_RE_LAP = re.compile(r"^\s+- lap (\d+): lift pit (\d+) \((\d+) seeds\), sow ([\d ]*), end (\d+)\s*$")


def _letters(text: str) -> list[str]:
    text = text.strip()
    if text in ("none", ""):
        return []
    return [t.strip() for t in text.split(",")]


def parse_examples(path: str) -> list[dict]:
    """Parse a worked-examples file into a list of examples (name, variant, start, moves)."""
    examples: list[dict] = []
    cur = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if m := _RE_HEADER.match(line):
                cur = {"name": m.group(1), "variant": m.group(2), "start": None,
                       "start_legal": None, "moves": []}
                examples.append(cur)
            elif cur is None:
                continue
            elif m := _RE_START.match(line):
                cur["start"] = m.group(1)
                cur["start_legal"] = _letters(m.group(2))
            elif m := _RE_MOVE.match(line):
                caps = []
                if m.group(5) != "none":
                    for item in m.group(5).split(","):
                        mm = re.fullmatch(r"\s*pit (\d+): (\d+)\s*", item)
                        if not mm:
                            raise ValueError(f"bad capture list in {line!r}")
                        caps.append((int(mm.group(1)), int(mm.group(2))))
                cur["moves"].append({
                    "move": m.group(1), "position": m.group(2), "laps": int(m.group(3)),
                    "captured": int(m.group(4)), "captures": caps,
                    "grand_slam": m.group(6) == "forfeited", "over": m.group(7) == "true",
                    "reason": None if m.group(8) == "-" else m.group(8),
                    "legal_next": _letters(m.group(9)), "lap_traces": []})
            elif m := _RE_LAP.match(line):
                cur["moves"][-1]["lap_traces"].append(
                    (int(m.group(1)), int(m.group(2)), int(m.group(3)),
                     [int(x) for x in m.group(4).split()], int(m.group(5))))
            elif line.startswith("- "):
                raise ValueError(f"unparsed example line: {line!r}")
    return examples


def check_example(ex: dict) -> list[str]:
    """Replay one example; return a list of mismatch descriptions (empty = pass)."""
    errors = []
    start = parse_position(ex["start"])
    game = Game(ex["variant"], start)
    got = [move_letter(p) for p in game.legal()]
    if got != ex["start_legal"]:
        errors.append(f"start legal: expected {ex['start_legal']}, got {got}")
    if not ex["moves"]:
        errors.append("example has no moves")
    for i, mv in enumerate(ex["moves"], 1):
        where = f"ply {i} {mv['move']}"
        try:
            r = game.play(parse_move(mv["move"]))
        except IllegalMove as e:
            errors.append(f"{where}: illegal: {e}")
            break
        checks = [
            ("position", mv["position"], r.position.text()),
            ("laps", mv["laps"], len(r.laps)),
            ("captured", mv["captured"], r.captured),
            ("captures", mv["captures"], list(r.captures)),
            ("grand slam", mv["grand_slam"], r.grand_slam_forfeited),
            ("over", mv["over"], r.over),
            ("reason", mv["reason"], r.reason),
            ("legal next", mv["legal_next"], [move_letter(p) for p in r.legal_next]),
        ]
        for k, lap in enumerate(mv["lap_traces"]):
            n, origin, seeds, sown, end = lap
            got_lap = r.laps[n - 1] if n - 1 < len(r.laps) else None
            got_t = None if got_lap is None else (n, got_lap.origin, got_lap.seeds,
                                                  got_lap.sown, got_lap.end)
            checks.append((f"lap {n}", lap, got_t))
        for name, want, have in checks:
            if want != have:
                errors.append(f"{where}: {name}: expected {want!r}, got {have!r}")
    return errors


def cmd_examples(args) -> int:
    examples = parse_examples(args.path)
    failed = 0
    for ex in examples:
        errs = check_example(ex)
        status = "pass" if not errs else "FAIL"
        print(f"{status} {ex['name']} ({ex['variant']}, {len(ex['moves'])} plies)")
        for e in errs:
            print(f"    {e}")
        failed += bool(errs)
    print(f"{len(examples) - failed} passed, {failed} failed")
    return 1 if failed or not examples else 0


# --------------------------------------------------------------------------
# Random games and the differential test
# --------------------------------------------------------------------------


def ply_record(ply: int, r: MoveResult) -> dict:
    """One ply in the JSON shape shared with the Rust CLI's ``replay --json``."""
    return {
        "ply": ply,
        "move": move_letter(r.move),
        "position": r.position.text(),
        "legal": [move_letter(p) for p in r.legal_next],
        "over": r.over,
        "stores": list(r.position.stores),
        "reason": r.reason,
        "laps": len(r.laps),
        "captured": r.captured,
    }


def random_game(variant: str, rng: random.Random, start: Position = START,
                grand_slam_wins: bool = False) -> dict:
    """Play uniformly random legal moves until the game ends."""
    game = Game(variant, start, grand_slam_wins)
    plies = []
    moves = []
    while not game.over:
        legal = game.legal()
        if not legal:  # only possible if the start itself has no move
            break
        pit = rng.choice(legal)
        r = game.play(pit)
        moves.append(move_letter(pit))
        plies.append(ply_record(len(plies) + 1, r))
    return {"variant": variant, "start": start.text(), "moves": "".join(moves), "plies": plies}


def cmd_random_games(args) -> int:
    rng = random.Random(args.seed)
    start = parse_position(args.start) if args.start else START
    for _ in range(args.n):
        game = random_game(args.variant, rng, start, args.grand_slam_wins)
        print(json.dumps(game, separators=(",", ":")))
    return 0


DIFF_KEYS = ("ply", "move", "position", "legal", "over", "stores", "reason", "laps", "captured")


def cmd_diff(args) -> int:
    if not (os.path.isfile(args.cli) and os.access(args.cli, os.X_OK)):
        print(f"error: CLI binary not found or not executable: {args.cli}", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    start = parse_position(args.start) if args.start else START
    # Options beyond the brief's `replay --variant V --json MOVES`, passed only when used.
    extra = (["--from", start.text()] if args.start else []) + \
        (["--grand-slam-wins"] if args.grand_slam_wins else [])
    passed = failed = 0
    for g in range(args.n):
        game = random_game(args.variant, rng, start, args.grand_slam_wins)
        moves = game["moves"]
        if not moves:  # the start has no legal move: nothing to compare
            passed += 1
            continue
        proc = subprocess.run([args.cli, "replay", "--variant", args.variant, *extra, "--json",
                               moves], capture_output=True, text=True)
        problem = None
        if proc.returncode != 0:
            problem = f"exit status {proc.returncode}: {proc.stderr.strip()[:500]}"
        else:
            lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
            theirs = []
            for ln in lines:
                try:
                    theirs.append(json.loads(ln))
                except json.JSONDecodeError:
                    problem = f"not JSON: {ln[:200]!r}"
                    break
            if problem is None:
                for mine, other in zip(game["plies"], theirs):
                    for k in DIFF_KEYS:
                        if mine.get(k) != other.get(k):
                            problem = (f"ply {mine['ply']} ({mine['move']}) key {k}: "
                                       f"reference {json.dumps(mine.get(k))}, "
                                       f"cli {json.dumps(other.get(k))}")
                            break
                    if problem:
                        break
                if problem is None and len(theirs) != len(game["plies"]):
                    problem = (f"ply count: reference {len(game['plies'])}, "
                               f"cli {len(theirs)}")
        if problem:
            failed += 1
            print(f"FAIL game {g + 1} moves {moves}\n    {problem}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


# --------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------


def cmd_perft(args) -> int:
    pos = parse_position(args.position, allow_custom_total=args.custom) if args.position else START
    RELAY_STATS.update(max_finite_laps=0, max_finite_at=None, max_endless_laps=0,
                       max_endless_cycle=0, max_endless_at=None, endless_moves=0)
    t0 = time.perf_counter()
    if not args.timing:
        for d, n in enumerate(perft(args.variant, pos, args.depth), 1):
            print(f"depth {d} nodes {n}")
    else:
        # Iterative deepening, so that each depth gets its own time.
        for d in range(1, args.depth + 1):
            t = time.perf_counter()
            n = perft(args.variant, pos, d)[-1]
            now = time.perf_counter()
            print(f"depth {d} nodes {n}", flush=True)
            print(f"depth {d} seconds {now - t:.2f} (total {now - t0:.2f})", file=sys.stderr,
                  flush=True)
    if args.variant == "ayoayo" and args.timing:
        s = RELAY_STATS
        print(f"relay stats: longest finite relay {s['max_finite_laps']} laps; "
              f"longest endless detection {s['max_endless_laps']} laps "
              f"(cycle {s['max_endless_cycle']} laps); endless moves met {s['endless_moves']}",
              file=sys.stderr)
        for key in ("max_finite_at", "max_endless_at"):
            if s[key]:
                pits, pit = s[key]
                print(f"  {key}: pits {'-'.join(map(str, pits))} move {move_letter(pit)}",
                      file=sys.stderr)
    return 0


FIXTURE_SOURCE = ("tools/crosscheck/reference_rules.py "
                  "(independent Python implementation of docs/rules.md)")


def fixture_text(variant: str, pos: Position, depth: int, what: str) -> str:
    """A perft fixture file: comment header, variant, position, one line per depth."""
    command = f"perft {variant} {depth}" + ("" if pos == START else f" {pos.text()}")
    if variant == "ayoayo":
        leaf = ("A finished game (no legal move, repetition) is a leaf and is not expanded; "
                "endless relays (Y7) are illegal moves.")
    else:
        leaf = ("A finished game (majority, no legal move, repetition) is a leaf and is not "
                "expanded; grand slams (O4) are forfeited, not captured.")
    lines = [f"# Perft node counts for {variant.capitalize()} from {what}.",
             f"# Source: {FIXTURE_SOURCE}, {command}",
             f"# {leaf}",
             f"variant {variant}",
             f"position {pos.text()}"]
    lines += [f"depth {d} nodes {n}" for d, n in enumerate(perft(variant, pos, depth), 1)]
    return "\n".join(lines) + "\n"


def cmd_write_fixtures(args) -> int:
    """Write <variant>-start.perft and one <example-name>.perft per worked example."""
    os.makedirs(args.outdir, exist_ok=True)
    jobs = [(f"{v}-start", v, START, d, "the standard start")
            for v, d in (("oware", args.oware_depth), ("ayoayo", args.ayoayo_depth))]
    for ex in parse_examples(args.examples):
        jobs.append((ex["name"], ex["variant"], parse_position(ex["start"]), args.example_depth,
                     f"the start of example {ex['name']} of docs/rules.md"))
    for name, variant, pos, depth, what in jobs:
        path = os.path.join(args.outdir, f"{name}.perft")
        if os.path.exists(path) and not args.force:
            print(f"kept existing {path} (use --force to overwrite)")
            continue
        with open(path, "w", encoding="utf-8") as f:
            f.write(fixture_text(variant, pos, depth, what))
        print(f"wrote {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)

    p = sub.add_parser("examples", help="check every worked example of docs/rules.md")
    p.add_argument("path", nargs="?", default=DEFAULT_EXAMPLES)
    p.set_defaults(func=cmd_examples)

    p = sub.add_parser("perft", help="node counts at each depth")
    p.add_argument("variant", choices=VARIANTS)
    p.add_argument("depth", type=int)
    p.add_argument("position", nargs="?")
    p.add_argument("--custom", action="store_true", help="allow a seed total other than 48")
    p.add_argument("--timing", action="store_true", help="print timings and relay stats to stderr")
    p.set_defaults(func=cmd_perft)

    p = sub.add_parser("random-games", help="random games, one JSON line each")
    p.add_argument("variant", choices=VARIANTS)
    p.add_argument("n", type=int)
    p.add_argument("seed", type=int)
    p.add_argument("--start", help="start position (default: standard start)")
    p.add_argument("--grand-slam-wins", action="store_true", help="Oware: O4's optional variant")
    p.set_defaults(func=cmd_random_games)

    p = sub.add_parser("diff", help="differential test against the Rust CLI")
    p.add_argument("variant", choices=VARIANTS)
    p.add_argument("n", type=int)
    p.add_argument("seed", type=int)
    p.add_argument("--cli", required=True, help="path to the Rust CLI binary")
    p.add_argument("--start", help="start position, passed to the CLI as --from")
    p.add_argument("--grand-slam-wins", action="store_true",
                   help="Oware: O4's optional variant, passed to the CLI")
    p.set_defaults(func=cmd_diff)

    p = sub.add_parser("write-fixtures", help="write perft fixture files")
    p.add_argument("outdir")
    p.add_argument("--examples", default=DEFAULT_EXAMPLES)
    p.add_argument("--oware-depth", type=int, default=8)
    p.add_argument("--ayoayo-depth", type=int, default=7)
    p.add_argument("--example-depth", type=int, default=5)
    p.add_argument("--force", action="store_true", help="overwrite existing files")
    p.set_defaults(func=cmd_write_fixtures)

    args = ap.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
