"""The page in a real browser: headless Chromium, driven through WebDriver (Selenium), on the
built file opened from disk. Run by .ci/web:

    python3 web/test_page.py PAGE EIGHT CHROMIUM CHROMEDRIVER SCREENSHOTS

PAGE is the built HTML file, EIGHT the kit's front end (its answers, `--stats` and `--compare`
are what the page must agree with), then the browser and its driver, and a folder for the
screenshots. Every check that fails is said; the exit status is 1 if any did.
"""

import os
import urllib.parse
import re
import subprocess
import sys
import time

os.environ["SE_AVOID_STATS"] = "true"

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

PAGE, EIGHT, CHROMIUM, CHROMEDRIVER, SCREENSHOTS = sys.argv[1:6]
# axe-core's axe.min.js, for the accessibility audit (.ci/web installs it from npm).
AXE = sys.argv[6] if len(sys.argv) > 6 else None
# EIGHT_PAGE_ONLY=play: the Play tab's checks alone, for the copies with a fault planted in them.
ONLY = os.environ.get("EIGHT_PAGE_ONLY")
SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "samples")
GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0]
failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what, flush=True)
    if not condition:
        failures.append(what)


def eight(arguments, text):
    run = subprocess.run([EIGHT, *arguments], input=text.encode(), capture_output=True)
    return run.returncode, run.stdout.decode(), run.stderr.decode()


def browser(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.get("file://" + os.path.abspath(PAGE))
    for _ in range(200):
        if driver.execute_script("return document.body.dataset.ready") == "true":
            break
        time.sleep(0.05)
    return driver


def by_id(driver, name):
    return driver.find_element(By.ID, name)


def wait_for(predicate, seconds=60):
    end = time.time() + seconds
    while time.time() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    return None


def board_of(driver):
    cells = driver.execute_script(
        "return [...document.querySelectorAll('#board button')].map((b) => b.textContent)")
    return [int(cell) if cell else 0 for cell in cells]


def set_typed(driver, text):
    field = by_id(driver, "typed")
    field.clear()
    field.send_keys(text)
    by_id(driver, "typed-go").click()


def target(blank, letter):
    row, column = divmod(blank, 3)
    return {"u": blank - 3 if row > 0 else -1, "d": blank + 3 if row < 2 else -1,
            "l": blank - 1 if column > 0 else -1, "r": blank + 1 if column < 2 else -1}[letter]


def slid(cells, letter):
    blank = cells.index(0)
    to = target(blank, letter)
    if to < 0:
        return None
    cells = list(cells)
    cells[blank], cells[to] = cells[to], 0
    return cells


def one_move_apart(before, after):
    return any(slid(before, letter) == after for letter in "udlr")


def main():
    size = os.path.getsize(PAGE)
    check(size < 400_000, f"the page and its module are {size:,} bytes, under 400 KB")

    driver = browser(1280, 1000)
    try:
        check(driver.execute_script("return document.body.dataset.ready") == "true",
              "the page loads and says it is ready")
        severe = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        check(severe == [], f"no console error on loading ({severe})")

        # A board played by clicks, each click a tile next to the blank, the answer eight's.
        sample = open(os.path.join(SAMPLES, "1.in")).read()
        set_typed(driver, sample)
        _, answer, _ = eight([], sample)
        answer = answer.strip()
        for letter in answer:
            cells = board_of(driver)
            driver.find_elements(By.CSS_SELECTOR, "#board button")[target(cells.index(0), letter)].click()
        status = by_id(driver, "play-status").text
        check(board_of(driver) == GOAL and status.startswith(f"Solved in {len(answer)} moves"),
              f"the sample played by {len(answer)} clicks is solved: {status!r}")
        check(by_id(driver, "moves").text == str(len(answer)),
              f"the moves counter says {len(answer)}: {by_id(driver, 'moves').text!r}")
        driver.save_screenshot(os.path.join(SCREENSHOTS, "play-solved.png"))

        # By keyboard alone: the arrow keys point the way the tile goes.
        keys = {"u": Keys.ARROW_DOWN, "d": Keys.ARROW_UP, "l": Keys.ARROW_RIGHT, "r": Keys.ARROW_LEFT}
        set_typed(driver, "1 2 3 4 x 6 7 5 8")
        board = by_id(driver, "board")
        board.send_keys(keys["d"], "a")
        check(board_of(driver) == GOAL, "the board takes the arrow keys and w a s d")
        board.send_keys("u")
        check(board_of(driver) == slid(GOAL, "l"), "u undoes a move")
        board.send_keys("h")
        check(by_id(driver, "play-status").text == "Hint: slide the 8 left, and it is solved.",
              f"h gives a hint: {by_id(driver, 'play-status').text!r}")
        board.send_keys("f")
        check(by_id(driver, "fewest").text == "hidden", "f hides the fewest moves")
        board.send_keys("f")
        check(by_id(driver, "fewest").text == "1", "and f shows them again")

        # What a player meets in a minute (issue 45's faults), each held here.
        def active():
            return driver.execute_script("return document.activeElement.id")

        def status():
            return by_id(driver, "play-status").text

        # A click on a tile leaves the keys with the board, though the cell clicked is now the
        # blank; a button that sets a board gives them back to it.
        set_typed(driver, "1 2 3 4 x 6 7 5 8")
        driver.find_elements(By.CSS_SELECTOR, "#board button")[7].click()
        check(active() == "board", f"after a click on a tile the board has the keys ({active()!r})")
        driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
        check(board_of(driver) == GOAL, "and an arrow key then moves a tile")
        by_id(driver, "new").click()
        check(active() == "board", f"after Random the board has the keys ({active()!r})")
        check("`" not in by_id(driver, "seed-line").text
              and by_id(driver, "seed-line").find_elements(By.TAG_NAME, "code"),
              f"the seed line shows its command as code: {by_id(driver, 'seed-line').text!r}")
        # Words: one move is "1 move".
        set_typed(driver, "1 2 3 4 5 6 7 x 8")
        check(status() == "A new board, 1 move from the goal at best.", f"one move is one: {status()!r}")
        # Ctrl with a key is the browser's; Shift with a letter is the letter.
        board = by_id(driver, "board")
        board.send_keys(Keys.CONTROL + "d")
        check(board_of(driver) == [1, 2, 3, 4, 5, 6, 7, 0, 8], "Ctrl+D moves no tile")
        board.send_keys("A")
        check(board_of(driver) == GOAL, "Shift+A moves as a does")
        # Hidden, the fewest is told nowhere: not by a new board, not by a hint.
        set_typed(driver, "1 2 3 4 x 6 7 5 8")
        board.send_keys("f")
        by_id(driver, "new").click()
        check("moves" not in status() and "move " not in status(), f"a new board with the fewest hidden: {status()!r}")
        board.send_keys("h")
        check("fewest" not in status() and "more" not in status(), f"a hint with the fewest hidden: {status()!r}")
        # The hint's highlight stays when the fewest is shown again.
        board.send_keys("f")
        hinted = driver.execute_script("return document.querySelectorAll('#board button.hint').length")
        check(hinted == 1, f"the hint's highlight outlives f ({hinted} highlighted)")
        # For a screen reader: each tile with its row and column and whether it is home; b reads
        # the board whole, and a move says it after.
        set_typed(driver, "1 2 3 4 x 6 7 5 8")
        labels = driver.execute_script(
            "return [...document.querySelectorAll('#board button')].map((b) => b.getAttribute('aria-label'))")
        check(labels[0] == "tile 1, row 1, column 1, in place" and labels[4] == "blank, row 2, column 2"
              and labels[7] == "tile 5, row 3, column 2, slides up", f"the tiles as a screen reader hears them: {labels}")
        board.send_keys("b")
        check(status() == "The board: 1 2 3, 4 blank 6, 7 5 8.", f"b reads the board: {status()!r}")
        board.send_keys("w")
        check(status() == "The 5 slides up; the board: 1 2 3, 4 5 6, 7 blank 8.", f"a move says the board: {status()!r}")
        # The focus ring stands out from the paper, 3:1 at least (WCAG 1.4.11).
        ratio = driver.execute_script("""
            const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
            const luminance = (rgb) => { const [r, g, b] = rgb.match(/\\d+/g).map(Number);
              return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b); };
            // The ring's colour as :focus-visible draws it: the --focus of the style sheet.
            const probe = document.createElement('div');
            probe.style.color = 'var(--focus)';
            document.body.append(probe);
            const ring = getComputedStyle(probe).color;
            probe.remove();
            const paper = getComputedStyle(document.body).backgroundColor;
            const [a, b] = [luminance(ring), luminance(paper)].sort((x, y) => y - x);
            return (a + 0.05) / (b + 0.05);""")
        check(ratio >= 3, f"the focus ring against the paper: {ratio:.2f}:1")
        # A best is kept for each board: the first solve says so, a longer one later names it.
        driver.execute_script("localStorage.clear()")
        set_typed(driver, "1 2 3 4 5 6 7 x 8")
        board = by_id(driver, "board")
        board.send_keys(Keys.ARROW_LEFT)
        first = status()
        set_typed(driver, "1 2 3 4 5 6 7 x 8")
        board.send_keys(Keys.ARROW_DOWN, Keys.ARROW_UP, Keys.ARROW_LEFT)
        later = status()
        check(first.endswith("Your first solve of this board.") and later.endswith("Your best here: 1 move in 0:00.0."),
              f"a best is kept for the board: {first!r}, then {later!r}")
        # The goal is shown; a tile slides to its place, and not under reduced motion.
        goal_shown = driver.execute_script(
            "return [...document.querySelectorAll('#goal-board .mini span')].map((s) => s.textContent).join(',')")
        check(goal_shown == "1,2,3,4,5,6,7,8,", f"the goal is shown: {goal_shown!r}")
        def slid_in():
            set_typed(driver, "1 2 3 4 x 6 7 5 8")
            by_id(driver, "board").send_keys(Keys.ARROW_UP)
            return driver.execute_script("return document.querySelectorAll('#board button')[4].style.transition")
        moving = slid_in()
        check("transform" in moving, f"a moved tile slides in: {moving!r}")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        still = slid_in()
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        check("transform" not in still, f"and jumps under prefers-reduced-motion: {still!r}")
        # Every problem of the catalogue: Luogu's goal, its words, in the address.
        driver.execute_script(
            "const s = document.getElementById('problem'); s.value = 'luogu1379'; s.dispatchEvent(new Event('change'));")
        luogu_goal = driver.execute_script(
            "return [...document.querySelectorAll('#goal-board .mini span')].map((s) => s.textContent).join(',')")
        set_typed(driver, "1 2 3 8 0 4 7 6 5")
        check(luogu_goal == "1,2,3,8,,4,7,6,5" and status() == "Solved already: this is the goal."
              and driver.execute_script("return location.hash").startswith("#problem=luogu1379&"),
              f"Luogu's problem poses its goal: {luogu_goal!r}, {status()!r}")
        options = driver.execute_script("return [...document.getElementById('problem').options].map((o) => o.value)")
        _, listed, _ = eight(["--list-problems"], "")
        check(options == listed.split(), f"the page offers every problem of the catalogue: {options}")
        driver.execute_script(
            "const s = document.getElementById('problem'); s.value = 'acwing179'; s.dispatchEvent(new Event('change'));")
        # The address names the board: typed, or drawn by seed and depth; and opens it again.
        set_typed(driver, "1 2 3 4 x 6 7 5 8")
        hash_typed = driver.execute_script("return location.hash")
        check(hash_typed == "#board=1234x6758", f"a typed board is in the address: {hash_typed!r}")
        def opened(fragment):
            driver.get("about:blank")
            driver.get("file://" + os.path.abspath(PAGE) + fragment)
            wait_for(lambda: driver.execute_script("return document.body.dataset.ready") == "true", 20)
            return board_of(driver), by_id(driver, "seed-line").text
        cells, _ = opened("#board=1234x6758")
        check(cells == [1, 2, 3, 4, 0, 6, 7, 5, 8], f"#board= opens that board: {cells}")
        cells, line = opened("#seed=5&depth=12")
        check(line.startswith("Seed 5, depth 12:"), f"#seed=5&depth=12 draws that board: {line!r}")
        again, _ = opened("#seed=5&depth=12")
        check(again == cells, "and draws the same board again")
        board = by_id(driver, "board")
        # A board drawn at a depth is drawn again by its seed; Enter in the seed field draws.
        driver.execute_script("document.getElementById('depth').value = '12'")
        by_id(driver, "depth-go").click()
        at_depth = board_of(driver)
        by_id(driver, "seed-go").click()
        check(board_of(driver) == at_depth, "Draw this seed draws the board of that seed and depth again")
        seed = by_id(driver, "seed")
        seed.clear()
        seed.send_keys("5", Keys.ENTER)
        check(by_id(driver, "seed-line").text.startswith("Seed 5:") and active() == "board",
              f"Enter in the seed field draws that seed: {by_id(driver, 'seed-line').text!r}")
        # The player's solve and the solver's are told apart; an undo after a solve resumes the
        # clock where it stopped.
        set_typed(driver, "1 2 3 4 x 6 7 5 8")
        board.send_keys(Keys.ARROW_UP)
        by_id(driver, "solve").click()
        wait_for(lambda: by_id(driver, "play-status").text.startswith("Solved with the solver"), 10)
        check(status().startswith("Solved with the solver: 1 move of yours and 1 move of its"),
              f"a solve shared with the solver is said so: {status()!r}")
        stopped = by_id(driver, "clock").text
        time.sleep(1.5)
        board.send_keys("u")
        time.sleep(0.2)
        check(by_id(driver, "clock").text < "0:01", f"an undo resumes the clock at {stopped}, not {by_id(driver, 'clock').text}")

        # Solve on both 31-move boards: the moves as they are played, each one legal (seconds of
        # play: not for the planted copies).
        for name in ([] if ONLY == "play" else ["4.in", "5.in"]):
            text = open(os.path.join(SAMPLES, name)).read()
            set_typed(driver, text)
            start = board_of(driver)
            driver.execute_script("""
                window.boards = [];
                const board = document.getElementById('board');
                new MutationObserver(() => {
                  const cells = [...board.querySelectorAll('button')].map((b) => b.textContent).join(',');
                  if (window.boards[window.boards.length - 1] !== cells) window.boards.push(cells);
                }).observe(board, { subtree: true, characterData: true, childList: true });
            """)
            elapsed = driver.execute_script(
                "const t = performance.now(); document.getElementById('hint').click(); return performance.now() - t;")
            print(f"      a hint on the 31-move board {name}: {elapsed:.1f} ms in the browser, the board redrawn")
            by_id(driver, "solve").click()
            wait_for(lambda: by_id(driver, "play-status").text.startswith("The solver solved it in"), 30)
            seen = [[int(c) if c else 0 for c in boards.split(",")]
                    for boards in driver.execute_script("return window.boards")]
            path = [start] + [cells for cells in seen if cells != start]
            legal = all(one_move_apart(a, b) for a, b in zip(path, path[1:]))
            check(legal and len(path) == 32 and path[-1] == GOAL
                  and by_id(driver, "moves").text == "31",
                  f"solve on {name} plays 31 legal moves to the goal ({len(path) - 1} seen, legal {legal})")

        # A bad board, said in the solver's words.
        set_typed(driver, "1 2 3 4 5 6 7 8 9")
        _, _, said = eight([], "1 2 3 4 5 6 7 8 9")
        # One board in the field: the case and its line are left out.
        words = said.strip().removeprefix("eight: case 1 (line 1): ")
        check(by_id(driver, "play-status").text == f"Not a board: {words}.",
              f"a bad board is refused in the solver's words: {by_id(driver, 'play-status').text!r}")
        set_typed(driver, "2 1 3 4 5 6 7 8 x")
        check(by_id(driver, "fewest").text == "unsolvable"
              and by_id(driver, "play-status").text.startswith("unsolvable"),
              "an unsolvable board is said so")

        if ONLY == "play":
            return summary()

        # Watch: each sample with one board, under each search, run to the goal; its counters
        # are eight's.
        by_id(driver, "tab-watch").click()
        searches = [option.get_attribute("value")
                    for option in by_id(driver, "search-0").find_elements(By.TAG_NAME, "option")]
        check(searches == ["bfs", "zero", "misplaced", "manhattan", "conflict", "exact", "ida-manhattan",
                            "ida-conflict", "manhattan-blank", "weighted", "greedy"],
              f"the searches offered: {searches}")
        marked = [option.text for option in by_id(driver, "search-0").find_elements(By.TAG_NAME, "option")
                  if option.text.endswith(" (not admissible)")]
        unmarked = eight(["--compare"], "1 2 3 4 5 6 7 x 8\n")[1]
        check(len(marked) == 3 and all(f"| {text} |" in unmarked for text in marked),
              f"the searches that are not admissible are marked so, as --compare marks them: {marked}")
        for name in ["1.in", "2.in", "4.in", "5.in"]:
            text = open(os.path.join(SAMPLES, name)).read()
            _, compared, _ = eight(["--compare"], text)
            table = [re.split(r" \| ", line.strip("| ")) for line in compared.splitlines()
                     if line.startswith("| ") and not line.startswith("| search")]
            # The rows come in the table's order, the page's searches' order.
            check(len(table) == len(searches), f"--compare has a row a search: {len(table)}")
            rows = {search: [int(value.replace(",", "")) for value in row[2:5]] for search, row in zip(searches, table)}
            field = by_id(driver, "watch-board")
            field.clear()
            field.send_keys(text.strip())
            by_id(driver, "watch-set").click()
            for search in searches:
                driver.execute_script(
                    "const s = document.getElementById('search-0'); s.value = arguments[0];"
                    "s.dispatchEvent(new Event('change'));", search)
                # The frames the page draws while the search runs (the button says Pause).
                driver.execute_script("""
                    window.frames = [];
                    const finish = document.getElementById('finish');
                    const tick = (t) => {
                      if (finish.textContent === 'Pause') window.frames.push(t);
                      if (finish.textContent === 'Pause' || window.frames.length === 0) requestAnimationFrame(tick);
                    };
                    requestAnimationFrame(tick);
                """)
                by_id(driver, "finish").click()
                wait_for(lambda: by_id(driver, "watch-status").text.startswith("Done")
                         or by_id(driver, "finish").text == "Run to the goal", 120)
                counters = {element.get_attribute("data-counter"): element.text for element in
                            driver.find_elements(By.CSS_SELECTOR, "#pane-0 [data-counter]")}
                expanded, pushed, largest = (int(counters[key]) for key in ["expanded", "pushed", "largest"])
                if search == "bfs":
                    expected = rows["bfs"]
                    said = "eight --compare"
                else:
                    _, _, stats = eight(["--stats", "--heuristic", search], text)
                    found = re.search(r"(\d+) expanded, (\d+) pushed", stats)
                    expected = [int(found.group(1)), int(found.group(2)), rows[search][2]]
                    said = "eight --stats"
                check([expanded, pushed, largest] == expected,
                      f"{name} under {search}: {expanded} expanded, {pushed} pushed, {largest} at most, "
                      f"as {said} says ({expected})")
                gaps = driver.execute_script(
                    "const f = window.frames; let g = 0; for (let i = 1; i < f.length; i++) g = Math.max(g, f[i] - f[i - 1]); return [f.length, g];")
                if name in ["4.in", "5.in"] and search in ["bfs", "zero"]:
                    print(f"      {name} under {search}: {counters['step']} steps, the page drawn {gaps[0]} times "
                          f"as they ran, at most {gaps[1]:.0f} ms apart")
                    check(gaps[0] >= 2, f"{name} under {search} runs in slices, between which the page draws")
        driver.save_screenshot(os.path.join(SCREENSHOTS, "watch.png"))
        # A search that is not admissible says how far its answer is over the fewest; IDA* shows
        # its bound and the path it holds.
        field = by_id(driver, "watch-board")
        field.clear()
        field.send_keys("2 3 4 1 5 x 7 6 8")
        by_id(driver, "watch-set").click()
        # The open list's f, read back from each entry's priority by the page, is f as the search
        # weighs g and h: g + h for A*, g + 2h for weighted A*, h for greedy search.
        for search, weigh in [("manhattan", lambda g, h: g + h), ("weighted", lambda g, h: g + 2 * h),
                              ("greedy", lambda g, h: h)]:
            driver.execute_script(
                "const s = document.getElementById('search-0'); s.value = arguments[0];"
                "s.dispatchEvent(new Event('change'));", search)
            for _ in range(4):
                by_id(driver, "step").click()
            rows = driver.execute_script(
                "return [...document.querySelectorAll('#pane-0 table.open tbody tr')].map((row) =>"
                " [...row.cells].slice(1, 4).map((cell) => Number(cell.textContent)));")
            check(len(rows) > 3 and all(f == weigh(g, h) for f, g, h in rows),
                  f"{search}: the open list's f is its search's weighing of g and h: {rows}")
        for search, step in [("greedy", None), ("ida-manhattan", 3)]:
            driver.execute_script(
                "const s = document.getElementById('search-0'); s.value = arguments[0];"
                "s.dispatchEvent(new Event('change'));", search)
            if step is None:
                by_id(driver, "finish").click()
                wait_for(lambda: by_id(driver, "watch-status").text.startswith("Done"), 60)
                said = by_id(driver, "pane-0").find_element(By.CSS_SELECTOR, "[data-answer]").text
                check("(21 moves, 2 more than the fewest: greedy, manhattan is not admissible)" in said,
                      f"greedy's answer is told as 2 over the fewest: {said!r}")
            else:
                for _ in range(step):
                    by_id(driver, "step").click()
                pane = by_id(driver, "pane-0").text
                caption = by_id(driver, "pane-0").find_element(By.TAG_NAME, "caption").text
                check("bound 9" in pane and "iteration" in pane and caption.startswith("The path IDA* holds")
                      and "3 boards" in caption,
                      f"IDA* shows its bound and the path it holds: {caption!r}")
        # On a 31-move board the chart's "this board" label stays in the plot, clear of the legend.
        clash = driver.execute_script("""
            const label = document.getElementById('chart-this-board').getBoundingClientRect();
            const plot = document.querySelector('#chart rect.plot').getBoundingClientRect();
            const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            const legends = [...document.querySelectorAll('#chart text.legend')].map((t) => t.getBoundingClientRect());
            return [label.right <= plot.right + 0.5, legends.some((legend) => meets(label, legend))];""")
        check(clash == [True, False], f"the chart's label for a deep board stays in the plot, clear of the legend ({clash})")

        # Step and back, side by side: the same step gives the same counts whichever way it is
        # reached.
        field = by_id(driver, "watch-board")
        field.clear()
        field.send_keys(sample.strip())
        by_id(driver, "watch-set").click()
        driver.execute_script(
            "const s = document.getElementById('search-0'); s.value = 'manhattan';"
            "s.dispatchEvent(new Event('change'));")
        by_id(driver, "side-by-side").click()
        for _ in range(5):
            by_id(driver, "step").click()
        def panes():
            return [[element.text for element in driver.find_elements(By.CSS_SELECTOR, f"#pane-{i} [data-counter]")]
                    for i in (0, 1)]
        at_five = panes()
        by_id(driver, "step").click()
        by_id(driver, "back").click()
        check(panes() == at_five and at_five[0][0].startswith("5 of ") and at_five[1][0].startswith("5 of ")
              and at_five[0][0] != at_five[1][0],
              f"two searches step in lockstep, and back returns to the same counts: {at_five}")
        # The step's neighbours, each with its move, and the path that reached the board taken
        # out, as long as its g.
        shown = driver.execute_script("""
            const pane = document.getElementById('pane-0');
            const lines = [...pane.querySelectorAll('ul.neighbours li')].map((li) => li.textContent);
            const words = pane.querySelector('.taken').textContent;
            return [lines, words];""")
        lines, words = shown
        reached = re.search(r"reached by ([udlr]+)", words)
        g = re.search(r"g (\d+)", words)
        check(lines and all(re.match(r"^[udlr]: (pushed, g \d+, h \d+, f \d+|passed over, reached before in \d+ moves?)$", line)
                            for line in lines)
              and reached and g and len(reached.group(1)) == int(g.group(1)),
              f"a step shows its neighbours and the path to its board: {lines}, {words!r}")
        # The slider takes every search to a step.
        driver.execute_script(
            "const s = document.getElementById('slider'); s.value = '3'; s.dispatchEvent(new Event('input'));")
        at_three = panes()
        check(at_three[0][0].startswith("3 of ") and at_three[1][0].startswith("3 of "),
              f"the slider goes to step 3: {at_three}")
        driver.execute_script(
            "const s = document.getElementById('slider'); s.value = '5'; s.dispatchEvent(new Event('input'));")
        # A step by hand is said in words, in a live region, for each search.
        step_said = by_id(driver, "watch-step").text or driver.execute_script(
            "return document.getElementById('watch-step').textContent")
        check(driver.execute_script("return document.getElementById('watch-step').getAttribute('aria-live')") == "polite"
              and "A*, manhattan: step 5 of" in step_said and "took out" in step_said,
              f"a step is said for a screen reader: {step_said!r}")
        words = driver.execute_script(
            "return [...document.querySelectorAll('#words dt')].map((dt) => dt.textContent)")
        check(words == ["g", "h", "f", "the open list", "greedy, weighted, with the blank", "IDA*"],
              f"Watch says what g, h, f, the open list, the searches that are not admissible and IDA* are: {words}")
        # With a link to the learners' page that leads to it: by default the checkout's file, from
        # where the page was built.
        link = driver.execute_script("return document.getElementById('learners').href")
        page_of = urllib.parse.urlparse(link)
        check(page_of.scheme == "file" and os.path.isfile(urllib.parse.unquote(page_of.path))
              and page_of.path.endswith("/docs/learners.md"),
              f"Watch links to the learners' page, which is there: {link!r}")
        headers = driver.execute_script(
            "return [...document.querySelectorAll('#pane-0 table.open th')].map((th) => th.textContent)")
        check(all(headers), f"every column of the open list has a header: {headers}")
        # The search as a tree, at step 5: every board put in so far drawn, no more filled than
        # taken out, and the path to the board taken out last as long as its g, with the start.
        tree = driver.execute_script("""
            const figure = document.querySelector('#pane-0 figure.tree');
            if (!figure) return null;
            const words = document.querySelector('#pane-0 .taken').textContent;
            return [Number(figure.dataset.drawn), Number(figure.dataset.path), figure.querySelectorAll('circle').length,
                figure.querySelectorAll('circle.taken').length, Number(/g (\\d+)/.exec(words)[1]),
                Number(document.querySelector('#pane-0 [data-counter="pushed"]').textContent)];""")
        check(tree is not None and tree[0] == tree[2] and 1 <= tree[3] <= 5 and tree[0] <= tree[5]
              and tree[1] == tree[4] + 1,
              f"the search is drawn as a tree, the path to the board taken out heavier: {tree}")
        driver.save_screenshot(os.path.join(SCREENSHOTS, "watch-side-by-side.png"))
        # Run to the goal, side by side: A*'s tree holds the path found, the goal ringed at its
        # end; breadth-first search's is bounded, and says so.
        field = by_id(driver, "watch-board")
        field.clear()
        field.send_keys(sample.strip())
        by_id(driver, "watch-set").click()
        by_id(driver, "finish").click()
        wait_for(lambda: by_id(driver, "watch-status").text.startswith("Done"), 60)
        trees = driver.execute_script("""
            return [0, 1].map((i) => {
                const figure = document.querySelector(`#pane-${i} figure.tree`);
                return figure && [Number(figure.dataset.drawn), Number(figure.dataset.path),
                    figure.querySelectorAll('circle.goal').length, figure.querySelector('figcaption').textContent];
            });""")
        fewest = len(eight([], sample)[1].strip())
        check(trees[0] is not None and trees[0][1:3] == [fewest + 1, 1],
              f"A*'s tree at the goal: the path of {fewest} moves and the goal ringed: {trees[0]}")
        check(trees[1] is not None and trees[1][0] == 150 and "more are not drawn" in trees[1][3],
              f"breadth-first search's tree is bounded, and says so: {trees[1]}")
        driver.execute_script("document.querySelector('#pane-0 figure.tree').scrollIntoView()")
        driver.save_screenshot(os.path.join(SCREENSHOTS, "watch-tree.png"))
        # IDA*'s tree is its last iteration's, the path it holds ending at the goal.
        driver.execute_script(
            "const s = document.getElementById('search-0'); s.value = 'ida-manhattan';"
            "s.dispatchEvent(new Event('change'));")
        by_id(driver, "finish").click()
        wait_for(lambda: by_id(driver, "watch-status").text.startswith("Done"), 60)
        tree = driver.execute_script("""
            const figure = document.querySelector('#pane-0 figure.tree');
            return figure && [Number(figure.dataset.path), figure.querySelectorAll('circle.goal').length,
                figure.querySelector('figcaption').textContent];""")
        check(tree is not None and tree[:2] == [fewest + 1, 1] and tree[2].startswith(f"The iteration under bound {fewest} as a tree"),
              f"IDA*'s tree is its last iteration's, to the goal: {tree}")
        severe = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        check(severe == [], f"no console error along the way ({severe})")

        # axe-core's audit of each tab: no violation of any rule it runs.
        check(AXE is not None, "axe-core is given, for the accessibility audit")
        if AXE is not None:
            driver.execute_script(open(AXE).read())
            for tab in ["play", "watch"]:
                by_id(driver, f"tab-{tab}").click()
                violations = driver.execute_async_script(
                    "const done = arguments[0];"
                    "axe.run(document).then((r) => done(r.violations.map((v) => v.id + ': ' + v.help)));")
                check(violations == [], f"axe-core finds no violation in the {tab} tab ({violations})")
    finally:
        driver.quit()

    # A phone and a large screen: nothing wider than the window.
    for width, height in [(360, 640), (1920, 1080)]:
        driver = browser(max(width, 800), height)
        try:
            # A headless window is at least 500 px wide: a phone's is set by emulation.
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 800})
            for tab in ["play", "watch"]:
                by_id(driver, f"tab-{tab}").click()
                wide = driver.execute_script("return document.documentElement.scrollWidth")
                inner = driver.execute_script("return window.innerWidth")
                check(wide <= inner, f"{tab} at {width} px wide fits: {wide} <= {inner}")
                if width == 360 and tab == "play":
                    # The board and the buttons a player uses most, on screen together.
                    shown = driver.execute_script("""
                        window.scrollTo(0, 0);
                        return ['board', 'hint', 'undo'].map((id) => {
                          const r = document.getElementById(id).getBoundingClientRect();
                          return r.top >= 0 && r.bottom <= window.innerHeight; });""")
                    check(shown == [True, True, True], f"at 360x640 the board, Hint and Undo are on screen at once ({shown})")
                if width == 360 and tab == "watch":
                    by_id(driver, "watch-from-play").click()
                    by_id(driver, "step").click()
                    together = driver.execute_script("""
                        document.querySelector('#pane-0 .taken').scrollIntoView({ block: 'center' });
                        const inside = (r) => r.top >= 0 && r.bottom <= window.innerHeight;
                        return [inside(document.getElementById('step').getBoundingClientRect()),
                                inside(document.querySelector('#pane-0 .taken').getBoundingClientRect())];""")
                    check(together == [True, True], f"at 360x640 Step and the board it took out are on screen together ({together})")
                    size = driver.execute_script("""
                        const text = document.querySelector('#chart text');
                        return text.getScreenCTM().a * parseFloat(getComputedStyle(text).fontSize);""")
                    check(size >= 11, f"at 360 px the chart's text is {size:.1f} px, 11 at least")
                driver.save_screenshot(os.path.join(SCREENSHOTS, f"{tab}-{width}.png"))
        finally:
            driver.quit()

    return summary()


def summary():
    print(f"{len(failures)} failed" if failures else "every check passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
