"""The English edition's text: translations of every Japanese text, kept in content/en/.

units.py   every Japanese text that is printed, with a stable key and a fingerprint
store.py   the translation files content/en/…: key → (English text, fingerprint it was made from)
status.py  stale, missing and orphaned translations, each one message with both FILE:LINEs
english.py the English Content: the same content with every text swapped for its translation
terms.py   the terminology check (a glossary term of the Japanese sentence rendered as its English term)
"""

EDITIONS = ("ja", "en")  # here, not in edition.py: the CLI's --edition choices, without importing the translation code
