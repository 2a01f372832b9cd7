//! Gives `pack` the samples, so that the packages it writes hold them wherever it runs: every
//! `N.in` under `samples/` (the top, and each problem's folder) with the `N.out` beside it,
//! listed in `$OUT_DIR/samples.rs` as `include_bytes!` of each, in the order of their numbers.
//! Adding a sample, or a problem's folder of them, needs no line of code.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
	let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("Cargo sets it"));
	let samples = root.join("samples");
	println!("cargo:rerun-if-changed={}", samples.display());
	let mut found = Vec::new();
	collect(&samples, "samples", &mut found);
	for entry in read_sorted(&samples) {
		if entry.is_dir() {
			println!("cargo:rerun-if-changed={}", entry.display());
			let name = entry.file_name().and_then(|name| name.to_str()).unwrap_or_default();
			let folder = format!("samples/{name}");
			collect(&entry, &folder, &mut found);
		}
	}
	let mut text = String::from(
		"/// Every sample, as `(folder, number, input, expected output)`, the folder as under the\n\
		 /// kit's root (`samples`, `samples/acwing845`), each folder's in the order of their numbers.\n\
		 pub const SAMPLES: &[(&str, &str, &[u8], &[u8])] = &[\n",
	);
	for (folder, number, input, output) in &found {
		let _ = writeln!(
			text,
			"\t({folder:?}, {number:?}, include_bytes!({:?}), include_bytes!({:?})),",
			input.display().to_string(),
			output.display().to_string()
		);
	}
	text.push_str("];\n");
	let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("Cargo sets it"));
	std::fs::write(out.join("samples.rs"), text).expect("write samples.rs");
}

/// The samples directly in `folder` that have both files, by number.
fn collect(folder: &Path, name: &str, found: &mut Vec<(String, String, PathBuf, PathBuf)>) {
	let mut numbered = Vec::new();
	for path in read_sorted(folder) {
		let number = match (path.extension(), path.file_stem().and_then(|stem| stem.to_str())) {
			(Some(extension), Some(stem)) if extension == "in" => stem.to_string(),
			_ => continue,
		};
		let output = path.with_extension("out");
		if output.is_file() {
			let order = number.parse::<u64>().unwrap_or(u64::MAX);
			numbered.push((order, number, path.clone(), output));
		}
	}
	numbered.sort();
	for (_, number, input, output) in numbered {
		found.push((name.to_string(), number, input, output));
	}
}

fn read_sorted(folder: &Path) -> Vec<PathBuf> {
	let mut paths: Vec<PathBuf> = std::fs::read_dir(folder)
		.map(|entries| entries.flatten().map(|entry| entry.path()).collect())
		.unwrap_or_default();
	paths.sort();
	paths
}
