/* The calculator's screen (booklet p.13): choose 3 board and 2 hand cards by tapping, see the
   strength at once. Nothing is stored: a reload or Reset clears everything. The page's words
   live in content/web.yaml (and content/en/web.yaml), set into index.html.j2's <template>s and
   data-* sentences (names and announcements); this file only fills them in. Focus follows the
   work: after a pick it moves to the next empty slot (so a face button that has just run out
   never keeps it), after the last pick to the result; choosing a slot moves it to the slot's
   first available card. */
"use strict";

(() => {
  const data = JSON.parse(document.getElementById("mighty-data").textContent);
  const faces = new Map(data.deck.map((face) => [face.id, face]));
  const slots = [...document.querySelectorAll(".slot")];
  const faceButtons = [...document.querySelectorAll(".face")];
  const slotTitles = [...document.querySelectorAll("template.t-slot-title")];
  const boardSize = data.boardSize;
  const state = { chosen: slots.map(() => null), active: 0 };

  const $ = (id) => document.getElementById(id);
  const fill = (root, field, text) => root.querySelectorAll(`[data-field="${field}"]`).forEach((el) => { el.textContent = text; });
  const fromTemplate = (id) => $(id).content.cloneNode(true);
  // "{name}、残り{left}枚" with the fields filled in
  const sentence = (pattern, fields) => pattern.replace(/\{([a-z-]+)\}/g, (_, key) => fields[key] ?? "");

  // A colour is always shown with its shape and its name, never by hue alone.
  // With a `value` the chip names a card of that colour (a blue 1), not the colour alone.
  function colourChip(color, value = "") {
    const chip = fromTemplate("t-colour");
    chip.querySelector(".chip").classList.add(`chip-${color}`);
    chip.querySelector(".shape").classList.add(`shape-${data.colours[color].shape}`);
    fill(chip, "label", value === "" ? data.colours[color].label : data.colours[color].label + data.nameSpace + value);
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
    // preventScroll: on a phone the picker stays where the thumb is
    if (state.active === null) $("result-heading").focus();
    else slots[state.active].focus({ preventScroll: true });
  }

  // Choosing a slot leads on to its cards: focus moves to the first card still in the deck.
  function activate(i) {
    state.active = i;
    update();
    $("picker-heading").scrollIntoView({ block: "nearest" });
    faceButtons.find((button) => !button.disabled)?.focus({ preventScroll: true });
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
    const chosen = slot.querySelector(".slot-chosen");
    chosen.textContent = id === null ? chosen.dataset.empty : faces.get(id).name;
    const badge = slot.querySelector(".slot-state");
    badge.textContent = badge.dataset[i === state.active ? "active" : id === null ? "empty" : "chosen"];
    slot.setAttribute("aria-pressed", String(i === state.active));
    slot.querySelector(".slot-became").hidden = true;
  }

  const emptyCard = () => document.querySelector("#t-empty-card").content.firstElementChild;

  function drawPicker() {
    const picker = $("picker");
    picker.hidden = state.active === null;
    if (state.active === null) return;
    // the slot's full name (ボード 1枚目, with its ruby), shown in the picker's heading
    $("picker-slot").replaceChildren(slotTitles[state.active].content.cloneNode(true));
    for (const button of faceButtons) {
      const id = button.dataset.card;
      const shown = faces.get(id).copies - state.chosen.filter((c) => c === id).length;
      button.disabled = copiesLeft(id, state.active) < 1;
      button.querySelectorAll(".face-left b").forEach((b) => { b.textContent = String(shown); });
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
    result.record.forEach((line, n) => fill(body, `line-${n + 1}`, shownLine(line)));
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

  // "3 = 3" says nothing to a child: a colour with one card shows its value alone.
  const shownLine = (line) => line.replace(/^(\S+) = \1$/, "$1");

  // The card's own line (MIGHTY) as a <template> with its ruby; none for DOUBLE×2.
  const reminderOf = (handClass) => document.querySelector(`template.t-reminder[data-class="${handClass}"]`);

  function specialResult(result) {
    const body = fromTemplate("t-special");
    fill(body, "class", result.handClass);
    fill(body, "record", result.record.join(" "));
    const reminder = reminderOf(result.handClass);
    const line = body.querySelector('[data-field="reminder"]');
    if (reminder) line.replaceChildren(reminder.content.cloneNode(true));
    line.hidden = !reminder;
    const ranking = body.querySelector('[data-field="ranking"]');
    for (const rank of document.querySelectorAll("template.t-rank")) {
      const item = rank.content.cloneNode(true);
      const isYou = rank.dataset.class === result.handClass;
      item.querySelector("li").classList.toggle("is-you", isYou);
      item.querySelector(".you").hidden = !isYou;
      ranking.append(item);
    }
    return body;
  }

  // One sentence a screen reader speaks well, once per result (never the counts on the way).
  function announce(result) {
    const say = $("announce");
    const label = (color) => data.colours[color].label;
    const text = result === null ? ""
      : result.handClass === "number"
        ? sentence(say.dataset.number, {
          strength: MightyRules.signed(result.strength), majority: label(result.majority), minority: label(result.minority),
          "majority-count": String(result.majorityValues.length), "minority-count": String(result.minorityValues.length) })
        : sentence(say.dataset.special, { class: result.handClass, reminder: reminderOf(result.handClass)?.dataset.plain ?? "" });
    if (say.textContent !== text) say.textContent = text; // the same result is not said twice
  }

  function drawResult() {
    const ids = state.chosen;
    const left = ids.filter((id) => id === null).length;
    if (left > 0) {
      const body = fromTemplate("t-waiting");
      fill(body, "left", String(left));
      $("result-body").replaceChildren(body);
      announce(null);
      return;
    }
    const cards = ids.map((id) => faces.get(id));
    const board = cards.slice(0, boardSize);
    const hand = cards.slice(boardSize);
    const result = MightyRules.evaluateBest(board, hand);
    const body = result.handClass === "number" ? numberResult(result, board, hand) : specialResult(result);
    $("result-body").replaceChildren(body);
    announce(result);
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
