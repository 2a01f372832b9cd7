// The page's address says what the page shows, so that a link, a reload, Back and Forward show it
// again: the board in play and its problem (play.js writes it), then, while Watch is shown, the
// view and what Watch shows (its board, its searches, its step; main.js and watch.js write it):
//
//   #problem=luogu1379&board=1234x6758&view=watch&watch=12345678x&search=bfs&beside=manhattan&step=40
//
// A new board in play is a new entry of the browser's history (Back goes to the board before),
// and so is another view; a step, a search or Watch's board replaces the entry it is in, so that
// a reload shows it. Each entry the page writes is marked as its own, so that an entry a reader
// typed or pasted is told from one the page wrote: Back to the page's own entry shows its view,
// a link pasted with no view opens its board in the view the reader is in (main.js).

const parts = { play: "", view: "" };
let written = false;
// While the page shows what an address asks, what it writes replaces the entry.
let quiet = 0;

export function addressShown() {
  return `#${parts.play}${parts.view}`;
}

// Whether the entry shown is one the page wrote (rather than a link typed or pasted).
export function ownEntry() {
  return history.state !== null && typeof history.state === "object" && history.state.eight === true;
}

function write(push) {
  const next = addressShown();
  if (written && next === location.hash && ownEntry()) return;
  if (push && written && quiet === 0) history.pushState({ eight: true }, "", next);
  else history.replaceState({ eight: true }, "", next);
  written = true;
}

// The board in play's part (`problem=NAME&board=...` or `seed=S&depth=D`): a new entry when `push`.
export function setPlayAddress(part, push) {
  parts.play = part;
  write(push);
}

export function playAddress() {
  return parts.play;
}

// The view's part (`&view=watch&...`, or nothing for Play): a new entry when `push`.
export function setViewAddress(part, push) {
  parts.view = part;
  write(push);
}

// Runs `work` (showing what an address asks) with every write replacing the entry shown.
export function restoring(work) {
  quiet++;
  try {
    return work();
  } finally {
    quiet--;
  }
}

// The entry shown written again as the page's own: after a link is refused, the address of what
// the page still shows.
export function rewrite() {
  written = true;
  history.replaceState({ eight: true }, "", addressShown());
}
