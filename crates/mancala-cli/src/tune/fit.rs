//! `mancala tune fit`: the weights whose evaluation best predicts the
//! results of the games ("Texel" tuning).

use std::fs;

use lexopt::{Arg, Parser, ValueExt};
use oware_ayoayo_engine::{features, weights, Features, Weights, FEATURE_COUNT, FEATURE_NAMES};

use super::data::{check_header, Sample};
use crate::command_line::{self, Taken};
use crate::failure::Failure;
use crate::game_options::GameOptions;
use crate::quote::quote_input;

/// Every game whose number leaves this remainder modulo 5 is held out.
const HELD_OUT: u32 = 4;

/// The steps the weights move by, in hundredths of a seed, largest first.
const STEPS: [i32; 5] = [16, 8, 4, 2, 1];

pub fn run(mut args: Parser) -> Result<(), Failure> {
    let mut options = GameOptions::default();
    let (mut input, mut tuned, mut start) = (None, None, None);
    command_line::read(&mut args, Some(super::HELP), |arg, args| {
        match arg {
            Arg::Long(name) if GameOptions::takes(name) && *name != "from" => {
                options.parse(name, args)?
            }
            Arg::Long("in") => input = Some(args.value()?.string()?),
            Arg::Long("tune") => tuned = Some(parse_names(&args.value()?.string()?)?),
            Arg::Long("weights") => start = Some(parse_weights(&args.value()?.string()?)?),
            _ => return Ok(Taken::No),
        }
        Ok(Taken::Yes)
    })?;
    let input = input.ok_or_else(|| Failure::usage("tune fit needs --in FILE"))?;
    let rules = options.rules()?;
    let text = fs::read_to_string(&input)
        .map_err(|e| Failure::new(format_args!("cannot read {input}: {e}")))?;
    let (mut train, mut held_out) = (Vec::new(), Vec::new());
    let mut lines = text.lines();
    check_header(lines.next().unwrap_or(""), rules)
        .map_err(|e| Failure::new(format_args!("{input} line 1: {e}")))?;
    for (number, line) in (1..).zip(lines) {
        let sample = Sample::parse(line, rules)
            .map_err(|e| Failure::new(format_args!("{input} line {}: {e}", number + 1)))?;
        let point = (features(&sample.position), sample.result);
        if sample.game % 5 == HELD_OUT {
            held_out.push(point);
        } else {
            train.push(point);
        }
    }
    if train.is_empty() {
        return Err(Failure::new(format_args!(
            "{input} has no positions to fit"
        )));
    }
    let tuned = tuned.unwrap_or_else(|| (1..FEATURE_COUNT).collect());
    let mut weights = start.unwrap_or(*weights(rules));
    let k = fit_k(&train, &weights);
    let report = |label: &str, weights: &Weights| {
        println!(
            "{label}: weights {weights:?} error {:.6} held out {:.6}",
            mean_error(&train, weights, k),
            mean_error(&held_out, weights, k)
        );
    };
    println!(
        "{} positions ({} held out), K = {k:.4} per seed",
        train.len() + held_out.len(),
        held_out.len()
    );
    report("start", &weights);
    descend(&train, &mut weights, &tuned, k);
    report("tuned", &weights);
    Ok(())
}

/// Feature names separated by commas, as indices.
fn parse_names(text: &str) -> Result<Vec<usize>, Failure> {
    text.split(',')
        .map(|name| {
            FEATURE_NAMES
                .iter()
                .position(|known| *known == name)
                .ok_or_else(|| {
                    Failure::usage(format_args!(
                        "unknown feature {}: one of {}",
                        quote_input(name),
                        FEATURE_NAMES.join(", ")
                    ))
                })
        })
        .collect()
}

/// One weight per feature, separated by commas.
fn parse_weights(text: &str) -> Result<Weights, Failure> {
    let values: Vec<i32> = text
        .split(',')
        .map(|value| {
            value.trim().parse().map_err(|_| {
                Failure::usage(format_args!(
                    "the weight {} is not a whole number",
                    quote_input(value)
                ))
            })
        })
        .collect::<Result<_, _>>()?;
    values.try_into().map_err(|values: Vec<i32>| {
        Failure::usage(format_args!(
            "--weights needs {FEATURE_COUNT} weights, one per feature, not {}",
            values.len()
        ))
    })
}

/// The logistic function.
fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean squared difference between each result and sigmoid(`k` times
/// the evaluation in seeds); 0 for no points.
fn mean_error(points: &[(Features, f64)], weights: &Weights, k: f64) -> f64 {
    if points.is_empty() {
        return 0.0;
    }
    let total: f64 = points
        .iter()
        .map(|(features, result)| {
            let seeds = f64::from(oware_ayoayo_engine::weigh(features, weights)) / 100.0;
            (result - sigmoid(k * seeds)).powi(2)
        })
        .sum();
    total / points.len() as f64
}

/// The `k` in 0.001..10 with the least error, by golden-section search (the
/// error is unimodal in `k`).
fn fit_k(points: &[(Features, f64)], weights: &Weights) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.001, 10.0);
    while high - low > 1e-5 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if mean_error(points, weights, a) < mean_error(points, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// Coordinate descent: moves each of the `tuned` weights up or down by each
/// of [`STEPS`] in turn, keeping any move that lowers the error, until none
/// does.
fn descend(points: &[(Features, f64)], weights: &mut Weights, tuned: &[usize], k: f64) {
    let mut best = mean_error(points, weights, k);
    for step in STEPS {
        let mut improved = true;
        while improved {
            improved = false;
            for &feature in tuned {
                for delta in [step, -step] {
                    let mut trial = *weights;
                    trial[feature] += delta;
                    let error = mean_error(points, &trial, k);
                    if error < best {
                        (best, *weights, improved) = (error, trial, true);
                        break;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Features with only the store difference set.
    fn stores(seeds: i32) -> Features {
        let mut features = [0; FEATURE_COUNT];
        features[0] = seeds;
        features
    }

    const STORES_ONLY: Weights = {
        let mut weights = [0; FEATURE_COUNT];
        weights[0] = 100;
        weights
    };

    #[test]
    fn the_error_is_the_mean_squared_miss_of_the_sigmoid() {
        // Level: predicts 0.5. A win misses by 0.5, a draw by 0.
        assert_eq!(
            mean_error(&[(stores(0), 1.0), (stores(0), 0.5)], &STORES_ONLY, 1.0),
            0.125
        );
        // 2 seeds ahead with K = ln 3 / 2: sigmoid(ln 3) = 3/4; a loss
        // misses by 3/4, a win by 1/4.
        let k = 3f64.ln() / 2.0;
        let error = mean_error(&[(stores(2), 0.0), (stores(2), 1.0)], &STORES_ONLY, k);
        assert!((error - (0.5625 + 0.0625) / 2.0).abs() < 1e-12);
        assert_eq!(mean_error(&[], &STORES_ONLY, 1.0), 0.0);
    }

    #[test]
    fn k_fits_the_rate_the_results_show() {
        // One seed ahead wins 3 games in 4: the best K is ln 3.
        let points = [
            (stores(1), 1.0),
            (stores(1), 1.0),
            (stores(1), 1.0),
            (stores(1), 0.0),
        ];
        assert!((fit_k(&points, &STORES_ONLY) - 3f64.ln()).abs() < 1e-3);
    }

    #[test]
    fn descent_finds_the_weight_that_predicts_best() {
        // A row seed ahead wins 3 games in 4, like a store seed at K = ln 3:
        // the row weight that predicts that is 100.
        let mut row = [0; FEATURE_COUNT];
        row[1] = 1;
        let points = [
            (row, 1.0),
            (row, 1.0),
            (row, 1.0),
            (row, 0.0),
            (stores(1), 1.0),
        ];
        let mut weights = STORES_ONLY;
        descend(&points, &mut weights, &[1], 3f64.ln());
        assert_eq!(weights[1], 100);
    }

    #[test]
    fn names_and_weights_are_checked() {
        assert_eq!(parse_names("row,threats").unwrap(), [1, 6]);
        assert!(parse_names("row,kroo").is_err());
        assert!(parse_weights("100,20").is_err());
        assert!(parse_weights("100,20,60,0,0,0,0,x").is_err());
        assert_eq!(parse_weights("100,20,60,0,0,0,0,-5").unwrap()[7], -5);
    }
}
