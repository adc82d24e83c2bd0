//! Tie-breaks of FIDE C.07: Buchholz, Buchholz cut-1, Sonneborn-Berger, direct encounter and the
//! number of wins, on the rounds of a [`Tournament`].
//!
//! Unplayed games are handled by the virtual opponent of the FIDE rules (C.02 13.15.2, in
//! force with C.07 until 2023): a player without an opponent over the board in round `R`
//! (a forfeit either way, a bye, an absence) is taken to have met a virtual opponent who had the
//! player's score before the round, took the opposite of the player's result in it and drew
//! every later round: `Svon = SPR + (1 - SfPR) + 0.5 (n - R)` after `n` rounds. The result
//! itself stands as a normal result. Games in which a player is indirectly involved (the
//! forfeits and byes of the player's opponents) count as draws in the opponents' scores.
//!
//! Values are in half points (`u32`) or, for Sonneborn-Berger, quarter points.

use super::PairingNumber;
use super::trf::{Player, Tournament};

/// One player's tie-breaks after a number of rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TieBreaks {
    /// The player.
    pub player: PairingNumber,
    /// The points, in half points.
    pub points: u32,
    /// Buchholz: the sum of the opponents' (adjusted) scores, in half points.
    pub buchholz: u32,
    /// Buchholz cut-1: Buchholz without the lowest opponent's score, in half points.
    pub buchholz_cut1: u32,
    /// Sonneborn-Berger: the sum over the rounds of the result times the opponent's (adjusted)
    /// score, in quarter points.
    pub sonneborn_berger: u32,
    /// Games won over the board (`1` and `W`; forfeits and byes do not count).
    pub wins: u32,
    /// The points (half points) scored against the players tied with this one on points, when
    /// every two of them have met; `None` otherwise (or when no one is tied).
    pub direct_encounter: Option<u32>,
}

/// An opponent's score for the tie-breaks after `rounds` rounds, in half points: games played
/// over the board as they ended, every other round as a draw.
fn adjusted_score(p: &Player, rounds: u32) -> u32 {
    (1..=rounds)
        .map(|r| match p.cell(r) {
            Some(c) if c.played() => c.outcome.half_points(),
            _ => 1,
        })
        .sum()
}

/// Each round's opponent score (half points) and the player's result (half points), the
/// virtual opponent standing in for an unplayed round.
fn contributions(t: &Tournament, p: &Player, rounds: u32) -> Vec<(u32, u32)> {
    (1..=rounds)
        .map(|r| {
            let cell = p.cell(r);
            let result = cell.map_or(0, |c| c.outcome.half_points());
            let opponent = cell
                .filter(|c| c.played())
                .and_then(|c| c.opponent)
                .and_then(|o| t.player(o));
            let score = match opponent {
                Some(o) => adjusted_score(o, rounds),
                // SPR + (1 - SfPR) + 0.5 (n - R), in half points.
                None => p.points_after(r - 1) + (2 - result) + (rounds - r),
            };
            (score, result)
        })
        .collect()
}

/// The points `p` scored against the players of `group` (pairing numbers), when `p` met
/// every one of them; `None` when one was not met.
fn against(p: &Player, group: &[PairingNumber], rounds: u32) -> Option<u32> {
    let mut total = 0;
    for &q in group.iter().filter(|q| **q != p.number) {
        let games: Vec<u32> = (1..=rounds)
            .filter_map(|r| p.cell(r))
            .filter(|c| c.opponent == Some(q))
            .map(|c| c.outcome.half_points())
            .collect();
        if games.is_empty() {
            return None;
        }
        total += games.iter().sum::<u32>();
    }
    Some(total)
}

/// The tie-breaks of every player of `t` after `rounds` rounds, in the order of the file.
pub fn tie_breaks(t: &Tournament, rounds: u32) -> Vec<TieBreaks> {
    let points: Vec<(PairingNumber, u32)> = t
        .players
        .iter()
        .map(|p| (p.number, p.points_after(rounds)))
        .collect();
    t.players
        .iter()
        .map(|p| {
            let parts = contributions(t, p, rounds);
            let buchholz = parts.iter().map(|(s, _)| s).sum::<u32>();
            let lowest = parts.iter().map(|(s, _)| *s).min().unwrap_or(0);
            let own = p.points_after(rounds);
            let tied: Vec<PairingNumber> = points
                .iter()
                .filter(|(_, s)| *s == own)
                .map(|(n, _)| *n)
                .collect();
            // Every two of the tied players must have met for the score between them to count.
            let all_met = tied.len() > 1
                && tied.iter().all(|&a| {
                    t.player(a)
                        .and_then(|pa| against(pa, &tied, rounds))
                        .is_some()
                });
            TieBreaks {
                player: p.number,
                points: own,
                buchholz,
                buchholz_cut1: buchholz - lowest,
                sonneborn_berger: parts.iter().map(|(s, r)| s * r).sum(),
                wins: (1..=rounds)
                    .filter_map(|r| p.cell(r))
                    .filter(|c| c.played() && c.outcome.half_points() == 2)
                    .count() as u32,
                direct_encounter: if all_met {
                    against(p, &tied, rounds)
                } else {
                    None
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Four players, three rounds (`tests/data/pairing/tiebreaks.trf`):
    /// round 1: 1-2 1-0, 3-4 ½-½; round 2: 3-1 1-0, 2-4 +/- (4 did not come);
    /// round 3: 1-4 1-0, 2-3 ½-½. Points: 1 2, 2 1½, 3 2, 4 ½.
    /// Adjusted scores (the forfeit a draw): 1 2, 2 1, 3 2, 4 1.
    /// Virtual opponents: 2 in round 2 (won by forfeit, ½ before it): 0 + (1 - 1) + ½·1 = ½;
    /// 4 in round 2 (lost by forfeit, ½ before): ½ + (1 - 0) + ½·1 = 2.
    #[test]
    fn the_worked_values_of_a_tournament_with_a_forfeit() {
        let t = Tournament::parse(include_str!("../../tests/data/pairing/tiebreaks.trf")).unwrap();
        let tb = tie_breaks(&t, 3);
        let row = |n: u32| tb.iter().find(|x| x.player == n).unwrap().clone();
        // Buchholz: 1 = 1 + 2 + 1 = 4; 2 = 2 + ½ + 2 = 4½; 3 = 1 + 2 + 1 = 4; 4 = 2 + 2 + 2 = 6.
        let bh: Vec<u32> = (1..=4).map(|n| row(n).buchholz).collect();
        assert_eq!(bh, vec![8, 9, 8, 12]);
        // Cut-1 drops the lowest: 3, 4 (the virtual ½), 3, 4.
        let cut: Vec<u32> = (1..=4).map(|n| row(n).buchholz_cut1).collect();
        assert_eq!(cut, vec![6, 8, 6, 8]);
        // Sonneborn-Berger: 1 = 1·1 + 0·2 + 1·1 = 2; 2 = 0 + 1·½ + ½·2 = 1½;
        // 3 = ½·1 + 1·2 + ½·1 = 3; 4 = ½·2 + 0 + 0 = 1 (quarter points).
        let sb: Vec<u32> = (1..=4).map(|n| row(n).sonneborn_berger).collect();
        assert_eq!(sb, vec![8, 6, 12, 4]);
        // Wins over the board: the forfeit win of 2 does not count.
        let wins: Vec<u32> = (1..=4).map(|n| row(n).wins).collect();
        assert_eq!(wins, vec![2, 0, 1, 0]);
        // 1 and 3 are tied on 2 and met in round 2 (3 won): 0 and 1 point.
        assert_eq!(row(1).direct_encounter, Some(0));
        assert_eq!(row(3).direct_encounter, Some(2));
        assert_eq!(row(2).direct_encounter, None);
        // After round 1 only: 1 beat 2 (who has 0), 3 and 4 drew (½ each).
        let first = tie_breaks(&t, 1);
        assert_eq!(first[0].buchholz, 0);
        assert_eq!(first[2].buchholz, 1);
        assert_eq!(
            first[2].direct_encounter,
            Some(1),
            "3 and 4 tied on ½, they drew"
        );
    }
}
