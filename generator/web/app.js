/* The calculator's screen (booklet p.13): choose 3 board and 2 hand cards by tapping, see the
   strength at once. Nothing is stored: a reload or Reset clears everything. The page's words
   live in content/web.yaml (and content/en/web.yaml), set into index.html.j2's <template>s;
   this file only fills them in. */
"use strict";

(() => {
  const data = JSON.parse(document.getElementById("mighty-data").textContent);
  const faces = new Map(data.deck.map((face) => [face.id, face]));
  const slots = [...document.querySelectorAll(".slot")];
  const faceButtons = [...document.querySelectorAll(".face")];
  const boardSize = data.boardSize;
  const state = { chosen: slots.map(() => null), active: 0 };

  const $ = (id) => document.getElementById(id);
  const fill = (root, field, text) => root.querySelectorAll(`[data-field="${field}"]`).forEach((el) => { el.textContent = text; });
  const fromTemplate = (id) => $(id).content.cloneNode(true);

  // A colour is always shown with its shape and its name, never by hue alone.
  // With a `value` the chip names a card of that colour (a blue 1), not the colour alone.
  function colourChip(color, value = "") {
    const chip = fromTemplate("t-colour");
    chip.querySelector(".chip").classList.add(`chip-${color}`);
    chip.querySelector(".shape").classList.add(`shape-${data.colours[color].shape}`);
    fill(chip, "label", data.colours[color].label + value);
    return chip;
  }

  function putChips(root, field, color, value = "") {
    root.querySelectorAll(`[data-field="${field}"]`).forEach((el) => el.replaceChildren(colourChip(color, value)));
  }

  // Copies still in the deck for this face, not counting the slot being changed.
  function copiesLeft(id, except) {
    const used = state.chosen.filter((chosen, i) => chosen === id && i !== except).length;
    return faces.get(id).copies - used;
  }

  function nextEmptySlot(from) {
    for (let step = 1; step <= slots.length; step += 1) {
      const i = (from + step) % slots.length;
      if (state.chosen[i] === null) return i;
    }
    return null;
  }

  function choose(id) {
    if (state.active === null || copiesLeft(id, state.active) < 1) return;
    state.chosen[state.active] = id;
    state.active = nextEmptySlot(state.active);
    update();
    if (state.active === null) $("result-heading").focus();
  }

  function activate(i) {
    state.active = i;
    update();
    $("picker-heading").scrollIntoView({ block: "nearest" });
  }

  function reset() {
    state.chosen = slots.map(() => null);
    state.active = 0;
    update();
    slots[0].focus();
  }

  function drawSlot(slot, i) {
    const id = state.chosen[i];
    const picture = id === null ? emptyCard() : faceButtons.find((b) => b.dataset.card === id).querySelector(".card");
    slot.querySelector(".slot-card").replaceChildren(picture.cloneNode(true));
    slot.querySelector(".slot-chosen").textContent = id === null ? slot.dataset.emptyText : faces.get(id).name;
    const words = i === state.active ? "activeText" : id === null ? "chooseText" : "changeText";
    slot.querySelector(".slot-state").textContent = slot.dataset[words];
    slot.classList.toggle("is-active", i === state.active);
    slot.setAttribute("aria-pressed", String(i === state.active));
    slot.querySelector(".slot-became").hidden = true;
  }

  const emptyCard = () => document.querySelector("#t-empty-card").content.firstElementChild;

  function drawPicker() {
    const picker = $("picker");
    picker.hidden = state.active === null;
    if (state.active === null) return;
    $("picker-slot").textContent = slots[state.active].querySelector(".slot-name").textContent;
    for (const button of faceButtons) {
      const id = button.dataset.card;
      const left = copiesLeft(id, state.active);
      button.disabled = left < 1;
      button.querySelector(".face-left b").textContent = String(faces.get(id).copies - state.chosen.filter((c) => c === id).length);
      button.setAttribute("aria-pressed", String(state.chosen[state.active] === id));
    }
  }

  // The annotation under a red board card or a DOUBLE in the hand: what it counted as.
  function markBecame(i, color, value) {
    const became = slots[i].querySelector(".slot-became");
    const note = fromTemplate("t-became");
    putChips(note, "colour", color, String(value));
    became.replaceChildren(note);
    became.hidden = false;
  }

  function numberResult(result, board, hand) {
    const body = fromTemplate("t-number");
    fill(body, "strength", MightyRules.signed(result.strength));
    putChips(body, "majority", result.majority);
    putChips(body, "minority", result.minority);
    fill(body, "majority-count", String(result.majorityValues.length));
    fill(body, "minority-count", String(result.minorityValues.length));
    result.record.forEach((line, n) => fill(body, `line-${n + 1}`, line));
    const notes = body.querySelector('[data-field="notes"]');
    board.forEach((card, i) => {
      if (!result.boardColors[i]) return;
      const counted = result.cards[i]; // a 1 of the chosen colour
      const note = fromTemplate("t-red-note");
      fill(note, "card", card.name);
      putChips(note, "colour", counted.color, String(counted.value));
      notes.append(note);
      markBecame(i, counted.color, counted.value);
    });
    hand.forEach((card, k) => {
      if (card.kind !== "DOUBLE") return;
      const copy = result.cards[boardSize + k];
      const note = fromTemplate("t-double-note");
      putChips(note, "colour", copy.color, String(copy.value));
      notes.append(note);
      markBecame(boardSize + k, copy.color, copy.value);
    });
    notes.hidden = notes.children.length === 0;
    return body;
  }

  function specialResult(result) {
    const body = fromTemplate("t-special");
    fill(body, "class", result.handClass);
    fill(body, "record", result.record.join(" "));
    const reminder = data.reminders[result.handClass]; // the card's own line (MIGHTY); none for DOUBLE×2
    fill(body, "reminder", reminder || "");
    body.querySelector('[data-field="reminder"]').hidden = !reminder;
    const ranking = body.querySelector('[data-field="ranking"]');
    for (const rank of data.ranking) {
      const item = fromTemplate("t-rank");
      fill(item, "text", rank.text);
      const isYou = rank.handClass === result.handClass;
      item.querySelector("li").classList.toggle("is-you", isYou);
      item.querySelector(".you").hidden = !isYou;
      ranking.append(item);
    }
    return body;
  }

  function drawResult() {
    const ids = state.chosen;
    const left = ids.filter((id) => id === null).length;
    if (left > 0) {
      const body = fromTemplate("t-waiting");
      fill(body, "left", String(left));
      $("result-body").replaceChildren(body);
      return;
    }
    const cards = ids.map((id) => faces.get(id));
    const board = cards.slice(0, boardSize);
    const hand = cards.slice(boardSize);
    const result = MightyRules.evaluateBest(board, hand);
    const body = result.handClass === "number" ? numberResult(result, board, hand) : specialResult(result);
    $("result-body").replaceChildren(body);
  }

  function update() {
    slots.forEach(drawSlot);
    drawPicker();
    drawResult();
  }

  slots.forEach((slot, i) => slot.addEventListener("click", () => activate(i)));
  faceButtons.forEach((button) => button.addEventListener("click", () => choose(button.dataset.card)));
  $("reset").addEventListener("click", reset);
  update();
})();
