//! Seeded random numbers (SplitMix64), so that a seed gives the same boards on every machine.

use crate::board::{Board, GOAL};

pub struct Random {
	state: u64,
}

impl Random {
	pub fn new(seed: u64) -> Random {
		Random { state: seed }
	}

	pub fn next_u64(&mut self) -> u64 {
		self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
		let mut z = self.state;
		z = (z ^ z >> 30).wrapping_mul(0xbf58_476d_1ce4_e5b9);
		z = (z ^ z >> 27).wrapping_mul(0x94d0_49bb_1331_11eb);
		z ^ z >> 31
	}

	/// A number in `0..bound`, every one equally likely; `bound` is not 0.
	pub fn below(&mut self, bound: u64) -> u64 {
		let limit = u64::MAX - u64::MAX % bound;
		loop {
			let x = self.next_u64();
			if x < limit {
				return x % bound;
			}
		}
	}

	/// A board drawn uniformly from all 9!.
	pub fn board(&mut self) -> Board {
		let mut board = GOAL;
		for i in (1..9).rev() {
			let j = self.below(i as u64 + 1) as usize;
			board.swap(i, j);
		}
		board
	}
}

/// A seed from the clock and the process, below a million so that it is easy to type again.
pub fn fresh_seed() -> u64 {
	let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
	let nanos = now.map_or(0, |since| since.as_nanos() as u64);
	Random::new(nanos ^ u64::from(std::process::id()) << 32).below(1_000_000)
}
