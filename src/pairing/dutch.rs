//! The Swiss Dutch system (FIDE Handbook C.04.3, with the general rules of C.04.1), pairing the
//! next round of a [`Tournament`] read from TRF.
//!
//! What is implemented, in the rules' terms:
//! - ranking by score, then pairing number (A.2); score groups and brackets from the top, the
//!   players left unpaired in a bracket moving down as downfloaters (MDPs) into the next (A.3,
//!   A.4); a round scored without playing (a bye, a forfeit win) counts as a downfloat (the
//!   2025 text's 1.4.3), a zero-point bye or an absence as no float;
//! - colour preferences, absolute, strong and mild, from the colour difference and the last two
//!   colours (A.6);
//! - the pairing-allocated bye: the lowest-ranked player of the lowest score who has not yet had
//!   a point without playing (`U`, `F`, `+`), among those whose absence leaves the rest
//!   pairable (C.04.1 c, C2, C4); requested byes (`0000 - H`/`Z`) sit out;
//! - the absolute criteria: no two players meet twice (C1), no bye twice (C2), no two
//!   non-topscorers with the same absolute colour preference meet (C3); completion (C4): a
//!   bracket's pairing is only taken when the players below can still all be paired;
//! - S1 (the MDPs, or the top half of a homogeneous bracket) against S2, the transpositions of
//!   S2 in the order of B.2 and the exchanges between S1 and S2 of a homogeneous bracket in the
//!   order of B.3 (fewest players exchanged, then the smallest difference of the sums of their
//!   bracket numbers, then the lowest numbers moved from S1), the remainder of a heterogeneous
//!   bracket paired as a homogeneous bracket;
//! - the quality criteria, in their order: the most pairs (C5), the lowest scores of the
//!   downfloaters (C6), the fewest colour preferences not met (C10), the fewest strong
//!   preferences not met (C11), the fewest downfloaters and upfloaters repeating the previous
//!   round's float (C12, C13) and the one two rounds before (C14, C15); among the candidates the
//!   first with the best criteria is taken (B.4: the first that meets them all, else the best);
//! - the colour allocation (E.1 to E.5) and the board order of C.04.2;
//! - the last round: topscorers (more than half the maximum score) may meet with the same
//!   absolute colour preference.
//!
//! Not implemented: the criteria on score differences of repeated floaters (C16 to C19), the
//! topscorers' colour criteria C8 and C9, exchanges of more than two players each way, and
//! accelerated pairings. A bracket tries at most 20 000 candidates (then takes the best found)
//! and the check that the rest stays pairable gives up after 2 000 steps (taking it as
//! pairable), so a large bracket with no perfect candidate may be paired otherwise than a
//! FIDE-endorsed engine pairs it.

use std::cmp::Ordering;
use std::collections::HashSet;

use super::trf::{Outcome, Player, Tournament};
use super::{Colour, PairingNumber, RoundPairing};

/// A round that cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DutchError {
    /// Every round of `XXR` has been paired.
    #[error("all {0} rounds (XXR) are paired already: raise XXR to pair another round")]
    Finished(u32),
    /// No pairing meets the absolute criteria.
    #[error(
        "no pairing of round {0} meets the absolute criteria (no rematch, no second bye, no two \
         equal absolute colour preferences): check the file, or pair this round by hand"
    )]
    Impossible(u32),
}

/// How strongly a player wants a colour (A.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A float a player received in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Float {
    None,
    Down,
    Up,
}

/// A player to pair, as the rules see them.
#[derive(Debug, Clone)]
struct Entrant {
    number: PairingNumber,
    /// Points before the round, in half points.
    score: u32,
    /// The colours of the games played, in order.
    colours: Vec<Colour>,
    opponents: HashSet<PairingNumber>,
    /// Has had a point without playing (pairing-allocated bye, full-point bye, forfeit win).
    had_bye: bool,
    /// The floats of the last two rounds: `[previous round, the one before]`.
    floats: [Float; 2],
    topscorer: bool,
    preference: Option<Colour>,
    strength: Strength,
    /// whites - blacks.
    difference: i32,
}

impl Entrant {
    fn from_trf(t: &Tournament, p: &Player, round: u32, last_round: bool) -> Entrant {
        let done = round - 1;
        let mut colours = Vec::new();
        let mut opponents = HashSet::new();
        let mut had_bye = false;
        let mut float_of = Vec::new();
        for r in 1..=done {
            let cell = p.cell(r);
            // 1.4.3: scoring more than a loss without playing is a downfloat.
            let mut float = if cell.is_some_and(|c| c.outcome.half_points() > 0) {
                Float::Down
            } else {
                Float::None
            };
            if let Some(c) = cell {
                if let Some(o) = c.opponent {
                    opponents.insert(o);
                }
                if matches!(
                    c.outcome,
                    Outcome::PairingBye | Outcome::FullBye | Outcome::ForfeitWin
                ) {
                    had_bye = true;
                }
                if c.played() {
                    // A game read from TRF always has its colour; one built without is
                    // left out of the colour history.
                    colours.extend(c.colour);
                    let mine = p.points_after(r - 1);
                    let theirs = c
                        .opponent
                        .and_then(|o| t.player(o))
                        .map_or(mine, |q| q.points_after(r - 1));
                    float = match mine.cmp(&theirs) {
                        Ordering::Greater => Float::Down,
                        Ordering::Less => Float::Up,
                        Ordering::Equal => Float::None,
                    };
                }
            }
            float_of.push(float);
        }
        let at = |back: usize| {
            float_of
                .len()
                .checked_sub(back)
                .map_or(Float::None, |i| float_of[i])
        };
        let whites = colours.iter().filter(|c| **c == Colour::White).count() as i32;
        let difference = 2 * whites - colours.len() as i32;
        let last_two_same =
            colours.len() >= 2 && colours[colours.len() - 1] == colours[colours.len() - 2];
        let last = colours.last().copied();
        let (preference, strength) = if !(-1..=1).contains(&difference) || last_two_same {
            let wants = if difference > 1 || (difference >= -1 && last == Some(Colour::White)) {
                Colour::Black
            } else {
                Colour::White
            };
            (Some(wants), Strength::Absolute)
        } else if difference == 1 {
            (Some(Colour::Black), Strength::Strong)
        } else if difference == -1 {
            (Some(Colour::White), Strength::Strong)
        } else if let Some(l) = last {
            (Some(l.opposite()), Strength::Mild)
        } else {
            (None, Strength::None)
        };
        let score = p.points_after(done);
        Entrant {
            number: p.number,
            score,
            colours,
            opponents,
            had_bye,
            floats: [at(1), at(2)],
            // More than half the maximum score, when pairing the last round (A.7).
            topscorer: last_round && score > done,
            preference,
            strength,
            difference,
        }
    }
}

/// Whether `a` and `b` may meet: C1 and C3.
fn compatible(a: &Entrant, b: &Entrant) -> bool {
    if a.opponents.contains(&b.number) || a.number == b.number {
        return false;
    }
    let both_absolute = a.strength == Strength::Absolute && b.strength == Strength::Absolute;
    !(both_absolute && a.preference == b.preference && !(a.topscorer || b.topscorer))
}

/// Whether the players `rest` (indexes into `all`) can all be paired (C1, C3), by search.
fn pairable(all: &[Entrant], rest: &[usize], budget: &mut u32) -> bool {
    if rest.is_empty() {
        return true;
    }
    if *budget == 0 {
        // Too long a search: taken as pairable, as the later brackets will still check.
        return true;
    }
    *budget -= 1;
    let first = rest[0];
    for k in 1..rest.len() {
        if compatible(&all[first], &all[rest[k]]) {
            let others: Vec<usize> = rest[1..]
                .iter()
                .copied()
                .filter(|&i| i != rest[k])
                .collect();
            if pairable(all, &others, budget) {
                return true;
            }
        }
    }
    false
}

/// The quality of a bracket's candidate, lower first (C6, C10 to C15).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Default)]
struct Quality {
    /// C6: the downfloaters' scores, highest first.
    floater_scores: Vec<u32>,
    /// C10: colour preferences not met.
    colour: u32,
    /// C11: strong (or absolute) preferences not met.
    strong: u32,
    /// C12, C13: floats repeating the previous round's.
    repeat_down_1: u32,
    repeat_up_1: u32,
    /// C14, C15: floats repeating the one two rounds before.
    repeat_down_2: u32,
    repeat_up_2: u32,
}

fn quality(all: &[Entrant], pairs: &[(usize, usize)], floaters: &[usize]) -> Quality {
    let mut q = Quality {
        floater_scores: floaters.iter().map(|&i| all[i].score).collect(),
        colour: 0,
        strong: 0,
        repeat_down_1: 0,
        repeat_up_1: 0,
        repeat_down_2: 0,
        repeat_up_2: 0,
    };
    q.floater_scores.sort_unstable_by(|a, b| b.cmp(a));
    for &i in floaters {
        q.repeat_down_1 += u32::from(all[i].floats[0] == Float::Down);
        q.repeat_down_2 += u32::from(all[i].floats[1] == Float::Down);
    }
    for &(a, b) in pairs {
        let (x, y) = (&all[a], &all[b]);
        if x.preference.is_some() && x.preference == y.preference {
            q.colour += 1;
            if x.strength >= Strength::Strong && y.strength >= Strength::Strong {
                q.strong += 1;
            }
        }
        // The one of higher score floats down, the other up.
        let (high, low) = match x.score.cmp(&y.score) {
            Ordering::Greater => (Some(x), Some(y)),
            Ordering::Less => (Some(y), Some(x)),
            Ordering::Equal => (None, None),
        };
        if let (Some(h), Some(l)) = (high, low) {
            q.repeat_down_1 += u32::from(h.floats[0] == Float::Down);
            q.repeat_down_2 += u32::from(h.floats[1] == Float::Down);
            q.repeat_up_1 += u32::from(l.floats[0] == Float::Up);
            q.repeat_up_2 += u32::from(l.floats[1] == Float::Up);
        }
    }
    q
}

/// The subsets of `0..n` of size `k`, in lexicographic order.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur: Vec<usize> = (0..k).collect();
    if k > n {
        return out;
    }
    loop {
        out.push(cur.clone());
        let Some(i) = (0..k).rev().find(|&i| cur[i] != i + n - k) else {
            return out;
        };
        cur[i] += 1;
        for j in i + 1..k {
            cur[j] = cur[j - 1] + 1;
        }
    }
}

/// The S1/S2 splits of a homogeneous bracket of `n` players with `pairs` pairs, in the order of
/// the exchanges (B.3): the original split first, then one player exchanged, then two, …; at a
/// size, by the smallest difference between the bracket numbers moved in and out, then the
/// lowest numbers moved from S1 (highest first) and into S1 (lowest first).
fn splits(n: usize, pairs: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let s1: Vec<usize> = (0..pairs).collect();
    let s2: Vec<usize> = (pairs..n).collect();
    let mut out = vec![(s1.clone(), s2.clone())];
    // Exchanges of up to two players each way: more would multiply the candidates beyond what
    // a bracket can try (see CANDIDATES).
    for k in 1..=pairs.min(n - pairs).min(2) {
        let mut at_size = Vec::new();
        for out_of_s1 in subsets(s1.len(), k) {
            for into_s1 in subsets(s2.len(), k) {
                let gone: Vec<usize> = out_of_s1.iter().map(|&i| s1[i]).collect();
                let came: Vec<usize> = into_s1.iter().map(|&i| s2[i]).collect();
                let diff = came.iter().sum::<usize>() - gone.iter().sum::<usize>();
                let mut gone_key = gone.clone();
                gone_key.sort_unstable_by(|a, b| b.cmp(a));
                let mut new_s1: Vec<usize> =
                    s1.iter().copied().filter(|x| !gone.contains(x)).collect();
                new_s1.extend(&came);
                new_s1.sort_unstable();
                let mut new_s2: Vec<usize> =
                    s2.iter().copied().filter(|x| !came.contains(x)).collect();
                new_s2.extend(&gone);
                new_s2.sort_unstable();
                // Smaller difference first; then move the lowest of S1 (largest numbers)
                // first; then bring the highest of S2 (smallest numbers) first.
                let gone_rank: Vec<std::cmp::Reverse<usize>> =
                    gone_key.iter().map(|&x| std::cmp::Reverse(x)).collect();
                at_size.push(((diff, gone_rank, came.clone()), (new_s1, new_s2)));
            }
        }
        at_size.sort_by(|a, b| a.0.cmp(&b.0));
        out.extend(at_size.into_iter().map(|(_, s)| s));
    }
    out
}

/// A bracket's pairing: the pairs (indexes of the entrants) and the players floating down.
type BracketPairing = (Vec<(usize, usize)>, Vec<usize>);

/// The search of one bracket: the best candidate found so far and how many were tried.
struct Search<'a> {
    all: &'a [Entrant],
    /// The players below this bracket, who must remain pairable with the downfloaters (C4).
    below: &'a [usize],
    best: Option<(Quality, BracketPairing)>,
    /// The best quality a candidate could have: the lowest scores floating, every other
    /// criterion met; the first candidate that has it is taken at once.
    ideal: Quality,
    tried: u32,
    /// Set when the ideal candidate is found or the candidates run out.
    stop: bool,
}

/// The most candidates a bracket tries.
const CANDIDATES: u32 = 20_000;

impl Search<'_> {
    /// Weighs the candidate `pairs` with `floaters` moving down; true when it is perfect (the
    /// search may stop).
    fn offer(&mut self, pairs: Vec<(usize, usize)>, floaters: Vec<usize>) -> bool {
        self.tried += 1;
        if self.tried >= CANDIDATES {
            self.stop = true;
        }
        if pairs
            .iter()
            .any(|&(a, b)| !compatible(&self.all[a], &self.all[b]))
        {
            return false;
        }
        let q = quality(self.all, &pairs, &floaters);
        if self.best.as_ref().is_some_and(|(b, _)| *b <= q) {
            return false;
        }
        let mut rest: Vec<usize> = floaters.clone();
        rest.extend_from_slice(self.below);
        let mut budget = 2_000;
        if !pairable(self.all, &rest, &mut budget) {
            return false;
        }
        let perfect = q == self.ideal;
        self.best = Some((q, (pairs, floaters)));
        self.stop |= perfect;
        perfect
    }

    /// Tries the homogeneous pairings of `players` (bracket order) with `pairs` pairs, every
    /// split in exchange order and every transposition of S2; `fixed` are pairs made already
    /// (the MDP-pairing), `extra` floaters already chosen. True to stop.
    fn homogeneous(
        &mut self,
        players: &[usize],
        pairs: usize,
        fixed: &[(usize, usize)],
        extra: &[usize],
    ) -> bool {
        for (s1, s2) in splits(players.len(), pairs) {
            let s1: Vec<usize> = s1.iter().map(|&i| players[i]).collect();
            let s2: Vec<usize> = s2.iter().map(|&i| players[i]).collect();
            let mut made = fixed.to_vec();
            if self.transpositions(&s1, &s2, &mut made, extra) {
                return true;
            }
        }
        false
    }

    /// The transpositions of `s2` against `s1` in their order (B.2: S2 read as a number, lowest
    /// first), skipping at once every transposition whose first pairs already break C1 or
    /// C3; the S2 players left over float down with `extra`. True to stop.
    fn transpositions(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        made: &mut Vec<(usize, usize)>,
        extra: &[usize],
    ) -> bool {
        let Some((&first, rest_of_s1)) = s1.split_first() else {
            let mut floaters = extra.to_vec();
            floaters.extend_from_slice(s2);
            return self.offer(made.clone(), floaters) || self.stop;
        };
        for k in 0..s2.len() {
            if !compatible(&self.all[first], &self.all[s2[k]]) {
                continue;
            }
            let mut others = s2.to_vec();
            let partner = others.remove(k);
            made.push((first, partner));
            let stop = self.transpositions(rest_of_s1, &others, made, extra);
            made.pop();
            if stop {
                return true;
            }
        }
        false
    }
}

/// The candidates that pair the MDPs `s1` with residents (every transposition of the
/// residents), the rest of the residents paired as a homogeneous remainder with `pairs` pairs
/// in all; `limbo` floats on.
fn mdp_pairings(
    search: &mut Search,
    s1: &[usize],
    limbo: &[usize],
    residents: &[usize],
    pairs: usize,
) {
    // The MDPs' opponents in transposition order, then the remainder.
    let mut made = Vec::new();
    mdp_opponents(search, s1, residents, &mut made, limbo, pairs);
}

/// Chooses the opponents of the MDPs `s1` among `residents` (in order, skipping pairs that
/// break C1 or C3), then pairs the remaining residents as a homogeneous remainder.
fn mdp_opponents(
    search: &mut Search,
    s1: &[usize],
    residents: &[usize],
    made: &mut Vec<(usize, usize)>,
    limbo: &[usize],
    pairs: usize,
) {
    let Some((&first, rest_of_s1)) = s1.split_first() else {
        let m1 = made.len();
        if pairs >= m1 && (pairs - m1) * 2 <= residents.len() {
            let fixed = made.clone();
            search.homogeneous(residents, pairs - m1, &fixed, limbo);
        }
        return;
    };
    for k in 0..residents.len() {
        if search.stop {
            return;
        }
        if !compatible(&search.all[first], &search.all[residents[k]]) {
            continue;
        }
        let mut others = residents.to_vec();
        let partner = others.remove(k);
        made.push((first, partner));
        mdp_opponents(search, rest_of_s1, &others, made, limbo, pairs);
        made.pop();
    }
}

/// Pairs one bracket: `mdps` (moved down, bracket order) and `residents`; returns the pairs and
/// the players who float down, or `None` when no candidate keeps the rest pairable.
fn pair_bracket(
    all: &[Entrant],
    mdps: &[usize],
    residents: &[usize],
    below: &[usize],
) -> Option<BracketPairing> {
    let n = mdps.len() + residents.len();
    let mut search = Search {
        all,
        below,
        best: None,
        ideal: Quality::default(),
        tried: 0,
        stop: false,
    };
    let mut scores: Vec<u32> = mdps
        .iter()
        .chain(residents)
        .map(|&i| all[i].score)
        .collect();
    scores.sort_unstable();
    // C5: the most pairs first.
    for pairs in (0..=n / 2).rev() {
        let mut lowest: Vec<u32> = scores[..n - 2 * pairs].to_vec();
        lowest.reverse();
        search.ideal = Quality {
            floater_scores: lowest,
            ..Quality::default()
        };
        if mdps.is_empty() {
            search.homogeneous(residents, pairs, &[], &[]);
            if search.stop {
                break;
            }
        } else {
            // S1: as many MDPs as can be paired (M1), the highest first; the others (the
            // limbo) float on.
            for m1 in (0..=mdps.len().min(residents.len()).min(pairs)).rev() {
                for chosen in subsets(mdps.len(), m1) {
                    let s1: Vec<usize> = chosen.iter().map(|&i| mdps[i]).collect();
                    let limbo: Vec<usize> = (0..mdps.len())
                        .filter(|i| !chosen.contains(i))
                        .map(|i| mdps[i])
                        .collect();
                    mdp_pairings(&mut search, &s1, &limbo, residents, pairs);
                    if search.stop {
                        break;
                    }
                }
                if search.best.is_some() {
                    break;
                }
            }
        }
        if search.best.is_some() {
            break;
        }
    }
    search.best.map(|(_, found)| found)
}

/// The colours of a pair (E.1 to E.5): `(white, black)`. `a` is the higher ranked.
fn allocate(a: &Entrant, b: &Entrant, initial: Colour) -> (PairingNumber, PairingNumber) {
    let white_first = |first_white: bool| {
        if first_white {
            (a.number, b.number)
        } else {
            (b.number, a.number)
        }
    };
    match (a.preference, b.preference) {
        // E.1: both preferences met.
        (Some(x), Some(y)) if x != y => white_first(x == Colour::White),
        (Some(x), None) => white_first(x == Colour::White),
        (None, Some(y)) => white_first(y == Colour::Black),
        (Some(x), Some(_)) => {
            // E.2: the stronger preference (between absolutes, the wider difference).
            let key = |e: &Entrant| (e.strength, e.difference.abs());
            match key(a).cmp(&key(b)) {
                Ordering::Greater => white_first(x == Colour::White),
                Ordering::Less => white_first(x != Colour::White),
                Ordering::Equal => {
                    // E.3: alternate from the latest round in which they had different colours.
                    let (ca, cb) = (&a.colours, &b.colours);
                    let back = ca.len().min(cb.len());
                    for k in 1..=back {
                        let (x1, y1) = (ca[ca.len() - k], cb[cb.len() - k]);
                        if x1 != y1 {
                            return white_first(x1 == Colour::Black);
                        }
                    }
                    // E.4: the higher ranked player's preference.
                    white_first(x == Colour::White)
                }
            }
        }
        // E.5: the initial colour to the higher ranked player if odd-numbered.
        (None, None) => {
            let gets = if a.number % 2 == 1 {
                initial
            } else {
                initial.opposite()
            };
            white_first(gets == Colour::White)
        }
    }
}

/// Pairs the next round of `t` by the Dutch system: the round after the last one paired, every
/// player without a requested bye (`0000 - H`/`Z`) in it paired or given the bye.
///
/// # Errors
/// [`DutchError::Finished`] when `XXR` rounds are paired; [`DutchError::Impossible`] when no
/// pairing meets the absolute criteria.
pub fn pair(t: &Tournament) -> Result<RoundPairing, DutchError> {
    let round = t.round_to_pair();
    if let Some(total) = t.total_rounds
        && round > total
    {
        return Err(DutchError::Finished(total));
    }
    let last_round = t.total_rounds == Some(round);
    let mut all: Vec<Entrant> = t
        .players
        .iter()
        .filter(|p| p.cell(round).is_none())
        .map(|p| Entrant::from_trf(t, p, round, last_round))
        .collect();
    // A.2: score, then pairing number.
    all.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    let everyone: Vec<usize> = (0..all.len()).collect();
    let mut bye = None;
    let mut to_pair = everyone.clone();
    if all.len() % 2 == 1 {
        // The lowest-ranked eligible player whose bye leaves the others pairable (C2, C4).
        let chosen = everyone.iter().rev().copied().find(|&i| {
            if all[i].had_bye {
                return false;
            }
            let rest: Vec<usize> = everyone.iter().copied().filter(|&j| j != i).collect();
            pairable(&all, &rest, &mut 200_000)
        });
        let i = chosen.ok_or(DutchError::Impossible(round))?;
        bye = Some(all[i].number);
        to_pair.retain(|&j| j != i);
    }
    let mut boards = Vec::new();
    let mut mdps: Vec<usize> = Vec::new();
    let mut at = 0;
    while at < to_pair.len() {
        let score = all[to_pair[at]].score;
        let end = to_pair[at..]
            .iter()
            .position(|&i| all[i].score != score)
            .map_or(to_pair.len(), |k| at + k);
        let residents = &to_pair[at..end];
        let below = &to_pair[end..];
        let (pairs, down) =
            pair_bracket(&all, &mdps, residents, below).ok_or(DutchError::Impossible(round))?;
        boards.extend(pairs);
        mdps = down;
        at = end;
    }
    if !mdps.is_empty() {
        return Err(DutchError::Impossible(round));
    }
    let initial = t.initial_colour.unwrap_or(Colour::White);
    // C.04.2: boards by the higher score, then the sum of scores, then the higher rank.
    let mut ordered: Vec<(usize, usize)> = boards
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    ordered.sort_by(|&(a1, b1), &(a2, b2)| {
        let key =
            |a: usize, b: usize| (all[a].score.max(all[b].score), all[a].score + all[b].score);
        key(a2, b2).cmp(&key(a1, b1)).then(a1.cmp(&a2))
    });
    Ok(RoundPairing {
        boards: ordered
            .into_iter()
            .map(|(a, b)| allocate(&all[a], &all[b], initial))
            .collect(),
        bye,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A TRF file: `XXR rounds`, `XXC white1`, and one `001` line a player from `games`, each
    /// player's rounds written short: `3w1` (against 3 with white, won), `0-U` (a bye), `.`
    /// (blank). The points column is summed from the results.
    fn trf(rounds: u32, games: &[&str]) -> String {
        let mut out = format!("012 Dutch rule test\nXXR {rounds}\nXXC white1\n");
        for (i, g) in games.iter().enumerate() {
            let mut cells = String::new();
            let mut half = 0;
            for c in g.split_whitespace() {
                if c == "." {
                    cells.push_str(&format!("  {:8}", ""));
                    continue;
                }
                let res = c.chars().last().unwrap();
                let col = c.chars().nth(c.len() - 2).unwrap();
                let opp: u32 = c[..c.len() - 2].parse().unwrap();
                half += Outcome::from_code(res).unwrap().half_points();
                let opp = if opp == 0 {
                    "0000".to_string()
                } else {
                    opp.to_string()
                };
                cells.push_str(&format!("  {opp:>4} {col} {res}"));
            }
            let name = format!("Player {}", i + 1);
            let line = format!(
                "001 {:>4}      {name:<33} {:>4} {:3} {:>11} {:10} {:>4} {:>4}{cells}",
                i + 1,
                2000 - 10 * i,
                "",
                "",
                "",
                super::super::trf::format_points(half),
                ""
            );
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    fn paired(text: &str) -> String {
        let t = Tournament::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        pair(&t).unwrap().to_text()
    }

    /// Round 1 (B.1, E.5): S1 = 1 2 3 against S2 = 4 5 6; the higher-ranked of each pair has
    /// the initial colour when odd-numbered, the other colour when even: 1-4, 5-2, 3-6.
    #[test]
    fn round_one_pairs_the_top_half_against_the_bottom_half() {
        let t = trf(5, &["", "", "", "", "", ""]);
        assert_eq!(paired(&t), "3\n1 4\n5 2\n3 6\n");
        // XXC black1: every colour the other way.
        let black = t.replace("XXC white1", "XXC black1");
        assert_eq!(paired(&black), "3\n4 1\n2 5\n6 3\n");
    }

    /// The pairing-allocated bye (C.04.1, C2): with five players the lowest-ranked, 5, sits out
    /// in round 1 (S1 = 1 2, S2 = 3 4). In round 2 (1 beat 3, 2 beat 4, 5 had the bye) 4 is
    /// the lowest-ranked player who has had no bye: 4 sits out. In the bracket of 1 point
    /// (1 2 5) one player floats down: 5's bye was a downfloat (A.4), so 1-2 with 5 floating
    /// would repeat a downfloat (C12) while 1-5 with 2 floating repeats none; 2 then meets 3.
    /// Colours: 5 has none, 1 wants black (E.1); 2 and 3 both had black and want white
    /// strongly, never differed (E.3), so the higher-ranked 2 gets white (E.4).
    #[test]
    fn the_bye_goes_to_the_lowest_ranked_player_without_one() {
        assert_eq!(paired(&trf(3, &["", "", "", "", ""])), "3\n1 3\n4 2\n5 0\n");
        let r2 = trf(3, &["3w1", "4b1", "1b0", "2w0", "0-U"]);
        assert_eq!(paired(&r2), "3\n5 1\n2 3\n4 0\n");
    }

    /// C1 and the transpositions of S2 (B.2), then an exchange (B.3) for the colours (C10).
    /// Six players drew round 1 (1-4, 5-2, 3-6): 1 3 5 want black, 2 4 6 white. S1 = 1 2 3,
    /// S2 = 4 5 6: 4 5 6 and 4 6 5 rematch 1-4; 5 4 6 rematches 3-6; 5 6 4 and 6 4 5 leave two
    /// pairs with equal preferences; 6 5 4 rematches 2-5. The first exchange (3 for 4, the
    /// smallest difference) gives S1 = 1 2 4, S2 = 3 5 6, where the fifth transposition
    /// 6 3 5 meets every preference: 6-1, 2-3, 4-5.
    #[test]
    fn rematches_are_avoided_and_an_exchange_meets_the_colours() {
        let t = trf(5, &["4w=", "5b=", "6w=", "1b=", "2w=", "3b="]);
        assert_eq!(paired(&t), "3\n6 1\n2 3\n4 5\n");
    }

    /// C3: two non-topscorers with the same absolute colour preference never meet.
    /// Four players, 1 and 2 beat 3 and 4 twice, 1 and 2 always white: 1-2 (both must have
    /// black) and 3-4 (both must have white) are forbidden, every other pair has met: no
    /// pairing exists.
    #[test]
    fn two_equal_absolute_preferences_never_meet() {
        let t = trf(5, &["3w1 4w1", "4w1 3w1", "1b0 2b0", "2b0 1b0"]);
        let e = pair(&Tournament::parse(&t).unwrap()).unwrap_err();
        assert_eq!(e, DutchError::Impossible(3));
    }

    /// Floating down through heterogeneous brackets, with completion (C4) and the choice of
    /// the MDP in S1. Round 1: 1-4 1-0, 2-5 1-0, 3-6 ½-½; round 2: 1-5 1-0, 2-6 1-0, 4-3 ½-½
    /// (white first). Scores: 1 2, 2 2, 3 1, 4 ½, 6 ½, 5 0. Colours: 1 and 2 white twice
    /// (absolute black), 5 and 6 black twice (absolute white), 3 white-black (mild white),
    /// 4 black-white (mild black).
    /// - Bracket 2 (1 2): 1-2 is forbidden (C3), both float down.
    /// - Bracket 1 (MDPs 1 2, resident 3): one pair at most. S1 = 1 first: 1-3 leaves 2 4 5 6
    ///   below, where 2 has met 5 and 6 and 5-6 is forbidden (C3): not complete (C4). S1 = 2:
    ///   2-3, and 1 floats on (1 4 5 6 pair as 1-6, 4-5).
    /// - Bracket ½ (MDP 1, residents 4 6): 1-4 is a rematch, 1-6; 4 floats.
    /// - Bracket 0 (MDP 4, resident 5): 4-5.
    ///
    /// Colours: 3 mild white against 2 absolute black: 3-2; 6 absolute white: 6-1; 5 absolute
    /// white: 5-4. Boards by the higher score, then the sum: 3-2 (2, 3), 6-1 (2, 2½), 5-4.
    #[test]
    fn downfloaters_move_on_when_the_rest_could_not_be_paired() {
        let t = trf(
            5,
            &[
                "4w1 5w1", "5w1 6w1", "6w= 4b=", "1b0 3w=", "2b0 1b0", "3b= 2b0",
            ],
        );
        assert_eq!(paired(&t), "3\n3 2\n6 1\n5 4\n");
    }

    /// Requested byes (`0000 - H` in the round being paired): the player sits out and is not
    /// in the output. Round 1 of five where 1 asked for a half-point bye: S1 = 2 3, S2 = 4 5;
    /// 2 (even) gets the other colour than the initial one (E.5): 4-2, 3-5, and no bye.
    #[test]
    fn a_player_who_asked_for_a_bye_sits_out() {
        let t = trf(5, &["0-H", "", "", "", ""]);
        assert_eq!(paired(&t), "2\n4 2\n3 5\n");
    }

    /// C2: no pairing-allocated bye twice. Three players: round 2 after 1-2 1-0 and 3's bye:
    /// 2 (0 points) sits out, 3 (no colour yet) takes white against 1 (had white). Round 3
    /// after 3-1 1-0: 2 is the lowest-ranked but had the bye, so 1 sits out; 2 (had black)
    /// gets white against 3 (had white).
    #[test]
    fn no_player_gets_the_bye_twice() {
        assert_eq!(paired(&trf(3, &["2w1", "1b0", "0-U"])), "2\n3 1\n2 0\n");
        let r3 = trf(3, &["2w1 3b0", "1b0 0-U", "0-U 1w1"]);
        assert_eq!(paired(&r3), "2\n2 3\n1 0\n");
    }

    /// The last round (A.7, C3): topscorers (more than half the maximum score) may meet with
    /// the same absolute colour preference. Round 1: 1-3 1-0, 2-4 1-0, 5-6 ½-½; round 2: 1-5
    /// 1-0, 2-6 1-0, 4-3 ½-½ (white first). 1 and 2 (2 points, white twice) both must have
    /// black; 3 and 6 (black twice) white; 4 mild black, 5 mild white.
    /// - Round 3 the last (XXR 3): 1-2 is allowed; black to 1 (equal preferences and
    ///   histories, the higher-ranked player's preference, E.4): 2-1. Bracket ½: S1 = 3 4,
    ///   S2 = 5 6: 3-5 and 4-6 leave one preference unmet (5's mild white); 6 5 gives 3-6,
    ///   forbidden; no exchange does better, so the first: 3-5, 6-4.
    /// - Round 3 of 5: 1-2 is forbidden, both float. With S1 = 1 2 against 3 4 5 6 the first
    ///   transposition without rematches or C3 that leaves 5 and 6 pairable is 6 3 (1-6,
    ///   2-3), the remainder 4-5: 6-1, 3-2, 5-4.
    ///
    /// (Both cases as worked above.)
    #[test]
    fn topscorers_may_meet_in_the_last_round() {
        let games = [
            "3w1 5w1", "4w1 6w1", "1b0 4b=", "2b0 3w=", "6w= 1b0", "5b= 2b0",
        ];
        assert_eq!(paired(&trf(3, &games)), "3\n2 1\n3 5\n6 4\n");
        assert_eq!(paired(&trf(5, &games)), "3\n6 1\n3 2\n5 4\n");
    }

    /// Every round refused once `XXR` rounds are paired.
    #[test]
    fn a_finished_tournament_is_not_paired() {
        let t = Tournament::parse(&trf(1, &["2w1", "1b0"])).unwrap();
        assert_eq!(pair(&t), Err(DutchError::Finished(1)));
    }

    /// Plays a whole Swiss of `n` players and `rounds` rounds, the results fixed by a formula,
    /// pairing every round from the tournament so far, and checks what the absolute criteria
    /// guarantee: everyone plays or has the bye once a round, no two players meet twice (C1),
    /// no bye twice (C2), and every absolute colour preference is granted before the last
    /// round (C3 and E.2): no colour difference beyond 2, no colour three times running.
    fn play_swiss(n: u32, rounds: u32) {
        use super::super::trf::{Cell, Player};
        let mut t = Tournament {
            total_rounds: Some(rounds),
            initial_colour: Some(Colour::White),
            players: (1..=n)
                .map(|number| Player {
                    number,
                    name: format!("P{number}"),
                    ..Player::default()
                })
                .collect(),
            ..Tournament::default()
        };
        let mut met = HashSet::new();
        for round in 1..=rounds {
            let pairing = pair(&t).unwrap_or_else(|e| panic!("round {round} of {n}: {e}"));
            let mut seen = HashSet::new();
            for &(w, b) in &pairing.boards {
                assert!(seen.insert(w) && seen.insert(b), "round {round}: twice");
                assert!(
                    met.insert((w.min(b), w.max(b))),
                    "round {round}: {w}-{b} again"
                );
                let (rw, rb) = match (w * 7 + b * 3 + round) % 5 {
                    0 | 1 => (Outcome::Win, Outcome::Loss),
                    2 => (Outcome::Draw, Outcome::Draw),
                    _ => (Outcome::Loss, Outcome::Win),
                };
                for (me, other, colour, outcome) in
                    [(w, b, Colour::White, rw), (b, w, Colour::Black, rb)]
                {
                    let p = t.players.iter_mut().find(|p| p.number == me).unwrap();
                    p.rounds.push(Some(Cell {
                        opponent: Some(other),
                        colour: Some(colour),
                        outcome,
                    }));
                    p.points += outcome.half_points();
                }
            }
            if let Some(b) = pairing.bye {
                assert!(seen.insert(b));
                let p = t.players.iter_mut().find(|p| p.number == b).unwrap();
                assert!(
                    !p.rounds
                        .iter()
                        .flatten()
                        .any(|c| c.outcome == Outcome::PairingBye)
                );
                p.rounds.push(Some(Cell {
                    opponent: None,
                    colour: None,
                    outcome: Outcome::PairingBye,
                }));
                p.points += 2;
            }
            assert_eq!(seen.len() as u32, n, "round {round}: everyone");
            if round < rounds {
                for p in &t.players {
                    let cs: Vec<Colour> =
                        p.rounds.iter().flatten().filter_map(|c| c.colour).collect();
                    let whites = cs.iter().filter(|c| **c == Colour::White).count() as i32;
                    let diff = 2 * whites - cs.len() as i32;
                    assert!(diff.abs() <= 2, "round {round}: {} has {diff}", p.number);
                    assert!(
                        !cs.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                        "round {round}: {} {cs:?}",
                        p.number
                    );
                }
            }
            // The file written and read again pairs the same.
            let again = Tournament::parse(&t.to_text()).unwrap();
            assert_eq!(again, t);
        }
    }

    #[test]
    fn whole_swiss_tournaments_keep_the_absolute_criteria() {
        play_swiss(30, 7);
        play_swiss(31, 7);
        play_swiss(9, 5);
    }
}
