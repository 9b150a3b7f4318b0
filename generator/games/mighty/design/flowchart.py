"""The challenge flow of p.16 as a diagram: challenge → call or fold → showdown or fold, and who is out.

Steps run down the left; a choice that ends the challenge points right, to what happens then.
The boxes are narrow and read at a glance: their lines end between phrases (BreakMode.PHRASE).
Each choice names its outcome in content/pages/16-challenge.yaml: `next` leads down to the next
step (コール), an ending id (fold, showdown) to the first line of that quickref.yaml ending.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....booklet.elements import Element, at, column, layered, pill, sources_of
from ....booklet.figures import arrow_down, arrow_right, draw_line
from ....booklet.kit import Kit, centred_baseline
from ....booklet.richtext import plain_text
from ....booklet.stylesheet import ARROW, BODY, FLOW, FLOW_CHOICE, FLOW_LABEL_PILL, FLOW_OUTCOME, SPEECH, STEP_NUMBER, STEP_TITLE, TextStyle
from ....booklet.surface import Surface
from ....content.model import Ending
from ....content.pages import NEXT_STEP
from ....geometry import mm_to_pt
from ....typeset import Alignment, BreakMode
from ..blocks import ChallengeFlowBlock, FlowChoice, FlowStep

LEVEL_TOLERANCE = 0.5  # pt: an outcome this close to level with its step gets a straight arrow


@dataclass
class _Branch:
    choice: str
    outcome: Element | None  # None: the choice leads to the next step


def challenge_flow(block: ChallengeFlowBlock, kit: Kit, width: float) -> Element:
    steps = block.steps
    step_width = width * FLOW.step_share
    outcome_width = width - step_width - mm_to_pt(FLOW.branch_gap)
    rows = [
        _step_row(number, step, number < len(steps), kit, block, step_width, outcome_width, width) for number, step in enumerate(steps, 1)
    ]
    return column(rows, mm_to_pt(FLOW.row_gap))


def _outcome_for(choice: FlowChoice, kit: Kit) -> Ending | None:
    """The quickref.yaml ending this choice leads to; None for the next step (checked while loading)."""
    return None if choice.outcome == NEXT_STEP else kit.content.ending(choice.outcome)


def _step_row(
    number: int, step: FlowStep, has_next: bool, kit: Kit, block: ChallengeFlowBlock, step_width: float, outcome_width: float, width: float
) -> Element:
    box = _step_box(number, step, kit, block, step_width)
    branches = [] if step.choices or not has_next else [_Branch("", None)]  # a plain arrow on
    for choice in step.choices or ():
        ending = _outcome_for(choice, kit)
        outcome = None if ending is None else _outcome_box(ending, kit, block, outcome_width)
        branches.append(_Branch(plain_text(choice.text, kit.content), outcome))
    outcomes = [b.outcome for b in branches if b.outcome is not None]
    gap = mm_to_pt(FLOW.outcome_gap)
    height = max(box.height, sum(o.height for o in outcomes) + gap * max(len(outcomes) - 1, 0))
    continues = [b for b in branches if b.outcome is None]
    extra = mm_to_pt(FLOW.row_gap) if continues else 0.0
    choice_style = kit.edition_style(FLOW_CHOICE)

    def paint(surface: Surface, x: float, top: float) -> None:
        box.paint(surface, x, top)
        down = 0.0
        for branch in branches:
            if branch.outcome is None:
                _down_arrow(surface, branch.choice, x + step_width / 2, top - box.height, top - height - extra, choice_style)
                continue
            mid = top - down - branch.outcome.height / 2
            _branch_arrow(surface, branch.choice, x + step_width, top - box.height / 2, x + width - outcome_width, mid, choice_style)
            branch.outcome.paint(surface, x + width - outcome_width, top - down)
            down += branch.outcome.height + gap

    return Element(width, height, paint, sources=sources_of([box, *outcomes]))


def _step_box(number: int, step: FlowStep, kit: Kit, block: ChallengeFlowBlock, width: float) -> Element:
    pad, disc, disc_gap = mm_to_pt(FLOW.padding), mm_to_pt(FLOW.disc), mm_to_pt(FLOW.disc_gap)
    inner_width = width - 2 * pad - disc - disc_gap
    parts = [kit.text(step.title, inner_width, STEP_TITLE, block.where, Alignment.LEFT, BreakMode.PHRASE)]
    if step.text:
        parts.append(kit.text(step.text, inner_width, BODY, block.where, Alignment.LEFT, BreakMode.PHRASE))
    if step.label:
        parts.append(pill(kit.shrink_wrapped(step.label, inner_width, SPEECH, block.where), "red", FLOW_LABEL_PILL))
    inner = column(parts, mm_to_pt(FLOW.line_gap))
    height = max(inner.height, disc) + 2 * pad

    def background(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        surface.fill("tint")
        surface.stroke("blue")
        canvas.setLineWidth(mm_to_pt(FLOW.box_line))
        canvas.roundRect(x, top - height, width, height, mm_to_pt(FLOW.radius), stroke=1, fill=1)
        surface.fill("blue")
        centre = (x + pad + disc / 2, top - pad - disc / 2)
        canvas.circle(*centre, disc / 2, stroke=0, fill=1)
        draw_line(surface, str(number), STEP_NUMBER, centre[0], centred_baseline(STEP_NUMBER, centre[1]), "middle")

    return layered(background, at(inner, pad + disc + disc_gap, pad, width, height))


def _outcome_box(ending: Ending, kit: Kit, block: ChallengeFlowBlock, width: float) -> Element:
    """The first line of the ending: it says who is out (あがる)."""
    pad = mm_to_pt(FLOW.outcome_padding)
    text = kit.text(ending.lines[0], width - 2 * pad, FLOW_OUTCOME, block.where, Alignment.LEFT, BreakMode.PHRASE)
    height = text.height + 2 * pad

    def background(surface: Surface, x: float, top: float) -> None:
        surface.fill("yellow")
        surface.canvas.roundRect(x, top - height, width, height, mm_to_pt(FLOW.radius), stroke=0, fill=1)

    return layered(background, at(text, pad, pad, width, height))


def _branch_arrow(surface: Surface, choice: str, x0: float, y0: float, x1: float, y1: float, style: TextStyle = FLOW_CHOICE) -> None:
    """From the step's right edge (x0, y0) to an outcome's left edge (x1, y1): out, down if needed, across."""
    trunk = x0 + mm_to_pt(FLOW.trunk)
    if abs(y1 - y0) > LEVEL_TOLERANCE:
        surface.stroke("blue")
        surface.canvas.setLineWidth(mm_to_pt(ARROW.line))
        path = surface.canvas.beginPath()
        path.moveTo(x0, y0)
        path.lineTo(trunk, y0)
        path.lineTo(trunk, y1)
        surface.canvas.drawPath(path, stroke=1, fill=0)
        x0 = trunk
    arrow_right(surface, x0, x1 - mm_to_pt(FLOW.arrow_clearance), y1, "blue")
    draw_line(surface, choice, style, (max(x0, trunk) + x1) / 2, y1 + mm_to_pt(FLOW.choice_raise), "middle")


def _down_arrow(surface: Surface, choice: str, x: float, y0: float, y1: float, style: TextStyle = FLOW_CHOICE) -> None:
    clearance = mm_to_pt(FLOW.down_clearance)
    arrow_down(surface, x, y0 - clearance, y1 + clearance, "blue")
    if choice:
        draw_line(surface, choice, style, x + mm_to_pt(FLOW.choice_offset), centred_baseline(style, (y0 + y1) / 2))
