//! Player-facing text: the Fluent bundles of `locales/` ([`I18n`]: one a language, the locale a
//! member or a server chose, the fallback to English) and the [`Message`]s the layers above
//! build and only this layer words. It knows games only through the rules facade, never the
//! sessions that speak.

mod i18n;
mod message;

pub use i18n::{BASE, I18n, Locale, SOURCES, described, rules};
pub use message::{Arg, Message, msg};
