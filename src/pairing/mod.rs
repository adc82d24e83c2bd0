//! Tournament pairing, pure: FIDE Berger tables for round robins ([`berger`]), the FIDE
//! tournament report file TRF-16 as JaVaFo and bbpPairings read it ([`trf`]), the Swiss Dutch
//! system ([`dutch`]) and the FIDE tie-breaks ([`tiebreak`]). Imports nothing of qibot (like
//! `games/`); the tournaments of the hub stand on it. No I/O.

pub mod berger;
pub mod dutch;
pub mod tiebreak;
pub mod trf;

/// A pairing number: a player's number in the tournament's initial ranking (1 is the top seed).
pub type PairingNumber = u32;

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Moves first (Red in Xiangqi, the first side in Jungle).
    White,
    /// Moves second.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// One round's pairing: the boards in order (white first) and the player who sits out with
/// the bye, if any.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoundPairing {
    /// `(white, black)` by pairing number, board 1 first.
    pub boards: Vec<(PairingNumber, PairingNumber)>,
    /// The player given the bye (the pairing-allocated bye, or the dummy's opponent).
    pub bye: Option<PairingNumber>,
}

impl RoundPairing {
    /// The pairing in the output format of JaVaFo and bbpPairings: the number of pairs (the bye
    /// counts as one), then one `white black` line a board, the bye last as `id 0`; every line
    /// ends with `\n`.
    pub fn to_text(&self) -> String {
        let count = self.boards.len() + usize::from(self.bye.is_some());
        let mut out = format!("{count}\n");
        for (w, b) in &self.boards {
            out.push_str(&format!("{w} {b}\n"));
        }
        if let Some(p) = self.bye {
            out.push_str(&format!("{p} 0\n"));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_output_counts_the_bye_as_a_pair_and_writes_it_last() {
        let r = RoundPairing {
            boards: vec![(3, 1), (2, 5)],
            bye: Some(4),
        };
        assert_eq!(r.to_text(), "3\n3 1\n2 5\n4 0\n");
        assert_eq!(RoundPairing::default().to_text(), "0\n");
    }
}
