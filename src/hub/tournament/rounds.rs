//! A tournament's rounds from its stored records: the initial ranking (pairing numbers), the
//! tournament as a TRF-16 file holds it (for the Dutch system, the tie-breaks and the export),
//! the next round's pairing and the standings. Pure: records in, values out.

use std::collections::HashMap;

use crate::pairing::tiebreak::{self, TieBreaks};
use crate::pairing::trf::{Cell, Outcome, Player as TrfPlayer, Tournament};
use crate::pairing::{Colour, PairingNumber, berger, dutch};
use crate::store::{
    PairingRecord, PairingResult, TournamentFormat, TournamentPlayer, TournamentRecord,
};

/// The players in the initial ranking (FIDE C.04.2: rating, highest first; then who joined
/// first, then the member id): the player at index `i` has pairing number `i + 1`.
pub fn ranked(players: &[TournamentPlayer]) -> Vec<&TournamentPlayer> {
    let mut v: Vec<&TournamentPlayer> = players.iter().collect();
    v.sort_by(|a, b| {
        b.rating
            .cmp(&a.rating)
            .then(a.joined_ms.cmp(&b.joined_ms))
            .then(a.member.id.cmp(&b.member.id))
    });
    v
}

/// The cells of `first` and `second` for result `r`, colours as the seats (first moves first:
/// white).
fn cells(r: PairingResult, first: PairingNumber, second: Option<PairingNumber>) -> [Cell; 2] {
    let cell = |opponent, colour, outcome| Cell {
        opponent,
        colour,
        outcome,
    };
    let (w, b) = (Some(Colour::White), Some(Colour::Black));
    let (f, s) = (Some(first), second);
    use Outcome::*;
    match r {
        PairingResult::FirstWins => [cell(s, w, Win), cell(f, b, Loss)],
        PairingResult::SecondWins => [cell(s, w, Loss), cell(f, b, Win)],
        PairingResult::Draw => [cell(s, w, Draw), cell(f, b, Draw)],
        PairingResult::FirstByForfeit => [cell(s, None, ForfeitWin), cell(f, None, ForfeitLoss)],
        PairingResult::SecondByForfeit => [cell(s, None, ForfeitLoss), cell(f, None, ForfeitWin)],
        PairingResult::DoubleForfeit => [cell(s, None, ForfeitLoss), cell(f, None, ForfeitLoss)],
        PairingResult::Bye => [cell(None, None, PairingBye); 2],
        PairingResult::SitsOut => [cell(None, None, ZeroBye); 2],
    }
}

/// Tournament `t` as a TRF-16 file holds it after the results recorded in `pairings`: one
/// `001` line a player in the initial ranking, `XXR` its rounds, `XXC white1`. A pairing not
/// yet decided leaves its cells blank; a player absent from a round already paired (withdrawn)
/// sits it out with a zero-point bye.
pub fn to_trf(
    t: &TournamentRecord,
    players: &[TournamentPlayer],
    pairings: &[PairingRecord],
) -> Tournament {
    let order = ranked(players);
    let number: HashMap<&str, PairingNumber> = (order.iter().enumerate())
        .map(|(i, p)| (p.member.id.as_str(), i as PairingNumber + 1))
        .collect();
    let rounds = t.current_round.max(0) as usize;
    let mut cells_of: Vec<Vec<Option<Cell>>> = vec![vec![None; rounds]; order.len()];
    let mut seen: Vec<Vec<bool>> = vec![vec![false; rounds]; order.len()];
    for p in pairings {
        let r = (p.round - 1) as usize;
        let (Some(&a), true) = (number.get(p.first.as_str()), r < rounds) else {
            continue;
        };
        let b = p.second.as_deref().and_then(|s| number.get(s)).copied();
        seen[a as usize - 1][r] = true;
        if let Some(b) = b {
            seen[b as usize - 1][r] = true;
        }
        let Some(result) = p.result else { continue };
        let [ca, cb] = cells(result, a, b);
        cells_of[a as usize - 1][r] = Some(ca);
        if let Some(b) = b {
            cells_of[b as usize - 1][r] = Some(cb);
        }
    }
    let players = order
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut rounds = cells_of[i].clone();
            for (r, cell) in rounds.iter_mut().enumerate() {
                if !seen[i][r] {
                    *cell = Some(Cell {
                        opponent: None,
                        colour: None,
                        outcome: Outcome::ZeroBye,
                    });
                }
            }
            while rounds.last() == Some(&None) {
                rounds.pop();
            }
            let mut line = TrfPlayer {
                number: i as PairingNumber + 1,
                // The name's columns (15-47) hold 33 characters.
                name: p.member.name.chars().take(33).collect(),
                rating: u32::try_from(p.rating).unwrap_or(0).min(9999),
                rounds,
                ..TrfPlayer::default()
            };
            line.points = line.points_after(t.current_round.max(0) as u32);
            line
        })
        .collect();
    Tournament {
        other_lines: vec![format!("012 {}", t.name)],
        total_rounds: Some(t.rounds.max(0) as u32),
        initial_colour: Some(Colour::White),
        players,
    }
}

/// Why the next round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NextRoundError {
    /// A round robin's table cannot be drawn up (too few players).
    #[error("{0}")]
    RoundRobin(#[from] berger::RoundRobinError),
    /// The Dutch system finds no pairing.
    #[error("{0}")]
    Swiss(#[from] dutch::DutchError),
}

/// The pairings of round `t.current_round + 1`, boards first then the bye, with the results
/// known at once: the bye's point, a round robin's free round, a forfeit over a withdrawn
/// player.
///
/// # Errors
/// [`NextRoundError`] when the round cannot be paired.
pub fn next_round(
    t: &TournamentRecord,
    players: &[TournamentPlayer],
    pairings: &[PairingRecord],
) -> Result<Vec<PairingRecord>, NextRoundError> {
    let round = t.current_round + 1;
    let order = ranked(players);
    let member = |n: PairingNumber| order[n as usize - 1];
    let (pairing, bye_result) = match t.format {
        TournamentFormat::Swiss => {
            let mut trf = to_trf(t, players, pairings);
            for (i, p) in order.iter().enumerate() {
                if p.withdrawn {
                    let cells = &mut trf.players[i].rounds;
                    cells.resize(round as usize, None);
                    cells[round as usize - 1] = Some(Cell {
                        opponent: None,
                        colour: None,
                        outcome: Outcome::ZeroBye,
                    });
                }
            }
            (dutch::pair(&trf)?, PairingResult::Bye)
        }
        f => {
            let double = f == TournamentFormat::DoubleRoundRobin;
            let r = berger::round(order.len() as u32, round as u32, double)?;
            (r, PairingResult::SitsOut)
        }
    };
    let mut out = Vec::new();
    let record = |board: usize, first: &TournamentPlayer, second: Option<&TournamentPlayer>| {
        let result = match (first.withdrawn, second.map(|s| s.withdrawn)) {
            (_, None) => Some(bye_result),
            (true, Some(true)) => Some(PairingResult::DoubleForfeit),
            (true, Some(false)) => Some(PairingResult::SecondByForfeit),
            (false, Some(true)) => Some(PairingResult::FirstByForfeit),
            (false, Some(false)) => None,
        };
        PairingRecord {
            tournament: t.id,
            round,
            board: board as i64 + 1,
            first: first.member.id.clone(),
            second: second.map(|s| s.member.id.clone()),
            game: None,
            result,
        }
    };
    for (i, (w, b)) in pairing.boards.iter().enumerate() {
        out.push(record(i, member(*w), Some(member(*b))));
    }
    if let Some(p) = pairing.bye {
        out.push(record(pairing.boards.len(), member(p), None));
    }
    Ok(out)
}

/// The number of rounds of `t` with `players` entered: a round robin's from the Berger
/// tables, a Swiss tournament's as set.
pub fn rounds_for(t: &TournamentRecord, players: usize) -> i64 {
    match t.format {
        TournamentFormat::Swiss => t.rounds,
        f => berger::rounds(players as u32, f == TournamentFormat::DoubleRoundRobin) as i64,
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The place, from 1 (players tied on every tie-break share it).
    pub rank: usize,
    /// The player.
    pub player: TournamentPlayer,
    /// The pairing number.
    pub number: PairingNumber,
    /// Points and tie-breaks, in half points (Sonneborn–Berger in quarter points).
    pub tie_breaks: TieBreaks,
}

/// The standings after the results recorded: by points, then the FIDE C.07 tie-breaks in
/// the order recommended for the format (Swiss: Buchholz cut-1, Buchholz, Sonneborn–Berger,
/// direct encounter, wins; round robin: direct encounter, Sonneborn–Berger, wins), then the
/// pairing number.
pub fn standings(
    t: &TournamentRecord,
    players: &[TournamentPlayer],
    pairings: &[PairingRecord],
) -> Vec<Standing> {
    let trf = to_trf(t, players, pairings);
    let order = ranked(players);
    let tbs = tiebreak::tie_breaks(&trf, t.current_round.max(0) as u32);
    let key = |b: &TieBreaks| -> Vec<u32> {
        let de = b.direct_encounter.unwrap_or(0);
        match t.format {
            TournamentFormat::Swiss => vec![
                b.points,
                b.buchholz_cut1,
                b.buchholz,
                b.sonneborn_berger,
                de,
                b.wins,
            ],
            _ => vec![b.points, de, b.sonneborn_berger, b.wins],
        }
    };
    let mut lines: Vec<(Vec<u32>, TieBreaks)> = tbs.into_iter().map(|b| (key(&b), b)).collect();
    lines.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.player.cmp(&b.1.player)));
    let mut out: Vec<Standing> = Vec::with_capacity(lines.len());
    for (i, (k, b)) in lines.iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if key(&prev.tie_breaks) == *k => prev.rank,
            _ => i + 1,
        };
        out.push(Standing {
            rank,
            player: order[b.player as usize - 1].clone(),
            number: b.player,
            tie_breaks: b.clone(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::any::GameKind;
    use crate::store::TournamentState;
    use crate::store::types::Player;

    fn tournament(format: TournamentFormat, rounds: i64, current_round: i64) -> TournamentRecord {
        TournamentRecord {
            id: 1,
            server: "s".into(),
            channel: "c".into(),
            name: "Cup".into(),
            game_kind: GameKind::Xiangqi,
            rules: "standard".into(),
            time_control: "none".into(),
            rated: false,
            format,
            rounds,
            state: TournamentState::Running,
            organiser: Player::new("o", "O"),
            created_ms: 0,
            current_round,
        }
    }

    /// Members `p1..=pN`, rated so that `p1` is the top seed.
    fn players(n: usize) -> Vec<TournamentPlayer> {
        (1..=n)
            .map(|i| TournamentPlayer {
                tournament: 1,
                member: Player::new(format!("p{i}"), format!("P{i}")),
                rating: 2000 - i as i64,
                joined_ms: 0,
                withdrawn: false,
            })
            .collect()
    }

    #[test]
    fn a_withdrawn_players_round_robin_games_are_forfeits() {
        let mut ps = players(4);
        ps[3].withdrawn = true;
        let t = tournament(TournamentFormat::RoundRobin, 3, 0);
        let next = next_round(&t, &ps, &[]).unwrap();
        // Berger round 1 of 4: 1-4, 2-3.
        let boards: Vec<_> = next
            .iter()
            .map(|p| (p.first.as_str(), p.second.as_deref(), p.result))
            .collect();
        assert_eq!(
            boards,
            [
                ("p1", Some("p4"), Some(PairingResult::FirstByForfeit)),
                ("p2", Some("p3"), None),
            ]
        );
    }

    #[test]
    fn a_withdrawn_player_is_not_paired_in_a_swiss_round_and_the_file_reads_back() {
        let mut ps = players(5);
        let t = tournament(TournamentFormat::Swiss, 3, 0);
        let mut round1 = next_round(&t, &ps, &[]).unwrap();
        assert_eq!(round1.len(), 3);
        assert_eq!(round1[2].second, None);
        assert_eq!(round1[2].result, Some(PairingResult::Bye));
        for p in &mut round1 {
            p.result.get_or_insert(PairingResult::FirstWins);
        }
        let bye = round1[2].first.clone();
        ps.iter_mut()
            .filter(|p| p.member.id != bye)
            .take(1)
            .for_each(|p| p.withdrawn = true);
        let t = tournament(TournamentFormat::Swiss, 3, 1);
        let trf = to_trf(&t, &ps, &round1);
        let back = Tournament::parse(&trf.to_text()).unwrap();
        assert_eq!(back, trf);
        let round2 = next_round(&t, &ps, &round1).unwrap();
        // Four players left: two boards, no bye, the withdrawn player nowhere.
        let gone = ps.iter().find(|p| p.withdrawn).unwrap().member.id.clone();
        assert_eq!(round2.len(), 2);
        assert!(round2.iter().all(|p| p.second.is_some()
            && p.first != gone
            && p.second.as_deref() != Some(gone.as_str())));
        // Points: the three winners and the bye have a point each.
        let points: u32 = standings(&t, &ps, &round1)
            .iter()
            .map(|s| s.tie_breaks.points)
            .sum();
        assert_eq!(points, 3 * 2);
    }
}
