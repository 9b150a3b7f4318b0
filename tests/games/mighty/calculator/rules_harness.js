// Runs generator/games/mighty/calculator/rules.js on many boards and hands in one Node.js process.
// stdin: {"rules": rules_data, "cards": {id: card}, "cases": [[[board ids], [hand ids]], …]}
// stdout: one line per case: class; strength; board colours; record lines; the five cards counted
// (the format of python_result in test_rules_agreement.py).
"use strict";
const path = require("path");
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const rules = require(path.resolve(process.argv[2])).make(input.rules);
const cardsOf = (ids) => ids.map((id) => input.cards[id]);
const results = input.cases.map(([board, hand]) => {
  const r = rules.evaluateBest(cardsOf(board), cardsOf(hand));
  const colors = r.boardColors.map((color) => color || "-").join(",");
  const cards = r.cards.map((c) => c.color + c.value).join(",");
  const strength = r.strength === null ? "-" : String(r.strength);
  return [r.handClass, strength, colors, r.record.join("/"), cards].join(";");
});
process.stdout.write(results.join("\n"));
