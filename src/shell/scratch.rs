//! Scratch folders, made as `mkdtemp` makes one, and the programs run in them: the one helper
//! for every folder the kit's programs and tests make for a while and then take away.
//!
//! A folder is created exclusively (an existing one, or a link, is never taken over), under an
//! unguessable name, with mode 0700 whatever the umask, inside a temporary folder that exists:
//! `TMPDIR` if it is set, else `/tmp`; a `TMPDIR` that is not a folder is refused, never made.
//! Files are put in it with `create_new`, so nothing is written through a link planted there.
//! It is removed when dropped: at the end of its scope, on an error returned, on a panic that
//! unwinds; at the process's normal end, even one that drops nothing (`std::process::exit`, a
//! folder kept for a whole run); and on Linux on SIGINT, SIGTERM and SIGHUP too, after the
//! programs started through [`run`] (a compiler, say) and everything they started are killed and
//! gone, so that nothing writes there again. Then the process ends by the same signal, as it
//! would have without this.
//!
//! The same signals run the actions a program asked for with [`on_signal`] first, before the
//! programs are killed and the folders go: what a program must put back that no destructor
//! will, since a signal ends the process without one (the game's terminal modes).
//!
//! What the standard library cannot do, this does through the C library Rust links anyway
//! (`atexit`, `signal`, `write`, `kill`, `setpgid`, `raise`), each call in an `unsafe` block that
//! says what holds it up. Elsewhere than Linux the folders go on every way out but a signal, and
//! no action is run on one.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The folders alive now, for the signal's cleanup.
static FOLDERS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The process groups of the programs [`run`] is waiting for, each led by the program.
static GROUPS: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// The actions to run on SIGHUP, SIGINT or SIGTERM, each with its number.
type Action = Box<dyn Fn() + Send>;
static ACTIONS: Mutex<Vec<(usize, Action)>> = Mutex::new(Vec::new());

/// An action run on SIGHUP, SIGINT or SIGTERM, on Linux, for as long as this is kept: on the
/// signal's own thread (not in the handler: any code may run), before the programs of [`run`] are
/// killed, the folders removed and the process ended by the signal. Dropped, it is no more.
pub struct OnSignal(usize);

/// `action` on SIGHUP, SIGINT or SIGTERM, for as long as the value given back is kept. A signal
/// that the process was started ignoring stays ignored, and runs nothing.
pub fn on_signal(action: impl Fn() + Send + 'static) -> OnSignal {
	static NUMBERS: AtomicUsize = AtomicUsize::new(0);
	let number = NUMBERS.fetch_add(1, Ordering::Relaxed);
	lock(&ACTIONS).push((number, Box::new(action)));
	cleanup_on_signals();
	OnSignal(number)
}

impl Drop for OnSignal {
	fn drop(&mut self) {
		lock(&ACTIONS).retain(|(number, _)| *number != self.0);
	}
}

/// A scratch folder, removed when dropped.
#[derive(Debug)]
pub struct Scratch {
	path: PathBuf,
}

/// The folder scratch folders go in: `TMPDIR` as given (made absolute), if it is set and not
/// empty, else `/tmp`; `Err` says why it cannot be used: it is not there, or is no folder. It is
/// never made.
pub fn temporary_folder() -> Result<PathBuf, String> {
	let (folder, named) = match std::env::var_os("TMPDIR") {
		Some(folder) if !folder.is_empty() => (PathBuf::from(folder), true),
		_ => (PathBuf::from("/tmp"), false),
	};
	let shown = match named {
		true => format!("TMPDIR={}", folder.display()),
		false => folder.display().to_string(),
	};
	match fs::metadata(&folder) {
		Ok(metadata) if metadata.is_dir() => {}
		Ok(_) => return Err(format!("the temporary folder {shown} is not a folder")),
		Err(error) => {
			return Err(format!(
				"the temporary folder {shown} cannot be used ({error}): it is never made; set \
				 TMPDIR to a folder that exists"
			))
		}
	}
	if folder.is_absolute() {
		return Ok(folder);
	}
	let here = std::env::current_dir().map_err(|error| format!("where is {shown}? {error}"))?;
	Ok(here.join(folder))
}

impl Scratch {
	/// A new folder in the [`temporary_folder`], named `eight-PURPOSE-` and twelve unguessable
	/// letters and digits. `Err` is a whole sentence, naming the folder at fault.
	pub fn new(purpose: &str) -> Result<Scratch, String> {
		Scratch::within(&temporary_folder()?, &format!("eight-{purpose}-"))
	}

	/// A new folder in `parent`, named `prefix` and twelve unguessable letters and digits, made
	/// as [`Scratch::new`] makes one.
	pub fn within(parent: &Path, prefix: &str) -> Result<Scratch, String> {
		cleanup_on_signals();
		let mut last = None;
		for _ in 0..16 {
			let path = parent.join(format!("{prefix}{}", unguessable()));
			match made(&path) {
				Ok(()) => {
					lock(&FOLDERS).push(path.clone());
					return Ok(Scratch { path });
				}
				// Taken: another name. Anything else is said.
				Err(error) if error.kind() == io::ErrorKind::AlreadyExists => last = Some(error),
				Err(error) => {
					return Err(format!("cannot make a folder in {}: {error}", parent.display()))
				}
			}
		}
		let error = last.map(|error| error.to_string()).unwrap_or_default();
		Err(format!("cannot make a folder in {}: sixteen names taken ({error})", parent.display()))
	}

	pub fn path(&self) -> &Path {
		&self.path
	}

	/// Puts a new file `name` in the folder (its folders made as needed), never through what is
	/// already there, and gives its path.
	pub fn file(&self, name: impl AsRef<Path>, contents: impl AsRef<[u8]>) -> io::Result<PathBuf> {
		let path = self.path.join(name);
		if let Some(parent) = path.parent() {
			fs::create_dir_all(parent)?;
		}
		let mut file = fs::OpenOptions::new().write(true).create_new(true).open(&path)?;
		file.write_all(contents.as_ref())?;
		Ok(path)
	}

	/// Keeps the folder for the rest of the process's life: removed at its end (a normal one, or a
	/// signal), not before.
	pub fn until_exit(self) -> PathBuf {
		let path = self.path.clone();
		std::mem::forget(self);
		path
	}

	/// Keeps the folder where it is (or wherever it has been moved), no longer to be removed.
	pub fn keep(self) -> PathBuf {
		let path = self.path.clone();
		forget(&path);
		std::mem::forget(self);
		path
	}
}

impl Drop for Scratch {
	fn drop(&mut self) {
		let _ = fs::remove_dir_all(&self.path);
		forget(&self.path);
	}
}

fn forget(path: &Path) {
	lock(&FOLDERS).retain(|kept| kept != path);
}

/// The lock, even when a thread panicked holding it: the list is still whole.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
	mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// `path` made, exclusively, with mode 0700 whatever the umask (`mkdir` takes the umask's bits
/// away, `chmod` does not).
fn made(path: &Path) -> io::Result<()> {
	#[cfg(unix)]
	{
		use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
		fs::DirBuilder::new().mode(0o700).create(path)?;
		fs::set_permissions(path, fs::Permissions::from_mode(0o700))
	}
	#[cfg(not(unix))]
	fs::DirBuilder::new().create(path)
}

/// Twelve letters and digits no other process can foresee: the standard library's hasher keys,
/// drawn from the system's randomness for each process, over the time and a count.
fn unguessable() -> String {
	use std::collections::hash_map::RandomState;
	use std::hash::{BuildHasher, Hasher};
	static MADE: AtomicUsize = AtomicUsize::new(0);
	let mut hasher = RandomState::new().build_hasher();
	let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
	hasher.write_u128(now.map(|now| now.as_nanos()).unwrap_or_default());
	hasher.write_usize(MADE.fetch_add(1, Ordering::Relaxed));
	hasher.write_u32(std::process::id());
	let mut bits = hasher.finish();
	const LETTERS: &[u8; 36] = b"abcdefghijklmnopqrstuvwxyz0123456789";
	(0..12)
		.map(|_| {
			let letter = LETTERS[(bits % 36) as usize] as char;
			bits /= 36;
			letter
		})
		.collect()
}

/// Runs `command` to its end in a process group of its own, as [`Command::output`] does, so that
/// a signal that ends this process first kills it and everything it started (a compiler's
/// passes, say), before the scratch folders go.
pub fn run(command: &mut Command) -> io::Result<Output> {
	cleanup_on_signals();
	#[cfg(unix)]
	{
		use std::os::unix::process::CommandExt;
		// SAFETY: between fork and exec only `setpgid` runs, which POSIX lists as
		// async-signal-safe and which touches no memory of the parent's.
		unsafe {
			command.pre_exec(|| match ffi::setpgid(0, 0) {
				0 => Ok(()),
				_ => Err(io::Error::last_os_error()),
			});
		}
	}
	let child = command
		.stdin(std::process::Stdio::null())
		.stdout(std::process::Stdio::piped())
		.stderr(std::process::Stdio::piped())
		.spawn()?;
	let id = child.id();
	lock(&GROUPS).push(id);
	let output = child.wait_with_output();
	lock(&GROUPS).retain(|&group| group != id);
	// A signal's cleanup that killed it is under way: it ends the process.
	while STOPPING.load(Ordering::SeqCst) {
		std::thread::park();
	}
	output
}

/// Whether a signal's cleanup has begun.
static STOPPING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// On the first folder or program: the folders removed at the process's normal end too, which
/// runs no destructor of a value still alive (a folder a test keeps for the whole run, a program
/// that ends by `std::process::exit`), through the C library's `atexit`.
fn cleanup_at_exit() {
	static ONCE: std::sync::Once = std::sync::Once::new();
	ONCE.call_once(|| {
		// SAFETY: `removed_at_exit` is an `extern "C" fn()`, the type `atexit` takes; it runs on
		// the thread that ends the process, once, after `main`.
		#[cfg(unix)]
		unsafe {
			ffi::atexit(removed_at_exit);
		}
	});
}

/// The folders still alive, removed; the lock only tried, so that an end reached while this
/// thread holds it cannot wait for ever.
#[cfg(unix)]
extern "C" fn removed_at_exit() {
	if let Ok(mut folders) = FOLDERS.try_lock() {
		for folder in folders.drain(..) {
			let _ = fs::remove_dir_all(folder);
		}
	}
}

#[cfg(not(target_os = "linux"))]
fn cleanup_on_signals() {
	cleanup_at_exit();
}

/// On the first folder, program or action, a thread that waits for SIGINT, SIGTERM or SIGHUP: the
/// handler only writes the signal's number to a socket (`write` is async-signal-safe), and the
/// thread, reading it, kills the programs' groups, waits for them to be gone, removes the
/// folders, and ends the process by the signal. A signal the process was started ignoring (a
/// job in the background of a script ignores SIGINT) is left ignored.
#[cfg(target_os = "linux")]
fn cleanup_on_signals() {
	use std::io::Read;
	use std::os::unix::io::IntoRawFd;
	use std::os::unix::net::UnixStream;
	cleanup_at_exit();
	static ONCE: std::sync::Once = std::sync::Once::new();
	ONCE.call_once(|| {
		let (mut reading, writing) = match UnixStream::pair() {
			Ok(pair) => pair,
			// Without it, the folders still go on every other way out.
			Err(_) => return,
		};
		WRITING.store(writing.into_raw_fd(), Ordering::SeqCst);
		let spawned = std::thread::Builder::new().name("scratch-cleanup".into()).spawn(move || {
			let mut number = [0u8];
			if reading.read_exact(&mut number).is_ok() {
				stop(i32::from(number[0]));
			}
		});
		if spawned.is_err() {
			return;
		}
		for signal in [ffi::SIGHUP, ffi::SIGINT, ffi::SIGTERM] {
			// SAFETY: `noted` is an `extern "C" fn(c_int)`, the type `signal` takes, and does only
			// what a handler may (see `noted`). glibc's and musl's `signal` install it with
			// SA_RESTART, so no call of the program's is cut short by it.
			unsafe {
				let handler = noted as extern "C" fn(std::os::raw::c_int) as usize;
				if ffi::signal(signal, handler) == ffi::SIG_IGN {
					ffi::signal(signal, ffi::SIG_IGN);
				}
			}
		}
	});
}

/// The socket's end the handler writes to.
#[cfg(target_os = "linux")]
static WRITING: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(-1);

/// The signal handler: the signal's number, one byte, to the cleanup thread. Only `write` is
/// called, which POSIX lists as async-signal-safe, and `errno` is put back as it was, since the
/// code the signal interrupted may be about to read it.
#[cfg(target_os = "linux")]
extern "C" fn noted(signal: std::os::raw::c_int) {
	let number = signal as u8;
	// SAFETY: `__errno_location` (glibc and musl both have it) gives this thread's errno, valid
	// for the thread's life; `write` is given a valid pointer to one byte.
	unsafe {
		let errno = ffi::__errno_location();
		let saved = *errno;
		ffi::write(WRITING.load(Ordering::SeqCst), &number, 1);
		*errno = saved;
	}
}

/// The cleanup for `signal`, on its own thread: the actions asked for run, on a thread of theirs
/// and for two seconds at most (one that panics stops none of the rest, and one that hangs, on a
/// terminal that takes no output, say, does not keep the process from ending), the programs'
/// groups killed and waited for, the folders removed, and the process ended by the signal.
#[cfg(target_os = "linux")]
fn stop(signal: i32) {
	STOPPING.store(true, Ordering::SeqCst);
	let (done, finished) = std::sync::mpsc::channel();
	let actions = std::thread::Builder::new().name("signal-actions".into()).spawn(move || {
		for (_, action) in lock(&ACTIONS).iter() {
			let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(action));
		}
		let _ = done.send(());
	});
	if actions.is_ok() {
		let _ = finished.recv_timeout(std::time::Duration::from_secs(2));
	}
	let groups = lock(&GROUPS).clone();
	for &group in &groups {
		// SAFETY: `kill` takes any numbers; a negative pid names the group, which the program
		// leads (it was made so by `setpgid(0, 0)` before its exec).
		unsafe {
			ffi::kill(-(group as i32), ffi::SIGKILL);
		}
	}
	// Gone: no process left in any of the groups (or, at worst, two seconds waited).
	for _ in 0..200 {
		// SAFETY: as above; signal 0 only asks whether the group has a process.
		let alive = groups.iter().any(|&group| unsafe { ffi::kill(-(group as i32), 0) } == 0);
		if !alive {
			break;
		}
		std::thread::sleep(std::time::Duration::from_millis(10));
	}
	for folder in lock(&FOLDERS).drain(..) {
		let _ = fs::remove_dir_all(folder);
	}
	// SAFETY: the default action put back, the signal raised on this thread ends the process as
	// the signal would have; `exit` is the way out should it not.
	unsafe {
		ffi::signal(signal, ffi::SIG_DFL);
		ffi::raise(signal);
	}
	std::process::exit(128 + signal);
}

/// The C library's functions and numbers used above (Linux's numbers).
#[cfg(unix)]
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
mod ffi {
	use std::os::raw::c_int;

	pub const SIGHUP: c_int = 1;
	pub const SIGINT: c_int = 2;
	pub const SIGKILL: c_int = 9;
	pub const SIGTERM: c_int = 15;
	pub const SIG_DFL: usize = 0;
	pub const SIG_IGN: usize = 1;

	extern "C" {
		pub fn setpgid(pid: c_int, group: c_int) -> c_int;
		#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
		pub fn signal(signal: c_int, handler: usize) -> usize;
		#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
		pub fn kill(pid: c_int, signal: c_int) -> c_int;
		#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
		pub fn raise(signal: c_int) -> c_int;
		#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
		pub fn write(descriptor: c_int, bytes: *const u8, count: usize) -> isize;
		#[cfg(target_os = "linux")]
		pub fn __errno_location() -> *mut c_int;
		pub fn atexit(function: extern "C" fn()) -> c_int;
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn a_folder_is_new_private_and_gone_when_dropped() {
		let scratch = Scratch::new("test").expect("a folder");
		let path = scratch.path().to_path_buf();
		#[cfg(unix)]
		{
			use std::os::unix::fs::PermissionsExt;
			let mode = fs::symlink_metadata(&path).expect("there").permissions().mode();
			assert_eq!(mode & 0o777, 0o700);
		}
		let name = path.file_name().expect("a name").to_string_lossy().into_owned();
		let letters = name.strip_prefix("eight-test-").expect("the prefix");
		assert_eq!(letters.len(), 12);
		assert!(letters.bytes().all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit()));
		let other = Scratch::new("test").expect("another");
		assert_ne!(other.path(), scratch.path());
		scratch.file("a/b", "x").expect("a file");
		assert!(scratch.file("a/b", "y").is_err(), "a file is never written over");
		drop(scratch);
		assert!(!path.exists());
		assert!(lock(&FOLDERS).iter().all(|kept| *kept != path));
	}

	#[cfg(unix)]
	#[test]
	fn nothing_is_written_through_a_link_found_there() {
		let scratch = Scratch::new("test").expect("a folder");
		let outside = Scratch::new("test").expect("another");
		let target = outside.path().join("target");
		fs::write(&target, "theirs").expect("a file");
		std::os::unix::fs::symlink(&target, scratch.path().join("planted")).expect("a link");
		assert!(scratch.file("planted", "ours").is_err());
		assert_eq!(fs::read_to_string(&target).expect("kept"), "theirs");
	}

	#[test]
	fn an_existing_folder_is_never_taken() {
		let parent = Scratch::new("test").expect("a folder");
		// Every name taken would be sixteen collisions of 62 bits; one taken by a planted folder
		// is passed over, which `made` refuses as the system does.
		let planted = parent.path().join("planted");
		fs::create_dir(&planted).expect("planted");
		assert_eq!(made(&planted).map_err(|error| error.kind()), Err(io::ErrorKind::AlreadyExists));
		let made = Scratch::within(parent.path(), "planted").expect("another name");
		assert_ne!(made.path(), planted);
	}

	/// Run as a child of the test below (`EIGHT_SCRATCH_CHILD` set): a folder made, its path
	/// said, and then the end the variable names. Alone, it does nothing.
	#[test]
	fn a_child_that_makes_a_folder() {
		let end = match std::env::var("EIGHT_SCRATCH_CHILD") {
			Ok(end) => end,
			Err(_) => return,
		};
		let scratch = Scratch::new("test-child").expect("a folder");
		println!("{}", scratch.path().display());
		match end.as_str() {
			// Drops nothing.
			"exit" => std::process::exit(0),
			// A program started through `run`, which would write there after a second, then
			// stopped by a signal: the folder and the program are gone.
			_ => {
				let late = scratch.path().join("late");
				let script = format!("echo $$; sleep 1; echo late > '{}'", late.display());
				let _ = run(Command::new("sh").args(["-c", &script]));
				unreachable!("a signal ends the test before the program does");
			}
		}
	}

	#[cfg(target_os = "linux")]
	#[test]
	fn a_folder_goes_at_exit_and_on_a_signal_after_its_programs() {
		use std::io::BufRead;
		use std::os::unix::process::ExitStatusExt;
		let test = "shell::scratch::tests::a_child_that_makes_a_folder";
		// All four at once, each its own process. A signal this process was started ignoring (a
		// test run in the background of a script ignores SIGINT; under nohup, SIGHUP) its child
		// ignores too, and the helper leaves ignored, as it should: that end is not tried.
		let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
		let ignored = status
			.lines()
			.find_map(|line| line.strip_prefix("SigIgn:"))
			.and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
			.unwrap_or(0);
		let ends = [("exit", None), ("TERM", Some(15)), ("INT", Some(2)), ("HUP", Some(1))];
		let ends: Vec<_> = ends
			.into_iter()
			.filter(|(end, signal)| {
				let tried = signal.map_or(true, |number| ignored & (1 << (number - 1)) == 0);
				if !tried {
					eprintln!(
						"SIG{end} is ignored here, as it was when the tests began: not tried"
					);
				}
				tried
			})
			.collect();
		let mut children = Vec::new();
		for (end, signal) in ends {
			let mut child = Command::new(std::env::current_exe().expect("this test"))
				.args(["--exact", test, "--nocapture", "--test-threads=1"])
				.env("EIGHT_SCRATCH_CHILD", end)
				.stdout(std::process::Stdio::piped())
				.stderr(std::process::Stdio::null())
				.spawn()
				.expect("run this test again");
			let mut lines = io::BufReader::new(child.stdout.take().expect("piped")).lines();
			let folder = loop {
				// After the harness's `test NAME ... `, on the same line.
				let line = lines.next().expect("a line").expect("read");
				if let Some(at) = line.find("/eight-test-child-") {
					let start = line[..at].rfind(' ').map_or(0, |space| space + 1);
					break PathBuf::from(&line[start..]);
				}
			};
			children.push((end, signal, child, folder));
		}
		// The programs have started once the folders are there and they run.
		std::thread::sleep(std::time::Duration::from_millis(300));
		for (end, signal, child, _) in &children {
			if signal.is_some() {
				let killed = Command::new("kill")
					.arg(format!("-{end}"))
					.arg(child.id().to_string())
					.status();
				assert!(killed.expect("run kill").success());
			}
		}
		for (end, signal, child, _) in &mut children {
			let status = child.wait().expect("its end");
			assert_eq!(status.signal(), *signal, "{end}: {status:?}");
		}
		// After the moment the programs would have written.
		std::thread::sleep(std::time::Duration::from_millis(1200));
		for (end, _, _, folder) in &children {
			assert!(!folder.exists(), "{end}: {} is left", folder.display());
		}
	}

	#[test]
	fn kept_is_left_where_it_is() {
		let scratch = Scratch::new("test").expect("a folder");
		let path = scratch.keep();
		assert!(path.is_dir());
		assert!(lock(&FOLDERS).iter().all(|kept| *kept != path));
		fs::remove_dir(&path).expect("removed by hand");
	}
}
