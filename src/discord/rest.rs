//! The few Discord REST calls that carry the bot's answers (messages, interaction responses,
//! threads, typing), sent with `reqwest` so that a throttled request is sent again.
//!
//! Why not serenity's own calls: behind a proxy its rate limiter must be off, and then an HTTP
//! 429 comes back as an error whose `retry-after` is lost; a player's move reply must not be
//! lost that way. Here a 429 waits for `retry-after` (header, else the JSON body's
//! `retry_after`, else a short back-off) and sends the same request again.

use std::time::Duration;

use reqwest::multipart::{Form, Part};
use serde_json::Value;

use super::config::Token;

/// The Discord API version of every path.
pub const API: &str = "/api/v10";

/// A file attached to a message.
#[derive(Clone, Debug)]
pub struct File {
    /// File name with extension.
    pub name: String,
    /// The bytes.
    pub bytes: Vec<u8>,
}

/// Why a request failed for good.
#[derive(Debug, thiserror::Error)]
pub enum RestError {
    /// Discord answered with an error status (after retries, for 429 and 5xx).
    #[error("{method} {path}: HTTP {status}: {body}")]
    Status {
        /// The method.
        method: &'static str,
        /// The path (no token in it: interaction tokens are cut out).
        path: String,
        /// The status code.
        status: u16,
        /// The start of the body.
        body: String,
    },
    /// The request could not be sent.
    #[error("{method} {path}: {reason}")]
    Send {
        /// The method.
        method: &'static str,
        /// The path (tokens cut out).
        path: String,
        /// What reqwest said, without the URL (see [`redact`]).
        reason: String,
    },
}

impl RestError {
    /// The HTTP status, if Discord answered.
    pub fn status(&self) -> Option<u16> {
        match self {
            RestError::Status { status, .. } => Some(*status),
            RestError::Send { .. } => None,
        }
    }
}

/// HTTP methods used here.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// GET.
    Get,
    /// POST.
    Post,
    /// PATCH.
    Patch,
    /// PUT.
    Put,
    /// DELETE.
    Delete,
}

impl Method {
    fn name(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Patch => "PATCH",
            Method::Put => "PUT",
            Method::Delete => "DELETE",
        }
    }

    fn reqwest(self) -> reqwest::Method {
        match self {
            Method::Get => reqwest::Method::GET,
            Method::Post => reqwest::Method::POST,
            Method::Patch => reqwest::Method::PATCH,
            Method::Put => reqwest::Method::PUT,
            Method::Delete => reqwest::Method::DELETE,
        }
    }
}

/// How often and how long to retry.
#[derive(Clone, Copy, Debug)]
pub struct Retry {
    /// Attempts in all (the first one included).
    pub attempts: u32,
    /// The first back-off when Discord gives no `retry-after`; doubled each time.
    pub backoff: Duration,
    /// The longest wait accepted; a longer `retry-after` gives up.
    pub max_wait: Duration,
}

impl Default for Retry {
    fn default() -> Self {
        Retry {
            attempts: 5,
            backoff: Duration::from_millis(500),
            max_wait: Duration::from_secs(60),
        }
    }
}

/// The REST client.
#[derive(Clone)]
pub struct Rest {
    client: reqwest::Client,
    base: String,
    auth: String,
    retry: Retry,
}

impl std::fmt::Debug for Rest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rest").field("base", &self.base).finish()
    }
}

/// The path with interaction and webhook tokens cut out, for logs and errors.
fn loggable(path: &str) -> String {
    redact(path)
}

/// `text` (a path, a URL, or an error message holding one) with every interaction and webhook
/// token replaced by `<token>`: the segment two after `interactions/` or `webhooks/`
/// (`/interactions/{id}/{token}/callback`, `/webhooks/{application}/{token}/...`).
///
/// This is the one redaction point for HTTP errors: [`RestError`] is built from redacted text
/// only, and the front-end passes any other HTTP error (serenity's, poise's) through it before
/// logging. The bot token travels only in the `Authorization` header, which no error shows.
pub fn redact(text: &str) -> String {
    let parts: Vec<&str> = text.split('/').collect();
    let mut out = Vec::with_capacity(parts.len());
    for (i, p) in parts.iter().enumerate() {
        let prev = if i > 0 { parts[i - 1] } else { "" };
        let prev2 = if i > 1 { parts[i - 2] } else { "" };
        let after_id = prev2.ends_with("interactions") || prev2.ends_with("webhooks");
        if after_id && !prev.is_empty() && prev.bytes().all(|b| b.is_ascii_digit()) {
            // The token runs to the next `/`, `?`, space or quote; keep what follows it.
            let end = p
                .find(|c: char| c == '?' || c == '#' || c.is_whitespace() || c == '"' || c == ')')
                .unwrap_or(p.len());
            if end == 0 {
                out.push(p.to_string());
            } else {
                out.push(format!("<token>{}", &p[end..]));
            }
        } else {
            out.push(p.to_string());
        }
    }
    out.join("/")
}

/// What reqwest said, without the URL it carries (an interaction URL holds a token).
fn send_error(source: reqwest::Error) -> String {
    redact(&source.without_url().to_string())
}

impl Rest {
    /// A client for `base` (`https://discord.com` or a compatible server) with the bot token.
    ///
    /// # Errors
    /// If the TLS backend cannot start.
    pub fn new(base: Option<&str>, token: &Token, retry: Retry) -> Result<Rest, reqwest::Error> {
        let client = reqwest::Client::builder()
            .use_rustls_tls()
            .timeout(Duration::from_secs(30))
            .build()?;
        Ok(Rest {
            client,
            base: base.unwrap_or("https://discord.com").to_string(),
            auth: format!("Bot {}", token.expose()),
            retry,
        })
    }

    /// Sends `payload` (JSON; with `files`, as multipart `payload_json` + `files[i]`) to `path`
    /// under `/api/v10`, retrying on 429 and 502/503/504. Returns the JSON answer (`Null` for
    /// an empty one).
    ///
    /// # Errors
    /// [`RestError`] when Discord refuses, or keeps throttling past the retry budget.
    pub async fn send(
        &self,
        method: Method,
        path: &str,
        payload: Option<&Value>,
        files: &[File],
    ) -> Result<Value, RestError> {
        let url = format!("{}{API}{path}", self.base);
        let logged = loggable(path);
        let mut backoff = self.retry.backoff;
        let mut attempt = 1;
        loop {
            let mut req = self
                .client
                .request(method.reqwest(), &url)
                .header("Authorization", &self.auth)
                .header("User-Agent", "DiscordBot (qibot, 0.1)");
            if files.is_empty() {
                match payload {
                    Some(p) => {
                        req = req
                            .header("Content-Type", "application/json")
                            .body(p.to_string());
                    }
                    // Discord wants a length on every POST/PUT/PATCH, even an empty one.
                    None if method != Method::Get && method != Method::Delete => {
                        req = req.body(Vec::<u8>::new());
                    }
                    None => {}
                }
            } else {
                let mut form = Form::new();
                for (i, f) in files.iter().enumerate() {
                    let mime = if f.name.ends_with(".png") {
                        "image/png"
                    } else if f.name.ends_with(".gif") {
                        "image/gif"
                    } else {
                        "text/plain"
                    };
                    let part = Part::bytes(f.bytes.clone())
                        .file_name(f.name.clone())
                        .mime_str(mime)
                        .map_err(|source| RestError::Send {
                            method: method.name(),
                            path: logged.clone(),
                            reason: send_error(source),
                        })?;
                    form = form.part(format!("files[{i}]"), part);
                }
                let json = payload.cloned().unwrap_or(Value::Null);
                form = form.text("payload_json", json.to_string());
                req = req.multipart(form);
            }
            let resp = match req.send().await {
                Ok(r) => r,
                Err(source) if source.is_connect() && attempt < self.retry.attempts => {
                    // Nothing reached the server: safe to send again.
                    tracing::warn!(
                        "{} {logged}: {}; retrying",
                        method.name(),
                        send_error(source)
                    );
                    tokio::time::sleep(backoff).await;
                    backoff *= 2;
                    attempt += 1;
                    continue;
                }
                Err(source) => {
                    return Err(RestError::Send {
                        method: method.name(),
                        path: logged,
                        reason: send_error(source),
                    });
                }
            };
            let status = resp.status().as_u16();
            let header_wait = resp
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.trim().parse::<f64>().ok());
            let body = resp.text().await.unwrap_or_default();
            if (200..300).contains(&status) {
                return Ok(if body.trim().is_empty() {
                    Value::Null
                } else {
                    serde_json::from_str(&body).unwrap_or(Value::Null)
                });
            }
            let retryable = status == 429 || matches!(status, 502..=504);
            if retryable && attempt < self.retry.attempts {
                let body_wait = serde_json::from_str::<Value>(&body)
                    .ok()
                    .and_then(|v| v.get("retry_after").and_then(Value::as_f64));
                let wait = match header_wait.or(body_wait) {
                    Some(s) if s.is_finite() && s >= 0.0 => Duration::from_secs_f64(s),
                    _ => backoff,
                };
                if wait <= self.retry.max_wait {
                    tracing::warn!(
                        "{} {logged}: HTTP {status}; retrying in {} ms",
                        method.name(),
                        wait.as_millis()
                    );
                    tokio::time::sleep(wait).await;
                    backoff *= 2;
                    attempt += 1;
                    continue;
                }
            }
            return Err(RestError::Status {
                method: method.name(),
                path: logged,
                status,
                body: redact(&body.chars().take(300).collect::<String>()),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_cut_from_logged_paths() {
        let t = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5OnNlY3JldA";
        assert_eq!(
            loggable(&format!("/interactions/123/{t}/callback")),
            "/interactions/123/<token>/callback"
        );
        assert_eq!(
            loggable(&format!("/webhooks/77/{t}/messages/@original")),
            "/webhooks/77/<token>/messages/@original"
        );
        assert_eq!(loggable("/channels/5/messages"), "/channels/5/messages");
    }

    #[test]
    fn tokens_are_cut_from_urls_inside_messages() {
        let t = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5OnNlY3JldA";
        let text = format!(
            "error sending request for url (https://discord.com/api/v10/interactions/9/{t}/callback?x=1): timed out"
        );
        let r = redact(&text);
        assert!(!r.contains(t), "{r}");
        assert!(
            r.contains("/interactions/9/<token>/callback?x=1): timed out"),
            "{r}"
        );
        // A token at the end of a URL, then a quote.
        let r = redact(&format!("\"http://h/api/v10/webhooks/12/{t}\" refused"));
        assert_eq!(r, "\"http://h/api/v10/webhooks/12/<token>\" refused");
        // Paths that hold no token stay as they are.
        assert_eq!(redact("/interactions/abc"), "/interactions/abc");
        assert_eq!(redact("/webhooks/12"), "/webhooks/12");
    }

    /// A log sink for the test below.
    #[derive(Clone, Default)]
    struct Captured(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Captured {
        type Writer = Captured;
        fn make_writer(&'a self) -> Captured {
            self.clone()
        }
    }

    #[test]
    fn a_failed_reply_logs_and_returns_no_token() {
        // A port nobody listens on: the connection is refused, retried (logged at WARN), then
        // given up. reqwest's own message names the whole URL.
        let port = {
            let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
            l.local_addr().unwrap().port()
        };
        let secret = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5OnNlY3JldA_interaction";
        let bot_token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.bot-token-secret";
        let sink = Captured::default();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(sink.clone())
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .finish();
        let err = tracing::subscriber::with_default(subscriber, || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async {
                let rest = Rest::new(
                    Some(&format!("http://127.0.0.1:{port}")),
                    &Token::new(bot_token),
                    Retry {
                        attempts: 2,
                        backoff: Duration::from_millis(1),
                        max_wait: Duration::from_millis(10),
                    },
                )
                .unwrap();
                let path = format!("/interactions/42/{secret}/callback");
                rest.send(
                    Method::Post,
                    &path,
                    Some(&serde_json::json!({"type": 4})),
                    &[],
                )
                .await
                .unwrap_err()
            })
        });
        let logs = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
        let shown = format!("{err} {err:?}");
        assert!(logs.contains("retrying"), "the retry was logged: {logs}");
        for text in [&logs, &shown] {
            assert!(!text.contains(secret), "{text}");
            assert!(!text.contains(bot_token), "{text}");
        }
        assert!(
            shown.contains("/interactions/42/<token>/callback"),
            "{shown}"
        );
    }
}
