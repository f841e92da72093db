"""One verify per app URL on a machine: a second taker refuses (wait=False) while the first holds the lock."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.engine.target_lock import TargetBusy, TargetLock, lock_file


def test_second_taker_refuses_while_the_first_holds(tmp_path: Path) -> None:
    with TargetLock("http://127.0.0.1:8000/", folder=tmp_path):
        with pytest.raises(TargetBusy, match=r"another fgb verify \(pid \d+\) is running against http://127.0.0.1:8000"):
            with TargetLock("http://127.0.0.1:8000", wait=False, folder=tmp_path):
                pass
    with TargetLock("http://127.0.0.1:8000", wait=False, folder=tmp_path):
        pass  # released: free again


def test_urls_of_one_app_share_a_lock_and_other_apps_do_not(tmp_path: Path) -> None:
    assert lock_file("HTTP://127.0.0.1:8000/", tmp_path) == lock_file("http://127.0.0.1:8000", tmp_path)
    assert lock_file("http://127.0.0.1:8000", tmp_path) != lock_file("http://127.0.0.1:8001", tmp_path)


def test_every_spelling_of_one_local_app_shares_its_lock(tmp_path: Path) -> None:
    """localhost and 127.0.0.1 reach the same server: two runs through them must not both reset it."""
    same = [
        "http://localhost:8000",
        "http://127.0.0.1:8000/",
        "http://[::1]:8000",
        "http://0.0.0.0:8000",
        "http://LOCALHOST:8000",
    ]
    assert len({lock_file(url, tmp_path) for url in same}) == 1
    assert lock_file("http://localhost:80", tmp_path) == lock_file("http://localhost", tmp_path)
    assert lock_file("http://localhost:8000", tmp_path) != lock_file("http://localhost:8001", tmp_path)
    assert lock_file("http://localhost:8000/a", tmp_path) != lock_file("http://localhost:8000/b", tmp_path)


def test_localhost_waits_for_a_run_through_127_0_0_1(tmp_path: Path) -> None:
    with TargetLock("http://127.0.0.1:8123", folder=tmp_path), pytest.raises(TargetBusy):
        with TargetLock("http://localhost:8123", wait=False, folder=tmp_path):
            pass
