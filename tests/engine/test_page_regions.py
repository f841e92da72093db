"""page_regions: the journey snapshot reads every region a page check names, also those nested in eval_all."""

from types import SimpleNamespace

from forgingground.engine.browser_layer import page_regions


def _assert(op, params):
    return SimpleNamespace(check=SimpleNamespace(op=op, params=params))


def test_regions_inside_eval_all_are_read():
    nested = _assert(
        "eval_all",
        {
            "checks": [
                {"op": "eval_page_url", "params": {"matches": "^/x"}},
                {"op": "eval_page_text", "params": {"contains": "a", "within": {"role": "main"}}},
            ]
        },
    )
    top = _assert("eval_page_text", {"contains": "b", "within": {"role": "list", "name": "Messages"}})
    assert page_regions([nested, top]) == [{"role": "main"}, {"role": "list", "name": "Messages"}]


def test_each_region_once_and_none_without_within():
    a = _assert("eval_page_text", {"contains": "a", "within": {"role": "main"}})
    b = _assert("eval_all", {"checks": [{"op": "eval_page_text", "params": {"not_contains": "c", "within": {"role": "main"}}}]})
    assert page_regions([a, b, _assert("eval_row_exists", {"table": "t"})]) == [{"role": "main"}]
