// check.cpp: the kit's special judge for the Eight puzzle, in C++14 with the standard library
// only, for the judging systems that build a checker only from C or C++ (Kattis, DOMjudge without
// a build script, Luogu, LibreOJ's testlib interface, Polygon, HUSTOJ).
//
// Written by hand, not generated: the Rust checker (src/bin/check.rs and the kit's modules) is
// the other source of the same judge. tests/cpp.rs builds this file and holds it to the Rust
// checker, verdict for verdict, exit status, message, result file and feedback files alike, on
// one shared corpus of outputs (right, another shortest, short, long, illegal, empty, garbage,
// truncated, huge, behind a byte-order mark, with CRLF) for every problem and every protocol.
// Change the two together, or that test fails.
//
// Build: g++ -std=c++14 -O2 -o check check.cpp
//
// An answer is right when it is `unsolvable` exactly for a board that cannot reach the goal, and
// otherwise legal moves (u, d, l, r, the way the blank goes) that reach the goal in the fewest
// moves there are (in any number for POJ 1077 and HDU 1043); for the problems that print a
// count, when it is that fewest number, or -1, in plain decimal. The fewest numbers come from
// this file's own breadth-first search over every board. The files are read as streams, a case
// at a time, and no line is kept longer than an answer can be.
//
// Calling conventions (PROTOCOL below, or --protocol):
//   testlib  check [--problem NAME] [--testset T] [--group G] INPUT OUTPUT [ANSWER [RESULT
//            [-appes]]]: exit 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL; the words
//            and the message on standard error; RESULT gets the message (XML after -appes), and
//            standard error then only where to look, as testlib writes it. A command line it
//            cannot take is FAIL, exit 3, under this protocol and HUSTOJ's.
//   kattis   check --protocol kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT: exit 42 accepted, 43
//            rejected, 1 cannot judge; the message in FEEDBACK_DIR/judgemessage.txt (and
//            judgeerror.txt when it cannot judge), nothing on standard error.
//   cms      check --protocol cms INPUT ANSWER OUTPUT [batch|outputonly]: the score 1.0 or 0.0
//            on standard output, the message on standard error, exit 0, or 3 when it cannot
//            judge; the fourth argument, which CMS's BatchAndOutput passes, is passed over.
//   hustoj   check --protocol hustoj INPUT ANSWER OUTPUT: exit 0, 1, 2 as testlib's, 3 when it
//            cannot judge (HUSTOJ shows it as a runtime error).
// Every message is one line of printable ASCII.

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#define POSIX_STREAMS 1
#endif

// The problem and the protocol when no option names them: set these for a judge that passes no
// options (Kattis's flags may also name them).
static const char *const PROBLEM = "acwing179";
static const char *const PROTOCOL = "testlib";

static const char *const VERSION = "0.6.0";

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

static const char *unsolvable_answer(const Problem &problem) {
	return problem.prints_moves ? "unsolvable" : "-1";
}

// --- Words for messages

static std::string counted(unsigned long long count, const char *noun) {
	return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

static std::string names_listed() {
	std::string text;
	for (int i = 0; i < PROBLEM_COUNT; i++) {
		if (i > 0) text += i + 1 == PROBLEM_COUNT ? " and " : ", ";
		text += PROBLEMS[i].name;
	}
	return text;
}

static std::string hex_byte(unsigned char byte) {
	char text[8];
	std::snprintf(text, sizeof text, "\\x%02x", byte);
	return text;
}

// A byte for a message: itself, quoted, if it prints, else its value.
static std::string shown(unsigned char byte) {
	if (byte >= '!' && byte <= '~') return std::string("'") + char(byte) + "'";
	char text[16];
	std::snprintf(text, sizeof text, "byte 0x%02x", byte);
	return text;
}

// Bytes from an answer as a message quotes them: printable ASCII as it is, a quote or a
// backslash after a backslash, anything else as \xNN.
static std::string quoted(const std::string &bytes) {
	std::string text = "\"";
	for (unsigned char byte : bytes) {
		if (byte == '"' || byte == '\\') {
			text += '\\';
			text += char(byte);
		} else if (byte >= ' ' && byte <= '~') {
			text += char(byte);
		} else {
			text += hex_byte(byte);
		}
	}
	return text + "\"";
}

// A message as one line of printable ASCII.
static std::string ascii(const std::string &message) {
	std::string text;
	for (unsigned char byte : message) {
		if (byte >= ' ' && byte <= '~') {
			text += char(byte);
		} else {
			text += hex_byte(byte);
		}
	}
	return text;
}

// A system error as Rust's standard library says it: its text, and its number.
static std::string os_error(int number) {
	return std::string(std::strerror(number)) + " (os error " + std::to_string(number) + ")";
}

// --- The standard streams closed at the start
//
// A standard stream closed when the checker starts leaves its number free, and the first file
// opened takes it: the input opened as descriptor 1 is what `/dev/stdout` then names, and the
// result file written there would overwrite the input; under Kattis's protocol the input opened
// as descriptor 0 would be read as the output. So on a POSIX system each closed one is opened on
// /dev/null before any file is, as Rust's runtime does, and noted: the output read from a closed
// standard input, and whatever is written to a closed standard output or error, by its name or
// through a file that is it (`/dev/stdout`), is refused as the Rust checker refuses it, never
// taken for an empty output or for done. A file named for reading is read as it is, as the Rust
// checker reads it: `/dev/stdin` with standard input closed is `/dev/null`, an empty file, which
// a judge may name on purpose. (Elsewhere nothing is looked at.)
static bool closed_at_start[3];

static void fill_closed_streams() {
#ifdef POSIX_STREAMS
	for (int number = 0; number < 3; number++) {
		if (fcntl(number, F_GETFD) == -1 && errno == EBADF) {
			closed_at_start[number] = true;
			// The lowest free number: this one.
			int filled = open("/dev/null", O_RDWR);
			(void)filled;
		}
	}
#endif
}

static std::string closed_words(int number) {
	return std::string("standard ") + (number == 0 ? "input" : number == 1 ? "output" : "error") + " is closed";
}

// Whether `file` is the stand-in of standard stream `number`, closed at the start.
static bool is_closed_stream(std::FILE *file, int number) {
#ifdef POSIX_STREAMS
	struct stat opened, stream;
	return closed_at_start[number] && fstat(fileno(file), &opened) == 0 && fstat(number, &stream) == 0 &&
	       opened.st_dev == stream.st_dev && opened.st_ino == stream.st_ino;
#else
	(void)file;
	(void)number;
	return false;
#endif
}

// --- Boards, and every board's fewest moves from the goal

typedef std::vector<unsigned char> Board;

static const int BOARDS = 362880;
static const int FACTORIAL[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

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

// The cell the blank at `blank` goes to on `letter`, or -1 off the board or for no move.
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

// The cell the blank of `board` goes to on `letter`, or -1 off the board or for no move.
static int target_of(const unsigned char *board, char letter) {
	return target_from(blank_of(board), letter);
}

static const unsigned char UNREACHED = 255;

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

// A board as the problem's input writes it.
static std::string format_board(const Problem &problem, const unsigned char *board) {
	std::string text;
	for (int cell = 0; cell < 9; cell++) {
		if (cell > 0 && problem.layout != 'g') text += (problem.layout == 't' && cell % 3 == 0) ? "\n" : " ";
		text += board[cell] == 0 ? problem.blank : char('0' + board[cell]);
	}
	return text;
}

// --- Reading a file a byte at a time

struct Reader {
	std::FILE *file;
	unsigned char buffer[65536];
	size_t start, end;
	int error;  // errno of a failed read, 0 while none

	explicit Reader(std::FILE *file) : file(file), start(0), end(0), error(0) {}

	// The next byte without taking it: -1 at the end, -2 on a failed read.
	int peek() {
		if (start == end) {
			if (error) return -2;
			if (!file) return -1;
			errno = 0;
			size_t got = std::fread(buffer, 1, sizeof buffer, file);
			if (got == 0) {
				if (std::ferror(file)) {
					error = errno ? errno : EIO;
					return -2;
				}
				return -1;
			}
			start = 0;
			end = got;
		}
		return buffer[start];
	}

	// Whether the unread bytes begin with `bytes`, reading more into the buffer if need be.
	bool starts_with(const char *bytes, size_t length) {
		if (peek() < 0) return false;
		if (end - start < length) {
			std::memmove(buffer, buffer + start, end - start);
			end -= start;
			start = 0;
			while (end < length) {
				size_t got = std::fread(buffer + end, 1, sizeof buffer - end, file);
				if (got == 0) break;
				end += got;
			}
		}
		return end - start >= length && std::memcmp(buffer + start, bytes, length) == 0;
	}

	void take() { start++; }
};

static const char BYTE_ORDER_MARK[] = "\xef\xbb\xbf";

// --- The input's boards

// What keeps nine cells from being a board, or "" for a board.
static std::string why_not_a_board(const unsigned char *cells) {
	int times[9] = {0};
	for (int i = 0; i < 9; i++) times[cells[i]]++;
	std::vector<std::string> missing;
	const int order[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
	for (int value : order)
		if (times[value] == 0) missing.push_back(value ? "tile " + std::to_string(value) : "the blank");
	if (missing.empty()) return "";
	int repeated = -1;
	for (int i = 0; i < 9 && repeated < 0; i++)
		if (times[cells[i]] > 1) repeated = cells[i];
	std::string name = repeated ? "tile " + std::to_string(repeated) : "the blank";
	std::string how_often = times[repeated] == 2 ? "twice" : std::to_string(times[repeated]) + " times";
	std::string said;
	if (missing.size() == 1) {
		said = missing[0] + " is missing";
	} else {
		for (size_t i = 0; i + 1 < missing.size(); i++) said += (i ? ", " : "") + missing[i];
		said += " and " + missing.back() + " are missing";
	}
	return name + " appears " + how_often + ", and " + said;
}

// Reads the input's boards, a case at a time.
struct Boards {
	Reader reader;
	bool started;
	unsigned long long line, cases;

	// The blank's spellings, as a message lists them: the problem's own first.
	const char *blanks;

	Boards(std::FILE *file, char blank)
	    : reader(file), started(false), line(1), cases(0), blanks(blank == '0' ? "0, x or X" : "x, X or 0") {}

	// 1 and the board; 0 at the end; -1 with `why` for input that is no boards; -2 on a failed
	// read.
	int next(unsigned char *board, std::string &why) {
		int count = 0;
		unsigned long long case_line = line;
		if (!started) {
			started = true;
			if (reader.starts_with(BYTE_ORDER_MARK, 3))
				for (int i = 0; i < 3; i++) reader.take();
		}
		for (;;) {
			int byte = reader.peek();
			if (byte == -2) return -2;
			if (byte == -1) {
				if (count == 0) return 0;
				why = "case " + std::to_string(cases) + " (line " + std::to_string(case_line) +
				      "): the input ends after " + std::to_string(count) + " of the case's 9 cells";
				return -1;
			}
			reader.take();
			int cell;
			if (byte == '\n') {
				line++;
				continue;
			} else if (byte == ' ' || byte == '\t' || byte == '\r' || byte == 0x0b || byte == 0x0c) {
				continue;
			} else if (byte >= '1' && byte <= '8') {
				cell = byte - '0';
			} else if (byte == 'x' || byte == 'X' || byte == '0') {
				cell = 0;
			} else {
				if (count == 0) {
					cases++;
					case_line = line;
				}
				// The case's own line is named already; another line is said.
				std::string on_line = line == case_line ? "" : " on line " + std::to_string(line);
				why = "case " + std::to_string(cases) + " (line " + std::to_string(case_line) +
				      "): " + shown((unsigned char)byte) + on_line + " is not a cell (cells are 1 to 8, and " +
				      blanks + " for the blank)";
				return -1;
			}
			if (count == 0) {
				cases++;
				case_line = line;
			}
			board[count++] = (unsigned char)cell;
			if (count == 9) {
				std::string bad = why_not_a_board(board);
				if (bad.empty()) return 1;
				why = "case " + std::to_string(cases) + " (line " + std::to_string(case_line) + "): " + bad;
				return -1;
			}
		}
	}
};

// --- An output's lines

// Reads an output a line at a time, keeping at most `longest` bytes of one: whitespace around a
// line's text is passed over, whitespace between is kept.
struct Lines {
	Reader reader;
	size_t longest;
	unsigned long long count;
	bool skipping;
	// Whether the last count was too long, and the rest of it is to be passed over: only when
	// more is read, since its verdict is known (an output of no end, /dev/zero, ends no token).
	bool skipping_token;

	Lines(std::FILE *file, size_t longest)
	    : reader(file), longest(longest), count(0), skipping(false), skipping_token(false) {}

	void skip_byte_order_mark() {
		if (count == 0 && reader.starts_with(BYTE_ORDER_MARK, 3))
			for (int i = 0; i < 3; i++) reader.take();
	}

	// Whether there is nothing at all to read; -2 on a failed read.
	int is_empty() {
		if (count > 0) return 0;
		int byte = reader.peek();
		return byte == -2 ? -2 : byte == -1;
	}

	// 1 and the line; 2 for a line longer than `longest`; 0 at the end; -2 on a failed read.
	int next(std::string &text) {
		while (skipping) {
			int byte = reader.peek();
			if (byte == -2) return -2;
			if (byte == -1) {
				skipping = false;
				break;
			}
			reader.take();
			if (byte == '\n') skipping = false;
		}
		std::string line, between;
		bool any = false;
		for (;;) {
			int byte = reader.peek();
			if (byte == -2) return -2;
			if (byte == -1) break;
			reader.take();
			any = true;
			if (byte == '\n') break;
			if (byte == ' ' || byte == '\t' || byte == '\r') {
				if (!line.empty() && between.size() <= longest) between += char(byte);
				continue;
			}
			line += between;
			between.clear();
			line += char(byte);
			if (line.size() > longest) {
				count++;
				skipping = true;
				return 2;
			}
		}
		if (!any) return 0;
		count++;
		text = line;
		return 1;
	}

	// The next count, as testlib's readLong takes a number: whitespace and blank lines before it
	// passed over (counted), then the bytes up to the next whitespace. 1 and the token; 2 past
	// `longest`, the rest of it passed over when more is read; 0 at the end; -2 on a failed read.
	int next_token(std::string &text) {
		for (; skipping_token;) {
			int rest = reader.peek();
			if (rest == -2) return -2;
			if (rest == -1 || rest == ' ' || rest == '\t' || rest == '\r' || rest == '\n') skipping_token = false;
			else reader.take();
		}
		std::string token;
		for (;;) {
			int byte = reader.peek();
			if (byte == -2) return -2;
			if (byte == -1) break;
			bool space = byte == ' ' || byte == '\t' || byte == '\r' || byte == '\n';
			if (space && !token.empty()) break;
			reader.take();
			if (byte == '\n') count++;
			if (space) continue;
			token += char(byte);
			if (token.size() > longest) {
				skipping_token = true;
				return 2;
			}
		}
		if (token.empty()) return 0;
		text = token;
		return 1;
	}
};

// A line of moves longer than `longest`, played as it was read (a problem that accepts any
// solution): its start for a message, its length, the first byte that is no move, the first
// move off the board, and the board after the moves up to that one.
struct Played {
	std::string start;
	unsigned long long length;
	int first_not_a_move;  // -1 while none
	unsigned long long off_number;  // 0 while none
	char off_letter;
	unsigned char end[9];
};

// As Lines::next, but a line longer than `longest` is played from `board` as it is read: 3 and
// `played` for such a line, in memory bounded whatever its length. Such a line is wrong as soon as
// a fault of it is read (a byte that is no move, a move off the board, any line at all when the
// board is not `solvable`): it is judged then, the rest of it passed over only when more is read,
// so that a line of no end (/dev/zero) gets its verdict at once. The first `longest` bytes and
// one more are always read first, so that a line that turns out short is judged whole.
static int next_played(Lines &lines, const unsigned char *board, bool solvable, std::string &text,
                       Played &played) {
	while (lines.skipping) {
		int byte = lines.reader.peek();
		if (byte == -2) return -2;
		if (byte == -1) {
			lines.skipping = false;
			break;
		}
		lines.reader.take();
		if (byte == '\n') lines.skipping = false;
	}
	std::string kept, between;
	unsigned long long spaces = 0;
	played.length = 0;
	played.first_not_a_move = -1;
	played.off_number = 0;
	played.off_letter = 0;
	std::memcpy(played.end, board, 9);
	bool any = false;
	for (;;) {
		int byte = lines.reader.peek();
		if (byte == -2) return -2;
		if (byte == -1) break;
		lines.reader.take();
		any = true;
		if (byte == '\n') break;
		if (byte == ' ' || byte == '\t' || byte == '\r') {
			if (played.length == 0) continue;
			spaces++;
			if (between.size() <= lines.longest) between += char(byte);
			continue;
		}
		if (spaces > 0) {
			if (played.first_not_a_move < 0) played.first_not_a_move = (unsigned char)between[0];
			played.length += spaces;
			for (char space : between)
				if (kept.size() <= lines.longest) kept += space;
			between.clear();
			spaces = 0;
		}
		played.length++;
		if (kept.size() <= lines.longest) kept += char(byte);
		if (byte != 'u' && byte != 'd' && byte != 'l' && byte != 'r') {
			if (played.first_not_a_move < 0) played.first_not_a_move = byte;
		} else if (played.off_number == 0) {
			int target = target_of(played.end, char(byte));
			if (target < 0) {
				played.off_number = played.length;
				played.off_letter = char(byte);
			} else {
				int blank = blank_of(played.end);
				played.end[blank] = played.end[target];
				played.end[target] = 0;
			}
		}
		bool fault = played.first_not_a_move >= 0 || played.off_number != 0 || !solvable;
		if (played.length > lines.longest && fault) {
			lines.count++;
			lines.skipping = true;
			played.start = kept.substr(0, lines.longest);
			return 3;
		}
	}
	if (!any) return 0;
	lines.count++;
	if (played.length <= lines.longest) {
		text = kept;
		return 1;
	}
	played.start = kept.substr(0, lines.longest);
	return 3;
}

// --- Judging

enum Kind { WRONG = 1, MALFORMED = 2 };

struct Rejection {
	int kind;  // 0 while none
	std::string why;
};

static Rejection rejected(int kind, const std::string &why) {
	Rejection rejection;
	rejection.kind = kind;
	rejection.why = why;
	return rejection;
}

// Checks one answer line for one board.
static Rejection check_line(const Problem &problem, const unsigned char *board, const std::string &line,
                            const std::vector<unsigned char> &distances) {
	unsigned char shortest = distances[index_of(board)];
	bool solvable = shortest != UNREACHED;
	if (!problem.prints_moves) {
		std::string right = solvable ? std::to_string(shortest) : unsolvable_answer(problem);
		// As testlib's readLong reads a number (stringToLongLong): a minus sign at most, then
		// digits with no leading zero (0 alone, but not -0); one past 64 bits is no number.
		bool negative = !line.empty() && line[0] == '-';
		std::string magnitude = negative ? line.substr(1) : line;
		bool digits = !magnitude.empty();
		for (unsigned char byte : magnitude) digits = digits && byte >= '0' && byte <= '9';
		bool plain = digits && (magnitude[0] != '0' || (magnitude == "0" && !negative));
		const char *largest = negative ? "9223372036854775808" : "9223372036854775807";
		bool in_64_bits = magnitude.size() < 19 || (magnitude.size() == 19 && magnitude <= largest);
		if (line == right) return rejected(0, "");
		if (plain && !in_64_bits) return rejected(MALFORMED, quoted(line) + ": a number past 64 bits is no count");
		if (!plain) return rejected(MALFORMED, quoted(line) + ": a line is the number of moves in plain decimal, or -1");
		if (!solvable) return rejected(WRONG, line + ", but the board is unsolvable");
		return rejected(WRONG, line + ", but the fewest moves are " + right);
	}
	if (line == unsolvable_answer(problem)) {
		if (!solvable) return rejected(0, "");
		return rejected(WRONG, "'unsolvable', but the board is solved in " + std::to_string(shortest) + " moves");
	}
	// A line that is no answer is a wrong answer, as testlib's readers judge a line that does not
	// match its pattern (InStream::readLine with a pattern: quit(_wa, ...)).
	for (unsigned char byte : line)
		if (byte != 'u' && byte != 'd' && byte != 'l' && byte != 'r')
			return rejected(WRONG, shown(byte) + " in " + quoted(line) + ": a line is 'unsolvable' or moves u, d, l, r");
	if (!solvable) return rejected(WRONG, "the board is unsolvable");
	unsigned char current[9];
	std::memcpy(current, board, 9);
	for (size_t number = 0; number < line.size(); number++) {
		int target = target_of(current, line[number]);
		if (target < 0)
			return rejected(WRONG, "move " + std::to_string(number + 1) + " (" + line[number] + ") leaves the board");
		int blank = blank_of(current);
		current[blank] = current[target];
		current[target] = 0;
	}
	if (std::memcmp(current, problem.goal, 9) != 0) {
		std::string end = format_board(problem, current);
		std::string shown_end;
		for (char character : end) shown_end += character == '\n' ? std::string(" / ") : std::string(1, character);
		return rejected(WRONG, "after " + counted(line.size(), "move") + " the board is " + shown_end + ", not the goal");
	}
	if (line.size() != shortest && !problem.any_solution)
		return rejected(WRONG, counted(line.size(), "move") + ", but the fewest are " + std::to_string(shortest));
	return rejected(0, "");
}

// Why a check did not accept, as the Rust checker's CheckError: which stream, and what.
enum Stream { INPUT, OUTPUT, ANSWER };

struct Outcome {
	// 'a' accepted, 'r' rejected (the output), 'w' the answer file wrong, 'b' bad input, 'u' a
	// stream unreadable.
	char what;
	Rejection rejection;
	Stream stream;
	int error;
};

static Outcome outcome(char what) {
	Outcome result;
	result.what = what;
	result.rejection = rejected(0, "");
	result.stream = INPUT;
	result.error = 0;
	return result;
}

// The verdict on a line of moves too long to keep, played as it was read, in the order check_line
// judges a line: of the faults in the line's first bytes the first in that order is named, else the
// one that stopped the reading. Its message quotes the line's start.
static Rejection judge_played(const Problem &problem, const unsigned char *board, const Played &played,
                              const std::vector<unsigned char> &distances) {
	std::string shown_line = quoted(played.start) + "... (more than " + std::to_string(played.start.size()) + " bytes)";
	if (played.first_not_a_move >= 0)
		return rejected(WRONG, shown((unsigned char)played.first_not_a_move) + " in " + shown_line +
		                           ": a line is 'unsolvable' or moves u, d, l, r");
	if (distances[index_of(board)] == UNREACHED) return rejected(WRONG, "the board is unsolvable");
	if (played.off_number)
		return rejected(WRONG, "move " + std::to_string(played.off_number) + " (" + played.off_letter + ") leaves the board");
	if (std::memcmp(played.end, problem.goal, 9) != 0) {
		std::string end = format_board(problem, played.end);
		std::string shown_end;
		for (char character : end) shown_end += character == '\n' ? std::string(" / ") : std::string(1, character);
		return rejected(WRONG, "after " + counted(played.length, "move") + " the board is " + shown_end + ", not the goal");
	}
	return rejected(0, "");
}

// Checks the answer in `lines` to case number `cases`: a line of moves; one of any length, played
// as it is read, for a problem that accepts any solution; or a count, read as testlib's readLong
// reads a number. A rejection, or an error number.
static Rejection check_case(const Problem &problem, const unsigned char *board, unsigned long long cases,
                            Lines &lines, const std::vector<unsigned char> &distances, int &error) {
	std::string line;
	Played played;
	int got = !problem.prints_moves ? lines.next_token(line)
	          : problem.any_solution ? next_played(lines, board, distances[index_of(board)] != UNREACHED, line, played)
	                                 : lines.next(line);
	std::string in_case = "case " + std::to_string(cases) + ": ";
	if (got == -2) {
		error = lines.reader.error;
		return rejected(0, "");
	}
	if (got == 3) {
		Rejection rejection = judge_played(problem, board, played, distances);
		if (rejection.kind) rejection.why = in_case + rejection.why;
		return rejection;
	}
	// Moves past the cap are more than any shortest answer has: wrong; a count that long is no number.
	if (got == 2) {
		if (!problem.prints_moves)
			return rejected(MALFORMED, in_case + "a count of more than " + std::to_string(lines.longest) + " bytes is no number");
		return rejected(WRONG, in_case + "line " + std::to_string(lines.count) + " is longer than any answer (" +
		                           std::to_string(lines.longest) + " bytes)");
	}
	if (got == 0) {
		if (distances[index_of(board)] == 0 && problem.prints_moves) {
			line = "";
		} else {
			return rejected(MALFORMED, in_case + "no line (the output ends after " + counted(lines.count, "line") + ")");
		}
	}
	Rejection rejection = check_line(problem, board, line, distances);
	if (rejection.kind) rejection.why = in_case + rejection.why;
	return rejection;
}

// Only blank lines may follow the answer to the last case.
static Rejection nothing_after(Lines &lines, unsigned long long cases, int &error) {
	for (;;) {
		std::string line;
		int got = lines.next(line);
		if (got == -2) {
			error = lines.reader.error;
			return rejected(0, "");
		}
		if (got == 0) return rejected(0, "");
		if (got == 1 && line.empty()) continue;
		return rejected(MALFORMED, "line " + std::to_string(lines.count) + " is after the last case (the input has " +
		                               counted(cases, "case") + ")");
	}
}

// Judges OUTPUT, and ANSWER when given, against INPUT's boards, all three read together.
static Outcome check_output(const Problem &problem, std::FILE *input, std::FILE *output, std::FILE *answer,
                            const std::vector<unsigned char> &distances) {
	// Past 64 bytes a line of the fewest moves is wrong unread, a count is no number, and a line of
	// any solution is played as it is read, never kept.
	size_t longest = 64;
	Boards boards(input, problem.blank);
	Lines out(output, longest);
	Lines ans(answer, longest);
	out.skip_byte_order_mark();
	if (out.reader.error) {
		Outcome result = outcome('u');
		result.stream = OUTPUT;
		result.error = out.reader.error;
		return result;
	}
	int empty_answer = 0;
	if (answer) {
		empty_answer = ans.is_empty();
		if (empty_answer == -2) {
			Outcome result = outcome('u');
			result.stream = ANSWER;
			result.error = ans.reader.error;
			return result;
		}
	}
	Rejection verdict = rejected(0, "");
	int verdict_error = 0;
	unsigned long long cases = 0;
	for (;;) {
		unsigned char board[9];
		std::string why;
		int got = boards.next(board, why);
		if (got == 0) break;
		if (got == -2) {
			Outcome result = outcome('u');
			result.stream = INPUT;
			result.error = boards.reader.error;
			return result;
		}
		if (got == -1) {
			Outcome result = outcome('b');
			result.rejection = rejected(MALFORMED, why);
			return result;
		}
		cases++;
		if (empty_answer) {
			Outcome result = outcome('w');
			result.rejection = rejected(MALFORMED, "it is empty, and the input has cases (are OUTPUT and ANSWER swapped?)");
			return result;
		}
		if (answer) {
			int error = 0;
			Rejection checked = check_case(problem, board, cases, ans, distances, error);
			if (error || checked.kind) {
				Outcome result = outcome(error ? 'u' : 'w');
				result.stream = ANSWER;
				result.error = error;
				result.rejection = checked;
				return result;
			}
		}
		if (!verdict.kind && !verdict_error) verdict = check_case(problem, board, cases, out, distances, verdict_error);
	}
	if (answer) {
		int error = 0;
		Rejection after = nothing_after(ans, cases, error);
		if (error || after.kind) {
			Outcome result = outcome(error ? 'u' : 'w');
			result.stream = ANSWER;
			result.error = error;
			result.rejection = after;
			return result;
		}
	}
	if (!verdict.kind && !verdict_error) verdict = nothing_after(out, cases, verdict_error);
	if (verdict_error) {
		Outcome result = outcome('u');
		result.stream = OUTPUT;
		result.error = verdict_error;
		return result;
	}
	if (verdict.kind) {
		Outcome result = outcome('r');
		result.rejection = verdict;
		return result;
	}
	return outcome('a');
}

// --- The command line

struct Request {
	const Problem *problem;
	std::string protocol;
	std::string input, output, answer, result, feedback;
	bool output_on_stdin, has_answer, appes;
};

static std::string usage() {
	return std::string(
	           "usage: check [--problem NAME] INPUT OUTPUT [ANSWER [RESULT [-appes]]]\n"
	           "       check --protocol kattis [--problem NAME] INPUT ANSWER FEEDBACK_DIR < OUTPUT\n"
	           "       check --protocol cms [--problem NAME] INPUT ANSWER OUTPUT [batch|outputonly]\n"
	           "       check --protocol hustoj [--problem NAME] INPUT ANSWER OUTPUT\n"
	           "       check --list-problems\n\n"
	           "Judges OUTPUT, one line per case of INPUT, as the problem asks: the shortest moves, any\n"
	           "moves that solve it (poj1077, hdu1043), or the fewest number of moves; `unsolvable` or -1\n"
	           "exactly for a board that cannot reach the goal. The problems: ") +
	       names_listed() +
	       ".\n"
	       "The protocols: testlib (exit 0, 1, 2, 3; testlib's words on standard error), kattis or\n"
	       "domjudge (42, 43; FEEDBACK_DIR/judgemessage.txt), cms (the score on standard output),\n"
	       "hustoj (0, 1, 2; 3 when it cannot judge). --testset and --group are taken and passed over.\n"
	       "--list-problems prints the problems' names, one a line, the default's first.\n"
	       "--help, --version and --list-problems go alone.\n"
	       "With no options: --problem " +
	       PROBLEM + " --protocol " + PROTOCOL + ".\n";
}

struct Usage {
	std::string why;
};

static const Problem *problem_named(const std::string &name) {
	for (int i = 0; i < PROBLEM_COUNT; i++)
		if (name == PROBLEMS[i].name) return &PROBLEMS[i];
	throw Usage{"unknown problem '" + name + "': the names are " + names_listed()};
}

static std::string protocol_named(const std::string &name) {
	if (name == "testlib" || name == "kattis" || name == "cms" || name == "hustoj") return name;
	if (name == "domjudge") return "kattis";
	throw Usage{"unknown protocol '" + name + "': the names are testlib, kattis, cms and hustoj (kattis also as domjudge)"};
}

// Reads the command line as the kit's programs read theirs: --name value or --name=value, in
// any order; -- ends the options; an option given twice is refused.
// An empty name is the caller's slip, never the solver's: only ANSWER and RESULT may be one
// (online-judge-tools passes an empty ANSWER for a test with no expected output).
static Request with_names(const Request &request) {
	if (request.input.empty()) throw Usage{"INPUT is an empty name, which names no file"};
	if (!request.output_on_stdin && request.output.empty())
		throw Usage{"OUTPUT is an empty name, which names no file"};
	if (request.protocol == "kattis" && request.feedback.empty())
		throw Usage{"FEEDBACK_DIR is an empty name, which names no file"};
	return request;
}

static Request read_request(std::vector<std::string> arguments) {
	Request request;
	request.problem = problem_named(PROBLEM);
	request.protocol = protocol_named(PROTOCOL);
	request.output_on_stdin = false;
	request.has_answer = false;
	request.appes = false;
	if (!arguments.empty() && (arguments.back() == "-appes" || arguments.back() == "-APPES")) {
		request.appes = true;
		arguments.pop_back();
	}
	std::vector<std::string> files, seen;
	bool ended = false;
	for (size_t i = 0; i < arguments.size(); i++) {
		const std::string &text = arguments[i];
		if (ended) {
			files.push_back(text);
			continue;
		}
		if (text == "--") {
			ended = true;
			continue;
		}
		std::string name = text, inline_value;
		bool has_inline = false;
		if (text == "-h") {
			name = "--help";
		} else if (text == "-V") {
			name = "--version";
		} else if (text.compare(0, 2, "--") == 0) {
			size_t equals = text.find('=');
			if (equals != std::string::npos) {
				name = text.substr(0, equals);
				inline_value = text.substr(equals + 1);
				has_inline = true;
			}
		} else if (text == "-appes" || text == "-APPES") {
			// testlib's last word anywhere else: misplaced, not unknown.
			throw Usage{"-appes goes last, after INPUT, OUTPUT, ANSWER and RESULT"};
		} else if (text.size() > 1 && text[0] == '-') {
			throw Usage{"unknown option '" + text + "'"};
		} else {
			files.push_back(text);
			continue;
		}
		if (name == "--help" || name == "--version") {
			if (has_inline) throw Usage{name + " takes no value"};
			throw Usage{name + " goes alone, with nothing else on the command line"};
		}
		// Alone, it is taken before the command line is read (see main).
		if (name == "--list-problems") throw Usage{name + " goes alone, with nothing else on the command line"};
		for (const std::string &before : seen)
			if (before == name) throw Usage{name + " is given twice"};
		seen.push_back(name);
		bool takes_value = name == "--problem" || name == "--protocol" || name == "--testset" || name == "--group";
		if (!takes_value) throw Usage{"unknown option '" + name + "'"};
		std::string value;
		if (has_inline) {
			value = inline_value;
		} else if (i + 1 < arguments.size()) {
			value = arguments[++i];
		} else {
			throw Usage{name + " needs a value"};
		}
		if (name == "--problem") request.problem = problem_named(value);
		if (name == "--protocol") request.protocol = protocol_named(value);
	}
	// CMS's BatchAndOutput task type passes a fourth argument, `batch` or `outputonly`
	// (cms/grading/tasktypes/BatchAndOutput.py, `extra_args`): the verdict does not depend on it.
	if (request.protocol == "cms" && files.size() == 4 && (files[3] == "batch" || files[3] == "outputonly"))
		files.pop_back();
	size_t count = files.size();
	std::string given = counted(count, "file");
	while (files.size() < 4) files.push_back("");
	if (request.protocol == "testlib") {
		if (count >= 2 && count <= 4 && (!request.appes || count == 4)) {
			request.input = files[0];
			request.output = files[1];
			request.answer = files[2];
			request.has_answer = !files[2].empty();
			request.result = files[3];
			return with_names(request);
		}
		if (request.appes) throw Usage{"-appes follows INPUT, OUTPUT, ANSWER and RESULT"};
		throw Usage{"give INPUT, OUTPUT and perhaps ANSWER and RESULT, not " + given};
	}
	if (request.appes) throw Usage{"-appes is testlib's"};
	if (request.protocol == "kattis") {
		if (count != 3) throw Usage{"give INPUT, ANSWER and FEEDBACK_DIR, not " + given};
		request.input = files[0];
		request.answer = files[1];
		request.has_answer = !files[1].empty();
		request.feedback = files[2];
		request.output_on_stdin = true;
		return with_names(request);
	}
	if (count != 3) throw Usage{"give INPUT, ANSWER and OUTPUT, not " + given};
	request.input = files[0];
	request.answer = files[1];
	request.has_answer = !files[1].empty();
	request.output = files[2];
	return with_names(request);
}

// --- The verdict, as each protocol says it

struct Verdict {
	char what;  // 'a' accepted, 'r' rejected, 'f' the checker cannot judge
	Rejection rejection;
	std::string message;
};

static const char *stream_name(Stream stream) {
	return stream == INPUT ? "the input" : stream == OUTPUT ? "the output" : "the expected answer";
}

static Verdict check(const Request &request) {
	Verdict verdict;
	verdict.rejection = rejected(0, "");
	std::string output_path = request.output_on_stdin ? "(standard input)" : request.output;
	auto path_of = [&](Stream stream) -> std::string {
		return stream == INPUT ? request.input : stream == OUTPUT ? output_path : request.answer;
	};
	auto cannot = [&](Stream stream, int error) {
		return std::string("cannot read ") + stream_name(stream) + " " + path_of(stream) + ": " + os_error(error);
	};
	auto fail = [&](const std::string &why) {
		verdict.what = 'f';
		verdict.message = why;
		return verdict;
	};
	std::FILE *input = std::fopen(request.input.c_str(), "rb");
	if (!input) return fail(cannot(INPUT, errno));
	std::FILE *output = nullptr;
	if (request.output_on_stdin) {
		if (closed_at_start[0]) return fail("cannot read the output " + output_path + ": " + closed_words(0));
		output = stdin;
		// Standard input open for writing only cannot be read: no output, not an empty one.
		errno = 0;
		int first = std::fgetc(stdin);
		if (first == EOF && std::ferror(stdin)) return fail(cannot(OUTPUT, errno ? errno : EIO));
		if (first != EOF) std::ungetc(first, stdin);
	} else {
		output = std::fopen(request.output.c_str(), "rb");
		if (!output) {
			int error = errno;
			if (error == ENOENT) {
				verdict.what = 'r';
				verdict.rejection = rejected(MALFORMED, cannot(OUTPUT, error));
				verdict.message = verdict.rejection.why;
				return verdict;
			}
			return fail(cannot(OUTPUT, error));
		}
	}
	std::FILE *answer = nullptr;
	if (request.has_answer) {
		answer = std::fopen(request.answer.c_str(), "rb");
		if (!answer) return fail(cannot(ANSWER, errno));
	}
	std::vector<unsigned char> distances = distances_to(request.problem->goal);
	Outcome result = check_output(*request.problem, input, output, answer, distances);
	switch (result.what) {
	case 'a':
		verdict.what = 'a';
		verdict.message = request.problem->any_solution ? "every answer is right" : "every answer is right and shortest";
		return verdict;
	case 'r':
		verdict.what = 'r';
		verdict.rejection = result.rejection;
		verdict.message = result.rejection.why;
		return verdict;
	case 'b':
		return fail("the input " + request.input + " is not boards: " + result.rejection.why);
	case 'w':
		return fail("the expected answer " + request.answer + " is wrong: " + result.rejection.why);
	default:
		return fail(cannot(result.stream, result.error));
	}
}

static void say(const std::string &line) {
	std::fprintf(stderr, "%s\n", line.c_str());
	std::fflush(stderr);
}

// Writes `text` to the file at `path`, or says why it could not: a file that is a standard
// output or error closed at the start (`/dev/stdout`, say) is refused as the stream is.
static bool write_file(const std::string &path, const std::string &text, std::string &why) {
	std::FILE *file = std::fopen(path.c_str(), "wb");
	if (!file) {
		why = os_error(errno);
		return false;
	}
	for (int number = 1; number < 3; number++) {
		if (is_closed_stream(file, number)) {
			std::fclose(file);
			why = closed_words(number);
			return false;
		}
	}
	bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size();
	int error = errno;
	bool closed = std::fclose(file) == 0;
	if (!closed && written) error = errno;
	why = os_error(error);
	return written && closed;
}

static std::string appes_xml(const char *outcome, const std::string &message) {
	std::string escaped;
	for (unsigned char character : message) {
		if (character == '&') escaped += "&amp;";
		else if (character == '<') escaped += "&lt;";
		else if (character == '>') escaped += "&gt;";
		else if (character == '"') escaped += "&quot;";
		else if (character < 32) escaped += '.';
		else escaped += char(character);
	}
	return std::string("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"") + outcome + "\">" +
	       escaped + "</result>\n";
}

static int report(const Request &request, const Verdict &verdict) {
	std::string message = ascii(verdict.message);
	const char *words = "ok";
	const char *outcome = "accepted";
	int code = 0;
	if (verdict.what == 'r' && verdict.rejection.kind == WRONG) {
		words = "wrong answer";
		outcome = "wrong-answer";
		code = 1;
	} else if (verdict.what == 'r') {
		words = "wrong output format";
		outcome = "presentation-error";
		code = 2;
	} else if (verdict.what == 'f') {
		words = "FAIL";
		outcome = "fail";
		code = 3;
	}
	if (request.protocol == "testlib" || request.protocol == "hustoj") {
		if (request.protocol == "testlib" && !request.result.empty()) {
			std::string text = request.appes ? appes_xml(outcome, message) : message;
			std::string why;
			if (!write_file(request.result, text, why)) {
				say("FAIL " + ascii("cannot write the result file " + request.result + ": " + why));
				return 3;
			}
			// With a result file testlib writes the verdict there alone, and on standard error an
			// empty line and where to look (testlib.h, InStream::quit).
			say("");
			say("See file to check exit message");
			return code;
		}
		say(std::string(words) + " " + message);
		return code;
	}
	if (request.protocol == "kattis") {
		std::vector<std::string> names;
		names.push_back("judgemessage.txt");
		if (verdict.what == 'f') names.push_back("judgeerror.txt");
		for (const std::string &name : names) {
			std::string path = request.feedback;
			if (!path.empty() && path.back() != '/') path += '/';
			path += name;
			std::string why;
			if (!write_file(path, message + "\n", why)) {
				say(ascii("cannot write " + path + ": " + why));
				return 1;
			}
		}
		return verdict.what == 'a' ? 42 : verdict.what == 'r' ? 43 : 1;
	}
	// CMS: the score on standard output is the verdict.
	say(message);
	if (verdict.what == 'f') return 3;
	if (closed_at_start[1]) {
		say("cannot write the score: " + closed_words(1));
		return 3;
	}
	const char *score = verdict.what == 'a' ? "1.0\n" : "0.0\n";
	errno = 0;
	if (std::fputs(score, stdout) < 0 || std::fflush(stdout) != 0) {
		say(ascii("cannot write the score: " + os_error(errno ? errno : EIO)));
		return 3;
	}
	return 0;
}

// Prints `text` on standard output: 0, or 3 with the reason when it cannot be written; a reader
// that went away (`check --help | head -1`) is no failure, and nothing is said.
static int print(const std::string &text) {
	errno = 0;
	if (closed_at_start[1]) {
		say("check: cannot write the output: " + closed_words(1));
		return 3;
	}
	if (std::fputs(text.c_str(), stdout) < 0 || std::fflush(stdout) != 0) {
		int error = errno ? errno : EIO;
		if (error == EPIPE) return 0;
		say("check: cannot write the output: " + os_error(error));
		return 3;
	}
	return 0;
}

// The protocol the command line asks for, as far as it can be read: its last --protocol that
// names one, before any --; else PROTOCOL. A mistake is said as that protocol says one.
static std::string asked_protocol(const std::vector<std::string> &arguments) {
	std::string asked = PROTOCOL;
	for (size_t i = 0; i < arguments.size(); i++) {
		const std::string &argument = arguments[i];
		if (argument == "--") break;
		std::string value;
		if (argument == "--protocol" && i + 1 < arguments.size()) {
			value = arguments[++i];
		} else if (argument.compare(0, 11, "--protocol=") == 0) {
			value = argument.substr(11);
		}
		if (value == "testlib" || value == "kattis" || value == "cms" || value == "hustoj") asked = value;
		if (value == "domjudge") asked = "kattis";
	}
	return asked;
}

int main(int argc, char **argv) {
	fill_closed_streams();
	// A write to a pipe with no reader fails with EPIPE, as in the Rust programs, rather than
	// ending the program by a signal: CMS's score to such a pipe is then said to be lost.
#ifdef SIGPIPE
	std::signal(SIGPIPE, SIG_IGN);
#endif
	std::vector<std::string> arguments(argv + 1, argv + argc);
	std::vector<std::string> rest = arguments;
	if (!rest.empty() && (rest.back() == "-appes" || rest.back() == "-APPES")) rest.pop_back();
	if (rest.size() == 1 && (rest[0] == "--help" || rest[0] == "-h")) return print(usage());
	if (rest.size() == 1 && (rest[0] == "--version" || rest[0] == "-V")) return print(std::string("check ") + VERSION + "\n");
	// The problems' names, one a line, PROBLEM's first, for scripts.
	if (arguments.size() == 1 && arguments[0] == "--list-problems") {
		std::string names = std::string(PROBLEM) + "\n";
		for (int i = 0; i < PROBLEM_COUNT; i++)
			if (std::string(PROBLEMS[i].name) != PROBLEM) names += std::string(PROBLEMS[i].name) + "\n";
		return print(names);
	}
	Request request;
	try {
		request = read_request(arguments);
	} catch (const Usage &usage_error) {
		// testlib FAILs a command line it cannot take (testlib.h, registerTestlibCmd): under its
		// protocol, and HUSTOJ's, which keeps its words, the mistake is said after FAIL.
		std::string protocol = asked_protocol(arguments);
		bool testlib = protocol == "testlib" || protocol == "hustoj";
		say((testlib ? "FAIL " : "check: ") + usage_error.why + " (try --help)");
		return 3;
	}
	return report(request, check(request));
}
