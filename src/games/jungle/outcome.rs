//! How a Jungle game ends ("End of the game" in `spec/jungle.md`): `reason_code` gives `den`,
//! `no-pieces`, `no-moves`, `resignation`, `time`, `repetition`, `no-capture-limit` or
//! `agreement`. The draws and the common outcome type are in [`crate::games::outcome`].

crate::games::outcome::win_reasons!(super::piece::Side;
    /// The winner moved onto the opponent's den.
    Den = "den", "by entering the den";
    /// The loser has no pieces left.
    NoPiecesLeft = "no-pieces", "by capturing every piece";
    /// The loser had no legal move on its turn.
    NoLegalMoves = "no-moves", "because the opponent has no legal move";
);
