// A walkthrough's text version (the <details> the page comes with), rewritten
// for a new deal like the page's own: chapters of numbered steps.
import { h } from "../dom.js";

export function rewriteStory(story, { steps, chapters }) {
  const starts = new Map(chapters.map((chapter) => [chapter.step, chapter.label]));
  const sections = [];
  let list = null;
  steps.forEach((step, index) => {
    if (starts.has(index) || !list) {
      list = h("ol", { class: "walkthrough__steps" });
      sections.push(
        h(
          "section",
          { class: "walkthrough__chapter" },
          h("p", { class: "walkthrough__chapter-title", text: starts.get(index) ?? "" }),
          list,
        ),
      );
    }
    list.append(h("li", { "data-step": index, "data-kind": step.kind }, h("p", { text: step.text })));
  });
  story.replaceChildren(story.querySelector("summary"), ...sections);
}
