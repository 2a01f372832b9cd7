// Watch's worker: a search traced and read once, off the page's thread, so that choosing a search
// (BFS takes out every board, in a trace of some 600,000 steps) never holds the page. It gets the
// page's WebAssembly module, compiled, in its first message; then each message asks for one
// trace, { id, problem, state, search }, and is answered with { id, traced, index } (null
// when the board cannot reach the goal), the arrays handed over, or { id, error }.

import { indexTrace, readTrace, searchKindIn, transferable } from "./state.js";

let exports = null;
let ready = null;
// The problem the module has posed (its goal), by its number in the catalogue.
let posed = -1;

function answer({ id, problem, state, search }) {
  if (problem !== posed) {
    exports.eight_problem(problem);
    posed = problem;
  }
  const traced = readTrace(exports, state, search);
  if (traced === null) return postMessage({ id, traced: null });
  const index = indexTrace(exports, traced, searchKindIn(exports, search));
  postMessage({ id, traced, index }, transferable(traced, index));
}

self.onmessage = ({ data }) => {
  if (data.module !== undefined) {
    ready = WebAssembly.instantiate(data.module, {}).then((instance) => {
      exports = instance.exports;
    });
    return;
  }
  ready.then(() => answer(data)).catch((error) => postMessage({ id: data.id, error: String(error) }));
};
