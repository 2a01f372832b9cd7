// The judge file in WebAssembly (web/src/lib.rs), and the board as the page handles it. The build
// writes the module into the page, gzipped and in base64, as WASM_GZIP_BASE64; a board crosses as
// the judge file's State (see state.js).

import { indexTrace, pack, readTrace, searchKindIn, unpack } from "./state.js";

export { pack, unpack };

const WASM_GZIP_BASE64 = "@WASM@";

let wasm = null;
// The module compiled, for Watch's worker, which runs an instance of its own.
let compiled = null;
// The problem posed, by its number in the catalogue: the worker poses the same.
let posed = 0;

export async function load() {
  const zipped = Uint8Array.from(atob(WASM_GZIP_BASE64), (c) => c.charCodeAt(0));
  const stream = new Blob([zipped]).stream().pipeThrough(new DecompressionStream("gzip"));
  const bytes = await new Response(stream).arrayBuffer();
  const { instance, module } = await WebAssembly.instantiate(bytes, {});
  wasm = instance.exports;
  compiled = module;
}

function writeInput(text) {
  const bytes = new TextEncoder().encode(text);
  const at = wasm.eight_input(bytes.length);
  new Uint8Array(wasm.memory.buffer, at, bytes.length).set(bytes);
}

function output() {
  const at = wasm.eight_output();
  const length = wasm.eight_output_length();
  return new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, at, length));
}

// The kit's table of searches, [name, label] each in its order, read from the module once.
let searchTable = null;

function searchRows() {
  if (searchTable === null) {
    wasm.eight_searches();
    searchTable = output().split("\n").map((line) => line.split("\t"));
  }
  return searchTable;
}

// The searches' names, by the numbers the module takes.
export function searches() {
  return searchRows().map((row) => row[0]);
}

// A search's label, as the kit's tables and charts head it.
export function label(name) {
  const row = searchRows().find((each) => each[0] === name);
  return row === undefined ? name : row[1];
}

// The by-depth chart as SVG, drawn by the kit (docs/depths.svg is the same drawing; `narrow`, the
// same laid out 360 wide, for a phone): with a depth, that board marked, and a dot for each of
// `points`, {search, expanded}.
export function chart(depth, points, narrow) {
  writeInput(points.map((point) => `${point.search} ${point.expanded}`).join("\n"));
  wasm.eight_chart(depth === null ? -1 : depth, narrow ? 1 : 0);
  return output();
}

// How search number `index` works: its kind ("bfs", "astar", "bestfirst" or "idastar"), the
// weights of g and h in its f, and whether its first answer is always shortest.
export function searchKind(index) {
  return searchKindIn(wasm, index);
}

export function goal() {
  return wasm.eight_goal() >>> 0;
}

// The catalogue's problems: [{ name, judge, goal }], the judge file's own first, each goal a State.
export function problems() {
  wasm.eight_problems();
  return output().split("\n").map((line) => {
    const [name, judge, goal] = line.split("\t");
    return { name, judge, goal: Number(goal) };
  });
}

// Poses the problem of that name: its goal, and its words.
export function pose(name) {
  const index = problems().findIndex((problem) => problem.name === name);
  if (index < 0 || wasm.eight_problem(index) !== 0) return false;
  posed = index;
  return true;
}

// The one board of a text, or the judge file's words for what is wrong with it: one board in a
// field, its case and line (`case 1 (line 1): `) say nothing, and are left out.
export function parse(text) {
  writeInput(text);
  const state = Number(wasm.eight_parse());
  return state < 0 ? { error: output().replace(/^case 1 \(line 1\): /, "") } : { state };
}

// The fewest moves to the goal, or -1 when the board cannot reach it.
export function distance(state) {
  return wasm.eight_distance(state);
}

// A shortest answer, the judge file's, as letters; null when there is none.
export function solve(state) {
  return wasm.eight_solve(state) < 0 ? null : output();
}

// A board drawn as `gen --seed SEED` draws one (`--depth DEPTH` for a depth from 0 up), and the
// `gen` command that writes it in the problem's format; or why not.
export function draw(seed, depth) {
  const state = Number(wasm.eight_draw(seed >>> 0, depth));
  return state < 0 ? { error: output() } : { state, command: output() };
}

// A search's trace and what Watch reads of it before its first step (see state.js), worked out
// on this thread: { traced, index }, traced null when the board cannot reach the goal.
function traceHere(state, search) {
  const traced = readTrace(wasm, state, search);
  return traced === null ? { traced } : { traced, index: indexTrace(wasm, traced, searchKind(search)) };
}

// Watch's worker (web/page/worker.js, written into the page by the build as the text of the
// script #worker-source), started at the first trace asked; null where the browser starts none,
// and the traces are then worked out on this thread. Each trace asked waits in `asking` by its
// number.
let worker;
const asking = new Map();
let asked = 0;

function startWorker() {
  const source = document.getElementById("worker-source");
  worker = null;
  if (source === null || typeof Worker === "undefined") return;
  try {
    worker = new Worker(URL.createObjectURL(new Blob([source.textContent], { type: "text/javascript" })));
  } catch {
    return;
  }
  worker.onmessage = ({ data }) => {
    const waiting = asking.get(data.id);
    asking.delete(data.id);
    if (waiting === undefined) return;
    if (data.error !== undefined) waiting.reject(new Error(data.error));
    else waiting.resolve(data);
  };
  // A worker that cannot run: the traces asked of it, and all after, are worked out here.
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    worker = null;
    for (const [id, waiting] of asking) {
      asking.delete(id);
      try {
        waiting.resolve(traceHere(waiting.state, waiting.search));
      } catch (error) {
        waiting.reject(error);
      }
    }
  };
  worker.postMessage({ module: compiled });
}

// A search's trace, search number `search` from `state`, and what Watch reads of it first
// ({ traced, index }, traced null when the board cannot reach the goal), worked out in Watch's
// worker: a promise, so that the page goes on meanwhile.
export function traceLater(state, search) {
  if (worker === undefined) startWorker();
  if (worker === null) {
    return new Promise((resolve) => setTimeout(resolve, 0)).then(() => traceHere(state, search));
  }
  const id = ++asked;
  return new Promise((resolve, reject) => {
    asking.set(id, { resolve, reject, state, search });
    worker.postMessage({ id, problem: posed, state, search });
  });
}

export const LETTERS = "udlr";

// The cell the blank goes to under a move (named by the way the blank goes), or -1 off the board.
export function target(blank, letter) {
  const row = Math.floor(blank / 3);
  const column = blank % 3;
  switch (letter) {
    case "u": return row > 0 ? blank - 3 : -1;
    case "d": return row < 2 ? blank + 3 : -1;
    case "l": return column > 0 ? blank - 1 : -1;
    case "r": return column < 2 ? blank + 1 : -1;
  }
  return -1;
}

export function slide(cells, letter) {
  const blank = cells.indexOf(0);
  const to = target(blank, letter);
  if (to < 0) return null;
  const next = cells.slice();
  next[blank] = next[to];
  next[to] = 0;
  return next;
}

export function opposite(letter) {
  return { u: "d", d: "u", l: "r", r: "l" }[letter];
}

// `1 2 3 / 4 5 6 / 7 8 x`, as the page writes a board.
export function boardText(cells) {
  const shown = cells.map((value) => (value === 0 ? "x" : String(value)));
  return [0, 3, 6].map((row) => shown.slice(row, row + 3).join(" ")).join(" / ");
}

// Where the tile that a move (named by the way the blank goes) slides goes.
export const TILE_GOES = { u: "down", d: "up", l: "right", r: "left" };
const ARROW = { down: "\u2193", up: "\u2191", right: "\u2192", left: "\u2190" };

// A shortest answer told as a player plays it: the tile each move slides, and which way
// ({ tile, way, arrow }), from the board `cells`.
export function tilesOf(cells, answer) {
  const told = [];
  let board = cells;
  for (const letter of answer) {
    const tile = board[target(board.indexOf(0), letter)];
    const way = TILE_GOES[letter];
    told.push({ tile, way, arrow: ARROW[way] });
    board = slide(board, letter);
  }
  return told;
}

// A board for a screen reader: row by row, the blank said.
export function boardSaid(cells) {
  const shown = cells.map((value) => (value === 0 ? "blank" : String(value)));
  return [0, 3, 6].map((row) => shown.slice(row, row + 3).join(" ")).join(", ");
}

// A small board, as the open list shows it.
export function mini(cells) {
  const grid = document.createElement("span");
  grid.className = "mini";
  grid.setAttribute("role", "img");
  grid.setAttribute("aria-label", boardSaid(cells));
  for (const value of cells) {
    const cell = document.createElement("span");
    cell.textContent = value === 0 ? "" : String(value);
    if (value === 0) cell.className = "blank";
    cell.setAttribute("aria-hidden", "true");
    grid.append(cell);
  }
  return grid;
}

// A count and its noun: "1 move", "2 moves".
export function counted(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

// A count with a comma each three digits, as the kit writes them: 12,345 (toLocaleString takes
// long, when a frame writes many).
export function thousands(count) {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ",");
}
