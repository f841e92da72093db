"""A locator may look within another: the link "My Drive" inside the navigation "Breadcrumb", not the sidebar's."""

from __future__ import annotations

from typing import Any

from forgingground.generated.contract import Locator

from forgingground.build.stated import _journey_literals
from forgingground.engine.journeys import locate


class Scope:
    """A page or an element: records what was asked of it, and answers with a scope inside it."""

    def __init__(self, path: str = "page") -> None:
        self.path = path

    def get_by_role(self, role: str, **kw: Any) -> Scope:
        return Scope(f"{self.path} > {role}:{kw.get('name')}")

    def get_by_label(self, label: str, **kw: Any) -> Scope:
        return Scope(f"{self.path} > label:{label}")

    @property
    def first(self) -> Scope:
        return Scope(f"{self.path} (first)")


def test_within_narrows_the_search_to_the_outer_element() -> None:
    crumb = Locator.model_validate(
        {"role": "link", "name": "My Drive", "exact": True, "within": {"role": "navigation", "name": "Breadcrumb"}}
    )
    assert locate(Scope(), crumb).path == "page > navigation:Breadcrumb (first) > link:My Drive (first)"
    assert locate(Scope(), crumb, first=False).path == "page > navigation:Breadcrumb (first) > link:My Drive"
    plain = Locator.model_validate({"role": "link", "name": "My Drive"})
    assert locate(Scope(), plain).path == "page > link:My Drive (first)"


def test_the_names_a_locator_looks_within_must_be_stated_too() -> None:
    step = {"action": "click", "target": {"role": "link", "name": "My Drive", "within": {"role": "navigation", "name": "Crumbs"}}}
    contract = {"ui_flows": [{"id": "j", "steps": [step]}]}
    found = {(where, text) for where, text, _ in _journey_literals(contract)}
    assert found == {("ui_flows/0/steps/0/target/name (j)", "My Drive"), ("ui_flows/0/steps/0/target/within/name (j)", "Crumbs")}
