//! GIF's LZW compression (GIF89a appendix F: variable-length codes of 9 to 12 bits packed least
//! significant bit first, a clear code first and whenever the table fills, code-size growth as
//! in giflib's `EGifCompressOutput`), with a fast path for runs of one byte.
//!
//! Why not the `gif` crate's encoder: replay frames are mostly the transparent index (unchanged
//! pixels), and a byte-at-a-time encoder spends nearly all its time walking those runs. Here a
//! run of the transparent index costs one step per code emitted, not per byte: the table's
//! entries for "k transparent bytes" always form the contiguous lengths 1..=K, so the longest
//! match is found by arithmetic.

/// Minimum code size for 256-entry palettes.
pub const MIN_CODE_SIZE: u8 = 8;
const CLEAR: u16 = 256;
const END: u16 = 257;
const FIRST_FREE: u16 = 258;
/// giflib's `LZ_MAX_CODE`: when the next free code reaches it, the table is cleared instead.
const MAX_CODE: u16 = 4095;
const HASH_BITS: u32 = 13;

/// Packs codes LSB first.
struct BitWriter {
    out: Vec<u8>,
    acc: u64,
    bits: u32,
}

impl BitWriter {
    fn put(&mut self, code: u16, size: u32) {
        self.acc |= (code as u64) << self.bits;
        self.bits += size;
        while self.bits >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.bits -= 8;
        }
    }

    fn flush(&mut self) {
        if self.bits > 0 {
            self.out.push(self.acc as u8);
            self.acc = 0;
            self.bits = 0;
        }
    }
}

/// The string table: (prefix code, next byte) → code, open addressing, cleared with the table.
struct Table {
    keys: Vec<u32>,
    codes: Vec<u16>,
}

impl Table {
    fn new() -> Table {
        Table {
            keys: vec![0; 1 << HASH_BITS],
            codes: vec![0; 1 << HASH_BITS],
        }
    }

    fn clear(&mut self) {
        self.keys.fill(0);
    }

    #[inline]
    fn slot(key: u32) -> usize {
        (key.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
    }

    #[inline]
    fn get(&self, prefix: u16, byte: u8) -> Option<u16> {
        let key = ((prefix as u32) << 8 | byte as u32) + 1;
        let mask = (1 << HASH_BITS) - 1;
        let mut i = Self::slot(key);
        loop {
            match self.keys[i] {
                0 => return None,
                k if k == key => return Some(self.codes[i]),
                _ => i = (i + 1) & mask,
            }
        }
    }

    #[inline]
    fn insert(&mut self, prefix: u16, byte: u8, code: u16) {
        let key = ((prefix as u32) << 8 | byte as u32) + 1;
        let mask = (1 << HASH_BITS) - 1;
        let mut i = Self::slot(key);
        while self.keys[i] != 0 {
            i = (i + 1) & mask;
        }
        self.keys[i] = key;
        self.codes[i] = code;
    }
}

struct Encoder {
    bits: BitWriter,
    table: Table,
    size: u32,
    next: u16,
    /// `runs[k - 1]` is the code of `k` copies of the run byte.
    runs: Vec<u16>,
    run_byte: u8,
}

impl Encoder {
    fn emit(&mut self, code: u16) {
        self.bits.put(code, self.size);
        if self.next as u32 >= 1 << self.size && self.size < 12 {
            self.size += 1;
        }
    }

    fn reset(&mut self) {
        self.table.clear();
        self.size = MIN_CODE_SIZE as u32 + 1;
        self.next = FIRST_FREE;
        self.runs.truncate(1);
    }

    /// After emitting `prefix`, adds the entry `prefix + byte`, or clears a full table.
    /// Returns the new code, if one was added.
    fn add(&mut self, prefix: u16, byte: u8) -> Option<u16> {
        if self.next >= MAX_CODE {
            self.emit(CLEAR);
            self.reset();
            None
        } else {
            let code = self.next;
            self.table.insert(prefix, byte, code);
            self.next += 1;
            Some(code)
        }
    }
}

/// LZW-compresses palette indices for a GIF image block: the minimum code size byte, then the
/// code stream (not yet cut into sub-blocks). `run_byte` gets the fast path (the transparent
/// index in replay frames).
pub fn encode(data: &[u8], run_byte: u8) -> Vec<u8> {
    let mut e = Encoder {
        bits: BitWriter {
            out: Vec::with_capacity(data.len() / 8 + 16),
            acc: 0,
            bits: 0,
        },
        table: Table::new(),
        size: MIN_CODE_SIZE as u32 + 1,
        next: FIRST_FREE,
        runs: vec![run_byte as u16],
        run_byte,
    };
    e.bits.out.push(MIN_CODE_SIZE);
    e.emit(CLEAR);
    let Some((&first, rest)) = data.split_first() else {
        e.emit(END);
        e.bits.flush();
        return e.bits.out;
    };
    let mut prefix = first as u16;
    // The length of the prefix if it is a pure run of `run_byte`, else 0.
    let mut run = (first == run_byte) as usize;
    let mut i = 0;
    while i < rest.len() {
        let b = rest[i];
        if run > 0 && b == run_byte {
            let mut left = rest[i..].iter().take_while(|&&x| x == run_byte).count();
            i += left;
            loop {
                let longest = e.runs.len();
                if run + left <= longest {
                    run += left;
                    prefix = e.runs[run - 1];
                    break;
                }
                // Extend to the longest known run, emit it, and start over with one byte.
                left -= longest - run;
                prefix = e.runs[longest - 1];
                e.emit(prefix);
                if let Some(code) = e.add(prefix, e.run_byte) {
                    e.runs.push(code);
                }
                left -= 1;
                run = 1;
                prefix = e.run_byte as u16;
                if left == 0 {
                    break;
                }
            }
            continue;
        }
        match e.table.get(prefix, b) {
            Some(code) => {
                prefix = code;
                run = 0;
            }
            None => {
                e.emit(prefix);
                e.add(prefix, b);
                prefix = b as u16;
                run = (b == run_byte) as usize;
            }
        }
        i += 1;
    }
    e.emit(prefix);
    e.emit(END);
    e.bits.flush();
    e.bits.out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(stream: &[u8]) -> Vec<u8> {
        let mut d = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, stream[0]);
        d.decode(&stream[1..]).expect("valid LZW")
    }

    #[test]
    fn round_trips_runs_noise_and_table_clears() {
        // Long transparent runs, short ones, noise that fills the table several times.
        let mut data = Vec::new();
        let mut x: u32 = 12345;
        for block in 0..200 {
            data.extend(std::iter::repeat_n(255u8, (block * 37) % 5000));
            for _ in 0..(block * 13) % 700 {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                data.push((x >> 16) as u8 % if block % 3 == 0 { 4 } else { 255 });
            }
            data.extend(std::iter::repeat_n(255u8, block % 3));
        }
        let encoded = encode(&data, 255);
        assert!(decode(&encoded) == data, "round trip differs");
        assert!(encoded.len() < data.len() / 2);
    }

    #[test]
    fn round_trips_edge_cases() {
        for data in [
            vec![],
            vec![255],
            vec![7],
            vec![255; 100_000],
            vec![1, 255, 255, 1, 255],
        ] {
            assert!(
                decode(&encode(&data, 255)) == data,
                "round trip of {} bytes",
                data.len()
            );
        }
    }
}
