// The by-depth chart of docs/learners.md, drawn by the page: the mean boards each search expands
// to answer a board, by the board's depth, on a log scale. The build writes the table of
// docs/learners.md (`cargo bench --bench depths` measures it) into DEPTHS, in place of the string:
// its columns, and a row a depth: the depth, the boards at it, then each search's mean.

const DEPTHS = "@DEPTHS@";

// Each search's label, colour and dashes: Okabe and Ito's colours, and a dash pattern of its own
// so that no line is told by colour alone.
export const SEARCH_LOOK = {
  bfs: { label: "BFS", colour: "#d55e00", dashes: "" },
  zero: { label: "A*, zero", colour: "#cc79a7", dashes: "2 3" },
  misplaced: { label: "A*, misplaced", colour: "#e69f00", dashes: "8 3" },
  manhattan: { label: "A*, manhattan", colour: "#56b4e9", dashes: "8 3 2 3" },
  conflict: { label: "A*, conflict", colour: "#0072b2", dashes: "4 2" },
  exact: { label: "A*, exact", colour: "#009e73", dashes: "1 2" },
  "ida-manhattan": { label: "IDA*, manhattan", colour: "#56b4e9", dashes: "12 4" },
  "ida-conflict": { label: "IDA*, conflict", colour: "#0072b2", dashes: "12 4 2 4" },
  "manhattan-blank": { label: "A*, manhattan with the blank", colour: "#000000", dashes: "6 6" },
  weighted: { label: "weighted A*, 2 manhattan", colour: "#000000", dashes: "3 3 9 3" },
  greedy: { label: "greedy, manhattan", colour: "#000000", dashes: "1 4" },
};

const SVG = "http://www.w3.org/2000/svg";

function element(name, attributes, text) {
  const made = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
  if (text !== undefined) made.textContent = text;
  return made;
}

// Draws the chart into `svg`: the table's lines, `depth` marked (none when null), and a dot for
// each of `points`, {search, expanded}, at that depth.
export function drawChart(svg, depth, points) {
  const table = DEPTHS;
  const [width, height] = [640, 300];
  const margin = { left: 56, right: 120, top: 12, bottom: 36 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const deepest = table.rows[table.rows.length - 1][0];
  const x = (d) => margin.left + (d / deepest) * plotWidth;
  const top = 6; // 10^6
  const y = (value) => margin.top + plotHeight * (1 - Math.log10(Math.max(value, 1)) / top);
  svg.replaceChildren();
  svg.append(element("rect", { x: margin.left, y: margin.top, width: plotWidth, height: plotHeight, fill: "#fff", stroke: "#999" }));
  for (let power = 0; power <= top; power++) {
    const at = y(10 ** power);
    svg.append(element("line", { x1: margin.left, x2: margin.left + plotWidth, y1: at, y2: at, stroke: "#e4e4e4" }));
    const label = power === 0 ? "1" : `10${["", "", "\u00b2", "\u00b3", "\u2074", "\u2075", "\u2076"][power] || ""}`;
    svg.append(element("text", { x: margin.left - 6, y: at + 4, "text-anchor": "end" }, power === 1 ? "10" : label));
  }
  for (let d = 0; d <= deepest; d += 5) {
    svg.append(element("text", { x: x(d), y: height - margin.bottom + 16, "text-anchor": "middle" }, String(d)));
  }
  svg.append(element("text", { x: margin.left + plotWidth / 2, y: height - 4, "text-anchor": "middle" }, "the board's depth: its fewest moves"));
  svg.append(element("text", { x: 12, y: margin.top + plotHeight / 2, transform: `rotate(-90 12 ${margin.top + plotHeight / 2})`, "text-anchor": "middle" }, "boards expanded"));
  const columns = table.columns.slice(2);
  columns.forEach((column, at) => {
    const name = Object.keys(SEARCH_LOOK).find((key) => SEARCH_LOOK[key].label === column);
    const look = SEARCH_LOOK[name] || { colour: "#000", dashes: "" };
    const path = table.rows.map((row, i) => `${i === 0 ? "M" : "L"}${x(row[0]).toFixed(1)},${y(row[2 + at]).toFixed(1)}`).join(" ");
    svg.append(element("path", { d: path, fill: "none", stroke: look.colour, "stroke-width": 2, "stroke-dasharray": look.dashes }));
    const legendY = margin.top + 14 + at * 16;
    svg.append(element("line", { x1: width - margin.right + 8, x2: width - margin.right + 30, y1: legendY - 4, y2: legendY - 4, stroke: look.colour, "stroke-width": 2, "stroke-dasharray": look.dashes }));
    svg.append(element("text", { x: width - margin.right + 34, y: legendY, class: "legend" }, column));
  });
  if (depth !== null && depth >= 0) {
    svg.append(element("line", { x1: x(depth), x2: x(depth), y1: margin.top, y2: margin.top + plotHeight, stroke: "#1a1a1a", "stroke-dasharray": "3 3" }));
    // The label stays inside the plot: right of the line, or left of it for a deep board, clear
    // of the legend beside the plot.
    const label = element("text", { x: x(depth) + 4, y: margin.top + 12, id: "chart-this-board" }, `this board: ${depth}`);
    svg.append(label);
    const wide = label.getBBox().width || 7 * label.textContent.length;
    if (wide + x(depth) + 4 > margin.left + plotWidth) {
      label.setAttribute("x", x(depth) - 4);
      label.setAttribute("text-anchor", "end");
    }
    points.forEach((point, i) => {
      const look = SEARCH_LOOK[point.search];
      const cy = y(point.expanded);
      const shape = i === 0
        ? element("circle", { cx: x(depth), cy, r: 6, fill: look.colour, stroke: "#1a1a1a" })
        : element("rect", { x: x(depth) - 6, y: cy - 6, width: 12, height: 12, fill: look.colour, stroke: "#1a1a1a" });
      shape.append(element("title", {}, `${look.label}: ${point.expanded.toLocaleString("en")} expanded so far`));
      svg.append(shape);
    });
  }
}
