//! Judging many candidate edits at once, on the machine's cores: each
//! judgement is a parse of its own text, independent of the others.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Threads at most: judging is short, and the caller may run beside others.
const MAX_THREADS: usize = 4;
/// Below this many items one thread is quicker than starting others.
const ALONE_BELOW: usize = 32;

/// `judge` of each item, in the items' order, on up to [`MAX_THREADS`]
/// threads taking the next item in turn; `None` for an item not judged
/// before `deadline`.
pub(super) fn judge_each<T: Sync, R: Send>(
    items: &[T],
    deadline: Instant,
    judge: impl Fn(&T) -> R + Sync,
) -> Vec<Option<R>> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(MAX_THREADS);
    if threads < 2 || items.len() < ALONE_BELOW {
        return items
            .iter()
            .map(|item| (Instant::now() < deadline).then(|| judge(item)))
            .collect();
    }
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    let worker = || {
        let mut mine = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= items.len() || Instant::now() >= deadline {
                break;
            }
            mine.push((i, judge(&items[i])));
        }
        // A poisoned lock means another worker panicked: the scope will
        // report that; these results are still whole.
        let mut all = results.lock().unwrap_or_else(|e| e.into_inner());
        for (i, result) in mine {
            all[i] = Some(result);
        }
    };
    // The calling thread is one of the workers.
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(worker);
        }
        worker();
    });
    results.into_inner().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn every_item_judged_in_order() {
        let items: Vec<usize> = (0..1000).collect();
        let far = Instant::now() + Duration::from_secs(60);
        let doubled = judge_each(&items, far, |n| n * 2);
        assert_eq!(
            doubled,
            items.iter().map(|n| Some(n * 2)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn nothing_judged_after_the_deadline() {
        let items: Vec<usize> = (0..100).collect();
        let past = Instant::now();
        assert!(judge_each(&items, past, |n| *n).iter().all(Option::is_none));
    }
}
