"""Tier names a reader understands, with their meaning as a tooltip and a legend (schemas/meta.schema.json)."""

from __future__ import annotations

# The tiers of schemas/meta.schema.json, as a reader says them, with what each means (the legend and the tooltip).
TIERS = {
    "reference_implementation": ("gold app", "a gold reference app lives in ref_apps/ and scores 1.0 on every layer"),
    "derived_api": ("real API", "the API was derived from a real public API description"),
    "domain_template": ("synthesized", "synthesized from a domain template; needs expert calibration"),
    "reference_screenshots": ("screenshots", "every screen has a reference screenshot for the visual layer"),
}


def tier_names(tiers: list[str]) -> str:
    """Readable tier names, each with its meaning as a tooltip."""
    return ", ".join(f'<span title="{TIERS[t][1]}">{TIERS[t][0]}</span>' if t in TIERS else t for t in tiers)
