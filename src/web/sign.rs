//! Signed links: a page is reachable only through a link whose signature (HMAC-SHA256 with the
//! bot's secret, truncated to 128 bits, in hex) covers what it opens — a game, a server's board,
//! a member's profile, a player's page of a game with its member and expiry — and the server's
//! link generation, so rotating the generation (`/web
//! reset`) kills every older link of that server, and turning links off answers every link of
//! the server with "not found". A wrong, missing or foreign signature is told apart from
//! nothing: every failure is the same 404.

use std::fmt::Write;

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use crate::store::types::GameId;
use crate::store::{Store, StoreError};

/// The signature's length in bytes (128 bits of HMAC-SHA256: forging one takes 2^128 tries).
pub const SIGNATURE_BYTES: usize = 16;

/// The shortest secret accepted, in bytes.
pub const MIN_SECRET_BYTES: usize = 32;

/// The store key of the secret made once and shared by every process of the bot.
pub const SECRET_KEY: &str = "web.secret";

/// What a link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A game's page (live or finished), by number; the game's server is signed with it.
    Game {
        /// The game.
        id: GameId,
        /// Its server.
        server: String,
    },
    /// A server's board (its games and leaderboards).
    Server(String),
    /// A member's profile on a server.
    Member {
        /// The server.
        server: String,
        /// The member's user id.
        user: String,
    },
    /// A player's link to a game: the page with the controls that move `user`'s side, until
    /// `expires`. Given to that member alone.
    Play {
        /// The game.
        id: GameId,
        /// Its server.
        server: String,
        /// The member who plays with it.
        user: String,
        /// When the link stops working (Unix seconds).
        expires: i64,
    },
}

impl Target {
    /// The server whose link generation the link carries.
    pub fn server(&self) -> &str {
        match self {
            Target::Game { server, .. }
            | Target::Server(server)
            | Target::Member { server, .. }
            | Target::Play { server, .. } => server,
        }
    }

    /// The signed message: the kind of page, what it opens and the generation, each field
    /// length-prefixed so that no two targets share a message.
    fn message(&self, generation: u64) -> String {
        let field = |out: &mut String, s: &str| {
            let _ = write!(out, "{}:{s}|", s.len());
        };
        let mut m = String::from("qibot-web-link-v1|");
        match self {
            Target::Game { id, server } => {
                field(&mut m, "game");
                field(&mut m, server);
                field(&mut m, &id.to_string());
            }
            Target::Server(server) => {
                field(&mut m, "server");
                field(&mut m, server);
            }
            Target::Member { server, user } => {
                field(&mut m, "member");
                field(&mut m, server);
                field(&mut m, user);
            }
            Target::Play {
                id,
                server,
                user,
                expires,
            } => {
                field(&mut m, "play");
                field(&mut m, server);
                field(&mut m, &id.to_string());
                field(&mut m, user);
                field(&mut m, &expires.to_string());
            }
        }
        field(&mut m, &generation.to_string());
        m
    }

    /// The link's path (below the public URL) with signature `sig`.
    pub fn path(&self, sig: &str) -> String {
        match self {
            Target::Game { id, .. } => format!("/game/{id}/{sig}"),
            Target::Server(server) => format!("/server/{}/{sig}", path_part(server)),
            Target::Member { server, user } => {
                format!("/member/{}/{}/{sig}", path_part(server), path_part(user))
            }
            Target::Play {
                id, user, expires, ..
            } => format!("/play/{id}/{}/{expires}/{sig}", path_part(user)),
        }
    }
}

/// `s` safe in one path segment (ids are digits; anything else is percent-encoded).
pub fn path_part(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.".contains(&b) {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// The secret links are signed with. Never shown: its `Debug` hides it.
#[derive(Clone)]
pub struct Secret(Vec<u8>);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(hidden)")
    }
}

impl Secret {
    /// A secret from its bytes (at least [`MIN_SECRET_BYTES`]).
    ///
    /// # Errors
    /// A sentence saying it is too short (without showing it).
    pub fn new(bytes: Vec<u8>) -> Result<Secret, String> {
        if bytes.len() < MIN_SECRET_BYTES {
            return Err(format!(
                "the web secret has {} bytes: it needs at least {MIN_SECRET_BYTES} (e.g. 64 random hex digits)",
                bytes.len()
            ));
        }
        Ok(Secret(bytes))
    }

    /// A new random secret (256 bits, as 64 hex digits).
    pub fn random_text() -> String {
        let bytes: [u8; 32] = rand::random();
        hex(&bytes)
    }

    fn mac(&self, target: &Target, generation: u64) -> Hmac<Sha256> {
        // An HMAC key may have any length; `new_from_slice` cannot fail for HMAC.
        let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&self.0)
            .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
        mac.update(target.message(generation).as_bytes());
        mac
    }

    /// The signature of `target` at the server's link `generation`, in hex.
    pub fn sign(&self, target: &Target, generation: u64) -> String {
        let tag = self.mac(target, generation).finalize().into_bytes();
        hex(&tag[..SIGNATURE_BYTES])
    }

    /// Whether `sig` (hex, as [`Secret::sign`] writes it) signs `target` at `generation`,
    /// compared in constant time.
    pub fn verify(&self, target: &Target, generation: u64, sig: &str) -> bool {
        let Some(bytes) = unhex(sig) else {
            return false;
        };
        bytes.len() == SIGNATURE_BYTES
            && self
                .mac(target, generation)
                .verify_truncated_left(&bytes)
                .is_ok()
    }
}

fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) || s.len() > 2 * SIGNATURE_BYTES {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Whether a server's links work, and their generation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Links {
    /// Whether the server's pages can be opened at all (`/web off` turns them off).
    pub on: bool,
    /// The generation signed into its links (`/web reset` adds one).
    pub generation: u64,
}

fn links_key(server: &str) -> String {
    format!("web.links.{server}")
}

/// A server's link state as the store keeps it: nothing (on, generation 0), `N` (on,
/// generation N) or `off N`.
///
/// # Errors
/// The [`StoreError`] if the store cannot be read.
pub async fn links(store: &dyn Store, server: &str) -> Result<Links, StoreError> {
    let v = store.value(&links_key(server)).await?;
    Ok(match v.as_deref().map(str::trim) {
        None => Links {
            on: true,
            generation: 0,
        },
        Some(t) => {
            let (on, n) = match t.strip_prefix("off") {
                Some(n) => (false, n.trim()),
                None => (true, t),
            };
            Links {
                on,
                generation: n.parse().unwrap_or(0),
            }
        }
    })
}

/// Stores a server's link state (for `/web off|on|reset`).
///
/// # Errors
/// The [`StoreError`] if the store cannot be written.
pub async fn set_links(store: &dyn Store, server: &str, l: Links) -> Result<(), StoreError> {
    let text = if l.on {
        l.generation.to_string()
    } else {
        format!("off {}", l.generation)
    };
    store.set_value(&links_key(server), &text).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret() -> Secret {
        Secret::new(vec![7; 32]).unwrap()
    }

    #[test]
    fn signatures_cover_the_target_and_the_generation() {
        let s = secret();
        let g5 = Target::Game {
            id: 5,
            server: "1".into(),
        };
        let sig = s.sign(&g5, 0);
        assert_eq!(sig.len(), 2 * SIGNATURE_BYTES);
        assert!(s.verify(&g5, 0, &sig));
        assert!(
            !s.verify(&g5, 1, &sig),
            "a rotated generation kills the link"
        );
        let g6 = Target::Game {
            id: 6,
            server: "1".into(),
        };
        assert!(!s.verify(&g6, 0, &sig), "another game");
        let other_server = Target::Game {
            id: 5,
            server: "2".into(),
        };
        assert!(!s.verify(&other_server, 0, &sig));
        assert!(!s.verify(&Target::Server("1".into()), 0, &sig));
        for bad in ["", "zz", &sig[..30], &sig.to_uppercase()[..31], "00"] {
            assert!(!s.verify(&g5, 0, bad), "{bad}");
        }
        let other = Secret::new(vec![8; 32]).unwrap();
        assert!(!other.verify(&g5, 0, &sig));
        // The member target is not confused with a server named like `server|user`.
        let m = Target::Member {
            server: "1".into(),
            user: "2".into(),
        };
        assert!(!s.verify(&Target::Server("1:2".into()), 0, &s.sign(&m, 0)));
        // A player's link covers its member and its expiry.
        let play = |user: &str, expires| Target::Play {
            id: 5,
            server: "1".into(),
            user: user.into(),
            expires,
        };
        let p = s.sign(&play("ann", 100), 0);
        assert!(s.verify(&play("ann", 100), 0, &p));
        assert!(!s.verify(&play("bob", 100), 0, &p), "another member");
        assert!(!s.verify(&play("ann", 101), 0, &p), "a longer life");
        assert!(!s.verify(&g5, 0, &p), "not a watch link");
        assert_eq!(play("a b", 7).path("x"), "/play/5/a%20b/7/x");
        assert!(Secret::new(vec![1; 31]).is_err());
        assert_eq!(format!("{:?}", s), "Secret(hidden)");
        assert_eq!(Target::Server("a b".into()).path("x"), "/server/a%20b/x");
    }
}
