"""The report page's stylesheet and script, inline so that report.html works opened straight from disk."""

STYLE = """
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:78rem;color:#1d1d1f;padding:1rem}
h1{font-size:1.5rem;margin:.2rem 0}h2{margin:1.6rem 0 .5rem;font-size:1.2rem}
.wrap{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;width:100%;table-layout:fixed}
td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f4f4f6;font-weight:600}
code{overflow-wrap:anywhere}
.scores td{font-size:1.05rem}.note{color:#444;font-size:.9rem}
.pass{color:#176c2b}.fail{color:#b3261e}.infra_error{color:#8a5a00}.not_run{color:#777}
.badge{display:inline-block;padding:0 .4rem;border-radius:.3rem;font-weight:600;font-size:.85rem;border:1px solid currentColor}
details{margin:.3rem 0}summary{cursor:pointer}
pre{background:#f6f6f6;padding:.5rem;margin:.3rem 0;overflow:auto;max-height:20rem;font-size:12px;white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%}
.controls{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:.5rem 0}
.controls button{font:inherit;padding:.15rem .6rem;border:1px solid #bbb;border-radius:1rem;background:#fff;cursor:pointer}
.controls button[aria-pressed=true]{background:#1d1d1f;color:#fff;border-color:#1d1d1f}
.controls input{font:inherit;padding:.2rem .5rem;min-width:14rem;flex:1 1 14rem;max-width:28rem}
.exchange{border-left:3px solid #ccc;padding:.2rem .6rem;margin:.4rem 0}
.exchange.failed{border-left-color:#b3261e;background:#fdf1f0}
.curl{display:flex;gap:.4rem;align-items:flex-start}.curl pre{flex:1;margin:0}
.copy{font:inherit;font-size:.8rem;padding:.1rem .5rem;cursor:pointer}
ol.timeline{list-style:none;padding:0;margin:.3rem 0;border-left:2px solid #ccc}
ol.timeline>li{position:relative;padding:.1rem 0 .1rem 1rem}
ol.timeline>li::before{content:"";position:absolute;left:-.45rem;top:.55rem;width:.7rem;height:.7rem;border-radius:50%;background:#176c2b}
ol.timeline>li.failed::before{background:#b3261e}ol.timeline>li.failed>.exchange{border-left-color:#b3261e;background:#fdf1f0}
.chain{border:1px solid #ddd;border-radius:.4rem;padding:.4rem .8rem;margin:.5rem 0}
.shots{display:grid;grid-template-columns:1fr 1fr 1fr;text-align:center;font-weight:600}
.shots+a img,.fullwidth{width:100%;height:auto;display:block;border:1px solid #ddd}
.thumb{max-width:12rem;height:auto;border:1px solid #ddd}
.diff td,.diff th{font-size:12px}
.wrap>table{min-width:48rem}.wrap>table.diff{min-width:28rem}
#shown{color:#555}
"""

SCRIPT = """
(function () {
  var rows = Array.prototype.slice.call(document.querySelectorAll('#asserts > tbody > tr'));
  var state = {layer: 'all', outcome: 'all', q: ''};
  function apply() {
    var shown = 0;
    rows.forEach(function (row) {
      var ok = (state.layer === 'all' || row.dataset.layer === state.layer) &&
               (state.outcome === 'all' || row.dataset.outcome === state.outcome) &&
               (!state.q || row.textContent.toLowerCase().indexOf(state.q) !== -1);
      row.hidden = !ok;
      if (ok) { shown += 1; }
    });
    document.getElementById('shown').textContent = shown + ' of ' + rows.length + ' rows shown';
  }
  document.querySelectorAll('.controls button[data-filter]').forEach(function (button) {
    button.addEventListener('click', function () {
      var kind = button.dataset.filter;
      state[kind] = button.dataset.value;
      document.querySelectorAll('.controls button[data-filter=' + kind + ']').forEach(function (b) {
        b.setAttribute('aria-pressed', String(b === button));
      });
      apply();
    });
  });
  var search = document.getElementById('search');
  search.addEventListener('input', function () { state.q = search.value.trim().toLowerCase(); apply(); });
  document.addEventListener('click', function (event) {
    var button = event.target.closest('button.copy');
    if (!button) { return; }
    var text = button.parentNode.querySelector('pre').textContent;
    function done() {
      button.dataset.copied = 'true'; button.textContent = 'copied';
      setTimeout(function () { button.textContent = 'copy'; }, 1500);
    }
    function fallback() {
      var area = document.createElement('textarea');
      area.value = text; document.body.appendChild(area); area.select();
      try { document.execCommand('copy'); done(); } catch (e) { button.textContent = 'select and copy'; }
      area.remove();
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, fallback);
    } else { fallback(); }
  });
  apply();
})();
"""
