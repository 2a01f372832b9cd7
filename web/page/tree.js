// The search drawn as a tree, around where it stands now: each node a small board, of one size
// whatever the search's, the part drawn the part that matters at this step, and the rest counted
// in words that agree with the picture. Around the board taken out last (for IDA*, entered
// last): the last rows of its path from the start, every board put in from the boards on that
// path (the open list around it), and the boards taken out in the steps just before it, where
// they hang near; as many rows as the pane's width holds. Each node shows its board and its f; a
// click, a tap, or Enter on it shows its board, g, h and f in words beside. Drawn at a cost that
// does not grow with the search.
//
// Told apart by shape as well as colour: taken out filled, open hollow, stale dashed and grey, the
// path's links heavier and its boards framed thick, the board taken out last framed twice, the
// boards taken out just before it framed in dashes.

import { boardSaid, counted, mini } from "./engine.js";
import { gOf } from "./state.js";
import { DepthRun } from "./replay.js";

const SVG = "http://www.w3.org/2000/svg";
// Rows of the path drawn at most; boards taken out before the last marked.
const TREE_ROWS = 6;
const TREE_RECENT = 3;
// A node's board (three cells of CELL pixels a side), the room a leaf takes across, and a row's
// height, in pixels; a node's target is 44 pixels across at least.
const CELL = 12;
const BOARD = 3 * CELL;
const ACROSS = 46;
const DOWN = 70;
const MARGIN = ACROSS / 2;

// The part of `run`'s tree drawn, for a pane `width` pixels wide: its nodes, each with its place
// (x in leaves, a row from the top), what became of it, and whether it is on the path; or null
// before any board is in.
function drawnTree(run, width) {
  const current = run.current();
  if (current < 0) return null;
  const spine = [];
  for (let at = current; at >= 0; at = run.parent[at]) spine.push(at);
  // The leaves that fit across the pane (its padding, 8 px a side, and the drawing's margins).
  const fits = Math.max(3, Math.floor((width - 16 - 2 * MARGIN) / ACROSS) + 1);
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
export function nodeSaid(run, node, tree) {
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

// A board drawn in SVG at (0, 0), its cells CELL pixels a side: a frame and its tiles.
export function svgBoard(into, cells, className = "board") {
  const shape = (name, attributes) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    into.append(element);
    return element;
  };
  shape("rect", { x: -BOARD / 2 - 1, y: -BOARD / 2 - 1, width: BOARD + 2, height: BOARD + 2, rx: 3, class: className });
  // The eight tiles as one text, each digit at its cell: a tree of many boards stays a few
  // hundred elements.
  const tiles = [...cells.keys()].filter((cell) => cells[cell] !== 0);
  shape("text", {
    x: tiles.map((cell) => (cell % 3 - 1) * CELL).join(" "),
    y: tiles.map((cell) => (Math.floor(cell / 3) - 1) * CELL).join(" "),
    class: "tiles",
  }).textContent = tiles.map((cell) => cells[cell]).join("");
}

// What is drawn in each tree's figure, kept from one step to the next: a node's drawing (its board
// and f, which never change) and its button are kept while it stays in the part drawn, and only
// their places, classes and words set again.
const figures = new WeakMap();

// The figure's parts, made once for a run: the drawing (its links beneath, the words above the
// top, its nodes), the caption; the listeners read the tree drawn last.
function made(figure, run) {
  let kept = figures.get(figure);
  if (kept !== undefined && kept.run === run && kept.svg.isConnected) return kept;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("role", "group");
  const group = (className) => {
    const element = document.createElementNS(SVG, "g");
    element.setAttribute("class", className);
    svg.append(element);
    return element;
  };
  kept = { run, svg, links: group("links"), above: group("above"), nodes: group("nodes"), items: new Map(), caption: document.createElement("figcaption") };
  figure.replaceChildren(svg, kept.caption);
  figures.set(figure, kept);
  // A node chosen: its board, g, h and f beside the tree. The arrow keys move between nodes
  // (left and right along a row, up to the parent, down to the first child).
  const show = (node) => {
    kept.choose(node);
    for (const [each, item] of kept.items) {
      item.group.classList.toggle("chosen", each === node);
      item.drawing.classList.toggle("chosen", each === node);
      item.group.tabIndex = each === node ? 0 : -1;
    }
    showChosen(kept.chosen, kept.run, node, kept.tree);
  };
  const focus = (node) => {
    const item = kept.items.get(node);
    if (item === undefined) return;
    for (const [, each] of kept.items) each.group.tabIndex = each === item ? 0 : -1;
    item.group.focus();
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
    const { run: shown, tree, order } = kept;
    const node = Number(element.dataset.node);
    const at = order.indexOf(node);
    const kids = shown.children(node).filter((child) => tree.place.has(child));
    const next = { ArrowRight: order[at + 1], ArrowLeft: order[at - 1], ArrowUp: tree.place.has(shown.parent[node]) ? shown.parent[node] : undefined, ArrowDown: kids[0] }[event.key];
    if (event.key === "Enter" || event.key === " ") show(node);
    else if (next !== undefined) focus(next);
    else if (!(event.key in { ArrowRight: 1, ArrowLeft: 1, ArrowUp: 1, ArrowDown: 1 })) return;
    event.preventDefault();
  });
  return kept;
}

// A node's drawing (beneath: its frame marks, its board, its f) and its button (above: a target
// of 44 pixels across at least, called by the node's words).
function nodeItem(kept, run, node) {
  const shape = (name, attributes, into) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    into.append(element);
    return element;
  };
  const drawing = shape("g", { "aria-hidden": "true" }, kept.nodes);
  const ring = { x: -BOARD / 2 - 5, y: -BOARD / 2 - 5, width: BOARD + 10, height: BOARD + 10, rx: 5 };
  shape("rect", { ...ring, class: "ring mark" }, drawing);
  shape("rect", { ...ring, class: "ring recent" }, drawing);
  const entry = run.entry(node);
  svgBoard(drawing, entry.cells, "frame");
  shape("text", { x: 0, y: BOARD / 2 + 11, class: "f" }, drawing).textContent = `f ${entry.f}`;
  const group = shape("g", { role: "button" }, kept.nodes);
  group.dataset.node = String(node);
  shape("rect", { x: -ACROSS / 2 + 1, y: -BOARD / 2 - 5, width: ACROSS - 2, height: BOARD + 22, class: "hit" }, group);
  return { drawing, group, className: "", transform: "", label: "" };
}

// Drops what a figure kept: the tree is drawn afresh.
export function clearTree(figure, chosen) {
  figures.delete(figure);
  figure.replaceChildren();
  chosen.replaceChildren();
}

// Draws `run`'s tree into `figure`, and the node chosen (`chosenNode`, if drawn) in words and as a
// board into `chosen`; `choose(node)` is told of a node chosen. `width` is the pane's.
export function drawTree(figure, chosen, run, chosenNode, choose, width) {
  const kept = made(figure, run);
  const tree = drawnTree(run, width);
  Object.assign(kept, { chosen, choose, tree });
  const { svg, caption } = kept;
  if (tree === null) {
    svg.setAttribute("display", "none");
    caption.textContent = "The tree begins with the start, once it is in.";
    chosen.replaceChildren();
    return;
  }
  svg.removeAttribute("display");
  const depth = run instanceof DepthRun;
  const high = BOARD / 2 + 24;
  // Wide enough for the words above the top (the start, so many moves up), whatever the leaves.
  const wide = Math.max(Math.max(1, tree.leaves - 1) * ACROSS + 2 * MARGIN, tree.above > 0 ? 150 : 0);
  const height = (tree.rows - 1) * DOWN + high + BOARD / 2 + 22;
  svg.setAttribute("width", String(wide));
  svg.setAttribute("height", String(height));
  svg.setAttribute("viewBox", `${-MARGIN} ${-high} ${wide} ${height}`);
  const shape = (name, attributes, into) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    into.append(element);
    return element;
  };
  const at = (node) => [tree.place.get(node).x * ACROSS, tree.place.get(node).row * DOWN];
  // Above the top of the part drawn, the rest of the path: a dotted line up to the start.
  const [topX] = at(tree.top);
  kept.above.replaceChildren();
  if (tree.above > 0) {
    shape("line", { x1: topX, y1: -high + 14, x2: topX, y2: -BOARD / 2 - 2, class: "path above" }, kept.above);
    shape("text", { x: -MARGIN + 2, y: -high + 10, class: "above" }, kept.above).textContent = `the start, ${counted(tree.above, "move")} up`;
  }
  kept.links.replaceChildren();
  for (const [node] of tree.place) {
    if (node === tree.top) continue;
    const [[x1, y1], [x2, y2]] = [at(run.parent[node]), at(node)];
    shape("line", { x1, y1: y1 + BOARD / 2 + 14, x2, y2: y2 - BOARD / 2 - 2, class: tree.onPath.has(node) ? "path" : "" }, kept.links);
  }
  const drawn = { taken: 0, open: 0, stale: 0 };
  const order = [...tree.place.keys()].sort((a, b) => tree.place.get(a).row - tree.place.get(b).row || tree.place.get(a).x - tree.place.get(b).x);
  kept.order = order;
  const focusNode = chosenNode !== undefined && tree.place.has(chosenNode) ? chosenNode : tree.current;
  for (const [node, item] of kept.items) {
    if (tree.place.has(node)) continue;
    item.drawing.remove();
    item.group.remove();
    kept.items.delete(node);
  }
  for (const node of order) {
    const status = run.status(node);
    drawn[status]++;
    const [x, y] = at(node);
    const classes = [status, tree.onPath.has(node) ? "path" : "", node === tree.current ? "current" : "",
      run.isGoal(node) ? "goal" : "", tree.recent.has(node) ? "recent" : "", node === chosenNode ? "chosen" : ""];
    const className = classes.filter(Boolean).join(" ");
    const transform = `translate(${x} ${y})`;
    let item = kept.items.get(node);
    if (item === undefined) {
      item = nodeItem(kept, run, node);
      kept.items.set(node, item);
    }
    if (item.className !== className) {
      item.className = className;
      item.drawing.setAttribute("class", `board-of ${className}`);
      item.group.setAttribute("class", `node ${className}`);
    }
    if (item.transform !== transform) {
      item.transform = transform;
      item.drawing.setAttribute("transform", transform);
      item.group.setAttribute("transform", transform);
    }
    const label = nodeSaid(run, node, tree);
    if (item.label !== label) {
      item.label = label;
      item.group.setAttribute("aria-label", label);
    }
    const tabs = node === focusNode ? 0 : -1;
    if (item.group.tabIndex !== tabs) item.group.tabIndex = tabs;
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
  const recentSaid = tree.asked === 0 ? "" : `, and ${tree.recent.size} of the ${counted(tree.asked, "board")} ${depth ? "entered" : "taken out"} just before it (framed in dashes)${others > 0 ? `: ${others === 1 ? "the other hangs" : `the other ${others} hang`} further off` : ""}`;
  caption.textContent = `${depth ? `The iteration under bound ${run.bound}` : "The search"} as a tree, around ${nouns.centre} (framed twice): ${rowsSaid}, every board ${nouns.from}${recentSaid}. `
    + `Each node shows its board and its f. Of the ${put} ${nouns.all}, ${shown} ${shown === 1 ? "is" : "are"} drawn: ${part("taken")}, ${part("open")}${totals.stale > 0 || drawn.stale > 0 ? `, ${part("stale")}` : ""}; ${put - shown} ${put - shown === 1 ? "is" : "are"} not drawn.`;
  svg.setAttribute("aria-label", `${depth ? "The iteration" : "The search"} as a tree: ${shown} boards drawn; each a button that shows its board`);
  Object.assign(figure.dataset, { drawn: String(shown), path: String(tree.onPath.size), taken: String(drawn.taken), open: String(drawn.open), stale: String(drawn.stale), put: String(put) });
  if (chosenNode !== undefined && chosenNode < run.position) showChosen(chosen, run, chosenNode, tree);
  else if (chosen.dataset.empty !== "true") {
    chosen.replaceChildren("Click or tap a board in the tree, or Tab to it and press Enter, to see it here.");
    chosen.dataset.empty = "true";
  }
}

// The board chosen in the tree, with its g, h and f, in the place kept for it.
function showChosen(holder, run, node, tree) {
  const said = `Chosen: ${nodeSaid(run, node, tree)}.`;
  if (holder.dataset.said === said) return;
  holder.dataset.said = said;
  holder.dataset.empty = "false";
  const words = document.createElement("span");
  words.textContent = said;
  holder.replaceChildren(mini(run.entry(node).cells), words);
}
