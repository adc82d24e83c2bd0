//! Rule options and named presets of `spec/xiangqi.md` ("Options").

pub use crate::games::options::RulesError;
use crate::games::options::{RuleOptions, choice, no_capture_plies, repetition_count};

/// What a repeated position means.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Repetition {
    /// `"draw"`: the same position for the `repetition_count`-th time is a draw (default).
    Draw,
    /// `"asian"`: the side that gave check with every one of its moves through the repetition
    /// loses (perpetual check; if both did, a draw); else the side that chased the same
    /// unprotected piece with every move loses (perpetual chase, defined in [`super::chase`];
    /// if both did, a draw); else a draw.
    Asian,
}

/// Every rule option of the spec. `Default` is the `standard` preset.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RuleSet {
    /// `repetition`: `"draw"` (default) or `"asian"`.
    pub repetition: Repetition,
    /// `repetition_count`: the occurrence of a position that ends the game; at least 3.
    pub repetition_count: u8,
    /// `no_capture_draw_plies`: this many plies in a row without a capture is a draw; 0 = off.
    pub no_capture_draw_plies: u16,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            repetition: Repetition::Draw,
            repetition_count: 3,
            no_capture_draw_plies: 120,
        }
    }
}

/// The named presets: `standard` (the spec's defaults), `asian` (perpetual check and perpetual
/// chase lose),
/// `casual` (no no-capture limit, fivefold repetition).
pub const PRESETS: [&str; 3] = ["standard", "asian", "casual"];

/// The option keys, in the spec's order.
pub const OPTION_KEYS: [&str; 3] = ["repetition", "repetition_count", "no_capture_draw_plies"];

impl RuleOptions for RuleSet {
    const PRESETS: &'static [&'static str] = &PRESETS;
    const OPTION_KEYS: &'static [&'static str] = &OPTION_KEYS;
    const EXAMPLE: &'static str = "repetition=asian";

    fn named_preset(name: &str) -> Option<RuleSet> {
        let mut r = RuleSet::default();
        match name {
            "standard" => {}
            "asian" => r.repetition = Repetition::Asian,
            "casual" => {
                r.repetition_count = 5;
                r.no_capture_draw_plies = 0;
            }
            _ => return None,
        }
        Some(r)
    }

    fn set_known(&mut self, key: &str, value: &str) -> Option<Result<(), &'static str>> {
        Some(match key {
            "repetition" => {
                let choices = [("draw", Repetition::Draw), ("asian", Repetition::Asian)];
                choice(value, &choices, "draw or asian").map(|v| self.repetition = v)
            }
            "repetition_count" => repetition_count(value, false).map(|n| self.repetition_count = n),
            "no_capture_draw_plies" => {
                no_capture_plies(value).map(|n| self.no_capture_draw_plies = n)
            }
            _ => return None,
        })
    }

    fn options(&self) -> Vec<(&'static str, String)> {
        let repetition = match self.repetition {
            Repetition::Draw => "draw",
            Repetition::Asian => "asian",
        };
        vec![
            ("repetition", repetition.to_string()),
            ("repetition_count", self.repetition_count.to_string()),
            (
                "no_capture_draw_plies",
                self.no_capture_draw_plies.to_string(),
            ),
        ]
    }
}

crate::games::options::rules_text!(RuleSet);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_overrides() {
        let r: RuleSet = "asian,repetition_count=4".parse().unwrap();
        assert_eq!(r.repetition, Repetition::Asian);
        assert_eq!(r.repetition_count, 4);
        assert_eq!(
            r.to_string(),
            "standard,repetition=asian,repetition_count=4"
        );
        let r: RuleSet = "no_capture_draw_plies=0".parse().unwrap();
        assert_eq!(r.no_capture_draw_plies, 0);
        for p in PRESETS {
            assert_eq!(RuleSet::preset(p).unwrap().to_string(), p);
        }
        assert_eq!(RuleSet::default().no_capture_draw_plies, 120);
    }

    #[test]
    fn errors_name_the_problem() {
        let e = RuleSet::preset("blitz").unwrap_err();
        assert!(e.to_string().contains("no rules preset `blitz`"));
        let mut r = RuleSet::default();
        let e = r.set("repetiton", "asian").unwrap_err();
        assert!(e.to_string().contains("did you mean `repetition`"), "{e}");
        let e = r.set("repetition_count", "2").unwrap_err();
        assert!(e.to_string().contains("from 3"), "{e}");
        let e = r.set("repetition", "chinese").unwrap_err();
        assert!(e.to_string().contains("draw or asian"));
        assert_eq!(r, RuleSet::default(), "a refused override changes nothing");
        assert!(matches!(
            r.apply_override("repetition"),
            Err(RulesError::NotKeyValue { .. })
        ));
    }
}
