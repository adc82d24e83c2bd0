//! Jungle's static board art, drawn once per orientation: the land, the rivers, the traps and
//! dens with their names, the coordinates, and the board with every square highlighted (for the
//! last move).

use super::*;

/// Draws the picture without pieces, texts or marks.
pub(super) fn draw_board(t: &Theme, flip: bool) -> RgbaImage {
    let font = Font::get();
    let mut img = blank_picture::<Position>();
    let s = SQUARE as f32;
    let (bx, by) = (BOARD_X as f32, BOARD_Y as f32);
    // Land, checkered so squares can be counted at a glance.
    for sq in Square::all() {
        let (x, y, _) = square_rect(sq, flip);
        let c = t.land[(sq.file() + sq.rank()) as usize % 2];
        fill_rect(&mut img, x, y, SQUARE, SQUARE, c);
    }
    // Grid lines on square borders.
    for i in 0..=7 {
        let x = bx + i as f32 * s;
        draw_line(&mut img, (x, by), (x, by + 9.0 * s), 1.5, t.grid, 1.0);
    }
    for j in 0..=9 {
        let y = by + j as f32 * s;
        draw_line(&mut img, (bx, y), (bx + 7.0 * s, y), 1.5, t.grid, 1.0);
    }
    // Rivers: one rounded body of water per 2×3 block, with faint square lines and waves.
    for files in [[1u8, 2], [4, 5]] {
        let corners = [Square::new(files[0], 3), Square::new(files[1], 5)];
        let [Some(a), Some(b)] = corners else {
            continue;
        };
        let (ax, ay, _) = square_rect(a, flip);
        let (cx, cy, _) = square_rect(b, flip);
        let (x0, x1) = (ax.min(cx) as f32, (ax.max(cx) + SQUARE) as f32);
        let (y0, y1) = (ay.min(cy) as f32, (ay.max(cy) + SQUARE) as f32);
        let river = Bounds::rect(x0 + 2.0, y0 + 2.0, x1 - x0 - 4.0, y1 - y0 - 4.0);
        fill_rounded_rect(&mut img, river, 12.0, t.water_edge, 1.0);
        let inner = Bounds::rect(x0 + 5.0, y0 + 5.0, x1 - x0 - 10.0, y1 - y0 - 10.0);
        fill_rounded_rect(&mut img, inner, 9.0, t.water, 1.0);
        let xm = (x0 + x1) / 2.0;
        draw_line(&mut img, (xm, y0 + 8.0), (xm, y1 - 8.0), 1.0, t.wave, 0.35);
        for k in 1..3 {
            let y = y0 + k as f32 * s;
            draw_line(&mut img, (x0 + 8.0, y), (x1 - 8.0, y), 1.0, t.wave, 0.35);
        }
        for f in files {
            for r in 3..6 {
                let Some(sq) = Square::new(f, r) else {
                    continue;
                };
                let (cx, cy) = square_center(sq, flip);
                for (dy, dx) in [(-12.0, -6.0), (2.0, 6.0), (16.0, -4.0)] {
                    draw_wave(&mut img, cx + dx, cy + dy, 30.0, t.wave, 0.85);
                }
            }
        }
    }
    // Traps: sand pits with their name, edged in the colour of the side whose den they guard.
    for side in Side::ALL {
        for sq in SquareIter(bitboard::traps(side)) {
            let (x, y, _) = square_rect(sq, flip);
            let b = Bounds::rect(x as f32 + 4.0, y as f32 + 4.0, s - 8.0, s - 8.0);
            fill_rounded_rect(&mut img, b, 8.0, t.trap_edge, 1.0);
            let inner = Bounds::rect(x as f32 + 7.0, y as f32 + 7.0, s - 14.0, s - 14.0);
            fill_rounded_rect(&mut img, inner, 6.0, t.trap, 1.0);
            // A row of stakes along the top: the pit.
            for k in 0..5 {
                let cx = x as f32 + 16.0 + k as f32 * 10.0;
                let top = y as f32 + 11.0;
                let tri =
                    canvas::triangle_sdf([(cx, top), (cx - 4.0, top + 9.0), (cx + 4.0, top + 9.0)]);
                fill_sdf(
                    &mut img,
                    Bounds::rect(cx - 5.0, top - 1.0, 10.0, 11.0),
                    t.trap_edge,
                    0.9,
                    1.0,
                    tri,
                );
            }
            let side_line = Bounds::rect(x as f32 + 4.0, y as f32 + s - 9.0, s - 8.0, 5.0);
            fill_rounded_rect(&mut img, side_line, 2.5, t.side[side.index()], 0.85);
            let cap = font.cap_height(18.0);
            font.draw(
                &mut img,
                "陷阱",
                18.0,
                x as f32 + s / 2.0,
                y as f32 + s / 2.0 + cap / 2.0 + 3.0,
                Align::Center,
                t.trap_text,
            );
        }
    }
    // Dens: a cave mouth with its name, ringed in the owner's colour.
    for side in Side::ALL {
        let sq = bitboard::den(side);
        let (x, y, _) = square_rect(sq, flip);
        let outer = Bounds::rect(x as f32 + 3.0, y as f32 + 3.0, s - 6.0, s - 6.0);
        fill_rounded_rect(&mut img, outer, 10.0, t.side[side.index()], 1.0);
        let inner = Bounds::rect(x as f32 + 8.0, y as f32 + 8.0, s - 16.0, s - 16.0);
        fill_rounded_rect(&mut img, inner, 7.0, t.den, 1.0);
        // The cave arch.
        let (cx, cy) = (x as f32 + s / 2.0, y as f32 + s / 2.0 - 6.0);
        let dark = t.den_cave;
        fill_sdf(
            &mut img,
            Bounds::rect(cx - 17.0, cy - 17.0, 34.0, 34.0),
            dark,
            1.0,
            1.0,
            move |px, py| {
                let circle = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt() - 15.0;
                circle.max(py - cy - 1.0)
            },
        );
        fill_rect(&mut img, (cx - 15.0) as u32, cy as u32, 30, 6, dark);
        let cap = font.cap_height(17.0);
        font.draw(
            &mut img,
            "獸穴",
            17.0,
            cx,
            y as f32 + s - 13.0 - (14.0 - cap) / 2.0,
            Align::Center,
            t.den_text,
        );
    }
    // Coordinates: files under the board, ranks left of it.
    for col in 0..7u32 {
        let file = if flip { 6 - col } else { col };
        let letter = ((b'a' + file as u8) as char).to_string();
        let cx = bx + (col as f32 + 0.5) * s;
        draw_coordinate(&mut img, &letter, cx, by + 9.0 * s + FRAME as f32 / 2.0);
    }
    for row in 0..9u32 {
        let rank = if flip { row } else { 8 - row };
        let cy = by + (row as f32 + 0.5) * s;
        draw_coordinate(&mut img, &(rank + 1).to_string(), FRAME as f32 / 2.0, cy);
    }
    img
}

/// `board` with every square highlighted in `color`: a wash over the square and a bolder inner
/// edge, so the move reads even when a token covers the middle and the picture is shown at half
/// size.
pub(super) fn highlight_all(board: &RgbaImage, flip: bool, color: Rgb, alpha: f32) -> RgbaImage {
    let mut img = board.clone();
    let s = SQUARE as f32;
    let edge = canvas::mix(color, [0, 0, 0], 0.18);
    for sq in Square::all() {
        let (x, y, _) = square_rect(sq, flip);
        for py in y..y + SQUARE {
            for px in x..x + SQUARE {
                img.blend(px, py, color, alpha);
            }
        }
        let b = Bounds::rect(x as f32 + 1.0, y as f32 + 1.0, s - 2.0, s - 2.0);
        let outer = canvas::rounded_rect_sdf(b, 4.0);
        fill_sdf(&mut img, b, edge, 0.9, 1.0, move |px, py| {
            let d = outer(px, py);
            d.max(-(d + 4.0))
        });
    }
    img
}

/// A short sine wave centred on (cx, cy), `len` wide.
fn draw_wave<S: Surface>(img: &mut S, cx: f32, cy: f32, len: f32, color: Rgb, alpha: f32) {
    let steps = 12;
    let mut prev = None;
    let mut mask = RgbaImage::new(len as u32 + 8, 16);
    for i in 0..=steps {
        let u = i as f32 / steps as f32;
        let x = 4.0 + u * len;
        let y = 8.0 + (u * std::f32::consts::TAU).sin() * 2.5;
        if let Some(p) = prev {
            draw_line(&mut mask, p, (x, y), 2.5, color, 1.0);
        }
        prev = Some((x, y));
    }
    // Drawn on a mask first so the joints do not pile up opacity.
    let (ox, oy) = (cx - len / 2.0 - 4.0, cy - 8.0);
    let (w, h) = img.size();
    for (mx, my, p) in mask.enumerate_pixels() {
        let (tx, ty) = (ox as i32 + mx as i32, oy as i32 + my as i32);
        if p[3] > 0 && tx >= 0 && ty >= 0 && (tx as u32) < w && (ty as u32) < h {
            img.blend(tx as u32, ty as u32, color, alpha * p[3] as f32 / 255.0);
        }
    }
}
