"""Outside mutants of the gold google-tasks app: named patches the kit applies at start-up (ref_apps/kit/patches.py)."""

from __future__ import annotations

from typing import Any

from ..kit.patches import MutantBook, Patcher
from .app.handlers import tasks

MUTANTS = MutantBook("google-tasks")


@MUTANTS.mutant("list_drops_kind", layer="leaf", fault="tasks.list answers without its `kind`")
def _list_drops_kind(p: Patcher) -> None:
    p.respond("tasks.tasks.list", lambda body, query: {k: v for k, v in body.items() if k != "kind"})


@MUTANTS.mutant("get_ignores_task", layer="leaf", fault="tasks.get answers the first task of the list, whatever was asked")
def _get_ignores_task(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, *, tasklist: str, task: str, **kw: Any) -> Any:
            first = tasks.list_(session, tasklist=tasklist, showHidden=True)["items"]
            return original(session, tasklist=tasklist, task=first[0]["id"] if first else task, **kw)

        return get

    p.wrap(tasks, "get", make)
