"""A Stryker ignore plugin that leaves constant CSS class names unmutated: styling is not rule code.

A brief states what a screen shows (names, texts, states, orders) and how it looks only through its reference
screenshots, judged by the visual layer with a documented tolerance. Emptying a constant class name (`className:
"card"` -> `""`, or `{ className: "card" }` -> `{}`) tests that tolerance, not a rule, as cosmic-ray campaigns leave
type annotations out (proving/mutation.py). A class name that depends on state (`done ? "done" : ""`) is still
mutated: a state drawn only by its class can be what a screenshot shows. Stryker reports the skipped mutants as
Ignored with the reason below; a campaign counts them under `excluded.styling`, never as killed.
"""

from __future__ import annotations

import json
from pathlib import Path

NAME = "styling"
REASON = "styling only: a constant CSS class name (the visual layer judges looks, with its tolerance)"

# Stryker's plugin shape ({kind, name, value}, what declareValuePlugin returns) written out, so the file needs no
# import that would resolve only beside Stryker's node_modules. Babel's NodePath is what shouldIgnore receives.
PLUGIN_SOURCE = """// Written by forgingground.proving.stryker_ignorer for one campaign; see that module.
const CLASS_KEYS = new Set(["className", "class"]);

function constantClass(node) {
  if (!node || node.type !== "ObjectProperty" || node.computed) return false;
  const key = node.key.type === "Identifier" ? node.key.name : node.key.type === "StringLiteral" ? node.key.value : null;
  if (!CLASS_KEYS.has(key)) return false;
  const value = node.value;
  return value.type === "StringLiteral" || (value.type === "TemplateLiteral" && value.expressions.length === 0);
}

export const strykerPlugins = [
  {
    kind: "Ignore",
    name: %(name)s,
    value: {
      shouldIgnore(path) {
        const node = path.node;
        const only = node.type === "ObjectExpression" && node.properties.length > 0 && node.properties.every(constantClass);
        return constantClass(node) || only ? %(reason)s : undefined;
      },
    },
  },
];
"""


def write_plugin(folder: Path) -> Path:
    """The plugin file for a campaign's private copy (Stryker loads it by absolute path)."""
    path = folder / "stryker-styling-ignorer.mjs"
    path.write_text(PLUGIN_SOURCE % {"name": json.dumps(NAME), "reason": json.dumps(REASON)}, encoding="utf-8")
    return path


__all__ = ["NAME", "PLUGIN_SOURCE", "REASON", "write_plugin"]
