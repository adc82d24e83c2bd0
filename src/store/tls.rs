//! PostgreSQL over TLS, as libpq reads it from the URL: `sslmode` (`disable`, `prefer` — the
//! default —, `require`, `verify-ca`, `verify-full`) and `sslrootcert` (a PEM file of the
//! certificates of the authorities to trust; `system` or none: the Mozilla roots of
//! `webpki-roots`). TLS is rustls with the ring provider.
//!
//! As in libpq: `prefer` and `require` encrypt without checking who answers (`require` with a
//! `sslrootcert` checks the chain, as `verify-ca`); `verify-ca` checks that the server's
//! certificate is signed by a trusted authority; `verify-full` also that it names the host of
//! the URL. `prefer` falls back to a plain connection when the server has no TLS.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, DigitallySignedStruct as Dss, Error, RootCertStore, SignatureScheme,
};
use tokio_postgres_rustls::MakeRustlsConnect;

/// How a connection uses TLS (`sslmode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SslMode {
    /// Plain TCP only.
    Disable,
    /// TLS when the server offers it, unchecked; else plain (libpq's default).
    Prefer,
    /// TLS, unchecked (checked as [`SslMode::VerifyCa`] when a `sslrootcert` is given).
    Require,
    /// TLS; the server's certificate signed by a trusted authority.
    VerifyCa,
    /// TLS; the certificate signed by a trusted authority and naming the host.
    VerifyFull,
}

impl SslMode {
    /// The mode as the URL writes it.
    pub fn name(self) -> &'static str {
        match self {
            SslMode::Disable => "disable",
            SslMode::Prefer => "prefer",
            SslMode::Require => "require",
            SslMode::VerifyCa => "verify-ca",
            SslMode::VerifyFull => "verify-full",
        }
    }

    fn parse(text: &str) -> Option<SslMode> {
        [
            SslMode::Disable,
            SslMode::Prefer,
            SslMode::Require,
            SslMode::VerifyCa,
            SslMode::VerifyFull,
        ]
        .into_iter()
        .find(|m| m.name() == text)
    }
}

/// The TLS settings of a PostgreSQL URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TlsSettings {
    /// `sslmode` (default [`SslMode::Prefer`]).
    pub mode: SslMode,
    /// `sslrootcert`: a PEM file of trusted authorities (`None`: the Mozilla roots).
    pub root_cert: Option<PathBuf>,
}

impl Default for TlsSettings {
    fn default() -> TlsSettings {
        TlsSettings {
            mode: SslMode::Prefer,
            root_cert: None,
        }
    }
}

/// `%XX` escapes of a URL's query value decoded (others kept as written).
fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        match (b[i], b.get(i + 1).copied(), b.get(i + 2).copied()) {
            (b'%', Some(h), Some(l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h).unwrap_or(0) * 16 + hex(l).unwrap_or(0)) as u8);
                i += 3;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl TlsSettings {
    /// Takes `sslmode` and `sslrootcert` out of the query of the PostgreSQL URL `url` (the
    /// driver does not know `verify-full` nor `sslrootcert`); returns the URL without them.
    ///
    /// # Errors
    /// A sentence naming `sslmode` when its value is not one of the five.
    pub fn take_from_url(url: &str) -> Result<(String, TlsSettings), String> {
        let Some((base, query)) = url.split_once('?') else {
            return Ok((url.to_string(), TlsSettings::default()));
        };
        let mut tls = TlsSettings::default();
        let mut kept = Vec::new();
        for part in query.split('&') {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            if k.eq_ignore_ascii_case("sslmode") {
                let v = percent_decode(v);
                tls.mode = SslMode::parse(&v).ok_or_else(|| {
                    format!(
                        "sslmode={v} in the database URL is not a mode: write sslmode=disable, prefer, require, verify-ca or verify-full"
                    )
                })?;
            } else if k.eq_ignore_ascii_case("sslrootcert") {
                let v = percent_decode(v);
                tls.root_cert = (v != "system" && !v.is_empty()).then(|| PathBuf::from(v));
            } else if !part.is_empty() {
                kept.push(part);
            }
        }
        let url = if kept.is_empty() {
            base.to_string()
        } else {
            format!("{base}?{}", kept.join("&"))
        };
        Ok((url, tls))
    }

    /// The mode the driver negotiates with.
    pub fn driver_mode(&self) -> tokio_postgres::config::SslMode {
        match self.mode {
            SslMode::Disable => tokio_postgres::config::SslMode::Disable,
            SslMode::Prefer => tokio_postgres::config::SslMode::Prefer,
            _ => tokio_postgres::config::SslMode::Require,
        }
    }

    /// What is checked of the server's certificate: nothing, the chain, or the chain and the
    /// host name.
    fn checks(&self) -> (bool, bool) {
        match self.mode {
            SslMode::Disable | SslMode::Prefer => (false, false),
            SslMode::Require => (self.root_cert.is_some(), false),
            SslMode::VerifyCa => (true, false),
            SslMode::VerifyFull => (true, true),
        }
    }

    /// The rustls connector for these settings (reads `sslrootcert` when it is used).
    ///
    /// # Errors
    /// A sentence naming `sslrootcert` when its file cannot be read or holds no certificate.
    pub fn connector(&self) -> Result<MakeRustlsConnect, String> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let (chain, name) = self.checks();
        let builder = rustls::ClientConfig::builder_with_provider(provider.clone())
            .with_safe_default_protocol_versions()
            .map_err(|e| format!("TLS for the database cannot be set up: {e}"))?;
        let config = if chain {
            let roots = Arc::new(self.roots()?);
            let webpki = WebPkiServerVerifier::builder_with_provider(roots, provider)
                .build()
                .map_err(|e| format!("sslrootcert: {e}"))?;
            builder
                .dangerous()
                .with_custom_certificate_verifier(Arc::new(Verifier {
                    webpki: Some(webpki),
                    name,
                    provider: rustls::crypto::ring::default_provider(),
                }))
                .with_no_client_auth()
        } else {
            builder
                .dangerous()
                .with_custom_certificate_verifier(Arc::new(Verifier {
                    webpki: None,
                    name: false,
                    provider: rustls::crypto::ring::default_provider(),
                }))
                .with_no_client_auth()
        };
        Ok(MakeRustlsConnect::new(config))
    }

    fn roots(&self) -> Result<RootCertStore, String> {
        let mut roots = RootCertStore::empty();
        match &self.root_cert {
            None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
            Some(path) => {
                for cert in read_certs(path)? {
                    roots
                        .add(cert)
                        .map_err(|e| format!("sslrootcert={}: {e}", path.display()))?;
                }
            }
        }
        Ok(roots)
    }

    /// What to add to a failed connection's error so that it names the setting at fault.
    pub fn explain(&self, host: &str) -> String {
        let ca = match &self.root_cert {
            Some(p) => format!("sslrootcert={}", p.display()),
            None => "the system's authorities (no sslrootcert)".to_string(),
        };
        match self.mode {
            SslMode::VerifyFull => format!(
                " (sslmode=verify-full: the server's certificate must be signed by {ca} and name the host `{host}`)"
            ),
            SslMode::VerifyCa => {
                format!(" (sslmode=verify-ca: the server's certificate must be signed by {ca})")
            }
            SslMode::Require if self.root_cert.is_some() => {
                format!(" (sslmode=require: the server's certificate must be signed by {ca})")
            }
            SslMode::Require => " (sslmode=require: the server must accept TLS)".to_string(),
            SslMode::Prefer | SslMode::Disable => String::new(),
        }
    }
}

fn read_certs(path: &Path) -> Result<Vec<CertificateDer<'static>>, String> {
    let bad = |e: &dyn std::fmt::Display| format!("sslrootcert={}: {e}", path.display());
    let certs = CertificateDer::pem_file_iter(path)
        .map_err(|e| bad(&e))?
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| bad(&e))?;
    if certs.is_empty() {
        return Err(bad(&"the file holds no PEM certificate"));
    }
    Ok(certs)
}

/// A handshake signature's check, as rustls's verifier answers it.
type Signed = Result<HandshakeSignatureValid, Error>;

/// The server certificate check of a mode: the chain by `webpki` (none: unchecked), the host
/// name only when `name`. The handshake's signatures are always checked (they prove the server
/// holds the certificate's key, whoever it is).
#[derive(Debug)]
struct Verifier {
    webpki: Option<Arc<WebPkiServerVerifier>>,
    name: bool,
    provider: CryptoProvider,
}

impl ServerCertVerifier for Verifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        let Some(webpki) = &self.webpki else {
            return Ok(ServerCertVerified::assertion());
        };
        match webpki.verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now)
        {
            Err(Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) if !self.name => Ok(ServerCertVerified::assertion()),
            r => r,
        }
    }

    fn verify_tls12_signature(&self, m: &[u8], c: &CertificateDer<'_>, d: &Dss) -> Signed {
        let algorithms = &self.provider.signature_verification_algorithms;
        rustls::crypto::verify_tls12_signature(m, c, d, algorithms)
    }

    fn verify_tls13_signature(&self, m: &[u8], c: &CertificateDer<'_>, d: &Dss) -> Signed {
        let algorithms = &self.provider.signature_verification_algorithms;
        rustls::crypto::verify_tls13_signature(m, c, d, algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_url_gives_the_mode_and_the_authorities() {
        let (url, t) = TlsSettings::take_from_url(
            "postgres://u:p@h:5/d?sslmode=verify-full&application_name=x&sslrootcert=%2Ftmp%2Fca.pem",
        )
        .unwrap();
        assert_eq!(url, "postgres://u:p@h:5/d?application_name=x");
        assert_eq!(t.mode, SslMode::VerifyFull);
        assert_eq!(t.root_cert.as_deref(), Some(Path::new("/tmp/ca.pem")));
        let (url, t) = TlsSettings::take_from_url("postgres://u@h/d").unwrap();
        assert_eq!(
            (url.as_str(), t),
            ("postgres://u@h/d", TlsSettings::default())
        );
        let (url, t) =
            TlsSettings::take_from_url("postgres://u@h/d?sslmode=require&sslrootcert=system")
                .unwrap();
        assert_eq!(url, "postgres://u@h/d");
        assert_eq!((t.mode, &t.root_cert), (SslMode::Require, &None));
        assert_eq!(t.checks(), (false, false));
        let e =
            TlsSettings::take_from_url("postgres://u:secret@h/d?sslmode=verify_full").unwrap_err();
        assert!(
            e.contains("sslmode=verify_full") && !e.contains("secret"),
            "{e}"
        );
    }

    #[test]
    fn a_missing_root_file_is_named() {
        let t = TlsSettings {
            mode: SslMode::VerifyFull,
            root_cert: Some(PathBuf::from("/nonexistent/ca.pem")),
        };
        let e = t.connector().err().unwrap();
        assert!(e.contains("sslrootcert=/nonexistent/ca.pem"), "{e}");
        // Without checks, no file is read; with the system roots, none either.
        let mut t = t;
        t.mode = SslMode::Prefer;
        assert!(t.connector().is_ok());
        t.mode = SslMode::VerifyFull;
        t.root_cert = None;
        assert!(t.connector().is_ok());
    }
}
