/* The strength rules of MIGHTY? (manuscript pp.7–11): a mirror of generator/rules/strength.py.
   The Python engine is the authority: tests/web/test_rules_agreement.py runs this file under
   Node.js on every distinct board and hand and compares class, strength, record and colours.
   A card is {kind: "number" | "MIGHTY" | "DOUBLE", color: "yellow" | "blue" | "red", value}. */
"use strict";

const MightyRules = (() => {
  const MINUS = "\u2212"; // the typographic minus the booklet prints
  const NUMBER_COLORS = ["yellow", "blue"]; // choice order: yellow first breaks ties, as in Python
  const isRed = (card) => card.kind !== "number";

  // An integer as the booklet prints it: −10 with a real minus sign.
  const signed = (n) => (n < 0 ? MINUS + String(-n) : String(n));

  // p.9: two DOUBLEs beat everything; MIGHTY (with or without a DOUBLE) comes next.
  function handClass(hand) {
    if (hand.every((card) => card.kind === "DOUBLE")) return "DOUBLE×2";
    if (hand.some((card) => card.kind === "MIGHTY")) return "MIGHTY";
    return "number";
  }

  // p.9: a DOUBLE copies the other hand card, colour and value.
  function copyDoubles([a, b]) {
    if (a.kind === "DOUBLE") return [b, b];
    if (b.kind === "DOUBLE") return [a, a];
    return [a, b];
  }

  // p.10: every red board card becomes a 1 of the colour chosen for it.
  const resolveBoard = (board, colors) =>
    board.map((card, i) => (isRed(card) ? { kind: "number", color: colors[i], value: 1 } : card));

  // Every way to colour the red board cards, yellow first, the first board card varying slowest.
  function colorChoices(board) {
    let choices = [[]];
    for (const card of board) {
      const options = isRed(card) ? NUMBER_COLORS : [null];
      choices = choices.flatMap((done) => options.map((color) => [...done, color]));
    }
    return choices;
  }

  // `2 + 4 + 1 = 7`; a colour with no card sums to a plain `0`.
  const sumLine = (values, sum) => (values.length ? `${values.join(" + ")} = ${sum}` : "0");
  const total = (values) => values.reduce((a, b) => a + b, 0);

  // p.7: majority by number of cards (a 0 counts), then majority sum − minority sum.
  function count(cards) {
    const yellows = cards.filter((card) => card.color === "yellow").length;
    const majority = yellows * 2 > cards.length ? "yellow" : "blue";
    const minority = majority === "yellow" ? "blue" : "yellow";
    const valuesOf = (color) => cards.filter((card) => card.color === color).map((card) => card.value);
    const majorityValues = valuesOf(majority);
    const minorityValues = valuesOf(minority);
    return { majority, minority, majorityValues, minorityValues };
  }

  // p.11: the three lines a player writes down.
  function numberRecord(c) {
    return [
      sumLine(c.majorityValues, c.majoritySum),
      sumLine(c.minorityValues, c.minoritySum),
      `${c.majoritySum} ${MINUS} ${c.minoritySum} = ${signed(c.strength)}`,
    ];
  }

  const SPECIAL_RECORDS = { MIGHTY: ["M"], "DOUBLE×2": ["D×2"] };

  // The strength with the given colours for the red board cards (null for number cards).
  function evaluate(board, hand, colors) {
    const handClassName = handClass(hand);
    if (handClassName !== "number") {
      return { handClass: handClassName, strength: null, boardColors: [], cards: [], record: SPECIAL_RECORDS[handClassName] };
    }
    const cards = [...resolveBoard(board, colors), ...copyDoubles(hand)];
    const c = count(cards);
    c.majoritySum = total(c.majorityValues);
    c.minoritySum = total(c.minorityValues);
    c.strength = c.majoritySum - c.minoritySum;
    const counts = [[c.majority, c.majorityValues.length], [c.minority, c.minorityValues.length]];
    return { handClass: "number", boardColors: colors, cards, counts, ...c, record: numberRecord(c) };
  }

  // p.13: the calculator picks the strongest colours; ties keep the first choice (see colorChoices).
  function evaluateBest(board, hand) {
    let best = null;
    for (const colors of colorChoices(board)) {
      const result = evaluate(board, hand, colors);
      if (result.handClass !== "number") return result;
      if (best === null || result.strength > best.strength) best = result;
    }
    return best;
  }

  return { evaluate, evaluateBest, signed, MINUS };
})();

if (typeof module !== "undefined") module.exports = MightyRules; // Node.js (the agreement test)
