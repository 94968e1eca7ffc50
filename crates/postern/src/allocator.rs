//! The allocator: jemalloc, purging at once, and an arena of their own for the sync threads.
//! The one home of `tikv_jemallocator` and `tikv_jemalloc_sys`.

/// jemalloc rather than the system allocator: it keeps no headers inside allocations, so the
/// untouched parts of hyper's per-connection buffers stay out of resident memory, and with
/// immediate purging a server holding 10,000 long-poll waits stays near 120 MB instead of
/// 200 MB (`bench/run.sh waits`). The environment variable `_RJEM_MALLOC_CONF` overrides this.
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's `malloc_conf` (a C string pointer): give freed pages back to the system at once.
#[unsafe(export_name = "_rjem_malloc_conf")]
static MALLOC_CONF: &u8 = &b"dirty_decay_ms:0,muzzy_decay_ms:0\0"[0];

/// How long the sync threads' arena keeps freed pages before giving them back, in ms.
const SYNC_ARENA_DECAY_MS: isize = 1000;

/// Points the calling thread at an arena of its own kind, made once, that keeps freed pages for
/// [`SYNC_ARENA_DECAY_MS`]: the sync threads' (`ApiConfig::on_sync_thread`). A first sync
/// allocates and frees a batch of rows every few milliseconds, and with the immediate purge each
/// batch faulted its pages in again: at 100,000 messages, 13 % of the pass went to page faults.
/// If jemalloc refuses, the thread keeps the shared arenas.
pub(crate) fn use_sync_arena() {
    use std::ffi::{CStr, c_void};
    static ARENA: std::sync::OnceLock<Option<u32>> = std::sync::OnceLock::new();
    fn ctl<T>(name: &CStr, old: Option<&mut T>, new: Option<&mut T>) -> bool {
        let mut old_len = size_of::<T>();
        let (old, old_len_ptr) = match old {
            Some(old) => (old as *mut T as *mut c_void, &mut old_len as *mut usize),
            None => (std::ptr::null_mut(), std::ptr::null_mut()),
        };
        let (new, new_len) = match new {
            Some(new) => (new as *mut T as *mut c_void, size_of::<T>()),
            None => (std::ptr::null_mut(), 0),
        };
        // SAFETY: each name below is a mallctl of type T, the pointers are to live values of T
        // or null, and the lengths are T's size.
        unsafe { tikv_jemalloc_sys::mallctl(name.as_ptr(), old, old_len_ptr, new, new_len) == 0 }
    }
    let arena = ARENA.get_or_init(|| {
        let mut index: u32 = 0;
        if !ctl(c"arenas.create", Some(&mut index), None) {
            return None;
        }
        let name = std::ffi::CString::new(format!("arena.{index}.dirty_decay_ms")).expect("no NUL");
        let mut decay = SYNC_ARENA_DECAY_MS;
        ctl(&name, None, Some(&mut decay)).then_some(index)
    });
    if let Some(mut index) = *arena {
        ctl(c"thread.arena", None, Some(&mut index));
    }
}
