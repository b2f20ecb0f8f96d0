// Building the widgets' elements. User text always goes in as text (a text
// node or `textContent`), never as HTML.

// An element with attributes and children (strings become text nodes):
// `text` sets the text, `onNAME` adds a listener, `true` an empty attribute,
// and `false`, `null` or `undefined` leaves the attribute out.
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "text") element.textContent = value;
    else if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  element.append(...children.flat(Infinity).filter((child) => child !== null && child !== undefined));
  return element;
}

// An id no other element of the document has: several widgets may share it.
let uniqueId = 0;
export function newId(prefix) {
  uniqueId += 1;
  return `${prefix}-${uniqueId}`;
}

// A labelled <select>; options are [value, text] pairs.
export function selectField(label, testid, options, onChange) {
  const id = newId(testid);
  const select = h(
    "select",
    { id, "data-testid": testid, onchange: onChange },
    options.map(([value, text]) => h("option", { value, text })),
  );
  return { field: h("div", { class: "calc__field" }, h("label", { for: id, text: label }), select), select };
}

// A labelled number box.
export function numberField(label, testid, { min, value = "" } = {}, onInput) {
  const id = newId(testid);
  const input = h("input", {
    id,
    type: "number",
    inputmode: "numeric",
    step: 1,
    min,
    value,
    "data-testid": testid,
    oninput: onInput,
  });
  return { field: h("div", { class: "calc__field" }, h("label", { for: id, text: label }), input), input };
}

// A card as its corner shows it, named for screen readers: the site's card style.
export function cardPicture(code, config, t) {
  const suit = config.suits.find((s) => s.code === code[1]);
  return h(
    "span",
    { class: `card card--${suit.red ? "red" : "black"}`, role: "img", "aria-label": t(`card.${code}`) },
    h("span", { class: "card__rank", "aria-hidden": "true", text: t(`rank_index.${code[0]}`) }),
    h("span", { class: "card__suit", "aria-hidden": "true", text: suit.symbol }),
  );
}

// +4, −4 (a true minus sign), 0.
export function signed(amount) {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${-amount}`;
  return "0";
}
