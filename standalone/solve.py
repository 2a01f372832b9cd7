# solve.py: a solution of the Eight puzzle in Python 3, standard library only, for the packages
# `pack` writes: the accepted submission a system that runs Python runs (Kattis and DOMjudge
# both do by default), beside the judge file in Rust and the C++ one.
#
# Written by hand, as a third solution, and written plainly: the inversion parity of the tiles
# decides whether a board can reach the goal, and A* under the Manhattan distance, which never
# overestimates, finds a shortest answer. tests/cpp.rs runs it and judges every answer with the
# kit's checker, on every problem; its table of problems is held to the kit's catalogue.
#
# Run: python3 solve.py [--problem NAME] < boards   (by default the problem is PROBLEM below)
#
# Reads what the judge file reads: boards until the input ends, nine cells each (1 to 8, and x,
# X or 0 for the blank, separated by any whitespace or none), a UTF-8 byte-order mark at the very
# start passed over; and writes a line each, as the problem asks: the moves (u, d, l, r, the way
# the blank goes) or `unsolvable`, or the fewest number of moves or -1. The input is read a block
# at a time, each board answered once its cells are read, and the answers written before the
# next block is waited for: memory stays bounded whatever the input, and a pipe that trickles
# sees each answer at once. Exit 0; 2 for input that is no board, after the answers before it,
# with the judge file's one line on standard error (`eight: case 3 (line 3): '5' appears
# twice`), and for a command line it cannot take; --help says how to call it.

import heapq
import os
import sys

# The problem it answers, by the catalogue's name.
PROBLEM = "acwing179"

# Each problem: its goal (0 the blank) and whether it asks for the moves (else their number).
PROBLEMS = {
    "acwing179": ((1, 2, 3, 4, 5, 6, 7, 8, 0), True),
    "acwing845": ((1, 2, 3, 4, 5, 6, 7, 8, 0), False),
    "luogu1379": ((1, 2, 3, 8, 0, 4, 7, 6, 5), False),
    "aoj_alds1_13_b": ((1, 2, 3, 4, 5, 6, 7, 8, 0), False),
    "baekjoon1525": ((1, 2, 3, 4, 5, 6, 7, 8, 0), False),
    "poj1077": ((1, 2, 3, 4, 5, 6, 7, 8, 0), True),
    "hdu1043": ((1, 2, 3, 4, 5, 6, 7, 8, 0), True),
}

# Each move: its letter, the change to the blank's cell, and whether it needs a column to the
# left (-1) or to the right (+1) of the blank.
MOVES = (("u", -3, 0), ("d", 3, 0), ("l", -1, -1), ("r", 1, 1))


def inversions_are_odd(board):
    tiles = [cell for cell in board if cell != 0]
    odd = False
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                odd = not odd
    return odd


def neighbours(board):
    """Each board one move away, with the move's letter."""
    blank = board.index(0)
    for letter, step, side in MOVES:
        target = blank + step
        if not 0 <= target < 9 or (side and target // 3 != blank // 3):
            continue
        cells = list(board)
        cells[blank], cells[target] = cells[target], 0
        yield letter, tuple(cells)


def shortest(start, goal):
    """A shortest answer from `start` to `goal`, which it can reach: A* under the Manhattan
    distance, each board's cheapest way in kept until the goal comes out of the open list."""
    home = {tile: (cell // 3, cell % 3) for cell, tile in enumerate(goal)}

    def estimate(board):
        total = 0
        for cell, tile in enumerate(board):
            if tile:
                row, column = home[tile]
                total += abs(row - cell // 3) + abs(column - cell % 3)
        return total

    came_from = {start: None}
    cost = {start: 0}
    open_list = [(estimate(start), 0, start)]
    while open_list:
        _, g, board = heapq.heappop(open_list)
        if board == goal:
            break
        if g > cost[board]:
            continue
        for letter, after in neighbours(board):
            if g + 1 < cost.get(after, 99):
                cost[after] = g + 1
                came_from[after] = (board, letter)
                heapq.heappush(open_list, (g + 1 + estimate(after), g + 1, after))
    moves = []
    while came_from[board] is not None:
        board, letter = came_from[board]
        moves.append(letter)
    return "".join(reversed(moves))


# UTF-8's byte-order mark, which editors on Windows write at the start of a file.
BYTE_ORDER_MARK = b"\xef\xbb\xbf"


class BadInput(Exception):
    """Input that is no board, in the judge file's words: the case, the line it starts on, and
    why."""

    def __init__(self, case, line, why):
        Exception.__init__(self, "case %d (line %d): %s" % (case, line, why))


def boards(stream, out):
    """The boards of the input, nine cells each, read a block at a time as the judge file reads
    them (a byte-order mark at the very start passed over, however its bytes arrive), `out`
    flushed before each read waits; a BadInput names what is no board."""
    cells = []
    case, line, case_line = 0, 1, 1
    # How many of the first bytes were a byte-order mark, while the start is still being read.
    mark, looking = 0, True
    while True:
        out.flush()
        data = stream.read1(65536)
        if not data:
            break
        at = 0
        while looking and at < len(data):
            if data[at] != BYTE_ORDER_MARK[mark]:
                looking = False
                break
            mark += 1
            at += 1
            looking = mark < 3
        # A mark cut short is bad input, its first byte no cell.
        if 0 < mark < 3 and not looking:
            raise BadInput(1, 1, "byte 0xef is not a cell")
        for byte in memoryview(data)[at:]:
            if byte == 10:
                line += 1
                continue
            if byte in b" \t\r\f\v":
                continue
            if not cells:
                case, case_line = case + 1, line
            if byte in b"xX0":
                value = 0
            elif 49 <= byte <= 56:
                value = byte - 48
            elif 33 <= byte <= 126:
                raise BadInput(case, case_line, "'%c' is not a cell" % byte)
            else:
                raise BadInput(case, case_line, "byte 0x%02x is not a cell" % byte)
            if value in cells:
                what = "is a second blank" if value == 0 else "appears twice"
                raise BadInput(case, case_line, "'%c' %s" % (byte, what))
            cells.append(value)
            if len(cells) == 9:
                yield tuple(cells)
                cells = []
    if 0 < mark < 3:
        raise BadInput(1, 1, "byte 0xef is not a cell")
    if cells:
        raise BadInput(case, case_line, "the input ends after %d of 9 cells" % len(cells))


USAGE = """usage: solve.py [--problem NAME] < boards

Answers each board of the input, a line each, as the problem asks (by default %s): the
moves or `unsolvable`, or the fewest number of moves or -1. The problems:
%s.
"""


def problem_named(arguments):
    """The problem the command line names, or PROBLEM; a ValueError says why it cannot be
    taken. `None` for --help."""
    if arguments == ["--help"] or arguments == ["-h"]:
        return None
    name = PROBLEM
    given = False
    while arguments:
        option = arguments.pop(0)
        value = None
        if option.startswith("--problem="):
            option, value = "--problem", option[len("--problem="):]
        if option == "--" and not arguments:
            break
        if option in ("--help", "-h"):
            raise ValueError("%s goes alone, with nothing else on the command line" % option)
        if option == "--" or not option.startswith("-") or option == "-":
            raise ValueError("unexpected argument '%s'" % (arguments[0] if option == "--" else option))
        if option != "--problem":
            raise ValueError("unknown option '%s'" % option)
        if given:
            raise ValueError("--problem is given twice")
        if value is None:
            if not arguments:
                raise ValueError("--problem needs a value")
            value = arguments.pop(0)
        if value not in PROBLEMS:
            raise ValueError("unknown problem '%s': the names are %s" % (value, ", ".join(PROBLEMS)))
        name, given = value, True
    return name


def say(line):
    """A line on standard error, where there is one (Python gives None for a closed stream)."""
    try:
        if sys.stderr is not None:
            sys.stderr.write("solve.py: %s\n" % line)
            sys.stderr.flush()
    except OSError:
        pass


def main():
    out = sys.stdout
    try:
        name = problem_named(sys.argv[1:])
    except ValueError as why:
        say("%s (try --help)" % why)
        return 2
    # A closed standard stream is no empty input, nor a place to lose the answers.
    if out is None or (name is not None and sys.stdin is None):
        say("cannot %s: standard %s is closed" % (("write the output", "output") if out is None else ("read the input", "input")))
        return 1
    if name is None:
        out.write(USAGE % (PROBLEM, ", ".join(PROBLEMS)))
        out.flush()
        return 0
    goal, prints_moves = PROBLEMS[name]
    try:
        for board in boards(sys.stdin.buffer, out):
            if inversions_are_odd(board) != inversions_are_odd(goal):
                out.write("unsolvable\n" if prints_moves else "-1\n")
                continue
            moves = shortest(board, goal)
            out.write(moves + "\n" if prints_moves else "%d\n" % len(moves))
    except BadInput as why:
        out.flush()
        # In the judge file's words, byte for byte.
        try:
            if sys.stderr is not None:
                sys.stderr.write("eight: %s\n" % why)
                sys.stderr.flush()
        except OSError:
            pass
        return 2
    out.flush()
    return 0


if __name__ == "__main__":
    try:
        status = main()
    except BrokenPipeError:
        # A reader that went away is a normal end: nothing more to say.
        status = None
    except OSError as error:
        # Output that cannot be written (a full disk) is lost, and never success.
        say("cannot write the output: %s" % (error.strerror or error))
        status = 1
    if status is None or status == 1:
        # The interpreter's own last flush would fail again: what is left goes to nothing.
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
        except OSError:
            pass
    sys.exit(status or 0)
