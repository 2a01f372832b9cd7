// gen.cpp: the kit's generator of tests for the Eight puzzle, in C++14 with the standard library
// only, for the systems and setters that run a generator only from C or C++ (Polygon's scripts,
// a testlib-style workflow with no Rust at hand).
//
// Written by hand, not generated: the Rust generator (src/bin/gen.rs and the kit's modules
// `generator` and `random`) is the other source of the same boards. tests/cpp.rs builds this
// file and holds it to the Rust generator, byte for byte, on every problem and every kind of
// board, and on its refusals, status and message alike. Change the two together, or that test
// fails.
//
// Build: g++ -std=c++14 -O2 -o gen gen.cpp
//
// Writes boards of the 3x3 sliding puzzle in the problem's input format, one case after another,
// as testlib's generators are called: `gen SEED [options] > test`, the same command line always
// giving the same test. The seed is a number alone or --seed N (1 by default; --seed random
// draws one and says it on standard error). The kinds of board: --solvable (the default),
// --unsolvable, --mixed, --depth D (exactly D moves from the goal), --all (every solvable board
// once, in a fixed order); --count N boards (by default a test's worth: 10 for a problem whose
// tests hold many cases, else 1). Exit 0; 2 for a bad command line or a depth no board is at; 1
// for output that cannot be written.

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>
#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#define POSIX_STREAMS 1
#endif

// The problem when no option names it: set this for a judge that passes no options.
static const char *const PROBLEM = "acwing179";

static const char *const VERSION = "0.6.0";

// --- The problems and their formats

struct Problem {
	const char *name;
	unsigned char goal[9];
	char blank;
	// 'l' one line of nine cells with single spaces; 's' the same, for a judge that takes more
	// spaces; 'g' nine glued digits; 't' three lines of three, single spaces.
	char layout;
	bool many_cases;
	bool promises_solvable;
};

static const Problem PROBLEMS[] = {
	{"acwing179", {1, 2, 3, 4, 5, 6, 7, 8, 0}, 'x', 'l', false, false},
	{"acwing845", {1, 2, 3, 4, 5, 6, 7, 8, 0}, 'x', 'l', false, false},
	{"luogu1379", {1, 2, 3, 8, 0, 4, 7, 6, 5}, '0', 'g', false, true},
	{"aoj_alds1_13_b", {1, 2, 3, 4, 5, 6, 7, 8, 0}, '0', 't', false, true},
	{"baekjoon1525", {1, 2, 3, 4, 5, 6, 7, 8, 0}, '0', 't', false, false},
	{"poj1077", {1, 2, 3, 4, 5, 6, 7, 8, 0}, 'x', 's', false, false},
	{"hdu1043", {1, 2, 3, 4, 5, 6, 7, 8, 0}, 'x', 's', true, false},
};
static const int PROBLEM_COUNT = sizeof PROBLEMS / sizeof PROBLEMS[0];

static std::string names_listed() {
	std::string text;
	for (int i = 0; i < PROBLEM_COUNT; i++) {
		if (i > 0) text += i + 1 == PROBLEM_COUNT ? " and " : ", ";
		text += PROBLEMS[i].name;
	}
	return text;
}

// A mistake on the command line: said after "gen: ", with "(try --help)".
struct Usage {
	std::string why;
};

static const Problem *problem_named(const std::string &name) {
	for (int i = 0; i < PROBLEM_COUNT; i++)
		if (name == PROBLEMS[i].name) return &PROBLEMS[i];
	throw Usage{"unknown problem '" + name + "': the names are " + names_listed()};
}

// --- Boards, and every board's fewest moves from the goal

static const int BOARDS = 362880;
static const int FACTORIAL[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const unsigned char UNREACHED = 255;
// The board the random boards are shuffled from, whatever the problem's goal.
static const unsigned char ORDERED[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};

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

// The board of rank `index`: each digit picks, among the values not yet placed, the one with that
// many smaller after it.
static void board_at(int index, unsigned char *board) {
	bool used[9] = {false};
	for (int i = 0; i < 9; i++) {
		int digit = index / FACTORIAL[8 - i];
		index %= FACTORIAL[8 - i];
		for (int value = 0; value < 9; value++) {
			if (used[value]) continue;
			if (digit-- == 0) {
				board[i] = (unsigned char)value;
				used[value] = true;
				break;
			}
		}
	}
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

// Every board's fewest moves to `goal`, by index, and the indices in the order one breadth-first
// search from the goal took them (the moves tried u, d, l, r, as the Rust generator's search
// tries them: the boards at a depth are drawn from that order).
struct Distances {
	std::vector<unsigned char> by_index;
	std::vector<int> order;
};

static Distances distances_to(const unsigned char *goal) {
	Distances found;
	found.by_index.assign(BOARDS, UNREACHED);
	found.order.reserve(BOARDS / 2);
	found.order.push_back(index_of(goal));
	found.by_index[found.order[0]] = 0;
	// The queue keeps each board's cells beside its index, so that neither is worked out again.
	std::vector<unsigned char> boards(goal, goal + 9);
	boards.reserve(9 * (BOARDS / 2));
	for (size_t taken = 0; taken < found.order.size(); taken++) {
		int index = found.order[taken];
		unsigned char board[9];
		std::memcpy(board, &boards[9 * taken], 9);
		unsigned char next_distance = found.by_index[index] + 1;
		int blank = blank_of(board);
		for (const char *way = "udlr"; *way; way++) {
			int target = target_from(blank, *way);
			if (target < 0) continue;
			unsigned char next[9];
			std::memcpy(next, board, 9);
			next[blank] = next[target];
			next[target] = 0;
			int next_index = index_of(next);
			if (found.by_index[next_index] == UNREACHED) {
				found.by_index[next_index] = next_distance;
				found.order.push_back(next_index);
				boards.insert(boards.end(), next, next + 9);
			}
		}
	}
	return found;
}

// --- Seeded random numbers: SplitMix64, as the kit's Rust generator draws them

struct Random {
	uint64_t state;

	uint64_t next() {
		state += 0x9e3779b97f4a7c15ULL;
		uint64_t z = state;
		z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ z >> 27) * 0x94d049bb133111ebULL;
		return z ^ z >> 31;
	}

	// A number below `bound`, every one as likely: draws that would favour the low ones are
	// drawn again.
	uint64_t below(uint64_t bound) {
		uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
		for (;;) {
			uint64_t x = next();
			if (x < limit) return x % bound;
		}
	}

	// A board drawn uniformly from all 9! (Fisher and Yates's shuffle).
	void board(unsigned char *board) {
		std::memcpy(board, ORDERED, 9);
		for (int i = 8; i >= 1; i--) {
			int j = (int)below((uint64_t)i + 1);
			unsigned char swapped = board[i];
			board[i] = board[j];
			board[j] = swapped;
		}
	}
};

// A seed from the clock and the processor time used so far, for --seed random (the standard
// library alone, so that the file builds on Windows too, where Polygon runs generators).
static uint64_t fresh_seed() {
	auto since = std::chrono::system_clock::now().time_since_epoch();
	uint64_t nanos = (uint64_t)std::chrono::duration_cast<std::chrono::nanoseconds>(since).count();
	Random random = {nanos ^ (uint64_t)std::clock() << 32};
	return random.below(1000000);
}

// --- Writing

// The output, kept until it is written whole or fails: `failed` holds the error's number.
struct Output {
	std::string kept;
	int failed = 0;

	void board(const Problem &problem, const unsigned char *board) {
		for (int cell = 0; cell < 9; cell++) {
			if (cell > 0 && problem.layout != 'g') kept += problem.layout == 't' && cell % 3 == 0 ? '\n' : ' ';
			kept += board[cell] == 0 ? problem.blank : char('0' + board[cell]);
		}
		kept += '\n';
		if (kept.size() >= (1 << 16)) flush();
	}

	void flush() {
		if (failed || kept.empty()) return;
		if (std::fwrite(kept.data(), 1, kept.size(), stdout) != kept.size() || std::fflush(stdout) != 0)
			failed = errno ? errno : EIO;
		kept.clear();
	}
};

// --- The command line

enum Kind { SOLVABLE, UNSOLVABLE, MIXED, DEPTH, ALL };

struct Request {
	const Problem *problem;
	bool random_seed = false;
	uint64_t seed = 1;
	bool counted = false;
	uint64_t count = 0;
	Kind kind = SOLVABLE;
	uint64_t depth = 0;
};

// Whether `text` is a whole number, as Rust's u64 reads one (a + first is allowed), into
// `value`; `too_large` says a number past 2^64 - 1.
static bool whole_number(const std::string &text, uint64_t &value, bool &too_large) {
	size_t start = !text.empty() && text[0] == '+' ? 1 : 0;
	too_large = false;
	if (start == text.size()) return false;
	value = 0;
	for (size_t i = start; i < text.size(); i++) {
		if (text[i] < '0' || text[i] > '9') return false;
		uint64_t digit = (uint64_t)(text[i] - '0');
		if (value > (UINT64_MAX - digit) / 10) too_large = true;
		value = value * 10 + digit;
	}
	return !too_large;
}

static uint64_t number_of(const std::string &option, const std::string &text) {
	uint64_t value = 0;
	bool too_large = false;
	if (whole_number(text, value, too_large)) return value;
	if (too_large) throw Usage{option + " " + text + " is too large: the largest is 18446744073709551615"};
	throw Usage{option + " takes a whole number, not '" + text + "'"};
}

static std::string debug_quoted(const std::string &value) {
	std::string text = "\"";
	for (char character : value) {
		if (character == '"' || character == '\\') text += '\\';
		text += character;
	}
	return text + "\"";
}

// The option `arguments[i]` names, with its value after `=` if it has one, or "" for a value.
static std::string option_of(const std::string &text, std::string &inline_value, bool &has_inline) {
	has_inline = false;
	if (text == "-h") return "--help";
	if (text == "-V") return "--version";
	if (text.compare(0, 2, "--") == 0) {
		size_t equals = text.find('=');
		if (equals == std::string::npos) return text;
		inline_value = text.substr(equals + 1);
		has_inline = true;
		return text.substr(0, equals);
	}
	if (text.size() > 1 && text[0] == '-' && text != "-appes" && text != "-APPES")
		throw Usage{"unknown option '" + text + "'"};
	return text.size() > 1 && text[0] == '-' ? text : "";
}

// Two options of one group given together, named in the command line's order, are refused.
static void apart(const std::vector<std::string> &seen) {
	const std::vector<std::vector<std::string>> groups = {
	    {"--solvable", "--unsolvable", "--mixed", "--depth", "--all"}, {"--all", "--count"}, {"--all", "--seed"}};
	for (const std::vector<std::string> &group : groups) {
		std::vector<std::string> given;
		for (const std::string &name : seen)
			for (const std::string &member : group)
				if (name == member) given.push_back(name);
		if (given.size() >= 2) throw Usage{given[0] + " and " + given[1] + " cannot go together"};
	}
}

static bool given(const std::vector<std::string> &seen, const char *name) {
	for (const std::string &option : seen)
		if (option == name) return true;
	return false;
}

static Request read_request(const std::vector<std::string> &arguments) {
	Request request;
	request.problem = problem_named(PROBLEM);
	std::vector<std::string> seen;
	bool ended = false, alone_given = false;
	uint64_t alone = 0;
	for (size_t i = 0; i < arguments.size(); i++) {
		const std::string &text = arguments[i];
		std::string inline_value, name;
		bool has_inline = false;
		if (!ended && text == "--") {
			ended = true;
			continue;
		}
		if (!ended) name = option_of(text, inline_value, has_inline);
		if (name.empty()) {
			// A number alone is the seed, as testlib's generators are called (`gen 5 > test`).
			bool digits = text.find_first_not_of("0123456789") == std::string::npos, too_large = false;
			uint64_t seed = 0;
			if (digits && !alone_given && whole_number(text, seed, too_large)) {
				alone_given = true;
				alone = seed;
				continue;
			}
			throw Usage{"unexpected argument " + debug_quoted(text)};
		}
		if (name == "--help" || name == "--version") {
			if (has_inline) throw Usage{name + " takes no value"};
			throw Usage{name + " goes alone, with nothing else on the command line"};
		}
		if (given(seen, name.c_str())) throw Usage{name + " is given twice"};
		seen.push_back(name);
		bool valued = name == "--problem" || name == "--seed" || name == "--count" || name == "--depth";
		bool flag = name == "--solvable" || name == "--unsolvable" || name == "--mixed" || name == "--all";
		if (!valued && !flag) throw Usage{"unknown option '" + name + "'"};
		if (flag) {
			if (has_inline) throw Usage{name + " takes no value"};
			request.kind = name == "--solvable" ? SOLVABLE : name == "--unsolvable" ? UNSOLVABLE : name == "--mixed" ? MIXED : ALL;
			continue;
		}
		std::string value;
		if (has_inline) {
			value = inline_value;
		} else if (i + 1 < arguments.size()) {
			value = arguments[++i];
		} else {
			throw Usage{name + " needs a value"};
		}
		if (name == "--problem") {
			request.problem = problem_named(value);
		} else if (name == "--seed") {
			request.random_seed = value == "random";
			if (!request.random_seed) request.seed = number_of(name, value);
		} else if (name == "--count") {
			request.counted = true;
			request.count = number_of(name, value);
		} else {
			request.kind = DEPTH;
			request.depth = number_of(name, value);
		}
	}
	if (alone_given) {
		if (given(seen, "--seed"))
			throw Usage{"the seed is given twice: by --seed and as " + std::to_string(alone)};
		if (given(seen, "--all")) throw Usage{"--all and a seed cannot go together"};
		request.seed = alone;
	}
	apart(seen);
	return request;
}

// A board as the help shows it: the problem's layout, its lines joined by " / ".
static std::string shown_board(const Problem &problem, const unsigned char *cells, bool spaced) {
	std::string text;
	for (int cell = 0; cell < 9; cell++) {
		if (cell > 0 && cell % 3 == 0 && (spaced || problem.layout == 't')) {
			text += " / ";
		} else if (cell > 0 && (spaced || problem.layout != 'g')) {
			text += " ";
		}
		text += cells[cell] == 0 ? problem.blank : char('0' + cells[cell]);
	}
	return text;
}

// The names of the problems that `keep` keeps, listed as names_listed lists them.
static std::string listed_where(bool (*keep)(const Problem &)) {
	std::vector<const char *> names;
	for (int i = 0; i < PROBLEM_COUNT; i++)
		if (keep(PROBLEMS[i])) names.push_back(PROBLEMS[i].name);
	std::string text;
	for (size_t i = 0; i < names.size(); i++) {
		if (i > 0) text += i + 1 == names.size() ? " and " : ", ";
		text += names[i];
	}
	return text;
}

// What --help prints: the kit's gen's words, byte for byte (tests/cpp.rs holds the two equal).
static std::string usage() {
	size_t width = 0;
	for (int i = 0; i < PROBLEM_COUNT; i++) width = std::max(width, std::strlen(PROBLEMS[i].name));
	const unsigned char example[9] = {2, 8, 3, 1, 6, 4, 7, 0, 5};
	std::string formats;
	for (int i = 0; i < PROBLEM_COUNT; i++) {
		const Problem &problem = PROBLEMS[i];
		std::string name = problem.name;
		formats += "  " + name + std::string(width + 2 - name.size(), ' ') + shown_board(problem, example, false) +
		           "; goal " + shown_board(problem, problem.goal, true) + "\n";
	}
	std::string many = listed_where([](const Problem &problem) { return problem.many_cases; });
	std::string promised = listed_where([](const Problem &problem) { return problem.promises_solvable; });
	return "usage: gen [--problem NAME] [--seed N | N] [--count N] [--solvable | --unsolvable | --mixed]\n"
	       "       gen [--problem NAME] [--seed N | N] [--count N] --depth D\n"
	       "       gen [--problem NAME] --all\n"
	       "\n"
	       "Prints boards of the 3x3 sliding puzzle in the problem's input format, as each writes one:\n" +
	       formats +
	       "The same seed always gives the same boards.\n"
	       "\n"
	       "  --problem NAME  the format, and the goal that `solvable` and --depth refer to (by\n"
	       "                  default " + std::string(PROBLEM) + ")\n"
	       "  --seed N        seed of the random choices (default 1); `random` draws one, and says it\n"
	       "                  on standard error, so that the same boards can be drawn again. A number\n"
	       "                  alone is the seed too, as testlib's generators are called: gen 5\n"
	       "  --count N       how many boards, any number; they stream out as drawn. The default\n"
	       "                  is a test: one board, or 10 for " + many + ", whose tests hold many\n"
	       "  --solvable      boards drawn uniformly from the 181,440 that reach the goal (the default)\n"
	       "  --unsolvable    boards drawn uniformly from the 181,440 that do not\n"
	       "  --mixed         boards drawn uniformly from all 362,880\n"
	       "  --depth D       boards whose shortest answer is exactly D moves, drawn uniformly, with\n"
	       "                  repeats, from all boards at that distance: D is 0 to 31 for AcWing's goal\n"
	       "                  (and AOJ's and Baekjoon's), 0 to 30 for Luogu's\n"
	       "  --all           every solvable board once, 181,440 of them, in a fixed order\n"
	       "One kind of board at a time; --all takes neither --seed nor --count.\n"
	       "What gen writes by default, with --solvable and with --depth is a test in the judge's exact\n"
	       "format, which `validate` passes. More boards than a problem's tests hold (--count 2 for\n"
	       "any problem but " + many + ", or --all) make a batch for the solver, which reads cases until the\n"
	       "input ends; so do --unsolvable and --mixed for " + promised + ", whose judges promise a board\n"
	       "that reaches the goal. `gen ARGS > test` is testlib's way of calling a generator: the same\n"
	       "ARGS, the same test.\n"
	       "--help and --version go alone.\n";
}

// The boards the request asks for, into `output`; "" or why none can be drawn.
static std::string generate(const Request &request, uint64_t seed, Output &output) {
	const Problem &problem = *request.problem;
	Distances distances = distances_to(problem.goal);
	Random random = {seed};
	uint64_t count = request.counted ? request.count : problem.many_cases ? 10 : 1;
	unsigned char board[9];
	if (request.kind == ALL) {
		for (int index = 0; index < BOARDS && !output.failed; index++) {
			if (distances.by_index[index] == UNREACHED) continue;
			board_at(index, board);
			output.board(problem, board);
		}
		return "";
	}
	if (request.kind == DEPTH) {
		int farthest = distances.by_index[distances.order.back()];
		if (request.depth > (uint64_t)farthest)
			return "no board is " + std::to_string(request.depth) + " moves from " + problem.name +
			       "'s goal: the farthest are " + std::to_string(farthest);
		std::vector<int> at_depth;
		for (int index : distances.order)
			if (distances.by_index[index] == request.depth) at_depth.push_back(index);
		for (uint64_t drawn = 0; drawn < count && !output.failed; drawn++) {
			board_at(at_depth[random.below(at_depth.size())], board);
			output.board(problem, board);
		}
		return "";
	}
	for (uint64_t drawn = 0; drawn < count && !output.failed; drawn++) {
		for (;;) {
			random.board(board);
			bool solvable = distances.by_index[index_of(board)] != UNREACHED;
			if (request.kind == MIXED || solvable == (request.kind == SOLVABLE)) break;
		}
		output.board(problem, board);
	}
	return "";
}

// Whether standard output was closed when gen started (gen opens no file, so no file has taken
// its number): what would be written there is refused in the Rust generator's words, not the C
// library's. (Elsewhere nothing is looked at.)
static bool output_closed() {
#ifdef POSIX_STREAMS
	return fcntl(1, F_GETFD) == -1 && errno == EBADF;
#else
	return false;
#endif
}

// Prints `text` on standard output: 0, or 1 with the reason when it cannot be written; a reader
// that went away (`gen --help | head -1`) is no failure, and nothing is said.
static int print(const std::string &text, bool closed) {
	errno = 0;
	if (closed) {
		std::fprintf(stderr, "gen: cannot write the output: standard output is closed\n");
		return 1;
	}
	if (std::fputs(text.c_str(), stdout) < 0 || std::fflush(stdout) != 0) {
		int error = errno ? errno : EIO;
		if (error == EPIPE) return 0;
		std::fprintf(stderr, "gen: cannot write the output: %s (os error %d)\n", std::strerror(error), error);
		return 1;
	}
	return 0;
}

int main(int argc, char **argv) {
	const bool closed = output_closed();
	// A reader that stops early (`gen --all | head`) ends the run, and is no failure.
#ifdef SIGPIPE
	std::signal(SIGPIPE, SIG_IGN);
#endif
	std::vector<std::string> arguments(argv + 1, argv + argc);
	if (arguments.size() == 1 && (arguments[0] == "--help" || arguments[0] == "-h")) return print(usage(), closed);
	if (arguments.size() == 1 && (arguments[0] == "--version" || arguments[0] == "-V"))
		return print(std::string("gen ") + VERSION + "\n", closed);
	Request request;
	try {
		request = read_request(arguments);
	} catch (const Usage &usage_error) {
		std::fprintf(stderr, "gen: %s (try --help)\n", usage_error.why.c_str());
		return 2;
	}
	if (closed) return print("", closed);
	uint64_t seed = request.seed;
	if (request.random_seed) {
		// Drawn only for a command line that will be run, and said before any board is written.
		seed = fresh_seed();
		if (std::fprintf(stderr, "gen: seed %llu\n", (unsigned long long)seed) < 0) return 1;
	}
	Output output;
	std::string refused = generate(request, seed, output);
	if (!refused.empty()) {
		std::fprintf(stderr, "gen: %s\n", refused.c_str());
		return 2;
	}
	output.flush();
	if (output.failed == EPIPE) return 0;
	if (output.failed) {
		std::fprintf(stderr, "gen: cannot write the output: %s (os error %d)\n", std::strerror(output.failed),
		             output.failed);
		return 1;
	}
	return 0;
}
