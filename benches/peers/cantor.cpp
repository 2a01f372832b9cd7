// The faster C++ peer: A* with flat tables by the board's Cantor expansion (康托展开), as the
// better solutions of AcWing 179 write it: the board a std::string, the open list a
// priority_queue of (f, board), the best g and the predecessor (its rank and the move) in arrays
// of 9! entries indexed by the rank, h the Manhattan distance, parity for `unsolvable`. The arrays
// are cleared for each case. A yardstick, not a tool: it trusts its input, and shares no code
// with the solver.
//
// Build: g++ -std=c++14 -O2 -o cantor cantor.cpp

#include <algorithm>
#include <cstring>
#include <iostream>
#include <queue>
#include <string>
#include <utility>
#include <vector>

static const int STATES = 362880;
static const int FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static int dist[STATES], prev_rank[STATES];
static char prev_move[STATES];
static std::string board_of[STATES];

static int cantor(const std::string &s) {
	int rank = 0;
	for (int i = 0; i < 9; i++) {
		int smaller = 0;
		for (int j = i + 1; j < 9; j++) smaller += s[j] < s[i];
		rank += smaller * FACT[8 - i];
	}
	return rank;
}

static int h(const std::string &s) {
	int sum = 0;
	for (int cell = 0; cell < 9; cell++) {
		if (s[cell] != '0') {
			int home = s[cell] - '1';
			sum += std::abs(cell / 3 - home / 3) + std::abs(cell % 3 - home % 3);
		}
	}
	return sum;
}

static std::string astar(const std::string &start) {
	const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
	const char name[4] = {'u', 'd', 'l', 'r'};
	std::memset(dist, 0x3f, sizeof dist);
	typedef std::pair<int, std::string> Entry;
	std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
	const std::string goal = "123456780";
	int start_rank = cantor(start);
	dist[start_rank] = 0;
	board_of[start_rank] = start;
	heap.push(Entry(h(start), start));
	while (!heap.empty()) {
		Entry top = heap.top();
		heap.pop();
		const std::string &state = top.second;
		int rank = cantor(state);
		if (top.first - h(state) > dist[rank]) continue;
		if (state == goal) break;
		int blank = (int)state.find('0');
		int x = blank / 3, y = blank % 3;
		for (int i = 0; i < 4; i++) {
			int a = x + dx[i], b = y + dy[i];
			if (a < 0 || a >= 3 || b < 0 || b >= 3) continue;
			std::string next = state;
			std::swap(next[blank], next[a * 3 + b]);
			int next_rank = cantor(next);
			if (dist[next_rank] > dist[rank] + 1) {
				dist[next_rank] = dist[rank] + 1;
				prev_rank[next_rank] = rank;
				prev_move[next_rank] = name[i];
				board_of[next_rank] = next;
				heap.push(Entry(dist[next_rank] + h(next), next));
			}
		}
	}
	std::string path;
	for (int rank = cantor(goal); rank != start_rank; rank = prev_rank[rank]) path += prev_move[rank];
	std::reverse(path.begin(), path.end());
	return path;
}

int main() {
	std::ios::sync_with_stdio(false);
	std::string cell, start;
	while (std::cin >> cell) {
		start += cell == "x" ? "0" : cell;
		if (start.size() < 9) continue;
		int inversions = 0;
		for (int i = 0; i < 9; i++)
			for (int j = i + 1; j < 9; j++) inversions += start[i] != '0' && start[j] != '0' && start[i] > start[j];
		std::cout << (inversions % 2 ? "unsolvable" : astar(start)) << '\n';
		start.clear();
	}
}
