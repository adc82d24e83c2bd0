//! The transposition table: a fixed-size hash table of search results keyed by Zobrist hash,
//! in clusters of four entries (one 64-byte cache line), replacing the shallowest or oldest entry.

/// What a stored score means relative to the true value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true value (a PV node).
    Exact,
    /// At least this (a fail-high / cut node).
    Lower,
    /// At most this (a fail-low / all node).
    Upper,
}

#[derive(Copy, Clone, Default)]
#[repr(C)]
struct Entry {
    key: u32,
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    /// Bits 0–1: bound (0 = empty); bits 2–7: generation.
    flags: u8,
    check: u32,
}

const CLUSTER: usize = 4;

#[derive(Copy, Clone, Default)]
#[repr(C, align(64))]
struct Cluster([Entry; CLUSTER]);

/// A stored search result.
#[derive(Copy, Clone, Debug)]
pub struct Probe {
    /// The best move found (packed with `SearchGame::encode`), 0xFFFF if none.
    pub mv: u16,
    /// The score, mate scores relative to the stored node.
    pub score: i32,
    /// The static evaluation of the node.
    pub eval: i32,
    /// The remaining depth the score was searched to.
    pub depth: i32,
    /// The bound kind.
    pub bound: Bound,
}

/// The transposition table. Its size is given in MB (2^20 bytes) and rounded down to clusters.
pub struct TranspositionTable {
    clusters: Vec<Cluster>,
    generation: u8,
    /// Whether anything was stored since the table was made or cleared (a clean table needs
    /// no clearing).
    dirty: bool,
}

impl TranspositionTable {
    /// A table of about `mb` MB (at least one cluster).
    ///
    /// The memory comes zeroed from the allocator (an empty entry is all zeros), so nothing is
    /// written here: a large table is mapped pages the kernel clears as the search first
    /// touches them, and a short search pays only for the pages it uses. Writing the table
    /// whole, as before, cleared every page twice (kernel, then us) before the first node.
    pub fn new(mb: usize) -> TranspositionTable {
        let n = ((mb.max(1) << 20) / std::mem::size_of::<Cluster>()).max(1);
        let clusters = zeroed_clusters(n);
        // Advised before any page is touched, so the kernel backs the table with huge pages.
        advise_huge_pages(&clusters);
        TranspositionTable {
            clusters,
            generation: 0,
            dirty: false,
        }
    }

    /// Asks the processor to bring `key`'s cluster into cache: called when a child position
    /// is made, so the load overlaps the work done before the child probes the table.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let c: *const Cluster = &self.clusters[self.index(key)];
            // SAFETY: a prefetch is only a hint; the pointer is in bounds.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    c.cast::<i8>(),
                );
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The size in MB.
    pub fn size_mb(&self) -> usize {
        (self.clusters.len() * std::mem::size_of::<Cluster>()) >> 20
    }

    /// Forgets everything (new game). A table nothing was stored in since it was made or
    /// last cleared is left as it is (no page touched).
    pub fn clear(&mut self) {
        if self.dirty {
            self.clusters.fill(Cluster::default());
            self.dirty = false;
        }
        self.generation = 0;
    }

    /// Starts a new search: older entries become cheaper to replace.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        ((key as u128 * self.clusters.len() as u128) >> 64) as usize
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Probe> {
        let c = &self.clusters[self.index(key)];
        let (k, chk) = (key as u32, (key >> 32) as u32);
        for e in &c.0 {
            if e.key == k && e.check == chk && e.flags & 3 != 0 {
                return Some(Probe {
                    mv: e.mv,
                    score: e.score as i32,
                    eval: e.eval as i32,
                    depth: e.depth as i32,
                    bound: match e.flags & 3 {
                        1 => Bound::Exact,
                        2 => Bound::Lower,
                        _ => Bound::Upper,
                    },
                });
            }
        }
        None
    }

    /// Stores a result, replacing the same position or the least valuable entry of its cluster.
    #[inline]
    pub fn store(&mut self, key: u64, mv: u16, score: i32, eval: i32, depth: i32, bound: Bound) {
        let gen_now = self.generation;
        self.dirty = true;
        let i = self.index(key);
        let c = &mut self.clusters[i];
        let (k, chk) = (key as u32, (key >> 32) as u32);
        let mut slot = 0;
        let mut worst = i32::MAX;
        for (j, e) in c.0.iter().enumerate() {
            if e.flags & 3 == 0 || (e.key == k && e.check == chk) {
                slot = j;
                break;
            }
            let age = ((gen_now.wrapping_sub(e.flags >> 2)) & 63) as i32;
            let worth = e.depth as i32 - 4 * age;
            if worth < worst {
                worst = worth;
                slot = j;
            }
        }
        let e = &mut c.0[slot];
        let same = e.key == k && e.check == chk && e.flags & 3 != 0;
        // Keep a deeper exact result of the same position unless this one is exact too.
        if same && bound != Bound::Exact && (e.depth as i32) > depth + 2 {
            return;
        }
        let mv = if mv == 0xFFFF && same { e.mv } else { mv };
        *e = Entry {
            key: k,
            check: chk,
            mv,
            score: score.clamp(-32_767, 32_767) as i16,
            eval: eval.clamp(-32_767, 32_767) as i16,
            depth: depth.clamp(0, 255) as u8,
            flags: (gen_now << 2)
                | match bound {
                    Bound::Exact => 1,
                    Bound::Lower => 2,
                    Bound::Upper => 3,
                },
        };
    }
}

/// `n` empty clusters (n ≥ 1) in zeroed memory from the global allocator, which for a large
/// table maps fresh pages without touching them.
fn zeroed_clusters(n: usize) -> Vec<Cluster> {
    let Ok(layout) = std::alloc::Layout::array::<Cluster>(n) else {
        // Too large for the address space: the allocator would refuse it anyway.
        std::alloc::handle_alloc_error(std::alloc::Layout::new::<Cluster>());
    };
    // SAFETY: `layout` has a non-zero size (n ≥ 1, a cluster is 64 bytes). A zeroed `Cluster`
    // is a valid value (integers only, all-zero flags: an empty entry), so the `n` clusters
    // are initialised; the vector owns the allocation, made by the global allocator with
    // the layout of `n` clusters, as `Vec::from_raw_parts` requires.
    unsafe {
        let p = std::alloc::alloc_zeroed(layout).cast::<Cluster>();
        if p.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Vec::from_raw_parts(p, n, n)
    }
}

/// Asks Linux to back the table's memory (not yet touched) with transparent huge
/// pages: a table of tens of MB read at random otherwise misses the TLB on most probes.
/// Measured from the start position at depth 18 with the hand-set evaluation (64 MB, quiet
/// 2-core machine): 2.2 M nodes/s with 4 KB pages against 2.6 M with a 4 MB table that fits the
/// TLB; with the advice, the median CPU time of nine runs fell from 0.92 s to 0.87 s. (A
/// prefetch of the child's cluster was tried too and gained nothing.) Harmless where huge
/// pages are off.
fn advise_huge_pages(v: &Vec<Cluster>) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = v.as_ptr() as usize;
        let end = start + v.capacity() * std::mem::size_of::<Cluster>();
        let aligned = start.next_multiple_of(HUGE);
        if end > aligned + HUGE {
            let len = (end - aligned) / HUGE * HUGE;
            // SAFETY: the range lies inside the vector's allocation; the advice changes how
            // pages are backed, not their contents.
            unsafe {
                libc::madvise(aligned as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = v;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds() {
        let mut tt = TranspositionTable::new(1);
        assert_eq!(tt.size_mb(), 1);
        tt.store(0xDEAD_BEEF_1234_5678, 77, -150, 20, 7, Bound::Lower);
        let p = tt.probe(0xDEAD_BEEF_1234_5678).unwrap();
        assert_eq!(
            (p.mv, p.score, p.eval, p.depth, p.bound),
            (77, -150, 20, 7, Bound::Lower)
        );
        assert!(tt.probe(0x1234).is_none());
        tt.clear();
        assert!(tt.probe(0xDEAD_BEEF_1234_5678).is_none());
    }
}
