//! A Jungle position: where the pieces stand, the side to move, the counters and the rules in
//! force; legal move generation and the capture rules of `spec/jungle.md`.

use std::fmt;

use super::bitboard::{self, JUMPS, NEIGHBOURS, TRAPS, WATER};
use super::fen::{FenError, STARTPOS};
use super::game::Game;
use super::moves::{Move, MoveList, ParseMoveError};
use super::notation::{self, MoveText, MoveTextError};
use super::outcome::WinReason;
use super::piece::{Piece, PieceKind, Side};
use super::rules::{JumpBlockedBy, RuleSet, TigerJump};
use super::square::{Square, SquareIter};
use super::zobrist;
use crate::games::contract::{GamePosition, OutcomeOf};
use crate::games::outcome::{DrawReason, Outcome};
use crate::games::state::State;

const EMPTY: u8 = 0;
const NO_SQUARE: u8 = 0xFF;

crate::games::contract::illegal_moves! {
    /// A diagonal move.
    #[error("pieces never move diagonally: the {0} moves one square up, down, left or right")]
    Diagonal(PieceKind),
    /// More than one square, and not a river jump.
    #[error("the {0} moves one square at a time, up, down, left or right")]
    TooFar(PieceKind),
    /// A long move by a piece that is not a jumper.
    #[error("only the lion and the tiger can jump over the river")]
    NotAJumper(PieceKind),
    /// A tiger's sideways jump under `tiger_jump = "vertical"`.
    #[error("with these rules the tiger jumps over the river only vertically")]
    TigerJumpsVertically,
    /// A swimmer on the jump path.
    #[error("a {blocker} in the river blocks the {jumper}'s jump")]
    JumpBlocked {
        /// The lion or tiger.
        jumper: PieceKind,
        /// The piece in the water.
        blocker: PieceKind,
    },
    /// A step into the own den.
    #[error("you cannot enter your own den")]
    OwnDen,
    /// A non-swimmer stepping into water.
    #[error("{}", if *dog_swims { "only the rat and the dog can enter the water" } else { "only the rat can enter the water" })]
    Water {
        /// Whether the dog swims under these rules (changes the sentence).
        dog_swims: bool,
    },
    /// A capture between water and land.
    #[error("{}", if *from_water { format!("the {attacker} cannot capture from the water onto the bank") } else { format!("the {attacker} cannot capture a piece in the water from the bank") })]
    AcrossBank {
        /// The capturing piece.
        attacker: PieceKind,
        /// Whether the attacker is in the water.
        from_water: bool,
    },
    /// The attacker stands on a trap that lowers it to rank 0.
    #[error("the {0} stands on a trap (rank 0 there) and cannot capture")]
    AttackerTrapped(PieceKind),
    /// The elephant may never capture the rat.
    #[error("the elephant cannot capture the rat")]
    ElephantRat,
    /// The defender outranks the attacker.
    #[error("the {attacker} ({}) cannot capture the {defender} ({})", attacker.rank(), defender.rank())]
    TooWeak {
        /// The capturing piece.
        attacker: PieceKind,
        /// The piece it tried to capture.
        defender: PieceKind,
    },
    /// `repetition = "forbid"`: the move would make the position occur for the `count`-th time.
    #[error("this move would repeat the position a {} time", ordinal(*count))]
    WouldRepeat {
        /// The occurrence the move would bring about (`repetition_draw`).
        count: u8,
    },
}

/// `n` as an English ordinal word or number: `third`, `fourth`, … `tenth`, then `11th`, `21st`.
fn ordinal(n: u8) -> String {
    const WORDS: [&str; 11] = [
        "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
        "ninth", "tenth",
    ];
    if let Some(w) = WORDS.get(usize::from(n)) {
        return (*w).to_string();
    }
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A legal Jungle position. Build one with [`Position::startpos`] or [`Position::from_fen`];
/// change it with [`Position::play`]. It is `Copy` (about 120 bytes), so search copies instead of
/// undoing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Position {
    board: [u8; 63],
    squares: [[u8; 8]; 2],
    occ: [u64; 2],
    /// The side to move, the counters, the hash and the rules.
    pub(super) state: State<Side, RuleSet>,
}

/// Masks for one move generation; see [`Position::capture_context`].
struct CaptureContext {
    enemy: u64,
    lowered_enemy: u64,
    up_to: [u64; 9],
    enemy_rat: u64,
    enemy_elephant: u64,
    own_lowering: u64,
    blockers: u64,
}

impl Position {
    /// A board with no pieces, Red to move, counters `0 1`.
    pub fn empty(rules: RuleSet) -> Position {
        Position {
            board: [EMPTY; 63],
            squares: [[NO_SQUARE; 8]; 2],
            occ: [0; 2],
            state: State::new(rules),
        }
    }

    /// Puts a piece on an empty square. Used while building a position; no validation.
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        debug_assert_eq!(self.board[sq.index()], EMPTY);
        self.board[sq.index()] = Piece::code(p.side, p.kind);
        self.squares[p.side.index()][p.kind.index()] = sq.index() as u8;
        self.occ[p.side.index()] |= sq.bit();
        self.state.hash ^= zobrist::piece_key(p.side, p.kind, sq);
    }

    /// Makes `side` the side to move (the hash follows); the placement and counters stay.
    pub(crate) fn set_turn(&mut self, side: Side) {
        self.state.set_turn(side, zobrist::BLUE_TO_MOVE);
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    /// Where `side`'s piece of `kind` stands, or `None` once it is captured.
    #[inline]
    pub fn square_of(&self, side: Side, kind: PieceKind) -> Option<Square> {
        Square::from_index(self.squares[side.index()][kind.index()])
    }

    /// The squares `side`'s pieces stand on.
    #[inline]
    pub fn occupied(&self, side: Side) -> u64 {
        self.occ[side.index()]
    }

    /// `side`'s pieces with their squares, weakest first.
    pub fn pieces(&self, side: Side) -> impl Iterator<Item = (PieceKind, Square)> + '_ {
        PieceKind::ALL
            .into_iter()
            .filter_map(move |k| self.square_of(side, k).map(|s| (k, s)))
    }

    /// The side that has won on the board: by standing in the other's den, or because the other
    /// has no pieces left. `None` while the game goes on (draw rules and "no legal moves" are
    /// [`super::Game`]'s and [`Position::legal_moves`]' business).
    #[inline]
    pub fn board_winner(&self) -> Option<Side> {
        if self.occ[0] & bitboard::BLUE_DEN.bit() != 0 || self.occ[1] == 0 {
            Some(Side::Red)
        } else if self.occ[1] & bitboard::RED_DEN.bit() != 0 || self.occ[0] == 0 {
            Some(Side::Blue)
        } else {
            None
        }
    }

    #[inline]
    fn swims(&self, kind: PieceKind) -> bool {
        kind == PieceKind::Rat || (kind == PieceKind::Dog && self.state.rules.dog_swims)
    }

    /// The rank of the piece on `sq` where it stands: 0 on a trap that lowers it (an enemy
    /// trap, any trap with `universal_traps`; rule 2 of "Captures"), else its own rank; `None`
    /// on an empty square.
    pub fn rank_on_square(&self, sq: Square) -> Option<u8> {
        let p = self.piece_at(sq)?;
        Some(if self.lowered(sq, p.side) {
            0
        } else {
            p.kind.rank()
        })
    }

    /// Whether a piece of `owner` standing on `sq` has rank 0 there (rule 2 of "Captures").
    #[inline]
    fn lowered(&self, sq: Square, owner: Side) -> bool {
        let traps = if self.state.rules.universal_traps {
            TRAPS
        } else {
            bitboard::traps(!owner)
        };
        traps & sq.bit() != 0
    }

    /// Checks the capture rules 1–6 of the spec for `attacker` (of the side to move) on `from`
    /// taking the opponent's piece on `to`.
    fn capture_check(
        &self,
        attacker: PieceKind,
        from: Square,
        to: Square,
    ) -> Result<(), IllegalMove> {
        let us = self.state.turn;
        let defender = match Piece::from_code(self.board[to.index()]) {
            Some(p) => p.kind,
            None => return Ok(()),
        };
        let from_water = WATER & from.bit() != 0;
        let to_water = WATER & to.bit() != 0;
        if from_water != to_water
            && !(self.state.rules.rat_captures_elephant_from_water
                && attacker == PieceKind::Rat
                && from_water
                && defender == PieceKind::Elephant)
        {
            return Err(IllegalMove::AcrossBank {
                attacker,
                from_water,
            });
        }
        if self.lowered(to, !us) {
            return Ok(());
        }
        if !self.state.rules.trapped_piece_can_capture && self.lowered(from, us) {
            return Err(IllegalMove::AttackerTrapped(attacker));
        }
        match (attacker, defender) {
            (PieceKind::Rat, PieceKind::Elephant) => Ok(()),
            (PieceKind::Elephant, PieceKind::Rat) => Err(IllegalMove::ElephantRat),
            _ if attacker.rank() >= defender.rank() => Ok(()),
            _ => Err(IllegalMove::TooWeak { attacker, defender }),
        }
    }

    /// What the side to move may capture, computed once per move generation so each piece's
    /// captures are a few mask operations (rules 2–6 of "Captures"; rule 1, the bank, depends on
    /// the attacker's square and is applied in [`Position::targets`]).
    #[inline]
    fn capture_context(&self) -> CaptureContext {
        let us = self.state.turn;
        let them = (!us).index();
        let enemy = self.occ[them];
        let lowering = if self.state.rules.universal_traps {
            TRAPS
        } else {
            bitboard::traps(us)
        };
        // up_to[r]: enemy pieces of rank ≤ r (index 0 unused).
        let mut up_to = [0u64; 9];
        for k in PieceKind::ALL {
            let s = self.squares[them][k.index()];
            if s != NO_SQUARE {
                up_to[k.rank() as usize] |= 1u64 << s;
            }
        }
        for r in 1..9 {
            up_to[r] |= up_to[r - 1];
        }
        let bit_of = |k: PieceKind| {
            let s = self.squares[them][k.index()];
            if s == NO_SQUARE { 0 } else { 1u64 << s }
        };
        CaptureContext {
            enemy,
            lowered_enemy: enemy & lowering,
            up_to,
            enemy_rat: bit_of(PieceKind::Rat),
            enemy_elephant: bit_of(PieceKind::Elephant),
            own_lowering: if self.state.rules.universal_traps {
                TRAPS
            } else {
                bitboard::traps(!us)
            },
            blockers: match self.state.rules.jump_blocked_by {
                JumpBlockedBy::Any => self.occ[0] | self.occ[1],
                JumpBlockedBy::Enemy => enemy,
            },
        }
    }

    /// The squares the piece `kind` of the side to move on `from` may move to.
    #[inline]
    fn targets(&self, kind: PieceKind, from: Square, cx: &CaptureContext) -> u64 {
        let us = self.state.turn.index();
        let mut t =
            NEIGHBOURS[from.index()] & !self.occ[us] & !bitboard::den(self.state.turn).bit();
        if !self.swims(kind) {
            t &= !WATER;
            if kind.jumps() {
                let dirs = if kind == PieceKind::Tiger
                    && self.state.rules.tiger_jump == TigerJump::Vertical
                {
                    2
                } else {
                    4
                };
                for j in &JUMPS[from.index()][..dirs] {
                    if j.to != NO_SQUARE && j.path & cx.blockers == 0 {
                        t |= (1u64 << j.to) & !self.occ[us];
                    }
                }
            }
        }
        if t & cx.enemy == 0 {
            return t;
        }
        // Rules 2–6: a lowered defender falls to anything; a lowered attacker takes only those.
        let mut capturable = cx.lowered_enemy;
        if self.state.rules.trapped_piece_can_capture || cx.own_lowering & from.bit() == 0 {
            let mut by_rank = cx.up_to[kind.rank() as usize];
            match kind {
                PieceKind::Rat => by_rank |= cx.enemy_elephant,
                PieceKind::Elephant => by_rank &= !cx.enemy_rat,
                _ => {}
            }
            capturable |= by_rank;
        }
        // Rule 1: no capture across the bank (but the rat-from-water option).
        if WATER & from.bit() != 0 {
            let mut reach = WATER;
            if kind == PieceKind::Rat && self.state.rules.rat_captures_elephant_from_water {
                reach |= cx.enemy_elephant;
            }
            capturable &= reach;
        } else {
            capturable &= !WATER;
        }
        (t & !cx.enemy) | (t & capturable)
    }

    /// The legal destinations of the piece on `from` (empty if it is not the mover's).
    pub fn destinations(&self, from: Square) -> u64 {
        match self.piece_at(from) {
            Some(p) if p.side == self.state.turn && self.board_winner().is_none() => {
                self.targets(p.kind, from, &self.capture_context())
            }
            _ => 0,
        }
    }

    fn crosses_water(&self, m: Move) -> bool {
        let (f0, r0, f1, r1) = (m.from.file(), m.from.rank(), m.to.file(), m.to.rank());
        let mut any = false;
        for sq in Square::all() {
            let (f, r) = (sq.file(), sq.rank());
            let between = (f == f0 && f0 == f1 && r > r0.min(r1) && r < r0.max(r1))
                || (r == r0 && r0 == r1 && f > f0.min(f1) && f < f0.max(f1));
            any |= between && WATER & sq.bit() != 0;
        }
        any
    }

    /// The Zobrist hash computed from scratch (the incremental [`Position::hash`] must equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.state.turn == Side::Blue {
            zobrist::BLUE_TO_MOVE
        } else {
            0
        };
        for side in Side::ALL {
            for (k, s) in self.pieces(side) {
                h ^= zobrist::piece_key(side, k, s);
            }
        }
        h
    }

    /// A copy with the side to move switched (a "pass"), for the engine's null-move search.
    pub fn with_turn_passed(&self) -> Position {
        let mut p = *self;
        p.set_turn(!self.state.turn);
        p
    }
}

/// Jungle through the games' contract: the position's own moves, and the end checks of
/// `spec/jungle.md` ("End of the game") on a game record.
impl GamePosition for Position {
    type Side = Side;
    type Move = Move;
    type ParseMoveError = ParseMoveError;
    type MoveList = MoveList;
    type Rules = RuleSet;
    type FenError = FenError;
    type IllegalMove = IllegalMove;
    type WinReason = WinReason;
    type MoveText = MoveText;
    type MoveTextError = MoveTextError;

    const NAME: &'static str = "jungle";
    const STARTPOS: &'static str = STARTPOS;

    /// The start position of the spec, with the side to move the rules' `first` says (Red
    /// unless `first = "blue"`).
    fn startpos(rules: RuleSet) -> Position {
        let mut p = Position::from_fen(STARTPOS, rules).expect("the start position is valid");
        p.set_turn(rules.first);
        p
    }

    /// Reads a FEN under `rules` (the rules decide, e.g., whether a dog may stand in water):
    /// `fen::read`.
    fn from_fen(fen: &str, rules: RuleSet) -> Result<Position, FenError> {
        super::fen::read(fen, rules)
    }

    /// The FEN with both counters, e.g. [`STARTPOS`]: `fen::write`.
    fn fen(&self) -> String {
        super::fen::write(self)
    }

    #[inline]
    fn state(&self) -> &State<Side, RuleSet> {
        &self.state
    }

    /// Appends every legal move of the side to move to `list`. A finished game (den entered, a
    /// side without pieces) has none.
    #[inline]
    fn legal_moves_into(&self, list: &mut MoveList) {
        if self.board_winner().is_some() {
            return;
        }
        let us = self.state.turn.index();
        let cx = self.capture_context();
        for kind in PieceKind::ALL {
            if let Some(from) = Square::from_index(self.squares[us][kind.index()]) {
                for to in SquareIter(self.targets(kind, from, &cx)) {
                    list.push(Move::new(from, to));
                }
            }
        }
    }

    /// The number of legal moves, counted without listing them (perft's leaves).
    // Kept out of line: inlined into the generic perft, LLVM no longer unrolls the loop over
    // the eight kinds (each `targets` call then keeps its `match` on the kind), and perft
    // runs about 10 % slower.
    #[inline(never)]
    fn count_moves(&self) -> u32 {
        if self.board_winner().is_some() {
            return 0;
        }
        let us = self.state.turn.index();
        let cx = self.capture_context();
        let mut n = 0;
        for kind in PieceKind::ALL {
            let s = self.squares[us][kind.index()];
            if let Some(from) = Square::from_index(s) {
                n += self.targets(kind, from, &cx).count_ones();
            }
        }
        n
    }

    /// Whether the legal move `m` captures.
    #[inline]
    fn is_capture(&self, m: Move) -> bool {
        self.board[m.to.index()] != EMPTY
    }

    /// Says why `m` is illegal, or `Ok` if it is legal.
    ///
    /// # Errors
    /// The first [`IllegalMove`] reason that applies, checked from the from-square outwards.
    fn check(&self, m: Move) -> Result<(), IllegalMove> {
        if self.board_winner().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let piece = IllegalMove::mover(m.from, self.piece_at(m.from), self.state.turn)?;
        if self.is_legal(m) {
            return Ok(());
        }
        let kind = piece.kind;
        let (df, dr) = (
            m.to.file() as i8 - m.from.file() as i8,
            m.to.rank() as i8 - m.from.rank() as i8,
        );
        if df == 0 && dr == 0 {
            return Err(IllegalMove::SameSquare);
        }
        if df.abs() == 1 && dr.abs() == 1 {
            return Err(IllegalMove::Diagonal(kind));
        }
        if df != 0 && dr != 0 {
            // A far square off the piece's lines (`rat c9` from a3): the distance is the fault.
            return Err(IllegalMove::TooFar(kind));
        }
        if df.abs() + dr.abs() > 1 {
            // A long straight move: legal only as a river jump.
            let dir = match (df.signum(), dr.signum()) {
                (0, 1) => 0,
                (0, -1) => 1,
                (-1, 0) => 2,
                _ => 3,
            };
            let jump = JUMPS[m.from.index()][dir];
            if jump.to as usize != m.to.index() {
                return Err(if !kind.jumps() && self.crosses_water(m) {
                    IllegalMove::NotAJumper(kind)
                } else {
                    IllegalMove::TooFar(kind)
                });
            }
            if !kind.jumps() {
                return Err(IllegalMove::NotAJumper(kind));
            }
            if kind == PieceKind::Tiger
                && self.state.rules.tiger_jump == TigerJump::Vertical
                && dir >= 2
            {
                return Err(IllegalMove::TigerJumpsVertically);
            }
            let blockers = match self.state.rules.jump_blocked_by {
                JumpBlockedBy::Any => self.occ[0] | self.occ[1],
                JumpBlockedBy::Enemy => self.occ[self.state.turn.index() ^ 1],
            };
            if let Some(b) = SquareIter(jump.path & blockers).next() {
                let blocker = self.piece_at(b).map_or(PieceKind::Rat, |p| p.kind);
                return Err(IllegalMove::JumpBlocked {
                    jumper: kind,
                    blocker,
                });
            }
        } else {
            if m.to == bitboard::den(self.state.turn) {
                return Err(IllegalMove::OwnDen);
            }
            if WATER & m.to.bit() != 0 && !self.swims(kind) {
                return Err(IllegalMove::Water {
                    dog_swims: self.state.rules.dog_swims,
                });
            }
        }
        IllegalMove::own_target(m.to, self.piece_at(m.to), self.state.turn)?;
        self.capture_check(kind, m.from, m.to)?;
        // Every rule above passed, yet the move is not generated: cannot happen while the two
        // agree; report the generic reason rather than panic.
        Err(IllegalMove::TooFar(kind))
    }

    /// Whether `m` is legal here: one of the piece's destinations.
    fn is_legal(&self, m: Move) -> bool {
        self.destinations(m.from) & m.to.bit() != 0
    }

    fn game_over() -> IllegalMove {
        IllegalMove::GameOver
    }

    /// Plays the legal move `m` and returns the new position. The caller guarantees legality
    /// (use [`Position::check`] or [`Position::legal_moves`] first); an illegal move gives a
    /// meaningless position but never undefined behaviour.
    #[inline]
    fn play(&self, m: Move) -> Position {
        let mut p = *self;
        p.play_in_place(m);
        p
    }

    /// Plays the legal move `m` on this position (see [`Position::play`]).
    #[inline]
    fn play_in_place(&mut self, m: Move) {
        let us = self.state.turn;
        let (from, to) = (m.from.index(), m.to.index());
        let mover = self.board[from];
        let captured = self.board[to];
        if let Some(p) = Piece::from_code(mover) {
            self.state.hash ^=
                zobrist::piece_key(us, p.kind, m.from) ^ zobrist::piece_key(us, p.kind, m.to);
            self.squares[us.index()][p.kind.index()] = to as u8;
        }
        if let Some(c) = Piece::from_code(captured) {
            self.state.hash ^= zobrist::piece_key(c.side, c.kind, m.to);
            self.squares[c.side.index()][c.kind.index()] = NO_SQUARE;
            self.occ[c.side.index()] &= !m.to.bit();
        }
        self.board[to] = mover;
        self.board[from] = EMPTY;
        self.occ[us.index()] ^= m.from.bit() | m.to.bit();
        self.state
            .pass_turn(captured != EMPTY, zobrist::BLUE_TO_MOVE);
    }

    fn read_move(text: &str) -> Result<MoveText, MoveTextError> {
        notation::read_move(text)
    }

    fn resolve_move(&self, text: &MoveText) -> Result<Move, MoveTextError> {
        notation::resolve_move(self, text)
    }

    /// `repetition = "forbid"`: the move may not make a position occur for the
    /// `repetition_draw`-th time.
    fn forbidden(game: &Game, m: Move) -> Result<(), IllegalMove> {
        match game.position().rules().forbidden_occurrence() {
            Some(n) if game.occurrences_after(m) >= n => {
                Err(IllegalMove::WouldRepeat { count: n as u8 })
            }
            _ => Ok(()),
        }
    }

    /// The end checks of `spec/jungle.md` ("End of the game"), in its order.
    fn decide(game: &Game) -> Option<OutcomeOf<Position>> {
        let p = game.position();
        // 1. den, 2. no pieces left: both found by `board_winner`; a den entry ranks first.
        if let Some(w) = p.board_winner() {
            let den_taken = p.occupied(w) & bitboard::den(!w).bit() != 0;
            let reason = if den_taken {
                WinReason::Den
            } else {
                WinReason::NoPiecesLeft
            };
            return Some(Outcome::Win { winner: w, reason });
        }
        let rules = p.rules();
        // 3. repetition (never reached when repeating is forbidden), 4. the no-capture limit.
        let count = rules.repetition_draw as usize;
        let forbid = rules.forbidden_occurrence().is_some();
        if count > 0 && !forbid && game.repetitions() >= count {
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        if game.no_capture_limit(rules.no_capture_draw_plies) {
            return Some(Outcome::Draw {
                reason: DrawReason::NoCaptureLimit,
            });
        }
        // 5. no legal move: the side to move loses; moves the record forbids do not count.
        let stuck = if forbid {
            let moves = p.legal_moves();
            moves.iter().all(|m| Self::forbidden(game, *m).is_err())
        } else {
            p.count_moves() == 0
        };
        stuck.then(|| Outcome::Win {
            winner: !p.side_to_move(),
            reason: WinReason::NoLegalMoves,
        })
    }

    /// `Rat g3→g4`: [`notation::human`].
    fn move_text(&self, m: Move) -> String {
        notation::human(self, m)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

/// The board as text, rank 9 at the top: FEN letters for pieces, `~` water, `#` traps,
/// `*` dens, `.` land, with file letters and rank numbers.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..9).rev() {
            write!(f, "{} ", r + 1)?;
            for file in 0..7 {
                let sq = Square::new(file, r).unwrap_or(bitboard::RED_DEN);
                let c = match self.piece_at(sq) {
                    Some(p) => p.fen_char(),
                    None if WATER & sq.bit() != 0 => '~',
                    None if TRAPS & sq.bit() != 0 => '#',
                    None if sq == bitboard::RED_DEN || sq == bitboard::BLUE_DEN => '*',
                    None => '.',
                };
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        write!(f, "   a b c d e f g")
    }
}
