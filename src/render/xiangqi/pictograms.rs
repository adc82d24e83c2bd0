//! The Xiangqi pieces' pictograms ([`crate::render::PieceStyle::Pictograms`]) as signed
//! distance functions.

use super::*;

/// The pictogram of `kind` as a signed distance (negative inside) in pixels of a board piece,
/// centred on (0, 0), within ±16 px: bold silhouettes that stay apart at half size. The
/// general is a crown, the advisor the palace with its diagonals (where it moves), the
/// elephant an elephant, the horse a knight's head, the chariot a tower (chess's rook, the
/// same piece), the cannon a cannon on its wheel, the soldier a pawn.
pub(super) fn pictogram_sdf(kind: PieceKind) -> Box<dyn Fn(f32, f32) -> f32 + Send + Sync> {
    use canvas::{capsule_sdf, circle_sdf, polygon_sdf, rounded_rect_sdf};
    let rect = |x0: f32, y0: f32, x1: f32, y1: f32, r: f32| {
        rounded_rect_sdf(Bounds::rect(x0, y0, x1 - x0, y1 - y0), r)
    };
    match kind {
        PieceKind::General => {
            let band = rect(-12.0, 6.0, 12.0, 12.0, 1.5);
            let body = polygon_sdf(vec![
                (-12.0, 6.5),
                (-13.5, -7.0),
                (-6.0, 0.0),
                (0.0, -10.0),
                (6.0, 0.0),
                (13.5, -7.0),
                (12.0, 6.5),
            ]);
            let balls =
                [(-13.5, -9.0), (0.0, -12.5), (13.5, -9.0)].map(|(x, y)| circle_sdf(x, y, 2.6));
            Box::new(move |x, y| {
                let b = balls.iter().map(|f| f(x, y)).fold(f32::MAX, f32::min);
                band(x, y).min(body(x, y)).min(b)
            })
        }
        PieceKind::Advisor => {
            let outer = rect(-12.0, -12.0, 12.0, 12.0, 2.0);
            let inner = rect(-8.5, -8.5, 8.5, 8.5, 0.5);
            let d1 = capsule_sdf(-10.0, -10.0, 10.0, 10.0, 3.4);
            let d2 = capsule_sdf(10.0, -10.0, -10.0, 10.0, 3.4);
            let dot = circle_sdf(0.0, 0.0, 3.6);
            Box::new(move |x, y| {
                let frame = outer(x, y).max(-inner(x, y));
                frame.min(d1(x, y)).min(d2(x, y)).min(dot(x, y))
            })
        }
        PieceKind::Elephant => {
            let body = rect(-5.0, -7.0, 14.0, 6.0, 6.0);
            let head = circle_sdf(-6.5, -5.0, 7.0);
            let trunk1 = capsule_sdf(-11.0, -2.0, -13.0, 6.0, 4.5);
            let trunk2 = capsule_sdf(-13.0, 6.0, -10.0, 10.5, 4.0);
            let legs =
                [(-3.0, 0.5), (2.5, 6.0), (8.0, 11.5)].map(|(a, b)| rect(a, 3.0, b, 13.0, 1.2));
            let tail = capsule_sdf(13.5, -3.0, 15.5, 4.0, 1.8);
            // The ear, cut out as a thin curve, and the eye.
            let ear = circle_sdf(-3.0, -4.5, 4.5);
            let eye = circle_sdf(-9.0, -7.0, 1.2);
            Box::new(move |x, y| {
                let l = legs.iter().map(|f| f(x, y)).fold(f32::MAX, f32::min);
                let shape = body(x, y)
                    .min(head(x, y))
                    .min(trunk1(x, y))
                    .min(trunk2(x, y))
                    .min(l)
                    .min(tail(x, y));
                let e = ear(x, y);
                let ear_line = e.abs() - 0.7;
                shape.max(-ear_line).max(-eye(x, y))
            })
        }
        PieceKind::Horse => {
            let head = polygon_sdf(vec![
                (-8.0, 11.0),
                (-3.0, 5.0),
                (-2.5, 1.0),
                (-8.5, 3.5),
                (-13.0, 1.5),
                (-13.5, -2.5),
                (-7.0, -10.0),
                (-4.0, -11.5),
                (-2.0, -16.0),
                (0.5, -11.5),
                (6.0, -10.0),
                (11.0, -4.0),
                (12.5, 4.0),
                (11.5, 11.0),
            ]);
            let base = rect(-11.0, 10.0, 14.0, 15.0, 1.5);
            let eye = circle_sdf(-5.5, -6.0, 1.6);
            Box::new(move |x, y| head(x, y).min(base(x, y)).max(-eye(x, y)))
        }
        PieceKind::Chariot => {
            let base = rect(-12.0, 9.0, 12.0, 14.0, 1.5);
            let body = polygon_sdf(vec![(-8.0, 9.5), (-6.0, -3.5), (6.0, -3.5), (8.0, 9.5)]);
            let top = rect(-10.5, -8.5, 10.5, -3.0, 1.0);
            let merlons = [-10.5f32, -2.0, 6.5].map(|x0| rect(x0, -14.0, x0 + 4.0, -8.0, 0.8));
            Box::new(move |x, y| {
                let m = merlons.iter().map(|f| f(x, y)).fold(f32::MAX, f32::min);
                base(x, y).min(body(x, y)).min(top(x, y)).min(m)
            })
        }
        PieceKind::Cannon => {
            // A tapered barrel behind a spoked wheel, a ball beside it.
            let barrel = polygon_sdf(vec![
                (-14.0, -2.0),
                (-11.0, 6.0),
                (13.0, -5.0),
                (11.0, -12.0),
            ]);
            let muzzle = capsule_sdf(10.0, -13.5, 13.5, -3.5, 4.0);
            let wheel = circle_sdf(-2.0, 6.5, 8.0);
            let spokes = [
                capsule_sdf(-7.0, 1.5, 3.0, 11.5, 2.2),
                capsule_sdf(3.0, 1.5, -7.0, 11.5, 2.2),
            ];
            let ball = circle_sdf(11.0, 10.0, 3.8);
            Box::new(move |x, y| {
                let w = wheel(x, y);
                let rim = w.max(-(w + 3.2));
                let spoke = spokes[0](x, y).min(spokes[1](x, y)).max(w);
                // The barrel stops short of the wheel, so the wheel reads.
                let b = barrel(x, y).min(muzzle(x, y)).max(-(w - 1.6));
                b.min(rim).min(spoke).min(ball(x, y))
            })
        }
        PieceKind::Soldier => {
            let head = circle_sdf(0.0, -8.5, 5.5);
            let collar = rect(-6.5, -3.5, 6.5, -0.5, 1.5);
            let body = polygon_sdf(vec![(-4.0, -1.0), (4.0, -1.0), (8.0, 10.0), (-8.0, 10.0)]);
            let base = rect(-11.0, 9.0, 11.0, 14.0, 2.0);
            Box::new(move |x, y| head(x, y).min(collar(x, y)).min(body(x, y)).min(base(x, y)))
        }
    }
}
