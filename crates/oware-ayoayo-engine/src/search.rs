//! Negamax alpha-beta search with iterative deepening.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use oware_ayoayo::{game_tree, EndReason, Game, Outcome, Pit, PitSet, Player, Position, Rules};

use crate::endgame::EndgameTables;
use crate::eval::evaluate;
use crate::moves::{oware_can_move, MovePicker};
use crate::score::{final_score, is_final, Score, INFINITY};
use crate::table::{hash, Bound, Table};
use crate::time::{Progress, TimeBudget};

/// The longest line searched, main search and quiescence together.
const MAX_PLY: usize = 128;
/// How many plies of captures quiescence follows beyond the horizon.
const QUIESCENCE_PLIES: u32 = 8;
/// Quiet moves from this place in the move order on are reduced...
const REDUCE_FROM_MOVE: usize = 2;
/// ...at this remaining depth and more.
const REDUCE_FROM_DEPTH: i16 = 3;
/// Reduced moves from this place on are reduced a ply more...
const REDUCE_MORE_FROM_MOVE: usize = 3;
/// ...at this remaining depth and more.
const REDUCE_MORE_FROM_DEPTH: i16 = 6;
/// Oware nodes of a null window at this remaining depth or less...
const PRUNE_TO_DEPTH: i16 = 3;
/// ...whose evaluation beats beta by this much for each ply left, in
/// hundredths of a seed, are cut off without a search.
const PRUNE_MARGIN: Score = 150;
/// The shallowest remaining depth at which nodes use the table.
const TABLE_MIN_DEPTH: i16 = 2;
/// Nodes between two looks at the clock.
const CHECK_EVERY: u64 = 1024;

/// Where the search reads the time: a monotonic clock in milliseconds.
pub trait Clock {
    /// Milliseconds since some fixed moment.
    fn now_ms(&self) -> f64;
}

/// The standard library's monotonic clock. (In a browser, pass a clock
/// that reads `performance.now()`: `Instant` is not available there.)
pub struct StdClock(Instant);

impl StdClock {
    /// A clock counting from now.
    #[must_use]
    pub fn new() -> StdClock {
        StdClock(Instant::now())
    }
}

impl Default for StdClock {
    fn default() -> StdClock {
        StdClock::new()
    }
}

impl StdClock {
    /// Milliseconds since the clock was made.
    #[must_use]
    pub fn elapsed_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

impl Clock for StdClock {
    fn now_ms(&self) -> f64 {
        self.elapsed_ms()
    }
}

/// When to stop searching. With none set, the search goes to
/// [`Limits::MAX_DEPTH`]. A search always completes depth 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most nodes to visit; with no time limit the result is deterministic.
    pub nodes: Option<u64>,
    /// Milliseconds to think, never exceeded (less a small margin for
    /// answering). The search stops early when the result is proven or
    /// there is a single legal move; otherwise it thinks until the time is
    /// up, unless `unused_time_kept`.
    pub time_ms: Option<u64>,
    /// Whether time left unused is kept for later moves, as on a game
    /// clock: then another iteration starts only while one is likely to be
    /// worth it (see the `time` module). Time given for one move
    /// (`go movetime`, a level's) is lost if unused, and all of it is used.
    pub unused_time_kept: bool,
}

impl Limits {
    /// The deepest iteration the search ever starts.
    pub const MAX_DEPTH: u32 = 100;

    /// A search to `depth` plies.
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search of `ms` milliseconds.
    #[must_use]
    pub fn time_ms(ms: u64) -> Limits {
        Limits {
            time_ms: Some(ms),
            ..Limits::default()
        }
    }

    /// A search of at most `nodes` nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}

/// Where a search reads the time, and the flag that stops it from outside.
#[derive(Clone, Copy)]
struct Interrupts<'a> {
    clock: &'a dyn Clock,
    stop: Option<&'a AtomicBool>,
}

/// The outcome of a search (or of one of its iterations).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` when the game is over.
    pub best: Option<Pit>,
    /// Its score for the player to move, in hundredths of a seed; beyond
    /// ±[`WIN`](crate::WIN) when the search sees the game's end.
    pub score: Score,
    /// The last depth searched to the end.
    pub depth: u32,
    /// Nodes visited, quiescence included.
    pub nodes: u64,
    /// The line the search expects, starting with `best`.
    pub pv: Vec<Pit>,
}

/// A searcher with its transposition table and move-ordering memory,
/// reused across the moves of a game.
///
/// ```
/// use oware_ayoayo::{Game, Rules};
/// use oware_ayoayo_engine::{Limits, Searcher, StdClock};
///
/// let game = Game::new(Rules::OWARE);
/// let result = Searcher::new(16).search(&game, Limits::depth(6), &StdClock::new(), None);
/// assert!(game.legal_moves().contains(result.best.unwrap()));
/// assert_eq!(result.depth, 6);
/// ```
pub struct Searcher {
    table: Table,
    /// Cut-off counts by pit, for move ordering.
    history: [u32; 12],
    /// The last two quiet moves that caused a cut-off, by ply, the latest
    /// first: tried after captures, before the other quiet moves.
    killers: [[Option<Pit>; 2]; MAX_PLY],
    /// Positions since the last capture, game and line together, as keys.
    path: Vec<u128>,
    endgame: Option<Arc<EndgameTables>>,
    pv: Box<[[Option<Pit>; MAX_PLY]; MAX_PLY]>,
    pv_length: [usize; MAX_PLY],
    nodes: u64,
    node_limit: u64,
    deadline_ms: f64,
    /// The node count at which the clock is next read.
    next_clock_check: u64,
    /// Set once the search must stop; stays set until the next search.
    aborted: bool,
    /// The root moves searched to the end in the current iteration.
    root_moves_done: PitSet,
    may_abort: bool,
}

impl Searcher {
    /// A searcher whose table holds `2^table_bits` entries of 16 bytes.
    #[must_use]
    pub fn new(table_bits: u32) -> Searcher {
        Searcher {
            table: Table::new(table_bits),
            history: [0; 12],
            killers: [[None; 2]; MAX_PLY],
            path: Vec::new(),
            endgame: None,
            pv: Box::new([[None; MAX_PLY]; MAX_PLY]),
            pv_length: [0; MAX_PLY],
            nodes: 0,
            node_limit: u64::MAX,
            deadline_ms: f64::INFINITY,
            next_clock_check: CHECK_EVERY,
            aborted: false,
            root_moves_done: PitSet::EMPTY,
            may_abort: false,
        }
    }

    /// Lets the search score positions just after a capture from endgame
    /// tables instead of searching them.
    pub fn use_endgame_tables(&mut self, tables: Arc<EndgameTables>) {
        self.set_endgame_tables(Some(tables));
    }

    /// As [`use_endgame_tables`](Searcher::use_endgame_tables), or no
    /// tables: for a searcher kept from one game to another.
    pub fn set_endgame_tables(&mut self, tables: Option<Arc<EndgameTables>>) {
        self.endgame = tables;
    }

    /// Forgets everything learned, for a new game or a reproducible search.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history = [0; 12];
        self.killers = [[None; 2]; MAX_PLY];
    }

    /// Searches the current position of `game` within `limits`, or until
    /// `stop` is set. Returns the deepest completed iteration, or the best
    /// move of the iteration cut short when it beat that iteration's move
    /// (with the score it was searched to, and the completed depth).
    pub fn search(
        &mut self,
        game: &Game,
        limits: Limits,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
    ) -> SearchResult {
        self.search_with(game, limits, clock, stop, |_| {})
    }

    /// As [`search`](Searcher::search), calling `report` after every
    /// completed iteration (for `info` lines and progress).
    pub fn search_with(
        &mut self,
        game: &Game,
        limits: Limits,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
        mut report: impl FnMut(&SearchResult),
    ) -> SearchResult {
        let root = *game.position();
        let started = clock.now_ms();
        self.nodes = 0;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        let budget = limits
            .time_ms
            .map(|ms| TimeBudget::new(ms, limits.unused_time_kept));
        self.deadline_ms = budget.map_or(f64::INFINITY, |budget| started + budget.hard_ms);
        self.next_clock_check = CHECK_EVERY;
        self.aborted = false;
        self.path = history_since_capture(game);
        self.history.iter_mut().for_each(|h| *h /= 8);

        let mut result = match game.outcome() {
            Some(outcome) => {
                let score = outcome_score(&outcome, root.turn(), 0);
                return SearchResult {
                    best: None,
                    score,
                    depth: 0,
                    nodes: 0,
                    pv: Vec::new(),
                };
            }
            None => SearchResult {
                best: None,
                score: 0,
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            },
        };
        let max_depth = limits
            .depth
            .unwrap_or(Limits::MAX_DEPTH)
            .clamp(1, Limits::MAX_DEPTH);
        let forced = game.legal_moves().len() == 1;
        for depth in 1..=max_depth {
            self.may_abort = depth > 1;
            self.root_moves_done = PitSet::EMPTY;
            let interrupts = Interrupts { clock, stop };
            let score = self.node(&root, depth as i16, -INFINITY, INFINITY, 0, 0, interrupts);
            if self.aborted {
                // The root's best move so far, if the last iteration's move
                // (searched first) was searched to the end and another beat it.
                let best = self.pv[0][0];
                let compared = result
                    .best
                    .is_some_and(|last| self.root_moves_done.contains(last));
                if compared && best != result.best {
                    result.best = best;
                    result.score = score;
                    result.pv = self.root_pv();
                }
                break;
            }
            let previous = std::mem::replace(
                &mut result,
                SearchResult {
                    best: self.pv[0][0],
                    score,
                    depth,
                    nodes: self.nodes,
                    pv: self.root_pv(),
                },
            );
            report(&result);
            let proven = is_final(score) && (depth as usize) > result.pv.len() + 1;
            let deepest = depth as usize >= MAX_PLY - QUIESCENCE_PLIES as usize;
            if proven || deepest {
                break;
            }
            if let Some(budget) = budget {
                let progress = Progress {
                    best_changed: depth > 1 && previous.best != result.best,
                    score_drop: previous.score - score,
                };
                if forced || !budget.starts_iteration(clock.now_ms() - started, progress) {
                    break;
                }
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// The line found at the root, starting with its best move.
    fn root_pv(&self) -> Vec<Pit> {
        self.pv[0][..self.pv_length[0]]
            .iter()
            .flatten()
            .copied()
            .collect()
    }

    /// Whether the search must stop now: out of nodes, time, or told to.
    /// Once it must, it must until the search ends: every node then returns
    /// at once, and no score from the unfinished branches is used.
    fn out_of_budget(&mut self, interrupts: Interrupts<'_>) -> bool {
        if self.aborted || !self.may_abort {
            return self.aborted;
        }
        let stopped = interrupts
            .stop
            .is_some_and(|flag| flag.load(Ordering::Relaxed));
        let out_of_time = self.nodes >= self.next_clock_check && {
            self.next_clock_check = self.nodes + CHECK_EVERY;
            interrupts.clock.now_ms() >= self.deadline_ms
        };
        self.aborted = stopped || self.nodes >= self.node_limit || out_of_time;
        self.aborted
    }

    /// Searches `child`, the `order`-th move tried at its parent (`quiet`
    /// if it captured nothing), with principal variation search: the first
    /// move with the full window, the others with a null window, searched
    /// again only if they might be better. Late quiet moves (no capture)
    /// are first searched a ply shallower (late move reduction) from the
    /// third move of a node at depth 3 or more, and two plies shallower
    /// from the fourth move of a node at depth 6 or more.
    #[allow(clippy::too_many_arguments)]
    fn search_child(
        &mut self,
        child: &Position,
        quiet: bool,
        order: usize,
        depth: i16,
        alpha: Score,
        beta: Score,
        ply: usize,
        window: usize,
        interrupts: Interrupts<'_>,
    ) -> Score {
        let window = if quiet { window } else { self.path.len() };
        self.path.push(child.key());
        let search = |searcher: &mut Searcher, depth: i16, alpha: Score, beta: Score| {
            -searcher.node(child, depth, -beta, -alpha, ply + 1, window, interrupts)
        };
        // An aborted search's score means nothing: it is never searched again.
        let score = if order == 0 {
            search(self, depth - 1, alpha, beta)
        } else {
            let reduced = order >= REDUCE_FROM_MOVE && depth >= REDUCE_FROM_DEPTH && quiet;
            let reduced_more =
                reduced && order >= REDUCE_MORE_FROM_MOVE && depth >= REDUCE_MORE_FROM_DEPTH;
            let reduction = i16::from(reduced) + i16::from(reduced_more);
            let mut score = search(self, depth - 1 - reduction, alpha, alpha + 1);
            if reduced && score > alpha && !self.aborted {
                score = search(self, depth - 1, alpha, alpha + 1);
            }
            if score > alpha && score < beta && !self.aborted {
                score = search(self, depth - 1, alpha, beta);
            }
            score
        };
        self.path.pop();
        score
    }

    /// What the endgame tables prove of `position`, which must have no
    /// history since its last capture (see [`EndgameTables`]): the scores
    /// of the worst and best finished games its bounds allow, equal when
    /// they prove the value.
    fn table_bounds(&self, position: &Position, ply: usize) -> Option<(Score, Score)> {
        let bounds = self.endgame.as_ref()?.probe(position)?;
        let mover = position.turn();
        let own = *position.stores().get(mover);
        let theirs = *position.stores().get(mover.opponent());
        let on_board = position.total_seeds() as u8 - own - theirs;
        let finished = |net: i8| {
            let gain = ((on_board as i8 + net) / 2) as u8;
            final_score(own + gain, theirs + on_board - gain, ply)
        };
        Some((finished(bounds.lower), finished(bounds.upper)))
    }

    /// The tables' answer for `position` (as [`table_bounds`]) when it
    /// settles the window: a proven value, or a bound beyond the window.
    /// Bounds that do not settle it leave the position to be searched: the
    /// tables' estimate between them is coarser than the search's.
    ///
    /// [`table_bounds`]: Searcher::table_bounds
    fn table_cutoff(
        &self,
        position: &Position,
        alpha: Score,
        beta: Score,
        ply: usize,
    ) -> Option<Score> {
        settled(self.table_bounds(position, ply)?, alpha, beta)
    }

    /// The evaluation of `position`, when it beats `beta` by so much that
    /// the node is not searched (static null-window pruning, or "reverse
    /// futility pruning"): a null-window Oware node within
    /// [`PRUNE_TO_DEPTH`] plies of the horizon, whose evaluation exceeds
    /// `beta` by [`PRUNE_MARGIN`] for each ply left to it. The evaluation
    /// already counts the captures each side threatens. A side with no
    /// move is left to the search: its game ends (O5, O6). Ayoayo's
    /// evaluation is only the stores and rows, so its nodes are searched.
    fn pruned(
        position: &Position,
        depth: i16,
        alpha: Score,
        beta: Score,
        ply: usize,
    ) -> Option<Score> {
        let candidate = ply > 0
            && depth <= PRUNE_TO_DEPTH
            && beta - alpha == 1
            && !is_final(beta)
            && matches!(position.rules(), Rules::Oware { .. });
        if !candidate {
            return None;
        }
        let score = evaluate(position);
        (score - PRUNE_MARGIN * Score::from(depth) >= beta && oware_can_move(position))
            .then_some(score)
    }

    /// The score of the game ending in `position` for `reason`.
    fn end_score(position: &Position, reason: EndReason, ply: usize) -> Score {
        outcome_score(&position.outcome_for(reason), position.turn(), ply)
    }

    /// Whether the position at the end of the path occurred before in the
    /// game or on this line (O8, Y10). Only positions since the last capture
    /// (`path[window..]`) and with the same player to move can match.
    fn repeated(&self, window: usize) -> bool {
        let Some((current, earlier)) = self.path[window..].split_last() else {
            return false;
        };
        earlier
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|key| key == current)
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        position: &Position,
        depth: i16,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        window: usize,
        interrupts: Interrupts<'_>,
    ) -> Score {
        self.pv_length[ply] = 0;
        // Nodes next to the horizon are cheaper to search than to look up
        // in a table far bigger than the processor's caches. The lookup's
        // slot is fetched now, to arrive while the checks below run.
        let key_hash = (depth >= TABLE_MIN_DEPTH).then(|| hash(position.key()));
        if let Some(key_hash) = key_hash {
            self.table.prefetch(key_hash);
        }
        let after_capture = ply > 0 && window + 1 == self.path.len();
        if ply > 0 {
            if position.has_majority() {
                return Self::end_score(position, EndReason::Majority, ply);
            }
            if self.repeated(window) {
                return Self::end_score(position, EndReason::Repetition, ply);
            }
        }
        if depth <= 0 || ply + 1 >= MAX_PLY - QUIESCENCE_PLIES as usize {
            return self.quiesce(
                position,
                alpha,
                beta,
                ply,
                QUIESCENCE_PLIES,
                after_capture,
                interrupts,
            );
        }
        if after_capture {
            if let Some(score) = self.table_cutoff(position, alpha, beta, ply) {
                self.nodes += 1;
                return score;
            }
        }
        self.nodes += 1;
        if self.out_of_budget(interrupts) {
            return 0;
        }

        let mut table_move = None;
        if let Some(probe) = key_hash.and_then(|key_hash| self.table.probe(key_hash, ply)) {
            table_move = probe.best;
            if ply > 0 && probe.depth >= depth {
                let usable = match probe.bound {
                    Bound::Exact => true,
                    Bound::Lower => probe.score >= beta,
                    Bound::Upper => probe.score <= alpha,
                };
                if usable {
                    return probe.score;
                }
            }
        }

        if let Some(score) = Self::pruned(position, depth, alpha, beta, ply) {
            return score;
        }
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        // The table's move is tried before the others are even sown: it
        // often refutes the position on its own.
        let first = table_move.and_then(|pit| Some((pit, game_tree::sow(position, pit).ok()?)));
        let mut searched = 0;
        let mut rest: Option<MovePicker> = None;
        let killers: PitSet = self.killers[ply].iter().flatten().copied().collect();
        let picked = |rest: &mut Option<MovePicker>, history: &[u32; 12]| {
            rest.get_or_insert_with(|| MovePicker::new(position, table_move, false))
                .next(position, history, killers)
        };
        // Once the picker is in use (past the table's move, if any), the
        // move after the one being searched is sown ahead and its table
        // slot fetched, so that its lookup finds the slot in cache instead
        // of waiting for memory.
        let mut ahead = None;
        loop {
            let next = match (searched, first, ahead.take()) {
                (_, _, Some(next)) => next,
                (0, Some(first), None) => Some(first),
                _ => picked(&mut rest, &self.history),
            };
            let Some((pit, child)) = next else { break };
            if (searched > 0 || first.is_none()) && depth > TABLE_MIN_DEPTH {
                let after = picked(&mut rest, &self.history);
                if let Some((_, after)) = &after {
                    self.table.prefetch(hash(after.key()));
                }
                ahead = Some(after);
            }
            let quiet = child.stores() == position.stores();
            let score = self.search_child(
                &child, quiet, searched, depth, alpha, beta, ply, window, interrupts,
            );
            searched += 1;
            if self.aborted {
                // The root reports the best score of the moves it finished.
                return if ply == 0 { best_score } else { 0 };
            }
            if ply == 0 {
                self.root_moves_done.insert(pit);
            }
            if score > best_score {
                best_score = score;
                best_move = Some(pit);
                if score > alpha {
                    alpha = score;
                    self.pv[ply][0] = Some(pit);
                    let below = self.pv_length[ply + 1];
                    let (upper, lower) = self.pv.split_at_mut(ply + 1);
                    upper[ply][1..=below].copy_from_slice(&lower[0][..below]);
                    self.pv_length[ply] = below + 1;
                }
            }
            if alpha >= beta {
                self.history[pit.index()] += (depth as u32) * (depth as u32);
                if quiet && self.killers[ply][0] != Some(pit) {
                    self.killers[ply] = [Some(pit), self.killers[ply][0]];
                }
                break;
            }
        }
        if searched == 0 {
            return Self::end_score(position, EndReason::NoMoves, ply);
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if let Some(key_hash) = key_hash {
            self.table
                .store(key_hash, ply, depth, best_score, bound, best_move);
        }
        best_score
    }

    /// Follows captures beyond the horizon so that the evaluation is not
    /// taken in the middle of an exchange. The player to move may also
    /// "stand pat" on the static evaluation. `after_capture`: the position
    /// has no history since its last capture, so the endgame tables apply.
    #[allow(clippy::too_many_arguments)]
    fn quiesce(
        &mut self,
        position: &Position,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        plies_left: u32,
        after_capture: bool,
        interrupts: Interrupts<'_>,
    ) -> Score {
        self.nodes += 1;
        self.pv_length[ply] = 0;
        if self.out_of_budget(interrupts) {
            return 0;
        }
        if position.has_majority() {
            return Self::end_score(position, EndReason::Majority, ply);
        }
        let proven = if after_capture {
            self.table_bounds(position, ply)
        } else {
            None
        };
        if let Some(score) = proven.and_then(|bounds| settled(bounds, alpha, beta)) {
            return score;
        }
        // Most nodes here stand pat: for Oware, whether a move exists is
        // known without building the move picker.
        let mut picker = None;
        let can_move = match position.rules() {
            Rules::Oware { .. } => oware_can_move(position),
            Rules::Ayoayo => !picker
                .insert(MovePicker::new(position, None, true))
                .no_legal_move(),
        };
        if !can_move {
            return Self::end_score(position, EndReason::NoMoves, ply);
        }
        let mut stand_pat = evaluate(position);
        if let Some((lower, upper)) = proven {
            stand_pat = stand_pat.clamp(lower, upper);
        }
        if plies_left == 0 || stand_pat >= beta {
            return stand_pat;
        }
        let mut moves = picker.unwrap_or_else(|| MovePicker::new(position, None, true));
        alpha = alpha.max(stand_pat);
        let mut best = stand_pat;
        while let Some((_, child)) = moves.next(position, &self.history, PitSet::EMPTY) {
            if child.stores() == position.stores() {
                // An Oware grand slam, forfeited (O4): no capture after all.
                continue;
            }
            let score = -self.quiesce(
                &child,
                -beta,
                -alpha,
                ply + 1,
                plies_left - 1,
                true,
                interrupts,
            );
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }
}

/// The score that `(lower, upper)`, proven bounds on a position's score,
/// settle for the window (`alpha`, `beta`): the value when they meet, else
/// a bound beyond the window, if one is.
fn settled((lower, upper): (Score, Score), alpha: Score, beta: Score) -> Option<Score> {
    if lower == upper || lower >= beta {
        Some(lower)
    } else if upper <= alpha {
        Some(upper)
    } else {
        None
    }
}

/// The score of a finished game for `mover`, `ply` plies from the root.
fn outcome_score(outcome: &Outcome, mover: Player, ply: usize) -> Score {
    let own = *outcome.stores.get(mover);
    final_score(own, *outcome.stores.get(mover.opponent()), ply)
}

/// The keys of the game's positions since its last capture, oldest first,
/// ending with the current one: the positions a line can still repeat.
fn history_since_capture(game: &Game) -> Vec<u128> {
    let mut keys: Vec<u128> = game.since_capture().map(Position::key).collect();
    keys.reverse();
    keys.reserve(MAX_PLY);
    keys
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::WIN;
    use oware_ayoayo::{ByPlayer, Setup, Variant, PIT_COUNT};

    /// Every board of `seeds` seeds, 20 seeds in each store, South to move.
    fn positions(seeds: u8) -> Vec<Position> {
        fn fill(pits: &mut [u8; PIT_COUNT], at: usize, left: u8, out: &mut Vec<Position>) {
            if at + 1 == PIT_COUNT {
                pits[at] = left;
                let setup = Setup {
                    pits: *pits,
                    stores: ByPlayer::new(20, 20),
                    turn: Player::South,
                };
                out.push(Position::from_custom_setup(setup, Rules::OWARE).unwrap());
                return;
            }
            for here in 0..=left {
                pits[at] = here;
                fill(pits, at + 1, left - here, out);
            }
        }
        let mut out = Vec::new();
        fill(&mut [0; PIT_COUNT], 0, seeds, &mut out);
        out
    }

    fn board(rules: Rules, pits: [u8; PIT_COUNT], stores: (u8, u8)) -> Position {
        let setup = Setup {
            pits,
            stores: ByPlayer::new(stores.0, stores.1),
            turn: Player::South,
        };
        Position::from_custom_setup(setup, rules).unwrap()
    }

    #[test]
    fn only_null_windows_near_the_horizon_are_pruned_and_only_in_oware() {
        let ahead = [3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1];
        let position = board(Rules::OWARE, ahead, (20, 4));
        let score = evaluate(&position);
        assert!(score > 3 * PRUNE_MARGIN);
        let pruned = |position: &Position, depth: i16, alpha: Score, ply: usize| {
            Searcher::pruned(position, depth, alpha, alpha + 1, ply)
        };
        for depth in 1..=PRUNE_TO_DEPTH {
            assert_eq!(pruned(&position, depth, 0, 1), Some(score));
            let beta = score - PRUNE_MARGIN * Score::from(depth);
            assert_eq!(pruned(&position, depth, beta - 1, 1), Some(score));
            assert_eq!(pruned(&position, depth, beta, 1), None, "within the margin");
        }
        assert_eq!(pruned(&position, PRUNE_TO_DEPTH + 1, 0, 1), None);
        assert_eq!(pruned(&position, 1, 0, 0), None, "the root");
        assert_eq!(
            Searcher::pruned(&position, 1, -1, 1, 1),
            None,
            "a full window"
        );
        assert_eq!(pruned(&position, 1, WIN, 1), None, "a won game's bound");
        let ayoayo = board(Rules::AYOAYO, ahead, (20, 4));
        assert_eq!(pruned(&ayoayo, 1, 0, 1), None);

        // South cannot move, so the game ends (North takes its row: O6).
        let stuck = board(Rules::OWARE, [0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4], (24, 0));
        assert!(evaluate(&stuck) > 3 * PRUNE_MARGIN);
        assert_eq!(pruned(&stuck, 1, 0, 1), None);
    }

    #[test]
    fn table_bounds_settle_a_window_only_from_outside_it() {
        let tables = Arc::new(EndgameTables::build(Variant::Oware, 8));
        let mut searcher = Searcher::new(10);
        searcher.use_endgame_tables(Arc::clone(&tables));
        let boards = positions(8);
        let exact = |position: &&Position| tables.probe(position).unwrap().exact().is_some();
        let ply = 3;

        let open = boards.iter().find(|p| !exact(p)).unwrap();
        let (lower, upper) = searcher.table_bounds(open, ply).unwrap();
        assert!(lower < upper);
        assert_eq!(searcher.table_cutoff(open, lower - 1, upper + 1, ply), None);
        assert_eq!(
            searcher.table_cutoff(open, lower - 100, lower, ply),
            Some(lower)
        );
        assert_eq!(
            searcher.table_cutoff(open, upper, upper + 100, ply),
            Some(upper)
        );

        let proven = boards.iter().find(exact).unwrap();
        let (value, same) = searcher.table_bounds(proven, ply).unwrap();
        assert_eq!(value, same);
        assert!(is_final(value));
        assert_eq!(
            searcher.table_cutoff(proven, -INFINITY, INFINITY, ply),
            Some(value)
        );
    }
}
