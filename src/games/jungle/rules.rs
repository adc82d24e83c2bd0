//! Rule options and named presets of `spec/jungle.md` ("Rule options").

use super::piece::Side;
pub use crate::games::options::RulesError;
use crate::games::options::{RuleOptions, choice, no_capture_plies, repetition_count, switch};

/// Which ways the tiger may jump a river.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TigerJump {
    /// Vertically and horizontally, like the lion (default).
    Both,
    /// Vertically only (many Chinese apps).
    Vertical,
}

/// Which swimmers block a lion's or tiger's jump.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum JumpBlockedBy {
    /// Any piece in the water on the path (default).
    Any,
    /// Only an opponent's piece.
    Enemy,
}

/// What a repeated position means (`repetition`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Repetition {
    /// `"draw"`: the position occurring for the `repetition_draw`-th time draws (default).
    Draw,
    /// `"forbid"`: a move that would make a position occur for the `repetition_draw`-th time is
    /// illegal for the mover, so no repetition draw happens; a side whose every move is
    /// forbidden has no legal move and loses.
    Forbid,
}

/// Every rule option of the spec. `Default` is the `standard` preset.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RuleSet {
    /// `tiger_jump`: `"both"` (default) or `"vertical"`.
    pub tiger_jump: TigerJump,
    /// `rat_captures_elephant_from_water`: a rat in water may capture an elephant on land.
    pub rat_captures_elephant_from_water: bool,
    /// `dog_swims`: the dog moves in water like the rat.
    pub dog_swims: bool,
    /// `universal_traps`: every trap lowers every piece to rank 0.
    pub universal_traps: bool,
    /// `trapped_piece_can_capture`: a trap lowers only the defender.
    pub trapped_piece_can_capture: bool,
    /// `jump_blocked_by`: `"any"` (default) or `"enemy"`.
    pub jump_blocked_by: JumpBlockedBy,
    /// `repetition_draw`: a position occurring this many times is a draw; 0 = off, else ≥ 3.
    pub repetition_draw: u8,
    /// `no_capture_draw_plies`: this many plies in a row without a capture is a draw; 0 = off.
    pub no_capture_draw_plies: u16,
    /// `first`: the side to move in the start position (`"red"`, default, or `"blue"`, as in
    /// Blinky Games' guide). A FEN always says who moves, whatever this says.
    pub first: Side,
    /// `repetition`: `"draw"` (default) or `"forbid"`.
    pub repetition: Repetition,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet {
            tiger_jump: TigerJump::Both,
            rat_captures_elephant_from_water: false,
            dog_swims: false,
            universal_traps: false,
            trapped_piece_can_capture: false,
            jump_blocked_by: JumpBlockedBy::Any,
            repetition_draw: 3,
            no_capture_draw_plies: 100,
            first: Side::Red,
            repetition: Repetition::Draw,
        }
    }
}

/// The five named presets of the spec.
pub const PRESETS: [&str; 5] = [
    "standard",
    "traditional",
    "vertical-tiger",
    "fivefold",
    "engine",
];

/// The option keys, in the spec's order.
pub const OPTION_KEYS: [&str; 10] = [
    "tiger_jump",
    "rat_captures_elephant_from_water",
    "dog_swims",
    "universal_traps",
    "trapped_piece_can_capture",
    "jump_blocked_by",
    "repetition_draw",
    "no_capture_draw_plies",
    "first",
    "repetition",
];

impl RuleOptions for RuleSet {
    const PRESETS: &'static [&'static str] = &PRESETS;
    const OPTION_KEYS: &'static [&'static str] = &OPTION_KEYS;
    const EXAMPLE: &'static str = "tiger_jump=vertical";

    fn named_preset(name: &str) -> Option<RuleSet> {
        let mut r = RuleSet::default();
        match name {
            "standard" => {}
            "traditional" => {
                r.repetition_draw = 0;
                r.no_capture_draw_plies = 0;
            }
            "vertical-tiger" => {
                r.tiger_jump = TigerJump::Vertical;
                r.no_capture_draw_plies = 120;
            }
            "fivefold" => {
                r.repetition_draw = 5;
                r.no_capture_draw_plies = 0;
            }
            "engine" => {
                r.trapped_piece_can_capture = true;
                r.no_capture_draw_plies = 200;
            }
            _ => return None,
        }
        Some(r)
    }

    fn set_known(&mut self, key: &str, value: &str) -> Option<Result<(), &'static str>> {
        let set = |slot: &mut bool| switch(value).map(|v| *slot = v);
        Some(match key {
            "tiger_jump" => {
                let choices = [("both", TigerJump::Both), ("vertical", TigerJump::Vertical)];
                choice(value, &choices, "both or vertical").map(|v| self.tiger_jump = v)
            }
            "rat_captures_elephant_from_water" => set(&mut self.rat_captures_elephant_from_water),
            "dog_swims" => set(&mut self.dog_swims),
            "universal_traps" => set(&mut self.universal_traps),
            "trapped_piece_can_capture" => set(&mut self.trapped_piece_can_capture),
            "jump_blocked_by" => {
                let choices = [("any", JumpBlockedBy::Any), ("enemy", JumpBlockedBy::Enemy)];
                choice(value, &choices, "any or enemy").map(|v| self.jump_blocked_by = v)
            }
            "repetition_draw" => repetition_count(value, true).map(|n| self.repetition_draw = n),
            "no_capture_draw_plies" => {
                no_capture_plies(value).map(|n| self.no_capture_draw_plies = n)
            }
            "first" => {
                let choices = [("red", Side::Red), ("blue", Side::Blue)];
                choice(value, &choices, "red or blue").map(|v| self.first = v)
            }
            "repetition" => {
                let choices = [("draw", Repetition::Draw), ("forbid", Repetition::Forbid)];
                choice(value, &choices, "draw or forbid").map(|v| self.repetition = v)
            }
            _ => return None,
        })
    }

    fn options(&self) -> Vec<(&'static str, String)> {
        let tiger = self.tiger_jump_word();
        let blocked = self.jump_blocked_word();
        let repetition = match self.repetition {
            Repetition::Draw => "draw",
            Repetition::Forbid => "forbid",
        };
        let r = self;
        vec![
            ("tiger_jump", tiger.to_string()),
            (
                "rat_captures_elephant_from_water",
                r.rat_captures_elephant_from_water.to_string(),
            ),
            ("dog_swims", r.dog_swims.to_string()),
            ("universal_traps", r.universal_traps.to_string()),
            (
                "trapped_piece_can_capture",
                r.trapped_piece_can_capture.to_string(),
            ),
            ("jump_blocked_by", blocked.to_string()),
            ("repetition_draw", r.repetition_draw.to_string()),
            ("no_capture_draw_plies", r.no_capture_draw_plies.to_string()),
            ("first", r.first.name().to_ascii_lowercase()),
            ("repetition", repetition.to_string()),
        ]
    }
}

crate::games::options::rules_text!(RuleSet);

impl RuleSet {
    /// `tiger_jump` as written: `both` or `vertical`.
    pub fn tiger_jump_word(&self) -> &'static str {
        match self.tiger_jump {
            TigerJump::Both => "both",
            TigerJump::Vertical => "vertical",
        }
    }

    /// `jump_blocked_by` as written: `any` or `enemy`.
    pub fn jump_blocked_word(&self) -> &'static str {
        match self.jump_blocked_by {
            JumpBlockedBy::Any => "any",
            JumpBlockedBy::Enemy => "enemy",
        }
    }

    /// The occurrence of a position a move may not bring about, if `repetition = "forbid"` is
    /// in force (`repetition_draw`, 3 by default; never with `repetition_draw = 0`).
    pub fn forbidden_occurrence(&self) -> Option<usize> {
        (self.repetition == Repetition::Forbid && self.repetition_draw > 0)
            .then_some(self.repetition_draw as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_overrides() {
        let r = RuleSet::preset("vertical-tiger").unwrap();
        assert_eq!(r.tiger_jump, TigerJump::Vertical);
        assert_eq!(r.no_capture_draw_plies, 120);
        let r: RuleSet = "traditional,dog_swims=true".parse().unwrap();
        assert!(r.dog_swims);
        assert_eq!(r.repetition_draw, 0);
        assert_eq!(
            r.to_string(),
            "standard,dog_swims=true,repetition_draw=0,no_capture_draw_plies=0"
        );
        assert_eq!("engine".parse::<RuleSet>().unwrap().to_string(), "engine");
        let r: RuleSet = "first=blue,repetition=forbid".parse().unwrap();
        assert_eq!((r.first, r.repetition), (Side::Blue, Repetition::Forbid));
        assert_eq!(r.to_string(), "standard,first=blue,repetition=forbid");
        assert_eq!(r.forbidden_occurrence(), Some(3));
        let r: RuleSet = "traditional,repetition=forbid".parse().unwrap();
        assert_eq!(
            r.forbidden_occurrence(),
            None,
            "no count, no forbidden repetition"
        );
        for p in PRESETS {
            assert_eq!(RuleSet::preset(p).unwrap().to_string(), p);
        }
    }

    #[test]
    fn errors_name_the_problem() {
        let e = RuleSet::preset("blitz").unwrap_err();
        assert!(e.to_string().contains("no rules preset `blitz`"));
        let mut r = RuleSet::default();
        let e = r.set("dog_swim", "true").unwrap_err();
        assert!(e.to_string().contains("did you mean `dog_swims`"), "{e}");
        let e = r.set("repetition_draw", "2").unwrap_err();
        assert!(matches!(e, RulesError::BadValue { .. }));
        let e = r.set("tiger_jump", "sideways").unwrap_err();
        assert!(e.to_string().contains("both or vertical"));
        assert_eq!(r, RuleSet::default(), "a refused override changes nothing");
        assert!(matches!(
            r.apply_override("dog_swims"),
            Err(RulesError::NotKeyValue { .. })
        ));
    }
}
