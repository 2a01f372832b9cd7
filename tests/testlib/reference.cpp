// reference.cpp: a checker for AcWing 179 written with testlib.h, as a setter on Polygon writes
// one, to learn testlib's own verdicts rather than read them from its source. record.sh builds it
// with the header (MikeMirzayanov/testlib, fetched; not kept in this tree) and writes what it
// says of each output of corpus.tsv, and of each command line, into verdicts.tsv, which
// tests/kit.rs holds the kit's checker to (and tests/cpp.rs the C++ one to the Rust one).
//
// What it leaves to testlib is what a judge sees of testlib: the command line (registerTestlibCmd),
// a byte-order mark passed over, lines as readLine reads them (CR LF as LF, any byte kept), a line
// where none is left (unexpected EOF, which testlib makes PE), output after the last answer (PE),
// the result file and what standard error says beside it. What it decides itself is the
// problem's: whitespace around an answer passed over, as the kit's rule is, a line that is no
// answer refused as testlib's readLine(pattern) refuses one (WA), then the moves played and
// their number held to the fewest.

#include "testlib.h"

#include <map>
#include <queue>
#include <string>

static const std::string GOAL = "12345678x";

// Every board's fewest moves from the goal, by one breadth-first search, boards as nine characters.
static std::map<std::string, int> distances() {
	std::map<std::string, int> distance;
	std::queue<std::string> queue;
	distance[GOAL] = 0;
	queue.push(GOAL);
	while (!queue.empty()) {
		std::string board = queue.front();
		queue.pop();
		int blank = int(board.find('x'));
		const int steps[4][2] = {{-3, 0}, {3, 0}, {-1, 1}, {1, 1}};
		for (const auto &step : steps) {
			int target = blank + step[0];
			if (target < 0 || target > 8 || (step[1] && target / 3 != blank / 3)) continue;
			std::string next = board;
			std::swap(next[blank], next[target]);
			if (distance.count(next)) continue;
			distance[next] = distance[board] + 1;
			queue.push(next);
		}
	}
	return distance;
}

// The board after `moves`, or "" if one leaves the board.
static std::string played(std::string board, const std::string &moves) {
	for (char move : moves) {
		int blank = int(board.find('x')), row = blank / 3, column = blank % 3, target = -1;
		if (move == 'u' && row > 0) target = blank - 3;
		if (move == 'd' && row < 2) target = blank + 3;
		if (move == 'l' && column > 0) target = blank - 1;
		if (move == 'r' && column < 2) target = blank + 1;
		if (target < 0) return "";
		std::swap(board[blank], board[target]);
	}
	return board;
}

static std::string trimmed(const std::string &line) {
	size_t first = line.find_first_not_of(" \t"), last = line.find_last_not_of(" \t");
	return first == std::string::npos ? "" : line.substr(first, last - first + 1);
}

int main(int argc, char *argv[]) {
	registerTestlibCmd(argc, argv);
	std::map<std::string, int> distance = distances();
	int cases = 0;
	while (!inf.seekEof()) {
		std::string board;
		for (int cell = 0; cell < 9; cell++) board += inf.readToken("[1-8x]");
		cases++;
		if (ouf.eof()) ouf.quitf(_unexpected_eof, "case %d: no line", cases);
		std::string line = trimmed(ouf.readLine());
		if (!pattern("[udlr]*|unsolvable").matches(line))
			quitf(_wa, "Line \"%s\" doesn't correspond to pattern \"[udlr]*|unsolvable\"", __testlib_part(line).c_str());
		bool solvable = distance.count(board) > 0;
		if (line == "unsolvable") {
			if (solvable) quitf(_wa, "case %d: unsolvable, but it takes %d moves", cases, distance[board]);
			continue;
		}
		if (!solvable) quitf(_wa, "case %d: moves for a board that cannot reach the goal", cases);
		std::string after = played(board, line);
		if (after.empty()) quitf(_wa, "case %d: a move leaves the board", cases);
		if (after != GOAL) quitf(_wa, "case %d: the moves miss the goal", cases);
		if (int(line.size()) != distance[board])
			quitf(_wa, "case %d: %d moves, but the fewest are %d", cases, int(line.size()), distance[board]);
	}
	quitf(_ok, "%d cases", cases);
}
