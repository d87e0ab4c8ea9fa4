//! Tests of the live module that span its parts: the hub's determinism and histories, the
//! session protocol without a socket, and the WebSocket feed over loopback.

mod game_tests;
mod hub_tests;
mod loopback;
mod session_tests;
mod start_tests;

use super::LiveGameSeed;

/// `n` games per sport, five named players a side.
fn seeds(sports: &[&str], n: usize) -> Vec<LiveGameSeed> {
    let mut out = Vec::new();
    for sport in sports {
        for i in 0..n {
            let blue = format!("B{i}");
            let red = format!("R{i}");
            out.push(LiveGameSeed {
                sport: (*sport).to_string(),
                game_id: format!("{sport}_g{i}"),
                match_id: format!("x_{sport}_m{i}"),
                blue_players: (1..=5).map(|p| format!("{blue}p{p}")).collect(),
                red_players: (1..=5).map(|p| format!("{red}p{p}")).collect(),
                blue_code: blue,
                red_code: red,
                map_name: "Mirage".into(),
            });
        }
    }
    out
}
