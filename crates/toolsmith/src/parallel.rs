//! Work on many items, one per core at a time, answers in the items' order:
//! the shape of an audit and of an autofix over a directory.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// `work` of each item (with its index), on as many threads as there are
/// cores (and no more than items), results in the order of `items`. Items
/// are taken in order, so the first ones finish first.
pub fn map_in_order<T: Sync, R: Send>(items: &[T], work: impl Fn(usize, &T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let take =
        |_thread: usize| Some(next.fetch_add(1, Ordering::Relaxed)).filter(|&i| i < items.len());
    pull(items, threads_for(items), take, |_, index, item| {
        work(index, item)
    })
}

/// One thread per core, no more than items.
fn threads_for<T>(items: &[T]) -> usize {
    std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(items.len().max(1))
}

/// `threads` threads, each asking `take` (with its number) for the index of
/// the next item until it says none; each item's result kept in its place.
fn pull<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    take: impl Fn(usize) -> Option<usize> + Sync,
    work: impl Fn(usize, usize, &T) -> R + Sync,
) -> Vec<R> {
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for thread in 0..threads {
            let (take, work, results) = (&take, &work, &results);
            scope.spawn(move || {
                while let Some(index) = take(thread) {
                    let result = work(thread, index, &items[index]);
                    if let Ok(mut results) = results.lock() {
                        results[index] = Some(result);
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

/// Like [`map_in_order`], for work where neighbouring items share costs
/// (files of one package import the same modules, which a warm worker has
/// already built): the items are cut into one run of neighbours per thread,
/// of about equal `weight`, and each thread works through its own run,
/// heaviest item first. A thread whose run is done takes the lightest item
/// of the run with the most weight left, so none idles while work remains
/// and the last items anyone takes are small ones (a heavy item taken last
/// would keep one thread busy while the others wait). `work` is told which
/// thread (run) it works for.
pub fn map_by_neighbourhood<T: Sync, R: Send>(
    items: &[T],
    weight: impl Fn(&T) -> u64,
    work: impl Fn(usize, &T) -> R + Sync,
) -> Vec<R> {
    let threads = threads_for(items);
    let weights: Vec<u64> = items.iter().map(|item| weight(item).max(1)).collect();
    let runs: Vec<Run> = cut(&weights, threads)
        .into_iter()
        .map(|range| Run::heaviest_first(range, &weights))
        .collect();
    let runs = Mutex::new(runs);
    let take = |thread: usize| -> Option<usize> {
        let mut runs = runs.lock().ok()?;
        if let Some(index) = runs[thread].take_heaviest(&weights) {
            return Some(index);
        }
        runs.iter_mut()
            .max_by_key(|run| run.weight_left)?
            .take_lightest(&weights)
    };
    pull(items, threads, take, |thread, _, item| work(thread, item))
}

/// The items of one thread's run not yet taken, heaviest first.
struct Run {
    left: std::collections::VecDeque<usize>,
    weight_left: u64,
}

impl Run {
    fn heaviest_first(range: std::ops::Range<usize>, weights: &[u64]) -> Run {
        let mut left: Vec<usize> = range.collect();
        // Stable: items of equal weight keep their neighbours' order.
        left.sort_by_key(|&index| std::cmp::Reverse(weights[index]));
        Run {
            weight_left: left.iter().map(|&index| weights[index]).sum(),
            left: left.into(),
        }
    }

    fn take_heaviest(&mut self, weights: &[u64]) -> Option<usize> {
        let index = self.left.pop_front()?;
        self.weight_left -= weights[index];
        Some(index)
    }

    fn take_lightest(&mut self, weights: &[u64]) -> Option<usize> {
        let index = self.left.pop_back()?;
        self.weight_left -= weights[index];
        Some(index)
    }
}

/// `parts` runs of consecutive indices, of about equal total weight.
fn cut(weights: &[u64], parts: usize) -> Vec<std::ops::Range<usize>> {
    let total: u64 = weights.iter().sum();
    let mut runs = Vec::with_capacity(parts);
    let (mut start, mut sum) = (0, 0u64);
    for (index, weight) in weights.iter().enumerate() {
        sum += weight;
        let boundary = total * (runs.len() as u64 + 1) / parts.max(1) as u64;
        if sum >= boundary && runs.len() + 1 < parts {
            runs.push(start..index + 1);
            start = index + 1;
        }
    }
    runs.push(start..weights.len());
    while runs.len() < parts {
        runs.push(weights.len()..weights.len());
    }
    runs
}

#[cfg(test)]
mod tests {
    #[test]
    fn neighbourhoods_answer_every_item_once_in_order() {
        for count in [0usize, 1, 2, 3, 17, 500] {
            let items: Vec<u64> = (0..count as u64).collect();
            let seen = std::sync::Mutex::new(Vec::new());
            let doubled = super::map_by_neighbourhood(
                &items,
                |item| item % 7,
                |_, item| {
                    seen.lock().unwrap().push(*item);
                    item * 2
                },
            );
            assert_eq!(doubled, items.iter().map(|i| i * 2).collect::<Vec<_>>());
            let mut seen = seen.into_inner().unwrap();
            seen.sort();
            assert_eq!(seen, items);
        }
    }

    #[test]
    fn runs_cover_the_items_with_about_equal_weight() {
        let weights = [5, 1, 1, 1, 1, 1, 5, 5];
        let runs = super::cut(&weights, 2);
        assert_eq!(runs, vec![0..6, 6..8]);
        let runs = super::cut(&[1, 1], 4);
        assert_eq!(runs.len(), 4);
        assert_eq!(runs.iter().map(|r| r.len()).sum::<usize>(), 2);
    }

    #[test]
    fn a_run_gives_its_heaviest_items_to_its_owner_and_its_lightest_away() {
        let weights = [3, 9, 1, 9, 5];
        let mut run = super::Run::heaviest_first(0..5, &weights);
        assert_eq!(run.weight_left, 27);
        assert_eq!(run.take_heaviest(&weights), Some(1)); // equal weights: in order
        assert_eq!(run.take_lightest(&weights), Some(2));
        assert_eq!(run.take_heaviest(&weights), Some(3));
        assert_eq!(run.take_lightest(&weights), Some(0));
        assert_eq!(run.weight_left, 5);
        assert_eq!(run.take_lightest(&weights), Some(4));
        assert_eq!(run.take_heaviest(&weights), None);
        assert_eq!(run.weight_left, 0);
    }

    #[test]
    fn answers_come_in_the_items_order() {
        let items: Vec<u64> = (0..1000).collect();
        let doubled = super::map_in_order(&items, |index, item| (index as u64, item * 2));
        assert_eq!(
            doubled,
            items.iter().map(|i| (*i, i * 2)).collect::<Vec<_>>()
        );
    }
}
