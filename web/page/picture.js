// The picture of the search, first on Watch's screen: for each search shown, a column for each
// value of g (or of f, as the learner chooses), the boards taken out there (filled) and the boards
// in the frontier there (hollow, their count written under the column), growing step by step;
// the path from the start to the board taken out last drawn under them, through the columns of
// its boards; the column of the board taken out last lit. Side by side, BFS's columns fill one
// after the other, a ring of the search at a time, where A*'s stay a narrow band. A column chosen
// (a tap, or the arrow keys on a row) shows its counts and its boards in words and as boards:
// the path's board there, and the next boards out of the frontier there.
//
// A step redraws only what changed: a column whose counts changed, the path when it changed, the
// words when they changed. All of it is drawn again only when its layout changes (the width, g or
// f, the scale).

import { boardSaid, counted, label, mini, thousands } from "./engine.js";
import { gOf } from "./state.js";
import { DepthRun, nouns } from "./replay.js";

const SVG = "http://www.w3.org/2000/svg";
// A row's bands, from the top, in pixels: the scale's words, the columns, the values under them,
// the frontier's counts (written across, or turned up where the columns are narrow), the path.
const TOP = 4;
const VALUES = 14;
// The columns' height and the path's, smaller on a phone, where both searches' rows fit the
// first screen with the buttons.
const columnsHigh = (width) => (width < 600 ? 44 : 64);
const pathHigh = (width) => (width < 600 ? 18 : 26);
// The room on the left for the bands' names.
const LEFT = 54;
const RIGHT = 6;

const picture = { rows: [], by: "g", chosen: null };

function element(name, attributes = {}, into = null) {
  const made = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, String(value));
  if (into) into.append(made);
  return made;
}

// The least of 1, 2, 5, 10, 20, 50, ... at or above `count`: a scale that changes seldom.
function scaleFor(count) {
  for (let scale = 1; ; scale *= 10) {
    for (const step of [1, 2, 5]) if (step * scale >= Math.max(1, count)) return step * scale;
  }
}

// What a search's columns count, in words: for IDA*, this iteration's boards.
function rowSaid(run) {
  const said = nouns(run);
  const shape = run.shape[picture.by];
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  return `${label(run.name)}: ${thousands(sum(shape.taken))} ${said.taken}, ${thousands(sum(shape.open))} ${said.open}`;
}

// A column's counts in words.
function columnSaid(run, value) {
  const said = nouns(run);
  const shape = run.shape[picture.by];
  const [taken, open] = [shape.taken[value] ?? 0, shape.open[value] ?? 0];
  return `${label(run.name)}, ${picture.by} ${value}: ${counted(taken, "board")} ${said.taken}, ${thousands(open)} ${said.open}`;
}

// Makes the rows for `runs` in `holder` (#picture-rows), the words chosen in `chosen`.
function makeRows(holder, runs, chosen) {
  holder.replaceChildren();
  picture.rows = runs.map((run, index) => {
    const row = document.createElement("div");
    row.className = "picture-row";
    const said = document.createElement("p");
    said.className = "picture-said";
    const svg = element("svg", { role: "slider", tabindex: 0, "aria-valuemin": 0, class: "shape" });
    svg.id = `picture-${index}`;
    row.append(said, svg);
    holder.append(row);
    const made = { run, row, said, svg, layout: "", columns: [], path: "", lit: -1, words: "" };
    const choose = (value) => {
      picture.chosen = { index, value: Math.max(0, Math.min(value, made.values - 1)) };
      for (const each of picture.rows) light(each);
      tell(chosen);
    };
    svg.addEventListener("click", (event) => {
      const box = svg.getBoundingClientRect();
      const x = event.clientX - box.left - LEFT;
      if (x < 0 || !made.width) return;
      choose(Math.floor(x / made.width));
      svg.focus();
    });
    svg.addEventListener("keydown", (event) => {
      const at = picture.chosen && picture.chosen.index === index ? picture.chosen.value : litValue(made);
      const next = { ArrowRight: at + 1, ArrowUp: at + 1, ArrowLeft: at - 1, ArrowDown: at - 1, Home: 0, End: made.values - 1 }[event.key];
      if (next === undefined) return;
      choose(next);
      event.preventDefault();
    });
    return made;
  });
}

// The value of g or f of the board taken out last (for IDA*, entered last), -1 before any.
function litValue(row) {
  const node = row.run.current();
  if (node < 0) return -1;
  return picture.by === "g" ? gOf(row.run.words[3 * node]) : row.run.f[node];
}

// Draws the picture of `runs` again where it changed, `width` pixels wide (#picture-rows's width,
// read before anything was written). `holder` is #picture.
export function drawPicture(holder, runs, width) {
  const rows = holder.querySelector("#picture-rows");
  const chosen = holder.querySelector("#picture-chosen");
  if (picture.rows.length !== runs.length || picture.rows.some((row, i) => row.run !== runs[i])) {
    makeRows(rows, runs, chosen);
    picture.chosen = null;
    tell(chosen);
  }
  // Hidden (its tab not shown): drawn once it is shown.
  if (width === 0) return;
  const values = 1 + Math.max(0, ...runs.map((run) => (picture.by === "g" ? run.maxG : run.maxF)));
  for (const row of picture.rows) drawRow(row, width, values);
  if (picture.chosen !== null) tell(chosen);
}

// Chooses g or f, and draws all again.
export function arrangeBy(by, holder, runs) {
  picture.by = by;
  for (const row of picture.rows) row.layout = "";
  if (picture.chosen !== null) picture.chosen.value = Math.min(picture.chosen.value, picture.rows[picture.chosen.index].values - 1);
  drawPicture(holder, runs, holder.querySelector("#picture-rows").clientWidth);
}

function drawRow(row, width, values) {
  const run = row.run;
  const shape = run.shape[picture.by];
  let tallest = 0;
  for (let value = 0; value < shape.taken.length; value++) tallest = Math.max(tallest, shape.taken[value] + shape.open[value]);
  const scale = scaleFor(tallest);
  const columnWidth = (width - LEFT - RIGHT) / values;
  // The counts written across where a column holds five digits, turned up where it holds one,
  // left to a column chosen where it is narrower still.
  const across = columnWidth >= 30;
  const counts = across ? 14 : columnWidth >= 8 ? 32 : 0;
  const layout = `${picture.by}/${width}/${values}/${scale}`;
  if (layout !== row.layout) {
    row.layout = layout;
    Object.assign(row, { width: columnWidth, values, scale, across, counts, path: "", lit: -1 });
    layOut(row, width, values, scale);
  }
  const [tall, pathTall] = [columnsHigh(width), pathHigh(width)];
  const bottom = TOP + tall;
  const high = (count) => (count === 0 ? 0 : Math.max(1.5, (count / scale) * tall));
  for (let value = 0; value < values; value++) {
    const [taken, open] = [shape.taken[value] ?? 0, shape.open[value] ?? 0];
    const column = row.columns[value];
    if (column.taken === taken && column.open === open) continue;
    Object.assign(column, { taken, open });
    column.takenBar.dataset.count = String(taken);
    column.openBar.dataset.count = String(open);
    const [takenHigh, openHigh] = [high(taken), high(open)];
    column.takenBar.setAttribute("y", String(bottom - takenHigh));
    column.takenBar.setAttribute("height", String(takenHigh));
    column.openBar.setAttribute("y", String(bottom - takenHigh - openHigh));
    column.openBar.setAttribute("height", String(openHigh));
    if (column.count) column.count.textContent = open === 0 ? "" : thousands(open);
  }
  // The column of the board taken out last, lit; the path to it, through its boards' columns.
  const lit = litValue(row);
  if (lit !== row.lit) {
    row.lit = lit;
    row.litBar.setAttribute("x", String(LEFT + Math.max(0, lit) * columnWidth));
    row.litBar.setAttribute("visibility", lit < 0 ? "hidden" : "visible");
    row.svg.dataset.lit = String(lit);
  }
  const nodes = run.pathNodes();
  const pathKey = `${nodes.length}/${nodes[nodes.length - 1]}`;
  if (pathKey !== row.path) {
    row.path = pathKey;
    const top = bottom + VALUES + counts + 4;
    const points = nodes.map((node, at) => {
      const value = picture.by === "g" ? gOf(run.words[3 * node]) : run.f[node];
      const x = LEFT + (value + 0.5) * columnWidth;
      const y = top + (nodes.length < 2 ? 0 : (at / (nodes.length - 1)) * (pathTall - 8));
      return [x, y];
    });
    row.pathLine.setAttribute("points", points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" "));
    const end = points[points.length - 1] ?? [-10, -10];
    row.pathEnd.setAttribute("cx", end[0].toFixed(1));
    row.pathEnd.setAttribute("cy", end[1].toFixed(1));
  }
  const words = `${rowSaid(run)}/${scale}`;
  if (words !== row.words) {
    row.words = words;
    const scaleSaid = Object.assign(document.createElement("span"), { className: "scale", textContent: ` (a column holds up to ${thousands(scale)})` });
    row.said.replaceChildren(rowSaid(run), scaleSaid);
  }
  light(row);
}

// The row's drawing, every column empty: the columns' counts are drawn by drawRow.
function layOut(row, width, values, scale) {
  const { svg, width: columnWidth, counts } = row;
  const [tall, pathTall] = [columnsHigh(width), pathHigh(width)];
  const height = TOP + tall + VALUES + counts + pathTall;
  svg.replaceChildren();
  svg.setAttribute("width", String(width));
  svg.setAttribute("height", String(height));
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("aria-valuemax", String(values - 1));
  Object.assign(svg.dataset, { by: picture.by, scale: String(scale), tall: String(tall) });
  const bottom = TOP + tall;
  const said = nouns(row.run);
  element("text", { x: LEFT - 4, y: bottom + 11, class: "band" }, svg).textContent = picture.by;
  if (counts > 0) element("text", { x: LEFT - 4, y: bottom + VALUES + 11, class: "band" }, svg).textContent = row.run instanceof DepthRun ? "cut off" : "frontier";
  element("text", { x: LEFT - 4, y: bottom + VALUES + counts + 12, class: "band" }, svg).textContent = "path";
  row.litBar = element("rect", { x: LEFT, y: TOP, width: columnWidth, height: tall, class: "lit", visibility: "hidden" }, svg);
  row.chosenBar = element("rect", { x: LEFT, y: TOP - 2, width: columnWidth, height: tall + VALUES + counts + 2, class: "chosen", visibility: "hidden" }, svg);
  element("line", { x1: LEFT, y1: bottom, x2: width - RIGHT, y2: bottom, class: "axis" }, svg);
  // Values named under the columns, as many as fit.
  const every = [1, 2, 5, 10, 20, 50].find((step) => step * columnWidth >= 16) ?? 100;
  const bar = Math.max(1, columnWidth - (columnWidth > 4 ? 2 : 0));
  row.columns = [];
  for (let value = 0; value < values; value++) {
    const x = LEFT + value * columnWidth;
    const column = { taken: -1, open: -1 };
    column.takenBar = element("rect", { x: x + (columnWidth - bar) / 2, y: bottom, width: bar, height: 0, class: "taken" }, svg);
    column.openBar = element("rect", { x: x + (columnWidth - bar) / 2, y: bottom, width: bar, height: 0, class: "open" }, svg);
    if (value % every === 0) element("text", { x: x + columnWidth / 2, y: bottom + 11, class: "value" }, svg).textContent = String(value);
    if (counts > 0) {
      const [cx, cy] = [x + columnWidth / 2, bottom + VALUES + (row.across ? 10 : 2)];
      column.count = element("text", row.across ? { x: cx, y: cy, class: "count" } : { x: cx, y: cy, class: "count up", transform: `rotate(-90 ${cx} ${cy})` }, svg);
    }
    row.columns.push(column);
  }
  row.pathLine = element("polyline", { points: "", class: "path" }, svg);
  row.pathEnd = element("circle", { cx: -10, cy: -10, r: 4, class: "path-end" }, svg);
  svg.setAttribute("aria-label", `${label(row.run.name)} by ${picture.by}: the boards ${said.taken} and ${said.open} at each value`);
}

// The chosen column lit in its row, and the slider's words.
function light(row) {
  const index = picture.rows.indexOf(row);
  const chosen = picture.chosen !== null && picture.chosen.index === index ? picture.chosen.value : -1;
  if (row.chosenBar) {
    row.chosenBar.setAttribute("visibility", chosen < 0 ? "hidden" : "visible");
    row.chosenBar.setAttribute("x", String(LEFT + Math.max(0, chosen) * row.width));
  }
  const value = chosen >= 0 ? chosen : Math.max(0, litValue(row));
  const words = columnSaid(row.run, value);
  if (row.svg.getAttribute("aria-valuetext") !== words) {
    row.svg.setAttribute("aria-valuenow", String(value));
    row.svg.setAttribute("aria-valuetext", words);
  }
}

// The chosen column's counts and boards, under the picture: the path's board there, and the
// first boards out of the frontier there.
function tell(holder) {
  if (picture.chosen === null || !picture.rows[picture.chosen.index]) {
    const key = "none";
    if (holder.dataset.key !== key) {
      holder.dataset.key = key;
      holder.textContent = "Tap a column, or Tab to a row and use the arrow keys, to see its boards here.";
    }
    return;
  }
  const { index, value } = picture.chosen;
  const run = picture.rows[index].run;
  const key = `${index}/${picture.by}/${value}/${run.position}`;
  if (holder.dataset.key === key) return;
  holder.dataset.key = key;
  const parts = [Object.assign(document.createElement("p"), { textContent: `${columnSaid(run, value)}.` })];
  const valueOf = (node) => (picture.by === "g" ? gOf(run.words[3 * node]) : run.f[node]);
  const boards = (title, nodes) => {
    if (nodes.length === 0) return;
    const line = document.createElement("div");
    line.className = "picture-boards";
    line.append(title);
    for (const node of nodes) {
      const entry = run.entry(node);
      const one = document.createElement("span");
      one.className = "picture-board";
      one.append(mini(entry.cells), `g ${entry.g}, h ${entry.h}, f ${entry.f}`);
      one.title = boardSaid(entry.cells);
      line.append(one);
    }
    parts.push(line);
  };
  boards("On the path: ", run.pathNodes().filter((node) => valueOf(node) === value));
  boards(run instanceof DepthRun ? "Cut off there: " : "Next out of the frontier there: ", run.first(3, picture.by, value));
  holder.replaceChildren(...parts);
}
