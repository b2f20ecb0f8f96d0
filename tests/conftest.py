"""Test-wide settings and the one build of the site per test session.

hypothesis judges correctness here, never speed (see ``make bench``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings
from local_site import build_site

settings.register_profile("pinochle", deadline=None)
settings.load_profile("pinochle")


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole site, built once per session (``mkdocs build --strict``) into a temporary folder.

    Built on first use, shared by the site and browser tests; if the build
    fails, every test that reads the site fails at once with its output.
    """
    target = tmp_path_factory.mktemp("site")
    done = build_site(target)
    if done.returncode:
        pytest.fail(f"mkdocs build --strict failed:\n{done.stdout}{done.stderr}")
    return target
