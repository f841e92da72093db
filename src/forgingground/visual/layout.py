"""Capture a screen: a viewport screenshot and its layout (visible text blocks with boxes, colours and landmark regions)."""

from __future__ import annotations

from typing import Any

# Every visible element's own text (text nodes directly inside it), plus form fields' values or placeholders.
EXTRACT_BLOCKS = """
() => {
  const blocks = [];
  const visible = (el, r) => {
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0
      && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  const LANDMARKS = 'header,nav,main,aside,footer,dialog,[role=banner],[role=navigation],[role=main],[role=complementary],'
    + '[role=contentinfo],[role=search],[role=dialog],[role=region]';
  const ROLES = {HEADER: 'banner', NAV: 'navigation', MAIN: 'main', ASIDE: 'complementary', FOOTER: 'contentinfo', DIALOG: 'dialog'};
  const region = (el) => {
    const l = el.closest(LANDMARKS);
    if (!l) return 'document';
    const role = l.getAttribute('role') || ROLES[l.tagName] || l.tagName.toLowerCase();
    const name = l.getAttribute('aria-label');
    return name ? `${role}:${name}` : role;
  };
  const rgb = (c) => (c.match(/\\d+(\\.\\d+)?/g) || [0, 0, 0]).slice(0, 3).map(Number);
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('dialog:not([open])')) continue;
    let text = '';
    if (el.matches('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea')) text = el.value || el.placeholder || '';
    else if (el.matches('select')) text = el.selectedOptions[0] ? el.selectedOptions[0].textContent : '';
    else for (const n of el.childNodes) if (n.nodeType === 3) text += n.textContent;
    text = text.replace(/\\s+/g, ' ').trim();
    if (!text) continue;
    const r = el.getBoundingClientRect();
    if (!visible(el, r)) continue;
    const s = getComputedStyle(el);
    blocks.push({text, x: Math.round(r.left), y: Math.round(r.top), w: Math.round(r.width), h: Math.round(r.height),
                 color: rgb(s.color), font_size: parseFloat(s.fontSize), region: region(el)});
  }
  return {viewport: {width: innerWidth, height: innerHeight}, blocks};
}
"""


def capture_screen(page: Any, timeout_ms: float = 5000) -> tuple[bytes, dict[str, Any]]:
    """(PNG bytes of the viewport, layout) of what the page shows now; a page that does not answer in time raises."""
    # Through a locator, so the evaluation is bounded: page.evaluate waits forever on a page stuck in a loop.
    layout = page.locator(":root").evaluate(EXTRACT_BLOCKS, timeout=timeout_ms)
    png = page.screenshot(full_page=False, animations="disabled", caret="hide", timeout=timeout_ms)
    return png, layout
