// solve.cpp: a solution of the Eight puzzle in C++14 with the standard library only, for the
// packages `pack` writes: the accepted submission in C, C++ or Rust that every judging system
// builds (a DOMjudge installed with its defaults has Rust switched off), and, with MISTAKE set,
// the wrong answers a package keeps to prove its output validator strict enough.
//
// Written by hand, as a second solution beside the judge file (src/main.rs), and written plainly:
// one breadth-first search from the goal gives every board's fewest moves, and an answer walks
// down them, trying the moves in the order r, l, d, u (the judge file tries u, d, l, r), so that
// where a board has two shortest answers this one usually writes the other: a validator that
// compares the answer byte for byte rejects it. tests/cpp.rs builds it and judges every answer
// with the kit's checker, on every problem.
//
// Build: g++ -std=c++14 -O2 -o solve solve.cpp
// Run:   solve [--problem NAME] [--mistake NAME] < boards   (by default PROBLEM and MISTAKE)
//
// Reads what the judge file reads: boards until the input ends, nine cells each (1 to 8, and x, X
// or 0 for the blank, separated by any whitespace or none), a UTF-8 byte-order mark at the very
// start passed over; and writes a line each, as PROBLEM asks: the moves (u, d, l, r, the way the
// blank goes) or `unsolvable`, or the fewest number of moves or -1, one answer held at a time.
// Exit 0; 2 for input that is no board, after the answers before it, with the judge file's one
// line on standard error (`eight: case 3 (line 3): '5' appears twice`); 1 for input that cannot
// be read or output that cannot be written, with a message.

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

// The problem it answers, by the catalogue's name.
static const char *const PROBLEM = "acwing179";

// What it gets wrong on purpose: "none" for the accepted submission; for a package's
// wrong_answer submissions, "two_moves_more" (a move and its undo after each answer that has
// moves), "first_move_dropped", "illegal_move" (a move off the board before each answer),
// "unsolvable_said" (the word for a board that cannot reach the goal, said of every board),
// "last_case_wrong" (every answer right but the last case's), "one_more" and "one_fewer" (a
// count off by one); for its time_limit_exceeded submission, "deepening_without_estimate":
// right, but each answer found by a depth-first search under a rising bound on its length with
// no estimate and no memory at all, which takes seconds on a board 20 moves out and would take
// years on the farthest.
static const char *const MISTAKE = "none";

// --- The problems

struct Problem {
	const char *name;
	unsigned char goal[9];
	char blank;
	bool prints_moves;
	bool any_solution;
	// How a board is written: 'l' one line spaced, 'g' nine glued digits, 't' three lines.
	char layout;
};

static const Problem PROBLEMS[] = {
	{"acwing179", {1, 2, 3, 4, 5, 6, 7, 8, 0}, 'x', true, false, 'l'},
	{"acwing845", {1, 2, 3, 4, 5, 6, 7, 8, 0}, 'x', false, false, 'l'},
	{"luogu1379", {1, 2, 3, 8, 0, 4, 7, 6, 5}, '0', false, false, 'g'},
	{"aoj_alds1_13_b", {1, 2, 3, 4, 5, 6, 7, 8, 0}, '0', false, false, 't'},
	{"baekjoon1525", {1, 2, 3, 4, 5, 6, 7, 8, 0}, '0', false, false, 't'},
	{"poj1077", {1, 2, 3, 4, 5, 6, 7, 8, 0}, 'x', true, true, 'l'},
	{"hdu1043", {1, 2, 3, 4, 5, 6, 7, 8, 0}, 'x', true, true, 'l'},
};
static const int PROBLEM_COUNT = sizeof PROBLEMS / sizeof PROBLEMS[0];

// --- Boards, and every board's fewest moves from the goal

static const int BOARDS = 362880;
static const int FACTORIAL[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const unsigned char UNREACHED = 255;

// A board's rank among all 9! permutations (its Lehmer code).
static int index_of(const unsigned char *board) {
	int index = 0;
	for (int i = 0; i < 9; i++) {
		int smaller_later = 0;
		for (int j = i + 1; j < 9; j++) smaller_later += board[j] < board[i];
		index += smaller_later * FACTORIAL[8 - i];
	}
	return index;
}

// The index of the board `board` becomes when the blank, at `blank`, and the tile at `target`
// change places, from `board`'s own index, `from`. Only the digits of the two cells and of the
// cells between them change. With the blank first, at p, and the tile x at q: cell q's digit
// goes from the `after` values after it smaller than x to the blank's 0; cell p's from 0 to
// those, the blank, and the cells between smaller than x; and each cell between gains one
// exactly when it is smaller than x. With the tile first, the move is that one undone.
static int index_after_swap(const unsigned char *board, int from, int blank, int target) {
	int tile = board[target];
	int p = blank < target ? blank : target, q = blank < target ? target : blank;
	int after = 0;
	for (int cell = q + 1; cell < 9; cell++) after += board[cell] < tile;
	int change = (after + 1) * FACTORIAL[8 - p] - after * FACTORIAL[8 - q];
	for (int cell = p + 1; cell < q; cell++)
		if (board[cell] < tile) change += FACTORIAL[8 - p] + FACTORIAL[8 - cell];
	return blank < target ? from + change : from - change;
}

static int blank_of(const unsigned char *board) {
	for (int cell = 0; cell < 9; cell++)
		if (board[cell] == 0) return cell;
	return 0;
}

// The cell the blank at `blank` goes to on `letter`, or -1 off the board.
static int target_from(int blank, char letter) {
	int row = blank / 3, column = blank % 3;
	switch (letter) {
	case 'u': return row > 0 ? blank - 3 : -1;
	case 'd': return row < 2 ? blank + 3 : -1;
	case 'l': return column > 0 ? blank - 1 : -1;
	case 'r': return column < 2 ? blank + 1 : -1;
	default: return -1;
	}
}

// The cell the blank of `board` goes to on `letter`, or -1 off the board.
static int target_of(const unsigned char *board, char letter) {
	return target_from(blank_of(board), letter);
}

static void slide(unsigned char *board, int target) {
	int blank = blank_of(board);
	board[blank] = board[target];
	board[target] = 0;
}

// Every board's fewest moves to `goal`, by index, from one breadth-first search from it. The
// queue holds each board with its index, so that neither is worked out again when it is taken.
static std::vector<unsigned char> distances_to(const unsigned char *goal) {
	std::vector<unsigned char> distance(BOARDS, UNREACHED);
	std::vector<unsigned char> boards(goal, goal + 9);
	std::vector<int> indices(1, index_of(goal));
	boards.reserve(9 * (BOARDS / 2));
	indices.reserve(BOARDS / 2);
	distance[indices[0]] = 0;
	for (size_t taken = 0; taken < indices.size(); taken++) {
		unsigned char board[9];
		std::memcpy(board, &boards[9 * taken], 9);
		int index = indices[taken];
		unsigned char next_distance = distance[index] + 1;
		int blank = blank_of(board);
		for (const char *way = "udlr"; *way; way++) {
			int target = target_from(blank, *way);
			if (target < 0) continue;
			int next = index_after_swap(board, index, blank, target);
			if (distance[next] == UNREACHED) {
				distance[next] = next_distance;
				boards.insert(boards.end(), board, board + 9);
				boards[boards.size() - 9 + blank] = board[target];
				boards[boards.size() - 9 + target] = 0;
				indices.push_back(next);
			}
		}
	}
	return distance;
}

// --- Reading: nine cells a case, as the judge file reads them

// Where the reading is: the line, the cases begun and the line the last began on, and how many
// of the first bytes were UTF-8's byte-order mark (EF BB BF), which is passed over at the very
// start and nowhere else.
static unsigned long long line = 1, cases = 0, case_line = 1;
static int mark = 0;
static bool started = false;

// `why` for input that is no board, in the judge file's words.
static int bad(std::string &why, const std::string &what) {
	why = "case " + std::to_string(cases) + " (line " + std::to_string(case_line) + "): " + what;
	return -1;
}

// The next board into `board`: 1 when there is one, 0 at the end of the input, -1 for input
// that is no board, -2 for input that cannot be read (a folder, a closed descriptor), which is
// no end of the input (the message in `why`).
static int next_board(unsigned char *board, std::string &why) {
	int count = 0;
	for (;;) {
		errno = 0;
		int byte = std::getchar();
		if (byte == EOF && std::ferror(stdin)) {
			int error = errno ? errno : EIO;
			why = "cannot read the input: " + std::string(std::strerror(error)) + " (os error " + std::to_string(error) + ")";
			return -2;
		}
		if (!started) {
			// A mark cut short, by the end or by any other byte, is bad input: its 0xef no cell.
			if (byte != EOF && mark < 3 && byte == (unsigned char)"\xef\xbb\xbf"[mark]) {
				started = ++mark == 3;
				continue;
			}
			started = true;
			if (mark > 0) {
				cases = case_line = 1;
				return bad(why, "byte 0xef is not a cell");
			}
		}
		if (byte == EOF) {
			if (count == 0) return 0;
			return bad(why, "the input ends after " + std::to_string(count) + " of 9 cells");
		}
		if (byte == '\n') {
			line++;
			continue;
		}
		if (byte == ' ' || byte == '\t' || byte == '\r' || byte == '\f' || byte == '\v') continue;
		if (count == 0) {
			cases++;
			case_line = line;
		}
		int value = byte == 'x' || byte == 'X' || byte == '0' ? 0 : byte >= '1' && byte <= '8' ? byte - '0' : -1;
		char text[32];
		if (value < 0 && byte >= '!' && byte <= '~') {
			std::snprintf(text, sizeof text, "'%c' is not a cell", byte);
			return bad(why, text);
		}
		if (value < 0) {
			std::snprintf(text, sizeof text, "byte 0x%02x is not a cell", byte);
			return bad(why, text);
		}
		for (int cell = 0; cell < count; cell++)
			if (board[cell] == value) {
				std::snprintf(text, sizeof text, "'%c' %s", byte,
					value == 0 ? "is a second blank" : "appears twice");
				return bad(why, text);
			}
		board[count++] = (unsigned char)value;
		if (count == 9) return 1;
	}
}

// --- Answering

// The shortest moves from `board`, whose distance is known: down the distances, each step the
// first of r, l, d, u that leads one move nearer.
static std::string walk(unsigned char *board, const std::vector<unsigned char> &distance) {
	std::string moves;
	unsigned char left = distance[index_of(board)];
	while (left > 0) {
		for (const char *way = "rldu"; *way; way++) {
			int target = target_of(board, *way);
			if (target < 0) continue;
			unsigned char next[9];
			std::memcpy(next, board, 9);
			slide(next, target);
			if (distance[index_of(next)] == left - 1) {
				std::memcpy(board, next, 9);
				moves += *way;
				left--;
				break;
			}
		}
	}
	return moves;
}

// Whether a path of `left` more moves from `board` reaches `goal`, the moves onto `path`. It
// remembers nothing, not even the move before, which it may undo at once.
static bool deeper(unsigned char *board, const unsigned char *goal, int left, std::string &path) {
	if (std::memcmp(board, goal, 9) == 0) return true;
	if (left == 0) return false;
	for (const char *way = "udlr"; *way; way++) {
		int target = target_of(board, *way);
		if (target < 0) continue;
		int blank = blank_of(board);
		slide(board, target);
		path += *way;
		if (deeper(board, goal, left - 1, path)) return true;
		path.erase(path.size() - 1);
		board[target] = board[blank];
		board[blank] = 0;
	}
	return false;
}

// The shortest moves by iterative deepening with no estimate: every path of 0 moves, then of 1,
// and so on, each time from the start.
static std::string deepening(const unsigned char *start, const unsigned char *goal) {
	for (int bound = 0;; bound++) {
		unsigned char board[9];
		std::memcpy(board, start, 9);
		std::string path;
		if (deeper(board, goal, bound, path)) return path;
	}
}

// A move off the board from `board`, and a second where one move cannot leave it (from the
// middle, up then up again).
static std::string off_the_board(const unsigned char *board) {
	for (const char *way = "udlr"; *way; way++)
		if (target_of(board, *way) < 0) return std::string(1, *way);
	return "uu";
}

// The answer `line` for `board`, made wrong as MISTAKE says (for the last case, `last`).
static std::string mistaken(const Problem &problem, const unsigned char *board, std::string line,
                            bool solvable, bool last, std::string mistake) {
	if (mistake == "none") return line;
	if (mistake == "last_case_wrong") {
		if (!last) return line;
		mistake = problem.prints_moves ? (solvable && !line.empty() ? "first_move_dropped" : "two_moves_more")
		                               : "one_more";
	}
	const char *unsolvable = problem.prints_moves ? "unsolvable" : "-1";
	if (mistake == "unsolvable_said") return unsolvable;
	if (!solvable) return line;
	if (mistake == "two_moves_more") {
		// From the goal, a move and its undo: up and down, or down and up from the top row.
		return line + (blank_of(problem.goal) >= 3 ? "ud" : "du");
	}
	if (mistake == "first_move_dropped") return line.empty() ? line : line.substr(1);
	if (mistake == "illegal_move") return off_the_board(board) + line;
	if (problem.prints_moves) return line;
	long count = std::stol(line);
	if (mistake == "one_more") return std::to_string(count + 1);
	if (mistake == "one_fewer") return std::to_string(count > 0 ? count - 1 : 1);
	return line;
}

static const char *const MISTAKES[] = {"none",         "two_moves_more",  "first_move_dropped",
                                        "illegal_move", "unsolvable_said", "last_case_wrong",
                                        "one_more",     "one_fewer",       "deepening_without_estimate"};

static const char USAGE[] = "usage: solve [--problem NAME] [--mistake NAME] < boards\n";

// Whether standard output failed, and how: 0 while it has not, or it is a pipe whose reader went
// away, which ends the program quietly, as it ends the judge file; else 1 with the reason.
static int write_failed() {
	if (!std::ferror(stdout)) return -1;
	int error = errno ? errno : EIO;
	if (error == EPIPE) return 0;
	std::fprintf(stderr, "solve: cannot write the output: %s (os error %d)\n", std::strerror(error), error);
	return 1;
}

int main(int argc, char **argv) {
	// A write to a pipe with no reader fails with EPIPE rather than ending the program by a signal.
#ifdef SIGPIPE
	std::signal(SIGPIPE, SIG_IGN);
#endif
	std::string name = PROBLEM, mistake = MISTAKE;
	if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
		errno = 0;
		std::fputs(USAGE, stdout);
		std::fflush(stdout);
		int failed = write_failed();
		return failed < 0 ? 0 : failed;
	}
	bool problem_given = false, mistake_given = false;
	for (int i = 1; i < argc; i += 2) {
		std::string option = argv[i];
		if (i + 1 >= argc || (option != "--problem" && option != "--mistake")) {
			std::fprintf(stderr, "solve: %s", USAGE);
			return 2;
		}
		bool &given = option == "--problem" ? problem_given : mistake_given;
		if (given) {
			std::fprintf(stderr, "solve: %s is given twice\n", option.c_str());
			return 2;
		}
		given = true;
		(option == "--problem" ? name : mistake) = argv[i + 1];
	}
	const Problem *problem = nullptr;
	for (int i = 0; i < PROBLEM_COUNT; i++)
		if (name == PROBLEMS[i].name) problem = &PROBLEMS[i];
	bool known = false;
	for (const char *each : MISTAKES) known = known || mistake == each;
	if (!problem || !known) {
		std::fprintf(stderr, "solve: unknown %s '%s'\n", problem ? "mistake" : "problem",
		             (problem ? mistake : name).c_str());
		return 2;
	}
	std::vector<unsigned char> distance = distances_to(problem->goal);
	// Each answer is written once the next board is read, so that "last_case_wrong" knows the
	// last: one answer held, whatever the input's length.
	std::string held;
	unsigned char board[9], held_board[9];
	bool any = false, held_solvable = false;
	std::string why;
	int read;
	while ((read = next_board(board, why)) == 1) {
		if (any) {
			std::string line = mistaken(*problem, held_board, held, held_solvable, false, mistake);
			line += '\n';
			errno = 0;
			std::fwrite(line.data(), 1, line.size(), stdout);
			// Output that cannot be written ends the reading: a reader gone, or a full disk.
			int failed = write_failed();
			if (failed >= 0) return failed;
		}
		unsigned char moves = distance[index_of(board)];
		std::memcpy(held_board, board, 9);
		held_solvable = moves != UNREACHED;
		any = true;
		if (moves == UNREACHED) {
			held = problem->prints_moves ? "unsolvable" : "-1";
		} else if (mistake == "deepening_without_estimate") {
			std::string found = deepening(board, problem->goal);
			held = problem->prints_moves ? found : std::to_string(found.size());
		} else if (problem->prints_moves) {
			unsigned char walked[9];
			std::memcpy(walked, board, 9);
			held = walk(walked, distance);
		} else {
			held = std::to_string(moves);
		}
	}
	if (any) {
		std::string line = mistaken(*problem, held_board, held, held_solvable, true, mistake) + '\n';
		errno = 0;
		std::fwrite(line.data(), 1, line.size(), stdout);
	}
	errno = 0;
	std::fflush(stdout);
	int failed = write_failed();
	if (failed >= 0) return failed;
	if (read == -2) {
		std::fprintf(stderr, "solve: %s\n", why.c_str());
		return 1;
	}
	if (read < 0) {
		// In the judge file's words, byte for byte.
		std::fprintf(stderr, "eight: %s\n", why.c_str());
		return 2;
	}
	return 0;
}
