// Play: the board, moved by click, touch, arrows or w a s d (the way the key points is the way
// the tile goes), with the judge file as the coach: the fewest moves left, a hint, a shortest
// answer played out and told tile by tile, undo, a clock; a board from a seed, a depth, the
// keyboard or a link.

import { TILE_GOES, boardSaid, counted, distance, draw, goal, mini, opposite, pack, parse, pose, problems, searches, slide, solve, target, tilesOf, unpack } from "./engine.js";
import { ownEntry, playAddress, restoring, rewrite, setPlayAddress } from "./address.js";

const KEYS = {
  ArrowUp: "d", w: "d", ArrowDown: "u", s: "u", ArrowLeft: "r", a: "r", ArrowRight: "l", d: "l",
};

const game = {
  cells: null,
  start: null,
  history: [],
  hints: 0,
  began: null,
  ended: null,
  solving: null,
  showFewest: true,
  timer: null,
  // The cell the last hint points at, until the next move.
  hinted: null,
  // For each move made, whether the solver made it.
  whose: [],
  // The answer Solve plays, told tile by tile ({ tile, way, arrow } each), and how many of its
  // moves are made; null when no answer is shown.
  answer: null,
  played: 0,
};

function byId(id) {
  return document.getElementById(id);
}

function say(text) {
  byId("play-status").textContent = text;
}

// The board takes the keys again, after a click on a tile (which may leave it the blank, which
// takes no focus) or on a button that sets a board.
function focusBoard() {
  byId("board").focus({ preventScroll: true });
}

function solved() {
  return pack(game.cells) === goal();
}

function clockText() {
  if (game.began === null) return "0:00.0";
  return tenthsText(Math.floor(((game.ended ?? performance.now()) - game.began) / 100));
}

// A goal in a player's words: the judges' two (the tiles in order with the gap last, or round
// the edge with the gap in the middle), or its rows.
function goalWords(cells) {
  const read = cells.join("");
  if (read === "123456780") return "1 to 8 in order, the gap last";
  if (read === "123804765") return "1 to 8 round the edge, the gap in the middle";
  return `the rows ${boardSaid(cells).replaceAll("blank", "gap")}`;
}

// What a board that cannot reach the goal is, in words a player reads once.
const CANNOT = "This board cannot reach the goal, whatever is played: half of all boards cannot (swapping any two tiles would make it one that can).";

function render() {
  const board = byId("board");
  const blank = game.cells.indexOf(0);
  const goalCells = unpack(goal());
  if (board.children.length !== 9) {
    board.replaceChildren();
    for (let cell = 0; cell < 9; cell++) {
      const button = document.createElement("button");
      button.tabIndex = -1;
      button.dataset.cell = String(cell);
      button.addEventListener("click", () => clickCell(cell));
      board.append(button);
    }
  }
  byId("goal-board").replaceChildren(mini(goalCells));
  const words = goalWords(goalCells);
  if (byId("goal-words").textContent !== words) byId("goal-words").textContent = words;
  [...board.children].forEach((button, cell) => {
    const value = game.cells[cell];
    const letter = "udlr".split("").find((way) => target(blank, way) === cell);
    const home = value !== 0 && value === goalCells[cell];
    button.textContent = value === 0 ? "" : String(value);
    button.className = value === 0 ? "blank" : home ? "home" : "";
    if (cell === game.hinted) button.classList.add("hint");
    button.disabled = value === 0;
    // Each tile said with its row and column, and whether it is home: green tells no one who
    // cannot see it.
    const place = `row ${Math.floor(cell / 3) + 1}, column ${(cell % 3) + 1}`;
    button.setAttribute("aria-label", value === 0 ? `blank, ${place}`
      : `tile ${value}, ${place}${home ? ", in place" : ""}${letter ? `, slides ${TILE_GOES[letter]}` : ""}`);
  });
  board.classList.toggle("solved", solved());
  byId("moves").textContent = String(game.history.length);
  const left = distance(pack(game.cells));
  byId("fewest").textContent = !game.showFewest ? "hidden" : left < 0 ? "unsolvable" : String(left);
  byId("hints").textContent = String(game.hints);
  byId("clock").textContent = clockText();
  byId("solve").textContent = game.solving ? "Stop" : "Solve";
  byId("undo").disabled = game.history.length === 0;
  renderAnswer();
}

// The answer Solve plays, under the words: each move a tile and an arrow, the moves made dimmed
// and the one just made marked; for a screen reader, the same in words (the status says each
// move as it is made).
function renderAnswer() {
  const line = byId("answer");
  line.hidden = game.answer === null;
  if (game.answer === null) return line.replaceChildren();
  const shown = document.createElement("span");
  shown.setAttribute("aria-hidden", "true");
  game.answer.forEach((move, at) => {
    const item = document.createElement("span");
    item.className = `move${at < game.played - 1 ? " done" : at === game.played - 1 ? " now" : ""}`;
    item.textContent = `${move.tile}${move.arrow}`;
    shown.append(item);
  });
  const words = document.createElement("span");
  words.className = "visually-hidden";
  words.textContent = game.answer.map((move) => `${move.tile} ${move.way}`).join(", ");
  line.replaceChildren(`The answer, tile by tile: `, shown, words);
}

// A new board: `origin` says where it came from (the seed line).
export function setBoard(cells, origin) {
  stopSolving();
  game.cells = cells.slice();
  game.start = cells.slice();
  game.history = [];
  game.hints = 0;
  game.began = null;
  game.ended = null;
  game.hinted = null;
  game.whose = [];
  game.answer = null;
  const line = byId("seed-line");
  line.replaceChildren();
  for (const [at, part] of origin.split("`").entries()) {
    // Between backticks, a command: shown as code.
    if (at % 2 === 1) {
      const code = document.createElement("code");
      code.textContent = part;
      line.append(code);
    } else {
      line.append(part);
    }
  }
  render();
  const left = distance(pack(cells));
  // With the fewest hidden, nothing tells it: not the status, not a hint.
  const far = game.showFewest ? `, ${counted(left, "move")} from the goal at best` : "";
  say(left < 0 ? CANNOT : left === 0 ? "Solved already: this is the goal." : `A new board${far}.`);
}

export function currentCells() {
  return game.cells.slice();
}

function move(letter, bySolver) {
  const next = slide(game.cells, letter);
  if (next === null) {
    say(`No tile can slide ${TILE_GOES[letter]}: there is none on that side of the blank.`);
    return false;
  }
  if (solved()) {
    say("Solved already: draw a new board to play again.");
    return false;
  }
  const from = target(game.cells.indexOf(0), letter);
  const tile = game.cells[from];
  const to = game.cells.indexOf(0);
  game.cells = next;
  game.history.push(letter);
  game.hinted = null;
  game.whose.push(bySolver);
  // A move of the player's own ends the answer shown: it no longer starts from this board.
  if (!bySolver) game.answer = null;
  if (game.began === null) game.began = performance.now();
  if (solved()) {
    game.ended = performance.now();
    const fewest = distance(pack(game.start));
    const its = game.whose.filter(Boolean).length;
    const yours = game.history.length - its;
    // The player's solve and the solver's are told apart.
    if (its === 0) {
      say(`Solved in ${counted(yours, "move")}, in ${clockText()} (the fewest from the start: ${fewest}). ${best()}`);
    } else if (yours === 0) {
      say(`The solver solved it in ${counted(its, "move")}, the fewest there are: the last, the ${tile} slides ${TILE_GOES[letter]}.`);
    } else {
      say(`Solved with the solver: ${counted(yours, "move")} of yours and ${counted(its, "move")} of its (the fewest from the start: ${fewest}).`);
    }
  } else if (bySolver) {
    say(`Move ${game.played} of ${game.answer.length}: the ${tile} slides ${TILE_GOES[letter]}.`);
  } else {
    say(`The ${tile} slides ${TILE_GOES[letter]}; the board: ${boardSaid(game.cells)}.`);
  }
  render();
  slideIn(from, to);
  return true;
}

// The tile now at cell `to` is drawn sliding in from cell `from`: it starts where it was and
// moves to its place, unless the player asks for less motion.
function slideIn(from, to) {
  const cells = byId("board").children;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) {
    for (const cell of cells) cell.style.transition = cell.style.transform = "";
    return;
  }
  const [was, now] = [cells[from].getBoundingClientRect(), cells[to].getBoundingClientRect()];
  const button = cells[to];
  button.style.transition = "none";
  button.style.transform = `translate(${was.left - now.left}px, ${was.top - now.top}px)`;
  void button.offsetWidth; // the start, drawn before the move begins
  button.style.transition = "transform 120ms ease-out";
  button.style.transform = "";
}

// The player's best on this board of this problem, kept in the browser (localStorage): fewer
// moves first, then less time. A board is another puzzle under another problem's goal, so the
// key names both. Says how this solve stands; a browser that keeps nothing keeps no best, and
// says nothing of one.
function best() {
  const key = `eight-best-${byId("problem").value}-${pack(game.start)}`;
  const now = { moves: game.history.length, tenths: Math.floor((game.ended - game.began) / 100) };
  let kept = null;
  try {
    kept = JSON.parse(localStorage.getItem(key));
  } catch {
    return "";
  }
  const better = !kept || now.moves < kept.moves || (now.moves === kept.moves && now.tenths < kept.tenths);
  if (better) {
    try {
      localStorage.setItem(key, JSON.stringify(now));
    } catch {
      return "";
    }
  }
  if (!kept) return "Your first solve of this board.";
  const was = `${counted(kept.moves, "move")} in ${tenthsText(kept.tenths)}`;
  return better ? `A new best here: it was ${was}.` : `Your best here: ${was}.`;
}

// A time in tenths of a second as the clock shows it: 1:05.3.
function tenthsText(tenths) {
  const seconds = Math.floor(tenths / 10);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}.${tenths % 10}`;
}

function clickCell(cell) {
  if (game.solving) return;
  const blank = game.cells.indexOf(0);
  const letter = "udlr".split("").find((way) => target(blank, way) === cell);
  if (letter) move(letter, false);
  else if (game.cells[cell] !== 0) say(`The ${game.cells[cell]} is not next to the blank.`);
  focusBoard();
}

function hint() {
  if (solved()) return say("Solved: no move is needed.");
  // Solve plays a shortest answer already: its next move is the hint, and no hint is counted.
  if (game.solving) {
    const next = game.answer[game.played];
    return say(`Solve is playing the answer: next the ${next.tile} slides ${next.way}. No hint is counted while it plays.`);
  }
  const answer = solve(pack(game.cells));
  if (answer === null) return say(CANNOT);
  game.hints++;
  const cell = target(game.cells.indexOf(0), answer[0]);
  game.hinted = cell;
  render();
  const after = answer.length - 1;
  const rest = after === 0 ? ", and it is solved" : game.showFewest ? `, then ${counted(after, "more move")} at fewest` : "";
  say(`Hint: slide the ${game.cells[cell]} ${TILE_GOES[answer[0]]}${rest}.`);
}

function stopSolving() {
  if (game.solving) {
    clearInterval(game.solving);
    game.solving = null;
  }
}

// Solve: a shortest answer, told tile by tile under the words, then played a move at a time, each
// move said as it is made.
function solveAll() {
  if (game.solving) {
    stopSolving();
    render();
    return say(`Stopped after ${counted(game.played, "move")} of the answer: play on from here.`);
  }
  if (solved()) return say("Solved: no move is needed.");
  const answer = solve(pack(game.cells));
  if (answer === null) return say(CANNOT);
  game.answer = tilesOf(game.cells, answer);
  game.played = 0;
  const first = game.answer[0];
  say(`Solving in ${counted(answer.length, "move")}, tile by tile below: first the ${first.tile} slides ${first.way}.`);
  game.solving = setInterval(() => {
    game.played++;
    if (game.played > answer.length || !move(answer[game.played - 1], true)) {
      stopSolving();
      render();
      return;
    }
    if (game.played >= answer.length) {
      stopSolving();
      render();
    }
  }, 220);
  render();
}

// Undo takes back the last move, the player's or the solver's; while Solve plays, it stops it
// first.
function undo() {
  const stopped = game.solving !== null;
  stopSolving();
  if (game.history.length === 0) {
    render();
    return say("Nothing to undo.");
  }
  const letter = game.history.pop();
  game.cells = slide(game.cells, opposite(letter));
  game.whose.pop();
  game.hinted = null;
  game.answer = null;
  // Play goes on from a solved board: the clock resumes where it stopped, the time it stood
  // still not counted.
  if (game.ended !== null) {
    game.began += performance.now() - game.ended;
    game.ended = null;
  }
  render();
  say(`${stopped ? "Solve stopped. " : ""}Undone: the board is as it was ${counted(game.history.length, "move")} in.`);
}

function toggleFewest() {
  game.showFewest = !game.showFewest;
  const toggle = byId("fewest-toggle");
  toggle.textContent = game.showFewest ? "Hide the fewest" : "Show the fewest";
  toggle.setAttribute("aria-pressed", String(game.showFewest));
  render();
}

function freshSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

// The last board drawn: its seed and depth (-1 for a solvable board), so that "Draw this seed"
// draws that very board again.
const last = { seed: null, depth: -1 };

// Draws a board; false (and why, in the status) when it cannot.
function drawBoard(seed, depth) {
  const drawn = draw(seed, depth);
  if (drawn.error) {
    say(`No board drawn: ${drawn.error}.`);
    return false;
  }
  Object.assign(last, { seed, depth });
  byId("seed").value = String(seed);
  address(depth < 0 ? `seed=${seed}` : `seed=${seed}&depth=${depth}`);
  setBoard(unpack(drawn.state), `Seed ${seed}${depth < 0 ? "" : `, depth ${depth}`}: \`${drawn.command}\` writes this board too.`);
  return true;
}

function typedBoard() {
  const input = byId("typed");
  const read = parse(input.value);
  input.setAttribute("aria-invalid", String(Boolean(read.error)));
  if (read.error) {
    say(`Not a board: ${read.error}.`);
    return false;
  }
  setBoard(unpack(read.state), `Typed: ${boardSaid(unpack(read.state))}.`);
  address(`board=${cellsText(unpack(read.state))}`);
  return true;
}

// The board in the page's address, so that the address opens the same board again: `#board=`
// and its nine cells, or `#seed=S` (and `&depth=D`) for a drawn one, after `problem=NAME&` for
// any problem but the first (address.js: a new entry of the history, Back going to the board
// before). Set without a reload, and without a `hashchange`.
function address(hash) {
  setPlayAddress(`${problemPart(byId("problem").value)}${hash}`, true);
}

function problemPart(problem) {
  return problem === problems()[0].name ? "" : `problem=${problem}&`;
}

// A board's nine cells as the address writes them, 1234x6758.
function cellsText(cells) {
  return cells.map((value) => (value === 0 ? "x" : value)).join("");
}

// What a link asks of Watch, read whole: { name } the view ("play", "watch", or null when it names
// none), and Watch's board (its cells, or null for the board in play), its search, the search
// beside it (or null) and its step; or { why } it opens nothing.
function readView(fields) {
  const name = fields.get("view");
  if (name !== null && name !== "play" && name !== "watch") return { why: `its view "${name}" is neither play nor watch` };
  const view = { name, watch: null, search: null, beside: null, step: 0 };
  if (fields.has("watch")) {
    const read = parse(fields.get("watch"));
    if (read.error) return { why: `its board to watch is not a board: ${read.error}` };
    view.watch = unpack(read.state);
  }
  for (const key of ["search", "beside"]) {
    const search = fields.get(key);
    if (search !== null && !searches().includes(search)) return { why: `it names the search "${search}", which is none of ${searches().join(", ")}` };
    view[key] = search;
  }
  const step = fields.get("step");
  if (step !== null && !/^\d{1,7}$/.test(step)) return { why: `its step "${step}" is not a whole number` };
  view.step = step === null ? 0 : Number(step);
  return view;
}

// What a link's fields ask for, read whole before anything is set: { problem, board } or
// { problem, seed, depth }, with { view } (readView's), or { why } it opens nothing. Nothing in
// it, or a problem alone, asks for a random board of that problem.
function readAddress(hash) {
  const fields = new URLSearchParams(hash.replace(/^#/, ""));
  const known = ["problem", "board", "seed", "depth", "view", "watch", "search", "beside", "step"];
  const names = [...fields.keys()];
  const stranger = names.find((name) => !known.includes(name));
  if (stranger !== undefined) return { why: `it names "${stranger}", which the page does not know (it takes ${known.join(", ")})` };
  const twice = names.find((name, at) => names.indexOf(name) !== at);
  if (twice !== undefined) return { why: `it names "${twice}" twice` };
  const problem = fields.get("problem") ?? problems()[0].name;
  if (!problems().some((each) => each.name === problem)) {
    return { why: `it names the problem "${problem}", which is none of ${problems().map((each) => each.name).join(", ")}` };
  }
  const view = readView(fields);
  if (view.why !== undefined) return view;
  if (fields.has("board")) {
    if (fields.has("seed") || fields.has("depth")) return { why: "it names a board and a seed: one of them, not both" };
    return { problem, board: fields.get("board"), view };
  }
  const [seed, depth] = [fields.get("seed"), fields.get("depth")];
  if (seed === null) {
    return depth === null ? { problem, seed: null, depth: -1, view } : { why: "it names a depth without a seed to draw by" };
  }
  if (!/^\d+$/.test(seed) || Number(seed) > 0xffffffff) return { why: `its seed "${seed}" is not a whole number from 0 to 4294967295` };
  if (depth !== null && !/^\d+$/.test(depth)) return { why: `its depth "${depth}" is not a whole number of moves` };
  return { problem, seed: Number(seed), depth: depth === null ? -1 : Number(depth), view };
}

// Told what an address asks of the view, once its board is in play (main.js): its view fields
// (readView's), and whether the entry is the page's own.
let showAsked = () => {};

// Opens the board the address names. A link that opens none is refused in words that stay in
// the status, and the board and problem are left as they were; a page opened with such a link
// shows a random board under those words. True when the address opened a board.
// The board in play is left as it is when the address names that very board (Back to another
// view, a reload): its moves and clock go on.
function openAddress() {
  return restoring(() => {
    const asked = readAddress(location.hash);
    const ours = ownEntry();
    const choice = byId("problem");
    const was = choice.value;
    let why = asked.why;
    if (why === undefined) {
      pose(asked.problem);
      const cells = asked.board !== undefined ? parse(asked.board) : asked.seed === null ? null : draw(asked.seed, asked.depth);
      if (cells !== null && cells.error) {
        why = asked.board !== undefined ? `its board is not a board: ${cells.error}` : `no board is drawn by it: ${cells.error}`;
        pose(was);
      } else {
        const part = asked.board !== undefined ? `board=${cellsText(unpack(cells.state))}`
          : asked.seed === null ? null : asked.depth < 0 ? `seed=${asked.seed}` : `seed=${asked.seed}&depth=${asked.depth}`;
        if (game.cells === null || part === null || `${problemPart(asked.problem)}${part}` !== playAddress()) {
          choice.value = asked.problem;
          if (asked.board !== undefined) {
            byId("typed").value = asked.board;
            typedBoard();
          } else {
            drawBoard(asked.seed ?? freshSeed(), asked.depth);
          }
        }
        showAsked(asked.view, ours);
        return true;
      }
    }
    const first = game.cells === null;
    if (first) {
      drawBoard(freshSeed(), -1);
      showAsked({ name: null, watch: null, search: null, beside: null, step: 0 }, false);
    } else {
      rewrite();
    }
    say(`This link opens no board: ${why}. ${first ? "A random board instead." : "The board is as it was."}`);
    return false;
  });
}

async function copyLink() {
  try {
    await navigator.clipboard.writeText(location.href);
    say("The link to this board is copied: it opens this very board.");
  } catch {
    say(`The link to this board: ${location.href}`);
  }
}

// Starts Play: `onWatch(cells)` takes a board to Watch; `asked(view, ours)` shows what an address
// asks of the view (see openAddress), at the start and at each link, Back or Forward.
export function startPlay(onWatch, asked) {
  showAsked = asked;
  const depth = byId("depth");
  for (let d = 0; d <= 31; d++) depth.append(new Option(String(d), String(d), d === 20, d === 20));
  // Each button that sets a board gives the keys back to the board.
  const then = (set) => () => {
    if (set() !== false) focusBoard();
  };
  byId("new").addEventListener("click", then(() => drawBoard(freshSeed(), -1)));
  const seedGo = () => {
    const seed = Number(byId("seed").value.trim());
    if (!/^\d+$/.test(byId("seed").value.trim()) || seed > 0xffffffff) {
      say("A seed is a whole number from 0 to 4294967295.");
      return false;
    }
    return drawBoard(seed, seed === last.seed ? last.depth : -1);
  };
  byId("seed-go").addEventListener("click", then(seedGo));
  byId("seed").addEventListener("keydown", (event) => {
    if (event.key === "Enter") then(seedGo)();
  });
  byId("depth-go").addEventListener("click", then(() => drawBoard(freshSeed(), Number(depth.value))));
  byId("typed-go").addEventListener("click", then(typedBoard));
  byId("typed").addEventListener("keydown", (event) => {
    if (event.key === "Enter") then(typedBoard)();
  });
  byId("hint").addEventListener("click", hint);
  byId("solve").addEventListener("click", solveAll);
  byId("undo").addEventListener("click", undo);
  byId("fewest-toggle").addEventListener("click", toggleFewest);
  byId("to-watch").addEventListener("click", () => onWatch(game.cells.slice()));
  byId("board").addEventListener("keydown", (event) => {
    // Ctrl, Alt or Command with a key is the browser's (Ctrl+D, a bookmark); Shift or Caps Lock
    // with a letter is the letter.
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const letter = KEYS[key];
    const read = () => say(`The board: ${boardSaid(game.cells)}.`);
    const actions = { h: hint, p: solveAll, u: undo, f: toggleFewest, b: read, n: () => drawBoard(freshSeed(), -1) };
    if (letter && !game.solving) {
      move(letter, false);
    } else if (actions[key]) {
      actions[key]();
    } else {
      return;
    }
    event.preventDefault();
  });
  setInterval(() => {
    if (game.began !== null && game.ended === null) byId("clock").textContent = clockText();
  }, 100);
  byId("copy-link").addEventListener("click", copyLink);
  // Every problem of the catalogue, as --problem takes them: a goal of its own, and its words.
  const choice = byId("problem");
  // Each named by the goal it sets, as a player sees it, and the judge that poses it.
  for (const problem of problems()) choice.append(new Option(`${goalWords(unpack(problem.goal))} (${problem.judge})`, problem.name));
  choice.addEventListener("change", () => {
    pose(choice.value);
    drawBoard(freshSeed(), -1);
  });
  // The board the address names (else a random one); a link pasted into this very tab, and Back
  // and Forward through the boards and views the page wrote.
  openAddress();
  window.addEventListener("hashchange", openAddress);
  window.addEventListener("popstate", openAddress);
}
