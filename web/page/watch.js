// Watch: a search replayed from its trace, one expansion a step, the open list rebuilt from the
// steps as the judge file's loop keeps it (A*'s and the best-first searches' ordered by their
// priority, then the board; BFS's a queue), or for IDA* the path it holds, and the counts that
// `eight --stats` and `eight --compare` give. The words of a step: web/src/lib.rs.

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

const kindOf = (word) => word & 7;
const letterOf = (word) => "?udlr"[(word >> 3) & 7];
const gOf = (word) => word >>> 16;
const hOf = (word) => (word >> 8) & 255;
// A replay keeps the open list every so many steps, so that going back is a short replay.
const KEPT_EVERY = 1024;
// Rows of the open list shown.
const SHOWN = 12;

class Run {
  constructor(name, traced, how) {
    this.name = name;
    this.how = how;
    this.words = traced.words;
    this.count = traced.steps;
    this.answer = traced.answer;
    const takes = [];
    // For each board put in: the step at which it goes stale (the same board put in again, with
    // fewer moves), so that the table can mark it.
    this.staleAt = new Int32Array(this.count).fill(0x7fffffff);
    const lastPut = new Map();
    for (let i = 0; i < this.count; i++) {
      const kind = kindOf(this.words[3 * i]);
      if (kind === TAKEN) takes.push(i);
      if (kind === PUSHED) {
        const state = this.words[3 * i + 1];
        if (lastPut.has(state)) this.staleAt[lastPut.get(state)] = i;
        lastPut.set(state, i);
      }
    }
    this.takes = Int32Array.from(takes);
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
    this.tally = { expanded: 0, pushed: 0, stale: 0, passed: 0, open: 0, largest: 0 };
    this.forward(0);
  }

  // Where step `step` ends: the events before the step-th board taken (all of them at the end).
  end(step) {
    return step < this.takes.length ? this.takes[step] : this.count;
  }

  before(a, b) {
    const words = this.words;
    const [first, second] = [words[3 * a + 2], words[3 * b + 2]];
    return first !== second ? first < second : words[3 * a + 1] < words[3 * b + 1];
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
        else if (!(word & GOAL)) tally.expanded++;
        this.last = i;
        this.step++;
        break;
      }
      case PUSHED:
        this.put(i);
        tally.pushed++;
        tally.open++;
        tally.largest = Math.max(tally.largest, tally.open);
        break;
      case PASSED:
        tally.passed++;
        break;
    }
  }

  // Runs on to step `step`, at most `budget` events: whether it got there.
  forward(step, budget = Infinity) {
    const end = this.end(Math.min(step, this.steps));
    while (this.position < end && budget-- > 0) {
      this.apply(this.position++);
      if (this.position === this.end(this.step) && this.step % KEPT_EVERY === 0 && !this.kept[this.step / KEPT_EVERY]) {
        this.kept[this.step / KEPT_EVERY] = {
          heap: this.heap.slice(0, this.size), position: this.position, step: this.step, last: this.last, tally: { ...this.tally },
        };
      }
    }
    return this.position >= end;
  }

  goTo(step) {
    step = Math.max(0, Math.min(step, this.steps));
    if (step < this.step) {
      const kept = this.kept[Math.floor(step / KEPT_EVERY)];
      if (kept && kept.step <= step) {
        this.heap = new Int32Array(Math.max(1024, kept.heap.length * 2));
        this.heap.set(kept.heap);
        this.size = kept.heap.length;
        Object.assign(this, { position: kept.position, step: kept.step, last: kept.last, tally: { ...kept.tally } });
      } else {
        this.reset();
      }
    }
    this.forward(step);
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

  // What the events so far say of each board put in: the board taken out when it went in (none
  // for the start), its move, and when it went in (a later push of a board, with fewer moves, is
  // the one that stands); and the boards taken out, stale entries aside, with the goal once out.
  reached() {
    const [parent, letter, order, taken] = [new Map(), new Map(), new Map(), new Set()];
    let [from, goal] = [null, null];
    for (let i = 0; i < this.position; i++) {
      const word = this.words[3 * i];
      const state = this.words[3 * i + 1];
      if (kindOf(word) === TAKEN) {
        from = state;
        if (!(word & STALE)) taken.add(state);
        if (word & GOAL) goal = state;
      } else if (kindOf(word) === PUSHED) {
        parent.set(state, from);
        letter.set(state, letterOf(word));
        order.set(state, i);
      }
    }
    return { parent, letter, order, taken, goal };
  }

  // The moves from the start to the board taken out last, as the search reached it.
  path() {
    if (this.last < 0) return "";
    const { parent, letter } = this.reached();
    const letters = [];
    let at = this.words[3 * this.last + 1];
    while (parent.has(at) && parent.get(at) !== null && letters.length <= parent.size) {
      letters.push(letter.get(at));
      at = parent.get(at);
    }
    return letters.reverse().join("");
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
}

// IDA*'s replay: one board entered a step, the path it holds rebuilt from the steps, each
// iteration's bound, and the boards cut off over it.
class DepthRun {
  constructor(name, traced, how) {
    this.name = name;
    this.how = how;
    this.words = traced.words;
    this.count = traced.steps;
    this.answer = traced.answer;
    // Where each step begins: at its board entered, or at the iteration that board begins.
    const starts = [];
    for (let i = 0; i < this.count; i++) {
      if (kindOf(this.words[3 * i]) === ENTERED) starts.push(i > 0 && kindOf(this.words[3 * i - 3]) === BOUND ? i - 1 : i);
    }
    this.starts = Int32Array.from(starts);
    this.reset();
  }

  get steps() {
    return this.starts.length;
  }

  get size() {
    return this.held.length;
  }

  reset() {
    Object.assign(this, { position: 0, step: 0, last: -1, held: [], bound: 0, iteration: 0 });
    this.tally = { expanded: 0, pushed: 0, iterations: 0, open: 0, largest: 0 };
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
        this.held = [];
        break;
      case ENTERED:
        this.held.push(i);
        tally.pushed++;
        if (!(word & GOAL)) tally.expanded++;
        this.last = i;
        this.step++;
        break;
      case CUT:
        tally.pushed++;
        break;
      case LEFT:
        this.held.pop();
        break;
    }
    tally.open = this.held.length;
    tally.largest = Math.max(tally.largest, tally.open);
  }

  forward(step, budget = Infinity) {
    const end = this.end(Math.min(step, this.steps));
    while (this.position < end && budget-- > 0) this.apply(this.position++);
    return this.position >= end;
  }

  goTo(step) {
    step = Math.max(0, Math.min(step, this.steps));
    if (step < this.step) this.reset();
    this.forward(step);
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
    return this.held.slice(1).map((i) => letterOf(this.words[3 * i])).join("");
  }

  entry(i) {
    const word = this.words[3 * i];
    const [g, h] = [gOf(word), hOf(word)];
    return { cells: unpack(this.words[3 * i + 1]), g, h, f: g + h, stale: false, flags: word };
  }
}

const watch = { cells: null, runs: [], playing: null, depth: null };

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

// The search drawn as a tree, as far as it has gone: each board put in hangs from the board
// taken out when it went in (a board put in again, with fewer moves, hangs where it was put in
// last), one row a move from the start. Boards taken out are filled, boards in the open list
// hollow, the goal ringed, and the path to the board taken out last drawn heavier. For IDA*, the
// tree of its iteration now: each board entered under the board it was entered from, those cut
// off over the bound hollow, the path it holds heavier. At most TREE_BOUND boards: that path,
// then the first put in; the caption counts the rest. Drawn while paused: the events so far are
// read afresh for it, too many for every frame of a run.
const TREE_BOUND = 150;
const SVG = "http://www.w3.org/2000/svg";

// A tree's nodes are the search's boards (for IDA*, its steps: a board may be entered again):
// `parent` and `order` (when each went in) for each, `taken` those filled, and `goal` and `last`.
// The drawn ones: the path to `last`, then the first to go in; each under its parent, in the
// order they went in, and one whose parent is not drawn left out, with all below it.
function drawnTree(parent, order, taken, goal, last, stateOf) {
  const drawn = new Set();
  for (let at = last; parent.has(at) && !drawn.has(at); at = parent.get(at)) drawn.add(at);
  for (const node of order.keys()) {
    if (drawn.size >= TREE_BOUND) break;
    drawn.add(node);
  }
  const children = new Map([[null, []]]);
  for (const node of drawn) children.set(node, []);
  for (const node of drawn) {
    if (children.has(parent.get(node))) children.get(parent.get(node)).push(node);
  }
  for (const list of children.values()) list.sort((a, b) => order.get(a) - order.get(b));
  return { parent, children, taken, goal, last, put: parent.size, stateOf };
}

function searchTree(run) {
  const { parent, order, taken, goal } = run.reached();
  const last = run.last >= 0 ? run.words[3 * run.last + 1] : null;
  return drawnTree(parent, order, taken, goal, last, (state) => state);
}

function depthTree(run) {
  let begin = run.position;
  while (begin > 0 && kindOf(run.words[3 * begin - 3]) !== BOUND) begin--;
  const [parent, order, taken, held] = [new Map(), new Map(), new Set(), []];
  let goal = null;
  for (let i = begin; i < run.position; i++) {
    const word = run.words[3 * i];
    const kind = kindOf(word);
    if (kind === ENTERED || kind === CUT) {
      parent.set(i, held.length > 0 ? held[held.length - 1] : null);
      order.set(i, i);
    }
    if (kind === ENTERED) {
      taken.add(i);
      held.push(i);
      if (word & GOAL) goal = i;
    }
    if (kind === LEFT) held.pop();
  }
  const last = held.length > 0 ? held[held.length - 1] : null;
  return drawnTree(parent, order, taken, goal, last, (i) => run.words[3 * i + 1]);
}

// Each node of `tree` laid out: leaves left to right in the order they went in, a node above
// the middle of its children, a row a move.
function layTree(tree) {
  const place = new Map();
  let leaves = 0;
  let deepest = 0;
  const lay = (node, depth) => {
    deepest = Math.max(deepest, depth);
    const below = tree.children.get(node);
    for (const child of below) lay(child, depth + 1);
    const x = below.length === 0 ? leaves++ : (place.get(below[0]).x + place.get(below[below.length - 1]).x) / 2;
    place.set(node, { x, depth });
  };
  for (const root of tree.children.get(null)) lay(root, 0);
  return { place, leaves, deepest };
}

function appendTree(pane, run) {
  if (run.position === 0) return;
  const figure = document.createElement("figure");
  figure.className = "tree";
  const caption = document.createElement("figcaption");
  figure.append(caption);
  pane.append(figure);
  if (watch.playing !== null) {
    caption.textContent = "The search as a tree is drawn when paused.";
    return;
  }
  const depth = run instanceof DepthRun;
  const tree = depth ? depthTree(run) : searchTree(run);
  const { place, leaves, deepest } = layTree(tree);
  const onPath = new Set();
  for (let at = tree.last; place.has(at); at = tree.parent.get(at)) onPath.add(at);
  const [gap, row] = [14, 28];
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `-10 -10 ${Math.max(1, leaves) * gap + 6} ${deepest * row + 20}`);
  svg.setAttribute("role", "img");
  const shape = (name, attributes) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    svg.append(element);
    return element;
  };
  for (const [node, end] of place) {
    const top = place.get(tree.parent.get(node));
    if (!top) continue;
    shape("line", { x1: top.x * gap, y1: top.depth * row, x2: end.x * gap, y2: end.depth * row, class: onPath.has(node) ? "path" : "" });
  }
  let filled = 0;
  for (const [node, at] of place) {
    if (tree.taken.has(node)) filled++;
    const className = [tree.taken.has(node) ? "taken" : "open", onPath.has(node) ? "path" : "", node === tree.goal ? "goal" : ""];
    const dot = shape("circle", { cx: at.x * gap, cy: at.depth * row, r: 4.5, class: className.join(" ").trim() });
    const said = `${boardText(unpack(tree.stateOf(node)))}, ${counted(at.depth, "move")} from the start`;
    dot.append(Object.assign(document.createElementNS(SVG, "title"), { textContent: said }));
  }
  const left = tree.put - place.size;
  const words = (depth
    ? `The iteration under bound ${run.bound} as a tree: ${counted(place.size, "board")} drawn, ${filled} of them entered (filled), the rest cut off over the bound (hollow)`
    : `The search as a tree: ${counted(place.size, "board")} drawn, ${filled} of them taken out (filled), the rest in the open list (hollow)`)
    + (left > 0 ? `; ${left} more are not drawn` : "")
    + `. The heavier line is the path ${depth ? "it holds" : "to the board taken out last"}${tree.goal !== null ? ", to the goal, ringed" : ""}.`;
  caption.textContent = words;
  svg.setAttribute("aria-label", words);
  figure.dataset.drawn = String(place.size);
  figure.dataset.path = String(onPath.size);
  figure.prepend(svg);
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
// path that reached it while paused (a run shows steps too fast to read); `empty` before any.
function appendTaken(pane, run, said, empty) {
  const taken = document.createElement("div");
  taken.className = "taken";
  if (run.last >= 0) {
    const entry = run.entry(run.last);
    const [line, note] = said(entry);
    const words = document.createElement("div");
    words.append(line, document.createElement("br"), note);
    if (watch.playing === null) {
      const path = run.path();
      words.append(document.createElement("br"), `reached by ${path === "" ? "no move: the start" : path}`);
    }
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
function renderDepthPane(pane, run) {
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
  appendTree(pane, run);
}

function renderPane(pane, run) {
  const name = label(run.name);
  pane.replaceChildren();
  pane.append(Object.assign(document.createElement("h2"), { textContent: name }));
  if (run instanceof DepthRun) return renderDepthPane(pane, run);
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
  appendTree(pane, run);
}

// What a step by hand did, in words, for a screen reader: each search's board taken out (a run
// is not told frame by frame).
function announce() {
  const said = watch.runs.map((run) => {
    const look = { label: label(run.name) };
    if (run.last < 0) return `${look.label}: step ${run.step} of ${run.steps}, nothing taken out yet`;
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

function render() {
  const panes = byId("panes");
  while (panes.children.length > watch.runs.length) panes.lastChild.remove();
  while (panes.children.length < watch.runs.length) {
    const pane = document.createElement("section");
    pane.className = "pane";
    pane.id = `pane-${panes.children.length}`;
    panes.append(pane);
  }
  watch.runs.forEach((run, i) => renderPane(panes.children[i], run));
  drawChart(watch.depth, watch.runs.map((run) => ({ search: run.name, expanded: run.tally.expanded })));
  const playing = watch.playing !== null;
  const slider = byId("slider");
  slider.max = String(Math.max(0, ...watch.runs.map((run) => run.steps)));
  slider.value = String(Math.max(0, ...watch.runs.map((run) => run.step)));
  byId("run").textContent = playing && watch.playing.kind === "run" ? "Pause" : "Run";
  byId("finish").textContent = playing && watch.playing.kind === "finish" ? "Pause" : "Run to the goal";
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
  for (const name of chosen) {
    const index = names.indexOf(name);
    const traced = trace(state, index);
    if (traced === null) {
      watch.depth = null;
      render();
      return say(`unsolvable: ${boardText(watch.cells)} cannot reach the goal, so no search is made.`);
    }
    const how = searchKind(index);
    watch.runs.push(how.kind === "idastar" ? new DepthRun(name, traced, how) : new Run(name, traced, how));
  }
  watch.depth = distance(state);
  const told = (run) => `${label(run.name)} ${run instanceof DepthRun ? "enters" : "takes out"} ${counted(run.steps, "board")}`;
  say(`${boardText(watch.cells)}: ${counted(watch.depth, "move")} from the goal. ${watch.runs.map(told).join("; ")}.`);
  render();
}

export function watchBoard(cells) {
  watch.cells = cells.slice();
  byId("watch-board").value = cells.map((value) => (value === 0 ? "x" : value)).join(" ");
  start();
}

function steps(change) {
  stop();
  for (const run of watch.runs) run.goTo(run.step + change);
  render();
}

// The slider: every search to step `step` (as far as each goes).
function stepTo(step) {
  stop();
  for (const run of watch.runs) run.goTo(step);
  render();
}

// Runs every search on, `perFrame` steps a frame (or as far as a budget of events goes, to the
// goal), so that the page stays live however long the search.
function play(kind) {
  if (watch.playing && watch.playing.kind === kind) {
    stop();
    return render();
  }
  stop();
  watch.playing = { kind, frame: 0 };
  const tick = () => {
    const perFrame = Number(byId("speed").value);
    let all = true;
    for (const run of watch.runs) {
      if (kind === "run") run.goTo(run.step + perFrame);
      else run.forward(run.steps, 60000);
      all = all && run.done;
    }
    if (all) {
      watch.playing = null;
      say(`Done: ${watch.runs.map((run) => `${label(run.name)}, ${run.tally.expanded} expanded and ${run.tally.pushed} pushed`).join("; ")}.`);
    } else {
      watch.playing.frame = requestAnimationFrame(tick);
    }
    render();
  };
  watch.playing.frame = requestAnimationFrame(tick);
  render();
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
  byId("step").addEventListener("click", () => {
    steps(1);
    announce();
  });
  byId("back").addEventListener("click", () => {
    steps(-1);
    announce();
  });
  byId("run").addEventListener("click", () => play("run"));
  byId("finish").addEventListener("click", () => play("finish"));
  byId("reset").addEventListener("click", () => steps(-Infinity));
  byId("slider").addEventListener("input", () => stepTo(Number(byId("slider").value)));
}
