"""The report's own words (Japanese, for the designer): titles, the questions each page answers,
how to read each chart. Every number comes from the data (figures.report_data)."""

from __future__ import annotations

from typing import Any

TITLE = "MIGHTY? バランスレポート"
RULE_SETS_HEADING = "比べたルール"
RULE_SET_COLUMNS = ("ルール", "説明", "基本ルール（content/rules.yaml）からの変更")
BASE_DESCRIPTION = "content/rules.yaml のルール。"
NO_CHANGE = "—"
HEADLINE_HEADING = "主な数値と、各ルールでの変化"
HEADLINE_COLUMN = "数値"
HEADLINE_NOTE = (
    "変化は基本ルールとの差（pt＝パーセントポイント、±0は完全に同じ値）。"
    "ボードの赤いカードは、各プレイヤーがいちばん強くなる色を選ぶ（Web計算と同じ）として数えています。"
)
DISTRIBUTION_HEADING = "強さはどう分布する？"
DISTRIBUTION_HOW = (
    "棒：その強さになる配りの割合（赤い棒は特殊ハンド）。赤い線：その強さ以上になる割合（右の目盛り）。"
    "例えば「強さ10の線が20%」なら、5回に1回は強さ10以上のハンドが来ます。すべてのルールで縦軸は同じです。"
)
SHOWDOWN_HEADING = "宣言者のハンドの強さで、ショーダウンに勝てる確率は？"
SHOWDOWN_HOW = (
    "同じボードで、残りのカードから配られた挑戦者のハンドに、宣言者が勝つ確率（同点はそのルールの同点規則による）。"
    "線が点線の50%を超える強さから、宣言は勝ちやすくなります。"
)
ROUND_HEADING = "何人で遊ぶと、誰かがMIGHTYかDOUBLE 2枚を持つ？"
ROUND_HOW = "1ラウンドで、少なくとも1人のハンドがMIGHTY（MIGHTY＋DOUBLEを含む）かDOUBLE 2枚になる確率。"


def intro(data: dict[str, Any]) -> str:
    base = data["rule_sets"][0]
    return (
        f"{data['deck_size']}枚のデッキのすべての配り（ボードとハンド {base['deals']:,}通り、宣言者と挑戦者のハンドの組 "
        f"{base['showdown_deals']:,}通り）を数えた正確な値です。基本ルールと、content/variants/ の各バリアント"
        f"（{len(data['rule_sets']) - 1}件）を並べています。数値はすべて build/balance.json にあります。"
    )


def record_marks(data: dict[str, Any]) -> dict[str, str]:
    """The x axes name the special classes by the marks a player writes (p.11): M, D×2."""
    return dict(data["rule_sets"][0]["records"])


def marks_note(data: dict[str, Any]) -> str:
    marks = record_marks(data)
    return "、".join(f"{mark}＝{name}" for name, mark in marks.items())
