//! Reading the options of a new game: game, rules, time control, colour, level.

use super::*;

impl Hub {
    /// The server's default game, else the configured one.
    pub(super) fn default_game(&self, server: &str) -> GameKind {
        self.server_settings(server)
            .game
            .and_then(|g| g.parse().ok())
            .unwrap_or(self.inner.config.default_game())
    }

    /// The game asked for, else the server's default game, else the configured one.
    pub(super) fn read_game(&self, server: &str, game: Option<&str>) -> Result<GameKind, Refusal> {
        match game.map(str::trim).filter(|g| !g.is_empty()) {
            None => Ok(self.default_game(server)),
            Some(g) => g.parse().map_err(|_| msg("bad-game").str("text", g)),
        }
    }

    /// The game a new game on `server` is of when `game` is asked for: that one, else the
    /// server's default (`/defaultgame`), else the configured one. For front-ends naming the
    /// game before it starts (a thread's title); an unreadable name gives the default (the
    /// start then refuses it).
    pub async fn game_for(&self, server: &str, game: Option<&str>) -> GameKind {
        self.load_settings(server).await;
        self.read_game(server, game)
            .unwrap_or_else(|_| self.default_game(server))
    }

    /// The rules of `kind` asked for (or the configured default) with the overrides.
    pub(super) fn read_rules(&self, kind: GameKind, o: &GameOptions) -> Result<Rules, Refusal> {
        let base = o
            .rules
            .as_deref()
            .unwrap_or(self.inner.config.default_rules_for(kind));
        let mut r = Rules::parse(kind, base).map_err(|e| rules_error(&e))?;
        for kv in &o.rule_overrides {
            r.apply_override(kv).map_err(|e| rules_error(&e))?;
        }
        Ok(r)
    }

    /// The time control asked for, else `default`.
    pub(super) fn read_time(o: &GameOptions, default: TimeControl) -> Result<TimeControl, Refusal> {
        match &o.time {
            None => Ok(default),
            Some(t) => t
                .parse()
                .map_err(|_| msg("bad-time-control").str("text", t)),
        }
    }

    pub(super) fn read_colour(kind: GameKind, o: &GameOptions) -> Result<Colour, Refusal> {
        match &o.colour {
            None => Ok(Colour::First),
            Some(c) => Colour::parse(kind, c).map_err(|_| {
                let second = games::of(kind).names().second_colour_word;
                msg("bad-colour")
                    .str("text", c)
                    .msg("second", Message::new(second))
            }),
        }
    }

    pub(super) fn read_level(&self, o: &GameOptions) -> Result<Level, Refusal> {
        let l = o
            .level
            .as_deref()
            .unwrap_or(&self.inner.config.default_level);
        l.parse().map_err(|_| msg("bad-level").str("text", l))
    }
}
