"""Draw the app icons (``docs/assets/icons/icon-192.png``, ``icon-512.png``) from the site's logo.

Run once when the logo changes (``python scripts/offline/make_icons.py``); the
PNGs are committed, so a build needs no image library. Chromium (the one the
browser tests drive) renders ``docs/assets/logo.svg`` centred on the theme's
light background with a margin, so the picture also survives a round mask.
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from local_site import CHROMIUM, CHROMIUM_ARGS, ROOT
from playwright.sync_api import sync_playwright

LOGO = ROOT / "docs" / "assets" / "logo.svg"
ICONS = ROOT / "docs" / "assets" / "icons"
SIZES = (192, 512)
BACKGROUND = "#ffffff"
# The logo fills 80 % of the square: the safe zone of a maskable icon.
MARGIN = 0.1

PAGE = """<!doctype html><html><body style="margin:0;background:{background}">
<img src="data:image/svg+xml;base64,{svg}" style="display:block;width:{inner}px;height:{inner}px;
margin:{m}px"></body></html>"""


def main() -> None:
    svg = base64.b64encode(LOGO.read_bytes()).decode()
    ICONS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        for size in SIZES:
            margin = round(size * MARGIN)
            page = browser.new_page(viewport={"width": size, "height": size})
            html = PAGE.format(background=BACKGROUND, svg=svg, inner=size - 2 * margin, m=margin)
            page.set_content(html)
            page.screenshot(path=str(ICONS / f"icon-{size}.png"), omit_background=False)
            page.close()
        browser.close()
    print(f"make_icons: wrote {', '.join(f'icon-{size}.png' for size in SIZES)} into {ICONS}")


if __name__ == "__main__":
    main()
