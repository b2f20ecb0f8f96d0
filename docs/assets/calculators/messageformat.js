// The catalogs' ICU MessageFormat subset, the twin of engine/pinochle/messageformat.py:
// {name}; {n, plural, =0 {…} one {# …} other {…}}; {x, select, a {…} other {…}};
// {xs, list, and|or}. Plural categories from Intl.PluralRules, lists from
// Intl.ListFormat; apostrophes quote as in ICU ('' is one, ' before { } # | opens a quote).
// A missing simple parameter is left as {name}; a malformed message throws.

const QUOTABLE = "{}#|";
const trees = new Map();

class MessageSyntaxError extends Error {}

function parse(message) {
  let i = 0;
  const fail = (problem) => new MessageSyntaxError(`${problem} at ${i} in ${JSON.stringify(message)}`);
  const space = () => {
    while (i < message.length && /\s/.test(message[i])) i += 1;
  };
  const word = () => {
    space();
    const start = i;
    while (i < message.length && /[\p{L}\p{N}_=-]/u.test(message[i])) i += 1;
    if (i === start) throw fail("a name is missing");
    const found = message.slice(start, i);
    space();
    return found;
  };
  const expect = (char) => {
    if (message[i] !== char) throw fail(`'${char}' expected`);
    i += 1;
  };
  const argument = () => {
    i += 1;
    const name = word();
    if (message[i] === "}") {
      i += 1;
      return { arg: name };
    }
    expect(",");
    const kind = word();
    expect(",");
    if (kind === "list") {
      const style = word();
      if (style !== "and" && style !== "or") throw fail(`unknown list style '${style}'`);
      expect("}");
      return { list: name, style };
    }
    if (kind !== "plural" && kind !== "select") throw fail(`unknown argument type '${kind}'`);
    const cases = {};
    space();
    while (i < message.length && message[i] !== "}") {
      const key = word();
      if (key in cases) throw fail(`the form '${key}' appears twice`);
      expect("{");
      cases[key] = parts(kind === "plural", true);
      space();
    }
    expect("}");
    if (!("other" in cases)) throw fail(`${name}: the form 'other' is missing`);
    return kind === "plural" ? { plural: name, cases } : { select: name, cases };
  };
  const parts = (inPlural, nested) => {
    const out = [];
    let literal = "";
    const flush = () => {
      if (literal) out.push(literal);
      literal = "";
    };
    while (i < message.length) {
      const char = message[i];
      if (char === "'") {
        if (message.startsWith("''", i)) {
          literal += "'";
          i += 2;
        } else if (i + 1 < message.length && QUOTABLE.includes(message[i + 1])) {
          let close = i + 1;
          for (;;) {
            close = message.indexOf("'", close);
            if (close < 0) throw fail("unclosed quote");
            if (!message.startsWith("''", close)) break;
            close += 2;
          }
          literal += message.slice(i + 1, close).replaceAll("''", "'");
          i = close + 1;
        } else {
          literal += "'";
          i += 1;
        }
      } else if (char === "{") {
        flush();
        out.push(argument());
      } else if (char === "}") {
        if (!nested) throw fail("unmatched '}'");
        flush();
        i += 1;
        return out;
      } else if (char === "#" && inPlural) {
        flush();
        out.push({ number: true });
        i += 1;
      } else {
        literal += char;
        i += 1;
      }
    }
    if (nested) throw fail("missing '}'");
    flush();
    return out;
  };
  return parts(false, false);
}

function render(lang, tree, params, number) {
  let out = "";
  for (const part of tree) {
    if (typeof part === "string") out += part;
    else if (part.number) out += String(number);
    else if ("arg" in part) out += part.arg in params ? String(params[part.arg]) : `{${part.arg}}`;
    else if ("plural" in part) {
      const value = params[part.plural];
      if (!Number.isInteger(value)) throw new TypeError(`${part.plural} must be an integer`);
      const form =
        part.cases[`=${value}`] ??
        part.cases[new Intl.PluralRules(lang).select(value)] ??
        part.cases.other;
      out += render(lang, form, params, value);
    } else if ("select" in part) {
      const value = String(params[part.select]);
      const form = Object.hasOwn(part.cases, value) ? part.cases[value] : part.cases.other;
      out += render(lang, form, params, number);
    } else {
      const items = params[part.list];
      if (!Array.isArray(items)) throw new TypeError(`${part.list} must be a list`);
      const type = part.style === "and" ? "conjunction" : "disjunction";
      // English lists as the pages write them, without the serial comma (en-GB's pattern).
      const locale = lang === "en" ? "en-GB" : lang;
      out += new Intl.ListFormat(locale, { type }).format(items.map(String));
    }
  }
  return out;
}

// `message` in `lang` with `params` filled in; each message is parsed once.
export function formatMessage(lang, message, params = {}) {
  let tree = trees.get(message);
  if (tree === undefined) {
    tree = parse(message);
    trees.set(message, tree);
  }
  return render(lang, tree, params, undefined);
}
