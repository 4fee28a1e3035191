//! The values the syntax repair's cost uses: the hand-set table of
//! `weights` (its priors and weights), or, in a process that measures
//! others (the fit), the values it installed once before its first repair.

use std::sync::OnceLock;

use super::edits::Kind;
use super::rules;
use super::weights::{Weight, hand_set_prior};
use crate::error::{Error, Result};

/// Values installed by a process that measures other weights than the
/// hand-set ones (the fit): by weight, then by rule in `rules::ALL`'s order.
struct Installed {
    weights: Vec<f64>,
    priors: Vec<f64>,
}

static INSTALLED: OnceLock<Installed> = OnceLock::new();

/// `weight`'s value.
pub(super) fn value(weight: Weight) -> f64 {
    INSTALLED
        .get()
        .and_then(|t| t.weights.get(weight as usize).copied())
        .unwrap_or_else(|| weight.hand_set())
}

/// A rule's prior: how much less likely its mistake is than a token
/// inserted or deleted (0).
pub(super) fn prior(kind: Kind) -> f64 {
    INSTALLED
        .get()
        .and_then(|t| {
            let at = rules::ALL.iter().position(|&k| k == kind)?;
            t.priors.get(at).copied()
        })
        .unwrap_or_else(|| hand_set_prior(kind))
}

/// The prefix of a rule's prior in a table of values (`prior.insert`).
const PRIOR: &str = "prior.";

/// Every value of the cost by name (`prior.<rule>` and each weight's), as
/// this process uses them.
pub fn cost_table() -> Vec<(String, f64)> {
    let priors = rules::ALL
        .iter()
        .map(|&kind| (format!("{PRIOR}{}", rules::rule(kind).0), prior(kind)));
    let weights = Weight::ALL
        .iter()
        .map(|&w| (w.name().to_string(), value(w)));
    priors.chain(weights).collect()
}

/// Use `values` (names as [`cost_table`] gives them; the others keep their
/// hand-set value) for every repair this process makes from now on: for
/// a process that measures other weights (the fit). Once per process, and
/// before its first repair.
pub fn use_cost_table(values: &[(String, f64)]) -> Result<()> {
    let mut weights: Vec<f64> = Weight::ALL.iter().map(|w| w.hand_set()).collect();
    let mut priors: Vec<f64> = rules::ALL.iter().map(|&k| hand_set_prior(k)).collect();
    for (name, v) in values {
        let slot = if let Some(rule) = name.strip_prefix(PRIOR) {
            rules::ALL
                .iter()
                .position(|&k| rules::rule(k).0 == rule)
                .and_then(|at| priors.get_mut(at))
        } else {
            Weight::ALL
                .iter()
                .position(|w| w.name() == name)
                .and_then(|at| weights.get_mut(at))
        };
        let slot =
            slot.ok_or_else(|| Error::InvalidArgument(format!("no cost value named {name}")))?;
        if !v.is_finite() {
            return Err(Error::InvalidArgument(format!(
                "{name}: {v} is not a number"
            )));
        }
        *slot = *v;
    }
    INSTALLED
        .set(Installed { weights, priors })
        .map_err(|_| Error::InvalidArgument("a cost table is installed already".into()))
}
