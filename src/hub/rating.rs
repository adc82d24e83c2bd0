//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013) through the
//! `skillratings` crate: one rating a member, game and server, updated after each rated game.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::games::any::Side;
use crate::store::types::{Ending, Player};
use crate::store::{RatingChange, RatingRecord};

/// A new member's record: rating 1500, deviation 350, volatility 0.06 (Glicko-2 defaults).
pub fn fresh(server: &str, game_kind: &str, p: &Player) -> RatingRecord {
    let r = Glicko2Rating::new();
    RatingRecord {
        server: server.to_string(),
        game_kind: game_kind.to_string(),
        user: p.id.clone(),
        name: p.name.clone(),
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
    }
}

/// The records of Red and Blue after a game ending `ending`, and the rating changes.
pub fn update(
    red: &RatingRecord,
    blue: &RatingRecord,
    ending: &Ending,
) -> ([RatingRecord; 2], [RatingChange; 2]) {
    let g = |r: &RatingRecord| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let outcome = match ending.winner {
        Some(Side::First) => Outcomes::WIN,
        Some(Side::Second) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (nr, nb) = glicko2(&g(red), &g(blue), &outcome, &Glicko2Config::new());
    let apply = |old: &RatingRecord, new: Glicko2Rating, side: Side| {
        let mut r = old.clone();
        r.rating = new.rating;
        r.deviation = new.deviation;
        r.volatility = new.volatility;
        r.games += 1;
        match ending.winner {
            None => r.draws += 1,
            Some(w) if w == side => r.wins += 1,
            Some(_) => r.losses += 1,
        }
        r
    };
    let changes = [
        RatingChange {
            before: red.rating,
            after: nr.rating,
        },
        RatingChange {
            before: blue.rating,
            after: nb.rating,
        },
    ];
    (
        [apply(red, nr, Side::First), apply(blue, nb, Side::Second)],
        changes,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::types::EndReason;

    #[test]
    fn a_win_between_new_players() {
        let a = fresh("s", "jungle", &Player::new("a", "Ann"));
        let b = fresh("s", "jungle", &Player::new("b", "Bob"));
        let ([ra, rb], ch) = update(&a, &b, &Ending::win(Side::First, EndReason::Den));
        // Two new players (1500, RD 350): the winner gains about 162 points (Glicko-2 paper's
        // formulas; the same for both with opposite signs).
        assert!((ra.rating - 1662.3).abs() < 0.5, "{}", ra.rating);
        assert!((rb.rating - 1337.7).abs() < 0.5, "{}", rb.rating);
        assert!(ra.deviation < 350.0);
        assert_eq!((ra.games, ra.wins, ra.losses), (1, 1, 0));
        assert_eq!((rb.games, rb.wins, rb.losses), (1, 0, 1));
        assert_eq!(ch[0].before, 1500.0);
        let ([da, db], _) = update(
            &a,
            &b,
            &Ending {
                winner: None,
                reason: EndReason::Agreement,
            },
        );
        assert!((da.rating - 1500.0).abs() < 1e-6 && (db.rating - 1500.0).abs() < 1e-6);
        assert_eq!((da.draws, db.draws), (1, 1));
    }
}
