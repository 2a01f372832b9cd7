// The C++ peer: A* as the common solutions of AcWing 179 write it (题解). The board is a
// std::string, the open list a priority_queue of (f, board), the best g and the predecessor
// map two unordered_maps keyed by the board, h the Manhattan distance, and the parity rule
// decides `unsolvable`. Cases follow one another until the input ends, every map made anew for
// each. A yardstick, not a tool: it trusts its input, and shares no code with the solver.
//
// Build: g++ -std=c++14 -O2 -o template template.cpp

#include <algorithm>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

static const std::string GOAL = "12345678x";

static int h(const std::string &state) {
	int sum = 0;
	for (int cell = 0; cell < 9; cell++) {
		if (state[cell] != 'x') {
			int home = state[cell] - '1';
			sum += std::abs(cell / 3 - home / 3) + std::abs(cell % 3 - home % 3);
		}
	}
	return sum;
}

static std::string astar(const std::string &start) {
	const int dx[4] = {-1, 0, 1, 0}, dy[4] = {0, 1, 0, -1};
	const char name[4] = {'u', 'r', 'd', 'l'};
	std::unordered_map<std::string, int> dist;
	std::unordered_map<std::string, std::pair<std::string, char>> prev;
	typedef std::pair<int, std::string> Entry;
	std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
	heap.push(Entry(h(start), start));
	dist[start] = 0;
	while (!heap.empty()) {
		std::string state = heap.top().second;
		heap.pop();
		if (state == GOAL) break;
		int step = dist[state];
		int blank = (int)state.find('x');
		int x = blank / 3, y = blank % 3;
		for (int i = 0; i < 4; i++) {
			int a = x + dx[i], b = y + dy[i];
			if (a < 0 || a >= 3 || b < 0 || b >= 3) continue;
			std::string next = state;
			std::swap(next[blank], next[a * 3 + b]);
			if (!dist.count(next) || dist[next] > step + 1) {
				dist[next] = step + 1;
				prev[next] = std::make_pair(state, name[i]);
				heap.push(Entry(step + 1 + h(next), next));
			}
		}
	}
	std::string path;
	std::string state = GOAL;
	while (state != start) {
		path += prev[state].second;
		state = prev[state].first;
	}
	std::reverse(path.begin(), path.end());
	return path;
}

int main() {
	std::ios::sync_with_stdio(false);
	std::string cell, start;
	while (std::cin >> cell) {
		start += cell == "0" ? "x" : cell;
		if (start.size() < 9) continue;
		std::string tiles;
		for (char c : start)
			if (c != 'x') tiles += c;
		int inversions = 0;
		for (int i = 0; i < 8; i++)
			for (int j = i + 1; j < 8; j++) inversions += tiles[i] > tiles[j];
		std::cout << (inversions % 2 ? "unsolvable" : astar(start)) << '\n';
		start.clear();
	}
}
