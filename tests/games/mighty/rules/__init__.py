"""Tests of MIGHTY?'s rules engine (generator/games/mighty/rules/), one file per module; each rule test names its manuscript page."""
