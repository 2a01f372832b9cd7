//! What a program of the kit does when the system refuses it memory: one line on standard error
//! and the program's own status for a failure, as for any other, where Rust's default allocator
//! aborts the process with a signal (`memory allocation of N bytes failed`, exit 134). Each
//! binary names it its global allocator; the judge file is not concerned (a judge gives it tens
//! of megabytes, and its tables take a few).
//!
//! An allocator is an unsafe trait, and this one hands every call to the system's allocator
//! unchanged, looking only at whether it failed; each call says what holds it up. (The kit's
//! other `unsafe` is the shell's too, each block with its own note: the look at the standard
//! streams before the runtime, `started`, and the C library's calls behind scratch folders and
//! signals, `scratch`.)

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;

/// The system's allocator, which says so and ends the program when it fails.
pub struct SayingAllocator {
	/// The program, for the message.
	pub program: &'static str,
	/// The status it ends with.
	pub status: i32,
}

impl SayingAllocator {
	/// `pointer` itself, or the end of the program if it is null (the system refused `size` bytes).
	fn checked(&self, pointer: *mut u8, size: usize) -> *mut u8 {
		if pointer.is_null() {
			self.out_of_memory(size);
		}
		pointer
	}

	/// Says that `size` bytes were refused, with no allocation of its own, and ends the program.
	fn out_of_memory(&self, size: usize) -> ! {
		let mut digits = [0u8; 20];
		let mut at = digits.len();
		let mut left = size;
		loop {
			at -= 1;
			digits[at] = b'0' + (left % 10) as u8;
			left /= 10;
			if left == 0 {
				break;
			}
		}
		let mut stderr = std::io::stderr();
		let _ = stderr.write_all(self.program.as_bytes());
		let _ = stderr.write_all(b": out of memory: the system refused ");
		let _ = stderr.write_all(&digits[at..]);
		let _ = stderr.write_all(b" bytes\n");
		std::process::exit(self.status)
	}
}

// Each call is in an `unsafe` block of its own, as edition 2024 asks even inside an unsafe
// function; compilers before 1.65 call such a block unused, hence the `allow`.
#[allow(unused_unsafe)]
unsafe impl GlobalAlloc for SayingAllocator {
	unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
		// SAFETY: the caller's `layout`, which `GlobalAlloc::alloc`'s contract makes one of
		// non-zero size, handed to the system's allocator as it came.
		self.checked(unsafe { System.alloc(layout) }, layout.size())
	}

	unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
		// SAFETY: as `alloc`.
		self.checked(unsafe { System.alloc_zeroed(layout) }, layout.size())
	}

	unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
		// SAFETY: `pointer` and `layout` are a block this allocator gave (the system's, handed
		// on unchanged) and `new_size` a size the contract allows, as the caller promises.
		self.checked(unsafe { System.realloc(pointer, layout, new_size) }, new_size)
	}

	unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
		// SAFETY: a block the system's allocator gave, through this one, with its layout.
		unsafe { System.dealloc(pointer, layout) }
	}
}
