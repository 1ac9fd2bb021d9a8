#!/usr/bin/env python3
"""Sparring matches: our engine (``mancala uci``) against OpenSpiel's MCTS bot.

Plays Oware (Abapa) games between this project's engine, driven through its
UCI-like protocol, and OpenSpiel's C++ MCTS bot::

    pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(1, seed),
                    2.0, simulations, 1000, True, seed, False)
    # game, evaluator, uct_c, max_simulations, max_memory_mb, solve, seed,
    # verbose

Uses only the standard library and ``pyspiel`` (PyPI ``open-spiel``, tested
with 2.0.2); it imports nothing from this repository.

Referee
-------
OpenSpiel's state is the referee. Every move, ours included, is checked
against ``state.legal_actions()`` and applied to the pyspiel state; the game
ends when OpenSpiel says so and the result comes from ``state.returns()``.
Final stores are OpenSpiel's scores: after a 25+ majority OpenSpiel also
sweeps each row into its owner's store (docs/rules.md O7 keeps the pits), so the
seed margins include those swept seeds; the winner is the same either way.
An illegal move from our engine (a bug) forfeits the game: it counts as a
loss and its margin is left out of the margin statistics. A game reaching
OpenSpiel's 1000-ply cap is adjudicated by the current stores (never seen in
practice: the repetition rule O8 ends cycles).

Conventions (see tools/crosscheck/openspiel_oware.py)
-----------------------------------------------------
OpenSpiel player 0 = our South (moves first), player 1 = North. Action ``k``
of player ``p`` plays pit ``6p + k``: letters ``ABCDEF`` (South) and
``abcdef`` (North). Our engine is told the whole game each turn with
``position startpos moves <letters>`` (opening plies included) and
``go movetime MS``; we read until ``bestmove``.

Match schedule
--------------
Games come in pairs with the same opening: in the first game of a pair our
engine is South, in the second North. An opening is ``--opening-plies`` random
legal plies from the start (``random.Random`` seeded from ``--seed`` and the
pair number), so the match is reproducible up to the engine's timing. The
MCTS bot is created afresh for every game with a seed derived from ``--seed``
and the game number. Our engine gets ``ucinewgame`` before each game.

Fairness and timing
-------------------
Our engine searches for ``--movetime`` milliseconds of *wall-clock* time,
whereas the MCTS bot is limited by a simulation count, not by time. So the
engine's strength depends on the CPU it actually gets and the bot's does not.
With ``--jobs 1`` (the default, and the reference setting) one game runs at a
time and the two players never think at the same time: our engine's movetime
is real time on one otherwise quiet core (this machine has 2 cores), provided
nothing else heavy runs on the machine. ``--jobs J`` > 1 runs J games in
parallel worker processes (each with its own engine), which is faster but makes
the players of different games compete for the cores; with J >= the number of
cores our engine's results become pessimistic. To make contention visible,
the summary prints our engine's CPU share (CPU seconds of the engine process /
wall seconds while it was thinking, read from /proc; ~100% means it had a
core to itself). Reported times per move are wall-clock seconds measured
around ``go``/``bestmove`` for our engine and around ``MCTSBot.step`` for the
bot.

Output
------
A header (settings, versions), one line per game as it finishes (flushed):
game number, our side, the opening, the result for our engine, final stores
(South-North and ours-theirs), plies, seconds; then a summary: W/D/L for our
engine, score % = (W + D/2)/N, the mean seed margin (ours - theirs) with a 95%
confidence interval (normal approximation over games), results by our side,
and the mean seconds per move of each side.

Example::

    python3 tools/sparring/openspiel_match.py --games 50 --movetime 500 \\
        --simulations 10000 --seed 1
"""

import argparse
import concurrent.futures
import math
import multiprocessing.util
import os
import queue
import random
import subprocess
import sys
import threading
import time

import pyspiel

SOUTH_LETTERS = "ABCDEF"
NORTH_LETTERS = "abcdef"
SIDE_NAMES = ("S", "N")
# The release CLI of this checkout (build it with
# `cargo build --release -p mancala-cli`).
DEFAULT_ENGINE = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "target", "release", "mancala"
)


# --------------------------------------------------------------------------
# Notation helpers
# --------------------------------------------------------------------------

def action_to_letter(player, action):
    """OpenSpiel (player, action 0..5) -> our pit letter."""
    return (SOUTH_LETTERS if player == 0 else NORTH_LETTERS)[action]


def letter_to_action(player, letter):
    """Our pit letter -> OpenSpiel action for `player`, or None if not theirs."""
    letters = SOUTH_LETTERS if player == 0 else NORTH_LETTERS
    if len(letter) != 1 or letter not in letters:
        return None
    return letters.index(letter)


def scores_of(state):
    """[south, north] stores from OpenSpiel's observation string.

    ``observation_string`` is ``"<player> | <score0> <score1> | <12 seeds>"``.
    """
    return [int(x) for x in state.observation_string(0).split("|")[1].split()]


# --------------------------------------------------------------------------
# Our engine over UCI
# --------------------------------------------------------------------------

class EngineError(RuntimeError):
    """The engine died, hung or answered something unexpected."""


class UciEngine:
    """One long-lived ``mancala uci`` subprocess.

    A reader thread moves stdout lines into a queue so that every read can
    time out instead of hanging the match on a stuck engine.
    """

    def __init__(self, path, variant):
        self.path = path
        self.proc = subprocess.Popen(
            [path, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.name = "?"
        self.send("uci")
        for line in self._until("uciok", 10.0):
            if line.startswith("id name "):
                self.name = line[len("id name "):]
        self.send("setoption name Variant value %s" % variant)
        self.ready()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)  # EOF

    def send(self, command):
        try:
            self.proc.stdin.write(command + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as error:
            raise EngineError("engine stdin closed (%s)" % error) from error

    def _until(self, prefix, timeout):
        """Yields lines up to and including the first starting with `prefix`."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            try:
                line = self.lines.get(timeout=max(remaining, 0.0))
            except queue.Empty:
                raise EngineError("no %r from the engine within %.1f s"
                                  % (prefix, timeout)) from None
            if line is None:
                raise EngineError("engine exited (status %s) while waiting "
                                  "for %r" % (self.proc.poll(), prefix))
            yield line
            if line == prefix or line.startswith(prefix + " "):
                return

    def ready(self):
        self.send("isready")
        for _ in self._until("readyok", 30.0):
            pass

    def new_game(self):
        self.send("ucinewgame")
        self.ready()

    def cpu_seconds(self):
        """User+system CPU seconds used so far by the engine (None if unknown)."""
        try:
            with open("/proc/%d/stat" % self.proc.pid) as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
            # After the ")" of comm: field 3 is state, utime/stime are 14/15.
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None

    def best_move(self, moves, movetime_ms):
        """Sends the game so far and ``go movetime``; returns the bestmove token.

        If no ``bestmove`` arrives within a generous margin, sends ``stop``
        and waits a little longer before giving up.
        """
        self.send("position startpos moves %s" % moves if moves
                  else "position startpos")
        self.send("go movetime %d" % movetime_ms)
        margin = 5.0 + 2.0 * movetime_ms / 1000.0
        try:
            lines = list(self._until("bestmove", movetime_ms / 1000.0 + margin))
        except EngineError:
            if self.proc.poll() is not None:
                raise
            self.send("stop")
            lines = list(self._until("bestmove", 10.0))
        tokens = lines[-1].split()
        if len(tokens) < 2:
            raise EngineError("malformed line %r" % lines[-1])
        return tokens[1]

    def close(self):
        if self.proc.poll() is None:
            try:
                self.send("quit")
                self.proc.wait(timeout=5)
            except (EngineError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()


# --------------------------------------------------------------------------
# One game
# --------------------------------------------------------------------------

def make_opening(game, seed, pair, plies):
    """`plies` random legal plies from the start, seeded by (seed, pair).

    Returns the actions as [(player, action)]. An opening that would end the
    game (impossible for small `plies`) is redrawn.
    """
    rng = random.Random("opening-%d-%d" % (seed, pair))
    while True:
        state = game.new_initial_state()
        actions = []
        for _ in range(plies):
            if state.is_terminal():
                break
            player = state.current_player()
            action = rng.choice(state.legal_actions())
            actions.append((player, action))
            state.apply_action(action)
        if not state.is_terminal():
            return actions


def bot_seed(seed, number):
    """The MCTS seed of game `number` (also used for its rollout evaluator)."""
    return (seed * 1000003 + number * 7919) % (2 ** 31 - 1)


def play_game(game, engine, config, number, ours, opening):
    """Plays game `number` with our engine as player `ours` (0 South, 1 North).

    Returns a dict describing the game (see `format_game`).
    """
    started = time.monotonic()
    seed = bot_seed(config.seed, number)
    bot = pyspiel.MCTSBot(game, pyspiel.RandomRolloutEvaluator(1, seed),
                          2.0, config.simulations, 1000, True, seed, False)
    engine.new_game()
    state = game.new_initial_state()
    letters = []
    for player, action in opening:
        letters.append(action_to_letter(player, action))
        state.apply_action(action)
    record = {"number": number, "ours": ours, "opening": "".join(letters),
              "forfeit": None, "truncated": False,
              "our_moves": 0, "our_seconds": 0.0, "our_cpu": 0.0,
              "our_cpu_known": True,
              "bot_moves": 0, "bot_seconds": 0.0}
    while not state.is_terminal():
        if state.move_number() >= game.max_game_length():
            record["truncated"] = True
            break
        player = state.current_player()
        if player == ours:
            cpu_before = engine.cpu_seconds()
            tick = time.monotonic()
            token = engine.best_move("".join(letters), config.movetime)
            record["our_seconds"] += time.monotonic() - tick
            cpu_after = engine.cpu_seconds()
            if cpu_before is None or cpu_after is None:
                record["our_cpu_known"] = False
            else:
                record["our_cpu"] += cpu_after - cpu_before
            record["our_moves"] += 1
            action = letter_to_action(player, token)
            if action is None or action not in state.legal_actions():
                record["forfeit"] = token
                break
        else:
            tick = time.monotonic()
            action = bot.step(state)
            record["bot_seconds"] += time.monotonic() - tick
            record["bot_moves"] += 1
            if action not in state.legal_actions():  # cannot happen; be safe
                raise RuntimeError("MCTS bot played illegal action %r" % action)
        letters.append(action_to_letter(player, action))
        state.apply_action(action)

    stores = scores_of(state)
    if record["forfeit"] is not None:
        outcome = -1
    elif record["truncated"]:
        outcome = (stores[ours] > stores[1 - ours]) - (stores[ours] < stores[1 - ours])
    else:
        returns = state.returns()
        outcome = (returns[ours] > 0) - (returns[ours] < 0)
    record.update({
        "outcome": outcome,  # +1 win, 0 draw, -1 loss for our engine
        "stores": stores,
        "margin": None if record["forfeit"] is not None
                  else stores[ours] - stores[1 - ours],
        "plies": len(letters),
        "moves": "".join(letters),
        "seconds": time.monotonic() - started,
    })
    return record


def format_game(r):
    """One output line for a finished game."""
    result = {1: "win", 0: "draw", -1: "loss"}[r["outcome"]]
    if r["forfeit"] is not None:
        result += " (forfeit: illegal move %r)" % r["forfeit"]
    elif r["truncated"]:
        result += " (adjudicated at ply cap)"
    return ("game %3d  ours %s  opening %-4s  %-4s  stores %2d-%-2d (%+3s)  "
            "plies %3d  %6.1f s  moves %s"
            % (r["number"], SIDE_NAMES[r["ours"]], r["opening"] or "-",
               result, r["stores"][0], r["stores"][1],
               "?" if r["margin"] is None else "%+d" % r["margin"],
               r["plies"], r["seconds"], r["moves"]))


# --------------------------------------------------------------------------
# Scheduling (in-process for --jobs 1, worker processes otherwise)
# --------------------------------------------------------------------------

def schedule(config, game):
    """[(number, ours, opening)] for all games, in order."""
    tasks = []
    for number in range(1, config.games + 1):
        pair = (number - 1) // 2
        opening = make_opening(game, config.seed, pair, config.opening_plies)
        tasks.append((number, (number - 1) % 2, opening))
    return tasks


_WORKER = {}


def _worker_init(config):
    """Per-worker setup for --jobs > 1: its own game and engine process."""
    engine = UciEngine(config.engine, config.variant)
    _WORKER["game"] = pyspiel.load_game(config.variant)
    _WORKER["engine"] = engine
    _WORKER["config"] = config
    multiprocessing.util.Finalize(engine, engine.close, exitpriority=10)


def _worker_play(task):
    number, ours, opening = task
    return play_game(_WORKER["game"], _WORKER["engine"], _WORKER["config"],
                     number, ours, opening)


def run_games(config, game, tasks):
    """Yields finished game records (in completion order for --jobs > 1)."""
    if config.jobs <= 1:
        engine = UciEngine(config.engine, config.variant)
        try:
            for number, ours, opening in tasks:
                yield play_game(game, engine, config, number, ours, opening)
        finally:
            engine.close()
        return
    with concurrent.futures.ProcessPoolExecutor(
            max_workers=config.jobs, initializer=_worker_init,
            initargs=(config,)) as pool:
        futures = [pool.submit(_worker_play, task) for task in tasks]
        for future in concurrent.futures.as_completed(futures):
            yield future.result()


# --------------------------------------------------------------------------
# Summary
# --------------------------------------------------------------------------

def mean_ci(values):
    """(mean, half-width of a 95% normal-approximation CI) or (None, None)."""
    n = len(values)
    if n == 0:
        return None, None
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(variance / n)


def wdl(records):
    wins = sum(1 for r in records if r["outcome"] > 0)
    draws = sum(1 for r in records if r["outcome"] == 0)
    losses = sum(1 for r in records if r["outcome"] < 0)
    return wins, draws, losses


def summarize(config, records):
    n = len(records)
    lines = ["", "summary: %d games, ours = %s at movetime %d ms, "
             "theirs = OpenSpiel MCTS %d simulations"
             % (n, config.engine_name, config.movetime, config.simulations)]
    if n == 0:
        return lines
    wins, draws, losses = wdl(records)
    points = [1.0 if r["outcome"] > 0 else 0.5 if r["outcome"] == 0 else 0.0
              for r in records]
    score, score_ci = mean_ci(points)
    lines.append("  ours: W %d  D %d  L %d   score %.1f%% (95%% CI +-%.1f)"
                 % (wins, draws, losses, 100 * score, 100 * score_ci))
    margins = [r["margin"] for r in records if r["margin"] is not None]
    margin, margin_ci = mean_ci(margins)
    if margin is not None:
        lines.append("  seed margin (ours - theirs, final stores): mean %+.2f, "
                     "95%% CI [%+.2f, %+.2f] (n=%d)"
                     % (margin, margin - margin_ci, margin + margin_ci,
                        len(margins)))
    for side in (0, 1):
        subset = [r for r in records if r["ours"] == side]
        if subset:
            w, d, l = wdl(subset)
            sub_margin, _ = mean_ci([r["margin"] for r in subset
                                     if r["margin"] is not None])
            lines.append("  ours as %s: W %d D %d L %d, mean margin %s"
                         % ("South" if side == 0 else "North", w, d, l,
                            "?" if sub_margin is None else "%+.2f" % sub_margin))
    forfeits = sum(1 for r in records if r["forfeit"] is not None)
    truncated = sum(1 for r in records if r["truncated"])
    if forfeits or truncated:
        lines.append("  forfeits by illegal move: %d, adjudicated at ply cap: %d"
                     % (forfeits, truncated))
    our_moves = sum(r["our_moves"] for r in records)
    bot_moves = sum(r["bot_moves"] for r in records)
    our_seconds = sum(r["our_seconds"] for r in records)
    bot_seconds = sum(r["bot_seconds"] for r in records)
    cpu_note = ""
    if all(r["our_cpu_known"] for r in records) and our_seconds > 0:
        cpu_note = ", engine CPU share %.0f%%" % (
            100 * sum(r["our_cpu"] for r in records) / our_seconds)
    lines.append("  seconds per move: ours %.3f (%d moves%s), MCTS bot %.3f "
                 "(%d moves)"
                 % (our_seconds / max(our_moves, 1), our_moves, cpu_note,
                    bot_seconds / max(bot_moves, 1), bot_moves))
    lines.append("  mean plies per game %.1f, wall seconds %.0f"
                 % (sum(r["plies"] for r in records) / n, config.wall))
    return lines


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------

def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Match our engine (mancala uci) against OpenSpiel's MCTS "
                    "bot, with OpenSpiel as referee.")
    parser.add_argument("--games", type=int, default=50,
                        help="number of games (played in pairs, sides swapped; "
                             "default 50)")
    parser.add_argument("--opening-plies", type=int, default=2,
                        help="random legal plies before play starts, same for "
                             "both games of a pair (default 2)")
    parser.add_argument("--movetime", type=int, default=500,
                        help="our engine's wall-clock ms per move (default 500)")
    parser.add_argument("--simulations", type=int, default=10000,
                        help="MCTS simulations per move (default 10000)")
    parser.add_argument("--seed", type=int, default=0,
                        help="seed for openings and MCTS bots (default 0)")
    parser.add_argument("--engine", default=DEFAULT_ENGINE,
                        help="path to our mancala binary (default %s)"
                             % DEFAULT_ENGINE)
    parser.add_argument("--jobs", type=int, default=1,
                        help="games in parallel (default 1; >1 makes the "
                             "players compete for CPU, see module doc)")
    parser.add_argument("--variant", default="oware", choices=["oware"],
                        help="only oware: OpenSpiel has no Ayoayo")
    args = parser.parse_args(argv)
    if args.games < 1 or args.movetime < 1 or args.simulations < 1 \
            or args.jobs < 1 or args.opening_plies < 0:
        parser.error("--games, --movetime, --simulations, --jobs must be "
                     ">= 1 and --opening-plies >= 0")
    return args


def main(argv=None):
    config = parse_args(argv)
    game = pyspiel.load_game(config.variant)
    # Identify the engine once (and fail early if it does not start).
    probe = UciEngine(config.engine, config.variant)
    config.engine_name = probe.name
    probe.close()
    try:
        stat = os.stat(config.engine)
        built = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(stat.st_mtime))
    except OSError:
        built = "?"
    try:
        from importlib.metadata import version
        spiel_version = version("open_spiel")
    except Exception:  # pylint: disable=broad-except
        spiel_version = "?"
    print("openspiel_match: %s games, opening plies %d, seed %d, jobs %d, "
          "variant %s" % (config.games, config.opening_plies, config.seed,
                          config.jobs, config.variant))
    print("  ours:   %s (%s, modified %s), go movetime %d"
          % (config.engine_name, config.engine, built, config.movetime))
    print("  theirs: open-spiel %s MCTSBot(uct_c 2.0, %d simulations, "
          "RandomRolloutEvaluator(1 rollout), solve True)"
          % (spiel_version, config.simulations))
    print("  nice %d, %d CPUs, started %s"
          % (os.nice(0), os.cpu_count() or 0, time.strftime("%Y-%m-%d %H:%M:%S")),
          flush=True)

    started = time.monotonic()
    records = []
    try:
        for record in run_games(config, game, schedule(config, game)):
            records.append(record)
            print(format_game(record), flush=True)
    except KeyboardInterrupt:
        print("interrupted: summary of the %d finished games" % len(records))
    config.wall = time.monotonic() - started
    records.sort(key=lambda r: r["number"])
    print("\n".join(summarize(config, records)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
