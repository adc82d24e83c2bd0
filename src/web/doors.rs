//! The server's doors: how connections are served, how long one may stay half-open or idle,
//! and the headers on every response.
//!
//! - Timeouts are hyper's and tower-http's own: hyper's header-read timeout closes a connection
//!   that has not sent a whole request head in time, and the same timer runs while a
//!   kept-alive connection waits for its next request; tower-http's request-body timeout fails
//!   a request whose body stalls.
//! - The security headers ([`SECURITY_HEADERS`]) are set by tower-http's header layers on every
//!   response the routes, their fallbacks and axum make ([`with_security_headers`]). The
//!   answers hyper writes by itself to a request it cannot parse (400, 414, 431) pass no layer:
//!   [`Headed`] adds the same headers to those as they are written.
//!
//! Only HTTP/1.1 is served: browsers speak it to a plain-HTTP server, and a reverse proxy in
//! front terminates HTTP/2.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderName, HeaderValue, header};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::RequestBodyTimeout;

use super::config::WebConfig;

/// The Content-Security-Policy of every response: only this server's own files, no inline
/// script or style, no framing, forms only to here.
pub const CSP: &str =
    "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The headers every response carries, whatever made it: the CSP, no Referer (links must
/// not leak through it), no content sniffing.
pub const SECURITY_HEADERS: [(HeaderName, &str); 3] = [
    (header::CONTENT_SECURITY_POLICY, CSP),
    (header::REFERRER_POLICY, "no-referrer"),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
];

/// The caching of a response that says nothing else: none (pages show live games).
const DEFAULT_CACHE: &str = "no-store";

/// `router` with [`SECURITY_HEADERS`] set on every response (replacing any a handler set) and
/// `Cache-Control: no-store` where a handler set none. Routes' own fallbacks and axum's
/// answers (404, 405, 413) pass these layers too.
pub fn with_security_headers(router: Router) -> Router {
    let mut router = router.layer(SetResponseHeaderLayer::if_not_present(
        header::CACHE_CONTROL,
        HeaderValue::from_static(DEFAULT_CACHE),
    ));
    for (name, value) in SECURITY_HEADERS {
        router = router.layer(SetResponseHeaderLayer::overriding(
            name,
            HeaderValue::from_static(value),
        ));
    }
    router
}

/// How long a connection may keep a door open: the settings of [`serve`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Doors {
    /// The most a request's head may take to arrive, and a kept-alive connection may wait idle
    /// for its next request; then the connection is closed.
    pub header_timeout: Duration,
    /// The most a request body may go without sending anything; then the request fails.
    pub body_timeout: Duration,
}

impl Doors {
    /// The doors `config` sets, checked.
    ///
    /// # Errors
    /// A sentence naming the setting that is out of range ([`WebConfig::check_timeouts`]).
    pub fn of(config: &WebConfig) -> Result<Doors, String> {
        config.check_timeouts()?;
        Ok(Doors {
            header_timeout: config.header_timeout(),
            body_timeout: config.body_timeout(),
        })
    }
}

impl Default for Doors {
    /// The doors of [`WebConfig::default`].
    fn default() -> Doors {
        let c = WebConfig::default();
        Doors {
            header_timeout: c.header_timeout(),
            body_timeout: c.body_timeout(),
        }
    }
}

/// Serves `router` on `listener` over HTTP/1.1 with `doors`' timeouts until `shutdown`
/// completes; then accepts no more connections, lets the open ones finish their requests, and
/// returns once they have closed.
///
/// # Errors
/// None today: a failed accept (e.g. out of file descriptors) is logged and retried after a
/// second, as axum's own server does; the result is kept for callers that log it.
pub async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    doors: Doors,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(doors.header_timeout)
        .keep_alive(true);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            r = listener.accept() => r,
            () = &mut shutdown => break,
        };
        let stream = match stream {
            Ok((s, _)) => s,
            Err(e) if is_connection_error(&e) => continue,
            Err(e) => {
                tracing::error!("web: cannot accept a connection: {e}");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        let service =
            TowerToHyperService::new(RequestBodyTimeout::new(router.clone(), doors.body_timeout));
        let conn = http.serve_connection(TokioIo::new(Headed::new(stream)), service);
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            // A client that goes away or times out is no server failure.
            if let Err(e) = conn.await {
                tracing::debug!("web: a connection ended: {e}");
            }
        });
    }
    drop(listener);
    graceful.shutdown().await;
    Ok(())
}

/// Whether an accept failed for that one connection only (as axum's server tells them).
fn is_connection_error(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// A connection that adds [`SECURITY_HEADERS`] to the answers hyper writes by itself: when a
/// request cannot be parsed, hyper writes a bare head (`400`, `414` or `431`, no body) and
/// closes, calling no service. Such a head is recognised as it is written: a whole head with
/// one of those statuses, ending the write, without a Content-Security-Policy (every response
/// of the routes has one). Everything else passes unchanged.
pub struct Headed<S> {
    io: S,
    /// A rewritten head still to be written, and how much of it is.
    pending: Vec<u8>,
    written: usize,
}

impl<S> Headed<S> {
    /// `io`, its automatic answers given the security headers.
    pub fn new(io: S) -> Headed<S> {
        Headed {
            io,
            pending: Vec::new(),
            written: 0,
        }
    }
}

/// The statuses hyper answers unparsable requests with.
const AUTOMATIC: [&[u8]; 3] = [b" 400 ", b" 414 ", b" 431 "];

/// `buf` with [`SECURITY_HEADERS`] after its status line if it is one of hyper's automatic
/// answers (see [`Headed`]); `None` for anything else.
pub fn headed(buf: &[u8]) -> Option<Vec<u8>> {
    let status_end = buf.windows(2).position(|w| w == b"\r\n")?;
    let status = &buf[..status_end];
    let automatic =
        status.starts_with(b"HTTP/1.") && status.len() >= 13 && AUTOMATIC.contains(&&status[8..13]);
    if !automatic || !buf.ends_with(b"\r\n\r\n") {
        return None;
    }
    let head = &buf[..buf.len() - 4];
    // One head only: a body would follow the first blank line.
    if head.windows(4).any(|w| w == b"\r\n\r\n") {
        return None;
    }
    let csp = header::CONTENT_SECURITY_POLICY.as_str().as_bytes();
    if head
        .split(|b| *b == b'\n')
        .any(|line| line.len() > csp.len() && line[..csp.len()].eq_ignore_ascii_case(csp))
    {
        return None;
    }
    let mut out = Vec::with_capacity(buf.len() + 256);
    out.extend_from_slice(&buf[..status_end + 2]);
    for (name, value) in SECURITY_HEADERS
        .iter()
        .map(|(n, v)| (n.as_str(), *v))
        .chain([(header::CACHE_CONTROL.as_str(), DEFAULT_CACHE)])
    {
        out.extend_from_slice(format!("{name}: {value}\r\n").as_bytes());
    }
    out.extend_from_slice(&buf[status_end + 2..]);
    Some(out)
}

impl<S: AsyncWrite + Unpin> Headed<S> {
    /// Writes what is left of a rewritten head.
    fn poll_pending(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while self.written < self.pending.len() {
            let n = ready!(Pin::new(&mut self.io).poll_write(cx, &self.pending[self.written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.written += n;
        }
        self.pending.clear();
        self.written = 0;
        Poll::Ready(Ok(()))
    }

    /// Takes `buf` whole as a rewritten head if it is an automatic answer: `Some` with its
    /// length (the rewrite is written now as far as it goes, the rest before anything else).
    fn poll_automatic(&mut self, cx: &mut Context<'_>, buf: &[u8]) -> Option<io::Result<usize>> {
        let rewritten = headed(buf)?;
        self.pending = rewritten;
        self.written = 0;
        match self.poll_pending(cx) {
            Poll::Ready(Err(e)) => Some(Err(e)),
            // Pending: the waker is set, and flush or the next write finishes it.
            _ => Some(Ok(buf.len())),
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Headed<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Headed<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.poll_pending(cx))?;
        if let Some(r) = this.poll_automatic(cx, buf) {
            return Poll::Ready(r);
        }
        Pin::new(&mut this.io).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.poll_pending(cx))?;
        // An automatic answer is a head alone: one buffer.
        if let [only] = bufs
            && let Some(r) = this.poll_automatic(cx, only)
        {
            return Poll::Ready(r);
        }
        Pin::new(&mut this.io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_pending(cx))?;
        Pin::new(&mut this.io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_pending(cx))?;
        Pin::new(&mut this.io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_hypers_own_answers_are_given_the_headers() {
        let auto = b"HTTP/1.1 414 URI Too Long\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let out = String::from_utf8(headed(auto).unwrap()).unwrap();
        assert!(out.starts_with("HTTP/1.1 414 URI Too Long\r\ncontent-security-policy: "));
        assert!(
            out.contains("\r\nx-content-type-options: nosniff\r\n"),
            "{out}"
        );
        assert!(
            out.ends_with("content-length: 0\r\ndate: x\r\n\r\n"),
            "{out}"
        );
        for other in [
            &b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"[..],
            b"HTTP/1.1 400 Bad Request\r\ncontent-security-policy: x\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 2\r\n\r\nhi",
            b"HTTP/1.1 400 Bad Request\r\n\r\nbody\r\n\r\n",
            b"<html>HTTP/1.1 400 \r\n\r\n",
            b"HTTP/1.1 400",
            b"",
        ] {
            assert_eq!(headed(other), None, "{:?}", String::from_utf8_lossy(other));
        }
    }

    #[test]
    fn timeouts_out_of_range_name_the_setting() {
        let c = WebConfig {
            body_timeout_ms: 5,
            ..WebConfig::default()
        };
        let e = Doors::of(&c).unwrap_err();
        assert!(
            e.starts_with("web.body_timeout_ms: 5 is out of range"),
            "{e}"
        );
        assert_eq!(Doors::of(&WebConfig::default()), Ok(Doors::default()));
    }
}
