// The page: the module loaded, then the two tabs, Play and Watch, and what the address says of
// them (address.js).

import { load } from "./engine.js";
import { setViewAddress } from "./address.js";
import { currentCells, startPlay } from "./play.js";
import { restoreWatch, showWatch, startWatch, watchAddress, watchBoard, watchSay } from "./watch.js";

// The view shown: "play" or "watch".
let view = "play";
// A step or a search written into the address a moment after it settles, not at every frame.
let pending = 0;
const SETTLE_MS = 250;

// The view's part of the address: nothing for Play; for Watch, the view and what it shows.
function writeView(push) {
  clearTimeout(pending);
  setViewAddress(view === "watch" ? `&view=watch&${watchAddress()}` : "", push);
}

function showTab(name, push = true) {
  for (const tab of ["play", "watch"]) {
    const selected = tab === name;
    const button = document.getElementById(`tab-${tab}`);
    button.setAttribute("aria-selected", String(selected));
    button.tabIndex = selected ? 0 : -1;
    document.getElementById(tab).hidden = !selected;
  }
  const changed = view !== name;
  view = name;
  if (changed || !push) writeView(push && changed);
  if (name === "watch") showWatch();
}

// What an address asks of the view (play.js's readView), its board in play already: the page's
// own entry (Back, Forward, a reload) shows its view as it was; a link typed or pasted with no
// view opens its board where the reader is, in Watch too when Watch is shown.
let started = false;
function showAsked(asked, ours) {
  const first = !started;
  started = true;
  const name = asked.name ?? (ours || first ? "play" : view);
  if (name === "watch") {
    // Watch told first, so that the address written as it is shown says what it shows.
    restoreWatch({ cells: asked.watch ?? currentCells(), search: asked.search, beside: asked.beside, step: asked.step });
    if (asked.name === null) watchSay("The link's board, here in Watch; Play has it too.");
    showTab("watch", false);
  } else {
    showTab("play", false);
    if (first) watchBoard(currentCells());
  }
}

async function main() {
  try {
    await load();
  } catch (error) {
    document.getElementById("play-status").textContent =
      `The solver could not be loaded in this browser (${error.message}): it needs WebAssembly and DecompressionStream.`;
    throw error;
  }
  const tabs = ["play", "watch"];
  for (const name of tabs) {
    const tab = document.getElementById(`tab-${name}`);
    tab.addEventListener("click", () => showTab(name));
    tab.addEventListener("keydown", (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!step) return;
      const next = tabs[(tabs.indexOf(name) + step + tabs.length) % tabs.length];
      showTab(next);
      document.getElementById(`tab-${next}`).focus();
      event.preventDefault();
    });
  }
  // Watch's board, searches or step settled: the address says so a moment later.
  startWatch(currentCells, () => {
    if (view !== "watch") return;
    clearTimeout(pending);
    pending = setTimeout(() => writeView(false), SETTLE_MS);
  });
  startPlay((cells) => {
    showTab("watch");
    watchBoard(cells);
    document.getElementById("step").focus();
  }, showAsked);
  document.body.dataset.ready = "true";
}

main();
