"""The stack the brief states, judged when the verifier started the app itself: data in DATABASE_URL, kept on restart.

One unit, after the run's chains: it replays the chain that writes most, reads the state, reads the primary keys the
database holds, restarts the app (same command, port and files) and reads the state again. Two asserts: the data
model's tables in the database hold the rows the state serves (`protocol.stack.database`), and the restarted app
serves the state it had (`protocol.stack.restart`). An app verified at a URL (nothing to restart, no database we
named) has them not run, and says why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..dataset.loader import Environment
from ..generated.asserts import Assert
from ..generated.contract import Step
from .app_store import StoreUnreadable, read_keys
from .units import Unit

RULES = {"database": "protocol.stack.database", "restart": "protocol.stack.restart"}
NOT_OURS = "not run: the verifier did not start this app (fgb evaluate, fgb gold and fgb verify --start restart it)"


@dataclass
class StackAccess:
    """What the verifier may do to an app it started: restart it, and read the database it named in DATABASE_URL."""

    restart: Callable[[], None]
    database_url: str


def _assert(id_: str, statement: str, rule: str, op: str, params: dict[str, Any]) -> Assert:
    return Assert.model_validate(
        {"id": id_, "level": "leaf", "statement": statement, "rules": [rule], "check": {"op": op, "params": params}}
    )


def adding_chain(env: Environment, into: set[str] | frozenset[str] = frozenset()) -> tuple[str, list[Step]]:
    """The environment's chain (else probe) that adds most: one that deletes nothing, with the most writes (first those
    into the tables `into`, where given); ("", []) if none.

    A delete often takes back what the chain made, leaving nothing for a restart to keep or a clock to stamp.
    """
    writes = {e.id for e in env.contract.api if e.method.value != "GET"}
    deletes = {e.id for e in env.contract.api if e.method.value == "DELETE"}
    wanted = {e.id for e in env.contract.api if e.id in writes and into.intersection(e.writes or [])}
    candidates = [(ch.id, ch.steps) for ch in env.contract.chains] or [(p.id, p.steps) for p in env.contract.probes]

    def adds(c: tuple[str, list[Step]]) -> tuple[bool, int, int]:
        calls = [s.call for s in c[1]]
        return not deletes.intersection(calls), sum(c in wanted for c in calls), sum(c in writes for c in calls)

    return max(candidates, key=adds, default=("", []))


def stack_unit(env: Environment) -> Unit:
    """The unit that judges the stack, replaying the environment's chain that adds most (what a restart must keep)."""
    source, steps = adding_chain(env)
    keys = env.primary_keys()
    tables = {e.table: keys.get(e.table) or [] for e in env.contract.entities}
    asserts = [
        _assert(
            "leaf.protocol.stack.database",
            "the data model's tables in the database DATABASE_URL names hold the rows GET /api/state serves",
            RULES["database"],
            "eval_stack_database",
            {"keys": {t: k for t, k in tables.items() if k}},
        ),
        _assert(
            "leaf.protocol.stack.restart",
            "restarted after a chain's writes, the app serves the state it had",
            RULES["restart"],
            "eval_stack_kept",
            {"keys": {t: k for t, k in tables.items() if k}},
        ),
    ]
    return Unit("stack", f"protocol.stack (replays {source})" if source else "protocol.stack", list(steps), asserts)


def observe(
    access: StackAccess, keys: dict[str, list[str]], read_state: Callable[[], Any], restarted: Callable[[], None]
) -> dict[str, Any]:
    """After the unit's steps: the state served, the keys stored, then a restart and the state served after it.

    `restarted` runs once the app is back (the runner forgets the reset counter a new process starts afresh).
    Raises whatever read_state raises (an InfraError); a failed restart is an observation.
    """
    observed: dict[str, Any] = {"served": read_state()}
    try:
        observed["stored"] = read_keys(access.database_url, keys)
    except StoreUnreadable as exc:
        observed["stored_error"] = str(exc)
    try:
        access.restart()
    except Exception as exc:  # the app that does not come back is the finding, not a crash of the run
        observed["restart_error"] = f"{type(exc).__name__}: {str(exc)[:1500]}"
        return observed
    restarted()
    observed["after_restart"] = read_state()
    return observed
