"""Capture a screen: a viewport screenshot and its layout (visible text blocks with boxes, colours and landmark regions).

Only text a person can see counts. An element's own text is a block when, by its computed style at capture time,
it is not hidden (display, visibility), not transparent (its opacity times every ancestor's, below MIN_OPACITY,
or a fully transparent text colour), not clipped away (clip, clip-path, or an ancestor's overflow box it lies
outside of), not off the viewport, not of zero size, and its text colour is not (nearly) its background colour.
Each block records the box its own text is drawn in (not its element's, so padding and markup do not move it), its
text and background colour; each visible landmark region its box and background colour.
"""

from __future__ import annotations

from typing import Any

MIN_OPACITY = 0.1  # an element drawn at a tenth of its opacity or less is not read by a person
MIN_CONTRAST = 24  # sum of |channel differences| (0-765) under which text is drawn in its background's colour

# Every visible element's own text (text nodes directly inside it), plus form fields' values or placeholders.
EXTRACT_BLOCKS = """
() => {
  const MIN_OPACITY = $MIN_OPACITY, MIN_CONTRAST = $MIN_CONTRAST;
  const blocks = [], landmarks = [];
  const VW = innerWidth, VH = innerHeight;
  const rgba = (c) => {
    const m = (c || '').match(/-?\\d+(\\.\\d+)?/g) || [0, 0, 0, 0];
    return [Number(m[0] || 0), Number(m[1] || 0), Number(m[2] || 0), m.length > 3 ? Number(m[3]) : 1];
  };
  const cache = new Map();
  // Own style facts and the box left visible by ancestors' clipping, memoised up the tree.
  const info = (el) => {
    if (cache.has(el)) return cache.get(el);
    const s = getComputedStyle(el);
    const parent = el.parentElement ? info(el.parentElement) : null;
    let opacity = Number(s.opacity) * (parent ? parent.opacity : 1);
    let clip = parent ? parent.clip : [0, 0, VW, VH];
    const r = el.getBoundingClientRect();
    const cp = s.clipPath || 'none';
    let hidden = parent ? parent.hidden : false;
    if (s.display === 'none') hidden = true;
    if (cp !== 'none' && /^(inset\\((50|100)%|circle\\(0|ellipse\\(0|polygon\\(\\s*0px 0px,?\\s*\\)?)/.test(cp.trim())) hidden = true;
    if (s.clip && s.clip.startsWith('rect(') && (s.position === 'absolute' || s.position === 'fixed')) {
      const n = rgba(s.clip);
      if (n[1] - n[3] <= 1 || n[2] - n[0] <= 1) hidden = true;
    }
    if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
      const fixed = s.position === 'fixed';
      const base = fixed ? [0, 0, VW, VH] : clip;
      clip = [Math.max(base[0], r.left), Math.max(base[1], r.top), Math.min(base[2], r.right), Math.min(base[3], r.bottom)];
    } else if (s.position === 'fixed') clip = [0, 0, VW, VH];
    let bg = rgba(s.backgroundColor);
    const ownBg = bg[3] > 0.5 && s.backgroundImage === 'none';
    const background = ownBg ? bg.slice(0, 3) : (parent ? parent.background : [255, 255, 255]);
    const unknownBg = s.backgroundImage !== 'none' || (parent ? parent.unknownBg && !ownBg : false);
    const out = {s, r, opacity, clip, hidden, background, unknownBg: unknownBg && !ownBg};
    cache.set(el, out);
    return out;
  };
  const LANDMARKS = 'header,nav,main,aside,footer,dialog,[role=banner],[role=navigation],[role=main],[role=complementary],'
    + '[role=contentinfo],[role=search],[role=dialog],[role=region]';
  const ROLES = {HEADER: 'banner', NAV: 'navigation', MAIN: 'main', ASIDE: 'complementary', FOOTER: 'contentinfo', DIALOG: 'dialog'};
  const name = (l) => {
    const role = l.getAttribute('role') || ROLES[l.tagName] || l.tagName.toLowerCase();
    const label = l.getAttribute('aria-label');
    return label ? `${role}:${label}` : role;
  };
  const region = (el) => {
    const l = el.closest(LANDMARKS);
    return l ? name(l) : 'document';
  };
  const shown = (i) => {
    const [x0, y0, x1, y1] = i.clip;
    const r = i.r;
    return !i.hidden && i.s.visibility !== 'hidden' && i.s.visibility !== 'collapse' && i.opacity > MIN_OPACITY
      && r.width > 1 && r.height > 1 && Math.min(r.right, x1) - Math.max(r.left, x0) > 1
      && Math.min(r.bottom, y1) - Math.max(r.top, y0) > 1;
  };
  // The box of an element's own text as drawn (its text nodes' union), not the element's: a card whose whole box is a
  // button and a card whose name is a span inside it show the same words in the same place.
  const inkBox = (el) => {
    if (el.matches('input, textarea, select')) return null;
    let box = null;
    for (const n of el.childNodes) {
      if (n.nodeType !== 3 || !n.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const q of range.getClientRects()) {
        if (q.width < 1 || q.height < 1) continue;
        box = box ? {left: Math.min(box.left, q.left), top: Math.min(box.top, q.top),
                     right: Math.max(box.right, q.right), bottom: Math.max(box.bottom, q.bottom)}
                  : {left: q.left, top: q.top, right: q.right, bottom: q.bottom};
      }
    }
    return box && {left: box.left, top: box.top, width: box.right - box.left, height: box.bottom - box.top};
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('dialog:not([open])')) continue;
    let text = '';
    if (el.matches('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea')) text = el.value || el.placeholder || '';
    else if (el.matches('select')) text = el.selectedOptions[0] ? el.selectedOptions[0].textContent : '';
    else for (const n of el.childNodes) if (n.nodeType === 3) text += n.textContent;
    text = text.replace(/\\s+/g, ' ').trim();
    if (!text) continue;
    const i = info(el);
    if (!shown(i)) continue;
    const color = rgba(i.s.color);
    if (color[3] * i.opacity <= MIN_OPACITY) continue;
    const ink = color.slice(0, 3);
    const contrast = Math.abs(ink[0] - i.background[0]) + Math.abs(ink[1] - i.background[1]) + Math.abs(ink[2] - i.background[2]);
    if (!i.unknownBg && contrast < MIN_CONTRAST) continue;
    const r = inkBox(el) || i.r;
    blocks.push({text, x: Math.round(r.left), y: Math.round(r.top), w: Math.round(r.width), h: Math.round(r.height),
                 color: ink, background: i.background, font_size: parseFloat(i.s.fontSize), region: region(el)});
  }
  for (const l of document.body.querySelectorAll(LANDMARKS)) {
    if (l.closest('dialog:not([open])')) continue;
    const i = info(l);
    if (!shown(i)) continue;
    const r = i.r;
    landmarks.push({region: name(l), x: Math.round(r.left), y: Math.round(r.top), w: Math.round(r.width),
                    h: Math.round(r.height), background: i.background});
  }
  return {viewport: {width: VW, height: VH}, background: info(document.body).background, blocks, landmarks};
}
""".replace("$MIN_OPACITY", str(MIN_OPACITY)).replace("$MIN_CONTRAST", str(MIN_CONTRAST))


def capture_screen(page: Any, timeout_ms: float = 5000) -> tuple[bytes, dict[str, Any]]:
    """(PNG bytes of the viewport, layout) of what the page shows now; a page that does not answer in time raises."""
    # Through a locator, so the evaluation is bounded: page.evaluate waits forever on a page stuck in a loop.
    layout = page.locator(":root").evaluate(EXTRACT_BLOCKS, timeout=timeout_ms)
    png = page.screenshot(full_page=False, animations="disabled", caret="hide", timeout=timeout_ms)
    return png, layout
