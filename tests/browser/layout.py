"""Layout checks any browser test can make of a widget (or any element).

``sticking_out(root)``: the visible elements inside ``root`` that reach past
its left or right edge, and those that scroll sideways; on a phone the page
itself must not scroll sideways either (``page_scrolls_sideways``).
``small_targets(root)``: the visible controls (buttons, inputs, selects,
summaries) smaller than 44×44 CSS pixels, the size a finger needs.
``cut_short(root)``: the visible selects too narrow to show their chosen
option whole.
Each returns short descriptions, so that a failing assertion names the culprits.
"""

from __future__ import annotations

from playwright.sync_api import Locator, Page

MIN_TARGET = 44
# Half a pixel of slack for sub-pixel rounding.
NAME = """el => el.tagName.toLowerCase()
  + (typeof el.className === "string" && el.className ? "." + el.className.trim() : "")
  + (el.dataset.testid ? `[${el.dataset.testid}]` : "")"""
STICKING_OUT = f"""root => {{
  const name = {NAME};
  const edge = root.getBoundingClientRect();
  const span = (box) => `${{Math.round(box.left)}}–${{Math.round(box.right)}}`;
  const found = [];
  for (const el of root.querySelectorAll("*")) {{
    if (!el.checkVisibility()) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;  // empty, or only for screen readers
    if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) {{
      found.push(`${{name(el)}} spans ${{span(box)}} of ${{span(edge)}}`);
    }}
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") {{
      found.push(`${{name(el)}} scrolls sideways: ${{el.scrollWidth}} in ${{el.clientWidth}}`);
    }}
  }}
  return found;
}}"""
SMALL_TARGETS = f"""([root, least]) => {{
  const name = {NAME};
  const found = [];
  const controls = "button, input, select, textarea, summary, [role=button]";
  for (const el of root.querySelectorAll(controls)) {{
    if (!el.checkVisibility()) continue;
    const box = el.getBoundingClientRect();
    if (box.width < least - 0.5 || box.height < least - 0.5) {{
      const label = (el.getAttribute("aria-label") || el.textContent.trim()).slice(0, 40);
      const size = `${{Math.round(box.width)}}×${{Math.round(box.height)}}`;
      found.push(`${{name(el)}} "${{label}}" is ${{size}}`);
    }}
  }}
  return found;
}}"""

# Each select measured against a copy of itself holding only its chosen option,
# sized to that option (the browser's own text and arrow widths), out of the flow.
CUT_SHORT = f"""root => {{
  const name = {NAME};
  const found = [];
  for (const select of root.querySelectorAll("select")) {{
    if (!select.checkVisibility() || select.selectedIndex < 0) continue;
    const chosen = select.options[select.selectedIndex];
    const probe = select.cloneNode(false);
    probe.removeAttribute("id");
    probe.append(chosen.cloneNode(true));
    const unsized = {{
      position: "absolute", visibility: "hidden",
      width: "auto", "min-width": "0", "max-width": "none",
    }};
    for (const [property, value] of Object.entries(unsized)) {{
      probe.style.setProperty(property, value, "important");
    }}
    select.after(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    const shown = select.getBoundingClientRect().width;
    if (needed > shown + 0.5) {{
      const widths = `${{Math.round(shown)}} px of ${{Math.round(needed)}}`;
      found.push(`${{name(select)}} shows "${{chosen.text}}" in ${{widths}}`);
    }}
  }}
  return found;
}}"""


def sticking_out(root: Locator) -> list[str]:
    """Visible elements of ``root`` past its sides, or scrolling sideways."""
    found: list[str] = root.evaluate(STICKING_OUT)
    return found


def small_targets(root: Locator) -> list[str]:
    """Visible controls of ``root`` under 44×44 CSS pixels."""
    found: list[str] = root.page.evaluate(SMALL_TARGETS, [root.element_handle(), MIN_TARGET])
    return found


def cut_short(root: Locator) -> list[str]:
    """Visible selects of ``root`` narrower than their chosen option needs."""
    found: list[str] = root.evaluate(CUT_SHORT)
    return found


def page_scrolls_sideways(page: Page) -> bool:
    """Whether the document is wider than the screen."""
    wider: bool = page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
    return wider
