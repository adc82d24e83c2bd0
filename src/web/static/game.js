// qibot game page: step through the plies, follow a live game (Server-Sent Events), run the
// clocks. Hand-written, no dependencies; the page works without it (links reload).
"use strict";
(function () {
  var body = document.body;
  var base = body.dataset.base;
  var query = body.dataset.query;
  var state = JSON.parse(document.getElementById("state").textContent);
  var ply = Number(body.dataset.ply);
  var received = Date.now();
  var board = document.getElementById("board");
  var moves = document.getElementById("moves");

  function boardUrl(p) {
    return base + "/board/" + p + "?v=" + state.version + "&" + query;
  }

  function show(p) {
    ply = Math.max(0, Math.min(state.plies, p));
    board.src = boardUrl(ply);
    var links = moves.querySelectorAll("a.mv");
    for (var i = 0; i < links.length; i++) {
      links[i].classList.toggle("current", Number(links[i].dataset.ply) === ply);
    }
    var nav = { first: 0, prev: ply - 1, next: ply + 1, last: state.plies };
    Object.keys(nav).forEach(function (id) {
      var a = document.getElementById(id);
      if (a) { a.href = "?ply=" + Math.max(0, Math.min(state.plies, nav[id])) + "&" + query; }
    });
    // The links that change the view (flip, piece style) keep the ply shown.
    var keep = document.querySelectorAll("a.keep-ply");
    for (var k = 0; k < keep.length; k++) {
      keep[k].href = keep[k].href.replace(/ply=\d+/, "ply=" + ply);
    }
    var cursor = document.getElementById("cursor");
    if (cursor) {
      var n = Math.max(1, state.plies);
      var x = (ply * 600 / n).toFixed(1);
      cursor.setAttribute("x1", x);
      cursor.setAttribute("x2", x);
    }
    if (history.replaceState) { history.replaceState(null, "", "?ply=" + ply + "&" + query); }
  }

  function renderMoves() {
    while (moves.firstChild) { moves.removeChild(moves.firstChild); }
    if (state.moves.length === 0) { return; }
    var row = null;
    state.moves.forEach(function (m, i) {
      if (i === 0 || m.side === 0) {
        row = document.createElement("li");
        row.className = "row";
        var no = document.createElement("span");
        no.className = "no";
        no.textContent = m.number + "." + (m.side === 1 ? " …" : "");
        row.appendChild(no);
        moves.appendChild(row);
      }
      var a = document.createElement("a");
      a.className = m.ply === state.plies ? "mv last" : "mv";
      a.href = "?ply=" + m.ply + "&" + query;
      a.dataset.ply = m.ply;
      a.textContent = m.text + m.glyph;
      row.appendChild(a);
    });
  }

  function clockText(ms) {
    var s = Math.max(0, Math.floor(ms / 1000));
    var m = Math.floor(s / 60);
    s = s % 60;
    return m + ":" + (s < 10 ? "0" : "") + s;
  }

  function tick() {
    var elapsed = Date.now() - received;
    for (var i = 0; i < 2; i++) {
      var el = document.getElementById("clock-" + i);
      if (!el) { continue; }
      var text = "";
      if (state.clocks) {
        var left = state.clocks[i] - (state.to_move === i ? elapsed : 0);
        text = clockText(left);
      } else if (state.move_deadline_ms && state.to_move === i) {
        text = clockText(state.move_deadline_ms - state.now_ms - elapsed);
      }
      el.textContent = text;
      el.classList.toggle("running", text !== "" && state.to_move === i);
    }
  }

  function update(next) {
    var atEnd = ply === state.plies;
    state = next;
    received = Date.now();
    renderMoves();
    document.getElementById("status").textContent = state.status;
    show(atEnd ? state.plies : ply);
    tick();
    if (state.ended) {
      // The finished page has the downloads and, once reviewed, the graph.
      location.reload();
    }
  }

  moves.addEventListener("click", function (e) {
    var a = e.target.closest("a.mv");
    if (a) { e.preventDefault(); show(Number(a.dataset.ply)); }
  });
  ["first", "prev", "next", "last"].forEach(function (id) {
    var a = document.getElementById(id);
    if (!a) { return; }
    a.addEventListener("click", function (e) {
      e.preventDefault();
      var to = { first: 0, prev: ply - 1, next: ply + 1, last: state.plies }[id];
      show(to);
    });
  });
  var graph = document.getElementById("graph");
  if (graph) {
    graph.addEventListener("click", function (e) {
      var r = e.target.closest("[data-ply]");
      if (r) { show(Number(r.getAttribute("data-ply"))); }
    });
  }
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: state.plies }[e.key];
    if (to !== undefined) { e.preventDefault(); show(to); }
  });

  if (body.dataset.live === "1" && window.EventSource) {
    var offline = document.getElementById("offline");
    var es = new EventSource(base + "/events?" + query);
    es.addEventListener("state", function (e) {
      offline.hidden = true;
      var next = JSON.parse(e.data);
      if (next.version !== state.version) { update(next); }
      if (next.ended) { es.close(); }
    });
    es.onerror = function () { offline.hidden = false; };
  }
  tick();
  setInterval(tick, 250);
})();
