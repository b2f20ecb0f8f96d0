"""Test-wide settings: hypothesis judges correctness here, never speed (see ``make bench``)."""

from hypothesis import settings

settings.register_profile("pinochle", deadline=None)
settings.load_profile("pinochle")
