//! What a server's board page and a member's profile page show, in the reader's language: the
//! server's games (running and finished), its leaderboards, a member's ratings with their
//! history and their games. Only the games and ratings of the one server asked for are read.
//! The web front-end ([`crate::web`]) lays these out; the words and the reading of games stay
//! here.

use super::queries::{history_line, profile_msg};
use super::*;
use crate::store::Versioned;

/// How many rows a page lists (games, leaderboard places).
pub const WEB_PAGE_ROWS: usize = 20;

/// The last page a list can be paged to (a bound on what one request reads).
pub const WEB_MAX_PAGE: usize = 50;

/// How many of a member's finished games their rating history is drawn from.
pub const WEB_HISTORY_GAMES: usize = 200;

/// A game in a list.
#[derive(Clone, Debug, PartialEq)]
pub struct WebGameLine {
    /// The game's number.
    pub id: GameId,
    /// The game.
    pub kind: GameKind,
    /// The line in words (`#5 Ann – Bob 1-0 (resignation, 40 plies)`).
    pub text: String,
    /// Plies played.
    pub plies: usize,
    /// Whether the game is still being played.
    pub running: bool,
    /// On a member's profile: their result in words (`won`, `lost`, `drawn`).
    pub outcome: Option<String>,
    /// On a member's profile: their rating before and after the game (rated games).
    pub rating: Option<RatingChange>,
}

/// One place of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct WebRanking {
    /// The place, from 1.
    pub rank: usize,
    /// The member's user id.
    pub user: String,
    /// Their last known name.
    pub name: String,
    /// Their rating, rounded.
    pub rating: i64,
    /// Rated games played, won, drawn and lost.
    pub record: [i64; 4],
}

/// A leaderboard of one game on a server, one page of it.
#[derive(Clone, Debug, PartialEq)]
pub struct WebLeaderboard {
    /// The game.
    pub kind: GameKind,
    /// The heading (`Jungle leaderboard:`).
    pub title: String,
    /// What an empty leaderboard says.
    pub empty: String,
    /// The places of this page.
    pub rows: Vec<WebRanking>,
    /// Whether a next page has places.
    pub more: bool,
}

/// A server's board, one page of it.
#[derive(Clone, Debug, PartialEq)]
pub struct WebServerBoard {
    /// The games being played (all of them), oldest first.
    pub active: Vec<Versioned<GameRecord>>,
    /// Their lines, in the same order.
    pub active_lines: Vec<WebGameLine>,
    /// The finished games of this page, newest first.
    pub finished: Vec<WebGameLine>,
    /// Whether a next page has finished games.
    pub more: bool,
    /// A leaderboard per game.
    pub leaderboards: Vec<WebLeaderboard>,
}

/// A member's rating in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct WebRating {
    /// The game.
    pub kind: GameKind,
    /// The game's name.
    pub game_name: String,
    /// The rating in words (`Ann, Jungle: rating 1520 (± 80), 3 rated games: …`).
    pub summary: String,
    /// The rating before their first rated game shown, then after each, oldest first (empty
    /// without rated games).
    pub history: Vec<f64>,
}

/// A member's profile on a server, its games one page.
#[derive(Clone, Debug, PartialEq)]
pub struct WebProfile {
    /// The member's last known name.
    pub name: String,
    /// Their rating in each game.
    pub ratings: Vec<WebRating>,
    /// Their finished games of this page, newest first.
    pub games: Vec<WebGameLine>,
    /// Whether a next page has games.
    pub more: bool,
}

/// Rows `page` of `rows` (read with one more than the pages up to it): the page and whether
/// another follows.
fn page_of<T>(mut rows: Vec<T>, page: usize) -> (Vec<T>, bool) {
    let more = rows.len() > (page + 1) * WEB_PAGE_ROWS;
    rows.truncate((page + 1) * WEB_PAGE_ROWS);
    (rows.split_off((page * WEB_PAGE_ROWS).min(rows.len())), more)
}

/// How many rows to read for page `page` (one more, to know whether another follows).
fn rows_for(page: usize) -> usize {
    (page.min(WEB_MAX_PAGE) + 1) * WEB_PAGE_ROWS + 1
}

impl Hub {
    /// A finished game's line in `locale`; for `member`, their result and rating change.
    fn web_finished_line(&self, g: &GameRecord, locale: &str, member: Option<&str>) -> WebGameLine {
        let words = &self.inner.i18n;
        let text = words.format(locale, &history_line(g));
        let side = member.and_then(|u| {
            g.seats
                .iter()
                .position(|s| s.member().is_some_and(|p| p.id == u))
        });
        let outcome = side.and_then(|i| {
            let e = g.state.ending?;
            let key = match e.winner {
                _ if e.no_result() => "web-outcome-none",
                Some(w) if w.index() == i => "web-outcome-won",
                Some(_) => "web-outcome-lost",
                None => "web-outcome-drawn",
            };
            Some(words.format(locale, &msg(key)))
        });
        let rating = side.and_then(|i| g.state.rating_changes.map(|c| c[i]));
        WebGameLine {
            id: g.id,
            kind: g.game_kind,
            text,
            plies: g.moves.len(),
            running: false,
            outcome,
            rating,
        }
    }

    /// Page `page` (from 0, at most `WEB_MAX_PAGE`) of server `server`'s board in `locale`:
    /// its running games, its finished games and its leaderboards.
    ///
    /// # Errors
    /// The store's error.
    pub async fn web_server_board(
        &self,
        server: &str,
        locale: &str,
        page: usize,
    ) -> Result<WebServerBoard, StoreError> {
        let page = page.min(WEB_MAX_PAGE);
        let mut active: Vec<Versioned<GameRecord>> = (self.inner.store.active_games().await?)
            .games
            .into_iter()
            .filter(|g| g.record.server == server)
            .collect();
        active.sort_by_key(|g| g.record.id);
        let active_lines = active
            .iter()
            .map(|g| self.web_active_line(g, locale))
            .collect();
        let found = self
            .inner
            .store
            .server_games(server, rows_for(page))
            .await?;
        let (rows, more) = page_of(found.rows, page);
        let finished = rows
            .iter()
            .map(|g| self.web_finished_line(g, locale, None))
            .collect();
        let mut leaderboards = Vec::new();
        for kind in GameKind::ALL {
            leaderboards.push(self.web_leaderboard(server, kind, locale, page).await?);
        }
        Ok(WebServerBoard {
            active,
            active_lines,
            finished,
            more,
            leaderboards,
        })
    }

    /// The line of running game `g` on a server board, in `locale`.
    fn web_active_line(&self, g: &Versioned<GameRecord>, locale: &str) -> WebGameLine {
        let r = &g.record;
        let number = Table::from_versioned(g)
            .map(|t| i64::from(t.position().move_number()))
            .unwrap_or(1);
        let text = self.inner.i18n.format(
            locale,
            &msg("web-game-active")
                .num("game", r.id)
                .msg("kind", games::name(r.game_kind))
                .msg("red", seat_arg(&r.seats[0]))
                .msg("blue", seat_arg(&r.seats[1]))
                .num("number", number),
        );
        WebGameLine {
            id: r.id,
            kind: r.game_kind,
            text,
            plies: r.moves.len(),
            running: true,
            outcome: None,
            rating: None,
        }
    }

    /// Page `page` of server `server`'s leaderboard of `kind`, in `locale`.
    async fn web_leaderboard(
        &self,
        server: &str,
        kind: GameKind,
        locale: &str,
        page: usize,
    ) -> Result<WebLeaderboard, StoreError> {
        let words = &self.inner.i18n;
        let rows = (self.inner.store)
            .leaderboard(server, kind.code(), rows_for(page))
            .await?;
        let first = page * WEB_PAGE_ROWS;
        let (rows, more) = page_of(rows, page);
        Ok(WebLeaderboard {
            kind,
            title: words.format(
                locale,
                &msg("web-leaderboard").msg("kind", games::name(kind)),
            ),
            empty: words.format(
                locale,
                &msg("leaderboard-empty").msg("kind", games::name(kind)),
            ),
            rows: rows
                .into_iter()
                .enumerate()
                .map(|(i, r)| WebRanking {
                    rank: first + i + 1,
                    user: r.user,
                    name: r.name,
                    rating: r.rating.round() as i64,
                    record: [r.games, r.wins, r.draws, r.losses],
                })
                .collect(),
            more,
        })
    }

    /// Page `page` (from 0, at most `WEB_MAX_PAGE`) of member `user`'s profile on server
    /// `server` in `locale`: their rating in each game with its history, and their finished
    /// games there.
    ///
    /// # Errors
    /// The store's error.
    pub async fn web_profile(
        &self,
        server: &str,
        user: &str,
        locale: &str,
        page: usize,
    ) -> Result<WebProfile, StoreError> {
        let page = page.min(WEB_MAX_PAGE);
        let store = &self.inner.store;
        let words = &self.inner.i18n;
        let games = store
            .finished_games(server, user, rows_for(page).max(WEB_HISTORY_GAMES))
            .await?
            .rows;
        let mut ratings = Vec::new();
        let mut name = games
            .iter()
            .flat_map(|g| g.seats.iter().filter_map(Seat::member))
            .find(|p| p.id == user)
            .map(|p| p.name.clone());
        for kind in GameKind::ALL {
            let r = store.rating(server, kind.code(), user).await?;
            if let Some(r) = &r {
                name.get_or_insert_with(|| r.name.clone());
            }
            let shown = name.clone().unwrap_or_else(|| user.to_string());
            let summary = profile_msg(&shown, kind, r.as_ref());
            // Oldest first: the rating before the first rated game, then after each.
            let mut history = Vec::new();
            for g in games.iter().rev().filter(|g| g.game_kind == kind) {
                let side = g
                    .seats
                    .iter()
                    .position(|s| s.member().is_some_and(|p| p.id == user));
                if let (Some(i), Some(c)) = (side, g.state.rating_changes) {
                    if history.is_empty() {
                        history.push(c[i].before);
                    }
                    history.push(c[i].after);
                }
            }
            ratings.push(WebRating {
                kind,
                game_name: words.format(locale, &games::name(kind)),
                summary: words.format(locale, &summary),
                history,
            });
        }
        let (rows, more) = page_of(games, page);
        Ok(WebProfile {
            name: name.unwrap_or_else(|| user.to_string()),
            ratings,
            games: rows
                .iter()
                .map(|g| self.web_finished_line(g, locale, Some(user)))
                .collect(),
            more,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_cut_the_rows_and_tell_whether_more_follow() {
        let rows: Vec<usize> = (0..rows_for(0)).collect();
        assert_eq!(page_of(rows.clone(), 0), ((0..20).collect(), true));
        assert!(!page_of((0..20).collect::<Vec<_>>(), 0).1);
        let rows: Vec<usize> = (0..45).collect();
        assert_eq!(page_of(rows.clone(), 1), ((20..40).collect(), true));
        assert_eq!(page_of(rows.clone(), 2), ((40..45).collect(), false));
        assert_eq!(page_of(rows, 3), (vec![], false));
        assert_eq!(rows_for(1000), rows_for(WEB_MAX_PAGE));
    }
}
