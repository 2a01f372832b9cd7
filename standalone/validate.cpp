// validate.cpp: the kit's input validator for the Eight puzzle, in C++14 with the standard
// library only, for the judging systems that build a validator only from C or C++ (Kattis,
// DOMjudge without a build script, Polygon).
//
// Written by hand, not generated: the Rust validator (src/bin/validate.rs and the kit's module
// `format`) is the other source of the same rules. tests/cpp.rs builds this file and holds it to
// the Rust validator, exit status and message alike, on one shared corpus of tests for every
// problem and both protocols. Change the two together, or that test fails.
//
// Build: g++ -std=c++14 -O2 -o validate validate.cpp
//
// Reads a test on standard input and says whether it is exactly in the judge's format, a final
// newline always, each tile once, and where the judge promises it a board that can reach the
// goal; the first fault is named by line and column. A UTF-8 byte-order mark is refused, as
// testlib's validators refuse it: a test is what every contestant's program reads.
//   testlib  validate [--problem NAME] [--testset T] [--group G] < INPUT: exit 0 valid, 3 not,
//            the fault on standard error after FAIL. testlib's validator options are followed as
//            testlib follows them for a validator with no bounds, features or cases marked: for
//            a valid test --testOverviewLogFileName F gets an empty overview, and
//            --testMarkupFileName F testlib's header and the input (\ and ! escaped), stdout
//            and stderr naming those streams; --testCase and --testCaseFileName write nothing.
//   kattis   validate --protocol kattis < INPUT: exit 42 valid, 43 not.

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
// options.
static const char *const PROBLEM = "acwing179";
static const char *const PROTOCOL = "testlib";

static const char *const VERSION = "0.6.0";

// --- The problems and their formats

struct Problem {
	const char *name;
	unsigned char goal[9];
	char blank;
	// 'l' one line of nine cells with single spaces; 's' with one space or more; 'g' nine glued
	// digits; 't' three lines of three, single spaces.
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

// A message made printable ASCII, as the Rust validator's: any other byte as \xNN.
static std::string ascii(const std::string &message) {
	std::string text;
	for (unsigned char byte : message) {
		if (byte >= ' ' && byte <= '~') {
			text += char(byte);
		} else {
			char hex[8];
			std::snprintf(hex, sizeof hex, "\\x%02x", byte);
			text += hex;
		}
	}
	return text;
}

static std::string os_error(int number) {
	return std::string(std::strerror(number)) + " (os error " + std::to_string(number) + ")";
}

static std::string shown(unsigned char byte) {
	if (byte >= '!' && byte <= '~') return std::string("'") + char(byte) + "'";
	char text[16];
	std::snprintf(text, sizeof text, "byte 0x%02x", byte);
	return text;
}

// What stands at a place: a byte, or the end of the input (-1).
static std::string found(int byte) {
	switch (byte) {
	case -1: return "the end of the input";
	case '\n': return "the end of the line";
	case ' ': return "a space";
	case '\t': return "a tab";
	case '\r': return "a carriage return";
	default: return shown((unsigned char)byte);
	}
}

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

// Whether the tiles, read row by row with the blank left out, have an odd number of inversions:
// a board reaches the goal exactly when its parity is the goal's.
static bool inversions_are_odd(const unsigned char *board) {
	bool odd = false;
	for (int i = 0; i < 9; i++)
		for (int j = i + 1; j < 9; j++)
			if (board[i] && board[j] && board[i] > board[j]) odd = !odd;
	return odd;
}

// --- Reading the test a byte at a time

struct Bytes {
	std::FILE *file;
	unsigned char buffer[65536];
	size_t start, end;
	int error;
	unsigned long long line, column;
	// Every byte taken, when not null: testlib's markup is the input as read.
	std::string *kept;

	explicit Bytes(std::FILE *file, std::string *kept)
	    : file(file), start(0), end(0), error(0), line(1), column(0), kept(kept) {}

	// The next byte without taking it: -1 at the end; a failed read sets `error`.
	int peek() {
		if (start == end) {
			if (error) return -1;
			errno = 0;
			size_t got = std::fread(buffer, 1, sizeof buffer, file);
			if (got == 0) {
				if (std::ferror(file)) error = errno ? errno : EIO;
				return -1;
			}
			start = 0;
			end = got;
		}
		return buffer[start];
	}

	// The next byte, taken: its column is counted, the end's too.
	int next() {
		int byte = peek();
		column++;
		if (byte >= 0) {
			start++;
			if (kept) kept->push_back(static_cast<char>(byte));
		}
		return byte;
	}

	void new_line() {
		line++;
		column = 0;
	}

	bool starts_with_mark() {
		if (peek() < 0) return false;
		if (end - start < 3) {
			std::memmove(buffer, buffer + start, end - start);
			end -= start;
			start = 0;
			while (end < 3) {
				size_t got = std::fread(buffer + end, 1, sizeof buffer - end, file);
				if (got == 0) break;
				end += got;
			}
		}
		return end - start >= 3 && std::memcmp(buffer + start, "\xef\xbb\xbf", 3) == 0;
	}
};


// Reads the test against the problem's format: "" for a valid test, else the fault.
static std::string validate(Bytes &reader, const Problem &problem) {
	int cells = problem.layout == 't' ? 3 : 9;
	bool spaced = problem.layout != 'g';
	bool runs = problem.layout == 's';
	int lines = problem.layout == 't' ? 3 : 1;
	int width = spaced ? 2 * cells - 1 : cells;
	std::string cell_words = std::string("a cell (1 to 8, or ") + problem.blank + ")";
	if (reader.starts_with_mark())
		return "line 1, column 1: a UTF-8 byte-order mark, which no test may begin with (save the file without it)";
	reader.column = 0;
	auto at = [&](const std::string &what, int byte) {
		return "line " + std::to_string(reader.line) + ", column " + std::to_string(reader.column) + ": expected " +
		       what + ", found " + found(byte);
	};
	for (;;) {
		unsigned char board[9];
		int count = 0;
		unsigned long long first_line = reader.line;
		for (int row = 0; row < lines; row++) {
			for (int place = 0; place < width; place++) {
				int byte = reader.next();
				if (reader.error) throw reader.error;
				if (spaced && place % 2 == 1) {
					if (byte == ' ') {
						if (runs)
							while (reader.peek() == ' ') reader.next();
					} else {
						return at(runs ? "a space" : "a single space", byte);
					}
					continue;
				}
				int cell;
				if (byte >= '1' && byte <= '8') {
					cell = byte - '0';
				} else if (byte == problem.blank) {
					cell = 0;
				} else {
					return at(cell_words, byte);
				}
				board[count++] = (unsigned char)cell;
			}
			int byte = reader.next();
			if (reader.error) throw reader.error;
			if (byte != '\n') return at("a newline", byte);
			reader.new_line();
		}
		std::string why = why_not_a_board(board);
		if (!why.empty()) return "line " + std::to_string(first_line) + ": " + why;
		if (problem.promises_solvable && inversions_are_odd(board) != inversions_are_odd(problem.goal))
			return "line " + std::to_string(first_line) + ": the board cannot reach the goal, and " + problem.name +
			       " promises one that can";
		if (!problem.many_cases || reader.peek() < 0) {
			if (reader.error) throw reader.error;
			break;
		}
	}
	int byte = reader.next();
	if (reader.error) throw reader.error;
	if (byte >= 0) return at("the end of the input", byte);
	return "";
}

// --- The command line

struct Usage {
	std::string why;
};

static std::string usage() {
	return std::string(
	           "usage: validate [--problem NAME] [--protocol testlib|kattis] < INPUT\n\n"
	           "Says whether INPUT is exactly in the judge's format for the problem, a final newline\n"
	           "always, each tile once, and where the judge promises it, a board that reaches the goal.\n"
	           "The problems: ") +
	       names_listed() +
	       ".\n"
	       "--protocol testlib: exit 0 valid, 3 not, the fault on standard error after FAIL.\n"
	       "--protocol kattis: exit 42 valid, 43 not.\n"
	       "--help and --version go alone.\n"
	       "With no options: --problem " +
	       PROBLEM + " --protocol " + PROTOCOL + ".\n";
}

static const Problem *problem_named(const std::string &name) {
	for (int i = 0; i < PROBLEM_COUNT; i++)
		if (name == PROBLEMS[i].name) return &PROBLEMS[i];
	throw Usage{"unknown problem '" + name + "': the names are " + names_listed()};
}

static std::string protocol_named(const std::string &name) {
	if (name == "testlib" || name == "kattis") return name;
	if (name == "domjudge") return "kattis";
	throw Usage{"unknown protocol '" + name + "': the names are testlib and kattis (kattis also as domjudge)"};
}

// A value as Rust's Debug writes a string: in double quotes, quotes and backslashes escaped.
static std::string debug_quoted(const std::string &value) {
	std::string text = "\"";
	for (char character : value) {
		if (character == '"' || character == '\\') text += '\\';
		text += character;
	}
	return text + "\"";
}

// The files testlib's validator writes for a valid test, when named.
struct Files {
	bool overview = false, markup = false;
	std::string overview_name, markup_name;
};

static void read_request(const std::vector<std::string> &arguments, const Problem *&problem, std::string &protocol,
                         Files &files) {
	std::vector<std::string> seen;
	bool ended = false;
	for (size_t i = 0; i < arguments.size(); i++) {
		const std::string &text = arguments[i];
		if (ended) throw Usage{"unexpected argument " + debug_quoted(text)};
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
		} else if (text.size() > 1 && text[0] == '-') {
			throw Usage{"unknown option '" + text + "'"};
		} else {
			throw Usage{"unexpected argument " + debug_quoted(text)};
		}
		if (name == "--help" || name == "--version") {
			if (has_inline) throw Usage{name + " takes no value"};
			throw Usage{name + " goes alone, with nothing else on the command line"};
		}
		for (const std::string &before : seen)
			if (before == name) throw Usage{name + " is given twice"};
		seen.push_back(name);
		const char *valued[] = {"--problem", "--protocol", "--testset", "--group", "--testOverviewLogFileName",
		                        "--testMarkupFileName", "--testCase", "--testCaseFileName"};
		bool takes_value = false;
		for (const char *option : valued) takes_value = takes_value || name == option;
		if (!takes_value) throw Usage{"unknown option '" + name + "'"};
		std::string value;
		if (has_inline) {
			value = inline_value;
		} else if (i + 1 < arguments.size()) {
			value = arguments[++i];
		} else {
			throw Usage{name + " needs a value"};
		}
		if (name == "--problem") problem = problem_named(value);
		if (name == "--protocol") protocol = protocol_named(value);
		if (name == "--testOverviewLogFileName") files.overview = true, files.overview_name = value;
		if (name == "--testMarkupFileName") files.markup = true, files.markup_name = value;
	}
}

// A standard stream closed when the validator starts leaves its number free for the first file
// opened, and is none to read or write. So, as in check.cpp, on a POSIX system each closed one is
// opened on /dev/null before any file is, as Rust's runtime does, and noted: reading the input
// from a closed standard input, and writing to a closed standard output or error, by its name or
// through a file that is it (`/dev/stdout`, then), is refused in the Rust validator's words,
// never taken for an empty input or for done. (Elsewhere nothing is looked at.)
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

// Prints `text` on standard output: 0, or 1 with the reason when it cannot be written; a reader
// that went away (`validate --help | head -1`) is no failure, and nothing is said.
static int print(const std::string &text) {
	if (closed_at_start[1]) {
		std::fprintf(stderr, "validate: cannot write the output: %s\n", closed_words(1).c_str());
		return 1;
	}
	errno = 0;
	if (std::fputs(text.c_str(), stdout) < 0 || std::fflush(stdout) != 0) {
		int error = errno ? errno : EIO;
		if (error == EPIPE) return 0;
		std::fprintf(stderr, "validate: cannot write the output: %s\n", os_error(error).c_str());
		return 1;
	}
	return 0;
}

// Writes `bytes` where testlib would for a file name, `stdout` and `stderr` being the streams:
// "" when done, else why not.
static std::string write_named(const std::string &name, const std::string &bytes) {
	if (name == "stdout" || name == "stderr") {
		int number = name == "stdout" ? 1 : 2;
		if (closed_at_start[number]) return closed_words(number);
		std::FILE *stream = name == "stdout" ? stdout : stderr;
		bool done = std::fwrite(bytes.data(), 1, bytes.size(), stream) == bytes.size() && std::fflush(stream) == 0;
		return done ? "" : os_error(errno ? errno : EIO);
	}
	errno = 0;
	std::FILE *file = std::fopen(name.c_str(), "wb");
	if (!file) return os_error(errno ? errno : EIO);
	for (int number = 1; number < 3; number++) {
		if (is_closed_stream(file, number)) {
			std::fclose(file);
			return closed_words(number);
		}
	}
	bool done = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
	int error = errno;
	if (std::fclose(file) != 0 && done) error = errno, done = false;
	return done ? "" : os_error(error ? error : EIO);
}

int main(int argc, char **argv) {
	fill_closed_streams();
	// A write to a pipe with no reader fails with EPIPE, as in the Rust programs, rather than
	// ending the program by a signal.
#ifdef SIGPIPE
	std::signal(SIGPIPE, SIG_IGN);
#endif
	std::vector<std::string> arguments(argv + 1, argv + argc);
	if (arguments.size() == 1 && (arguments[0] == "--help" || arguments[0] == "-h")) return print(usage());
	if (arguments.size() == 1 && (arguments[0] == "--version" || arguments[0] == "-V"))
		return print(std::string("validate ") + VERSION + "\n");
	const Problem *problem = nullptr;
	std::string protocol;
	Files files;
	try {
		problem = problem_named(PROBLEM);
		protocol = protocol_named(PROTOCOL);
		read_request(arguments, problem, protocol, files);
	} catch (const Usage &usage_error) {
		std::fprintf(stderr, "validate: %s (try --help)\n", usage_error.why.c_str());
		return 2;
	}
	bool kattis = protocol == "kattis";
	if (closed_at_start[0]) {
		std::fprintf(stderr, "validate: cannot read the input: %s\n", closed_words(0).c_str());
		return 1;
	}
	std::string kept;
	Bytes reader(stdin, files.markup ? &kept : nullptr);
	std::string fault;
	try {
		fault = validate(reader, *problem);
	} catch (int error) {
		std::fprintf(stderr, "validate: cannot read the input: %s\n", os_error(error).c_str());
		return 1;
	}
	if (fault.empty()) {
		// testlib writes its files for a valid test only, and fails if it cannot: the overview of
		// a validator with no bounds or features is empty; the markup is testlib's header, then
		// the input as read, with \ and ! escaped.
		std::string markup = "MU\xF3\x01";
		for (char byte : kept) {
			if (byte == '\\' || byte == '!') markup += '\\';
			markup += byte;
		}
		const bool wanted[] = {files.overview, files.markup};
		const std::string names[] = {files.overview_name, files.markup_name}, bytes[] = {"", markup};
		const char *what[] = {"test overview log", "test markup"};
		for (int i = 0; i < 2; i++) {
			if (!wanted[i]) continue;
			std::string why = write_named(names[i], bytes[i]);
			if (!why.empty()) {
				std::string line = std::string("FAIL cannot write the ") + what[i] + " to " + names[i] + ": " + why;
				std::fprintf(stderr, "%s\n", ascii(line).c_str());
				return kattis ? 1 : 3;
			}
		}
		return kattis ? 42 : 0;
	}
	std::fprintf(stderr, "%s%s\n", kattis ? "" : "FAIL ", fault.c_str());
	return kattis ? 43 : 3;
}
