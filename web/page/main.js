// The page: the module loaded, then the two tabs, Play and Watch.

import { load } from "./engine.js";
import { currentCells, startPlay } from "./play.js";
import { showWatch, startWatch, watchBoard } from "./watch.js";

function showTab(name) {
  for (const tab of ["play", "watch"]) {
    const selected = tab === name;
    const button = document.getElementById(`tab-${tab}`);
    button.setAttribute("aria-selected", String(selected));
    button.tabIndex = selected ? 0 : -1;
    document.getElementById(tab).hidden = !selected;
  }
  if (name === "watch") showWatch();
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
  startPlay((cells) => {
    showTab("watch");
    watchBoard(cells);
    document.getElementById("step").focus();
  });
  startWatch(currentCells);
  watchBoard(currentCells());
  document.body.dataset.ready = "true";
}

main();
