// A search replayed from its trace, one expansion a step: the open list rebuilt from the steps as
// the judge file's loop keeps it (A*'s and the best-first searches' ordered by their priority,
// then the board's number; BFS's a queue), or for IDA* the path it holds, and the counts that
// `solve --stats` and `solve --compare` give. The words of a step: web/src/lib.rs.
//
// Every step costs the same, early or late in a search of every board: what is read of the trace
// before its first step (its index, state.js) is worked out once, in Watch's worker; the open
// list is kept every KEPT_EVERY steps, so that going back is a short replay from the nearest; and
// a long way forward goes until a deadline, the page drawn between.
//
// The picture of the search (picture.js) counts the boards by g and by f as the replay goes: for
// A*, BFS and the best-first searches, the boards taken out (expanded, and the goal) and the
// boards in the open list, the frontier (stale entries too, until they come out: "open now"
// counts them); for IDA*, this iteration's boards entered and those cut off over its bound.

import { BOUND, CUT, ENTERED, GOAL, LEFT, PASSED, PUSHED, STALE, TAKEN, gOf, hOf, kindOf, letterOf, unpack } from "./state.js";

// A replay keeps its state every so many steps, so that going back is a short replay.
const KEPT_EVERY = 1024;

// The boards by g and by f, each a count of boards taken out (or entered) and a count in the
// frontier (or cut off), an array a value.
function shapes(index) {
  const made = (size) => ({ taken: new Int32Array(size + 1), open: new Int32Array(size + 1) });
  return { g: made(index.maxG), f: made(index.maxF) };
}

function copied(shape) {
  const copy = (by) => ({ taken: by.taken.slice(), open: by.open.slice() });
  return { g: copy(shape.g), f: copy(shape.f) };
}

// What the two replays share: running on, and going to a step through the nearest state kept.
class Replay {
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
}

// The replay of A*, BFS or a best-first search. Its nodes are the boards put in, each named by
// the step of the trace that put it in (a board put in again is a node again).
export class Run extends Replay {
  constructor(name, traced, how, index) {
    super();
    this.name = name;
    this.how = how;
    this.words = traced.words;
    this.count = traced.steps;
    this.answer = traced.answer;
    // See state.js's indexTrace: parent, firstChild, takenAt, staleAt, supersedes, root, takes,
    // entries, numbers, f, maxG and maxF.
    Object.assign(this, index);
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
    this.shape = shapes(this);
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
    return first !== second ? first < second : this.numbers[a] < this.numbers[b];
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
    const shape = this.shape;
    switch (kindOf(word)) {
      case TAKEN: {
        const entry = this.take();
        if (this.words[3 * entry + 1] !== this.words[3 * i + 1]) {
          throw new Error(`the open list's first is not the board taken at step ${this.step}`);
        }
        tally.open--;
        const [g, f] = [gOf(this.words[3 * entry]), this.f[entry]];
        shape.g.open[g]--;
        shape.f.open[f]--;
        if (word & STALE) {
          tally.stale++;
        } else {
          if (word & GOAL) tally.goal++;
          else tally.expanded++;
          shape.g.taken[g]++;
          shape.f.taken[f]++;
        }
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
        shape.g.open[gOf(word)]++;
        shape.f.open[this.f[i]]++;
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
    return {
      heap: this.heap.slice(0, this.size), position: this.position, step: this.step, last: this.last, taken: this.taken,
      tally: { ...this.tally }, shape: copied(this.shape),
    };
  }

  restore(kept) {
    this.heap = new Int32Array(Math.max(1024, kept.heap.length * 2));
    this.heap.set(kept.heap);
    this.size = kept.heap.length;
    Object.assign(this, { position: kept.position, step: kept.step, last: kept.last, taken: kept.taken, tally: { ...kept.tally } });
    this.shape = copied(kept.shape);
  }

  // What the last step did with the board it took out: each neighbour pushed or passed over, as
  // { letter, g, h, f, pushed }, the letter the way the blank went to reach it.
  neighbours() {
    const found = [];
    for (let i = this.last + 1; i < this.position; i++) {
      const word = this.words[3 * i];
      const [letter, g] = [letterOf(word), gOf(word)];
      if (kindOf(word) === PUSHED) found.push({ letter, g, h: hOf(word), f: this.f[i], pushed: true });
      if (kindOf(word) === PASSED) found.push({ letter, g, pushed: false });
    }
    return found;
  }

  // The moves from the start to the board taken out last, as the search reached it.
  path() {
    return pathTo(this, this.taken);
  }

  // The nodes from the start to the board taken out last (for IDA*, entered last).
  pathNodes() {
    return nodesTo(this, this.taken);
  }

  // A step's board, g, h and f: BFS's f is g; the others' as the search weighs g and h.
  entry(i) {
    const word = this.words[3 * i];
    return { cells: unpack(this.words[3 * i + 1]), g: gOf(word), h: hOf(word), f: this.f[i], stale: this.staleAt[i] < this.position, flags: word };
  }

  // The first `count` entries of the open list, in order: a best-first walk down the heap.
  // Those at a value `at` of g or f alone when `by` names one ("g" or "f").
  first(count, by = null, at = 0) {
    const shown = [];
    const frontier = this.size > 0 ? [0] : [];
    const valueOf = (entry) => (by === "g" ? gOf(this.words[3 * entry]) : this.f[entry]);
    if (by !== null) {
      // Those at the value, in order: the heap's order is kept by any part of it.
      const found = [];
      for (let i = 0; i < this.size; i++) if (valueOf(this.heap[i]) === at) found.push(this.heap[i]);
      found.sort((a, b) => (this.before(a, b) ? -1 : 1));
      return found.slice(0, count);
    }
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

  // The tree's questions (see tree.js): the node at its centre, a node's children so far,
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

// The nodes from the start to `node`, the start first (none for -1).
function nodesTo(run, node) {
  const nodes = [];
  for (let at = node; at >= 0 && nodes.length <= run.count; at = run.parent[at]) nodes.push(at);
  return nodes.reverse();
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
    if ((++done & 255) === 0 && run.position < end && performance.now() > deadline) return false;
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
export class DepthRun extends Replay {
  constructor(name, traced, how, index) {
    super();
    this.name = name;
    this.how = how;
    this.words = traced.words;
    this.count = traced.steps;
    this.answer = traced.answer;
    // See state.js's indexTrace: parent, firstChild, nextSibling, starts, entered, f, maxG, maxF.
    Object.assign(this, index);
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
    return nodesTo(this, this.top);
  }

  reset() {
    Object.assign(this, { position: 0, step: 0, last: -1, top: -1, begin: 0, bound: 0, iteration: 0 });
    // `entered` and `cut`: this iteration's.
    this.tally = { expanded: 0, pushed: 0, iterations: 0, open: 0, largest: 0, entered: 0, cut: 0 };
    this.shape = shapes(this);
    this.forward(0);
  }

  end(step) {
    return step < this.starts.length ? this.starts[step] : this.count;
  }

  apply(i) {
    const word = this.words[3 * i];
    const tally = this.tally;
    const shape = this.shape;
    switch (kindOf(word)) {
      case BOUND:
        [this.iteration, this.bound] = [this.words[3 * i + 1], this.words[3 * i + 2]];
        tally.iterations++;
        [this.top, this.begin, tally.open, tally.entered, tally.cut] = [-1, i, 0, 0, 0];
        for (const by of [shape.g, shape.f]) {
          by.taken.fill(0);
          by.open.fill(0);
        }
        break;
      case ENTERED:
        this.top = i;
        tally.open++;
        tally.pushed++;
        tally.entered++;
        if (!(word & GOAL)) tally.expanded++;
        shape.g.taken[gOf(word)]++;
        shape.f.taken[this.f[i]]++;
        this.last = i;
        this.step++;
        break;
      case CUT:
        tally.pushed++;
        tally.cut++;
        shape.g.open[gOf(word)]++;
        shape.f.open[this.f[i]]++;
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
    return { position, step, last, top, begin, bound, iteration, tally: { ...this.tally }, shape: copied(this.shape) };
  }

  restore(kept) {
    Object.assign(this, kept, { tally: { ...kept.tally }, shape: copied(kept.shape) });
  }

  // What followed the last board entered: each move cut off over the bound ({ letter, f, cut }),
  // each step back ({ back }).
  neighbours() {
    const found = [];
    for (let i = this.last + 1; i < this.position; i++) {
      const word = this.words[3 * i];
      if (kindOf(word) === CUT) found.push({ letter: letterOf(word), g: gOf(word), h: hOf(word), f: this.f[i], cut: true });
      if (kindOf(word) === LEFT) found.push({ back: true });
    }
    return found;
  }

  path() {
    return pathTo(this, this.top);
  }

  pathNodes() {
    return nodesTo(this, this.top);
  }

  entry(i) {
    const word = this.words[3 * i];
    return { cells: unpack(this.words[3 * i + 1]), g: gOf(word), h: hOf(word), f: this.f[i], stale: false, flags: word };
  }

  // The boards cut off at a value of g or f, in the order they were cut off.
  first(count, by, at) {
    const found = [];
    for (let i = this.begin; i < this.position && found.length < count; i++) {
      if (kindOf(this.words[3 * i]) === CUT && (by === "g" ? gOf(this.words[3 * i]) : this.f[i]) === at) found.push(i);
    }
    return found;
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

// What the search is, in the words a pane and the picture use: its boards taken out (or entered)
// and its frontier (or cut off), singular and plural.
export function nouns(run) {
  return run instanceof DepthRun
    ? { taken: "entered this iteration", open: "cut off over the bound", verb: "entered" }
    : { taken: "taken out", open: "in the frontier", verb: "took out" };
}
