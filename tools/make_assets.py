#!/usr/bin/env python3
"""Regenerates the renderer's embedded assets from their sources.

- fonts/NotoSansCJKtc-Bold-subset.otf: Noto Sans CJK TC Bold (Debian package `fonts-noto-cjk`,
  SIL Open Font License 1.1) cut with fontTools' subsetter to the glyphs the pictures use.
- assets/animals/<animal>.png: Twemoji animal SVGs (CC-BY 4.0; npm package `@twemoji/svg`,
  pinned below) rasterised with cairosvg at 128x128; the renderer scales them at start-up.
  The SVG sources are kept beside them in assets/animals/svg/.

Needs: `apt-get install fonts-noto-cjk`, `pip install fonttools cairosvg`, `npm` (for the SVGs,
unless assets/animals/svg/ already holds them). Run from anywhere: `python3 tools/make_assets.py`.
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
# European player names), basic Greek and Cyrillic (more player names), typographic
# punctuation, arrows, and the Chinese labels and animals. Other characters in player names are
# left out by the renderer.
CJK = "陷阱獸穴鼠貓猫狗狼豹虎獅狮象紅红藍蓝"
EXTRA = "–—‘’‚“”„•…‹›€←↑→↓↔↕×·−✓✗"


def unicodes():
    cps = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180))
    cps |= set(range(0x391, 0x3CA)) | set(range(0x400, 0x460))
    cps |= {ord(c) for c in CJK + EXTRA}
    return sorted(cps)


def make_font():
    font = TTCollection(str(FONT_SOURCE)).fonts[FONT_INDEX]
    options = subset.Options()
    options.layout_features = ["kern", "liga"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.hinting = False
    options.desubroutinize = True  # smaller after deflate, simpler for the rasteriser
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=unicodes())
    sub.subset(font)
    FONT_OUT.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(FONT_OUT))
    print(f"{FONT_OUT.relative_to(ROOT)}: {FONT_OUT.stat().st_size} bytes")


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
    if not FONT_SOURCE.exists():
        sys.exit(f"{FONT_SOURCE} is missing: run `apt-get install fonts-noto-cjk` first")
    make_font()
    make_animals()


if __name__ == "__main__":
    main()
