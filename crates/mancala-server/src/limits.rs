//! Limits on what one socket or one address may ask of the server.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use tokio::time::Instant;

/// A token bucket: `rate` actions a second on average, `burst` at once.
#[derive(Clone, Copy, Debug)]
pub struct TokenBucket {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl TokenBucket {
    /// A full bucket.
    #[must_use]
    pub fn new(rate: f64, burst: f64, now: Instant) -> TokenBucket {
        TokenBucket {
            tokens: burst,
            last: now,
            rate,
            burst,
        }
    }

    /// Takes one token at `now`; false if there was none.
    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket has refilled at `now` (it may be forgotten).
    #[must_use]
    pub fn is_full(&self, now: Instant) -> bool {
        self.tokens + now.saturating_duration_since(self.last).as_secs_f64() * self.rate
            >= self.burst
    }
}

/// The sockets open from each address, at most `max` each.
pub struct SocketCounts {
    max: u32,
    counts: Mutex<HashMap<IpAddr, u32>>,
}

/// One socket counted against its address, until dropped.
pub struct SocketPermit {
    counts: Arc<SocketCounts>,
    address: IpAddr,
}

impl SocketCounts {
    /// Counts allowing `max` sockets an address.
    #[must_use]
    pub fn new(max: u32) -> Arc<SocketCounts> {
        Arc::new(SocketCounts {
            max,
            counts: Mutex::new(HashMap::new()),
        })
    }

    /// Counts one more socket from `address`, if it may open one.
    pub fn admit(self: &Arc<Self>, address: IpAddr) -> Option<SocketPermit> {
        let mut counts = self.counts.lock().expect("the counts are never poisoned");
        let count = counts.entry(address).or_insert(0);
        if *count >= self.max {
            return None;
        }
        *count += 1;
        Some(SocketPermit {
            counts: Arc::clone(self),
            address,
        })
    }
}

impl Drop for SocketPermit {
    fn drop(&mut self) {
        let mut counts = self
            .counts
            .counts
            .lock()
            .expect("the counts are never poisoned");
        if let Some(count) = counts.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                counts.remove(&self.address);
            }
        }
    }
}

/// The games each address may still create: a bucket an address.
pub struct CreationLimits {
    per_minute: f64,
    buckets: Mutex<HashMap<IpAddr, TokenBucket>>,
}

impl CreationLimits {
    /// Limits of `per_minute` games a minute an address (as many at once).
    #[must_use]
    pub fn new(per_minute: u32) -> CreationLimits {
        CreationLimits {
            per_minute: f64::from(per_minute),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a game created by `address`; false if it has made too many.
    pub fn take(&self, address: IpAddr, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().expect("the buckets are never poisoned");
        if buckets.len() > 10_000 {
            buckets.retain(|_, bucket| !bucket.is_full(now));
        }
        let per_minute = self.per_minute;
        buckets
            .entry(address)
            .or_insert_with(|| TokenBucket::new(per_minute / 60.0, per_minute, now))
            .take(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::time::Duration;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let t0 = Instant::now();
        let mut bucket = TokenBucket::new(20.0, 40.0, t0);
        assert_eq!((0..50).filter(|_| bucket.take(t0)).count(), 40);
        assert!(!bucket.take(t0));
        assert!(bucket.take(t0 + Duration::from_millis(50)));
        assert!(!bucket.take(t0 + Duration::from_millis(50)));
    }

    #[test]
    fn an_address_holds_at_most_its_sockets() {
        let counts = SocketCounts::new(2);
        let here: IpAddr = [127, 0, 0, 1].into();
        let first = counts.admit(here).unwrap();
        let _second = counts.admit(here).unwrap();
        assert!(counts.admit(here).is_none());
        assert!(counts.admit([127, 0, 0, 2].into()).is_some());
        drop(first);
        assert!(counts.admit(here).is_some());
    }
}
