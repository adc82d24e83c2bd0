//! A message to be worded in the reader's language: a Fluent id and its typed arguments. The
//! layers above build messages; only [`super::I18n`] turns them into text.

/// A fluent message: its id in `locales/*/main.ftl` and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// The fluent message id, e.g. `move-played`.
    pub id: &'static str,
    /// Named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

/// A message argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text shown as is (names, squares, moves).
    Str(String),
    /// A number (fluent picks plural forms with it).
    Num(i64),
    /// Another message, formatted first in the same language (piece names, reasons).
    Msg(Box<Message>),
    /// Several arguments, formatted and joined with the language's `list-separator` (`, `,
    /// Chinese `、`).
    List(Vec<Arg>),
    /// Several arguments, formatted one a line.
    Lines(Vec<Arg>),
}

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Adds a text argument.
    pub fn str(mut self, name: &'static str, value: impl ToString) -> Message {
        self.args.push((name, Arg::Str(value.to_string())));
        self
    }

    /// Adds a number argument.
    pub fn num(mut self, name: &'static str, value: i64) -> Message {
        self.args.push((name, Arg::Num(value)));
        self
    }

    /// Adds a change (a rating's, in points) as text with its sign, as changes are written
    /// in every language: `+12`, `-8`, `+0`. One formatting for every reply that shows one.
    pub fn signed(self, name: &'static str, change: i64) -> Message {
        self.str(name, format!("{change:+}"))
    }

    /// Adds a nested message argument.
    pub fn msg(mut self, name: &'static str, value: Message) -> Message {
        self.args.push((name, Arg::Msg(Box::new(value))));
        self
    }

    /// Adds a list argument.
    pub fn list(mut self, name: &'static str, items: Vec<Arg>) -> Message {
        self.args.push((name, Arg::List(items)));
        self
    }

    /// Adds a one-a-line list argument.
    pub fn lines(mut self, name: &'static str, items: Vec<Arg>) -> Message {
        self.args.push((name, Arg::Lines(items)));
        self
    }

    /// The argument named `name`, if any.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// Shorthand for [`Message::new`].
pub fn msg(id: &'static str) -> Message {
    Message::new(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signed_change_always_shows_its_sign() {
        for (change, text) in [(12, "+12"), (-8, "-8"), (0, "+0")] {
            let m = msg("x").signed("change", change);
            assert_eq!(m.arg("change"), Some(&Arg::Str(text.to_string())));
        }
    }
}
