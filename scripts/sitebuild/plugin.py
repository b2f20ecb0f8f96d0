"""The build's events: prepare the browser runtime, render each page's markers, stage the runtime.

Before the build, the browser runtime (the standard library in two zips, the
start-up part precompiled, and the engine zip) is prepared
(``scripts/stage_pyodide.py``), and the walkthroughs of the last build are
forgotten; after it, the runtime is copied into ``assets/pyodide/`` with the
unmodified Pyodide runtime. In between, each page's markers are rendered in
the page file's language, and the theme's own strings are worded in it
(``sitebuild.theme_words``): mkdocs-static-i18n (suffix structure) gives each
file a ``locale``, ``fi`` for ``checks.fi.md``.
"""

from __future__ import annotations

from pathlib import Path

import offline
from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from pinochle.catalog import LANGUAGES, Catalog
from stage_pyodide import Runtime, StagingError, prepare, stage

from sitebuild import reader_language
from sitebuild.context import Context
from sitebuild.markers import render_markers
from sitebuild.theme_words import theme_text, use_page_language
from sitebuild.walkthroughs import new_build
from sitebuild.widgets import start_in_head


class SiteBuild:
    """One build's state: the runtime prepared before the pages and staged after them.

    Its ``on_*`` methods are MkDocs events, with the signatures of
    ``mkdocs.plugins.BasePlugin``'s (whose subclasses need a config class).
    """

    def __init__(self) -> None:
        self.runtime: Runtime | None = None
        offline.quiet_instant_warning()

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        """Prepare the browser runtime once per build."""
        new_build()
        try:
            self.runtime = prepare()
        except StagingError as error:
            raise PluginError(str(error)) from None

    def on_page_markdown(
        self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files
    ) -> str:
        """Replace every marker of the page by its HTML, in the page file's language."""
        source = page.file.src_uri
        lang = getattr(page.file, "locale", config.theme["language"])
        if lang not in LANGUAGES:
            raise PluginError(f"{source}: no catalog for language '{lang}'")
        if self.runtime is None:
            raise PluginError("the browser runtime was not prepared before the pages")
        catalog = Catalog.load(lang)
        use_page_language(config, catalog)
        return render_markers(markdown, Context(catalog, page.url, self.runtime.config()), source)

    def on_env(self, env: Environment, /, *, config: MkDocsConfig, files: Files) -> Environment:
        """Give the theme's templates the catalogs' words for its own strings."""
        env.globals["theme_text"] = theme_text
        return env

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        """The page's head in the reader's language, linking the offline script, the
        manifest and the icon, and starting the engine's worker on a page with a widget."""
        lang = getattr(page.file, "locale", config.theme["language"])
        if self.runtime is None:
            raise PluginError("the browser runtime was not prepared before the pages")
        html = start_in_head(output, page.url, self.runtime.config())
        return offline.page_head(reader_language.page_html(html, lang), lang, page.url)

    # After mkdocs-static-i18n's (-100), which builds the other languages: the
    # offline files (scripts/offline/) are made once, from the whole site.
    @event_priority(-200)
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        """Copy the runtime into the built site; once every language is built, the search and
        the offline files."""
        if self.runtime is None:
            raise PluginError("the browser runtime was not prepared")
        stage(self.runtime, Path(config.site_dir))
        # True while mkdocs-static-i18n builds the other languages, each with this event.
        if not getattr(config.plugins["i18n"], "building", False):
            # Every language is built: first the per-language search and sitemaps, then the
            # offline files, whose revisions must see them.
            reader_language.after_all_builds()
            folders, order = offline.language_folders(config), offline.nav_pages(config)
            offline.finish(config.site_dir, folders, order)

    def on_post_template(self, output: str, /, *, template_name: str, config: MkDocsConfig) -> str:
        """Each language's not-found page goes to its folder; the root one stays English."""
        if template_name != reader_language.NOT_FOUND:
            return output
        return reader_language.not_found_built(Path(config.site_dir), output)

    # The site in the reader's language: sitebuild.reader_language.
    def on_page_content(
        self, html: str, /, *, page: Page, config: MkDocsConfig, files: Files
    ) -> str:
        return reader_language.page_content(html)
