//! Work on many items, one per core at a time, answers in the items' order:
//! the shape of an audit and of an autofix over a directory.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// `work` of each item (with its index), on as many threads as there are
/// cores (and no more than items), results in the order of `items`. Items
/// are taken in order, so the first ones finish first.
pub fn map_in_order<T: Sync, R: Send>(items: &[T], work: impl Fn(usize, &T) -> R + Sync) -> Vec<R> {
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(items.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else {
                        break;
                    };
                    let result = work(index, item);
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

#[cfg(test)]
mod tests {
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
