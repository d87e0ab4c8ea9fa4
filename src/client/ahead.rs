//! Pages fetched ahead of a paged walk over a few connections at once, handed back
//! strictly in order (`Client::stream_pages`, when the first page gave the total).
//!
//! Why: with one request at a time the server idles while esx reads each answer (the
//! key check, the envelope's counts) and sends the next request; with a few in flight
//! it always has the next one queued. The walk's rules are not relaxed: the caller still
//! checks every page in order with `PageWalk` and leaves the plan as soon as a page
//! does not lead where the plan guessed.

use std::collections::BTreeMap;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

use super::signal::RateSignal;
use crate::error::EsxError;

/// Requests in flight at once at most (one connection each). DESIGN "Fan-out" allows
/// four; three keep a single-threaded server busy without crowding a small machine.
pub(super) const CONNECTIONS: usize = 3;

/// Pages fetched (or being fetched) and not yet taken, at most: what bounds memory,
/// whatever the total says.
const WINDOW: u64 = 6;

/// The pages a walk is expected to ask for next: `count` pages of `stride` rows from
/// `first`, as the first page's row count and `total` predict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Plan {
    pub(crate) first: u64,
    pub(crate) stride: u64,
    pub(crate) count: u64,
}

impl Plan {
    /// The pages after the first one, when the walk goes on (`next`) and the first page
    /// said its `total` and held rows; `max_pages` bounds the plan as it bounds the walk
    /// (a server announcing a huge total gets no more requests than `--max-pages`).
    /// Without a total, one page ahead: the fetch of the next page overlaps the handling
    /// of this one, as the walk would ask for it anyway.
    pub(super) fn after(
        next: u64,
        first_rows: u64,
        total: Option<u64>,
        max_pages: u64,
    ) -> Option<Self> {
        if first_rows == 0 {
            return None;
        }
        let count = match total {
            Some(total) if total > next => (total - next).div_ceil(first_rows),
            // No total, or one the walk has passed while `has_more` says more.
            Some(_) | None => 1,
        };
        Some(Self {
            first: next,
            stride: first_rows,
            count: count.min(max_pages.saturating_sub(1)).max(1),
        })
    }

    /// The offset of the `k`-th planned page.
    pub(super) fn offset(&self, k: u64) -> u64 {
        self.first.saturating_add(k.saturating_mul(self.stride))
    }
}

/// What the fetching threads and the reader share.
struct State<T> {
    /// The next planned page no thread has claimed yet.
    claimed: u64,
    /// Pages the reader has taken (the next one it waits for is this index).
    taken: u64,
    /// Fetched pages not yet taken, by plan index.
    done: BTreeMap<u64, Result<T, EsxError>>,
    /// The reader is done with the plan: fetch nothing more.
    stopped: bool,
}

/// The planned pages (`T`: a fetched page), fetched by [`Ahead::work`] threads and
/// taken in order by [`Ahead::take`].
pub(super) struct Ahead<T> {
    pub(crate) plan: Plan,
    state: Mutex<State<T>>,
    changed: Condvar,
}

impl<T> Ahead<T> {
    pub(super) fn new(plan: Plan) -> Self {
        Self {
            plan,
            state: Mutex::new(State {
                claimed: 0,
                taken: 0,
                done: BTreeMap::new(),
                stopped: false,
            }),
            changed: Condvar::new(),
        }
    }

    /// How many fetching threads the plan is worth.
    pub(super) fn threads(&self) -> usize {
        usize::try_from(self.plan.count).map_or(CONNECTIONS, |n| n.min(CONNECTIONS))
    }

    fn lock(&self) -> MutexGuard<'_, State<T>> {
        // A poisoned lock only means a fetching thread panicked; the state stays usable.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// One fetching thread: claim the next planned page while the window has room,
    /// fetch it, file it. Once the key is rate limited (a 429 to any request of the run)
    /// only thread 0 goes on, so the requests in flight drop to one.
    pub(super) fn work(
        &self,
        thread: usize,
        rate: &RateSignal,
        fetch: &(dyn Fn(u64) -> Result<T, EsxError> + Sync),
    ) {
        loop {
            let k = {
                let mut s = self.lock();
                loop {
                    if s.stopped
                        || s.claimed >= self.plan.count
                        || (thread > 0 && rate.is_limited())
                    {
                        return;
                    }
                    if s.claimed < s.taken.saturating_add(WINDOW) {
                        break;
                    }
                    s = self.changed.wait(s).unwrap_or_else(PoisonError::into_inner);
                }
                s.claimed += 1;
                s.claimed - 1
            };
            // A panic while fetching must not leave the reader waiting for this page.
            let page = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                fetch(self.plan.offset(k))
            }))
            .unwrap_or_else(|_| Err(EsxError::other("fetching a page failed unexpectedly")));
            let mut s = self.lock();
            s.done.insert(k, page);
            self.changed.notify_all();
        }
    }

    /// The `k`-th planned page (the reader takes them in order, 0, 1, …), once fetched.
    pub(super) fn take(&self, k: u64) -> Result<T, EsxError> {
        let mut s = self.lock();
        loop {
            if let Some(page) = s.done.remove(&k) {
                s.taken = k + 1;
                self.changed.notify_all();
                return page;
            }
            s = self.changed.wait(s).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// The reader is done with the plan (finished, left it, or failed): the threads
    /// claim nothing more and the pages they still hold are dropped.
    pub(super) fn stop(&self) {
        let mut s = self.lock();
        s.stopped = true;
        s.done.clear();
        self.changed.notify_all();
    }
}

/// Stops an [`Ahead`] when the reader leaves, whichever way (an error returns early).
pub(super) struct StopOnDrop<'a, T>(pub(crate) &'a Ahead<T>);

impl<T> Drop for StopOnDrop<'_, T> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plan_covers_the_total_in_pages_of_the_first_page_s_size() {
        // 1,203 rows in pages of 500: the first page read, two more at 500 and 1,000.
        let p = Plan::after(500, 500, Some(1203), 10_000).unwrap();
        assert_eq!((p.first, p.stride, p.count), (500, 500, 2));
        assert_eq!((p.offset(0), p.offset(1)), (500, 1000));
        // 100,799 rows: 201 pages after the first.
        assert_eq!(
            Plan::after(500, 500, Some(100_799), 10_000).unwrap().count,
            201
        );
        // An exact multiple: 1,000 rows, one more page.
        assert_eq!(Plan::after(500, 500, Some(1000), 10_000).unwrap().count, 1);
    }

    #[test]
    fn an_unknown_or_reached_total_plans_one_page_and_max_pages_bounds_a_huge_one() {
        assert_eq!(Plan::after(1, 1, None, 10_000).unwrap().count, 1);
        assert_eq!(Plan::after(600, 500, Some(600), 10_000).unwrap().count, 1);
        assert_eq!(Plan::after(500, 500, Some(u64::MAX), 5).unwrap().count, 4);
        assert_eq!(Plan::after(500, 0, Some(1000), 5), None);
        // Offsets never overflow.
        let p = Plan::after(u64::MAX - 1, 500, Some(u64::MAX), 10_000).unwrap();
        assert_eq!(p.offset(3), u64::MAX);
    }

    /// A fetched page as the tests see it: its offset and its body.
    fn page(offset: u64) -> (u64, Vec<u8>) {
        (offset, offset.to_string().into_bytes())
    }

    #[test]
    fn pages_fetched_out_of_order_are_taken_in_order_and_the_window_bounds_them() {
        let plan = Plan::after(10, 10, Some(1000), 10_000).unwrap();
        assert_eq!(plan.count, 99);
        let ahead = Ahead::new(plan);
        let rate = RateSignal::default();
        let most = std::sync::atomic::AtomicU64::new(0);
        let fetch = |offset: u64| {
            // Later pages answer sooner, so they arrive out of order.
            let k = (offset - 10) / 10;
            std::thread::sleep(std::time::Duration::from_micros(300 * (3 - k % 3)));
            let s = ahead.lock();
            most.fetch_max(s.claimed - s.taken, std::sync::atomic::Ordering::SeqCst);
            drop(s);
            Ok(page(offset))
        };
        std::thread::scope(|scope| {
            let _stop = StopOnDrop(&ahead);
            for t in 0..ahead.threads() {
                let (ahead, rate, fetch) = (&ahead, &rate, &fetch);
                scope.spawn(move || ahead.work(t, rate, fetch));
            }
            for k in 0..plan.count {
                let (offset, body) = ahead.take(k).unwrap();
                assert_eq!(offset, plan.offset(k));
                assert_eq!(body, plan.offset(k).to_string().into_bytes());
            }
        });
        assert!(most.into_inner() <= WINDOW);
    }

    #[test]
    fn stopping_early_ends_the_threads_and_a_failed_page_is_its_error() {
        let plan = Plan::after(10, 10, Some(1_000_000), 10_000).unwrap();
        let ahead = Ahead::new(plan);
        let rate = RateSignal::default();
        let fetched = std::sync::atomic::AtomicU64::new(0);
        let fetch = |offset: u64| {
            fetched.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            if offset == 20 {
                Err(EsxError::bad_response("boom"))
            } else {
                Ok(page(offset))
            }
        };
        std::thread::scope(|scope| {
            let _stop = StopOnDrop(&ahead);
            for t in 0..ahead.threads() {
                let (ahead, rate, fetch) = (&ahead, &rate, &fetch);
                scope.spawn(move || ahead.work(t, rate, fetch));
            }
            assert!(ahead.take(0).is_ok());
            assert!(ahead.take(1).is_err());
        });
        // The reader left at page 1: at most the window past it was fetched.
        assert!(fetched.into_inner() <= 2 + WINDOW);
    }
}
