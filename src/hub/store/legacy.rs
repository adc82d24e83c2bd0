//! The store calls of the hub before it moved to [`super::v2::Store`]: synchronous, on one
//! connection, with ids chosen by the caller. Kept only until the hub awaits the new store.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::{
    ChallengeRecord, GameRecord, RatingRecord, ServerSettings, SqliteStore, Store, StoreError,
};
use crate::games::any::{GameKind, Move, Side};
use crate::hub::types::{ChallengeId, EndReason, Ending, GameId, Seat, side_from_index};

fn bad(what: &str, e: impl std::fmt::Display) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(format!("{what}: {e}").into())
}

fn moves_text(moves: &[Move]) -> String {
    let mut s = String::with_capacity(moves.len() * 5);
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(&m.to_string());
    }
    s
}

fn side_index(s: Option<Side>) -> Option<i64> {
    s.map(|s| s.index() as i64)
}

const GAME_COLUMNS: &str = "id, server, channel, game_kind, red, blue, rated, rules, time_control, start_fen, moves, clock_red, clock_blue, turn_started, draw_offer, takeback_offer, created, result, reason, finished, rating_changes";

fn game_from_row(r: &Row) -> rusqlite::Result<GameRecord> {
    let seat = |i: usize| -> rusqlite::Result<Seat> {
        let t: String = r.get(i)?;
        serde_json::from_str(&t).map_err(|e| bad("seat", e))
    };
    let kind = game_kind(r, 3)?;
    let moves: String = r.get(10)?;
    let moves = moves
        .split_whitespace()
        .map(|m| Move::parse(kind, m).map_err(|e| bad("move", e)))
        .collect::<rusqlite::Result<Vec<Move>>>()?;
    let result: Option<String> = r.get(17)?;
    let reason: Option<String> = r.get(18)?;
    let ending = match (result, reason) {
        (Some(res), Some(reason)) => Some(Ending {
            winner: match res.as_str() {
                "1-0" => Some(Side::First),
                "0-1" => Some(Side::Second),
                _ => None,
            },
            reason: EndReason::from_code(&reason).ok_or_else(|| bad("reason", &reason))?,
        }),
        _ => None,
    };
    let changes: Option<String> = r.get(20)?;
    Ok(GameRecord {
        id: r.get(0)?,
        server: r.get(1)?,
        channel: r.get(2)?,
        game_kind: kind,
        seats: [seat(4)?, seat(5)?],
        rated: r.get(6)?,
        rules: r.get(7)?,
        time_control: r.get(8)?,
        start_fen: r.get(9)?,
        moves,
        clock_ms: [r.get(11)?, r.get(12)?],
        turn_started_ms: r.get(13)?,
        draw_offer: r.get::<_, Option<i64>>(14)?.and_then(side_from_index),
        takeback_offer: r.get::<_, Option<i64>>(15)?.and_then(side_from_index),
        created_ms: r.get(16)?,
        ending,
        finished_ms: r.get(19)?,
        rating_changes: match changes {
            Some(c) => Some(serde_json::from_str(&c).map_err(|e| bad("rating changes", e))?),
            None => None,
        },
    })
}

/// The game of a row; rows written before Xiangqi was hosted say `jungle` too.
fn game_kind(r: &Row, i: usize) -> rusqlite::Result<GameKind> {
    let t: String = r.get(i)?;
    t.parse().map_err(|e| bad("game kind", e))
}

fn challenge_from_row(r: &Row) -> rusqlite::Result<ChallengeRecord> {
    let player = |i: usize| -> rusqlite::Result<crate::hub::Player> {
        let t: String = r.get(i)?;
        serde_json::from_str(&t).map_err(|e| bad("player", e))
    };
    Ok(ChallengeRecord {
        id: r.get(0)?,
        server: r.get(1)?,
        channel: r.get(2)?,
        challenger: player(3)?,
        challenged: player(4)?,
        game_kind: game_kind(r, 5)?,
        rules: r.get(6)?,
        time_control: r.get(7)?,
        rated: r.get(8)?,
        colour: r.get(9)?,
        created_ms: r.get(10)?,
        expires_ms: r.get(11)?,
    })
}

fn rating_from_row(r: &Row) -> rusqlite::Result<RatingRecord> {
    Ok(RatingRecord {
        server: r.get(0)?,
        game_kind: r.get(1)?,
        user: r.get(2)?,
        name: r.get(3)?,
        rating: r.get(4)?,
        deviation: r.get(5)?,
        volatility: r.get(6)?,
        games: r.get(7)?,
        wins: r.get(8)?,
        draws: r.get(9)?,
        losses: r.get(10)?,
    })
}

const RATING_COLUMNS: &str =
    "server, game_kind, user, name, rating, deviation, volatility, games, wins, draws, losses";

fn write_game(conn: &Connection, g: &GameRecord, insert: bool) -> rusqlite::Result<()> {
    let changes = match &g.rating_changes {
        Some(c) => Some(serde_json::to_string(c).map_err(|e| bad("rating changes", e))?),
        None => None,
    };
    let (result, reason) = match g.ending {
        Some(e) => (Some(e.score()), Some(e.reason.code())),
        None => (None, None),
    };
    if insert {
        let seat = |s: &Seat| serde_json::to_string(s).map_err(|e| bad("seat", e));
        let user = |s: &Seat| s.member().map(|p| p.id.clone());
        conn.prepare_cached(
            "INSERT INTO games (id, server, channel, game_kind, red, blue, red_user, blue_user, rated, rules, time_control, start_fen, moves, clock_red, clock_blue, turn_started, draw_offer, takeback_offer, created, active, result, reason, finished, rating_changes) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24)",
        )?
        .execute(params![
            g.id,
            g.server,
            g.channel,
            g.game_kind.code(),
            seat(&g.seats[0])?,
            seat(&g.seats[1])?,
            user(&g.seats[0]),
            user(&g.seats[1]),
            g.rated,
            g.rules,
            g.time_control,
            g.start_fen,
            moves_text(&g.moves),
            g.clock_ms[0],
            g.clock_ms[1],
            g.turn_started_ms,
            side_index(g.draw_offer),
            side_index(g.takeback_offer),
            g.created_ms,
            g.ending.is_none(),
            result,
            reason,
            g.finished_ms,
            changes,
        ])?;
    } else {
        let n = conn
            .prepare_cached(
                "UPDATE games SET moves = ?2, clock_red = ?3, clock_blue = ?4, turn_started = ?5, draw_offer = ?6, takeback_offer = ?7, active = ?8, result = ?9, reason = ?10, finished = ?11, rating_changes = ?12 WHERE id = ?1",
            )?
            .execute(params![
                g.id,
                moves_text(&g.moves),
                g.clock_ms[0],
                g.clock_ms[1],
                g.turn_started_ms,
                side_index(g.draw_offer),
                side_index(g.takeback_offer),
                g.ending.is_none(),
                result,
                reason,
                g.finished_ms,
                changes,
            ])?;
        if n != 1 {
            return Err(bad("game", format!("game {} is not in the store", g.id)));
        }
    }
    Ok(())
}

impl Store for SqliteStore {
    fn max_ids(&self) -> Result<(GameId, ChallengeId), StoreError> {
        let c = self.legacy();
        let g = c.query_row("SELECT COALESCE(MAX(id), 0) FROM games", [], |r| r.get(0))?;
        let ch = c.query_row("SELECT COALESCE(MAX(id), 0) FROM challenges", [], |r| {
            r.get(0)
        })?;
        Ok((g, ch))
    }

    fn insert_game(
        &self,
        game: &GameRecord,
        from_challenge: Option<ChallengeId>,
    ) -> Result<(), StoreError> {
        let mut c = self.legacy();
        let tx = c.transaction()?;
        if let Some(id) = from_challenge {
            tx.prepare_cached("DELETE FROM challenges WHERE id = ?1")?
                .execute([id])?;
        }
        write_game(&tx, game, true)?;
        tx.commit()?;
        Ok(())
    }

    fn update_game(&self, game: &GameRecord) -> Result<(), StoreError> {
        write_game(&self.legacy(), game, false)?;
        Ok(())
    }

    fn finish_game(&self, game: &GameRecord, ratings: &[RatingRecord]) -> Result<(), StoreError> {
        let mut c = self.legacy();
        let tx = c.transaction()?;
        write_game(&tx, game, false)?;
        for r in ratings {
            tx.prepare_cached(
                "INSERT OR REPLACE INTO ratings (server, game_kind, user, name, rating, deviation, volatility, games, wins, draws, losses) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            )?
            .execute(params![
                r.server, r.game_kind, r.user, r.name, r.rating, r.deviation, r.volatility, r.games,
                r.wins, r.draws, r.losses
            ])?;
        }
        tx.commit()?;
        Ok(())
    }

    fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let c = self.legacy();
        let g = c
            .prepare_cached(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"))?
            .query_row([id], game_from_row)
            .optional()?;
        Ok(g)
    }

    fn active_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let c = self.legacy();
        let mut st = c.prepare(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE active = 1 ORDER BY id"
        ))?;
        let rows = st.query_map([], game_from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    fn insert_challenge(&self, ch: &ChallengeRecord) -> Result<(), StoreError> {
        let player =
            |p: &crate::hub::Player| serde_json::to_string(p).map_err(|e| bad("player", e));
        self.legacy()
            .prepare_cached(
                "INSERT INTO challenges (id, server, channel, challenger, challenged, game_kind, rules, time_control, rated, colour, created, expires) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            )?
            .execute(params![
                ch.id,
                ch.server,
                ch.channel,
                player(&ch.challenger)?,
                player(&ch.challenged)?,
                ch.game_kind.code(),
                ch.rules,
                ch.time_control,
                ch.rated,
                ch.colour,
                ch.created_ms,
                ch.expires_ms
            ])?;
        Ok(())
    }

    fn delete_challenge(&self, id: ChallengeId) -> Result<(), StoreError> {
        self.legacy()
            .prepare_cached("DELETE FROM challenges WHERE id = ?1")?
            .execute([id])?;
        Ok(())
    }

    fn challenges(&self) -> Result<Vec<ChallengeRecord>, StoreError> {
        let c = self.legacy();
        let mut st = c.prepare("SELECT id, server, channel, challenger, challenged, game_kind, rules, time_control, rated, colour, created, expires FROM challenges ORDER BY id")?;
        let rows = st.query_map([], challenge_from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    fn rating(
        &self,
        server: &str,
        game_kind: &str,
        user: &str,
    ) -> Result<Option<RatingRecord>, StoreError> {
        let c = self.legacy();
        let r = c
            .prepare_cached(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE server = ?1 AND game_kind = ?2 AND user = ?3"
            ))?
            .query_row(params![server, game_kind, user], rating_from_row)
            .optional()?;
        Ok(r)
    }

    fn leaderboard(
        &self,
        server: &str,
        game_kind: &str,
        limit: usize,
    ) -> Result<Vec<RatingRecord>, StoreError> {
        let c = self.legacy();
        let mut st = c.prepare_cached(&format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE server = ?1 AND game_kind = ?2 ORDER BY rating DESC, games DESC, name LIMIT ?3"
        ))?;
        let rows = st.query_map(params![server, game_kind, limit as i64], rating_from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    fn server_settings(&self, server: &str) -> Result<ServerSettings, StoreError> {
        let c = self.legacy();
        let s = c
            .prepare_cached(
                "SELECT language, casual_hints, game FROM server_settings WHERE server = ?1",
            )?
            .query_row([server], |r| {
                Ok(ServerSettings {
                    language: r.get(0)?,
                    casual_hints: r.get(1)?,
                    game: r.get(2)?,
                })
            })
            .optional()?;
        Ok(s.unwrap_or_default())
    }

    fn set_server_settings(&self, server: &str, s: &ServerSettings) -> Result<(), StoreError> {
        self.legacy()
            .prepare_cached(
                "INSERT OR REPLACE INTO server_settings (server, language, casual_hints, game) \
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![server, s.language, s.casual_hints, s.game])?;
        Ok(())
    }

    fn finished_games(
        &self,
        server: &str,
        user: &str,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let c = self.legacy();
        let mut st = c.prepare_cached(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE active = 0 AND server = ?1 AND (red_user = ?2 OR blue_user = ?2) ORDER BY finished DESC, id DESC LIMIT ?3"
        ))?;
        let rows = st.query_map(params![server, user, limit as i64], game_from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }
}
