// Watch: a search replayed from its trace (replay.js), first as a picture of the whole search
// (picture.js), then a pane a search with the board taken out, its neighbours, the counts that
// `solve --stats` and `solve --compare` give, the open list and the tree around the step
// (tree.js); the by-depth chart under them.
//
// Nothing holds the page: a search is traced in Watch's worker (engine.js's traceLater), the page
// saying that it works meanwhile; a long way forward (a slider dragged far, a run) goes in slices
// of SLICE_MS, the page drawn between them; and a step draws again only what it changed, each
// part of a pane drawn afresh only when what it shows is another thing (`part`).

import { TILE_GOES, boardSaid, boardText, chart, counted, distance, goal, label, mini, pack, parse, searchKind, searches, target, thousands, traceLater, unpack } from "./engine.js";
import { GOAL, STALE } from "./state.js";
import { DepthRun, Run } from "./replay.js";
import { arrangeBy, drawPicture } from "./picture.js";
import { clearTree, drawTree } from "./tree.js";

// Rows of the open list shown.
const SHOWN = 12;
// The work done between two drawings of the page, in milliseconds: well under the 50 ms at
// which a task is felt (and a browser counts it long), on a phone four times slower too.
const SLICE_MS = 8;
// Traces kept, so that a search chosen again (or "beside" ticked again) is shown at once.
const TRACES_KEPT = 4;

// The board watched, its searches' replays and their panes, what plays (a run, a run to the goal,
// or a long way to a step, over frames), the board's depth, the node chosen in each pane's tree,
// the traces asked (a number each: an answer to an older one is let go), and those kept.
const watch = {
  cells: null, runs: [], panes: [], playing: null, depth: null, chosen: [], asked: 0, working: null, traces: new Map(), waiting: [],
  // The step asked of the searches being worked out; words to say before what they say; and
  // whom to tell when the board, the searches or the step settle (the address, main.js).
  wanted: 0, note: "", moved: () => {},
};

// What Watch's words say of a board that cannot reach the goal.
const NO_SEARCH = "cannot reach the goal, whatever is played: no search has anything to show on it. Set another board, or take Play's board.";

function byId(id) {
  return document.getElementById(id);
}

function say(text) {
  byId("watch-status").textContent = text;
}

// Draws `holder`'s contents with `draw` only when `key` (what it shows) is another than the last.
const drawnKeys = new WeakMap();
function part(holder, key, draw) {
  if (drawnKeys.get(holder) === key) return;
  drawnKeys.set(holder, key);
  draw(holder);
}

// What f is for a search: g + h for A*, else as the search weighs them.
function fSaid(how) {
  if (how.kind === "bfs") return "f = g";
  const term = (weight, name) => (weight === 0 ? null : weight === 1 ? name : `${weight} ${name}`);
  return `f = ${[term(how.g, "g"), term(how.h, "h")].filter(Boolean).join(" + ")}`;
}

// A move of the trace (named by the way the blank goes, as the kit's answers name it) as Play
// says it: the tile that slides, and which way, from the board `cells`.
function moveSaid(cells, letter) {
  const tile = cells[target(cells.indexOf(0), letter)];
  return `${letter}, the ${tile} slides ${TILE_GOES[letter]}`;
}

// The letters of a path, and what they are.
function pathSaid(path) {
  return path === "" ? "no move: the start" : `${path} (the way the blank went each move: u up, d down, l left, r right)`;
}

function moves(answer) {
  return `${answer || "none needed"} (${counted(answer.length, "move")}`;
}

// A pane's counters, [name, label, value] each.
function countsOf(run) {
  const tally = run.tally;
  const step = ["step", "step", `${run.step} of ${run.steps}`];
  if (run instanceof DepthRun) {
    return [step, ["iteration", "iteration", String(run.iteration)], ["bound", "bound on f", String(run.bound)],
      ["expanded", "expanded", String(tally.expanded)], ["pushed", "generated", String(tally.pushed)],
      ["open", "path now", String(tally.open)], ["largest", "path at most", String(tally.largest)]];
  }
  return [step, ["expanded", "expanded", String(tally.expanded)], ["pushed", "pushed", String(tally.pushed)],
    ["stale", "stale", String(tally.stale)], ["passed", "passed over", String(tally.passed)],
    ["open", "open now", String(tally.open)], ["largest", "open at most", String(tally.largest)]];
}

// A pane for `run`: its parts, made once, drawn by drawPane.
function makePane(run, index) {
  const element = document.createElement("section");
  element.className = "pane";
  element.id = `pane-${index}`;
  element.append(Object.assign(document.createElement("h2"), { textContent: label(run.name) }));
  const pane = { run, element };
  for (const [name, tag, className] of [["taken", "div", "taken"], ["neighbours", "ul", "neighbours"], ["counters", "dl", "counters"],
    ["answer", "p", "answer-line"], ["table", "table", "open"], ["tree", "figure", "tree"], ["chosen", "div", "chosen-board"]]) {
    pane[name] = document.createElement(tag);
    pane[name].className = className;
    element.append(pane[name]);
  }
  pane.chosen.setAttribute("aria-live", "polite");
  pane.answer.hidden = true;
  pane.dd = new Map();
  for (const [name, title] of countsOf(run)) {
    const item = document.createElement("div");
    item.append(Object.assign(document.createElement("dt"), { textContent: title }));
    const value = document.createElement("dd");
    value.dataset.counter = name;
    item.append(value);
    pane.counters.append(item);
    pane.dd.set(name, value);
  }
  pane.caption = pane.table.createCaption();
  const head = pane.table.createTHead().insertRow();
  for (const name of ["board", "f", "g", "h", "state"]) {
    const cell = document.createElement("th");
    cell.scope = "col";
    cell.textContent = name;
    head.append(cell);
  }
  pane.body = pane.table.createTBody();
  return pane;
}

// The board the last step took out or entered, in words (a line and a note) and as a board, and
// the path that reached it.
function drawTaken(holder, run) {
  holder.replaceChildren();
  if (run.last < 0) {
    holder.append(run instanceof DepthRun ? "Nothing entered yet." : "Nothing taken out yet: the start is in the open list.");
    return;
  }
  const entry = run.entry(run.last);
  const [line, note] = run instanceof DepthRun
    ? [`Entered: g ${entry.g}, h ${entry.h}, f ${entry.f}, bound ${run.bound}`,
      entry.flags & GOAL ? "the goal: the search ends, and its path is the answer" : "within the bound: its moves are tried next, depth first"]
    : [`Taken out: g ${entry.g}, h ${entry.h}, ${fSaid(run.how)} = ${entry.f}`,
      entry.flags & STALE ? "stale: reached in fewer moves since, so skipped"
        : entry.flags & GOAL ? "the goal: the search ends" : "expanded: its neighbours go in"];
  const words = document.createElement("div");
  words.append(line, document.createElement("br"), note, document.createElement("br"), `reached by ${pathSaid(run.path())}`);
  holder.append(mini(entry.cells), words);
}

// What the last step did beside the board it took out or entered, a line each, each move told as
// the blank's letter and the tile it slides.
function drawNeighbours(list, run) {
  list.replaceChildren();
  const done = run.last >= 0 ? run.neighbours() : [];
  list.hidden = done.length === 0;
  const cells = run.last >= 0 ? run.entry(run.last).cells : null;
  for (const each of done) {
    let line;
    if (each.back) line = "back one move: nothing below is within the bound";
    else if (each.cut) line = `${moveSaid(cells, each.letter)}: cut off, f ${each.f} is over the bound ${run.bound}`;
    else if (each.pushed) line = `${moveSaid(cells, each.letter)}: pushed, g ${each.g}, h ${each.h}, f ${each.f}`;
    else line = `${moveSaid(cells, each.letter)}: passed over, reached before in ${counted(each.g, "move")}`;
    list.append(Object.assign(document.createElement("li"), { textContent: line }));
  }
}

// A small board as the open list shows it, a dozen a step: one element, its rows lines of text
// (a grid of nine cells a board cost the page's layout more than the rest of a step).
function boardLines(cells) {
  const board = document.createElement("span");
  board.className = "mini-lines";
  board.setAttribute("role", "img");
  board.setAttribute("aria-label", boardSaid(cells));
  board.textContent = [0, 3, 6].map((row) => cells.slice(row, row + 3).map((value) => (value === 0 ? " " : value)).join(" ")).join("\n");
  return board;
}

// The open list's first rows (for IDA*, the path it holds), each row drawn again only when
// another board, or another mark, stands in its place.
function drawBoards(pane, run) {
  let caption;
  let entries;
  let mark;
  if (run instanceof DepthRun) {
    entries = run.held.slice(-SHOWN);
    caption = run.size === 0 ? "The path is empty: the next iteration starts again."
      : `The path IDA* holds, all its memory: the last ${entries.length} of ${counted(run.size, "board")}, the start first`;
    mark = (entry, place) => (place === entries.length - 1 ? ["first", "entered last"] : ["", ""]);
  } else {
    entries = run.first(SHOWN);
    caption = run.size === 0 ? "The open list is empty."
      : `The open list, ${run.how.kind === "bfs" ? "a queue" : `by f (${fSaid(run.how)}), then the deeper first`}: the first ${Math.min(SHOWN, run.size)} of ${run.size}`;
    mark = (entry, place) => (entry.stale ? ["stale", "stale"] : place === 0 ? ["first", "next"] : ["", ""]);
  }
  if (pane.caption.textContent !== caption) pane.caption.textContent = caption;
  // A row a board, kept while its board stays among those shown (BFS's queue moves up a row a
  // step): made for a board that comes in, its mark set again, the rest moved into order.
  const kept = pane.rows ?? new Map();
  const shown = new Map();
  entries.forEach((i, place) => {
    const entry = run.entry(i);
    const [className, word] = mark(entry, place);
    let row = kept.get(i);
    if (row === undefined) {
      row = document.createElement("tr");
      row.insertCell().append(boardLines(entry.cells));
      for (const value of [entry.f, entry.g, entry.h]) row.insertCell().textContent = String(value);
      row.insertCell();
    }
    if (row.className !== className) row.className = className;
    if (row.cells[4].textContent !== word) row.cells[4].textContent = word;
    shown.set(i, row);
  });
  for (const [i, row] of kept) if (!shown.has(i)) row.remove();
  [...shown.values()].forEach((row, place) => {
    const there = pane.body.rows[place];
    if (there !== row) pane.body.insertBefore(row, there ?? null);
  });
  pane.rows = shown;
}

// A pane drawn again where it changed: its counters always, its boards, open list and tree when
// `whole` (not while a run plays: each frame's would be gone before it is read, and laying them
// out every frame held a phone's frames over 50 ms; they are drawn where the run stops).
function drawPane(pane, index, width, whole) {
  const run = pane.run;
  for (const [name, , value] of countsOf(run)) {
    const shown = pane.dd.get(name);
    if (shown.textContent !== value) shown.textContent = value;
  }
  if (!whole) return;
  part(pane.taken, `${run.last}`, (holder) => drawTaken(holder, run));
  part(pane.neighbours, `${run.last}/${run.position}`, (list) => drawNeighbours(list, run));
  part(pane.answer, String(run.done), (line) => {
    line.hidden = !run.done;
    line.dataset.answer = run.answer;
    const over = watch.depth === null ? 0 : run.answer.length - watch.depth;
    const name = label(run.name);
    line.textContent = run instanceof DepthRun ? `Answer: ${moves(run.answer)}).`
      : run.how.kind === "bfs" ? `The goal, taken out at depth ${run.answer}: that many moves at fewest.`
        : `Answer: ${moves(run.answer)}${over > 0 ? `, ${over} more than the fewest: ${name} is not admissible` : ""}).`;
    if (!run.done) delete line.dataset.answer;
  });
  // The open list, then the tree, each in a frame after this one's (drawLater).
  drawLater(`boards-${index}`, () => drawBoards(pane, run));
  drawLater(`tree-${index}`, () => part(pane.tree, `${run.position}/${width}/${watch.chosen[index]}`, (figure) => {
    if (run.position === 0) return clearTree(figure, pane.chosen);
    drawTree(figure, pane.chosen, run, watch.chosen[index], (node) => {
      watch.chosen[index] = node;
      drawnKeys.set(figure, `${run.position}/${width}/${node}`);
    }, width);
  }));
}

// Parts drawn a frame or more after a step, one a frame, each in a task of its own: the step's
// frame shows the picture, the counters and the board taken out, and each frame after lays out
// one more part, so that no frame lays out all of a step (on a phone slowed 4x, a step's whole
// redraw was one task over 50 ms). A part asked again before it is drawn is drawn once, as last
// asked. #watch says data-drawing while any waits.
const later = new Map();
let laterFrame = 0;
function drawLater(key, work) {
  later.delete(key);
  later.set(key, work);
  byId("watch").dataset.drawing = "true";
  if (laterFrame === 0) laterFrame = requestAnimationFrame(drawNext);
}

function drawNext() {
  setTimeout(() => {
    laterFrame = 0;
    const [key, work] = later.entries().next().value ?? [];
    if (key !== undefined) {
      later.delete(key);
      // A pane no longer shown is not drawn.
      if (watch.panes.some((pane) => pane.element.isConnected)) work();
    }
    if (later.size > 0) laterFrame = requestAnimationFrame(drawNext);
    else byId("watch").dataset.drawing = "false";
  }, 0);
}

// What a step by hand did, in words, for a screen reader: each search's board taken out (a run
// is not told frame by frame).
function announce() {
  const said = watch.runs.map((run) => {
    const name = label(run.name);
    if (run.last < 0) return `${name}: step ${run.step} of ${run.steps}, nothing ${run instanceof DepthRun ? "entered" : "taken out"} yet`;
    const entry = run.entry(run.last);
    const what = entry.flags & STALE ? "stale, skipped" : entry.flags & GOAL ? "the goal" : "expanded";
    const verb = run instanceof DepthRun ? "entered" : "took out";
    return `${name}: step ${run.step} of ${run.steps}, ${verb} ${boardSaid(entry.cells)}, g ${entry.g}, h ${entry.h}, f ${entry.f}, ${what}`;
  });
  byId("watch-step").textContent = said.join(". ") + ".";
}

// The chart, the kit's drawing, in place of the last; named by the caption below it; laid out
// for a phone (360 wide, its legend under the plot) where its figure is narrower than 600 pixels,
// so that nothing of it is cut and its text is 11 pixels at least. Drawn again only when a dot
// would move by a pixel or more (60 steps a tenfold, on a scale of 55 pixels a tenfold), the
// board's depth changes, the searches do, or the width; between, a dot's words are set. Drawn
// again in a task of its own, after the frame that shows the step (the chart is under the panes),
// and while a run plays, only once it stops.
let chartWanted = null;
let chartAsked = false;
function drawChart(depth, points, width) {
  const holder = byId("chart-holder");
  const narrow = width > 0 && width < 600;
  const key = `${narrow}/${depth}/${points.map((point) => `${point.search}:${Math.round(60 * Math.log10(Math.max(1, point.expanded)))}`).join(",")}`;
  if (drawnKeys.get(holder) !== key) {
    // While a run plays, the chart waits for its end: each frame's would be gone before it is read.
    const running = watch.playing !== null && watch.playing.kind !== "seek";
    if (!chartAsked && !running) {
      chartAsked = true;
      requestAnimationFrame(() => setTimeout(() => {
        const { key: wanted, depth: at, points: dots, narrow: small } = chartWanted;
        chartAsked = false;
        if (drawnKeys.get(holder) !== wanted) drawChartNow(holder, wanted, at, dots, small);
      }, 0));
    }
    chartWanted = { key, depth, points, narrow };
    return;
  }
  // The dots' titles, each "LABEL: N expanded so far", set to the count now.
  const titles = holder.querySelectorAll("#chart circle > title, #chart rect > title");
  titles.forEach((title, at) => {
    if (!points[at]) return;
    const words = title.textContent.replace(/[\d,]+ expanded so far$/, `${thousands(points[at].expanded)} expanded so far`);
    if (words !== title.textContent) title.textContent = words;
  });
}

function drawChartNow(holder, key, depth, points, narrow) {
  drawnKeys.set(holder, key);
  holder.innerHTML = chart(depth, points, narrow);
  const svg = holder.firstElementChild;
  svg.id = "chart";
  svg.classList.toggle("narrow", narrow);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-labelledby", "chart-caption");
  svg.removeAttribute("width");
  svg.removeAttribute("height");
}

// Where the searches stand, said for the slider: a step, and each search's.
function stepSaid() {
  return watch.runs.map((run) => `${label(run.name)}, step ${run.step} of ${run.steps}`).join("; ");
}

// The width of a pane (its border left out), from the panes' row: two panes side by side where
// the row holds two of 320 pixels and the gap between (see .panes and .pane in style.css).
function paneWidth(row, count) {
  return (count === 2 && row >= 2 * 320 + 16 ? (row - 16) / 2 : row) - 2;
}

function render() {
  // The widths read first, before anything is written: a read after a write would have the
  // browser lay the page out at once, tens of milliseconds on a phone, every frame.
  const panes = byId("panes");
  const [rowWidth, pictureWidth, chartWidth] = [panes.clientWidth, byId("picture-rows").clientWidth, byId("chart-holder").clientWidth];
  if (watch.panes.length !== watch.runs.length || watch.panes.some((pane, i) => pane.run !== watch.runs[i])) {
    watch.panes = watch.runs.map((run, i) => makePane(run, i));
    panes.replaceChildren(...watch.panes.map((pane) => pane.element));
  }
  drawPicture(byId("picture"), watch.runs, pictureWidth);
  const width = rowWidth > 0 ? paneWidth(rowWidth, watch.runs.length) : 320;
  const whole = watch.playing === null;
  watch.panes.forEach((pane, i) => drawPane(pane, i, width, whole));
  drawChart(watch.depth, watch.runs.map((run) => ({ search: run.name, expanded: run.tally.expanded })), chartWidth);
  const slider = byId("slider");
  const [max, value] = [String(Math.max(0, ...watch.runs.map((run) => run.steps))), String(Math.max(0, ...watch.runs.map((run) => run.step)))];
  if (slider.max !== max) slider.max = max;
  if (slider.value !== value) slider.value = value;
  const valuetext = watch.runs.length === 0 ? "no search" : stepSaid();
  if (slider.getAttribute("aria-valuetext") !== valuetext) slider.setAttribute("aria-valuetext", valuetext);
  const playing = (kind) => watch.playing !== null && watch.playing.kind === kind;
  const [run, finish] = [playing("run") ? "Pause" : "Run", playing("finish") ? "Pause" : "Run to the goal"];
  if (byId("run").textContent !== run) byId("run").textContent = run;
  if (byId("finish").textContent !== finish) byId("finish").textContent = finish;
}

function stop() {
  if (watch.playing) cancelAnimationFrame(watch.playing.frame);
  watch.playing = null;
}

// The page says it works (#watch is busy, a progress bar moves, the status says what), or that
// it is done.
function working(what) {
  watch.working = what;
  const busy = what !== null;
  byId("watch").setAttribute("aria-busy", String(busy));
  byId("watch-progress").hidden = !busy;
  byId("picture").classList.toggle("working", busy);
  if (busy) say(what);
}

// A search's trace and what Watch reads of it first, from those kept or from the worker.
function traced(state, name) {
  const key = `${goal()}/${state}/${name}`;
  const kept = watch.traces.get(key);
  if (kept !== undefined) {
    watch.traces.delete(key);
    watch.traces.set(key, kept);
    return kept;
  }
  const asked = traceLater(state, searches().indexOf(name));
  watch.traces.set(key, asked);
  while (watch.traces.size > TRACES_KEPT) watch.traces.delete(watch.traces.keys().next().value);
  asked.catch(() => watch.traces.delete(key));
  return asked;
}

// The searches chosen, traced for the board in Watch's worker, then shown at step `step`. An
// answer that comes after another was asked is let go.
async function start(step = 0) {
  stop();
  if (watch.cells === null) return;
  const asked = ++watch.asked;
  watch.wanted = step;
  const chosen = [byId("search-0").value];
  if (byId("side-by-side").checked) chosen.push(byId("search-1").value);
  const state = pack(watch.cells);
  const depth = distance(state);
  watch.runs = [];
  watch.chosen = [];
  if (depth < 0) {
    watch.waiting = [];
    watch.depth = null;
    working(null);
    render();
    say(`${noted()}${boardText(watch.cells)} ${NO_SEARCH}`);
    return watch.moved();
  }
  const names = chosen.map((name) => label(name)).join(" and ");
  working(`Working out ${names} on ${boardText(watch.cells)}, off the page's thread: a moment.`);
  render();
  let results;
  try {
    results = await Promise.all(chosen.map((name) => traced(state, name)));
  } catch (error) {
    if (asked === watch.asked) {
      watch.waiting = [];
      working(null);
      say(`The search could not be worked out: ${error.message}.`);
    }
    return;
  }
  if (asked !== watch.asked) return;
  watch.runs = results.map(({ traced: trace, index }, i) => {
    const name = chosen[i];
    const how = searchKind(searches().indexOf(name));
    return how.kind === "idastar" ? new DepthRun(name, trace, how, index) : new Run(name, trace, how, index);
  });
  watch.depth = depth;
  working(null);
  const told = (run) => `${label(run.name)} ${run instanceof DepthRun ? "enters" : "takes out"} ${counted(run.steps, "board")}`;
  say(`${noted()}${boardText(watch.cells)}: ${counted(depth, "move")} from the goal. ${watch.runs.map(told).join("; ")}.`);
  step = watch.wanted;
  if (step > 0) {
    play("seek", watch.runs.map(() => step), announce);
  } else {
    render();
    watch.moved();
  }
  // What the learner asked for while the searches were worked out, in order.
  for (const action of watch.waiting.splice(0)) action();
}

// The words said before what Watch says next, once.
function noted() {
  const note = watch.note;
  watch.note = "";
  return note === "" ? "" : `${note} `;
}

// Words for Watch's status: said now, or before what the searches being worked out say.
export function watchSay(text) {
  if (watch.working !== null) watch.note = text;
  else say(text);
}

// What Watch shows, as the address says it: its board, its search and the one beside it, and
// its step (the one asked, while the searches are worked out).
export function watchAddress() {
  if (watch.cells === null) return "";
  const beside = byId("side-by-side").checked ? `&beside=${byId("search-1").value}` : "";
  const step = watch.runs.length === 0 ? watch.wanted : Math.max(0, ...watch.runs.map((run) => run.step));
  const cells = watch.cells.map((value) => (value === 0 ? "x" : value)).join("");
  return `watch=${cells}&search=${byId("search-0").value}${beside}${step > 0 ? `&step=${step}` : ""}`;
}

// Shows what an address asks of Watch: a board, a search (null: as chosen), the one beside it
// (null: none) and a step. The same board and searches are stepped to it, not worked out again.
export function restoreWatch({ cells, search, beside, step }) {
  const first = search ?? byId("search-0").value;
  const same = watch.cells !== null && cells.join() === watch.cells.join() && byId("search-0").value === first
    && byId("side-by-side").checked === (beside !== null) && (beside === null || byId("search-1").value === beside);
  byId("search-0").value = first;
  byId("side-by-side").checked = beside !== null;
  byId("search-1").disabled = beside === null;
  if (beside !== null) byId("search-1").value = beside;
  if (!same) {
    watch.cells = cells.slice();
    byId("watch-board").value = cells.map((value) => (value === 0 ? "x" : value)).join(" ");
    start(step);
  } else if (watch.working !== null) {
    watch.wanted = step;
  } else if (watch.runs.length > 0 && Math.max(...watch.runs.map((run) => run.step)) !== step) {
    play("seek", watch.runs.map(() => step), announce);
  }
}

// Draws Watch again: its picture and its trees take the width they have once the tab is shown.
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
    render();
    return watch.moved();
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
    const end = () => {
      render();
      then();
      watch.moved();
    };
    if (!all) {
      playing.frame = requestAnimationFrame(slice);
      render();
    } else if (kind === "seek") {
      watch.playing = null;
      end();
    } else {
      // A run's last slice took its time: the whole page is drawn in a task of its own.
      watch.playing = null;
      setTimeout(() => {
        if (watch.playing === null) end();
      }, 0);
    }
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

// A stepping button with no search to step: the page says why, whatever the button; while the
// searches are worked out, what it asks waits for them (`action`).
function nothingToStep(action = null) {
  if (watch.runs.length > 0) return false;
  if (watch.working !== null) {
    if (action !== null) watch.waiting.push(action);
    say(`${watch.working} Your step waits for it.`);
  } else if (watch.cells !== null && distance(pack(watch.cells)) < 0) say(`Nothing to step: ${boardText(watch.cells)} ${NO_SEARCH}`);
  else say("Nothing to step: set a board first.");
  return true;
}

// Every search `change` steps on (or back), then said.
function steps(change) {
  if (nothingToStep(() => steps(change))) return;
  play("seek", watch.runs.map((run) => run.step + change), announce);
}

// Starts Watch: `playCells()` gives the board in play; `moved()` is told when the board, the
// searches or the step settle.
export function startWatch(playCells, moved) {
  watch.moved = moved;
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
  byId("search-0").addEventListener("change", () => start());
  byId("search-1").addEventListener("change", () => start());
  byId("side-by-side").addEventListener("change", () => {
    byId("search-1").disabled = !byId("side-by-side").checked;
    start();
  });
  for (const by of ["g", "f"]) {
    byId(`by-${by}`).addEventListener("change", () => arrangeBy(by, byId("picture"), watch.runs));
  }
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
  const run = () => nothingToStep(run) || play("run", [], done);
  const finish = () => nothingToStep(finish) || play("finish", [], done);
  byId("run").addEventListener("click", run);
  byId("finish").addEventListener("click", finish);
  byId("reset").addEventListener("click", () => {
    if (nothingToStep()) return;
    play("seek", watch.runs.map(() => 0), () => {
      say(`Started again: ${watch.runs.map((run) => `${label(run.name)} at step 0 of ${run.steps}`).join("; ")}.`);
      announce();
    });
  });
  // The slider: every search to its step (as far as each goes), said as it goes.
  const seek = (step) => nothingToStep(() => seek(step)) || play("seek", watch.runs.map(() => step), announce);
  byId("slider").addEventListener("input", () => seek(Number(byId("slider").value)));
  // A new width: the picture and the trees laid out for it.
  let resized = 0;
  window.addEventListener("resize", () => {
    cancelAnimationFrame(resized);
    resized = requestAnimationFrame(() => {
      if (watch.playing === null && !byId("watch").hidden) render();
    });
  });
}
