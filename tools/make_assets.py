#!/usr/bin/env python3
"""Regenerates the renderer's embedded assets from their sources.

- fonts/NotoSansCJKtc-Bold-subset.otf: Noto Sans CJK TC Bold (Debian package `fonts-noto-cjk`,
  SIL Open Font License 1.1) cut with fontTools' subsetter to the glyphs the pictures use: the
  fixed sets below and every character of every message file `locales/*/*.ftl`, read afresh on
  each run, so a new message or locale never draws a hole (rerun after editing a locale;
  `tests/glyphs.rs` fails until then), and the common Han characters of both scripts for player
  names written in Chinese. The face's Latin covers Vietnamese (ắ ề ộ ữ) and its Han characters
  cover both Chinese scripts.
- fonts/NotoSerifCJKtc-Bold-subset.otf: Noto Serif CJK TC Bold (same package and license), cut to
  the Xiangqi piece characters, the river's 楚河 漢界 and the file numbers: the brush-like serif
  strokes are the traditional look of the pieces.
- assets/animals/<animal>.png: Twemoji animal SVGs (CC-BY 4.0; npm package `@twemoji/svg`,
  pinned below) rasterised with cairosvg at 128x128; the renderer scales them at start-up.
  The SVG sources are kept beside them in assets/animals/svg/.

Needs: `apt-get install fonts-noto-cjk`, `pip install fonttools cairosvg`, `npm` (for the SVGs,
unless assets/animals/svg/ already holds them). Run from anywhere: `python3 tools/make_assets.py`;
`python3 tools/make_assets.py fonts` makes only the fonts (no cairosvg or npm needed).
"""

import io
import pathlib
import subprocess
import sys
import tarfile
import tempfile

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = pathlib.Path(__file__).resolve().parent.parent
FONT_SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
FONT_INDEX = 3  # "Noto Sans CJK TC Bold" (traditional characters: 獸 貓 獅)
FONT_OUT = ROOT / "fonts" / "NotoSansCJKtc-Bold-subset.otf"
SERIF_SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
SERIF_INDEX = 3  # "Noto Serif CJK TC Bold"
SERIF_OUT = ROOT / "fonts" / "NotoSerifCJKtc-Bold-subset.otf"

TWEMOJI_PACKAGE = "@twemoji/svg@15.0.0"
# Faces read best inside a round token; there is no leopard or elephant face, so those two are
# the whole animal (which also keeps the leopard apart from the tiger at a glance).
ANIMALS = {
    "rat": "1f42d",  # mouse face
    "cat": "1f431",  # cat face
    "dog": "1f436",  # dog face
    "wolf": "1f43a",  # wolf face
    "leopard": "1f406",  # leopard
    "tiger": "1f42f",  # tiger face
    "lion": "1f981",  # lion face
    "elephant": "1f418",  # elephant
}
RASTER_SIZE = 128

# Every character the pictures draw: ASCII, Latin-1 and Latin Extended-A (French and most
# European player names), pinyin's tone marks (ǎ ǐ ǒ ǔ ǖ ǘ ǚ ǜ, for Chinese player names),
# basic Greek and Cyrillic (more player names), the common Han characters (`common_han`, names
# written in Chinese), typographic punctuation, arrows, and the Chinese labels and animals.
# Other characters in player names are left out by the renderer.
CJK = "陷阱獸穴鼠貓猫狗狼豹虎獅狮象紅红藍蓝"
# Xiangqi: the pieces (traditional as drawn, simplified as typed), the river, the file numbers
# and the words of Chinese move notation (炮二平五, 前馬進七, 后车退一).
XIANGQI_PIECES = "帥仕相傌俥炮兵將士象馬車砲卒"
XIANGQI = (XIANGQI_PIECES + "帅将马车楚河漢汉界一二三四五六七八九十進进退平前後后中黑將"
           + "０１２３４５６７８９")
EXTRA = "–—‘’‚“”„•…‹›€←↑→↓↔↕×·−✓✗"
# Vietnamese: the horned ơ ư (Ơ Ư) and Latin Extended Additional's letters with tone marks
# (U+1EA0–U+1EF9, ạ … ỹ), for Vietnamese player names as well as the `vi` messages.
VIETNAMESE = {0x1A0, 0x1A1, 0x1AF, 0x1B0} | set(range(0x1EA0, 0x1EFA))
LOCALES = ROOT / "locales"


def common_han():
    """The Han characters of player names: the 3,755 most common simplified characters (GB 2312
    level 1, byte rows 0xB0-0xD7) and the 5,401 common traditional ones (Big5 level 1, 0xA440 to
    0xC67E, the Taiwanese 常用字), read from Python's own codecs (6,722 characters together,
    about 1.5 MB of outlines). A rarer character in a name is left out by the renderer."""
    def decoded(codec, his, los, last):
        out = set()
        for hi in his:
            for lo in los:
                if (hi, lo) > last:
                    continue
                try:
                    out.add(bytes([hi, lo]).decode(codec))
                except UnicodeDecodeError:
                    pass
        return out

    gb = decoded("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF), (0xD7, 0xFE))
    big5 = decoded("big5", range(0xA4, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)],
                   (0xC6, 0x7E))
    return {ord(c) for c in gb | big5}


def locale_chars():
    """Every character of every message file, comments included (cheap, and it keeps the rule
    simple: whatever is in a locale file can be drawn). Whitespace and controls are not glyphs."""
    chars = set()
    for path in sorted(LOCALES.glob("*/*.ftl")):
        chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if not c.isspace() and c.isprintable()}


def unicodes():
    cps = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180)) | set(range(0x1CD, 0x1DD))
    cps |= set(range(0x391, 0x3CA)) | set(range(0x400, 0x460))
    cps |= {ord(c) for c in CJK + XIANGQI + EXTRA} | VIETNAMESE | common_han()
    cps |= {ord(c) for c in locale_chars()}
    return sorted(cps)


def serif_unicodes():
    """The serif face draws only the Xiangqi board: pieces, river, numbers (and `H`, which the
    renderer measures for vertical centring)."""
    return sorted({ord(c) for c in XIANGQI_PIECES + "楚河漢界一二三四五六七八九0123456789H"})


def make_font(source, index, cps, out):
    font = TTCollection(str(source)).fonts[index]
    options = subset.Options()
    options.layout_features = ["kern", "liga"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.hinting = False
    options.desubroutinize = True  # smaller after deflate, simpler for the rasteriser
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=cps)
    sub.subset(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    # Keep the source's `head.modified` date so the same inputs give the same bytes.
    font.recalcTimestamp = False
    font.save(str(out))
    print(f"{out.relative_to(ROOT)}: {out.stat().st_size} bytes")


def fetch_svgs(svg_dir: pathlib.Path):
    missing = [a for a in ANIMALS if not (svg_dir / f"{a}.svg").exists()]
    if not missing:
        return
    svg_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(["npm", "pack", TWEMOJI_PACKAGE, "--pack-destination", tmp],
                              capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"npm pack {TWEMOJI_PACKAGE} failed:\n{done.stderr}")
        tgz = next(pathlib.Path(tmp).glob("*.tgz"))
        with tarfile.open(tgz) as tar:
            for animal, code in ANIMALS.items():
                data = tar.extractfile(f"package/{code}.svg").read()
                (svg_dir / f"{animal}.svg").write_bytes(data)


def make_animals():
    import cairosvg

    out_dir = ROOT / "assets" / "animals"
    svg_dir = out_dir / "svg"
    fetch_svgs(svg_dir)
    for animal in ANIMALS:
        png = cairosvg.svg2png(url=str(svg_dir / f"{animal}.svg"), output_width=RASTER_SIZE,
                               output_height=RASTER_SIZE)
        (out_dir / f"{animal}.png").write_bytes(png)
        print(f"assets/animals/{animal}.png: {len(png)} bytes")


def main():
    for source in (FONT_SOURCE, SERIF_SOURCE):
        if not source.exists():
            sys.exit(f"{source} is missing: run `apt-get install fonts-noto-cjk` first")
    make_font(FONT_SOURCE, FONT_INDEX, unicodes(), FONT_OUT)
    make_font(SERIF_SOURCE, SERIF_INDEX, serif_unicodes(), SERIF_OUT)
    if sys.argv[1:] != ["fonts"]:
        make_animals()


if __name__ == "__main__":
    main()
