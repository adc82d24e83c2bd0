//! A member's progress through one game's course ([`Progress`]): the best stars of each stage,
//! read from the store's [`LessonStageRecord`]s, and where to go on ("continue where I
//! stopped": the first stage without stars).

use super::content::Course;
use crate::games::any::GameKind;
use crate::store::LessonStageRecord;

/// Where a stage is in its course: the lesson and the stage in it, both from 0.
pub type Place = (usize, usize);

/// The best stars of every stage of one course for one member (0: not solved yet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The game.
    pub kind: GameKind,
    /// Per lesson, per stage, the best stars (0 to 3), in the course's order.
    stars: Vec<Vec<u8>>,
}

impl Progress {
    /// No stage solved yet in `course`.
    pub fn empty(course: &Course) -> Progress {
        Progress {
            kind: course.kind,
            stars: course
                .lessons
                .iter()
                .map(|l| vec![0; l.stages.len()])
                .collect(),
        }
    }

    /// The progress that `records` (a member's stored stages of this game) give in `course`.
    /// A record of a lesson or stage the course no longer has is left out; a lesson is found
    /// by its id, so a reordered course keeps a member's stars.
    pub fn of(course: &Course, records: &[LessonStageRecord]) -> Progress {
        let mut p = Progress::empty(course);
        for r in records {
            let Some(l) = course.lessons.iter().position(|l| l.id == r.lesson) else {
                continue;
            };
            let Some(s) = usize::try_from(r.stage - 1).ok() else {
                continue;
            };
            if let Some(slot) = p.stars[l].get_mut(s) {
                *slot = (*slot).max(r.stars.clamp(0, 3) as u8);
            }
        }
        p
    }

    /// The best stars of stage `at` (0: not solved, or no such stage).
    pub fn stars(&self, at: Place) -> u8 {
        self.stars
            .get(at.0)
            .and_then(|l| l.get(at.1))
            .copied()
            .unwrap_or(0)
    }

    /// Keeps `stars` for stage `at` if they beat the known ones.
    pub fn solved(&mut self, at: Place, stars: u8) {
        if let Some(slot) = self.stars.get_mut(at.0).and_then(|l| l.get_mut(at.1)) {
            *slot = (*slot).max(stars);
        }
    }

    /// Where the member stopped: the first stage without stars; `None` once every stage has
    /// some (the course is done).
    pub fn next(&self) -> Option<Place> {
        self.places().find(|&at| self.stars(at) == 0)
    }

    /// The stage after `at` in the course's order; `None` after the last.
    pub fn after(&self, at: Place) -> Option<Place> {
        self.places().skip_while(|&p| p != at).nth(1)
    }

    /// Every stage, in the course's order.
    fn places(&self) -> impl Iterator<Item = Place> + '_ {
        self.stars
            .iter()
            .enumerate()
            .flat_map(|(l, stages)| (0..stages.len()).map(move |s| (l, s)))
    }

    /// The stages solved.
    pub fn done(&self) -> usize {
        self.stars.iter().flatten().filter(|&&s| s > 0).count()
    }

    /// The stages of the course.
    pub fn total(&self) -> usize {
        self.stars.iter().map(Vec::len).sum()
    }

    /// The stars earned, each stage's best counted once (at most 3 a stage).
    pub fn star_count(&self) -> usize {
        self.stars.iter().flatten().map(|&s| usize::from(s)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::lessons::course;

    fn rec(lesson: &str, stage: i64, stars: i64) -> LessonStageRecord {
        LessonStageRecord {
            user: "ann".into(),
            game_kind: "jungle".into(),
            lesson: lesson.into(),
            stage,
            stars,
            solved_ms: 0,
        }
    }

    /// Stored stages placed by lesson id; unknown lessons and stages left out; the next stage
    /// is the first without stars, and none once all have some.
    #[test]
    fn progress_from_records() {
        let c = course(GameKind::Jungle).unwrap();
        let first = c.lessons[0].id.clone();
        let second = c.lessons[1].id.clone();
        let records = [
            rec(&first, 1, 3),
            rec(&first, 2, 1),
            rec(&second, 1, 2),
            rec("no-such-lesson", 1, 3),
            rec(&first, 99, 3),
            rec(&first, 0, 3),
        ];
        let mut p = Progress::of(c, &records);
        assert_eq!(p.total(), 60);
        assert_eq!(p.done(), 3);
        assert_eq!(p.star_count(), 6);
        assert_eq!(p.stars((0, 0)), 3);
        assert_eq!(p.next(), Some((0, 2)));
        assert_eq!(p.after((0, 4)), Some((1, 0)));
        assert_eq!(p.after((11, 4)), None);
        p.solved((0, 1), 2);
        p.solved((0, 0), 1);
        assert_eq!((p.stars((0, 1)), p.stars((0, 0))), (2, 3), "the best kept");
        for l in 0..c.lessons.len() {
            for s in 0..c.lessons[l].stages.len() {
                p.solved((l, s), 1);
            }
        }
        assert_eq!(p.next(), None);
        assert_eq!(p.done(), 60);
    }
}
