"""Every distinct face and back of each component laid out once, for all outputs to share.

`faces_of(content)` is the game's deck at layout.yaml's cards.trim with its one back (the tuck box,
the tabletop deck and the preview read it); `component_faces(content)` is every component of the
game (components.yaml; without one, that same deck), each with its own size, items and backs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from ..content.components import CARD_TRIM, DEFAULT_ID, Component, Size, default_deck
from ..content.model import Content
from ..errors import Problems
from ..game import BACK, DECK, FRONT, CardDrawing, CardFace, Part
from .design import CardGeometry
from .drawn_colours import drawing_of
from .plain_parts import face_or_back
from .primitives import Primitive

Side = Callable[[CardDrawing, CardFace, str, CardGeometry], list[Primitive]]  # Game.side


@dataclass(frozen=True)
class Faces:
    geometry: CardGeometry
    drawing: CardDrawing
    fronts: dict[CardFace, list[Primitive]]  # deck order (content.deck.faces())
    back: list[Primitive]  # the first back group's (the one back of a deck with one back)
    copies: dict[CardFace, int]
    ink_saving_back: list[Primitive]  # for home printers: the lattice and title on paper
    component: Component = field(default_factory=lambda: default_deck(63, 88, 0.32))
    backs: dict[str, list[Primitive]] = field(default_factory=dict)  # each back group's back, in the order first met
    ink_saving_backs: dict[str, list[Primitive]] = field(default_factory=dict)  # the same for home printers
    back_of: dict[CardFace, str] = field(default_factory=dict)  # each face → its back group

    @property
    def deck_order(self) -> list[CardFace]:
        """Every physical card, face by face (39 for the game's deck)."""
        return [card for card, n in self.copies.items() for _ in range(n)]

    @property
    def one_back(self) -> bool:
        """Whether every item shares one back (the print file is the fronts, then that back)."""
        return len(self.backs) <= 1

    def group_of(self, card: CardFace) -> str:
        return self.back_of.get(card, DECK)


def faces_of(content: Content) -> Faces:
    """Lays out each face; raises BuildError naming the card when its text does not fit."""
    geometry = CardGeometry.of(content.card)
    drawing = drawing_of(content)
    fronts: dict[CardFace, list[Primitive]] = {card: drawing.face(card, geometry) for card in content.deck.faces()}
    back, saving = drawing.back(DECK, geometry), drawing.back(DECK, geometry, ink_saving=True)
    return Faces(
        geometry,
        drawing,
        fronts,
        back,
        {card: n for card, n in content.deck.copies.items()},
        saving,
        default_deck(geometry.width, geometry.height, content.tuckbox.card_thickness),
        {DECK: back},
        {DECK: saving},
        dict.fromkeys(fronts, DECK),
    )


def components_of(content: Content) -> tuple[Component, ...]:
    """The game's components: components.yaml's, or its one deck at cards.trim."""
    if content.components:
        return tuple(_with_its_stock(component, content) for component in content.components)
    return (default_deck(content.card.width.mm, content.card.height.mm, content.tuckbox.card_thickness),)


def _with_its_stock(component: Component, content: Content) -> Component:
    """The game's deck is printed on layout.yaml's tuckbox.card_thickness (components.yaml writes no stock for it)."""
    return replace(component, stock=content.tuckbox.card_thickness) if component.is_default else component


def component_faces(content: Content) -> list[Faces]:
    """Every component laid out: its items' fronts and its backs. Raises BuildError at the component's
    line in components.yaml for items the game does not give or a back group an item lacks."""
    if not content.components:
        return [faces_of(content)]
    problems = Problems()
    laid = [_laid_out(component, content, problems) for component in components_of(content)]
    problems.raise_if_any()
    _check_each_card_once([faces for faces in laid if faces is not None], content, problems)
    problems.raise_if_any()
    return [faces for faces in laid if faces is not None]


def _check_each_card_once(laid: list[Faces], content: Content, problems: Problems) -> None:
    """Every card of the deck is printed, once: in exactly one component."""
    first: dict[CardFace, str] = {}
    for faces in laid:
        again = {item.name: first[item] for item in faces.copies if item in first}
        first.update({item: faces.component.id for item in faces.copies if item not in first})
        if again:
            held = ", ".join(f"{name} (in {other})" for name, other in again.items())
            problems.add(
                faces.component.where, f"components.{faces.component.id}.items: found {held} again, expected each card in one component"
            )
    missing = [card.name for card in content.deck.faces() if card not in first]
    if missing:
        problems.add(
            content.components[0].where,
            f"components: found no component holding {', '.join(missing)}, "
            "expected every card of deck.yaml in one (else it is never printed)",
        )


def geometry_of(component: Component, content: Content) -> CardGeometry:
    """The component's trim, with layout.yaml's card bleed (unless it gives its own) and safe margin."""
    bleed = content.card.bleed.mm if component.bleed is None else component.bleed
    safe = min(content.card.safe.mm, component.size.width / 4, component.size.height / 4)
    return CardGeometry(component.size.width, component.size.height, bleed, safe)


def _laid_out(component: Component, content: Content, problems: Problems) -> Faces | None:
    if component.is_default:
        return _the_deck(component, content, problems)
    copies = items_of(component, content, problems)
    if copies is None:
        return None
    geometry, drawing, side = geometry_of(component, content), drawing_of(content), content.plugin.side or face_or_back
    fronts = {item: _front(drawing, item, geometry, side) for item in copies}
    back_of = _back_groups(component, copies, content, problems)
    if back_of is None:
        return None
    backs: dict[str, list[Primitive]] = {}
    saving: dict[str, list[Primitive]] = {}
    for item, group in back_of.items():
        if group in backs:
            continue
        if component.backs.rule == "per-item":
            backs[group] = saving[group] = side(drawing, item, BACK, geometry)
        else:
            backs[group] = drawing.back(group, geometry)
            saving[group] = drawing.back(group, geometry, ink_saving=True)
    first = next(iter(backs))
    return Faces(geometry, drawing, fronts, backs[first], dict(copies), saving[first], component, backs, saving, back_of)


def _the_deck(component: Component, content: Content, problems: Problems) -> Faces | None:
    """The game's deck written in components.yaml: today's deck at cards.trim, with the component's stock."""
    trim = (round(content.card.width.mm, 2), round(content.card.height.mm, 2))
    if component.size == CARD_TRIM:
        component = replace(component, size=Size(*trim, name=component.size.name))
    if (round(component.size.width, 2), round(component.size.height, 2)) != trim:
        problems.add(
            component.where,
            f"components.{component.id}.size: found {component.size.width:g}×{component.size.height:g} mm for the game's deck, "
            f"expected layout.yaml's cards.trim ({trim[0]:g}×{trim[1]:g} mm), which its print files and box are made for",
        )
        return None
    return replace(faces_of(content), component=component)


def _front(drawing: CardDrawing, item: CardFace, geometry: CardGeometry, side: Side) -> list[Primitive]:
    """A card's face; a plain part's (a count of tokens) front is drawn by the game's `side`."""
    return side(drawing, item, FRONT, geometry) if isinstance(item, Part) else drawing.face(item, geometry)


def items_of(component: Component, content: Content, problems: Problems) -> Mapping[CardFace, int] | None:
    """The component's items and their copies, in the game's order."""
    spec = component.items
    if spec is None and component.count is not None:
        return {Part(component.id, component.id): component.count}
    if spec is None:
        return dict(content.deck.copies)
    if spec.group is not None:
        items = dict(content.plugin.component_items(spec.group, content))
        if not items:
            problems.add(
                component.where,
                f"components.{component.id}.items: found no items of the group {spec.group!r}, "
                "expected the game's code to give some (Game.component_items)",
            )
            return None
        return items
    missing = [card.name for card in spec.cards if card not in content.deck]
    if missing:
        problems.add(
            component.where,
            f"components.{component.id}.items: found {', '.join(missing)}, which the deck does not hold; expected cards of deck.yaml",
        )
        return None
    return {card: content.deck.count(card) for card in dict.fromkeys(spec.cards)}


def _back_groups(component: Component, copies: Mapping[CardFace, int], content: Content, problems: Problems) -> dict[CardFace, str] | None:
    """Each item's back group: the component's id (one back), its field's value (per), its key (per-item)."""
    rule = component.backs.rule
    if rule == "one":
        return dict.fromkeys(copies, DEFAULT_ID if component.is_default else component.id)
    if rule == "per-item":
        return {item: item.key for item in copies}
    field_name = component.backs.field or ""
    groups = {item: content.plugin.back_group(item, field_name, content) for item in copies}
    lacking = [item.name for item, group in groups.items() if group is None]
    if lacking:
        problems.add(
            component.where,
            f"components.{component.id}.backs: found no {field_name!r} on {', '.join(lacking)}, "
            "expected a field every item has (Game.back_group)",
        )
        return None
    return {item: str(group) for item, group in groups.items()}


def face_name(card: CardFace) -> str:
    """ASCII file-name part: the card's key (plugins.CardFace)."""
    key: str = card.key
    return key
