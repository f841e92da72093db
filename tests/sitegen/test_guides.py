"""Generated guides refer only to what they contain."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_the_state_protocol_points_at_no_section_it_lacks() -> None:
    text = (REPO / "contracts" / "STATE_PROTOCOL.md").read_text()
    headings = {h.lower() for h in re.findall(r"^#+ (.+)$", text, re.M)}
    for named in re.findall(r"the ([a-z ]+?) below", text.replace("\n", " ")):
        assert any(named in h for h in headings), f"STATE_PROTOCOL.md refers to 'the {named} below', which it does not have"
    assert "contract.json" in text, "the data model is named where it lives"
