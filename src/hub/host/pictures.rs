//! Board pictures and replays drawn on the hub's drawing threads; the timer task.

use super::*;

impl Hub {
    /// Draws the boards and replays of `replies` on the drawing threads (if a renderer is set),
    /// all in one job: a command waiting for its turn holds no picture drawn earlier (1 000
    /// games ending at once held 1 000 boards while their replays waited).
    /// Each board is first set in the style of the member it is drawn for ([`style`]): the
    /// text board follows it even without a renderer.
    pub(in crate::hub) async fn pictures(&self, mut replies: Vec<Reply>) -> Vec<Reply> {
        self.apply_styles(&mut replies).await;
        if !self.inner.renderer.enabled() {
            return replies;
        }
        let asks: Vec<_> = replies
            .iter()
            .map(|r| {
                let board = r
                    .board
                    .clone()
                    .map(|v| (self.inner.i18n.format(&r.locale, &v.status), v));
                (board, r.replay.clone())
            })
            .collect();
        if asks.iter().all(|(b, rv)| b.is_none() && rv.is_none()) {
            return replies;
        }
        let renderer = self.inner.renderer.clone();
        let drawn = (self.inner.drawing)
            .draw(move || {
                asks.into_iter()
                    .map(|(board, rv)| {
                        let png = board.and_then(|(status, v)| renderer.board_png(&v, &status));
                        let gif = rv.and_then(|rv| {
                            renderer.replay_gif(&rv.start, &rv.moves, [rv.red, rv.blue])
                        });
                        (png, gif)
                    })
                    .collect::<Vec<_>>()
            })
            .await
            .unwrap_or_default();
        for (r, (png, gif)) in replies.iter_mut().zip(drawn) {
            if let (Some(png), Some(view)) = (png, &r.board) {
                let name = match view.game {
                    Some(g) => format!("game-{g}-ply-{}.png", view.ply),
                    None => "board.png".to_string(),
                };
                r.attachments.push(Attachment {
                    name,
                    bytes: png,
                    text: None,
                });
            }
            if let Some(gif) = gif {
                let max = self.inner.config.max_gif_bytes;
                if gif.len() > max {
                    // Discord would refuse the upload, and with it the message: the result
                    // goes out without its replay, saying why.
                    let mb = |b: usize| format!("{:.1}", b as f64 / 1_000_000.0);
                    r.message = msg("replay-too-big")
                        .msg("text", r.message.clone())
                        .str("size", mb(gif.len()))
                        .str("max", mb(max));
                } else {
                    r.attachments.push(Attachment {
                        name: format!("game-{}.gif", r.replay.as_ref().map_or(0, |x| x.game)),
                        bytes: gif,
                        text: None,
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
                        let r = self.expire_challenge(id).await;
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
                        Some(e) => match self.end_game(&mut t, e).await {
                            Ok(r) => r,
                            Err(_) => {
                                // The store failed: try again shortly rather than lose the loss.
                                self.inner.timers.schedule(key, now_ms() + 1000);
                                Vec::new()
                            }
                        },
                        None => {
                            let r = self.remind(&t, now_ms()).await;
                            self.arm(&t);
                            r
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
