//! The FIDE tournament report file, TRF-16, as the pairing engines JaVaFo and bbpPairings read
//! it (TRF(x)): `001` player lines, `XXR` (the number of rounds) and `XXC` (`white1` or
//! `black1`, the colour of the top seed in round 1). Other lines (`012` the tournament's name,
//! …) are kept as they are and written back.
//!
//! A `001` line has fixed columns (1-based): 5-8 the pairing number, 10 sex, 11-13 title, 15-47
//! name, 49-52 rating, 54-56 federation, 58-68 FIDE id, 70-79 birth date, 81-84 points, 86-89
//! rank, then one 10-column cell a round from column 92: the opponent (4 columns, `0000` for
//! none), a space, the colour (`w`, `b`, `-`), a space and the result: `1 = 0` over the board,
//! `+ -` by forfeit, `W D L` unrated games, `U` the pairing-allocated bye, `H` a half-point bye,
//! `Z` a zero-point bye, `F` a full-point bye. In the round being paired (the one after the last
//! round with a game or a pairing-allocated bye) a blank cell means the player is to be paired
//! and `0000 - H` or `0000 - Z` that the player sits out with that bye.

use super::{Colour, PairingNumber};

/// A file that cannot be read: where (1-based line and column) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct TrfError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
    /// What is wrong and what is expected instead.
    pub message: String,
}

/// The result a cell records for its player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// `1`: won over the board.
    Win,
    /// `=`: drawn over the board.
    Draw,
    /// `0`: lost over the board.
    Loss,
    /// `+`: won by forfeit (the opponent did not come).
    ForfeitWin,
    /// `-`: lost by forfeit (or, with no opponent, absent for no points).
    ForfeitLoss,
    /// `W`: an unrated game won.
    UnratedWin,
    /// `D`: an unrated game drawn.
    UnratedDraw,
    /// `L`: an unrated game lost.
    UnratedLoss,
    /// `U`: the pairing-allocated bye (a point).
    PairingBye,
    /// `H`: a half-point bye.
    HalfBye,
    /// `Z`: a zero-point bye.
    ZeroBye,
    /// `F`: a full-point bye.
    FullBye,
}

impl Outcome {
    /// The outcome a TRF result letter stands for.
    pub fn from_code(c: char) -> Option<Outcome> {
        Some(match c {
            '1' => Outcome::Win,
            '=' => Outcome::Draw,
            '0' => Outcome::Loss,
            '+' => Outcome::ForfeitWin,
            '-' => Outcome::ForfeitLoss,
            'W' => Outcome::UnratedWin,
            'D' => Outcome::UnratedDraw,
            'L' => Outcome::UnratedLoss,
            'U' => Outcome::PairingBye,
            'H' => Outcome::HalfBye,
            'Z' => Outcome::ZeroBye,
            'F' => Outcome::FullBye,
            _ => return None,
        })
    }

    /// Its TRF letter.
    pub fn code(self) -> char {
        match self {
            Outcome::Win => '1',
            Outcome::Draw => '=',
            Outcome::Loss => '0',
            Outcome::ForfeitWin => '+',
            Outcome::ForfeitLoss => '-',
            Outcome::UnratedWin => 'W',
            Outcome::UnratedDraw => 'D',
            Outcome::UnratedLoss => 'L',
            Outcome::PairingBye => 'U',
            Outcome::HalfBye => 'H',
            Outcome::ZeroBye => 'Z',
            Outcome::FullBye => 'F',
        }
    }

    /// The points it gives, in half points (a win 2, a draw 1).
    pub fn half_points(self) -> u32 {
        match self {
            Outcome::Win
            | Outcome::ForfeitWin
            | Outcome::UnratedWin
            | Outcome::PairingBye
            | Outcome::FullBye => 2,
            Outcome::Draw | Outcome::UnratedDraw | Outcome::HalfBye => 1,
            Outcome::Loss | Outcome::ForfeitLoss | Outcome::UnratedLoss | Outcome::ZeroBye => 0,
        }
    }

    /// Whether the game was played over the board (`1 = 0 W D L`).
    pub fn played(self) -> bool {
        matches!(
            self,
            Outcome::Win
                | Outcome::Draw
                | Outcome::Loss
                | Outcome::UnratedWin
                | Outcome::UnratedDraw
                | Outcome::UnratedLoss
        )
    }

    /// Whether it is a bye letter (`U H Z F`), which has no opponent.
    pub fn is_bye(self) -> bool {
        matches!(
            self,
            Outcome::PairingBye | Outcome::HalfBye | Outcome::ZeroBye | Outcome::FullBye
        )
    }

    /// Whether `other` can be the opponent's outcome of the same game.
    fn mirrors(self, other: Outcome) -> bool {
        use Outcome::*;
        matches!(
            (self, other),
            (Win, Loss)
                | (Loss, Win)
                | (Draw, Draw)
                | (ForfeitWin, ForfeitLoss)
                | (ForfeitLoss, ForfeitWin)
                // Neither came: a double forfeit.
                | (ForfeitLoss, ForfeitLoss)
                | (UnratedWin, UnratedLoss)
                | (UnratedLoss, UnratedWin)
                | (UnratedDraw, UnratedDraw)
        )
    }
}

/// One round of a player: the opponent (none for a bye), the colour (none for `-`) and the
/// result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// The opponent's pairing number; `None` for `0000` (a bye or an absence).
    pub opponent: Option<PairingNumber>,
    /// The colour the player had, if any.
    pub colour: Option<Colour>,
    /// The result for this player.
    pub outcome: Outcome,
}

impl Cell {
    /// Whether the player met an opponent over the board in this round.
    pub fn played(&self) -> bool {
        self.opponent.is_some() && self.outcome.played()
    }
}

/// A `001` line.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Player {
    /// The pairing number (columns 5-8).
    pub number: PairingNumber,
    /// Column 10, as written.
    pub sex: String,
    /// Columns 11-13, as written.
    pub title: String,
    /// Columns 15-47.
    pub name: String,
    /// Columns 49-52; 0 when blank.
    pub rating: u32,
    /// Columns 54-56.
    pub federation: String,
    /// Columns 58-68.
    pub fide_id: String,
    /// Columns 70-79.
    pub birth: String,
    /// Columns 81-84, in half points.
    pub points: u32,
    /// Columns 86-89; 0 when blank.
    pub rank: u32,
    /// One entry a round from round 1; `None` for a blank cell. Trailing blank cells are left
    /// out.
    pub rounds: Vec<Option<Cell>>,
}

impl Player {
    /// The cell of `round` (from 1), `None` when blank.
    pub fn cell(&self, round: u32) -> Option<Cell> {
        self.rounds
            .get(round.checked_sub(1)? as usize)
            .copied()
            .flatten()
    }

    /// The points after `rounds` rounds, in half points.
    pub fn points_after(&self, rounds: u32) -> u32 {
        (1..=rounds)
            .filter_map(|r| self.cell(r))
            .map(|c| c.outcome.half_points())
            .sum()
    }
}

/// A tournament as a TRF file holds it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tournament {
    /// The lines other than `001`, `XXR` and `XXC`, kept in order (written first).
    pub other_lines: Vec<String>,
    /// `XXR`: the number of rounds.
    pub total_rounds: Option<u32>,
    /// `XXC white1` / `black1`: the colour of the top seed in round 1.
    pub initial_colour: Option<Colour>,
    /// The players in the order of the file.
    pub players: Vec<Player>,
}

/// The columns of the fields of a `001` line (1-based, inclusive).
const NUMBER: (usize, usize) = (5, 8);
const RATING: (usize, usize) = (49, 52);
const POINTS: (usize, usize) = (81, 84);
const RANK: (usize, usize) = (86, 89);
/// The first column of round 1's cell; each cell is 10 columns wide.
const FIRST_CELL: usize = 92;

/// The characters of `line` in columns `from..=to` (1-based), trimmed.
fn field(line: &[char], (from, to): (usize, usize)) -> String {
    line.iter()
        .skip(from - 1)
        .take(to + 1 - from)
        .collect::<String>()
        .trim()
        .to_string()
}

/// Points as `2.5`, `3`, `3.0`, in half points.
fn parse_points(text: &str) -> Option<u32> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, "0"));
    let whole: u32 = whole.parse().ok()?;
    match frac.trim_end_matches('0') {
        "" => Some(whole * 2),
        "5" => Some(whole * 2 + 1),
        _ => None,
    }
}

/// Half points as the file writes them: `2.5`, `3.0`.
pub fn format_points(half: u32) -> String {
    format!("{}.{}", half / 2, if half % 2 == 1 { 5 } else { 0 })
}

impl Tournament {
    /// Reads a TRF file.
    ///
    /// # Errors
    /// A [`TrfError`] for a file without player lines, else at the first wrong field: a malformed number, colour or result, a
    /// pairing number used twice, an opponent who is not in the file or whose cell does not
    /// show the same game, a points column that disagrees with the results, a cell of the round
    /// being paired other than blank, `0000 - H` or `0000 - Z`.
    pub fn parse(text: &str) -> Result<Tournament, TrfError> {
        let mut t = Tournament::default();
        let mut lines_of = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            let raw = raw.trim_end_matches('\r');
            let chars: Vec<char> = raw.chars().collect();
            let code: String = chars.iter().take(3).collect();
            let err = |column: usize, message: String| TrfError {
                line: line_no,
                column,
                message,
            };
            match code.as_str() {
                "001" => {
                    t.players.push(parse_player(&chars, line_no)?);
                    lines_of.push(line_no);
                }
                "XXR" => {
                    let v = field(&chars, (4, chars.len().max(4)));
                    let n = v.parse::<u32>().ok().filter(|n| *n > 0).ok_or_else(|| {
                        err(
                            5,
                            format!("XXR needs the number of rounds (1 or more), not `{v}`"),
                        )
                    })?;
                    t.total_rounds = Some(n);
                }
                "XXC" => {
                    for word in field(&chars, (4, chars.len().max(4))).split_whitespace() {
                        t.initial_colour = Some(match word {
                            "white1" => Colour::White,
                            "black1" => Colour::Black,
                            "rank" => continue,
                            w => {
                                return Err(err(
                                    5,
                                    format!("XXC takes `white1` or `black1`, not `{w}`"),
                                ));
                            }
                        });
                    }
                }
                "XXS" | "XXA" => {
                    return Err(err(
                        1,
                        format!(
                            "{code} (custom points or acceleration) is not supported: remove the \
                             line to pair with 1 point a win and ½ a draw, unaccelerated"
                        ),
                    ));
                }
                _ if raw.trim().is_empty() => {}
                _ => t.other_lines.push(raw.to_string()),
            }
        }
        if t.players.is_empty() {
            // Nothing to pair: most likely not a TRF file at all.
            return Err(TrfError {
                line: 1,
                column: 1,
                message: "no player lines: a TRF file has one line a player, starting with `001` \
                          (pairing number, name, rating, points and one cell a round)"
                    .to_string(),
            });
        }
        t.check(&lines_of)?;
        Ok(t)
    }

    /// The player with pairing number `n`.
    pub fn player(&self, n: PairingNumber) -> Option<&Player> {
        self.players.iter().find(|p| p.number == n)
    }

    /// The round to pair next: the one after the last round in which anyone has a game or
    /// the pairing-allocated bye (1 for a tournament not started).
    pub fn round_to_pair(&self) -> u32 {
        let mut last = 0;
        for p in &self.players {
            for (i, c) in p.rounds.iter().enumerate() {
                if let Some(c) = c
                    && (c.opponent.is_some() || c.outcome == Outcome::PairingBye)
                {
                    last = last.max(i as u32 + 1);
                }
            }
        }
        last + 1
    }

    /// Checks the players against each other; `lines` holds each player's line number.
    fn check(&self, lines: &[usize]) -> Result<(), TrfError> {
        let next = self.round_to_pair();
        for (i, p) in self.players.iter().enumerate() {
            let line = lines[i];
            if self.players[..i].iter().any(|q| q.number == p.number) {
                return Err(TrfError {
                    line,
                    column: NUMBER.0,
                    message: format!(
                        "pairing number {} is given twice: each player needs a number of their own",
                        p.number
                    ),
                });
            }
            for (r, cell) in p.rounds.iter().enumerate() {
                let round = r as u32 + 1;
                let column = FIRST_CELL + 10 * r;
                let err = |column: usize, message: String| TrfError {
                    line,
                    column,
                    message,
                };
                let Some(c) = cell else { continue };
                if round == next
                    && !(c.opponent.is_none()
                        && matches!(c.outcome, Outcome::HalfBye | Outcome::ZeroBye))
                {
                    return Err(err(
                        column,
                        format!(
                            "round {round} is the round being paired: its cell must be blank (to \
                             be paired), `0000 - H` or `0000 - Z` (sitting out)"
                        ),
                    ));
                }
                if round > next && c.opponent.is_some() {
                    return Err(err(column, format!("round {round} is not paired yet")));
                }
                let Some(o) = c.opponent else { continue };
                let Some(q) = self.player(o) else {
                    return Err(err(
                        column,
                        format!("opponent {o} in round {round} has no 001 line"),
                    ));
                };
                let back = q.cell(round);
                let agrees = back.is_some_and(|b| {
                    b.opponent == Some(p.number)
                        && c.outcome.mirrors(b.outcome)
                        && (!c.outcome.played()
                            || b.colour.is_some() && b.colour.map(Colour::opposite) == c.colour)
                });
                if !agrees {
                    return Err(err(
                        column,
                        format!(
                            "round {round}: player {} meets {o}, but {o}'s cell does not show the \
                             same game (opponent {}, the other colour, the matching result)",
                            p.number, p.number
                        ),
                    ));
                }
            }
            let done = p.points_after(next - 1);
            let with_bye = done + p.cell(next).map_or(0, |c| c.outcome.half_points());
            if p.points != done && p.points != with_bye {
                return Err(TrfError {
                    line,
                    column: POINTS.0,
                    message: format!(
                        "points {} disagree with the results, which make {}",
                        format_points(p.points),
                        format_points(done)
                    ),
                });
            }
        }
        Ok(())
    }

    /// The file as text: the other lines, `XXR`, `XXC`, then one `001` line a player.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for l in &self.other_lines {
            out.push_str(l);
            out.push('\n');
        }
        if let Some(n) = self.total_rounds {
            out.push_str(&format!("XXR {n}\n"));
        }
        if let Some(c) = self.initial_colour {
            out.push_str(match c {
                Colour::White => "XXC white1\n",
                Colour::Black => "XXC black1\n",
            });
        }
        for p in &self.players {
            out.push_str(&player_line(p));
            out.push('\n');
        }
        out
    }
}

/// The `001` line of `p`.
fn player_line(p: &Player) -> String {
    let blank_zero = |n: u32| if n == 0 { String::new() } else { n.to_string() };
    let mut line = format!(
        "001 {:>4} {:1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
        p.number,
        p.sex,
        p.title,
        p.name,
        blank_zero(p.rating),
        p.federation,
        p.fide_id,
        p.birth,
        format_points(p.points),
        blank_zero(p.rank),
    );
    for c in &p.rounds {
        line.push_str("  ");
        match c {
            None => line.push_str("        "),
            Some(c) => line.push_str(&format!(
                "{:>4} {} {}",
                c.opponent.map_or("0000".to_string(), |o| o.to_string()),
                match c.colour {
                    Some(Colour::White) => 'w',
                    Some(Colour::Black) => 'b',
                    None => '-',
                },
                c.outcome.code()
            )),
        }
    }
    line.trim_end().to_string()
}

/// Reads one `001` line (the checks between players come later).
fn parse_player(line: &[char], line_no: usize) -> Result<Player, TrfError> {
    let err = |column: usize, message: String| TrfError {
        line: line_no,
        column,
        message,
    };
    let number_text = field(line, NUMBER);
    let number = number_text
        .parse::<u32>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| {
            err(
                NUMBER.0,
                format!(
                    "the pairing number (columns 5-8) must be a number from 1, not `{number_text}`"
                ),
            )
        })?;
    let number_in = |(from, to): (usize, usize), what: &str| -> Result<u32, TrfError> {
        let t = field(line, (from, to));
        if t.is_empty() {
            return Ok(0);
        }
        t.parse().map_err(|_| {
            err(
                from,
                format!("the {what} (columns {from}-{to}) must be a whole number, not `{t}`"),
            )
        })
    };
    let rating = number_in(RATING, "rating")?;
    let rank = number_in(RANK, "rank")?;
    let points_text = field(line, POINTS);
    let points = parse_points(&points_text).ok_or_else(|| {
        err(
            POINTS.0,
            format!("the points (columns 81-84) must be like `2.5` or `3.0`, not `{points_text}`"),
        )
    })?;
    let mut rounds = Vec::new();
    let mut start = FIRST_CELL;
    while start <= line.len() {
        rounds.push(parse_cell(line, start, line_no)?);
        start += 10;
    }
    while rounds.last() == Some(&None) {
        rounds.pop();
    }
    Ok(Player {
        number,
        sex: field(line, (10, 10)),
        title: field(line, (11, 13)),
        name: field(line, (15, 47)),
        rating,
        federation: field(line, (54, 56)),
        fide_id: field(line, (58, 68)),
        birth: field(line, (70, 79)),
        points,
        rank,
        rounds,
    })
}

/// Reads the cell that starts at column `start`.
fn parse_cell(line: &[char], start: usize, line_no: usize) -> Result<Option<Cell>, TrfError> {
    let err = |column: usize, message: String| TrfError {
        line: line_no,
        column,
        message,
    };
    let opp = field(line, (start, start + 3));
    let colour = field(line, (start + 5, start + 5));
    let result = field(line, (start + 7, start + 7));
    if opp.is_empty() && colour.is_empty() && result.is_empty() {
        return Ok(None);
    }
    let opponent = match opp.as_str() {
        "" | "0000" | "0" => None,
        t => Some(t.parse::<u32>().ok().filter(|n| *n > 0).ok_or_else(|| {
            err(
                start,
                format!("the opponent must be a pairing number or 0000, not `{t}`"),
            )
        })?),
    };
    let colour = match colour.as_str() {
        "w" | "W" => Some(Colour::White),
        "b" | "B" => Some(Colour::Black),
        "-" | "" => None,
        c => {
            return Err(err(
                start + 5,
                format!("the colour must be w, b or -, not `{c}`"),
            ));
        }
    };
    let outcome = result
        .chars()
        .next()
        .and_then(Outcome::from_code)
        .ok_or_else(|| {
            err(
                start + 7,
                format!("the result must be one of 1 = 0 + - W D L U H Z F, not `{result}`"),
            )
        })?;
    if outcome.is_bye() && opponent.is_some() {
        return Err(err(
            start,
            format!("a bye ({}) has no opponent: write 0000", outcome.code()),
        ));
    }
    if opponent.is_none() && !outcome.is_bye() && outcome != Outcome::ForfeitLoss {
        return Err(err(
            start,
            format!(
                "result {} needs an opponent's pairing number",
                outcome.code()
            ),
        ));
    }
    if outcome.played() && colour.is_none() {
        return Err(err(
            start + 5,
            "a game played needs its colour, w or b".to_string(),
        ));
    }
    Ok(Some(Cell {
        opponent,
        colour,
        outcome,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR: &str = include_str!("../../tests/data/pairing/tiebreaks.trf");

    /// `FOUR` with the text of line `line` (from 1) at column `column` (from 1) replaced.
    fn edited(line: usize, column: usize, with: &str) -> String {
        let mut lines: Vec<String> = FOUR.lines().map(str::to_string).collect();
        let l = &mut lines[line - 1];
        l.replace_range(column - 1..column - 1 + with.len(), with);
        lines.join("\n") + "\n"
    }

    #[test]
    fn a_file_is_read_field_by_field() {
        let t = Tournament::parse(FOUR).unwrap();
        assert_eq!(t.total_rounds, Some(3));
        assert_eq!(
            t.other_lines,
            vec!["012 Four players, a forfeit in round 2"]
        );
        assert_eq!(t.players.len(), 4);
        let p2 = t.player(2).unwrap();
        assert_eq!(
            (p2.name.as_str(), p2.rating, p2.points, p2.rank),
            ("Bravo", 1900, 3, 3)
        );
        assert_eq!(
            p2.cell(2),
            Some(Cell {
                opponent: Some(4),
                colour: Some(Colour::White),
                outcome: Outcome::ForfeitWin
            })
        );
        assert_eq!(p2.cell(4), None);
        assert_eq!(t.round_to_pair(), 4);
    }

    #[test]
    fn writing_gives_back_the_same_file() {
        let t = Tournament::parse(FOUR).unwrap();
        assert_eq!(t.to_text(), FOUR);
        let mut u = t.clone();
        u.initial_colour = Some(Colour::Black);
        u.players[0].rounds.push(None);
        u.players[0].rounds.push(Some(Cell {
            opponent: None,
            colour: None,
            outcome: Outcome::HalfBye,
        }));
        let again = Tournament::parse(&u.to_text()).unwrap();
        assert_eq!(again, u);
        assert!(u.to_text().contains("XXC black1\n"));
        assert_eq!(again.players[0].cell(5).unwrap().outcome, Outcome::HalfBye);
    }

    #[test]
    fn bad_fields_are_named_by_line_and_column() {
        let cases = [
            // Player 1's points 2.5 where the results make 2.
            (edited(3, 81, " 2.5"), 3, 81, "points 2.5 disagree"),
            (edited(3, 99, "X"), 3, 99, "the result must be one of"),
            (edited(3, 97, "r"), 3, 97, "the colour must be w, b or -"),
            (edited(3, 5, "   x"), 3, 5, "pairing number"),
            // Round 1 of player 1 against 9, who is not in the file.
            (
                edited(3, 92, "   9"),
                3,
                92,
                "opponent 9 in round 1 has no 001 line",
            ),
            // Player 1 claims a draw in round 3 where 4 records a win for 1.
            (edited(3, 119, "="), 3, 112, "does not show the same game"),
            (edited(3, 81, "2,0x"), 3, 81, "must be like `2.5`"),
            (edited(2, 5, "x"), 2, 5, "XXR needs the number of rounds"),
            // Not a TRF file at all, and a header without players.
            ("hello world\n".to_string(), 1, 1, "no player lines"),
            ("012 Club\nXXR 3\n".to_string(), 1, 1, "no player lines"),
        ];
        for (text, line, column, says) in cases {
            let e = Tournament::parse(&text).unwrap_err();
            assert_eq!((e.line, e.column), (line, column), "{e}");
            assert!(e.message.contains(says), "{e}");
            assert!(
                e.to_string()
                    .starts_with(&format!("line {line}, column {column}: "))
            );
        }
    }

    #[test]
    fn the_round_being_paired_takes_blank_or_a_requested_bye() {
        // Drop round 3 from everyone: round 3 is then the round being paired.
        let two: String = FOUR
            .lines()
            .map(|l| {
                if l.starts_with("001") {
                    l[..109].trim_end().to_string()
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let fix = |s: String, from: &str, to: &str| s.replacen(from, to, 1);
        // The points follow the first two rounds: 1 has 1, 2 has 1, 3 has 1½, 4 has ½.
        let two = fix(two, " 2.0    1", " 1.0    1");
        let two = fix(two, " 1.5    3", " 1.0    3");
        let two = fix(two, " 2.0    2", " 1.5    2");
        let t = Tournament::parse(&two).unwrap();
        assert_eq!(t.round_to_pair(), 3);
        // 4 asks for a half-point bye in round 3: the points may count it or not.
        let lines: Vec<&str> = two.lines().collect();
        let with_bye = two.replace(lines[5], &format!("{}  0000 - H", lines[5]));
        let t = Tournament::parse(&with_bye).unwrap();
        assert_eq!(
            t.player(4).unwrap().cell(3).unwrap().outcome,
            Outcome::HalfBye
        );
        let counted = with_bye.replacen(" 0.5    4", " 1.0    4", 1);
        assert!(Tournament::parse(&counted).is_ok());
        // A full-point bye is not a way to sit out the round being paired.
        let full = two.replace(lines[5], &format!("{}  0000 - F", lines[5]));
        let e = Tournament::parse(&full).unwrap_err();
        assert_eq!((e.line, e.column), (6, 112));
        assert!(e.message.contains("round 3 is the round being paired"));
    }
}
