"""The challenge flow of p.16 as a diagram: challenge → call or fold → showdown or fold, and who is out.

Steps run down the left; a choice that ends the challenge points right, to what happens then.
Each choice names its outcome in content/pages/16-challenge.yaml: `next` leads down to the next
step (コール), an ending id (fold, showdown) to the first line of that quickref.yaml ending.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..content.model import Block
from ..content.pages import NEXT_STEP
from ..geometry import mm_to_pt
from ..typeset import Alignment
from .elements import Element, at, column, layered, pill
from .figures import arrow_down, arrow_right, draw_line
from .kit import Kit
from .richtext import plain_text
from .style import BODY, FLOW, FLOW_CHOICE, FLOW_LABEL_PILL, FLOW_OUTCOME, SPEECH, STEP_NUMBER, STEP_TITLE
from .surface import Surface


@dataclass
class _Branch:
    choice: str
    outcome: Element | None  # None: the choice leads to the next step


def challenge_flow(block: Block, kit: Kit, width: float) -> Element:
    steps = block.data["steps"]
    step_width = width * FLOW.step_share
    outcome_width = width - step_width - mm_to_pt(FLOW.branch_gap)
    rows = [_step_row(number, step, number < len(steps), kit, block, step_width, outcome_width, width)
            for number, step in enumerate(steps, 1)]
    return column(rows, mm_to_pt(FLOW.row_gap))


def _outcome_for(choice: dict, kit: Kit) -> dict | None:
    """The quickref.yaml ending this choice leads to; None for the next step (checked while loading)."""
    return None if choice["outcome"] == NEXT_STEP else kit.content.ending(choice["outcome"])


def _step_row(number: int, step: dict, has_next: bool, kit: Kit, block: Block, step_width: float,
              outcome_width: float, width: float) -> Element:
    box = _step_box(number, step, kit, block, step_width)
    branches = [] if step.get("choices") or not has_next else [_Branch("", None)]  # a plain arrow on
    for choice in step.get("choices", ()):
        ending = _outcome_for(choice, kit)
        outcome = None if ending is None else _outcome_box(ending, kit, block, outcome_width)
        branches.append(_Branch(plain_text(choice["text"], kit.content), outcome))
    outcomes = [b.outcome for b in branches if b.outcome is not None]
    gap = mm_to_pt(FLOW.outcome_gap)
    height = max(box.height, sum(o.height for o in outcomes) + gap * max(len(outcomes) - 1, 0))
    continues = [b for b in branches if b.outcome is None]
    extra = mm_to_pt(FLOW.row_gap) if continues else 0.0

    def paint(surface: Surface, x: float, top: float) -> None:
        box.paint(surface, x, top)
        down = 0.0
        for branch in branches:
            if branch.outcome is None:
                _down_arrow(surface, branch.choice, x + step_width / 2, top - box.height, top - height - extra)
                continue
            mid = top - down - branch.outcome.height / 2
            _branch_arrow(surface, branch.choice, x + step_width, top - box.height / 2, x + width - outcome_width, mid)
            branch.outcome.paint(surface, x + width - outcome_width, top - down)
            down += branch.outcome.height + gap

    return Element(width, height, paint)


def _step_box(number: int, step: dict, kit: Kit, block: Block, width: float) -> Element:
    pad, disc = mm_to_pt(FLOW.padding), mm_to_pt(FLOW.disc)
    inner_width = width - 2 * pad - disc - mm_to_pt(2)
    parts = [kit.text(step["title"], inner_width, STEP_TITLE, block.where, Alignment.LEFT)]
    if step.get("text"):
        parts.append(kit.text(step["text"], inner_width, BODY, block.where, Alignment.LEFT))
    if step.get("label"):
        parts.append(pill(kit.shrink_wrapped(step["label"], inner_width, SPEECH, block.where), "red", FLOW_LABEL_PILL))
    inner = column(parts, mm_to_pt(1.5))
    height = max(inner.height, disc) + 2 * pad

    def background(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        surface.fill("tint")
        surface.stroke("blue")
        canvas.setLineWidth(mm_to_pt(0.5))
        canvas.roundRect(x, top - height, width, height, mm_to_pt(2.5), stroke=1, fill=1)
        surface.fill("blue")
        centre = (x + pad + disc / 2, top - pad - disc / 2)
        canvas.circle(*centre, disc / 2, stroke=0, fill=1)
        draw_line(surface, str(number), STEP_NUMBER, centre[0], centre[1] - STEP_NUMBER.size * 0.36, "middle")

    return layered(background, at(inner, pad + disc + mm_to_pt(2), pad, width, height))


def _outcome_box(ending: dict, kit: Kit, block: Block, width: float) -> Element:
    """The first line of the ending: it says who is out (あがる)."""
    pad = mm_to_pt(FLOW.padding) * 0.8
    text = kit.text(ending["lines"][0], width - 2 * pad, FLOW_OUTCOME, block.where, Alignment.LEFT)
    height = text.height + 2 * pad

    def background(surface: Surface, x: float, top: float) -> None:
        surface.fill("yellow")
        surface.canvas.roundRect(x, top - height, width, height, mm_to_pt(2.5), stroke=0, fill=1)

    return layered(background, at(text, pad, pad, width, height))


def _branch_arrow(surface: Surface, choice: str, x0: float, y0: float, x1: float, y1: float) -> None:
    """From the step's right edge (x0, y0) to an outcome's left edge (x1, y1): out, down if needed, across."""
    trunk = x0 + mm_to_pt(FLOW.trunk)
    if abs(y1 - y0) > 0.5:
        surface.stroke("blue")
        surface.canvas.setLineWidth(mm_to_pt(0.8))
        path = surface.canvas.beginPath()
        path.moveTo(x0, y0)
        path.lineTo(trunk, y0)
        path.lineTo(trunk, y1)
        surface.canvas.drawPath(path, stroke=1, fill=0)
        x0 = trunk
    arrow_right(surface, x0, x1 - mm_to_pt(1), y1, "blue")
    draw_line(surface, choice, FLOW_CHOICE, (max(x0, trunk) + x1) / 2, y1 + mm_to_pt(1.4), "middle")


def _down_arrow(surface: Surface, choice: str, x: float, y0: float, y1: float) -> None:
    arrow_down(surface, x, y0 - mm_to_pt(0.5), y1 + mm_to_pt(0.5), "blue")
    if choice:
        draw_line(surface, choice, FLOW_CHOICE, x + mm_to_pt(2.5), (y0 + y1) / 2 - FLOW_CHOICE.size * 0.36)
