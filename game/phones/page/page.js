// The phone's page: one for every game, no framework. It joins the seat its link opens, shows the
// picture the table sends (whose turn, what this seat sees, its moves, the log) and sends the move
// tapped. It rejoins by itself after sleep, a reload or lost Wi-Fi: the link is in the address.
"use strict";

const link = location.pathname.split("/").pop();
const $ = (id) => document.getElementById(id);
let socket = null;
let picture = null;
let selected = null;        // the id of the card tapped, whose places are shown
let retry = 500;            // ms before rejoining; grows to 8 s while the table cannot be reached
let closedForGood = false;  // the table closed or the link was withdrawn: do not rejoin

function join() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws/${link}`);
  socket.onopen = () => { retry = 500; socket.send(JSON.stringify({ type: "hello" })); };
  socket.onmessage = (e) => receive(JSON.parse(e.data));
  socket.onclose = () => {
    if (closedForGood) return;
    say("Lost the table: joining again…", false);
    setTimeout(join, retry);
    retry = Math.min(retry * 2, 8000);
  };
}

function receive(message) {
  if (message.type === "picture") {
    const wasMine = picture && picture.your_turn;
    picture = message;
    draw();
    if (message.your_turn && !wasMine && navigator.vibrate) navigator.vibrate(200);
  } else if (message.type === "refused") {
    say(message.text, true);
    enable(true);
  } else if (message.type === "closed" || message.type === "revoked") {
    closedForGood = true;
    say(message.text, true);
    $("turn").textContent = message.text;
    $("moves-part").hidden = true;
  }
}

function say(text, shown) {
  const notice = $("notice");
  notice.textContent = text;
  notice.hidden = !shown && !text;
}

function send(data) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    enable(false);
    socket.send(JSON.stringify(data));
  }
}

function enable(on) {
  for (const button of document.querySelectorAll("#moves-part button")) button.disabled = !on;
  for (const tile of document.querySelectorAll("#cards button")) tile.disabled = !on;
}

function draw() {
  const p = picture;
  // The step drawn and whose move it is, where a test (or a person's browser tools) can read them.
  Object.assign(document.body.dataset, { step: p.step, mine: p.your_turn, over: p.over });
  document.title = `${p.title} · Sky Table`;
  $("title").textContent = p.title;
  $("who").textContent = p.you ? `You are ${p.you}` : "Watching";
  const turn = $("turn");
  turn.classList.toggle("mine", p.your_turn);
  turn.textContent = p.over ? "The game is over." : p.your_turn ? "Your turn!" : p.turn ? `${p.turn}'s turn` : "";
  say("", false);
  if (!p.moves.some((move) => move.card === selected)) selected = null;
  drawCards();
  drawMoves();
  $("moves-part").hidden = !p.moves.length && !p.undo;
  $("undo").hidden = !p.undo;
  $("result-part").hidden = !p.result;
  if (p.result) {
    $("result").replaceChildren(...p.names.map((name, i) => item(
      `${name}: ${p.result.scores[i] ?? ""}${p.result.winners.includes(name) ? " (wins)" : ""}`)));
  }
  // the table in the game's words, the seat's own secrets first (game/phones/seen.py)
  $("hand").replaceChildren(...(p.seen || []).map(item));
  $("log").replaceChildren(...p.log.slice(-12).reverse().map(item));
}

// The hand as cards: a card a move plays is a tile to tap; tapping it shows where it may go.
// Tapping any other card says why it cannot be played now, in the table's words (its "why").
function drawCards() {
  const p = picture;
  $("cards-part").hidden = !p.cards.length;
  $("cards").replaceChildren(...p.cards.map((card) => {
    const tile = document.createElement("button");
    tile.className = card.red ? "card red" : "card";
    tile.setAttribute("aria-label", card.name);
    if (card.face) face(tile, card);
    else tile.textContent = card.name;
    tile.dataset.card = card.id;
    tile.classList.toggle("blocked", !card.plays);
    tile.setAttribute("aria-pressed", String(card.id === selected));
    tile.onclick = () => {
      if (!card.plays) {
        say(card.why || "", Boolean(card.why));
        return;
      }
      say("", false);
      selected = card.id;
      drawCards();
      drawMoves();
      // Its first place (below the hand) scrolled just into sight, the hand kept in view.
      $("moves-part").querySelector("#grid:not([hidden]), button")?.scrollIntoView({ block: "nearest" });
    };
    return tile;
  }));
}

// The card's face as the big screen draws it (the table makes the picture); its name if it fails.
function face(tile, card) {
  const image = document.createElement("img");
  image.alt = card.name;
  image.src = `/face/${link}/${encodeURIComponent(card.face)}.png`;
  image.onerror = () => { tile.classList.remove("art"); tile.textContent = card.name; };
  tile.classList.add("art");
  tile.append(image);
}

// The moves now: the picked card's places (cells of the altar, or buttons), and the moves that
// play no card (a field, the bag, ending the turn) as buttons of their own.
function drawMoves() {
  const p = picture;
  const picked = p.moves.filter((move) => move.card !== undefined && move.card === selected);
  const free = p.moves.filter((move) => move.card === undefined);
  const anyCard = p.moves.some((move) => move.card !== undefined);
  const pick = $("pick");
  pick.hidden = !anyCard;
  pick.textContent = selected === null ? "Tap a card to see where it can go." : "Now tap where it goes.";
  drawGrid([...picked, ...free].filter((move) => move.cell));
  $("targets").replaceChildren(...picked.filter((move) => !move.cell).map((move) => moveButton(move, paying(move))));
  $("moves").replaceChildren(...free.filter((move) => !move.cell).map((move) => moveButton(move, move.label)));
}

function paying(move) {
  const card = picture.cards.find((c) => c.id === move.paying);
  return card ? `${move.label}, paying with the ${card.name}` : move.label;
}

function moveButton(move, text) {
  const button = document.createElement("button");
  button.textContent = text;
  button.onclick = () => play(move);
  return button;
}

function play(move) {
  send({ type: "command", step: picture.step, command: move.command });
}

// The seat's altar: its cloud cells, and the cells the moves may go to as targets to tap.
function drawGrid(moves) {
  const grid = $("grid");
  const cells = picture.grid || [];
  grid.hidden = !picture.grid || (!cells.length && !moves.length);
  if (grid.hidden) return;
  const spots = [...cells, ...moves.map((move) => ({ x: move.cell[0], y: move.cell[1] }))];
  const xs = spots.map((c) => c.x), ys = spots.map((c) => c.y);
  const left = Math.min(...xs), top = Math.min(...ys);
  grid.style.gridTemplateColumns = `repeat(${Math.max(...xs) - left + 1}, 56px)`;
  const drawn = new Map();
  for (const cell of cells) {
    const div = document.createElement("div");
    div.className = "cloud";
    div.textContent = cell.text;
    drawn.set(`${cell.x},${cell.y}`, div);
  }
  for (const move of moves) {
    const at = `${move.cell[0]},${move.cell[1]}`;
    const under = drawn.get(at);
    const button = document.createElement("button");
    button.className = under ? "cloud target" : "target";
    button.textContent = under ? under.textContent : "+";
    button.setAttribute("aria-label", move.label);
    button.dataset.cell = at;
    button.onclick = () => play(move);
    drawn.set(at, button);
  }
  grid.replaceChildren(...[...drawn].map(([at, element]) => {
    const [x, y] = at.split(",").map(Number);
    element.style.gridColumn = String(x - left + 1);
    element.style.gridRow = String(y - top + 1);
    return element;
  }));
}

function item(text) {
  const li = document.createElement("li");
  li.textContent = text;
  return li;
}

$("undo").onclick = () => send({ type: "undo" });
document.addEventListener("visibilitychange", () => {
  // Back from sleep: ask for the whole picture again (or rejoin if the socket died meanwhile).
  if (document.visibilityState === "visible" && socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({ type: "hello" }));
  }
});
join();
