//! Loopback tests for the live feed.
