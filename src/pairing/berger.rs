//! Round robins by the FIDE Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! With `n` players (an odd number gets a dummy, number `n + 1`, and the player paired with it
//! sits out), a cycle has `n - 1` rounds. In round `r` the player `p = (r + 1) / 2` (odd `r`) or
//! `r / 2 + n / 2` (even `r`) meets player `n` (white in odd rounds, black in even ones), and the
//! other boards pair `p + k` (white) with `p - k` (black), `k = 1 .. n/2 - 1`, counted round the
//! circle `1 ..= n - 1`. This gives the published tables board for board (1-8, 2-7, 3-6, 4-5 /
//! 8-5, 6-4, 7-3, 1-2 / …). A double round robin plays the cycle twice, the second time with the
//! colours reversed.

use super::{PairingNumber, RoundPairing};

/// A round robin that cannot be drawn up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoundRobinError {
    /// Fewer than two players.
    #[error("a round robin needs at least 2 players, not {0}")]
    TooFewPlayers(u32),
    /// More players than the tables are drawn for.
    #[error("{0} players is more than a round robin of at most 1000 players")]
    TooManyPlayers(u32),
    /// A round outside the tournament.
    #[error(
        "round {round} does not exist: a {kind} round robin of {players} players has rounds 1 to {last}"
    )]
    NoSuchRound {
        /// The round asked for.
        round: u32,
        /// The number of players.
        players: u32,
        /// `single` or `double`.
        kind: &'static str,
        /// The last round.
        last: u32,
    },
}

/// The number of rounds of a round robin of `players` players (`double`: two cycles).
pub fn rounds(players: u32, double: bool) -> u32 {
    let even = players + players % 2;
    let cycle = even.saturating_sub(1);
    if double { 2 * cycle } else { cycle }
}

/// Round `round` (from 1) of the Berger table for `players` players, single or `double` round
/// robin: the boards in the table's order, white first, and with an odd number of players the
/// one who sits out as the bye.
///
/// # Errors
/// Fewer than 2 or more than 1000 players, or a round outside `1 ..= rounds(players, double)`.
pub fn round(players: u32, round: u32, double: bool) -> Result<RoundPairing, RoundRobinError> {
    if players < 2 {
        return Err(RoundRobinError::TooFewPlayers(players));
    }
    if players > 1000 {
        return Err(RoundRobinError::TooManyPlayers(players));
    }
    let last = rounds(players, double);
    if round == 0 || round > last {
        return Err(RoundRobinError::NoSuchRound {
            round,
            players,
            kind: if double { "double" } else { "single" },
            last,
        });
    }
    let n = players + players % 2;
    let cycle = n - 1;
    // The second cycle repeats the first with the colours reversed.
    let (r, swapped) = if round > cycle {
        (round - cycle, true)
    } else {
        (round, false)
    };
    let p = if r % 2 == 1 {
        r.div_ceil(2)
    } else {
        r / 2 + n / 2
    };
    let mut pairs: Vec<(PairingNumber, PairingNumber)> = Vec::with_capacity(n as usize / 2);
    pairs.push(if r % 2 == 1 { (p, n) } else { (n, p) });
    // Round the circle 1 ..= n - 1.
    let at = |x: i64| -> PairingNumber { (x - 1).rem_euclid(i64::from(cycle)) as u32 + 1 };
    for k in 1..i64::from(n / 2) {
        pairs.push((at(i64::from(p) + k), at(i64::from(p) - k)));
    }
    let mut out = RoundPairing::default();
    for (w, b) in pairs {
        let (w, b) = if swapped { (b, w) } else { (w, b) };
        if w > players {
            out.bye = Some(b);
        } else if b > players {
            out.bye = Some(w);
        } else {
            out.boards.push((w, b));
        }
    }
    Ok(out)
}

/// Every round of the table, first to last (see [`round`]).
///
/// # Errors
/// As [`round`] for the number of players.
pub fn table(players: u32, double: bool) -> Result<Vec<RoundPairing>, RoundRobinError> {
    if players < 2 {
        return Err(RoundRobinError::TooFewPlayers(players));
    }
    (1..=rounds(players, double))
        .map(|r| round(players, r, double))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The rounds as the handbook prints them: `"1-6 2-5 3-4"` (white first).
    fn parse(rounds: &[&str]) -> Vec<Vec<(u32, u32)>> {
        rounds
            .iter()
            .map(|r| {
                r.split_whitespace()
                    .map(|b| {
                        let (w, k) = b.split_once('-').unwrap();
                        (w.parse().unwrap(), k.parse().unwrap())
                    })
                    .collect()
            })
            .collect()
    }

    fn boards_with_bye(r: &RoundPairing, n: u32) -> Vec<(u32, u32)> {
        // The published tables show the dummy as player n + 1 at its place on board 1.
        let mut b = r.boards.clone();
        if let Some(p) = r.bye {
            b.insert(0, (p, n + 1));
        }
        b
    }

    #[test]
    fn six_and_eight_players_are_the_published_tables() {
        // C.05 Annex 1, the tables for 5 or 6 and 7 or 8 players.
        let six = parse(&[
            "1-6 2-5 3-4",
            "6-4 5-3 1-2",
            "2-6 3-1 4-5",
            "6-5 1-4 2-3",
            "3-6 4-2 5-1",
        ]);
        let eight = parse(&[
            "1-8 2-7 3-6 4-5",
            "8-5 6-4 7-3 1-2",
            "2-8 3-1 4-7 5-6",
            "8-6 7-5 1-4 2-3",
            "3-8 4-2 5-1 6-7",
            "8-7 1-6 2-5 3-4",
            "4-8 5-3 6-2 7-1",
        ]);
        for (n, published) in [(6, six), (8, eight)] {
            let got: Vec<_> = table(n, false)
                .unwrap()
                .iter()
                .map(|r| r.boards.clone())
                .collect();
            assert_eq!(got, published, "{n} players");
        }
        // Ten players, round 2 and 9.
        assert_eq!(
            round(10, 2, false).unwrap().boards,
            parse(&["10-6 7-5 8-4 9-3 1-2"])[0]
        );
        assert_eq!(
            round(10, 9, false).unwrap().boards,
            parse(&["5-10 6-4 7-3 8-2 9-1"])[0]
        );
    }

    #[test]
    fn an_odd_number_gives_the_dummys_opponent_the_bye() {
        // Five players use the table of six; number 6 is the dummy.
        let r1 = round(5, 1, false).unwrap();
        assert_eq!(r1.bye, Some(1));
        assert_eq!(r1.boards, vec![(2, 5), (3, 4)]);
        let r2 = round(5, 2, false).unwrap();
        assert_eq!(r2.bye, Some(4));
        assert_eq!(r2.boards, vec![(5, 3), (1, 2)]);
        // Seven players: each sits out exactly once in the seven rounds.
        let byes: Vec<_> = table(7, false)
            .unwrap()
            .iter()
            .map(|r| r.bye.unwrap())
            .collect();
        let mut sorted = byes.clone();
        sorted.sort();
        assert_eq!(sorted, (1..=7).collect::<Vec<_>>());
        assert_eq!(boards_with_bye(&round(7, 1, false).unwrap(), 7)[0], (1, 8));
    }

    /// Checks the table of `n` players: who meets whom, how often, with which colours, and the
    /// rhythm of each player's colours.
    fn check_table(n: u32, double: bool) {
        let t = table(n, double).unwrap();
        let even = n + n % 2;
        assert_eq!(t.len() as u32, rounds(n, double));
        let mut met: HashMap<(u32, u32), u32> = HashMap::new();
        let mut colours: HashMap<u32, Vec<Option<bool>>> = HashMap::new();
        for r in &t {
            let mut seen = vec![false; n as usize + 1];
            for &(w, b) in &r.boards {
                assert!(w != b && w >= 1 && b >= 1 && w <= n && b <= n);
                for p in [w, b] {
                    assert!(!seen[p as usize], "{p} twice in a round");
                    seen[p as usize] = true;
                }
                *met.entry((w, b)).or_default() += 1;
                colours.entry(w).or_default().push(Some(true));
                colours.entry(b).or_default().push(Some(false));
            }
            if let Some(p) = r.bye {
                assert!(!seen[p as usize]);
                seen[p as usize] = true;
                colours.entry(p).or_default().push(None);
            }
            assert!(seen[1..].iter().all(|s| *s), "everyone plays or sits out");
            assert_eq!(r.bye.is_some(), n % 2 == 1);
        }
        for a in 1..=n {
            for b in a + 1..=n {
                let (ab, ba) = (
                    met.get(&(a, b)).copied().unwrap_or(0),
                    met.get(&(b, a)).copied().unwrap_or(0),
                );
                if double {
                    assert_eq!((ab, ba), (1, 1), "{a} and {b} in a double of {n}");
                } else {
                    assert_eq!(ab + ba, 1, "{a} and {b} in a single of {n}");
                }
            }
        }
        if double {
            // The second cycle is the first with the colours reversed.
            let c = (even - 1) as usize;
            for i in 0..c {
                let swapped: Vec<_> = t[i].boards.iter().map(|&(w, b)| (b, w)).collect();
                assert_eq!(t[i + c].boards, swapped);
            }
        }
        // Berger's rhythm in a cycle: colours alternate, one repeat at most (never three alike
        // in a row), and the whites of a player are n/2 or n/2 - 1.
        let cycle = (even - 1) as usize;
        for (p, cs) in colours {
            let played: Vec<bool> = cs[..cycle].iter().flatten().copied().collect();
            let repeats = played.windows(2).filter(|w| w[0] == w[1]).count();
            assert!(
                repeats <= 1 + usize::from(n % 2 == 1),
                "{p} of {n}: {played:?}"
            );
            assert!(
                !played.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                "{p} of {n}"
            );
            let whites = played.iter().filter(|w| **w).count() as u32;
            assert!(
                whites == even / 2 || whites + 1 == even / 2,
                "{p} of {n}: {whites} whites"
            );
            if p == even {
                // The last number alternates strictly: black in round 1.
                assert!(played.windows(2).all(|w| w[0] != w[1]) && !played[0]);
            }
        }
    }

    #[test]
    fn the_tables_for_3_to_16_players_pair_everyone_once_and_alternate_colours() {
        for n in 3..=16 {
            check_table(n, false);
            check_table(n, true);
        }
    }

    #[test]
    fn bad_sizes_and_rounds_are_refused() {
        assert_eq!(round(1, 1, false), Err(RoundRobinError::TooFewPlayers(1)));
        let e = round(6, 6, false).unwrap_err();
        assert_eq!(
            e.to_string(),
            "round 6 does not exist: a single round robin of 6 players has rounds 1 to 5"
        );
        assert!(round(6, 10, true).is_ok());
        assert!(round(6, 0, true).is_err());
        assert_eq!(rounds(7, true), 14);
    }
}
