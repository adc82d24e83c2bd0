//! The limits of [`crate::hub::limits`] applied to commands: refused before anything changes,
//! with the limit named and when to try again.

use super::*;
use crate::hub::limits::{Owners, Rated};

/// The members and server of a game, for the registry's counts.
pub(super) fn owners_of(t: &Table) -> Owners {
    Owners {
        server: t.server.clone(),
        members: t
            .seats
            .iter()
            .filter_map(|s| s.member().map(|p| p.id.clone()))
            .collect(),
    }
}

impl Hub {
    /// Refuses a new game on `server` for `seats` when a member or the server already has
    /// as many active games as allowed. Called under the registry's lock, so two starts cannot
    /// both pass.
    pub(super) fn check_game_limits(
        &self,
        reg: &Registry,
        server: &str,
        seats: &[Seat; 2],
    ) -> Result<(), Refusal> {
        let c = &self.inner.config;
        let on_server = reg.owners.values().filter(|o| o.server == server).count();
        if on_server >= c.max_games_per_server {
            return Err(msg("limit-games-server").num("count", on_server as i64));
        }
        for p in seats.iter().filter_map(Seat::member) {
            let playing = reg
                .owners
                .values()
                .filter(|o| o.members.contains(&p.id))
                .count();
            if playing >= c.max_games_per_member {
                return Err(msg("limit-games-member")
                    .str("player", &p.name)
                    .num("count", playing as i64));
            }
        }
        Ok(())
    }

    /// Refuses a new challenge by `ctx.user` over the member's or the server's limit.
    pub(super) fn check_challenge_limits(&self, reg: &Registry, ctx: &Ctx) -> Result<(), Refusal> {
        let c = &self.inner.config;
        let on_server = reg
            .challenges
            .values()
            .filter(|x| x.server == ctx.server)
            .count();
        if on_server >= c.max_challenges_per_server {
            return Err(msg("limit-challenges-server").num("count", on_server as i64));
        }
        let mine = reg
            .challenges
            .values()
            .filter(|x| x.challenger.id == ctx.user.id)
            .count();
        if mine >= c.max_challenges_per_member {
            return Err(msg("limit-challenges-member").num("count", mine as i64));
        }
        Ok(())
    }

    /// Counts a `/play` or `/hint` of `ctx.user`, or refuses it when the member has made as
    /// many in the last minute as allowed.
    pub(super) fn check_rate(&self, ctx: &Ctx, kind: Rated) -> Result<(), Refusal> {
        let c = &self.inner.config;
        let (per_minute, id) = match kind {
            Rated::Play => (c.plays_per_minute, "limit-rate-play"),
            Rated::Hint => (c.hints_per_minute, "limit-rate-hint"),
        };
        let mut rates = self.inner.rates.lock().unwrap_or_else(|e| e.into_inner());
        rates
            .admit(&ctx.user.id, kind, per_minute, now_ms())
            .map_err(|secs| msg(id).num("count", per_minute as i64).num("secs", secs))
    }
}
