//! The command line: the board to start from, or the seed and depth to draw boards with, and
//! whether the distance is hidden; a bad board refused in the game's own words.

use eight_kit::reference::{default_problem, listing, why_not_a_board, Board, Problem};
use eight_kit::shell::cli::{self, Arg, Error, Parser, Program};

fn usage() -> String {
	let goals = listing(|problem| format!("{}: {}", problem.judge, problem.goal_words()));
	USAGE.replace("GOALS\n", &format!("{goals}\n")).replace("DEFAULT", default_problem().name)
}

const USAGE: &str = "\
usage: play [--problem NAME] [--seed N] [--depth D] [--hide-distance]
       play [--problem NAME] [--hide-distance] BOARD

The 3x3 sliding puzzle in a terminal, with the solver as the coach. BOARD is nine cells,
1 to 8 and x for the gap, e.g. play \"8 6 7 2 5 4 3 x 1\"; without it a board is drawn at
random, a new seed each time unless --seed N is given. The screen shows the options that
draw the board again. --depth D (0 to 31 for AcWing's goal, 0 to 30 for Luogu's) draws
boards exactly D moves from the goal. --hide-distance hides the fewest moves still needed,
for the puzzle without the coach. --problem NAME plays to that problem's goal (DEFAULT's
by default):
GOALS
Keys: arrows or w a s d slide a tile into the gap, the way the key points; h hint;
p play the rest of a shortest answer (any key stops it); u undo; f show or hide the
fewest moves; n new board; q, Ctrl-C or Ctrl-D quit; Ctrl-Z suspend (fg brings it back).
The clock runs from the moment a board is drawn and stops when it is solved.
When standard input is not a terminal, each byte of it is a key.
--help and --version go alone.
";

pub const PROGRAM: Program = Program { name: "play", usage };

/// What the command line asks for: the problem whose goal the game is played to, the board to
/// start from (or none, to draw one), the seed and depth for boards drawn, and whether the
/// distance is hidden.
pub struct Request {
	pub problem: &'static Problem,
	pub board: Option<Board>,
	pub seed: Option<u64>,
	/// As given: whether a board is that far from the goal is the game's to say.
	pub depth: Option<u64>,
	pub hide: bool,
}

pub fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut request =
		Request { problem: default_problem(), board: None, seed: None, depth: None, hide: false };
	let mut cells = String::new();
	while let Some(arg) = parser.next_arg()? {
		match arg {
			Arg::Option(name) if name == "--seed" => request.seed = Some(parser.number()?),
			Arg::Option(name) if name == "--problem" => {
				request.problem = parser.value_as(Problem::named)?
			}
			Arg::Option(name) if name == "--depth" => request.depth = Some(parser.number()?),
			Arg::Option(name) if name == "--hide-distance" => request.hide = true,
			Arg::Option(_) => return Err(parser.unknown()),
			Arg::Value(value) => {
				let value = value.to_str().ok_or_else(|| cli::unexpected(&value))?;
				cells.push_str(value);
				cells.push(' ');
			}
		}
	}
	if cells.is_empty() {
		return Ok(request);
	}
	for option in ["--seed", "--depth"] {
		if parser.given(option) {
			return Err(Error::Usage(format!(
				"{option} draws a board, and BOARD is given: give one or the other"
			)));
		}
	}
	request.board = Some(board_of(&cells).map_err(Error::Usage)?);
	Ok(request)
}

/// The board BOARD names, in the game's words when it names none: nine cells, `1` to `8` and
/// `x` (or `X`, `0`) for the gap, spaces between or none.
fn board_of(text: &str) -> Result<Board, String> {
	let mut board = Vec::new();
	for character in text.chars().filter(|character| !character.is_whitespace()) {
		match character {
			'1'..='8' => board.push(character as u8 - b'0'),
			'x' | 'X' | '0' => board.push(0),
			other => {
				return Err(format!(
					"BOARD holds {other:?}, which is no cell: the cells are 1 to 8, and x for the gap"
				))
			}
		}
	}
	let board: Board = board.as_slice().try_into().map_err(|_| {
		format!("BOARD has {} cells, and a board has nine, e.g. \"1 2 3 4 5 6 7 x 8\"", board.len())
	})?;
	match why_not_a_board(&board) {
		Some(why) => Err(format!("BOARD is no board: {why}")),
		None => Ok(board),
	}
}
