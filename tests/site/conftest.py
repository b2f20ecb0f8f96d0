"""One strict build of the whole site per test session, into a temporary folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from local_site import build_site


@dataclass(frozen=True)
class Build:
    site: Path
    returncode: int
    output: str


@pytest.fixture(scope="session")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    site = tmp_path_factory.mktemp("site")
    result = build_site(site)
    return Build(site, result.returncode, result.stdout + result.stderr)


@pytest.fixture(scope="session")
def site(build: Build) -> Path:
    """The built site; the tests that read it fail at once if the build failed."""
    if build.returncode:
        pytest.fail(f"mkdocs build --strict failed:\n{build.output}")
    return build.site
