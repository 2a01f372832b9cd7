// The engine's board and its traces, as the page and Watch's worker both read them: no page, no
// module of their own (the WebAssembly module's exports are given). A board crosses as the
// engine's State: the eight tiles in reading order, three bits each (the value less one), and the
// blank's cell in bits 24 to 27. A trace is three words a step; what they hold is said in
// web/src/lib.rs.

export const TAKEN = 0;
export const PUSHED = 1;
export const PASSED = 2;
export const BOUND = 3;
export const ENTERED = 4;
export const CUT = 5;
export const LEFT = 6;
export const STALE = 1 << 6;
export const GOAL = 1 << 7;
// A step of the trace that never comes.
export const NEVER = 0x7fffffff;

export const kindOf = (word) => word & 7;
// The move that reached a board, named by the way the blank goes ("?" for none).
export const letterOf = (word) => "?udlr"[(word >> 3) & 7];
export const gOf = (word) => word >>> 16;
export const hOf = (word) => (word >> 8) & 255;

export function unpack(state) {
  const blank = state >>> 24;
  const cells = [];
  let tile = 0;
  for (let cell = 0; cell < 9; cell++) {
    if (cell === blank) {
      cells.push(0);
    } else {
      cells.push(((state >>> (3 * tile)) & 7) + 1);
      tile++;
    }
  }
  return cells;
}

export function pack(cells) {
  let state = 0;
  let tile = 0;
  cells.forEach((value, cell) => {
    if (value === 0) {
      state |= cell << 24;
    } else {
      state |= (value - 1) << (3 * tile);
      tile++;
    }
  });
  return state >>> 0;
}

// The board as the judge file's number: its nine digits read as a decimal number, the blank 0.
// The engine breaks ties in its open list by it.
export function number(state) {
  return unpack(state).reduce((n, cell) => 10 * n + cell, 0);
}

// A search's trace from `state`, search number `search` of the kit's table, out of the module's
// memory: { steps, words, answer }, or null when the board cannot reach the goal.
export function readTrace(exports, state, search) {
  const steps = exports.eight_trace(state, search);
  if (steps < 0) return null;
  const words = new Uint32Array(exports.memory.buffer, exports.eight_trace_words(), steps * 3).slice();
  const text = new Uint8Array(exports.memory.buffer, exports.eight_output(), exports.eight_output_length());
  return { steps, words, answer: new TextDecoder().decode(text) };
}

// How search number `index` works: its kind ("bfs", "astar", "bestfirst" or "idastar"), the
// weights of g and h in its f, and whether its first answer is always shortest.
export function searchKindIn(exports, index) {
  const code = exports.eight_search_kind(index);
  return {
    kind: ["bfs", "astar", "bestfirst", "idastar"][code & 255],
    g: (code >> 8) & 255,
    h: (code >> 16) & 255,
    admissible: ((code >> 24) & 1) === 1,
  };
}

// What Watch reads of a trace before its first step, worked out once, off the page's thread
// when it can be: each step's f, the largest g and f, and the links between steps that make a
// path, a board's children and the tree a walk of a few links (see the replays in watch.js).
//
// For A*, BFS and the best-first searches, whose nodes are the boards put in (each named by the
// step that put it in): for each, the board taken out when it went in (its parent, -1 for the
// start), its first child, the step that takes it out to expand it, the step that puts the same
// board in again with fewer moves (making it stale), and the entry it makes stale in turn; the
// steps that take a board out, and the entry each takes (-1 for a stale one); and each board's
// number, which breaks ties in the open list. For IDA*, whose nodes are the steps that enter or
// cut off a board: each one's parent (the board on top of the path then), first child and next
// sibling, and where each step begins and the board it enters.
export function indexTrace(exports, traced, how) {
  const { words, steps: count } = traced;
  const f = new Uint16Array(count);
  let maxG = 0;
  let maxF = 0;
  for (let i = 0; i < count; i++) {
    const word = words[3 * i];
    const kind = kindOf(word);
    if (kind === BOUND || kind === LEFT || kind === PASSED) continue;
    const g = gOf(word);
    const third = words[3 * i + 2];
    f[i] = how.kind === "bfs" ? g : kind === PUSHED ? exports.eight_priority_f(third) : third;
    maxG = Math.max(maxG, g);
    maxF = Math.max(maxF, f[i]);
  }
  const index = how.kind === "idastar" ? depthFirst(words, count) : bestFirst(words, count, how);
  return Object.assign(index, { f, maxG, maxF });
}

function bestFirst(words, count, how) {
  const takes = [];
  const entries = [];
  const parent = new Int32Array(count).fill(-1);
  const firstChild = new Int32Array(count).fill(-1);
  const takenAt = new Int32Array(count).fill(NEVER);
  const staleAt = new Int32Array(count).fill(NEVER);
  const supersedes = new Int32Array(count).fill(-1);
  // BFS's queue keeps its order in the step's third word; the others break ties by the number.
  const numbers = new Float64Array(how.kind === "bfs" ? 0 : count);
  let root = -1;
  // The entry standing for each board: the last put in, the one with the fewest moves. A board
  // taken out and not stale is that entry (a board goes in again only with fewer moves), and
  // every board put in after it, before the next taken out, is its child.
  const latest = new Map();
  let from = -1;
  for (let i = 0; i < count; i++) {
    const word = words[3 * i];
    const state = words[3 * i + 1];
    switch (kindOf(word)) {
      case TAKEN:
        takes.push(i);
        from = word & STALE ? -1 : latest.get(state);
        entries.push(from);
        if (from >= 0) takenAt[from] = i;
        break;
      case PUSHED: {
        const before = latest.get(state);
        if (before !== undefined) {
          staleAt[before] = i;
          supersedes[i] = before;
        }
        latest.set(state, i);
        parent[i] = from;
        if (from >= 0 && firstChild[from] < 0) firstChild[from] = i;
        if (root < 0) root = i;
        if (numbers.length > 0) numbers[i] = number(state);
        break;
      }
    }
  }
  return {
    parent, firstChild, takenAt, staleAt, supersedes, root, numbers,
    takes: Int32Array.from(takes), entries: Int32Array.from(entries),
  };
}

function depthFirst(words, count) {
  const [starts, entered] = [[], []];
  const parent = new Int32Array(count).fill(-1);
  const firstChild = new Int32Array(count).fill(-1);
  const nextSibling = new Int32Array(count).fill(-1);
  const lastChild = new Int32Array(count).fill(-1);
  const held = [];
  for (let i = 0; i < count; i++) {
    const kind = kindOf(words[3 * i]);
    if (kind === BOUND) held.length = 0;
    if (kind === ENTERED || kind === CUT) {
      const on = held.length > 0 ? held[held.length - 1] : -1;
      parent[i] = on;
      if (on >= 0) {
        if (firstChild[on] < 0) firstChild[on] = i;
        else nextSibling[lastChild[on]] = i;
        lastChild[on] = i;
      }
    }
    if (kind === ENTERED) {
      starts.push(i > 0 && kindOf(words[3 * i - 3]) === BOUND ? i - 1 : i);
      entered.push(i);
      held.push(i);
    }
    if (kind === LEFT) held.pop();
  }
  return { parent, firstChild, nextSibling, starts: Int32Array.from(starts), entered: Int32Array.from(entered) };
}

// The typed arrays of a trace and its index, handed over to the page rather than copied.
export function transferable(traced, index) {
  return [traced.words, ...Object.values(index)].filter((value) => ArrayBuffer.isView(value)).map((array) => array.buffer);
}
