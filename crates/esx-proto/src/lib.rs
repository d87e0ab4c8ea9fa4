//! The esports data service's protocol: sports, plans, the one route table and typed
//! serde models of every shape the interface shows.
//!
//! The client builds every request path from [`routes`], names the plan in its errors
//! from it, and the simulator enforces its plan rules from it, so the three cannot drift
//! apart. Models tolerate unknown fields (serde's default), so a service that adds
//! fields never breaks a command.

pub mod documented;
pub mod models;
pub mod routes;
pub mod served;
pub mod sports;
pub mod venues;

pub use routes::{Access, Plan, Route};
