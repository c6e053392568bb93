// gtp-like gui: the page. It shows what the server sends and asks it for every change;
// the rules (what is legal, what a move does) are the server's referee's alone.
"use strict";

const DIRECTIONS = ["E", "NE", "NW", "W", "SW", "SE"];
const SVGNS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

const gui = {
  ws: null,
  game: null,       // the game's summary (type "game")
  pos: null,        // the position shown (type "position")
  analysis: null,   // the last analysis report
  view: null,       // the index shown; null: follow the game
  selected: null,   // a cell chosen, waiting for its wall or tile
  choices: null,    // the previews offered for the selected cell
  you: { seats: [], host: false },
  maxRecord: Infinity, // the longest record the server loads, from its hello
  received: 0,      // when the summary came (for the clocks)
  errors: [],
};
window.gui = gui;
window.guiErrors = gui.errors;
window.addEventListener("error", (e) => gui.errors.push(String(e.message)));

const params = new URLSearchParams(location.search);
const token = params.get("token");
const storeKey = "gtp-like-gui";

// The tokens are kept for the server's address (its origin), beyond the tab: the host closes the tab,
// opens the printed address again and is host and player as before.
function stored() {
  try { return JSON.parse(localStorage.getItem(storeKey) || "{}"); } catch (e) { return {}; }
}
function store(data) { localStorage.setItem(storeKey, JSON.stringify(data)); }

function send(message) {
  if (gui.ws && gui.ws.readyState === WebSocket.OPEN) gui.ws.send(JSON.stringify(message));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${scheme}//${location.host}/ws${token ? "?token=" + encodeURIComponent(token) : ""}`);
  gui.ws = ws;
  ws.onopen = () => {
    const saved = stored();
    gui.offered = Boolean(saved.host) || Object.keys(saved.seats || {}).length > 0;
    send({ type: "hello", seats: saved.seats || {}, host: saved.host || null, sit: params.get("sit") === "1" });
    $("connection").textContent = "";
    $("connection").className = "online";
    gui.retries = 0;
  };
  ws.onmessage = (event) => receive(JSON.parse(event.data));
  ws.onclose = () => {
    // Tried again and again, less often the longer the server is away (at most every 10 s), and told.
    gui.retries = (gui.retries || 0) + 1;
    const wait = Math.min(10, gui.retries);
    $("connection").textContent = `disconnected: trying again in ${wait} s (attempt ${gui.retries})`;
    $("connection").className = "offline";
    setTimeout(connect, wait * 1000);
  };
}

function receive(message) {
  switch (message.type) {
    case "hello": {
      // Tokens offered and none taken: this is another server (started again), whose tokens are new.
      if (gui.offered && !message.host && !Object.keys(message.seats).length && !params.get("sit"))
        showNotice("the server was started again: open the play address it printed to play; this page watches");
      const saved = stored();
      saved.seats = Object.assign({}, saved.seats || {}, message.seats);
      if (message.host) saved.host = message.host;
      gui.maxRecord = message.max_record;
      store(saved);
      if (params.get("sit")) {
        params.delete("sit");
        const query = params.toString();
        history.replaceState(null, "", location.pathname + (query ? "?" + query : ""));
      }
      break;
    }
    case "seat": {
      const saved = stored();
      saved.seats = saved.seats || {};
      if (message.token) saved.seats[message.colour] = message.token; else delete saved.seats[message.colour];
      store(saved);
      break;
    }
    case "game": {
      const fresh = !gui.game || gui.game.generation !== message.generation;
      gui.game = message;
      gui.you = message.you;
      gui.received = performance.now();
      if (fresh && gui.view !== null && gui.view >= message.moves.length) gui.view = null;
      renderGame();
      // A line just made the game's is shown at the move it was chosen at.
      if (gui.lineShown && gui.game.variations.length > gui.lineShown.number) {
        const { index } = gui.lineShown;
        gui.lineShown = null;
        setView(index);
      }
      break;
    }
    case "position":
      gui.pos = message;
      if (gui.selected && !message.legal.some((m) => cellOf(m) === gui.selected)) clearSelection();
      renderPosition();
      break;
    case "analysis":
      gui.analysis = message;
      drawOverlay();
      renderAnalysisInfo();
      break;
    case "previews":
      if (message.cell === gui.selected) { gui.choices = message.choices; renderChoices(); }
      break;
    case "sgf": download(message.name, message.text); break;
    case "started": gui.starting = false; $("new-message").textContent = ""; $("new-box").open = false; break;
    case "error":
      // A refused new game leaves its form open, with the reason beside the settings.
      if (gui.starting) { gui.starting = false; $("new-message").textContent = message.message; }
      showMessage(message.message);
      break;
  }
}

// Each game's rules in short, for the page (docs/rules/ has them whole).
const RULES = {
  vacu: [
    "Place a stone on an empty point, or pass. If your stone's group has a liberty, enemy groups without one are taken off; if it has none, your group is taken off and the enemy groups that had no liberty are flipped to your colour (a move that flips nothing is illegal).",
    "The button: until someone takes it, nobody may pass, and taking it is a turn (Take the button); its taker gets half a point.",
    "The game ends after two passes in a row, or when a move removes or flips the last enemy group. Score: your stones, plus the empty regions only you border, plus komi for White. A position repeated a third time is a draw.",
  ],
  convacu: [
    "Vacu's moves, captures and flips. The top and bottom edges are Black's, the left and right White's: a group joining your two edges wins at once.",
    "Pass only when you have no other move. Otherwise the game ends and is scored as in Vacu.",
  ],
  bargo: [
    "Each piece has a wall on one of its six edges: choose the cell, then the wall (a named wedge, the edge or the neighbour it faces). An edge holds at most one wall, the board's own included.",
    "Cells without a wall between them are linked: groups, liberties and territory follow the links. Enemy groups without a liberty are taken off; your new piece's group must keep one, its wall must not face an enemy piece, and the board (walls aside) must not repeat one you left before.",
    "The button as in Vacu. Two passes end the game; score: your pieces, the territory only you border, komi for White.",
  ],
  vadus: [
    "Black's first turn is one stone; then each turn is two stones (click them one by one; u takes the first back), or a pass.",
    "A group's value is the size of its smallest connected part that joins two edge stones, less its other stones (a group touching the edge once or never is worth minus its size).",
    "Two passes end the game: the better highest-valued group wins, ties broken by the next groups.",
  ],
  vasco: [
    "Place triangular tiles (red plays first, then blue); every edge a tile shares must show the same colour: red, blue or purple (both).",
    "A tile's code names its edges' colours: horizontal, rising (/), falling (\\), each R, B or P: U0,0-PRB. Choose the cell, then the tile from the previews.",
    "Tiles that fit a gap only one way are placed at once (marked after the move). Close a loop of your colour to win; if both close one, the longer loop loses; when the pool runs out, the longer path loses.",
  ],
};

function renderRules() {
  const g = gui.game;
  if ($("rules").dataset.game === g.game) return;
  $("rules").dataset.game = g.game;
  $("rules-game").textContent = g.name;
  $("rules").textContent = "";
  for (const text of RULES[g.game] || []) {
    const p = document.createElement("p");
    p.textContent = text;
    $("rules").append(p);
  }
}

// Why a click on the board does nothing, told instead of nothing happening.
function whyNot() {
  const g = gui.game, pos = gui.pos;
  if (!mayControl()) return "watching: open the play address, or take a free seat, to play";
  if (pos.over) return pos.last ? "the game is over: undo, or browse back and play on (the host)" : "the game is over at this position";
  if (g.thinking) return `${g.seats[g.thinking].label} is thinking`;
  if (!mine(pos.to_move)) return `it is ${colourWord(pos.to_move)}'s turn`;
  if (!pos.last) return "only the host starts a new line at an earlier move";
  return "";
}

function showNotice(text) {
  $("notice").textContent = text;
  $("notice").hidden = false;
}

function showMessage(text) {
  const box = $("message");
  box.textContent = text;
  clearTimeout(showMessage.timer);
  showMessage.timer = setTimeout(() => { box.textContent = ""; }, 6000);
}

// ---------------------------------------------------------------------------
// What the page shows

function colourWord(colour) {
  if (gui.game && gui.game.game === "vasco") return colour === "black" ? "red" : "blue";
  return colour;
}

function mine(colour) { return gui.you.seats.includes(colour); }
function mayControl() { return gui.you.host || gui.you.seats.length > 0; }
// Only the host starts a new line at an earlier move; a seat holder plays at the end.
function myTurn() {
  return gui.pos && !gui.pos.over && mine(gui.pos.to_move) && gui.game && !gui.game.thinking && (gui.pos.last || gui.you.host);
}

function renderGame() {
  const g = gui.game;
  $("title").textContent = `${g.name} ${g.game === "vacu" || g.game === "convacu" ? g.size + "x" + g.size : "size " + g.size}`;
  let status;
  if (g.over) status = `game over: ${g.result}`;
  else status = `${colourWord(g.to_move)} to move` + (mine(g.to_move) ? " (you)" : "");
  if (!mayControl()) status += " — watching";
  $("status").textContent = status;
  // The tab's title tells the turn, so that a player in another tab sees when it is theirs.
  const turn = g.over ? `${g.result}` : `${mine(g.to_move) ? "your move" : colourWord(g.to_move) + " to move"}`;
  document.title = `${turn} · ${g.name} · gtp-like`;
  if (gui.heard !== undefined && g.moves.length > gui.heard && $("sound").checked) click();
  gui.heard = g.moves.length;
  renderResult();
  renderPlayers();
  renderMoves();
  renderTakeback();
  const thinking = $("thinking");
  thinking.hidden = !g.thinking;
  $("thinking-text").textContent = g.thinking ? `${g.seats[g.thinking].label} is thinking…` : "";
  $("stop").hidden = !(g.thinking && gui.you.host);
  $("undo").disabled = !mayControl() || (g.moves.length === 0 && !g.over);
  $("resign").disabled = g.over || !gui.you.seats.some((c) => g.seats[c].kind === "person");
  $("analysis").checked = g.analysis_on;
  $("analysis").disabled = !gui.you.host;
  for (const id of ["new-start", "new-players", "rematch", "load", "review"]) $(id).disabled = !gui.you.host;
  renderDrawings();
  renderRules();
  renderGraph();
  fillNewForm();
  renderButtons();
  if (gui.pos) {
    // A seat taken or left changes which points take a click, though the position is the same.
    $("board").classList.toggle("playable", myTurn());
    markLegal();
  }
}

// The end of a game: who won, how, and the count or the reason, in a panel of its own.
function renderResult() {
  const g = gui.game;
  const box = $("result");
  box.hidden = !g.over;
  if (!g.over) return;
  const result = String(g.result || "");
  const winner = result.startsWith("B") ? "black" : result.startsWith("W") ? "white" : null;
  $("result-headline").textContent = winner ? `${colourWord(winner)} wins (${result})` : `Drawn (${result})`;
  $("result-reason").textContent = g.reason || "";
  box.dataset.winner = winner || "";
}

// Two people, each at a page of their own: a takeback is asked, and the other accepts or declines it.
function renderTakeback() {
  const g = gui.game;
  const persons = gui.you.seats.filter((c) => g.seats[c].kind === "person");
  const other = persons.length === 1 ? (persons[0] === "black" ? "white" : "black") : null;
  const facing = other && g.seats[other].kind === "person" && g.seats[other].claimed && !mine(other);
  $("ask-takeback").hidden = !facing || g.over || !g.moves.some(([c]) => c === persons[0]);
  $("ask-takeback").disabled = g.takeback !== null && g.takeback !== undefined;
  const asked = g.takeback && facing && g.takeback === other;
  $("takeback").hidden = !(asked || (g.takeback && g.takeback === persons[0]));
  $("takeback-text").textContent = asked ? `${colourWord(other)} asks to take their last move back` : "you asked to take your last move back: waiting for the answer";
  $("takeback-accept").hidden = $("takeback-decline").hidden = !asked;
}

function renderPlayers() {
  const g = gui.game;
  const box = $("players");
  box.textContent = "";
  for (const colour of ["black", "white"]) {
    const seat = g.seats[colour];
    const row = document.createElement("div");
    row.className = `player ${colour}` + (g.to_move === colour && !g.over ? " to-move" : "");
    row.dataset.colour = colour;
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = `${colourWord(colour)}: ${seat.kind === "person" ? (mine(colour) ? "you" : seat.claimed ? "a person" : "a free seat") : seat.label}`;
    row.append(name);
    const clock = document.createElement("span");
    clock.className = "clock";
    clock.dataset.colour = colour;
    row.append(clock);
    if (seat.kind === "person" && !seat.claimed) {
      const sit = document.createElement("button");
      sit.textContent = "Sit here";
      sit.className = "sit";
      sit.onclick = () => send({ type: "claim", colour });
      row.append(sit);
    } else if (mine(colour)) {
      const leave = document.createElement("button");
      leave.textContent = "Leave";
      leave.className = "leave";
      leave.onclick = () => send({ type: "leave", colour });
      row.append(leave);
    }
    box.append(row);
  }
  tickClocks();
}

function tickClocks() {
  const g = gui.game;
  if (!g) return;
  for (const el of document.querySelectorAll(".clock")) {
    const colour = el.dataset.colour;
    if (g.clock.mode === "none" || !(colour in g.clock.left)) { el.textContent = ""; continue; }
    let left = g.clock.left[colour];
    if (g.clock.running === colour && !g.over) left -= (performance.now() - gui.received) / 1000;
    left = Math.max(0, left);
    const m = Math.floor(left / 60), s = Math.floor(left % 60), t = Math.floor((left * 10) % 10);
    el.textContent = left < 10 ? `${s}.${t}` : `${m}:${String(s).padStart(2, "0")}`;
    el.classList.toggle("running", g.clock.running === colour);
    el.classList.toggle("low", left < 10);
  }
}
setInterval(tickClocks, 100);

function renderMoves() {
  const g = gui.game;
  const list = $("moves");
  list.textContent = "";
  const losses = (g.review && g.review.losses) || {};
  g.moves.forEach(([colour, move], i) => {
    const item = document.createElement("li");
    item.dataset.index = String(i + 1);
    item.textContent = `${colourWord(colour)} ${move}`;
    if ((g.comments || {})[String(i + 1)]) { item.classList.add("commented"); item.append(" ✎"); }
    const loss = losses[String(i + 1)];
    if (loss !== undefined) {
      // A review's verdict: the win rate the move gave away, for its mover.
      const kind = loss >= BLUNDER ? "blunder" : loss >= MISTAKE ? "mistake" : "";
      if (kind) { item.classList.add(kind); item.append(` ${kind === "blunder" ? "??" : "?"}`); }
      item.title = `lost ${(loss * 100).toFixed(1)}% of the win rate`;
    }
    item.onclick = () => setView(i + 1);
    list.append(item);
  });
  markCurrentMove();
  const box = $("variations");
  box.textContent = "";
  box.hidden = !g.variations.length;
  if (g.variations.length) box.append("Other lines: ");
  g.variations.forEach((line, number) => {
    const button = document.createElement("button");
    button.className = "variation";
    button.textContent = `from move ${line.from}: ${line.first} (${line.moves} moves)`;
    button.disabled = !gui.you.host;
    button.onclick = () => { gui.view = null; send({ type: "variation", number }); };
    box.append(button);
  });
  renderTree();
}

// The lines as a tree: a column a move, the game's line on the top row, each kept line on a row of its own
// from the move where it leaves the row it branches from.
const TREE_STEP = 16, TREE_ROW = 20, TREE_MARGIN = 10;

function renderTree() {
  const g = gui.game;
  const box = $("tree");
  box.hidden = !g.variations.length;
  box.textContent = "";
  if (!g.variations.length) return;
  const rows = [{ at: 0, parent: 0, tail: g.moves }, ...g.variations];
  const x = (index) => TREE_MARGIN + index * TREE_STEP, y = (row) => TREE_MARGIN + row * TREE_ROW;
  const longest = Math.max(...rows.map((row) => row.at + row.tail.length));
  const svg = svgElement("svg", { width: x(longest) + TREE_MARGIN, height: y(rows.length - 1) + TREE_MARGIN, role: "tree" });
  rows.forEach((row, number) => {
    if (!row.tail.length) return;
    const end = row.at + row.tail.length;
    svg.append(svgElement("polyline", {
      class: "branch", points: `${x(row.at)},${y(row.parent)} ${x(row.at + 1)},${y(number)} ${x(end)},${y(number)}`,
    }));
  });
  svg.append(treeNode(0, 0, null, "the start"));
  rows.forEach((row, number) => row.tail.forEach(([colour, move], i) => {
    const index = row.at + i + 1;
    svg.append(treeNode(number, index, colour, `${index}. ${colourWord(colour)} ${move}`));
  }));
  box.append(svg);
  markTreeNode();
}

function treeNode(row, index, colour, label) {
  const node = svgElement("circle", {
    class: `node ${colour ? colourWord(colour) : "start"}`, cx: TREE_MARGIN + index * TREE_STEP, cy: TREE_MARGIN + row * TREE_ROW,
    r: 6, "data-row": row, "data-index": index,
  });
  const title = svgElement("title", {});
  title.textContent = label;
  node.append(title);
  node.addEventListener("click", () => showLine(row, index));
  return node;
}

function svgElement(name, attributes) {
  const element = document.createElementNS("http://www.w3.org/2000/svg", name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

// Row 0 is the game's line, browsed where it stands; another row's line is made the game's line first (the
// host's power), then browsed at the move clicked.
function showLine(row, index) {
  if (row === 0) { setView(index); return; }
  if (!gui.you.host) return;
  gui.lineShown = { number: row - 1, index };
  clearSelection();
  send({ type: "variation", number: row - 1 });
}

function markTreeNode() {
  const index = shownIndex();
  for (const node of document.querySelectorAll("#tree .node")) {
    const current = node.dataset.row === "0" && Number(node.dataset.index) === index;
    node.classList.toggle("current", current);
  }
  // The tree scrolls to keep the move shown in sight, with a few moves beside it.
  const box = $("tree"), x = TREE_MARGIN + index * TREE_STEP, room = 3 * TREE_STEP;
  if (x - room < box.scrollLeft) box.scrollLeft = Math.max(0, x - room - TREE_MARGIN);
  else if (x + room > box.scrollLeft + box.clientWidth) box.scrollLeft = x + room - box.clientWidth;
}

// The up and down keys go through the lines that pass the move shown, in their rows' order, each one made the
// game's line in turn (a line made the game's takes the row of the one it replaces, so the order holds).
function switchLine(step) {
  const g = gui.game, index = shownIndex();
  const passing = [];
  g.variations.forEach((line, number) => {
    const shared = line.from - 1;
    if (shared >= index && line.moves > index) passing.push(number);
  });
  if (!passing.length || !gui.you.host) return;
  const last = gui.lineCursor === undefined ? -1 : gui.lineCursor;
  const order = step > 0 ? passing : [...passing].reverse();
  const next = order.find((number) => (step > 0 ? number > last : number < last));
  const number = next === undefined ? order[0] : next;
  gui.lineCursor = number;
  gui.lineShown = { number, index };
  send({ type: "variation", number });
}

function shownIndex() {
  if (!gui.game) return 0;
  return gui.view === null ? gui.game.moves.length : gui.view;
}

function markCurrentMove() {
  const index = shownIndex();
  for (const item of $("moves").children) {
    const current = Number(item.dataset.index) === index;
    item.classList.toggle("current", current);
    if (current && item.scrollIntoView) item.scrollIntoView({ block: "nearest" });
  }
  const total = gui.game ? gui.game.moves.length : 0;
  $("position").textContent = `move ${index} of ${total}`;
  markTreeNode();
  renderComment(index);
  $("position").dataset.index = String(index);
  $("first").disabled = $("prev").disabled = index === 0;
  $("next").disabled = $("last").disabled = index === total;
}

// The comment on the move shown: the host writes it, every page reads it.
function renderComment(index) {
  const box = $("comment");
  const text = (gui.game && gui.game.comments && gui.game.comments[String(index)]) || "";
  box.readOnly = !gui.you.host || index === 0;
  box.hidden = !text && box.readOnly;
  if (document.activeElement !== box || box.dataset.index !== String(index)) box.value = text;
  box.dataset.index = String(index);
}

function setView(index) {
  const total = gui.game.moves.length;
  index = Math.max(0, Math.min(index, total));
  gui.view = index === total ? null : index;
  clearSelection();
  send({ type: "view", index: gui.view });
  markCurrentMove();
}

function renderButtons() {
  const pos = gui.pos;
  const pass = $("pass");
  const legal = pos ? pos.legal : [];
  pass.disabled = !(myTurn() && legal.includes("PASS"));
  const takesButton = gui.game && (gui.game.game === "vacu" || gui.game.game === "bargo") && pos && pos.button === null;
  pass.textContent = takesButton ? "Take the button" : "Pass";
}

function renderPosition() {
  const pos = gui.pos;
  const board = $("board");
  board.innerHTML = pos.svg;
  board.dataset.index = String(pos.index);
  board.dataset.toMove = pos.to_move;
  board.dataset.generation = gui.game ? String(gui.game.generation) : "";
  board.classList.toggle("playable", myTurn());
  const svg = board.querySelector("svg");
  if (svg) { svg.removeAttribute("width"); svg.removeAttribute("height"); }
  applyZoom();
  markLegal();
  const pending = $("pending");
  pending.textContent = "";
  if (pos.stones_to_place === 1 && gui.game && pos.index > 0) {
    const last = gui.game.moves[pos.index - 1];
    if (last && last[0] === pos.to_move && !last[1].includes(" "))
      pending.textContent = `${colourWord(pos.to_move)} has placed ${last[1]}: one stone more to place (u takes it back)`;
  }
  renderLastMove();
  renderButtons();
  markCurrentMove();
  drawOverlay();
  renderChoices();
  renderAnalysisInfo();
}

// What the move that made the shown position did: the stones it took off and flipped, the tiles placed with it;
// and the button, where the game has one, as a state.
function renderLastMove() {
  const pos = gui.pos;
  const parts = [];
  if (pos.did) {
    const d = pos.did;
    let text = `${colourWord(d.colour)} ${d.move}`;
    if (d.captured.length) text += `: took off ${d.captured.length} (${d.captured.join(" ")})`;
    if (d.flipped.length) text += `${d.captured.length ? "," : ":"} flipped ${d.flipped.length} (${d.flipped.join(" ")})`;
    parts.push(text);
  }
  if (pos.auto && pos.auto.length) parts.push(`tiles placed with it: ${pos.auto.join(" ")}`);
  $("last-move").textContent = parts.join(" · ");
  const button = $("button-state");
  button.hidden = !pos.has_button;
  button.textContent = pos.button ? `button: ${colourWord(pos.button)}'s (+½)` : "button: not taken";
  button.dataset.owner = pos.button || "";
}

function cellOf(move) {
  const cut = move.lastIndexOf("-");
  return cut > 0 && /^[A-Z][0-9]+-[A-Z]+$|^[UD]-?[0-9]+,-?[0-9]+-[RBP]{3}$/.test(move) ? move.slice(0, cut) : move;
}
function suffixOf(move) { return move.slice(cellOf(move).length + 1); }

function targetsOf(name) {
  const board = $("board");
  const q = CSS.escape(name);
  return board.querySelector(`.target[data-point="${q}"], .cell[data-point="${q}"], .empty[data-cell="${q}"]`)
    || board.querySelector(`[data-point="${q}"], [data-cell="${q}"]`);
}

function markLegal() {
  if (!gui.pos || !myTurn()) return;
  const cells = new Set(gui.pos.legal.map(cellOf));
  for (const el of $("board").querySelectorAll(".target, .cell, .empty")) {
    const name = el.dataset.point || el.dataset.cell;
    if (cells.has(name)) el.classList.add("legal");
  }
}

// ---------------------------------------------------------------------------
// Clicks on the board

function svgRoot() { return $("board").querySelector("svg"); }

function centreOf(el) {
  const svg = svgRoot();
  const box = el.getBBox();
  const matrix = svg.getScreenCTM().inverse().multiply(el.getScreenCTM());
  const point = svg.createSVGPoint();
  point.x = box.x + box.width / 2;
  point.y = box.y + box.height / 2;
  const p = point.matrixTransform(matrix);
  return { x: p.x, y: p.y, r: Math.min(box.width, box.height) / 2 };
}

function play(move) {
  wholeBoard();
  send({ type: "play", move, index: gui.view });
  gui.view = null; // a move played at a browsed position makes a new line, and the page follows its end
  clearSelection();
}

// On a touch screen, a board whose points are smaller than a fingertip is played in two taps: the first
// enlarges the part of the board around it until a point is FINGER px wide, the second plays there.
const FINGER = 44, SMALL_POINT = 28;

function pointWidth() {
  const el = $("board").querySelector(".target, .empty");
  return el ? el.getBoundingClientRect().width : Infinity;
}

function zoomAt(event) {
  const svg = svgRoot();
  const full = svg.viewBox.baseVal;
  const scale = Math.min(8, FINGER / pointWidth());
  const at = svg.createSVGPoint();
  at.x = event.clientX; at.y = event.clientY;
  const p = at.matrixTransform(svg.getScreenCTM().inverse());
  const w = full.width / scale, h = full.height / scale;
  const clamp = (v, low, span) => Math.max(low, Math.min(v, low + span));
  gui.zoom = { x: clamp(p.x - w / 2, full.x, full.width - w), y: clamp(p.y - h / 2, full.y, full.height - h), w, h };
  gui.fullView = `${full.x} ${full.y} ${full.width} ${full.height}`;
  applyZoom();
}

function applyZoom() {
  const svg = svgRoot();
  if (!svg) return;
  if (!gui.zoom) { $("whole-board").hidden = true; return; }
  svg.setAttribute("viewBox", `${gui.zoom.x} ${gui.zoom.y} ${gui.zoom.w} ${gui.zoom.h}`);
  $("whole-board").hidden = false;
}

function wholeBoard() {
  if (!gui.zoom) return;
  gui.zoom = null;
  const svg = svgRoot();
  if (svg && gui.fullView) svg.setAttribute("viewBox", gui.fullView);
  $("whole-board").hidden = true;
}

function boardClick(event) {
  if (!gui.pos) return;
  if (!myTurn()) {
    if (event.target.closest("[data-point], [data-cell]")) showMessage(whyNot());
    return;
  }
  if (event.pointerType === "touch" && !gui.zoom && pointWidth() < SMALL_POINT) { zoomAt(event); return; }
  const candidate = event.target.closest(".candidate");
  if (candidate) { play(candidate.dataset.move); return; }
  const wall = event.target.closest("[data-wall-choice]");  // a wedge, or its name
  if (wall && gui.selected) { play(`${gui.selected}-${wall.dataset.wallChoice}`); return; }
  const el = event.target.closest("[data-point], [data-cell]");
  if (!el) { clearSelection(); return; }
  const name = el.dataset.point || el.dataset.cell;
  const legal = gui.pos.legal;
  if (legal.includes(name)) { play(name); return; }
  if (gui.selected && gui.game.game === "bargo" && name !== gui.selected) {
    const from = centreOf(targetsOf(gui.selected));
    const to = centreOf(targetsOf(name));
    const dx = to.x - from.x, dy = from.y - to.y;
    if (Math.hypot(dx, dy) < 3 * from.r) {
      const d = ((Math.round(Math.atan2(dy, dx) * 180 / Math.PI / 60) % 6) + 6) % 6;
      const move = `${gui.selected}-${DIRECTIONS[d]}`;
      if (legal.includes(move)) { play(move); return; }
    }
  }
  if (name === gui.selected) { clearSelection(); return; }
  if (legal.some((m) => cellOf(m) === name && m !== name)) { select(name); return; }
  play(name); // not legal: the referee says why, and nothing changes
}

function select(cell) {
  gui.selected = cell;
  gui.choices = null;
  if (gui.game.game === "vasco") send({ type: "previews", cell, index: gui.view });
  drawOverlay();
  renderChoices();
}

function clearSelection() {
  wholeBoard();
  gui.selected = null;
  gui.choices = null;
  drawOverlay();
  renderChoices();
}

function renderChoices() {
  const box = $("choices");
  box.textContent = "";
  box.hidden = !gui.selected;
  if (!gui.selected) return;
  const heading = document.createElement("div");
  if (gui.game.game === "vasco") {
    heading.textContent = gui.choices ? `${gui.selected}: choose a tile (1–${gui.choices.length}, Esc cancels)` : `${gui.selected}: …`;
    box.append(heading);
    (gui.choices || []).forEach((choice, i) => {
      const button = document.createElement("button");
      button.className = "choice";
      button.dataset.move = choice.move;
      button.title = `${i + 1}: ${choice.move}`;
      const picture = document.createElement("div");
      picture.className = "preview";
      picture.innerHTML = choice.svg;
      const svg = picture.querySelector("svg");
      if (svg) { svg.removeAttribute("width"); svg.removeAttribute("height"); }
      const caption = document.createElement("span");
      caption.textContent = `${i + 1}. ${suffixOf(choice.move)}`;
      button.append(picture, caption);
      button.onclick = () => play(choice.move);
      box.append(button);
      if (svg) zoomTo(svg, gui.selected);
    });
  } else {
    heading.textContent = `${gui.selected}: click the wall's edge or the neighbour it faces (Esc cancels)`;
    box.append(heading);
    for (const move of gui.pos.legal.filter((m) => cellOf(m) === gui.selected)) {
      const button = document.createElement("button");
      button.className = "choice";
      button.dataset.move = move;
      button.textContent = suffixOf(move);
      button.onclick = () => play(move);
      box.append(button);
    }
  }
}

function zoomTo(svg, cell) {
  // A preview shows the whole position; it is cut down to the tile placed and its neighbours.
  const tile = svg.querySelector(`.tile[data-cell="${CSS.escape(cell)}"]`);
  if (!tile) return;
  const box = tile.getBBox();
  const matrix = svg.getScreenCTM().inverse().multiply(tile.getScreenCTM());
  const corner = svg.createSVGPoint();
  corner.x = box.x;
  corner.y = box.y;
  const p = corner.matrixTransform(matrix);
  const margin = Math.max(box.width, box.height) * 1.1;
  svg.setAttribute("viewBox", `${p.x - margin} ${p.y - margin} ${box.width + 2 * margin} ${box.height + 2 * margin}`);
}

// ---------------------------------------------------------------------------
// Drawn over the board: the selection, the analysis, the game's own drawings

function svgElement(tag, attrs, text) {
  const el = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

function drawOverlay() {
  const svg = svgRoot();
  if (!svg) return;
  const old = svg.querySelector("#overlay");
  if (old) old.remove();
  const layer = svgElement("g", { id: "overlay" });
  svg.append(layer);
  if (gui.pos && gui.pos.did) drawDid(layer, gui.pos.did);
  if (gui.pos && gui.game && $("numbers").checked) drawNumbers(layer);
  if (gui.pos && gui.pos.auto) for (const tile of gui.pos.auto) {
    const el = targetsOf(cellOf(tile));
    if (!el) continue;
    const c = centreOf(el);
    layer.append(svgElement("circle", { cx: c.x, cy: c.y, r: c.r * 0.4, class: "did-auto", fill: "none", stroke: "#7048e8", "stroke-width": 3, "stroke-dasharray": "4 3" }));
  }
  if (gui.selected) drawSelection(layer);
  if (gui.pos && gui.pos.gfx) drawGfx(layer, gui.pos.gfx);
  else if (gui.pos && gui.pos.final) drawGfx(layer, gui.pos.final); // the ending, shown on the board
  if (gui.pos && gui.pos.connection) for (const point of gui.pos.connection) {
    const el = targetsOf(point);
    if (!el) continue;
    const c = centreOf(el);
    layer.append(svgElement("circle", { cx: c.x, cy: c.y, r: c.r * 0.6, class: "final-connection", fill: "none", stroke: "#2f9e44", "stroke-width": Math.max(3, c.r * 0.18) }));
  }
  if (gui.game && gui.game.analysis_on && gui.analysis && gui.pos && gui.analysis.index === gui.pos.index) drawCandidates(layer);
}

// A stone's click, made on the spot (no sound file, no network); only when the player turned sound on.
function click() {
  try {
    gui.audio = gui.audio || new AudioContext();
    const now = gui.audio.currentTime;
    const tone = gui.audio.createOscillator();
    const gain = gui.audio.createGain();
    tone.frequency.setValueAtTime(880, now);
    gain.gain.setValueAtTime(0.2, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.08);
    tone.connect(gain).connect(gui.audio.destination);
    tone.start(now);
    tone.stop(now + 0.09);
  } catch (e) { /* a page without audio plays silently */ }
}

// Each stone on the board numbered with the last move that placed it (Vadus: both stones of a turn).
function drawNumbers(layer) {
  const occupied = new Set(gui.pos.occupied || []);
  const numbers = new Map();
  gui.game.moves.slice(0, gui.pos.index).forEach(([, move], i) => {
    for (const word of move.split(" ")) if (occupied.has(cellOf(word))) numbers.set(cellOf(word), i + 1);
  });
  for (const [cell, number] of numbers) {
    const el = targetsOf(cell);
    if (!el) continue;
    const c = centreOf(el);
    const colour = gui.game.moves[number - 1][0];
    const text = String(number);
    layer.append(svgElement("text", { x: c.x, y: c.y, class: "move-number", "font-size": Math.max(7, c.r * (text.length > 2 ? 0.55 : 0.75)), "text-anchor": "middle", "dominant-baseline": "central", fill: colour === "black" && gui.game.game !== "vasco" ? "#fff" : "#111", stroke: gui.game.game === "vasco" ? "#fff" : "none", "stroke-width": 2, "paint-order": "stroke" }, text));
  }
}

function drawDid(layer, did) {
  for (const cell of did.captured) {
    const el = targetsOf(cell);
    if (!el) continue;
    const c = centreOf(el);
    const s = Math.max(4, c.r * 0.45);
    layer.append(svgElement("path", { d: `M${c.x - s},${c.y - s}L${c.x + s},${c.y + s}M${c.x + s},${c.y - s}L${c.x - s},${c.y + s}`, class: "did-captured", stroke: "#e03131", "stroke-width": Math.max(2, c.r * 0.12), "stroke-linecap": "round" }));
  }
  for (const cell of did.flipped) {
    const el = targetsOf(cell);
    if (!el) continue;
    const c = centreOf(el);
    layer.append(svgElement("circle", { cx: c.x, cy: c.y, r: Math.max(4, c.r * 0.5), class: "did-flipped", fill: "none", stroke: "#f08c00", "stroke-width": Math.max(2, c.r * 0.14) }));
  }
}

function drawSelection(layer) {
  const el = targetsOf(gui.selected);
  if (!el) return;
  const c = centreOf(el);
  layer.append(svgElement("circle", { cx: c.x, cy: c.y, r: c.r * 0.55, class: "selected", fill: "none", stroke: "#e8590c", "stroke-width": 3 }));
  if (gui.game.game !== "bargo" || el.tagName !== "polygon") return;
  // Each legal wall is a wedge of the cell from near its centre to its edge, named, with a white gap to the next:
  // six of them still read as six choices, and each is a target a finger finds.
  // On a small screen the wedges reach beyond the cell, to at least 26 px from its centre.
  const screen = c.r * svgRoot().getScreenCTM().a;
  const reach = Math.max(1, 26 / Math.max(1, screen));
  const outer = (p) => ({ x: c.x + (p.x - c.x) * reach, y: c.y + (p.y - c.y) * reach });
  for (const move of gui.pos.legal.filter((m) => cellOf(m) === gui.selected)) {
    const direction = suffixOf(move);
    const [a, b] = wallEdge(el, direction).map(outer);
    const inner = (p) => ({ x: c.x + (p.x - c.x) * 0.22, y: c.y + (p.y - c.y) * 0.22 });
    const ai = inner(a), bi = inner(b);
    const choice = svgElement("g", { class: "wall-choice", "data-wall-choice": direction });
    choice.append(svgElement("polygon", {
      points: `${a.x},${a.y} ${b.x},${b.y} ${bi.x},${bi.y} ${ai.x},${ai.y}`,
      fill: "#e8590c", "fill-opacity": reach > 1 ? 0.85 : 0.6, stroke: "#fff", "stroke-width": Math.max(1.5, c.r * 0.06),
    }));
    const m = { x: c.x + ((a.x + b.x) / 2 - c.x) * 0.62, y: c.y + ((a.y + b.y) / 2 - c.y) * 0.62 };
    choice.append(svgElement("text", { x: m.x, y: m.y, "font-size": Math.max(8, c.r * reach * 0.28), "text-anchor": "middle", "dominant-baseline": "central", fill: "#fff", "font-weight": "bold" }, direction));
    layer.append(choice);
  }
}

// The two corners of a Bargo cell's edge that faces ``direction``, in the board's coordinates.
function wallEdge(el, direction) {
  const corners = el.getAttribute("points").trim().split(/\s+/).map((p) => p.split(",").map(Number));
  const matrix = svgRoot().getScreenCTM().inverse().multiply(el.getScreenCTM());
  const mapped = corners.map(([x, y]) => { const p = svgRoot().createSVGPoint(); p.x = x; p.y = y; return p.matrixTransform(matrix); });
  const d = DIRECTIONS.indexOf(direction);
  return [mapped[(d + 5) % 6], mapped[d]];
}

// Bargo's wall drawn on a cell's edge (a candidate's, or a move of its line).
function drawWall(layer, move, colour, width) {
  const el = targetsOf(cellOf(move));
  if (!el || el.tagName !== "polygon" || !DIRECTIONS.includes(suffixOf(move))) return;
  const [a, b] = wallEdge(el, suffixOf(move));
  layer.append(svgElement("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: colour, "stroke-width": width, "stroke-linecap": "round", class: "wall-shown" }));
}

// The candidates' colours by their rank: the best blue, then from green to red.
const CANDIDATE_COLOURS = ["#1c7ed6", "#2f9e44", "#66a80f", "#f08c00", "#e8590c", "#e03131"];
window.CANDIDATE_COLOURS = CANDIDATE_COLOURS;

function anchor(move) {
  const word = move.split(" ")[0];
  return targetsOf(word) || targetsOf(cellOf(word));
}

function drawCandidates(layer) {
  const seen = new Set();
  const candidates = gui.analysis.candidates.slice(0, 12);
  candidates.forEach((cand, rank) => {
    const el = anchor(cand.move);
    if (!el) return;
    const key = el.dataset.point || el.dataset.cell;
    if (seen.has(key)) return;
    seen.add(key);
    const c = centreOf(el);
    const r = Math.max(8, c.r * 0.85);
    const group = svgElement("g", { class: "candidate", "data-move": cand.move, "data-rank": seen.size - 1 });
    const colour = CANDIDATE_COLOURS[Math.min(seen.size - 1, CANDIDATE_COLOURS.length - 1)];
    const prior = cand.prior === undefined ? "" : `, prior ${(cand.prior * 100).toFixed(1)}%`;
    group.append(svgElement("title", {}, `${cand.move}: ${(cand.winrate * 100).toFixed(1)}%, ${cand.visits} visits${prior}`));
    if (gui.game.game === "bargo") drawWall(group, cand.move, colour, Math.max(3, c.r * 0.22));
    group.append(svgElement("circle", { cx: c.x, cy: c.y, r, fill: colour, "fill-opacity": 0.8, stroke: "#222", "stroke-width": 1 }));
    group.append(svgElement("text", { x: c.x, y: c.y - r * 0.15, "font-size": r * 0.62, "text-anchor": "middle", fill: "#fff" }, `${Math.round(cand.winrate * 100)}`));
    // Bargo's wall and Vasco's tile are part of the move: the disc names them where the others give the visits.
    const detail = cand.move !== cellOf(cand.move) ? suffixOf(cand.move) : String(cand.visits);
    group.append(svgElement("text", { x: c.x, y: c.y + r * 0.55, "font-size": r * 0.45, "text-anchor": "middle", fill: "#fff", class: "detail" }, detail));
    layer.append(group);
  });
  // The overlay is drawn anew with each report: the line under the pointer stays shown (the pointer's moves
  // over the board, not the discs, say which that is, as a disc drawn anew under a still pointer is never entered).
  const hovered = candidates.find((cand) => cand.move === gui.hovered);
  if (hovered) drawPv(hovered);
}

function clearPv() {
  gui.hovered = null;
  const svg = svgRoot();
  const pv = svg && svg.querySelector("#pv");
  if (pv) pv.remove();
}

function hoverBoard(event) {
  const group = event.target.closest && event.target.closest(".candidate");
  if (!group) { if (gui.hovered) clearPv(); return; }
  if (group.dataset.move === gui.hovered) return;
  const cand = gui.analysis && gui.analysis.candidates.find((c) => c.move === group.dataset.move);
  if (!cand) return;
  gui.hovered = cand.move;
  drawPv(cand);
}

function drawPv(cand) {
  const svg = svgRoot();
  const old = svg.querySelector("#pv");
  if (old) old.remove();
  const layer = svgElement("g", { id: "pv" });
  let colour = gui.pos.to_move;
  // A Vadus turn is two stones (Black's first one): the line's stones change colour by turns, not one by one.
  const vadus = gui.game.game === "vadus";
  let left = vadus ? gui.pos.stones_to_place || 2 : 1;
  (cand.pv || []).slice(0, 12).forEach((entry, i) => {
    for (const move of entry.split(" ")) {
      const el = anchor(move);
      if (el) {
        const c = centreOf(el);
        const r = Math.max(7, c.r * 0.7);
        if (gui.game.game === "bargo") drawWall(layer, move, colour === "black" ? "#111" : "#ddd", Math.max(3, c.r * 0.2));
        layer.append(svgElement("circle", { cx: c.x, cy: c.y, r, fill: colour === "black" ? "#111" : "#f5f5f5", "fill-opacity": 0.75, stroke: "#888", "data-colour": colour }));
        const label = move !== cellOf(move) && gui.game.game === "vasco" ? `${i + 1} ${suffixOf(move)}` : String(i + 1);
        layer.append(svgElement("text", { x: c.x, y: c.y, "font-size": label.length > 3 ? r * 0.5 : r, "text-anchor": "middle", "dominant-baseline": "central", fill: colour === "black" ? "#fff" : "#111", class: "pv-label" }, label));
      }
      left -= 1;
      if (left <= 0 || move.toUpperCase() === "PASS") { colour = colour === "black" ? "white" : "black"; left = vadus ? 2 : 1; }
    }
  });
  svg.append(layer);
}

function drawGfx(layer, text) {
  for (const line of text.split("\n")) {
    const words = line.trim().split(/\s+/);
    const kind = words.shift();
    if (!kind) continue;
    if (kind === "TEXT") { showGfxText(words.join(" ")); continue; }
    if (kind === "LABEL") {
      for (let i = 0; i + 1 < words.length; i += 2) {
        const el = targetsOf(words[i]);
        if (!el) continue;
        const c = centreOf(el);
        layer.append(svgElement("text", { x: c.x, y: c.y, class: "gfx-label", "font-size": Math.max(9, c.r * 0.8), "text-anchor": "middle", "dominant-baseline": "central", fill: "#c2255c", stroke: "#fff", "stroke-width": 2, "paint-order": "stroke" }, words[i + 1]));
      }
      continue;
    }
    if (kind === "INFLUENCE") {
      // Ownership from -1 (White's) to 1 (Black's): a square the larger, the surer.
      for (let i = 0; i + 1 < words.length; i += 2) {
        const el = targetsOf(words[i]);
        const value = Number(words[i + 1]);
        if (!el || !value) continue;
        const c = centreOf(el);
        const s = Math.max(3, c.r * 1.1 * Math.sqrt(Math.min(1, Math.abs(value))));
        layer.append(svgElement("rect", { x: c.x - s / 2, y: c.y - s / 2, width: s, height: s, class: `gfx-ownership ${value > 0 ? "black" : "white"}`, fill: value > 0 ? "#111" : "#fff", "fill-opacity": 0.7, stroke: "#777" }));
      }
      continue;
    }
    if (kind === "VAR") continue;
    for (const name of words) {
      const el = targetsOf(name);
      if (!el) continue;
      const c = centreOf(el);
      const s = Math.max(4, c.r * 0.4);
      if (kind === "BLACK" || kind === "WHITE")
        layer.append(svgElement("rect", { x: c.x - s / 2, y: c.y - s / 2, width: s, height: s, class: `gfx-territory ${kind.toLowerCase()}`, fill: kind === "BLACK" ? "#111" : "#fff", stroke: "#555" }));
      else if (kind === "SQUARE")
        layer.append(svgElement("rect", { x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s, fill: "none", stroke: "#e8590c", "stroke-width": 2, class: "gfx-square" }));
      else if (kind === "CIRCLE" || kind === "TRIANGLE")
        layer.append(svgElement("circle", { cx: c.x, cy: c.y, r: s * 1.2, fill: "none", stroke: "#c2255c", "stroke-width": 2, class: "gfx-circle" }));
      else if (kind === "MARK")
        layer.append(svgElement("path", { d: `M${c.x - s},${c.y - s}L${c.x + s},${c.y + s}M${c.x + s},${c.y - s}L${c.x - s},${c.y + s}`, stroke: "#c2255c", "stroke-width": 2, class: "gfx-mark" }));
    }
  }
}

function showGfxText(text) { $("analysis-info").dataset.gfx = text; renderAnalysisInfo(); }

function renderAnalysisInfo() {
  const info = $("analysis-info");
  const parts = [];
  const a = gui.analysis;
  if (gui.game && gui.game.analysis_on && a && gui.pos && a.index === gui.pos.index && a.candidates.length) {
    const best = a.candidates[0];
    const prior = best.prior === undefined ? "" : ` (prior ${(best.prior * 100).toFixed(1)}%)`;
    parts.push(`${a.engine ? a.engine + " thinks: " : ""}best ${best.move}${prior}: ${(best.winrate * 100).toFixed(1)}% for ${colourWord(a.to_move)}, ${a.total_playouts} ${a.engine ? "visits" : "playouts"}`);
  }
  if (gui.pos && gui.pos.gfx && info.dataset.gfx) parts.push(info.dataset.gfx);
  info.textContent = parts.join(" · ");
}

function renderDrawings() {
  const box = $("drawings");
  const wanted = gui.game.drawings.map((d) => d.command).join("|");
  if (box.dataset.commands === wanted) return;
  box.dataset.commands = wanted;
  box.textContent = "";
  for (const drawing of gui.game.drawings) {
    if (!drawing.command.startsWith("gl-gfx_")) continue;
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "radio";
    input.name = "drawing";
    input.value = drawing.command;
    input.onclick = () => {
      const on = box.dataset.current !== drawing.command;
      box.dataset.current = on ? drawing.command : "";
      input.checked = on;
      send({ type: "gfx", command: on ? drawing.command : null });
    };
    label.append(input, " " + drawing.label);
    box.append(label);
  }
}

// Black's win rate by move: the review's where there is one, else what the analysis found; axes with their values,
// the moves a review marks, and the value under the pointer.
const GRAPH = { left: 26, right: 296, top: 6, bottom: 84 };
const MISTAKE = 0.1, BLUNDER = 0.2;

function graphRates() {
  const g = gui.game;
  return g.review && Object.keys(g.review.winrates).length ? g.review.winrates : g.winrates;
}

function renderGraph() {
  const graph = $("graph");
  graph.textContent = "";
  const g = gui.game;
  const total = Math.max(1, g.moves.length);
  const X = (i) => GRAPH.left + (i / total) * (GRAPH.right - GRAPH.left);
  const Y = (w) => GRAPH.top + (1 - w) * (GRAPH.bottom - GRAPH.top);
  for (const w of [0, 0.5, 1]) {
    graph.append(svgElement("line", { x1: GRAPH.left, y1: Y(w), x2: GRAPH.right, y2: Y(w), stroke: w === 0.5 ? "#bbb" : "#e9ecef", "stroke-dasharray": w === 0.5 ? "4 4" : "" }));
    graph.append(svgElement("text", { x: GRAPH.left - 3, y: Y(w) + 3, "font-size": 9, "text-anchor": "end", fill: "#666", class: "axis" }, `${w * 100}%`));
  }
  const step = Math.max(1, Math.ceil(total / 5 / 10) * 10);
  for (let i = 0; i <= total; i += step)
    graph.append(svgElement("text", { x: X(i), y: 97, "font-size": 9, "text-anchor": "middle", fill: "#666", class: "axis" }, String(i)));
  const rates = graphRates();
  const points = Object.entries(rates).map(([i, w]) => [Number(i), w]).sort((a, b) => a[0] - b[0]);
  if (points.length) {
    graph.append(svgElement("polyline", { points: points.map(([i, w]) => `${X(i)},${Y(w)}`).join(" "), fill: "none", stroke: "#1c7ed6", "stroke-width": 2, class: "winrate" }));
    for (const [i, w] of points) graph.append(svgElement("circle", { cx: X(i), cy: Y(w), r: 2, fill: "#1c7ed6" }));
  }
  const losses = (g.review && g.review.losses) || {};
  for (const [i, loss] of Object.entries(losses)) {
    if (loss < MISTAKE || !(i in rates)) continue;
    graph.append(svgElement("circle", { cx: X(Number(i)), cy: Y(rates[i]), r: 4, fill: loss >= BLUNDER ? "#e03131" : "#f08c00", class: loss >= BLUNDER ? "blunder" : "mistake" }));
  }
  const x = X(shownIndex());
  graph.append(svgElement("line", { x1: x, y1: GRAPH.top, x2: x, y2: GRAPH.bottom, stroke: "#e8590c" }));
  const review = g.review;
  $("review-info").textContent = review
    ? (review.done < review.total ? `reviewing: ${review.done} of ${review.total} positions…` : `reviewed at ${review.playouts} playouts a position: ${Object.values(review.losses).filter((l) => l >= MISTAKE && l < BLUNDER).length} mistakes, ${Object.values(review.losses).filter((l) => l >= BLUNDER).length} blunders`)
    : "";
}

function graphIndex(event) {
  const box = $("graph").getBoundingClientRect();
  const x = ((event.clientX - box.left) / box.width) * 300;
  const total = Math.max(1, gui.game.moves.length);
  return Math.max(0, Math.min(total, Math.round(((x - GRAPH.left) / (GRAPH.right - GRAPH.left)) * total)));
}

function graphHover(event) {
  if (!gui.game) return;
  const index = graphIndex(event);
  const w = graphRates()[String(index)];
  const loss = gui.game.review && gui.game.review.losses[String(index)];
  $("graph-value").textContent = `move ${index}: ` + (w === undefined ? "not searched" : `${(w * 100).toFixed(1)}% for ${colourWord("black")}`)
    + (loss ? `, the move lost ${(loss * 100).toFixed(1)}%` : "");
}

// ---------------------------------------------------------------------------
// New game, records

function fillNewForm() {
  const g = gui.game;
  const select = $("new-game");
  if (select.options.length !== g.games.length) {
    select.textContent = "";
    for (const name of g.games) select.append(new Option(name, name));
  }
  // The form starts from the game as it is, unless it is open and being filled in.
  const shown = `${g.game} ${g.size} ${g.komi}`;
  if (!$("new-box").open && $("new-form").dataset.shown !== shown) {
    $("new-form").dataset.shown = shown;
    select.value = g.game;
    $("new-size").value = String(g.size);
    $("new-komi").value = String(g.komi);
  }
  for (const box of document.querySelectorAll(".player-choice")) {
    const colour = box.dataset.colour;
    let kind = box.querySelector("select");
    const wanted = ["person", "gtp-like mcts (seconds a move)", "gtp-like mcts (playouts)", "gtp-like random", ...g.engines.map((e) => "engine " + e)];
    if (!kind || kind.dataset.options !== wanted.join("|")) {
      box.querySelectorAll("select, input").forEach((el) => el.remove());
      kind = document.createElement("select");
      kind.id = `player-${colour}`;
      kind.dataset.options = wanted.join("|");
      for (const option of wanted) kind.append(new Option(option, option));
      const value = document.createElement("input");
      value.type = "number";
      value.min = "0.1";
      value.step = "any";
      value.id = `player-${colour}-value`;
      box.append(kind, value);
      box.dataset.seat = "";
    }
    // The choices show the seat as it is, unless the form is open and being filled in.
    const seat = g.seats[colour];
    const described = JSON.stringify([seat.kind, seat.spec]);
    if ($("new-box").open && box.dataset.seat) continue;
    if (box.dataset.seat === described) continue;
    box.dataset.seat = described;
    kind.value = seat.kind === "person" ? "person"
      : seat.kind === "engine" ? "engine " + seat.spec.name
      : seat.spec.player === "random" ? "gtp-like random"
      : seat.spec.playouts ? "gtp-like mcts (playouts)" : "gtp-like mcts (seconds a move)";
    $(`player-${colour}-value`).value = seat.spec.playouts || seat.spec.seconds || 1;
  }
}

function chosenPlayers() {
  const players = {};
  for (const colour of ["black", "white"]) {
    const kind = $(`player-${colour}`).value;
    const value = Number($(`player-${colour}-value`).value) || 1;
    if (kind === "person") players[colour] = { kind: "person" };
    else if (kind === "gtp-like random") players[colour] = { kind: "gtp-like", player: "random" };
    else if (kind === "gtp-like mcts (playouts)") players[colour] = { kind: "gtp-like", player: "mcts", playouts: Math.round(value) };
    else if (kind.startsWith("gtp-like")) players[colour] = { kind: "gtp-like", player: "mcts", seconds: value };
    else players[colour] = { kind: "engine", name: kind.slice("engine ".length) };
  }
  return players;
}

function newGame(event) {
  if (event) event.preventDefault();
  const players = chosenPlayers();
  const size = $("new-size").value ? Number($("new-size").value) : null;
  const komi = $("new-komi").value !== "" ? Number($("new-komi").value) : null;
  const mode = $("new-clock").value;
  gui.view = null;
  clearSelection();
  gui.starting = true;
  $("new-message").textContent = "starting…";
  send({ type: "new", game: $("new-game").value, size, komi, players, clock: { mode, seconds: Number($("new-clock-seconds").value) || 60, increment: Number($("new-clock-increment").value) || 0 } });
}

function download(name, text) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/x-go-sgf" }));
  link.download = name;
  link.dataset.text = text;
  link.id = "download";
  const old = $("download");
  if (old) old.remove();
  link.hidden = true;
  document.body.append(link);
  link.click();
}

function loadFile(event) {
  const file = event.target.files[0];
  if (!file) return;
  file.text().then((text) => {
    if (text.length > gui.maxRecord) {
      showMessage(`${file.name} has ${text.length} characters: the most a record may have is ${gui.maxRecord}`);
      return;
    }
    gui.view = null;
    send({ type: "load", text });
  });
  event.target.value = "";
}

// ---------------------------------------------------------------------------
// Buttons and keys

function passMove() {
  if ($("pass").disabled) return;
  // A pass after a pass ends the game (Vacu, Bargo, Vadus): asked first, as resigning is.
  const moves = gui.game.moves;
  const ends = $("pass").textContent === "Pass" && moves.length && moves[moves.length - 1][1] === "PASS" && gui.game.game !== "convacu";
  if (ends && !confirm("Passing now ends the game. Pass?")) return;
  play("pass");
}

function init() {
  $("board").addEventListener("click", boardClick);
  $("board").addEventListener("mouseover", hoverBoard);
  $("board").addEventListener("mouseleave", clearPv);
  // The mouse wheel over the board or the move list browses the game, a move a notch.
  for (const id of ["board", "moves", "graph", "tree"]) $(id).addEventListener("wheel", (e) => {
    if (!gui.game || !e.deltaY) return;
    e.preventDefault();
    setView(shownIndex() + (e.deltaY > 0 ? 1 : -1));
  }, { passive: false });
  $("pass").onclick = passMove;
  $("whole-board").onclick = clearSelection;
  $("undo").onclick = () => { gui.view = null; clearSelection(); send({ type: "undo" }); };
  $("resign").onclick = () => { if (confirm("Resign this game?")) send({ type: "resign" }); };
  $("stop").onclick = () => send({ type: "stop" });
  $("first").onclick = () => setView(0);
  $("prev").onclick = () => setView(shownIndex() - 1);
  $("next").onclick = () => setView(shownIndex() + 1);
  $("last").onclick = () => setView(Infinity);
  $("analysis").onchange = (e) => send({ type: "analysis", on: e.target.checked });
  $("new-form").onsubmit = newGame;
  $("new-players").onclick = () => {
    gui.starting = true;
    $("new-message").textContent = "seating the players…";
    send({ type: "players", players: chosenPlayers() });
  };
  const prefs = stored();
  $("numbers").checked = Boolean(prefs.numbers);
  $("sound").checked = Boolean(prefs.sound); // off unless the player turned it on
  const dark = prefs.dark === undefined ? matchMedia("(prefers-color-scheme: dark)").matches : prefs.dark;
  document.body.classList.toggle("dark", dark);
  const keep = (name, value) => { const saved = stored(); saved[name] = value; store(saved); };
  $("numbers").onchange = () => { keep("numbers", $("numbers").checked); drawOverlay(); };
  $("sound").onchange = () => keep("sound", $("sound").checked);
  $("dark").onclick = () => keep("dark", document.body.classList.toggle("dark"));
  $("comment").onchange = () => {
    const number = Number($("comment").dataset.index);
    if (number > 0 && gui.you.host) send({ type: "comment", number, text: $("comment").value });
  };
  $("ask-takeback").onclick = () => send({ type: "takeback" });
  $("takeback-accept").onclick = () => send({ type: "takeback", accept: true });
  $("takeback-decline").onclick = () => send({ type: "takeback", accept: false });
  $("rematch").onclick = () => { gui.view = null; clearSelection(); send({ type: "rematch" }); };
  // Another game starts from its own size and komi.
  $("new-game").onchange = () => { $("new-size").value = ""; $("new-komi").value = ""; };
  $("save").onclick = () => send({ type: "sgf" });
  $("load").onchange = loadFile;
  $("graph").addEventListener("click", (e) => setView(graphIndex(e)));
  $("graph").addEventListener("mousemove", graphHover);
  $("graph").addEventListener("mouseleave", () => { $("graph-value").textContent = ""; });
  $("review").onclick = () => send({ type: "review", playouts: Math.max(1, Math.round(Number($("review-playouts").value) || 400)) });
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !gui.game) return;
    // Keys typed into a field are the field's; a checkbox or a drawing's choice clicked keeps the page's keys.
    if (e.target.closest && e.target.closest("select, textarea, input:not([type=checkbox]):not([type=radio])")) return;
    const keys = {
      ArrowLeft: () => setView(shownIndex() - 1),
      ArrowRight: () => setView(shownIndex() + 1),
      ArrowDown: () => switchLine(1),
      ArrowUp: () => switchLine(-1),
      Home: () => setView(0),
      End: () => setView(Infinity),
      Escape: clearSelection,
      p: passMove,
      u: () => $("undo").click(),
      s: () => { if (!$("stop").hidden) $("stop").click(); },
      a: () => { if (!$("analysis").disabled) { $("analysis").checked = !$("analysis").checked; send({ type: "analysis", on: $("analysis").checked }); } },
      n: () => { $("new-box").open = !$("new-box").open; },
      m: () => $("numbers").click(),
      h: () => { $("rules-box").open = !$("rules-box").open; },
    };
    let action = keys[e.key];
    if (!action && /^[1-9]$/.test(e.key) && gui.selected) {
      const buttons = $("choices").querySelectorAll("button.choice");
      const button = buttons[Number(e.key) - 1];
      if (button) action = () => button.click();
    }
    if (action) { e.preventDefault(); action(); }
  });
  connect();
}

init();
