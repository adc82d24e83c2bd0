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
    #[error("{method} {path}: {source}")]
    Send {
        /// The method.
        method: &'static str,
        /// The path.
        path: String,
        /// What reqwest said.
        source: reqwest::Error,
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
    let parts: Vec<&str> = path.split('/').collect();
    let mut out = Vec::with_capacity(parts.len());
    for (i, p) in parts.iter().enumerate() {
        let prev = if i > 0 { parts[i - 1] } else { "" };
        let prev2 = if i > 1 { parts[i - 2] } else { "" };
        if (prev2 == "interactions" || prev2 == "webhooks") && p.len() > 20 && !prev.is_empty() {
            out.push("<token>");
        } else {
            out.push(p);
        }
    }
    out.join("/")
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
                            source,
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
                    tracing::warn!("{} {logged}: {source}; retrying", method.name());
                    tokio::time::sleep(backoff).await;
                    backoff *= 2;
                    attempt += 1;
                    continue;
                }
                Err(source) => {
                    return Err(RestError::Send {
                        method: method.name(),
                        path: logged,
                        source,
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
                body: body.chars().take(300).collect(),
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
}
