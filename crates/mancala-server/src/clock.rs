//! A game's two clocks (docs/live-protocol.md, "Clocks"): each side's time
//! left, one of them running, a move punching it over to the other.

use tokio::time::{Duration, Instant};

use crate::protocol::{ClockSettings, Side, Sides};

/// The two clocks of a timed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    settings: ClockSettings,
    /// Each side's time left, in milliseconds, when its clock last stopped
    /// (the running side's: when it started).
    left: Sides<u64>,
    /// The side whose clock runs, and since when.
    running: Option<(Side, Instant)>,
}

/// A clock ran out: its side lost on time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flagged(pub Side);

impl Clocks {
    /// Clocks at the settings' starting time, stopped.
    #[must_use]
    pub fn new(settings: ClockSettings) -> Clocks {
        Clocks::restore(
            settings,
            Sides {
                south: settings.initial,
                north: settings.initial,
            },
        )
    }

    /// Stopped clocks showing `left`.
    #[must_use]
    pub fn restore(settings: ClockSettings, left: Sides<u64>) -> Clocks {
        Clocks {
            settings,
            left,
            running: None,
        }
    }

    /// The time control.
    #[must_use]
    pub fn settings(&self) -> ClockSettings {
        self.settings
    }

    /// Starts `side`'s clock at `now` (stopping the other's without charging it).
    pub fn start(&mut self, side: Side, now: Instant) {
        self.running = Some((side, now));
    }

    /// The side whose clock runs.
    #[must_use]
    pub fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// Each side's time left at `now`.
    #[must_use]
    pub fn left_at(&self, now: Instant) -> Sides<u64> {
        let mut left = self.left;
        if let Some((side, since)) = self.running {
            let spent = millis(now.saturating_duration_since(since));
            let clock = left.get_mut(side);
            *clock = clock.saturating_sub(spent);
        }
        left
    }

    /// When the running clock reaches zero.
    #[must_use]
    pub fn deadline(&self) -> Option<Instant> {
        self.running
            .map(|(side, since)| since + Duration::from_millis(*self.left.get(side)))
    }

    /// The side whose clock has run out at `now`, if any.
    #[must_use]
    pub fn flagged_at(&self, now: Instant) -> Option<Flagged> {
        let (side, _) = self.running?;
        (*self.left_at(now).get(side) == 0).then_some(Flagged(side))
    }

    /// `side` moved at `now`: its time spent is taken off, the increment
    /// added, and the opponent's clock started. Fails, changing nothing, if
    /// `side`'s time ran out first.
    pub fn punch(&mut self, side: Side, now: Instant) -> Result<(), Flagged> {
        if let Some(flagged) = self.flagged_at(now) {
            return Err(flagged);
        }
        let mut left = self.left_at(now);
        *left.get_mut(side) += self.settings.increment;
        self.left = left;
        self.running = Some((side.opponent(), now));
        Ok(())
    }

    /// Stops both clocks at `now`, keeping the time they show.
    pub fn stop(&mut self, now: Instant) {
        self.left = self.left_at(now);
        self.running = None;
    }
}

/// A duration in whole milliseconds.
fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIVE_PLUS_THREE: ClockSettings = ClockSettings {
        initial: 300_000,
        increment: 3_000,
    };

    #[test]
    fn a_move_takes_its_time_and_adds_the_increment() {
        let t0 = Instant::now();
        let mut clocks = Clocks::new(FIVE_PLUS_THREE);
        clocks.start(Side::South, t0);
        clocks
            .punch(Side::South, t0 + Duration::from_millis(10_500))
            .unwrap();
        assert_eq!(clocks.running(), Some(Side::North));
        let later = t0 + Duration::from_millis(12_500);
        assert_eq!(
            clocks.left_at(later),
            Sides {
                south: 300_000 - 10_500 + 3_000,
                north: 300_000 - 2_000
            }
        );
        assert_eq!(
            clocks.deadline(),
            Some(t0 + Duration::from_millis(10_500 + 300_000))
        );
    }

    #[test]
    fn a_move_after_the_flag_is_refused_and_changes_nothing() {
        let t0 = Instant::now();
        let mut clocks = Clocks::new(ClockSettings {
            initial: 1_000,
            increment: 0,
        });
        clocks.start(Side::South, t0);
        let before = clocks;
        let late = t0 + Duration::from_millis(1_000);
        assert_eq!(clocks.punch(Side::South, late), Err(Flagged(Side::South)));
        assert_eq!(clocks, before);
        assert_eq!(clocks.flagged_at(late), Some(Flagged(Side::South)));
        assert_eq!(clocks.flagged_at(t0 + Duration::from_millis(999)), None);
    }

    #[test]
    fn stopped_clocks_keep_their_time() {
        let t0 = Instant::now();
        let mut clocks = Clocks::new(FIVE_PLUS_THREE);
        clocks.start(Side::South, t0);
        clocks.stop(t0 + Duration::from_millis(4_000));
        assert_eq!(clocks.running(), None);
        assert_eq!(clocks.deadline(), None);
        let much_later = t0 + Duration::from_secs(3_600);
        assert_eq!(clocks.left_at(much_later).south, 296_000);
    }
}
