//! The sequential probability ratio test of `mancala match --sprt`: is A
//! stronger than B by `elo1` Elo (H1) rather than by `elo0` (H0)? Games are
//! counted in pairs (the same opening, sides swapped), by the pentanomial
//! model: the five possible scores of a pair, 0, ½, 1, 1½ or 2 points,
//! which removes the opening's bias from the variance.

use std::fmt;

/// The hypotheses and error rates of a test.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    elo0: f64,
    elo1: f64,
    alpha: f64,
    beta: f64,
}

/// What the test concludes after some pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A is not `elo1` stronger: H0 accepted (LLR at or below the lower bound).
    H0,
    /// A is stronger: H1 accepted (LLR at or above the upper bound).
    H1,
    /// More games are needed.
    Continue,
}

impl Sprt {
    /// Reads `elo0=E0,elo1=E1,alpha=A,beta=B`; each key may be left out
    /// (defaults 0, 10, 0.05, 0.05) but not repeated.
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let mut sprt = Sprt {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
        };
        let mut seen = Vec::new();
        for part in text.split(',') {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("--sprt expects KEY=VALUE pairs, not {part:?}"))?;
            let number: f64 = value
                .parse()
                .ok()
                .filter(|n: &f64| n.is_finite())
                .ok_or_else(|| format!("--sprt {key} needs a number, not {value:?}"))?;
            if seen.contains(&key) {
                return Err(format!("--sprt gives {key} twice"));
            }
            seen.push(key);
            match key {
                "elo0" => sprt.elo0 = number,
                "elo1" => sprt.elo1 = number,
                "alpha" => sprt.alpha = number,
                "beta" => sprt.beta = number,
                _ => {
                    return Err(format!(
                        "--sprt keys are elo0, elo1, alpha and beta, not {key:?}"
                    ))
                }
            }
        }
        if !(sprt.elo0 < sprt.elo1 && sprt.elo0.abs() < 1000.0 && sprt.elo1.abs() < 1000.0) {
            return Err("--sprt needs elo0 < elo1, both within ±1000".into());
        }
        if ![sprt.alpha, sprt.beta].iter().all(|p| *p > 0.0 && *p < 0.5) {
            return Err("--sprt alpha and beta are error rates above 0 and below 0.5".into());
        }
        Ok(sprt)
    }

    /// The LLR bounds (lower, upper): ln(β/(1−α)) and ln((1−β)/α) (Wald).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 given `pairs`, by the
    /// generalized SPRT's normal approximation:
    ///
    /// LLR = N (s1 − s0) (2μ − s0 − s1) / (2σ²)
    ///
    /// where N is the number of pairs, μ and σ² the mean and variance of a
    /// pair's score (its points / 2, from 0 to 1), and s0, s1 the expected
    /// scores of the logistic model at elo0 and elo1, s = 1 / (1 + 10^(−elo/400)).
    /// Source: Michel Van den Bergh's note on approximating the GSPRT
    /// (hardy.uhasselt.be/Toga/GSPRT_approximation.pdf), as Fishtest computes
    /// it (`LLR_alt2` in its `stat_util.py`). Until the pairs differ (σ² = 0)
    /// the ratio is taken as 0, no evidence: the approximation needs a
    /// variance, and inventing one would let a single pair decide.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        let (mean, variance) = pairs.mean_and_variance();
        if variance.is_nan() || variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        pairs.pairs() as f64 * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// Whether the test has ended after `pairs`.
    pub fn verdict(&self, pairs: &Pentanomial) -> Verdict {
        let llr = self.llr(pairs);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

impl fmt::Display for Sprt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "elo0={} elo1={} alpha={} beta={}",
            self.elo0, self.elo1, self.alpha, self.beta
        )
    }
}

/// The expected score at `elo` in the logistic model.
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference at expected score `score` (infinite at 0 and 1).
fn elo_of_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// Pairs of games counted by A's points in the pair: 0, ½, 1, 1½, 2.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial {
    counts: [u32; 5],
}

impl Pentanomial {
    /// Counts of pairs scoring 0, ½, 1, 1½ and 2 points.
    #[cfg(test)]
    pub fn from_counts(counts: [u32; 5]) -> Pentanomial {
        Pentanomial { counts }
    }

    /// Adds a pair in which A scored `half_points` half-points (0 to 4).
    pub fn add(&mut self, half_points: usize) {
        self.counts[half_points] += 1;
    }

    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// Mean and variance of a pair's score (NaN for no pairs).
    fn mean_and_variance(&self) -> (f64, f64) {
        let counts = self.counts.map(f64::from);
        let total: f64 = counts.iter().sum();
        let value = |index: usize| index as f64 / 4.0;
        let mean = (0..5).map(|i| counts[i] * value(i)).sum::<f64>() / total;
        let variance = (0..5)
            .map(|i| counts[i] * (value(i) - mean).powi(2))
            .sum::<f64>()
            / total;
        (mean, variance)
    }

    /// A's Elo advantage and its 95% interval (normal approximation of the
    /// mean pair score, mapped through the logistic model).
    pub fn elo_estimate(&self) -> (f64, f64, f64) {
        let (mean, variance) = self.mean_and_variance();
        let half_width = 1.96 * (variance / f64::from(self.pairs())).sqrt();
        let clamp = |score: f64| score.clamp(0.0, 1.0);
        (
            elo_of_score(mean),
            elo_of_score(clamp(mean - half_width)),
            elo_of_score(clamp(mean + half_width)),
        )
    }
}

impl fmt::Display for Pentanomial {
    /// `[LL, LD, DD+WL, WD, WW]`, as Fishtest prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d, e] = self.counts;
        write!(f, "[{a}, {b}, {c}, {d}, {e}]")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(actual: f64, expected: f64) -> bool {
        (actual - expected).abs() < 1e-9
    }

    const DEFAULT: &str = "elo0=0,elo1=10,alpha=0.05,beta=0.05";

    #[test]
    fn bounds_are_walds() {
        let (lower, upper) = Sprt::parse(DEFAULT).unwrap().bounds();
        // ln(0.05 / 0.95) and ln(0.95 / 0.05).
        assert!(close(lower, -2.944_438_979_166_440_4));
        assert!(close(upper, 2.944_438_979_166_440_4));
    }

    #[test]
    fn llr_matches_the_hand_computed_value() {
        // 38 pairs [2, 5, 20, 8, 3]: mean (5·¼ + 20·½ + 8·¾ + 3) / 38
        // = 20.25 / 38 = 0.532894737; variance (2·μ² + 5(¼−μ)² + 20(½−μ)²
        // + 8(¾−μ)² + 3(1−μ)²) / 38 = 0.053194252; s0 = ½,
        // s1 = 1 / (1 + 10^(−10/400)) = 0.514387184;
        // LLR = 38 · 0.014387184 · (1.065789474 − 1.014387184) / (2 · 0.053194252)
        // = 0.264147899.
        let sprt = Sprt::parse(DEFAULT).unwrap();
        let pairs = Pentanomial::from_counts([2, 5, 20, 8, 3]);
        assert!(
            (sprt.llr(&pairs) - 0.264_147_899).abs() < 1e-8,
            "{}",
            sprt.llr(&pairs)
        );
        assert_eq!(sprt.verdict(&pairs), Verdict::Continue);
        // Elo at μ: −400 log10(1/μ − 1) = 22.89; μ ± 1.96 √(σ²/38) gives
        // −28.16 to +74.96.
        let (elo, low, high) = pairs.elo_estimate();
        assert!((elo - 22.890_668).abs() < 1e-5, "{elo}");
        assert!((low + 28.160_557).abs() < 1e-5, "{low}");
        assert!((high - 74.955_925).abs() < 1e-5, "{high}");
    }

    #[test]
    fn an_even_result_leans_to_h0_and_a_strong_one_to_h1() {
        let sprt = Sprt::parse(DEFAULT).unwrap();
        // Mean exactly ½ with s0 = ½: LLR = N (s1 − ½)(−(s1 − ½)) / (2σ²) < 0.
        let even = Pentanomial::from_counts([10, 40, 100, 40, 10]);
        assert!(sprt.llr(&even) < 0.0);
        let strong = Pentanomial::from_counts([0, 5, 50, 100, 45]);
        assert_eq!(sprt.verdict(&strong), Verdict::H1);
        let weak = Pentanomial::from_counts([45, 100, 50, 5, 0]);
        assert_eq!(sprt.verdict(&weak), Verdict::H0);
        // No variance yet: no evidence either way.
        let sweep = Pentanomial::from_counts([0, 0, 0, 0, 30]);
        assert_eq!(sprt.llr(&sweep), 0.0);
        assert_eq!(sprt.llr(&Pentanomial::default()), 0.0);
        // Two pairs that differ: μ = 0.875, σ² = 1/64, LLR =
        // 2 · 0.014387 · (1.75 − 1.014387) / (2/64) = 0.677337.
        let two = Pentanomial::from_counts([0, 0, 0, 1, 1]);
        assert!(
            (sprt.llr(&two) - 0.677_337).abs() < 1e-5,
            "{}",
            sprt.llr(&two)
        );
    }

    #[test]
    fn bad_parameters_are_refused() {
        assert_eq!(
            Sprt::parse("elo0=0,elo1=5").unwrap(),
            Sprt::parse("elo1=5,alpha=0.05,beta=0.05,elo0=0").unwrap()
        );
        for bad in [
            "elo0=10,elo1=0",
            "elo0=0,elo1=10,alpha=0",
            "beta=0.7",
            "elo1=ten",
            "elo1=nan",
            "elo0=0,elo0=1",
            "gamma=1",
            "elo1",
        ] {
            assert!(Sprt::parse(bad).is_err(), "{bad}");
        }
    }
}
