// The live preview page: the server pushes one `build` event per rebuild (server-sent events);
// only images whose URL changed are replaced (the URL carries the hash of the pixels), so the
// scroll position stays and unchanged pages do not flicker.
"use strict";

const booklet = document.querySelector("#booklet .spreads");
const cards = document.querySelector("#cards .cards");
const quickref = document.querySelector("#quickref .quickref");
const calculator = document.querySelector("#calculator iframe");
const problems = document.getElementById("problems");
const state = document.getElementById("state");
const large = document.getElementById("large");

// Covers alone, then the spreads a reader sees: 2–3, 4–5 … (a saddle-stitched booklet).
function spreads(count) {
  const rows = [[1]];
  for (let left = 2; left < count; left += 2) rows.push(left + 1 < count ? [left, left + 1] : [left]);
  if (count > 1) rows.push([count]);
  return rows;
}

function figure(label, key) {
  const item = document.createElement("figure");
  item.dataset.key = key;
  const image = document.createElement("img");
  image.alt = label;
  const caption = document.createElement("figcaption");
  caption.textContent = label;
  item.append(image, caption);
  item.addEventListener("click", () => { large.querySelector("img").src = image.src; large.showModal(); });
  return item;
}

// Makes the figures once for a given list of keys, then only swaps image sources.
function show(container, items, label) {
  const keys = items.map((item) => item.key).join(" ");
  if (container.dataset.keys !== keys) {
    container.replaceChildren(...items.map((item) => figure(label(item), item.key)));
    container.dataset.keys = keys;
  }
  for (const item of items) {
    const image = container.querySelector(`figure[data-key="${item.key}"] img`);
    if (image.getAttribute("src") !== item.image) image.setAttribute("src", item.image);
  }
}

function showBooklet(pages) {
  const keys = pages.map((p) => p.page).join(" ");
  if (booklet.dataset.keys !== keys) {
    const rows = spreads(pages.length).map((numbers) => {
      const row = document.createElement("div");
      row.className = numbers.length === 1 ? "spread single" : "spread";
      row.append(...numbers.map((n) => figure(`${n}`, `page-${n}`)));
      return row;
    });
    booklet.replaceChildren(...rows);
    booklet.dataset.keys = keys;
  }
  for (const page of pages) {
    const image = booklet.querySelector(`figure[data-key="page-${page.page}"] img`);
    image.alt = `page ${page.page}`;
    if (image.getAttribute("src") !== page.image) image.setAttribute("src", page.image);
  }
  const open = large.open && large.querySelector("img");
  if (open) {  // the enlarged page follows its updates too
    const match = pages.find((p) => open.src.includes(`/pages/${String(p.page).padStart(2, "0")}.png`));
    if (match && open.getAttribute("src") !== match.image) open.setAttribute("src", match.image);
  }
}

function showProblems(build) {
  const list = problems.querySelector("ul");
  list.replaceChildren(...build.problems.map((text) => {
    const item = document.createElement("li");
    item.textContent = text;
    return item;
  }));
  problems.hidden = build.ok;
}

function apply(build) {
  document.body.dataset.generation = build.generation;
  if (build.generation === 0) { state.textContent = "building…"; return; }
  showProblems(build);
  showBooklet(build.pages);
  show(cards, build.cards.map((c) => ({ key: c.name, image: c.image })), (c) => c.key);
  show(quickref, build.quickref.map((q) => ({ key: q.side, image: q.image })), (q) => q.key);
  if (calculator.getAttribute("src") !== build.calculator) calculator.setAttribute("src", build.calculator);
  const what = build.rendered.length ? build.rendered.join(", ") : "nothing changed";
  state.textContent = build.ok
    ? `build ${build.generation}: ${what} (${build.seconds.toFixed(2)} s)`
    : `build ${build.generation}: ${build.problems.length} problem(s)`;
}

// A click outside the enlarged page (on the backdrop) closes it, as Escape and the × button do.
large.addEventListener("click", (event) => { if (event.target === large) large.close(); });

const events = new EventSource("/events");
events.addEventListener("build", (event) => apply(JSON.parse(event.data)));
events.addEventListener("error", () => { state.textContent = "disconnected: is `make preview` still running?"; });
