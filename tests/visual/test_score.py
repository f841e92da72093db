"""The visual-fidelity score on hand-made layouts and images: identical is exactly 1, losses show in the right parts."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from forgingground.references.calibrate import markdown, problems
from forgingground.references.perturbations import PERTURBATIONS
from forgingground.visual import PASS_THRESHOLD, fidelity

VIEW = {"width": 400, "height": 300}


def block(text, x, y, region="main", color=(32, 33, 36), w=120, h=20):
    return {"text": text, "x": x, "y": y, "w": w, "h": h, "color": list(color), "font_size": 14, "region": region}


def layout(*blocks):
    return {"viewport": VIEW, "blocks": list(blocks)}


def png(layout_, shift=0):
    img = Image.new("RGB", (VIEW["width"], VIEW["height"]), "white")
    draw = ImageDraw.Draw(img)
    for b in layout_["blocks"]:
        draw.rectangle([b["x"] + shift, b["y"], b["x"] + shift + b["w"], b["y"] + b["h"]], fill=tuple(b["color"]))
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


REF = layout(
    block("Inbox", 10, 10, "navigation"),
    block("Sent", 10, 40, "navigation"),
    block("Q4 report draft", 150, 10),
    block("Lunch on Friday?", 150, 40),
    block("Budget review", 150, 70),
)


def test_identical_screens_score_exactly_one() -> None:
    result = fidelity(REF, REF, png(REF), png(REF))
    assert result["score"] == 1.0
    assert result["block"] == result["text"] == result["position"] == result["color"] == 1.0


def test_missing_region_costs_more_than_a_shift() -> None:
    missing = layout(*[b for b in REF["blocks"] if b["region"] != "navigation"])
    shifted = layout(*[{**b, "x": b["x"] + 40} for b in REF["blocks"]])
    missing_score = fidelity(REF, missing, png(REF), png(missing))
    shifted_score = fidelity(REF, shifted, png(REF), png(shifted, 40))
    assert missing_score["block"] < 0.7
    assert shifted_score["block"] == 1.0 and shifted_score["position"] == 1.0 and shifted_score["absolute"] < 1.0
    assert missing_score["score"] < PASS_THRESHOLD <= shifted_score["score"]


def test_recolouring_lowers_colour_not_layout_and_stays_a_near_copy() -> None:
    red = layout(*[{**b, "color": [200, 30, 30]} for b in REF["blocks"]])
    result = fidelity(REF, red, png(REF), png(red))
    assert result["color"] < 0.8 and result["text"] == 1.0 and result["position"] == 1.0
    assert result["score"] >= 0.8


def test_a_background_colour_counts_in_colour() -> None:
    dark = layout(*[{**b, "background": [20, 20, 20]} for b in REF["blocks"]])
    assert fidelity(REF, dark, png(REF), png(REF))["color"] < fidelity(REF, REF, png(REF), png(REF))["color"]


def test_columns_stacked_keep_every_word_but_fail() -> None:
    """The navigation column moved above the main one: the same text, relative layout broken."""
    stacked = layout(
        block("Inbox", 10, 10, "navigation"),
        block("Sent", 10, 40, "navigation"),
        block("Q4 report draft", 10, 80),
        block("Lunch on Friday?", 10, 110),
        block("Budget review", 10, 140),
    )
    result = fidelity(REF, stacked, png(REF), png(stacked))
    assert result["block"] == 1.0 and result["text"] == 1.0
    assert result["relative"] < 0.7 and result["score"] < PASS_THRESHOLD


def test_a_few_pixels_shift_keeps_relations_and_perceptual() -> None:
    shifted = layout(*[{**b, "x": b["x"] + 6} for b in REF["blocks"]])
    result = fidelity(REF, shifted, png(REF), png(shifted, 6))
    assert result["relative"] == 1.0 and result["perceptual"] > 0.95 and result["score"] >= 0.8


def test_bigger_type_lowers_size() -> None:
    big = layout(*[{**b, "w": b["w"] * 2, "h": b["h"] * 2} for b in REF["blocks"]])
    assert fidelity(REF, big, png(REF), png(big))["size"] == 0.5


def test_empty_and_unrelated_pages_fail() -> None:
    empty = layout()
    other = layout(block("January 2026", 50, 50), block("Mon Tue Wed", 50, 100))
    assert fidelity(REF, empty, png(REF), png(empty))["score"] < 0.3
    assert fidelity(REF, other, png(REF), png(other))["score"] < PASS_THRESHOLD


def test_near_text_still_matches() -> None:
    renamed = layout(*[{**b, "text": "Lunch on Friday!"} if b["text"] == "Lunch on Friday?" else b for b in REF["blocks"]])
    result = fidelity(REF, renamed, png(REF), png(renamed))
    assert result["matched"] == 5 and 0.9 < result["text"] < 1.0


def test_a_failed_screen_lists_its_unmatched_extra_and_moved_blocks() -> None:
    """What a reader needs beside the images: which reference text is missing, what is extra, what moved where."""
    cand = layout(
        block("Inbox", 10, 10, "navigation"),
        block("Sent", 10, 40, "navigation"),
        block("Q4 report draft", 150, 210),  # moved 200 px down
        block("Lunch on Friday?", 150, 40),
        block("Weather alert", 150, 100),  # extra; "Budget review" is missing
    )
    result = fidelity(REF, cand, png(REF), png(cand))
    assert [b["text"] for b in result["unmatched"]] == ["Budget review"]
    assert [b["text"] for b in result["extra"]] == ["Weather alert"]
    assert result["moved"] == [
        {
            "text": "Q4 report draft",
            "reference": {"text": "Q4 report draft", "x": 150, "y": 10, "region": "main"},
            "candidate": {"text": "Q4 report draft", "x": 150, "y": 210, "region": "main"},
        }
    ]
    assert fidelity(REF, REF, png(REF), png(REF))["unmatched"] == []


def test_calibration_problems_are_reported() -> None:
    rows = [
        {
            "perturbation": "identical",
            "what": "gold",
            "expect": "gold",
            "a_person_calls_it_a_clone": True,
            "mean": 1.0,
            "min": 0.99,
            "max": 1.0,
        },
        {
            "perturbation": "empty_page",
            "what": "empty",
            "expect": "not",
            "a_person_calls_it_a_clone": False,
            "mean": 0.5,
            "min": 0.4,
            "max": 0.7,
        },
        {
            "perturbation": "restyled",
            "what": "colours",
            "expect": "near",
            "a_person_calls_it_a_clone": True,
            "mean": 0.9,
            "min": 0.79,
            "max": 0.95,
        },
        {
            "perturbation": "shuffled_list",
            "what": "lists",
            "expect": "clone",
            "a_person_calls_it_a_clone": True,
            "mean": 0.6,
            "min": 0.5,
            "max": 0.7,
        },
    ]
    found = problems({"threshold": 0.65, "near": 0.8, "rows": rows})
    assert any("identical" in p and "not exactly 1.0" in p for p in found)
    assert any("empty_page" in p and "non-clone passes" in p for p in found)
    assert any("restyled" in p and "near copy scores too low" in p for p in found)
    assert any("shuffled_list" in p and "a clone fails" in p for p in found)


CHROME_HEAVY = layout(
    *[block(f"Label {n}", 10, 10 + 14 * n, "navigation", h=10) for n in range(16)],
    block("Search mail", 150, 10, "search"),
    block("Mail", 300, 10, "banner"),
    block("Quarterly numbers", 150, 60),
    block("Re: numbers", 150, 90),
)


def test_a_screen_without_its_main_content_fails_however_complete_its_chrome() -> None:
    """Few main blocks among many navigation ones (a search page with two results) still decide the screen."""
    no_main = layout(*[b for b in CHROME_HEAVY["blocks"] if b["region"] != "main"])
    one_label_less = layout(*[b for b in CHROME_HEAVY["blocks"] if b["text"] != "Label 15"])
    assert fidelity(CHROME_HEAVY, no_main, png(CHROME_HEAVY), png(no_main))["score"] < PASS_THRESHOLD
    assert fidelity(CHROME_HEAVY, one_label_less, png(CHROME_HEAVY), png(one_label_less))["score"] >= 0.9


def _rows(mean: float) -> list[dict]:
    return [
        {
            "perturbation": name,
            "what": what,
            "a_person_calls_it_a_clone": expect != "not",
            "expect": expect,
            "mean": 1.0 if expect != "not" else mean,
            "min": 1.0 if expect != "not" else mean,
            "max": 1.0 if expect != "not" else mean,
            "screens_passing": 1 if expect != "not" else int(mean >= PASS_THRESHOLD),
            "screens": 1,
        }
        for name, (what, expect, _) in PERTURBATIONS.items()
    ]


def test_the_calibration_report_has_a_column_per_environment_and_problems_name_it() -> None:
    per_env = {
        "mail": {"environment": "mail", "threshold": PASS_THRESHOLD, "rows": _rows(0.2)},
        "shop": {"environment": "shop", "threshold": PASS_THRESHOLD, "rows": _rows(0.7)},
    }
    result = {"threshold": PASS_THRESHOLD, "generated_by": "fgb calibrate-visual", "rows": _rows(0.7), "per_environment": per_env}
    text = markdown(result)
    assert "| perturbation | mail | shop |" in text
    assert "| empty_page | 0.20; 0/1 | 0.70; 1/1 |" in text
    assert problems(per_env["mail"]) == []
    assert any("empty_page" in p and "non-clone passes" in p for p in problems(per_env["shop"]))


BYLINE = layout(block("Reviews", 10, 10, "navigation"), block("★★★★★ Maria", 150, 10, w=110), block("Great pasta", 150, 40))


def split_byline(gap: int, name: str = "Maria") -> dict:
    """The byline drawn as two elements side by side, `gap` pixels apart."""
    stars, who = block("★★★★★", 150, 10, w=60), block(name, 150 + 60 + gap, 10, w=50)
    return layout(BYLINE["blocks"][0], stars, who, BYLINE["blocks"][2])


def test_a_line_split_into_other_elements_still_matches_either_way() -> None:
    split = split_byline(gap=4)
    as_split = fidelity(BYLINE, split, png(BYLINE), png(split))
    assert as_split["block"] == 1.0 and not as_split["unmatched"] and not as_split["extra"]
    assert as_split["score"] >= 0.9, "the same words on the same line: only the markup differs"
    reverse = fidelity(split, BYLINE, png(split), png(BYLINE))
    assert reverse["block"] == 1.0 and not reverse["unmatched"] and not reverse["extra"]


def test_pieces_are_not_joined_across_a_column_gap_or_into_other_words() -> None:
    apart = split_byline(gap=200)  # two columns, not one line
    assert fidelity(BYLINE, apart, png(BYLINE), png(apart))["block"] < 1.0
    other = split_byline(gap=4, name="Bob")  # joined it reads "★★★★★ Bob": not the reference's text
    result = fidelity(BYLINE, other, png(BYLINE), png(other))
    assert result["block"] < 1.0 and [b["text"] for b in result["extra"]] == ["Bob"]
