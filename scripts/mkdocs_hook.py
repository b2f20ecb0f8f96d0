"""The site's one MkDocs hook (``hooks:`` in mkdocs.yml): markers, widgets, the browser runtime.

MkDocs loads this file with its folder on the import path, so the build's
package ``sitebuild`` (the markers and their renderers, ``sitebuild.markers``)
and ``stage_pyodide`` are imported from beside it. One ``SiteBuild`` holds a
build's state from ``on_pre_build`` to ``on_post_build``; MkDocs calls its
events through these names.
"""

from __future__ import annotations

from sitebuild.plugin import SiteBuild

_build = SiteBuild()

on_pre_build = _build.on_pre_build
on_page_markdown = _build.on_page_markdown
on_env = _build.on_env
on_post_build = _build.on_post_build
on_page_content = _build.on_page_content
on_post_page = _build.on_post_page
on_post_template = _build.on_post_template
