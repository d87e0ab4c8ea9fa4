//! Serde models for every response shape the service interface shows.
