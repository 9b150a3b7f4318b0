"""Tests of generator.rules, one file per module; each rule test names its manuscript page."""
