//! The contestant's part in Simplified Chinese, Korean and Japanese, each held to the English, its
//! reference: README.md's first screen and the paragraph after it that names the moves and the
//! goals. Each page quotes the code the English quotes (every judge's constant, the declaration to
//! change, the sample's answers), gives its commands byte for byte and runs them as README's run,
//! gives its figures, the passages of the statements it quotes and the field's own words, and
//! links only to what is there.

use super::{command_blocks, run_page, support};
use std::collections::BTreeSet;
use std::path::Path;

/// Each translation, and the words it must hold: the judges' statements' and the field's.
pub const TRANSLATIONS: [(&str, &[&str]); 3] = [
	("docs/zh.md", &["八数码", "估价函数", "康托展开", "逆序对", "曼哈顿距离", "A* 算法"]),
	("docs/ko.md", &["퍼즐", "휴리스틱", "맨해튼 거리"]),
	("docs/ja.md", &["8パズル", "ヒューリスティック", "最短手数"]),
];

/// A figure a page may write that the English spells as a word.
const SPELLED: [(&str, &str); 1] = [("10", "ten")];

fn read(path: &str) -> String {
	let root = Path::new(env!("CARGO_MANIFEST_DIR"));
	std::fs::read_to_string(root.join(path)).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The line where README.md's first screen ends: its first `## ` heading.
fn first_screens_end(readme: &str) -> usize {
	readme
		.lines()
		.position(|line| line.starts_with("## "))
		.expect("a section after the first screen")
}

/// The English the pages translate: README.md's first screen, and the first paragraph of the
/// section after it.
fn english() -> String {
	let readme = read("README.md");
	let lines: Vec<&str> = readme.lines().collect();
	let end = first_screens_end(&readme);
	let after = lines[end + 1..].iter().skip_while(|line| line.trim().is_empty());
	let paragraph: Vec<&str> = after.take_while(|line| !line.trim().is_empty()).copied().collect();
	format!("{}\n{}\n", lines[..end].join("\n"), paragraph.join("\n"))
}

/// `text` without its fenced blocks.
fn prose(text: &str) -> String {
	let mut fenced = false;
	let mut kept = String::new();
	for line in text.lines() {
		if line.trim_start().starts_with("```") {
			fenced = !fenced;
		} else if !fenced {
			kept.push_str(line);
			kept.push('\n');
		}
	}
	kept
}

/// The code the prose of `text` quotes between backticks, each piece once.
fn code(text: &str) -> BTreeSet<String> {
	prose(text).split('`').skip(1).step_by(2).map(str::to_string).collect()
}

/// What the prose of `text` quotes between plain double quotes, a line's end as a space (so a
/// Chinese passage broken over two lines, which a browser shows with a space in it, is not the
/// passage).
fn quotations(text: &str) -> BTreeSet<String> {
	let quoted = prose(text).replace('\n', " ");
	quoted.split('"').skip(1).step_by(2).map(str::to_string).collect()
}

/// The figures of `text`: each number (`19`, `1.63`) that stands apart from letters, digits and
/// `_`, in ASCII (a figure beside a Chinese, Korean or Japanese letter stands apart, so that
/// `19 步` and `19步` are both 19; `ACWING179`, `u32` and `3x3` hold none).
fn figures(text: &str) -> BTreeSet<String> {
	let bytes = text.as_bytes();
	let word = |at: usize| bytes.get(at).map_or(false, |&b| b.is_ascii_alphanumeric() || b == b'_');
	let mut found = BTreeSet::new();
	let mut at = 0;
	while at < bytes.len() {
		if !bytes[at].is_ascii_digit() {
			at += 1;
			continue;
		}
		let start = at;
		while at < bytes.len()
			&& (bytes[at].is_ascii_digit()
				|| (bytes[at] == b'.' && bytes.get(at + 1).map_or(false, u8::is_ascii_digit)))
		{
			at += 1;
		}
		let joined = start.checked_sub(1).map_or(false, word) || word(at);
		if !joined {
			found.insert(text[start..at].to_string());
		}
	}
	found
}

/// The commands of a line of a command block: what comes before its comment.
fn command(line: &str) -> &str {
	line.split(" # ").next().unwrap_or_default().trim_end()
}

/// The commands of the blocks of `page` that begin before line `end` (from 0).
fn commands(page: &str, end: usize) -> Vec<String> {
	let blocks = command_blocks(page).into_iter().filter(|block| block.line < end);
	blocks.flat_map(|block| block.commands).map(|line| command(&line).to_string()).collect()
}

/// The constants the judge file declares for the judges: every `const NAME: Problem` but the one
/// to change.
fn judge_files_constants() -> BTreeSet<String> {
	let source = read("src/main.rs");
	let declared =
		source.lines().filter_map(|line| line.strip_prefix("const ")?.split_once(": Problem"));
	declared.map(|(name, _)| name.to_string()).filter(|name| name != "PROBLEM").collect()
}

#[test]
fn each_translation_quotes_the_code_and_the_table_the_english_quotes() {
	let english = english();
	let quoted = code(&english);
	let constants = judge_files_constants();
	assert!(constants.len() >= 5, "the judge file's constants: {constants:?}");
	// The English's table names every constant the judge file declares, and only those.
	let rows = support::table_rows(&english, "| judge |");
	let named: BTreeSet<String> =
		rows.iter().map(|row| row[2].split('`').nth(1).expect("a constant").to_string()).collect();
	assert_eq!(named, constants, "README.md's table and the judge file's constants");
	for sample in
		["dlurullddrurdllurdr", "ullddrurdllurdruldr", "const PROBLEM: Problem = ACWING179;"]
	{
		assert!(quoted.contains(sample), "README.md's first screen does not quote `{sample}`");
	}
	for (page, _) in TRANSLATIONS {
		let text = read(page);
		let own = code(&text);
		let missing: Vec<&String> = quoted.difference(&own).collect();
		assert!(missing.is_empty(), "{page} does not quote what the English quotes: {missing:?}");
		// Each judge's row: its judge, its problem as the judge titles it, and its constant.
		for row in &rows {
			let constant = row[2].split('`').nth(1).expect("a constant");
			let line = text
				.lines()
				.find(|line| line.starts_with('|') && line.contains(&format!("`{constant}`")))
				.unwrap_or_else(|| panic!("{page}: no row of its table holds `{constant}`"));
			for cell in [&row[0], &row[1]] {
				assert!(
					line.contains(cell.as_str()),
					"{page}: the row of `{constant}` lacks {cell}"
				);
			}
		}
	}
}

#[test]
fn each_translation_gives_the_figures_the_english_gives_and_no_other() {
	let english = english();
	let given = figures(&english);
	for figure in ["19", "31", "300", "1.63", "2015", "2024", "1077", "1043"] {
		assert!(given.contains(figure), "README.md's first screen lacks {figure}: {given:?}");
	}
	for (page, _) in TRANSLATIONS {
		let own = figures(&read(page));
		let missing: Vec<&String> = given.difference(&own).collect();
		assert!(missing.is_empty(), "{page} lacks the English's figures {missing:?}");
		for figure in own.difference(&given) {
			let spelled = SPELLED.iter().find(|(as_figure, _)| as_figure == figure);
			assert!(
				spelled.map_or(false, |(_, word)| english.contains(&format!(" {word} "))),
				"{page} gives {figure}, which the English does not"
			);
		}
	}
}

#[test]
fn each_translation_gives_the_englishs_commands_byte_for_byte_and_they_run() {
	let readme = read("README.md");
	let english = commands("README.md", first_screens_end(&readme));
	assert!(english.len() >= 2, "README.md's first screen: {english:?}");
	for (page, _) in TRANSLATIONS {
		let own = commands(page, usize::MAX);
		for command in &english {
			assert!(own.contains(command), "{page} lacks the command `{command}`: {own:?}");
		}
		assert!(run_page(page) >= 1, "{page}: no block ran");
	}
}

/// The anchor GitHub gives a heading: lower case, spaces made `-`, other marks left out.
fn anchor(heading: &str) -> String {
	let heading = heading.trim_start_matches('#').trim().to_lowercase();
	let kept = heading.chars().filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'));
	kept.map(|c| if c == ' ' { '-' } else { c }).collect()
}

/// The targets of the Markdown links of `text`.
fn links(text: &str) -> Vec<String> {
	let prose = prose(text);
	let targets = prose.split("](").skip(1);
	targets.map(|rest| rest.split(')').next().unwrap_or_default().to_string()).collect()
}

#[test]
fn each_translation_is_linked_from_the_readme_and_links_only_to_what_is_there() {
	let root = Path::new(env!("CARGO_MANIFEST_DIR"));
	let readme = read("README.md");
	let top: String = readme.lines().take(5).collect::<Vec<_>>().join("\n");
	for (page, _) in TRANSLATIONS {
		assert!(top.contains(&format!("]({page})")), "README.md's first lines do not link {page}");
		let text = read(page);
		let near_top: String = text.lines().take(3).collect::<Vec<_>>().join("\n");
		assert!(
			near_top.contains("](../README.md)"),
			"{page} does not name its reference at its top"
		);
		let folder = root.join(page).parent().expect("the page's folder").to_path_buf();
		let targets = links(&text);
		assert!(targets.len() >= 5, "{page}'s links: {targets:?}");
		for target in targets.iter().filter(|target| !target.contains("://")) {
			let (path, heading) = target.split_once('#').unwrap_or((target, ""));
			let file = folder.join(path);
			assert!(file.is_file(), "{page} links {target}, which is no file");
			if !heading.is_empty() {
				let linked = std::fs::read_to_string(&file).expect("the linked page");
				let prose = prose(&linked);
				let mut anchors = prose.lines().filter(|line| line.starts_with('#')).map(anchor);
				assert!(
					anchors.any(|a| a == heading),
					"{page} links {target}, which has no such heading"
				);
			}
		}
	}
}

#[test]
fn each_translation_holds_the_statements_passages_and_the_fields_words() {
	let quoted = quotations(&english());
	assert!(
		quoted.contains("如果答案不唯一，输出任意一种合法方案即可"),
		"README.md's first screen does not quote AcWing 179's statement: {quoted:?}"
	);
	for (page, words) in TRANSLATIONS {
		let text = read(page);
		for passage in quoted.iter().map(String::as_str).chain(words.iter().copied()) {
			assert!(text.contains(passage), "{page} lacks {passage}");
		}
	}
}
