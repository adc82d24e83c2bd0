//! Board pictures and replays drawn on blocking threads; the timer task.

use super::*;

impl Hub {
    /// Draws the boards and replays of `replies` on blocking threads (if a renderer is set).
    pub(super) async fn pictures(&self, mut replies: Vec<Reply>) -> Vec<Reply> {
        if !self.inner.renderer.enabled() {
            return replies;
        }
        for r in &mut replies {
            if let Some(view) = r.board.clone() {
                let status = self.inner.i18n.format(&r.locale, &view.status);
                let renderer = self.inner.renderer.clone();
                let v = view.clone();
                if let Ok(Some(png)) =
                    tokio::task::spawn_blocking(move || renderer.board_png(&v, &status)).await
                {
                    let name = match view.game {
                        Some(g) => format!("game-{g}-ply-{}.png", view.ply),
                        None => "board.png".to_string(),
                    };
                    r.attachments.push(Attachment { name, bytes: png });
                }
            }
            if let Some(rv) = r.replay.clone() {
                let renderer = self.inner.renderer.clone();
                if let Ok(Some(gif)) = tokio::task::spawn_blocking(move || {
                    renderer.replay_gif(&rv.start, &rv.moves, &rv.red, &rv.blue)
                })
                .await
                {
                    r.attachments.push(Attachment {
                        name: format!("game-{}.gif", r.replay.as_ref().map_or(0, |x| x.game)),
                        bytes: gif,
                    });
                }
            }
        }
        replies
    }

    /// Serves one due timer entry.
    pub(super) async fn on_timer(&self, key: TimerKey) {
        match key {
            TimerKey::Challenge(id) => {
                let due = self.registry().challenges.get(&id).map(|c| c.expires_ms);
                match due {
                    Some(at) if at <= now_ms() => {
                        let r = self.expire_challenge(id);
                        self.emit(r);
                    }
                    Some(at) => self.inner.timers.schedule(key, at),
                    None => {}
                }
            }
            TimerKey::Game(id) => {
                let Some(cell) = self.registry().games.get(&id).cloned() else {
                    return;
                };
                let replies = {
                    let mut t = cell.table.lock().await;
                    match t.overdue(now_ms(), self.abandon_ms()) {
                        Some(e) => match self.end_game(&mut t, e) {
                            Ok(r) => r,
                            Err(_) => {
                                // The store failed: try again shortly rather than lose the loss.
                                self.inner.timers.schedule(key, now_ms() + 1000);
                                Vec::new()
                            }
                        },
                        None => {
                            if let Some((at, _)) = t.deadline(self.abandon_ms()) {
                                self.inner.timers.schedule(key, at);
                            }
                            Vec::new()
                        }
                    }
                };
                let replies = self.pictures(replies).await;
                self.emit(replies);
            }
        }
    }
}

pub(super) async fn timer_loop(hub: Weak<Inner>, timers: Arc<Timers>) {
    loop {
        let now = now_ms();
        match timers.next() {
            None => timers.notify.notified().await,
            Some(at) if at > now => {
                let wait = std::time::Duration::from_millis((at - now) as u64);
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    _ = timers.notify.notified() => {}
                }
            }
            Some(_) => {
                let Some(inner) = hub.upgrade() else { return };
                let hub = Hub { inner };
                for key in timers.due(now) {
                    hub.on_timer(key).await;
                }
            }
        }
    }
}
