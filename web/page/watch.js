// Watch: a search replayed from its trace, one expansion a step, the open list rebuilt from the
// steps as the judge file's loop keeps it (A*'s and the best-first searches' ordered by their
// priority, then the board's number; BFS's a queue), or for IDA* the path it holds, and the
// counts that `solve --stats` and `solve --compare` give. The words of a step: web/src/lib.rs.
//
// Every step costs the same, early or late in a search of every board: each board's parent and
// move are read once, when the trace comes (the board taken out before it was put in), so that a
// path, a board's children and the tree around a step are a walk of a few links; the open list
// is kept every KEPT_EVERY steps, so that going back is a short replay from the nearest; and a
// long way forward (a slider dragged far, "Run to the goal") goes in slices of SLICE_MS, the page
// drawn between them.

import { boardSaid, boardText, chart, counted, distance, label, mini, parse, priorityF, searchKind, searches, trace, unpack } from "./engine.js";

const TAKEN = 0;
const PUSHED = 1;
const PASSED = 2;
const BOUND = 3;
const ENTERED = 4;
const CUT = 5;
const LEFT = 6;
const STALE = 1 << 6;
const GOAL = 1 << 7;
// A step of the trace that never comes.
const NEVER = 0x7fffffff;

const kindOf = (word) => word & 7;
const letterOf = (word) => "?udlr"[(word >> 3) & 7];
const gOf = (word) => word >>> 16;
const hOf = (word) => (word >> 8) & 255;
// A replay keeps its state every so many steps, so that going back is a short replay.
const KEPT_EVERY = 1024;
// Rows of the open list shown.
const SHOWN = 12;
// The work done between two drawings of the page, in milliseconds: well under the 50 ms at
// which a task is felt (and a browser counts it long).
const SLICE_MS = 12;

// The replay of A*, BFS or a best-first search. Its nodes are the boards put in, each named by
// the step of the trace that put it in (a board put in again is a node again).
class Run {
  constructor(name, traced, how) {
    this.name = name;
    this.how = how;
    this.words = traced.words;
    this.count = traced.steps;
    this.answer = traced.answer;
    const [words, count] = [this.words, this.count];
    const takes = [];
    const entries = [];
    // For each board put in: the board taken out when it went in (-1 for the start), its first
    // child, the step that takes it out to expand it, the step that puts the same board in again
    // with fewer moves (making it stale), and the entry it makes stale in turn.
    this.parent = new Int32Array(count).fill(-1);
    this.firstChild = new Int32Array(count).fill(-1);
    this.takenAt = new Int32Array(count).fill(NEVER);
    this.staleAt = new Int32Array(count).fill(NEVER);
    this.supersedes = new Int32Array(count).fill(-1);
    this.root = -1;
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
          if (from >= 0) this.takenAt[from] = i;
          break;
        case PUSHED: {
          const before = latest.get(state);
          if (before !== undefined) {
            this.staleAt[before] = i;
            this.supersedes[i] = before;
          }
          latest.set(state, i);
          this.parent[i] = from;
          if (from >= 0 && this.firstChild[from] < 0) this.firstChild[from] = i;
          if (this.root < 0) this.root = i;
          break;
        }
      }
    }
    this.takes = Int32Array.from(takes);
    // For each step, the entry it takes out (-1 for a stale one).
    this.entries = Int32Array.from(entries);
    this.kept = [];
    this.reset();
  }

  get steps() {
    return this.takes.length;
  }

  reset() {
    this.heap = new Int32Array(1024);
    this.size = 0;
    this.position = 0;
    this.step = 0;
    this.last = -1;
    this.taken = -1;
    // `stale`: taken out stale; `superseded`: boards put in again with fewer moves before their
    // older entry was expanded (the older then stale, in the open list or skipped).
    this.tally = { expanded: 0, goal: 0, pushed: 0, stale: 0, superseded: 0, passed: 0, open: 0, largest: 0 };
    this.forward(0);
  }

  // Where step `step` ends: the events before the step-th board taken (all of them at the end).
  end(step) {
    return step < this.takes.length ? this.takes[step] : this.count;
  }

  // Whether entry a comes out before entry b: the smaller priority (f, then the larger g), then
  // the smaller board read as the judge file's number (its nine digits, the blank 0).
  before(a, b) {
    const words = this.words;
    const [first, second] = [words[3 * a + 2], words[3 * b + 2]];
    return first !== second ? first < second : this.number(a) < this.number(b);
  }

  // The board of step i as the judge file's number, worked out once.
  number(i) {
    if (!this.numbers) this.numbers = new Float64Array(this.words.length / 3);
    if (this.numbers[i] === 0) this.numbers[i] = unpack(this.words[3 * i + 1]).reduce((n, cell) => 10 * n + cell, 0);
    return this.numbers[i];
  }

  put(entry) {
    if (this.size === this.heap.length) {
      const grown = new Int32Array(this.heap.length * 2);
      grown.set(this.heap);
      this.heap = grown;
    }
    const heap = this.heap;
    let at = this.size++;
    heap[at] = entry;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.before(heap[at], heap[parent])) break;
      [heap[at], heap[parent]] = [heap[parent], heap[at]];
      at = parent;
    }
  }

  take() {
    const heap = this.heap;
    const first = heap[0];
    heap[0] = heap[--this.size];
    let at = 0;
    for (;;) {
      const [left, right] = [2 * at + 1, 2 * at + 2];
      let least = at;
      if (left < this.size && this.before(heap[left], heap[least])) least = left;
      if (right < this.size && this.before(heap[right], heap[least])) least = right;
      if (least === at) break;
      [heap[at], heap[least]] = [heap[least], heap[at]];
      at = least;
    }
    return first;
  }

  apply(i) {
    const word = this.words[3 * i];
    const tally = this.tally;
    switch (kindOf(word)) {
      case TAKEN: {
        const entry = this.take();
        if (this.words[3 * entry + 1] !== this.words[3 * i + 1]) {
          throw new Error(`the open list's first is not the board taken at step ${this.step}`);
        }
        tally.open--;
        if (word & STALE) tally.stale++;
        else if (word & GOAL) tally.goal++;
        else tally.expanded++;
        this.last = i;
        this.taken = entry;
        this.step++;
        break;
      }
      case PUSHED: {
        this.put(i);
        tally.pushed++;
        tally.open++;
        tally.largest = Math.max(tally.largest, tally.open);
        const older = this.supersedes[i];
        if (older >= 0 && this.takenAt[older] > i) tally.superseded++;
        break;
      }
      case PASSED:
        tally.passed++;
        break;
    }
  }

  keep() {
    return { heap: this.heap.slice(0, this.size), position: this.position, step: this.step, last: this.last, taken: this.taken, tally: { ...this.tally } };
  }

  restore(kept) {
    this.heap = new Int32Array(Math.max(1024, kept.heap.length * 2));
    this.heap.set(kept.heap);
    this.size = kept.heap.length;
    Object.assign(this, { position: kept.position, step: kept.step, last: kept.last, taken: kept.taken, tally: { ...kept.tally } });
  }

  // Runs on to step `step`, until `deadline` (performance.now()'s): whether it got there.
  forward(step, deadline = Infinity) {
    return forward(this, step, deadline);
  }

  // To step `step` from wherever the replay stands, through the nearest state kept: whether it
  // got there by `deadline`.
  goTo(step, deadline = Infinity) {
    return goTo(this, step, deadline);
  }

  get done() {
    return this.position >= this.count;
  }

  // What the last step did with the board it took out: each neighbour pushed (its move, g, h,
  // f) or passed over (its move, and the moves that reached it before).
  neighbours() {
    const said = [];
    for (let i = this.last + 1; i < this.position; i++) {
      const word = this.words[3 * i];
      const [letter, g] = [letterOf(word), gOf(word)];
      if (kindOf(word) === PUSHED) {
        const entry = this.entry(i);
        said.push(`${letter}: pushed, g ${g}, h ${entry.h}, f ${entry.f}`);
      }
      if (kindOf(word) === PASSED) said.push(`${letter}: passed over, reached before in ${counted(g, "move")}`);
    }
    return said;
  }

  // The moves from the start to the board taken out last, as the search reached it.
  path() {
    return pathTo(this, this.taken);
  }

  // A step's board, g, h and f: BFS's f is g; the others' is in the step's third word (a
  // board taken out) or the top of its priority (a board put in).
  entry(i) {
    const word = this.words[3 * i];
    const [g, h, third] = [gOf(word), hOf(word), this.words[3 * i + 2]];
    const f = this.how.kind === "bfs" ? g : kindOf(word) === PUSHED ? priorityF(third) : third;
    return { cells: unpack(this.words[3 * i + 1]), g, h, f, stale: this.staleAt[i] < this.position, flags: word };
  }

  // The first `count` entries of the open list, in order: a best-first walk down the heap.
  first(count) {
    const shown = [];
    const frontier = this.size > 0 ? [0] : [];
    while (shown.length < count && frontier.length > 0) {
      let best = 0;
      for (let i = 1; i < frontier.length; i++) {
        if (this.before(this.heap[frontier[i]], this.heap[frontier[best]])) best = i;
      }
      const at = frontier.splice(best, 1)[0];
      shown.push(this.heap[at]);
      for (const child of [2 * at + 1, 2 * at + 2]) if (child < this.size) frontier.push(child);
    }
    return shown;
  }

  // The tree's questions (see drawnTree): the node at its centre, a node's children so far,
  // what became of it, and the boards taken out just before.
  current() {
    return this.taken >= 0 ? this.taken : this.root < this.position ? this.root : -1;
  }

  children(node) {
    const found = [];
    if (!(this.takenAt[node] < this.position)) return found;
    for (let i = this.firstChild[node]; i >= 0 && i < this.position && kindOf(this.words[3 * i]) !== TAKEN; i++) {
      if (kindOf(this.words[3 * i]) === PUSHED) found.push(i);
    }
    return found;
  }

  status(node) {
    return this.takenAt[node] < this.position ? "taken" : this.staleAt[node] < this.position ? "stale" : "open";
  }

  isGoal(node) {
    return this.takenAt[node] < this.position && (this.words[3 * this.takenAt[node]] & GOAL) !== 0;
  }

  recent(count) {
    const found = [];
    for (let step = this.step - 2; step >= 0 && found.length < count && step > this.step - 2 - 4 * count; step--) {
      if (this.entries[step] >= 0) found.push(this.entries[step]);
    }
    return found;
  }

  // The boards put in so far, by what became of them: these three make every one.
  totals() {
    const taken = this.tally.expanded + this.tally.goal;
    return { taken, stale: this.tally.superseded, open: this.tally.pushed - taken - this.tally.superseded };
  }
}

// The moves from the start to `node`, read up its parents.
function pathTo(run, node) {
  const letters = [];
  for (let at = node; at >= 0 && run.parent[at] >= 0 && letters.length < run.count; at = run.parent[at]) {
    letters.push(letterOf(run.words[3 * at]));
  }
  return letters.reverse().join("");
}

// A replay run on to step `step` (a Run or a DepthRun), a state kept each KEPT_EVERY steps on
// the way, until `deadline`: whether it got there.
function forward(run, step, deadline) {
  const end = run.end(Math.min(step, run.steps));
  let done = 0;
  while (run.position < end) {
    run.apply(run.position++);
    if (run.position === run.end(run.step) && run.step % KEPT_EVERY === 0 && !run.kept[run.step / KEPT_EVERY]) {
      run.kept[run.step / KEPT_EVERY] = run.keep();
    }
    if ((++done & 1023) === 0 && run.position < end && performance.now() > deadline) return false;
  }
  return true;
}

// A replay taken to step `step`: back, or far forward, through the nearest state kept at or
// before it (every state up to the furthest step reached is kept), then on.
function goTo(run, step, deadline) {
  step = Math.max(0, Math.min(step, run.steps));
  let nearest = null;
  for (let at = Math.floor(step / KEPT_EVERY); at >= 0 && nearest === null; at--) nearest = run.kept[at] ?? null;
  if (step < run.step || (run.position > run.end(step))) {
    if (nearest !== null) run.restore(nearest);
    else run.reset();
  } else if (nearest !== null && nearest.position > run.position) {
    run.restore(nearest);
  }
  return run.forward(step, deadline);
}

// IDA*'s replay: one board entered a step, the path it holds read up the parents from the board
// on top, each iteration's bound, and the boards cut off over it. Its nodes are the steps that
// enter or cut off a board (IDA* enters a board again each iteration, and may within one).
class DepthRun {
  constructor(name, traced, how) {
    this.name = name;
    this.how = how;
    this.words = traced.words;
    this.count = traced.steps;
    this.answer = traced.answer;
    const [words, count] = [this.words, this.count];
    // Where each step begins: at its board entered, or at the iteration that board begins; and
    // the board it enters.
    const [starts, entered] = [[], []];
    // Each node's parent (the board on top of the path when it was entered or cut off), first
    // child and next sibling.
    this.parent = new Int32Array(count).fill(-1);
    this.firstChild = new Int32Array(count).fill(-1);
    this.nextSibling = new Int32Array(count).fill(-1);
    const lastChild = new Int32Array(count).fill(-1);
    const held = [];
    for (let i = 0; i < count; i++) {
      const kind = kindOf(words[3 * i]);
      if (kind === BOUND) held.length = 0;
      if (kind === ENTERED || kind === CUT) {
        const parent = held.length > 0 ? held[held.length - 1] : -1;
        this.parent[i] = parent;
        if (parent >= 0) {
          if (this.firstChild[parent] < 0) this.firstChild[parent] = i;
          else this.nextSibling[lastChild[parent]] = i;
          lastChild[parent] = i;
        }
      }
      if (kind === ENTERED) {
        starts.push(i > 0 && kindOf(words[3 * i - 3]) === BOUND ? i - 1 : i);
        entered.push(i);
        held.push(i);
      }
      if (kind === LEFT) held.pop();
    }
    this.starts = Int32Array.from(starts);
    this.entered = Int32Array.from(entered);
    this.kept = [];
    this.reset();
  }

  get steps() {
    return this.starts.length;
  }

  get size() {
    return this.tally.open;
  }

  // The path held, the start first.
  get held() {
    const path = [];
    for (let at = this.top; at >= 0; at = this.parent[at]) path.push(at);
    return path.reverse();
  }

  reset() {
    Object.assign(this, { position: 0, step: 0, last: -1, top: -1, begin: 0, bound: 0, iteration: 0 });
    // `entered` and `cut`: this iteration's.
    this.tally = { expanded: 0, pushed: 0, iterations: 0, open: 0, largest: 0, entered: 0, cut: 0 };
    this.forward(0);
  }

  end(step) {
    return step < this.starts.length ? this.starts[step] : this.count;
  }

  apply(i) {
    const word = this.words[3 * i];
    const tally = this.tally;
    switch (kindOf(word)) {
      case BOUND:
        [this.iteration, this.bound] = [this.words[3 * i + 1], this.words[3 * i + 2]];
        tally.iterations++;
        [this.top, this.begin, tally.open, tally.entered, tally.cut] = [-1, i, 0, 0, 0];
        break;
      case ENTERED:
        this.top = i;
        tally.open++;
        tally.pushed++;
        tally.entered++;
        if (!(word & GOAL)) tally.expanded++;
        this.last = i;
        this.step++;
        break;
      case CUT:
        tally.pushed++;
        tally.cut++;
        break;
      case LEFT:
        this.top = this.parent[this.top];
        tally.open--;
        break;
    }
    tally.largest = Math.max(tally.largest, tally.open);
  }

  keep() {
    const { position, step, last, top, begin, bound, iteration } = this;
    return { position, step, last, top, begin, bound, iteration, tally: { ...this.tally } };
  }

  restore(kept) {
    Object.assign(this, kept, { tally: { ...kept.tally } });
  }

  forward(step, deadline = Infinity) {
    return forward(this, step, deadline);
  }

  goTo(step, deadline = Infinity) {
    return goTo(this, step, deadline);
  }

  get done() {
    return this.position >= this.count;
  }

  // What followed the last board entered: each move cut off over the bound, each step back.
  neighbours() {
    const said = [];
    for (let i = this.last + 1; i < this.position; i++) {
      const word = this.words[3 * i];
      if (kindOf(word) === CUT) {
        said.push(`${letterOf(word)}: cut off, f ${this.words[3 * i + 2]} is over the bound ${this.bound}`);
      }
      if (kindOf(word) === LEFT) said.push("back one move: nothing below is within the bound");
    }
    return said;
  }

  path() {
    return pathTo(this, this.top);
  }

  entry(i) {
    const word = this.words[3 * i];
    const [g, h] = [gOf(word), hOf(word)];
    return { cells: unpack(this.words[3 * i + 1]), g, h, f: g + h, stale: false, flags: word };
  }

  current() {
    return this.last >= this.begin ? this.last : -1;
  }

  children(node) {
    const found = [];
    for (let i = this.firstChild[node]; i >= 0 && i < this.position; i = this.nextSibling[i]) found.push(i);
    return found;
  }

  status(node) {
    return kindOf(this.words[3 * node]) === ENTERED ? "taken" : "open";
  }

  isGoal(node) {
    return kindOf(this.words[3 * node]) === ENTERED && (this.words[3 * node] & GOAL) !== 0;
  }

  recent(count) {
    const found = [];
    for (let step = this.step - 2; step >= 0 && found.length < count && this.entered[step] > this.begin; step--) {
      found.push(this.entered[step]);
    }
    return found;
  }

  totals() {
    return { taken: this.tally.entered, open: this.tally.cut, stale: 0 };
  }
}

// The board watched, its searches' replays, what plays (a run, a run to the goal, or a long way
// to a step, over frames), the board's depth, and the node chosen in each pane's tree.
const watch = { cells: null, runs: [], playing: null, depth: null, chosen: [] };

function byId(id) {
  return document.getElementById(id);
}

function say(text) {
  byId("watch-status").textContent = text;
}

function counter(name, label, value) {
  const item = document.createElement("div");
  item.append(Object.assign(document.createElement("dt"), { textContent: label }));
  const shown = Object.assign(document.createElement("dd"), { textContent: value });
  shown.dataset.counter = name;
  item.append(shown);
  return item;
}

// What f is for a search: g + h for A*, else as the search weighs them.
function fSaid(how) {
  if (how.kind === "bfs") return "f = g";
  const term = (weight, name) => (weight === 0 ? null : weight === 1 ? name : `${weight} ${name}`);
  return `f = ${[term(how.g, "g"), term(how.h, "h")].filter(Boolean).join(" + ")}`;
}

// What the last step did beside the board it took out or entered, a line each.
function appendNeighbours(pane, run) {
  const done = run.last >= 0 ? run.neighbours() : [];
  if (done.length === 0) return;
  const list = document.createElement("ul");
  list.className = "neighbours";
  for (const line of done) list.append(Object.assign(document.createElement("li"), { textContent: line }));
  pane.append(list);
}

// The search drawn as a tree, around where it stands now: nodes of one size whatever the
// search's, the part drawn the part that matters at this step, and the rest counted in words
// that agree with the picture. Around the board taken out last (for IDA*, entered last): the
// last rows of its path from the start, every board put in from the boards on that path (the
// open list around it), and the boards taken out in the steps just before it, where they hang
// near; as many rows as the pane's width holds. Each node shows its f; a click, a tap, or Enter
// on it shows its board, g, h and f. Drawn at every step and every frame of a run, at a cost
// that does not grow with the search.
const SVG = "http://www.w3.org/2000/svg";
// Rows of the path drawn at most; boards taken out before the last marked.
const TREE_ROWS = 6;
const TREE_RECENT = 3;
// A node's radius, the room a leaf takes across, and a row's height, in pixels.
const NODE = 12;
const ACROSS = 30;
const DOWN = 46;

// The part of `run`'s tree drawn, for a pane `width` pixels wide: its nodes, each with its place
// (x in leaves, a row from the top), what became of it, and whether it is on the path; or null
// before any board is in.
function drawnTree(run, width) {
  const current = run.current();
  if (current < 0) return null;
  const spine = [];
  for (let at = current; at >= 0; at = run.parent[at]) spine.push(at);
  // The leaves that fit across the pane (its padding, 8 px a side, and the drawing's margins).
  const fits = Math.max(3, Math.floor((width - 16 - 2 * (NODE + 6)) / ACROSS));
  let tree = null;
  for (let rows = Math.min(TREE_ROWS, spine.length); rows >= 1; rows--) {
    tree = aroundPath(run, spine, rows);
    if (tree.leaves <= fits) break;
  }
  return tree;
}

// The tree around the last `rows` boards of the path `spine` (the board at the centre first).
function aroundPath(run, spine, rows) {
  const drawn = new Set();
  const top = spine[rows - 1];
  const onPath = new Set(spine.slice(0, rows));
  for (const node of onPath) {
    drawn.add(node);
    for (const child of run.children(node)) drawn.add(child);
  }
  // The boards taken out just before, where they hang within a few links of what is drawn.
  const recent = new Map();
  const asked = run.recent(TREE_RECENT);
  asked.forEach((node, at) => {
    const chain = [];
    let up = node;
    while (up >= 0 && !drawn.has(up) && chain.length < rows) {
      chain.push(up);
      up = run.parent[up];
    }
    if (up >= 0 && drawn.has(up)) {
      for (const link of chain) drawn.add(link);
      recent.set(node, at + 1);
    }
  });
  const depthOf = (node) => gOf(run.words[3 * node]);
  const topDepth = depthOf(top);
  const place = new Map();
  let leaves = 0;
  let deepest = 0;
  const lay = (node) => {
    const row = depthOf(node) - topDepth;
    deepest = Math.max(deepest, row);
    const below = run.children(node).filter((child) => drawn.has(child));
    for (const child of below) lay(child);
    const x = below.length === 0 ? leaves++ : (place.get(below[0]).x + place.get(below[below.length - 1]).x) / 2;
    place.set(node, { x, row });
  };
  lay(top);
  return { run, place, leaves, rows: deepest + 1, top, above: topDepth, onPath, recent, asked: asked.length, current: spine[0] };
}

// A node in words: its board, g, h and f, and what became of it.
function nodeSaid(run, node, tree) {
  const entry = run.entry(node);
  const depth = run instanceof DepthRun;
  const what = { taken: depth ? "entered" : "taken out", open: depth ? "cut off over the bound" : "in the open list", stale: "stale: put in again with fewer moves" }[run.status(node)];
  const marks = [];
  if (tree && node === tree.current) marks.push(depth ? "the board entered last" : "the board taken out last");
  else if (tree && tree.onPath.has(node)) marks.push("on its path");
  if (tree && tree.recent.has(node)) marks.push(`${depth ? "entered" : "taken out"} ${counted(tree.recent.get(node), "step")} before it`);
  if (run.isGoal(node)) marks.push("the goal");
  return `${boardSaid(entry.cells)}: g ${entry.g}, h ${entry.h}, f ${entry.f}, ${[what, ...marks].join(", ")}`;
}

function appendTree(pane, run, index) {
  if (run.position === 0) return;
  const figure = document.createElement("figure");
  figure.className = "tree";
  const caption = document.createElement("figcaption");
  const chosen = document.createElement("div");
  chosen.className = "chosen-board";
  chosen.setAttribute("aria-live", "polite");
  pane.append(figure, chosen);
  const tree = drawnTree(run, pane.clientWidth || 320);
  if (tree === null) {
    caption.textContent = "The tree begins with the start, once it is in.";
    figure.append(caption);
    return;
  }
  const depth = run instanceof DepthRun;
  const svg = document.createElementNS(SVG, "svg");
  const [left, high] = [NODE + 6, NODE + 24];
  // Wide enough for the words above the top (the start, so many moves up), whatever the leaves.
  const width = Math.max(Math.max(1, tree.leaves) * ACROSS + 2 * left, tree.above > 0 ? 150 : 0);
  const height = (tree.rows - 1) * DOWN + high + NODE + 6;
  svg.setAttribute("width", String(width));
  svg.setAttribute("height", String(height));
  svg.setAttribute("viewBox", `${-left} ${-high} ${width} ${height}`);
  svg.setAttribute("role", "group");
  const shape = (name, attributes, into = svg) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    into.append(element);
    return element;
  };
  const at = (node) => [tree.place.get(node).x * ACROSS, tree.place.get(node).row * DOWN];
  // Above the top of the part drawn, the rest of the path: a dotted line up to the start.
  const [topX] = at(tree.top);
  if (tree.above > 0) {
    shape("line", { x1: topX, y1: -high + 14, x2: topX, y2: -NODE, class: "path above" });
    const words = shape("text", { x: -left + 2, y: -high + 10, class: "above" });
    words.textContent = `the start, ${counted(tree.above, "move")} up`;
  }
  for (const [node] of tree.place) {
    if (node === tree.top) continue;
    const [[x1, y1], [x2, y2]] = [at(run.parent[node]), at(node)];
    shape("line", { x1, y1, x2, y2, class: tree.onPath.has(node) ? "path" : "" });
  }
  const drawn = { taken: 0, open: 0, stale: 0 };
  const order = [...tree.place.keys()].sort((a, b) => tree.place.get(a).row - tree.place.get(b).row || tree.place.get(a).x - tree.place.get(b).x);
  const chosenNode = watch.chosen[index];
  const focusNode = chosenNode !== undefined && tree.place.has(chosenNode) ? chosenNode : tree.current;
  for (const node of order) {
    const status = run.status(node);
    drawn[status]++;
    const [x, y] = at(node);
    const classes = ["node", status, tree.onPath.has(node) ? "path" : "", node === tree.current ? "current" : "",
      run.isGoal(node) ? "goal" : "", tree.recent.has(node) ? "recent" : "", node === chosenNode ? "chosen" : ""];
    const group = shape("g", { class: classes.filter(Boolean).join(" "), transform: `translate(${x} ${y})`, role: "button", tabindex: node === focusNode ? 0 : -1 });
    group.dataset.node = String(node);
    group.setAttribute("aria-label", nodeSaid(run, node, tree));
    shape("circle", { r: NODE + 5, class: "hit" }, group);
    shape("circle", { r: NODE, class: "dot" }, group);
    if (node === tree.current || run.isGoal(node)) shape("circle", { r: NODE + 3, class: "ring" }, group);
    if (tree.recent.has(node)) shape("circle", { r: NODE + 3, class: "ring recent" }, group);
    shape("text", {}, group).textContent = String(run.entry(node).f);
  }
  const totals = run.totals();
  const put = totals.taken + totals.open + totals.stale;
  const shown = tree.place.size;
  const nouns = depth
    ? { taken: "entered (filled)", open: "cut off over the bound (hollow)", all: "boards this iteration has entered or cut off", from: "entered or cut off from them", centre: "the board entered last" }
    : { taken: "taken out (filled)", open: "in the open list (hollow)", stale: "stale (grey, dashed)", all: "boards put in", from: "put in from them", centre: "the board taken out last" };
  const part = (name) => `${drawn[name]} of the ${totals[name]} ${nouns[name]}`;
  const rowsSaid = tree.above > 0 ? `the last ${counted(tree.onPath.size, "board")} of its path (the start is ${counted(tree.above, "move")} above)` : "its path from the start";
  const others = tree.asked - tree.recent.size;
  const recentSaid = tree.asked === 0 ? "" : `, and ${tree.recent.size} of the ${counted(tree.asked, "board")} ${depth ? "entered" : "taken out"} just before it (ringed in dashes)${others > 0 ? `: ${others === 1 ? "the other hangs" : `the other ${others} hang`} further off` : ""}`;
  const words = `${depth ? `The iteration under bound ${run.bound}` : "The search"} as a tree, around ${nouns.centre} (ringed): ${rowsSaid}, every board ${nouns.from}${recentSaid}. `
    + `Each node shows its f. Of the ${put} ${nouns.all}, ${shown} ${shown === 1 ? "is" : "are"} drawn: ${part("taken")}, ${part("open")}${totals.stale > 0 || drawn.stale > 0 ? `, ${part("stale")}` : ""}; ${put - shown} ${put - shown === 1 ? "is" : "are"} not drawn.`;
  caption.textContent = words;
  svg.setAttribute("aria-label", `${depth ? "The iteration" : "The search"} as a tree: ${shown} boards drawn; each a button that shows its board`);
  Object.assign(figure.dataset, { drawn: String(shown), path: String(tree.onPath.size), taken: String(drawn.taken), open: String(drawn.open), stale: String(drawn.stale), put: String(put) });
  figure.append(svg, caption);
  // A node chosen: its board, g, h and f beside the tree. The arrow keys move between nodes
  // (left and right along a row, up to the parent, down to the first child).
  const show = (node) => {
    watch.chosen[index] = node;
    for (const each of svg.querySelectorAll(".node")) {
      each.classList.toggle("chosen", each.dataset.node === String(node));
      each.tabIndex = each.dataset.node === String(node) ? 0 : -1;
    }
    showChosen(chosen, run, node, tree);
  };
  const focus = (node) => {
    const element = svg.querySelector(`.node[data-node="${node}"]`);
    if (!element) return;
    for (const each of svg.querySelectorAll(".node")) each.tabIndex = each === element ? 0 : -1;
    element.focus();
  };
  svg.addEventListener("click", (event) => {
    const element = event.target.closest(".node");
    if (!element) return;
    show(Number(element.dataset.node));
    element.focus();
  });
  svg.addEventListener("keydown", (event) => {
    const element = event.target.closest(".node");
    if (!element) return;
    const node = Number(element.dataset.node);
    const at = order.indexOf(node);
    const kids = run.children(node).filter((child) => tree.place.has(child));
    const next = { ArrowRight: order[at + 1], ArrowLeft: order[at - 1], ArrowUp: tree.place.has(run.parent[node]) ? run.parent[node] : undefined, ArrowDown: kids[0] }[event.key];
    if (event.key === "Enter" || event.key === " ") show(node);
    else if (next !== undefined) focus(next);
    else if (!(event.key in { ArrowRight: 1, ArrowLeft: 1, ArrowUp: 1, ArrowDown: 1 })) return;
    event.preventDefault();
  });
  if (chosenNode !== undefined && chosenNode < run.position) showChosen(chosen, run, chosenNode, tree);
  else chosen.append("Click or tap a board in the tree, or Tab to it and press Enter, to see it here.");
}

// The board chosen in the tree, with its g, h and f, in the place kept for it.
function showChosen(holder, run, node, tree) {
  const entry = run.entry(node);
  const words = document.createElement("span");
  words.textContent = `Chosen: ${nodeSaid(run, node, tree)}.`;
  holder.replaceChildren(mini(entry.cells), words);
}

// The head of a pane's table of boards.
function appendHead(table) {
  const head = table.createTHead().insertRow();
  for (const name of ["board", "f", "g", "h", "state"]) {
    const cell = document.createElement("th");
    cell.scope = "col";
    cell.textContent = name;
    head.append(cell);
  }
}

// The board the last step took out or entered, in `said`'s words (a line and a note), and the
// path that reached it (read up its parents); `empty` before any.
function appendTaken(pane, run, said, empty) {
  const taken = document.createElement("div");
  taken.className = "taken";
  if (run.last >= 0) {
    const entry = run.entry(run.last);
    const [line, note] = said(entry);
    const words = document.createElement("div");
    const path = run.path();
    words.append(line, document.createElement("br"), note, document.createElement("br"),
      `reached by ${path === "" ? "no move: the start" : path}`);
    taken.append(mini(entry.cells), words);
  } else {
    taken.append(empty);
  }
  pane.append(taken);
}

// The counters, [name, label, value] each; then the answer, once the search is done.
function appendCounts(pane, run, counts, answer) {
  const counters = document.createElement("dl");
  counters.className = "counters";
  counters.append(counter("step", "step", `${run.step} of ${run.steps}`), ...counts.map((count) => counter(...count)));
  pane.append(counters);
  if (run.done) {
    const said = document.createElement("p");
    said.dataset.answer = run.answer;
    said.textContent = answer;
    pane.append(said);
  }
}

// A pane's table of boards: `entries` (steps of the trace), each with its mark.
function appendBoards(pane, caption, entries, run, mark) {
  const table = document.createElement("table");
  table.className = "open";
  table.append(Object.assign(document.createElement("caption"), { textContent: caption }));
  appendHead(table);
  const body = table.createTBody();
  entries.forEach((i, place) => {
    const entry = run.entry(i);
    const [className, word] = mark(entry, place);
    const row = body.insertRow();
    if (className) row.className = className;
    row.insertCell().append(mini(entry.cells));
    for (const value of [entry.f, entry.g, entry.h]) row.insertCell().textContent = String(value);
    row.insertCell().textContent = word;
  });
  pane.append(table);
}

function moves(answer) {
  return `${answer || "none needed"} (${counted(answer.length, "move")}`;
}

// IDA*'s pane: the board entered last, what followed it, the counts, and the path it holds.
function renderDepthPane(pane, run, index) {
  appendTaken(pane, run, (entry) => [
    `Entered: g ${entry.g}, h ${entry.h}, f ${entry.f}, bound ${run.bound}`,
    entry.flags & GOAL ? "the goal: the search ends, and its path is the answer"
      : "within the bound: its moves are tried next, depth first",
  ], "Nothing entered yet.");
  appendNeighbours(pane, run);
  const tally = run.tally;
  appendCounts(pane, run, [
    ["iteration", "iteration", String(run.iteration)],
    ["bound", "bound on f", String(run.bound)],
    ["expanded", "expanded", String(tally.expanded)],
    ["pushed", "generated", String(tally.pushed)],
    ["open", "path now", String(tally.open)],
    ["largest", "path at most", String(tally.largest)],
  ], `Answer: ${moves(run.answer)}).`);
  const shown = run.held.slice(-SHOWN);
  const caption = run.size === 0 ? "The path is empty: the next iteration starts again."
    : `The path IDA* holds, all its memory: the last ${shown.length} of ${counted(run.size, "board")}, the start first`;
  const last = (place) => place === shown.length - 1;
  appendBoards(pane, caption, shown, run, (entry, place) => (last(place) ? ["first", "entered last"] : ["", ""]));
  appendTree(pane, run, index);
}

function renderPane(pane, run, index) {
  const name = label(run.name);
  pane.replaceChildren();
  pane.append(Object.assign(document.createElement("h2"), { textContent: name }));
  if (run instanceof DepthRun) return renderDepthPane(pane, run, index);
  appendTaken(pane, run, (entry) => [
    `Taken out: g ${entry.g}, h ${entry.h}, ${fSaid(run.how)} = ${entry.f}`,
    entry.flags & STALE ? "stale: reached in fewer moves since, so skipped"
      : entry.flags & GOAL ? "the goal: the search ends" : "expanded: its neighbours go in",
  ], "Nothing taken out yet: the start is in the open list.");
  appendNeighbours(pane, run);
  const tally = run.tally;
  const over = watch.depth === null ? 0 : run.answer.length - watch.depth;
  appendCounts(pane, run, [
    ["expanded", "expanded", String(tally.expanded)],
    ["pushed", "pushed", String(tally.pushed)],
    ["stale", "stale", String(tally.stale)],
    ["passed", "passed over", String(tally.passed)],
    ["open", "open now", String(tally.open)],
    ["largest", "open at most", String(tally.largest)],
  ], run.how.kind === "bfs"
    ? `The goal, taken out at depth ${run.answer}: that many moves at fewest.`
    : `Answer: ${moves(run.answer)}${over > 0 ? `, ${over} more than the fewest: ${name} is not admissible` : ""}).`);
  const caption = run.size === 0 ? "The open list is empty."
    : `The open list, ${run.how.kind === "bfs" ? "a queue" : `by f (${fSaid(run.how)}), then the deeper first`}: the first ${Math.min(SHOWN, run.size)} of ${run.size}`;
  appendBoards(pane, caption, run.first(SHOWN), run, (entry, place) =>
    (entry.stale ? ["stale", "stale"] : place === 0 ? ["first", "next"] : ["", ""]));
  appendTree(pane, run, index);
}

// What a step by hand did, in words, for a screen reader: each search's board taken out (a run
// is not told frame by frame).
function announce() {
  const said = watch.runs.map((run) => {
    const look = { label: label(run.name) };
    if (run.last < 0) return `${look.label}: step ${run.step} of ${run.steps}, nothing ${run instanceof DepthRun ? "entered" : "taken out"} yet`;
    const entry = run.entry(run.last);
    const what = entry.flags & STALE ? "stale, skipped" : entry.flags & GOAL ? "the goal" : "expanded";
    const verb = run instanceof DepthRun ? "entered" : "took out";
    return `${look.label}: step ${run.step} of ${run.steps}, ${verb} ${boardSaid(entry.cells)}, g ${entry.g}, h ${entry.h}, f ${entry.f}, ${what}`;
  });
  byId("watch-step").textContent = said.join(". ") + ".";
}

// The chart, the kit's drawing, in place of the last; named by the caption below it.
function drawChart(depth, points) {
  const holder = byId("chart-holder");
  holder.innerHTML = chart(depth, points);
  const svg = holder.firstElementChild;
  svg.id = "chart";
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-labelledby", "chart-caption");
  svg.removeAttribute("width");
  svg.removeAttribute("height");
}

// Where the searches stand, said for the slider: a step, and each search's.
function stepSaid() {
  return watch.runs.map((run) => `${label(run.name)}, step ${run.step} of ${run.steps}`).join("; ");
}

function render() {
  const panes = byId("panes");
  while (panes.children.length > watch.runs.length) panes.lastChild.remove();
  while (panes.children.length < watch.runs.length) {
    const pane = document.createElement("section");
    pane.className = "pane";
    pane.id = `pane-${panes.children.length}`;
    panes.append(pane);
  }
  watch.runs.forEach((run, i) => renderPane(panes.children[i], run, i));
  drawChart(watch.depth, watch.runs.map((run) => ({ search: run.name, expanded: run.tally.expanded })));
  const slider = byId("slider");
  slider.max = String(Math.max(0, ...watch.runs.map((run) => run.steps)));
  slider.value = String(Math.max(0, ...watch.runs.map((run) => run.step)));
  slider.setAttribute("aria-valuetext", stepSaid());
  const playing = (kind) => watch.playing !== null && watch.playing.kind === kind;
  byId("run").textContent = playing("run") ? "Pause" : "Run";
  byId("finish").textContent = playing("finish") ? "Pause" : "Run to the goal";
}

function stop() {
  if (watch.playing) cancelAnimationFrame(watch.playing.frame);
  watch.playing = null;
}

// The searches chosen, traced afresh for the board.
function start() {
  stop();
  if (watch.cells === null) return;
  const names = searches();
  const chosen = [byId("search-0").value];
  if (byId("side-by-side").checked) chosen.push(byId("search-1").value);
  const state = parse(watch.cells.join(" ")).state;
  watch.runs = [];
  watch.chosen = [];
  for (const name of chosen) {
    const index = names.indexOf(name);
    const traced = trace(state, index);
    if (traced === null) {
      watch.depth = null;
      render();
      return say(`No search is made: ${boardText(watch.cells)} cannot reach the goal, whatever is played.`);
    }
    const how = searchKind(index);
    watch.runs.push(how.kind === "idastar" ? new DepthRun(name, traced, how) : new Run(name, traced, how));
  }
  watch.depth = distance(state);
  const told = (run) => `${label(run.name)} ${run instanceof DepthRun ? "enters" : "takes out"} ${counted(run.steps, "board")}`;
  say(`${boardText(watch.cells)}: ${counted(watch.depth, "move")} from the goal. ${watch.runs.map(told).join("; ")}.`);
  render();
}

// Draws Watch again: its tree takes the width its pane has once the tab is shown.
export function showWatch() {
  if (watch.playing === null) render();
}

export function watchBoard(cells) {
  watch.cells = cells.slice();
  byId("watch-board").value = cells.map((value) => (value === 0 ? "x" : value)).join(" ");
  start();
}

// Plays `kind`: "run" (each search on by the steps a frame chosen), "finish" (each to its
// goal), or "seek" (each to its step of `targets`), a slice of SLICE_MS a frame, drawn after
// each; `then` once every search is there. A step, a step back and a slider's move are one slice
// unless the way is long.
function play(kind, targets = [], then = () => {}) {
  if (watch.playing && watch.playing.kind === kind && kind !== "seek") {
    stop();
    return render();
  }
  stop();
  const playing = { kind, frame: 0 };
  watch.playing = playing;
  const slice = () => {
    const deadline = performance.now() + SLICE_MS;
    const perFrame = Number(byId("speed").value);
    let all = true;
    watch.runs.forEach((run, i) => {
      const to = kind === "run" ? run.step + perFrame : kind === "finish" ? run.steps : targets[i];
      const there = run.goTo(to, deadline);
      all = all && (kind === "seek" ? there : run.done);
    });
    if (all) watch.playing = null;
    else playing.frame = requestAnimationFrame(slice);
    render();
    if (all) then();
  };
  if (kind === "seek") slice();
  else {
    playing.frame = requestAnimationFrame(slice);
    render();
  }
}

function done() {
  say(`Done: ${watch.runs.map((run) => `${label(run.name)}, ${run.tally.expanded} expanded and ${run.tally.pushed} pushed`).join("; ")}.`);
}

// Every search `change` steps on (or back), then said.
function steps(change) {
  play("seek", watch.runs.map((run) => run.step + change), announce);
}

export function startWatch(playCells) {
  const names = searches();
  for (const id of ["search-0", "search-1"]) {
    const select = byId(id);
    names.forEach((name, index) => {
      const marked = searchKind(index).admissible ? "" : " (not admissible)";
      select.append(new Option(label(name) + marked, name));
    });
  }
  byId("search-0").value = "manhattan";
  byId("search-1").value = "bfs";
  byId("search-0").addEventListener("change", start);
  byId("search-1").addEventListener("change", start);
  byId("side-by-side").addEventListener("change", () => {
    byId("search-1").disabled = !byId("side-by-side").checked;
    start();
  });
  const setTyped = () => {
    const read = parse(byId("watch-board").value);
    byId("watch-board").setAttribute("aria-invalid", String(Boolean(read.error)));
    if (read.error) return say(`Not a board: ${read.error}.`);
    watchBoard(unpack(read.state));
  };
  byId("watch-set").addEventListener("click", setTyped);
  byId("watch-board").addEventListener("keydown", (event) => {
    if (event.key === "Enter") setTyped();
  });
  byId("watch-from-play").addEventListener("click", () => watchBoard(playCells()));
  byId("step").addEventListener("click", () => steps(1));
  byId("back").addEventListener("click", () => steps(-1));
  byId("run").addEventListener("click", () => play("run", [], done));
  byId("finish").addEventListener("click", () => play("finish", [], done));
  byId("reset").addEventListener("click", () => {
    play("seek", watch.runs.map(() => 0), () => {
      say(`Started again: ${watch.runs.map((run) => `${label(run.name)} at step 0 of ${run.steps}`).join("; ")}.`);
      announce();
    });
  });
  // The slider: every search to its step (as far as each goes), said as it goes.
  byId("slider").addEventListener("input", () => {
    const step = Number(byId("slider").value);
    play("seek", watch.runs.map(() => step), announce);
  });
}
