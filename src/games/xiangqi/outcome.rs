//! How a Xiangqi game ends ("Legality and the end of the game" in `spec/xiangqi.md`):
//! `reason_code` gives `checkmate`, `stalemate`, `perpetual-check`, `perpetual-chase`,
//! `resignation`, `time`, `repetition`, `no-capture-limit` or `agreement`. The draws and the common outcome type are in
//! [`crate::games::outcome`].

crate::games::outcome::win_reasons!(super::piece::Side;
    /// The loser is in check and has no legal move.
    Checkmate = "checkmate", "by checkmate";
    /// The loser is not in check but has no legal move (in Xiangqi that loses too).
    Stalemate = "stalemate", "because the opponent has no legal move (stalemate)";
    /// Under `repetition = "asian"`, the loser checked with every move through the repetition.
    PerpetualCheck = "perpetual-check", "because the opponent gave perpetual check";
    /// Under `repetition = "asian"`, the loser chased the same unprotected piece with every move
    /// through the repetition, giving no check ([`super::chase`]).
    PerpetualChase = "perpetual-chase", "because the opponent chased an unprotected piece perpetually";
);
