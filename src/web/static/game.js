// qibot game page: step through the plies, follow a live game (Server-Sent Events), run the
// clocks; on a player's page, play: click a piece and one of the squares the server lists for
// it, or type a move, and use the game's buttons. The server decides every rule: this script
// only shows what the state says and posts what the player asks. Hand-written, no
// dependencies; the page works without it (links reload).
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
      // Out of time: said at once (the server ends the game and the stream brings it).
      var out = text === "0:00" && state.to_move === i && !state.ended;
      el.classList.toggle("out", out);
      if (out && play) { play.timeUp(); }
    }
  }

  function update(next) {
    var atEnd = ply === state.plies;
    state = next;
    received = Date.now();
    // The page's state block follows (what a reader of the page, or a test, finds there).
    document.getElementById("state").textContent = JSON.stringify(next);
    renderMoves();
    document.getElementById("status").textContent = state.status;
    show(atEnd ? state.plies : ply);
    tick();
    if (play) { play.update(); }
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
    // Keys typed into the move field are the player's.
    if (e.target && /^(INPUT|TEXTAREA|BUTTON)$/.test(e.target.tagName)) { return; }
    var to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: state.plies }[e.key];
    if (to !== undefined) { e.preventDefault(); show(to); }
  });

  var play = null;
  var setupEl = document.getElementById("play-setup");
  if (setupEl && state.play) { play = player(JSON.parse(setupEl.textContent)); }

  // A player's page: the board's squares take clicks, the controls post to the server.
  function player(setup) {
    var words = setup.words;
    var lang = body.dataset.lang;
    var wrap = document.getElementById("boardwrap");
    var layer = document.createElement("div");
    layer.className = "marks";
    wrap.appendChild(layer);
    var msg = document.getElementById("play-msg");
    var said = null; // what the server last said, shown until the game moves on
    var selected = null;
    var busy = false;

    function squareAt(e) {
      var r = board.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) { return null; }
      var x = (e.clientX - r.left) * setup.width / r.width;
      var y = (e.clientY - r.top) * setup.height / r.height;
      for (var i = 0; i < setup.squares.length; i++) {
        var s = setup.squares[i];
        if (x >= s[1] && x < s[1] + s[3] && y >= s[2] && y < s[2] + s[3]) { return s[0]; }
      }
      return null;
    }

    function mark(name, cls, title) {
      for (var i = 0; i < setup.squares.length; i++) {
        var s = setup.squares[i];
        if (s[0] !== name) { continue; }
        var d = document.createElement("div");
        d.className = "mark " + cls;
        d.dataset.square = name;
        if (title) { d.title = title; }
        d.style.left = (s[1] * 100 / setup.width) + "%";
        d.style.top = (s[2] * 100 / setup.height) + "%";
        d.style.width = (s[3] * 100 / setup.width) + "%";
        d.style.height = (s[3] * 100 / setup.height) + "%";
        layer.appendChild(d);
      }
    }

    function movesFrom(sq) {
      return state.play.moves.filter(function (m) { return m.from === sq; });
    }

    function select(sq) {
      selected = sq;
      while (layer.firstChild) { layer.removeChild(layer.firstChild); }
      if (sq === null) { return; }
      mark(sq, "from");
      movesFrom(sq).forEach(function (m) { mark(m.to, "dest", m.label); });
    }

    function say(text, kind) {
      msg.textContent = text;
      msg.className = "play-msg" + (kind ? " " + kind : "");
    }

    function shown(id, on) {
      var el = document.getElementById(id);
      if (el) { el.hidden = !on; }
    }

    function render() {
      var p = state.play;
      var running = p.running && !state.ended;
      shown("act-draw", running);
      shown("act-takeback", running);
      shown("act-hint", running && p.against_bot && p.to_move);
      shown("act-resign", running);
      shown("act-rematch", !running);
      shown("move-form", running);
      if (!running) { shown("confirm-resign", false); }
      var offer = p.offered ? words["offered-" + p.offered] : (p.offering ? words["offering-" + p.offering] : null);
      shown("offer", running && offer !== null);
      document.getElementById("offer-text").textContent = offer || "";
      shown("act-accept", !!p.offered);
      shown("act-decline", !!p.offered);
      document.getElementById("move-text").disabled = !(running && p.to_move);
      document.getElementById("move-send").disabled = !(running && p.to_move);
      if (said === null) {
        say(!running ? words.over : (p.to_move ? words["your-turn"] : words.wait), "");
      }
      if (selected !== null && movesFrom(selected).length === 0) { select(null); }
    }

    function post(action, move) {
      if (busy) { return; }
      busy = true;
      said = words.sending;
      say(words.sending, "");
      var req = { action: action, ply: state.plies, lang: lang };
      if (move) { req.move = move; }
      fetch("/play", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Qibot-Link": base },
        body: JSON.stringify(req),
        credentials: "omit"
      }).then(function (r) {
        return r.json().catch(function () { return { ok: false }; }).then(function (a) {
          busy = false;
          if (a.open) { location.href = a.open; return; }
          said = a.message || null;
          if (a.message) { say(a.message, a.ok ? "info" : "error"); } else { render(); }
          if (a.ok && action === "move") { document.getElementById("move-text").value = ""; }
        });
      }, function () {
        busy = false;
        said = words.failed;
        say(words.failed, "error");
      });
    }

    board.addEventListener("click", function (e) {
      if (ply !== state.plies) { show(state.plies); return; }
      var p = state.play;
      if (!p.running || state.ended) { return; }
      if (!p.to_move) { said = null; say(words.wait, ""); return; }
      var sq = squareAt(e);
      if (sq === null) { return; }
      if (sq === selected) { select(null); return; }
      if (movesFrom(sq).length > 0) {
        select(sq);
        said = words.pick;
        say(words.pick, "");
        return;
      }
      if (selected !== null) {
        // Any other square is asked of the server, which says why a move is refused.
        var from = selected;
        var m = movesFrom(from).filter(function (c) { return c.to === sq; })[0];
        select(null);
        post("move", m ? m.move : from + sq);
      }
    });

    document.getElementById("move-form").addEventListener("submit", function (e) {
      e.preventDefault();
      var text = document.getElementById("move-text").value.trim();
      if (text !== "") { select(null); post("move", text); }
    });
    var buttons = document.querySelectorAll("#play button[data-action]");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].addEventListener("click", function (e) {
        var action = e.currentTarget.dataset.action;
        if (action === "resign") { shown("confirm-resign", false); }
        post(action);
      });
    }
    document.getElementById("act-resign").addEventListener("click", function () {
      shown("confirm-resign", true);
      document.getElementById("act-resign-no").focus();
    });
    document.getElementById("act-resign-no").addEventListener("click", function () {
      shown("confirm-resign", false);
    });

    render();
    return {
      update: function () {
        said = null;
        select(null);
        render();
      },
      timeUp: function () {
        if (said !== words["time-up"]) { said = words["time-up"]; say(words["time-up"], "error"); }
      }
    };
  }

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
