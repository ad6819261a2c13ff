// Literal prefixes of a regex: a set of lower-case ASCII strings one of which every match starts
// with (case-insensitively). A search may then try the regex only where a prefix occurs (see
// regex_index.ts); when no such set can be proven, leadingLiterals returns undefined.

type Node =
  | { kind: "lit"; ch: string }
  | { kind: "any" } // a class, \d, ., a backreference…: consumes text, no literal
  | { kind: "zero"; edge?: boolean } // assertions and lookarounds: consume nothing; edge = \b
  | { kind: "group"; alts: Item[][] };
type Item = { node: Node; min: number; max: number };
type Pre = Array<{ s: string; open: boolean }>;

const MAX_PREFIXES = 400;
const MAX_PREFIX_CHARS = 12;
const MIN_PREFIX_CHARS = 2;
/** Larger classes are not worth expanding into alternatives. */
const MAX_CLASS = 26;
// Escapes of ASCII punctuation stand for themselves; whitespace is left out (see literal()).
const IDENTITY_ESCAPE = /[.^$*+?()[\]{}|/\\\-:<>'"!@#%&=,;~`_]/;
const QUANTIFIER = /^\{(\d+)(?:,(\d*))?\}/;

class Parser {
  i = 0;
  /** blanks: whitespace (`\s`, ` `, `\t`, `[ \t]`…) reads as " ", standing for all of `\s`. */
  constructor(readonly src: string, readonly blanks = false) {}

  alternatives(): Item[][] {
    const alts: Item[][] = [[]];
    while (this.i < this.src.length && this.src[this.i] !== ")") {
      if (this.src[this.i] === "|") {
        this.i++;
        alts.push([]);
        continue;
      }
      const node = this.atom();
      alts[alts.length - 1].push({ node, ...this.quantifier() });
    }
    return alts;
  }

  quantifier(): { min: number; max: number } {
    const c = this.src[this.i];
    let q: { min: number; max: number } | undefined;
    if (c === "*") q = { min: 0, max: Infinity };
    else if (c === "+") q = { min: 1, max: Infinity };
    else if (c === "?") q = { min: 0, max: 1 };
    if (q) this.i++;
    else if (c === "{") {
      const m = QUANTIFIER.exec(this.src.slice(this.i));
      if (!m) return { min: 1, max: 1 };
      this.i += m[0].length;
      q = {
        min: Number(m[1]),
        max: m[2] === undefined ? Number(m[1]) : m[2] === "" ? Infinity : Number(m[2]),
      };
    } else return { min: 1, max: 1 };
    if (this.src[this.i] === "?") this.i++; // lazy
    return q;
  }

  atom(): Node {
    const c = this.src[this.i++];
    if (c === "(") return this.group();
    if (c === "[") return this.charClass();
    if (c === "\\") return this.escape();
    if (c === "^" || c === "$") return { kind: "zero" };
    if (c === ".") return { kind: "any" };
    if (this.blanks && BLANK_CHAR.test(c)) return BLANK;
    return literal(c);
  }

  group(): Node {
    const rest = this.src.slice(this.i, this.i + 3);
    let zero = false;
    if (rest.startsWith("?=") || rest.startsWith("?!")) (zero = true, this.i += 2);
    else if (rest.startsWith("?<=") || rest.startsWith("?<!")) (zero = true, this.i += 3);
    else if (rest.startsWith("?<")) this.i = this.src.indexOf(">", this.i) + 1;
    else if (rest.startsWith("?")) this.i = this.src.indexOf(":", this.i) + 1; // ?: and ?i: ?-i:
    const alts = this.alternatives();
    if (this.src[this.i++] !== ")") throw new Error("unbalanced group");
    return zero ? { kind: "zero" } : { kind: "group", alts };
  }

  /** A small class of printable ASCII (`[A-Za-z]`, `[-_]`) stands for its members, else "any". */
  charClass(): Node {
    const members = new Set<string>();
    let exact = this.src[this.i] !== "^";
    let prev: string | undefined;
    while (this.i < this.src.length && this.src[this.i] !== "]") {
      let c = this.src[this.i++];
      // With `blanks`, a whitespace member (`\s`, `\t`, a space…) reads as " "; one that opens a
      // range (`[ -~]`) is not expanded.
      if (this.blanks && (c === "\\" ? BLANK_ESCAPE.test(this.src[this.i]) : BLANK_CHAR.test(c))) {
        if (c === "\\") this.i++;
        if (this.src[this.i] === "-" && this.src[this.i + 1] !== "]") exact = false;
        members.add(" ");
        prev = undefined;
        continue;
      }
      if (c === "\\") {
        c = this.src[this.i++];
        if (!IDENTITY_ESCAPE.test(c)) exact = false; // \d, \w, \s, \u…: not expanded
      } else if (c === "-" && prev !== undefined && this.src[this.i] !== "]") {
        let to = this.src[this.i++];
        if (to === "\\") (to = this.src[this.i++], exact &&= IDENTITY_ESCAPE.test(to));
        for (let k = prev.charCodeAt(0) + 1; k <= to.charCodeAt(0); k++) {
          members.add(String.fromCharCode(k));
        }
        prev = undefined;
        continue;
      }
      members.add(c);
      prev = c;
    }
    this.i++;
    const lower = [...new Set([...members].map((m) => m.toLowerCase()))];
    const nodes = lower.map((m) => m === " " && this.blanks ? BLANK : literal(m));
    if (!exact || lower.length > MAX_CLASS || nodes.some((n) => n.kind !== "lit")) {
      return { kind: "any" };
    }
    return { kind: "group", alts: nodes.map((node) => [{ node, min: 1, max: 1 }]) };
  }

  escape(): Node {
    const c = this.src[this.i++];
    if (this.blanks && BLANK_ESCAPE.test(c)) return BLANK;
    if (c === "b" || c === "B") return { kind: "zero", edge: c === "b" };
    if (c === "u" && this.src[this.i] === "{") this.i = this.src.indexOf("}", this.i) + 1;
    else if (c === "u") this.i += 4;
    else if (c === "x") this.i += 2;
    else if (c === "c") this.i += 1;
    else if ((c === "p" || c === "P") && this.src[this.i] === "{") {
      this.i = this.src.indexOf("}", this.i) + 1;
    } else if (c === "k" && this.src[this.i] === "<") this.i = this.src.indexOf(">", this.i) + 1;
    else if (IDENTITY_ESCAPE.test(c)) return literal(c);
    return { kind: "any" };
  }
}

// With `blanks`, one whitespace character: the regex index's walk reads every code unit `\s`
// matches as the symbol of " " (regex_index.ts), so a literal " " there stands for all of them.
const BLANK: Node = { kind: "lit", ch: " " };
const BLANK_CHAR = /^\s$/;
/** Escapes of whitespace only (`\s`, `\t`, `\n`, `\r`, `\f`, `\v`); a `-` makes a range. */
const BLANK_ESCAPE = /^[stnrfv]$/;

/** Printable ASCII other than whitespace is a literal; anything else is treated as a class. */
function literal(c: string): Node {
  const code = c.charCodeAt(0);
  return code > 32 && code < 127 ? { kind: "lit", ch: c.toLowerCase() } : { kind: "any" };
}

function prefixesOf(node: Node): Pre {
  if (node.kind === "lit") return [{ s: node.ch, open: true }];
  if (node.kind === "any") return [{ s: "", open: false }];
  if (node.kind === "zero") return [{ s: "", open: true }];
  return node.alts.flatMap(sequence);
}

/** Each prefix still open (the match so far is all literal) is extended by the next item. */
function sequence(items: Item[]): Pre {
  let cur: Pre = [{ s: "", open: true }];
  for (const { node, min, max } of items) {
    if (!cur.some((p) => p.open)) break;
    let options = prefixesOf(node);
    if (min !== 1 || max !== 1) options = options.map((o) => ({ s: o.s, open: false }));
    if (min === 0) options = [...options, { s: "", open: true }];
    const next: Pre = [];
    for (const p of cur) {
      if (!p.open) next.push(p);
      else {for (const o of options) {
          next.push({ s: p.s + o.s, open: o.open && p.s.length + o.s.length < MAX_PREFIX_CHARS });
        }}
    }
    const extended = dedupe(next);
    // Too many: the prefixes so far (shorter, still one of them starts every match) are kept.
    if (extended.length > MAX_PREFIXES) return dedupe(cur.map((p) => ({ s: p.s, open: false })));
    cur = extended;
  }
  return cur;
}

function dedupe(pre: Pre): Pre {
  const seen = new Map<string, boolean>();
  // A prefix that may end (closed) in one alternative cannot be extended for all of them.
  for (const p of pre) seen.set(p.s, (seen.get(p.s) ?? true) && p.open);
  return [...seen].map(([s, open]) => ({ s, open }));
}

function parse(re: RegExp, blanks = false): Item[][] | undefined {
  if (re.sticky || re.unicodeSets) return undefined;
  try {
    const parser = new Parser(re.source, blanks);
    const alts = parser.alternatives();
    return parser.i === re.source.length ? alts : undefined;
  } catch {
    return undefined;
  }
}

/** The alternative opens with `\b` (after other assertions), or never with a word character. */
function opensAtEdge(alt: Item[]): boolean {
  const k = alt.findIndex((it) => it.node.kind !== "zero" || it.node.edge === true);
  const first = alt[k];
  if (first !== undefined && first.min >= 1) {
    if (first.node.kind === "zero") return true;
    if (first.node.kind === "group" && first.node.alts.every(opensAtEdge)) return true;
  }
  return sequence(alt).every((p) => p.s.length > 0 && !/^[a-z0-9_]/.test(p.s));
}

/**
 * True when no match of `re` can start between two word characters: each alternative opens with
 * `\b` or with a character outside [A-Za-z0-9_], so a search may skip such candidates untried.
 */
export function noMatchInsideWord(re: RegExp): boolean {
  const alts = parse(re);
  return alts !== undefined && alts.every(opensAtEdge);
}

/**
 * Lower-case ASCII strings (at least 2 characters) one of which starts every match of `re`, with
 * none that is an extension of another; undefined when unknown (a match may start with a class).
 * `blanks`: read on through whitespace, a " " in a string standing for any code unit `\s` matches
 * (for the regex index only: its walk reads them all as " ").
 */
export function leadingLiterals(re: RegExp, blanks = false): string[] | undefined {
  const alts = parse(re, blanks);
  if (alts === undefined) return undefined;
  // The keyword automaton reads a run of blanks in a keyword as one " " (keyword_automaton.ts)
  // while the index's walk reads one per character: a literal keeps one blank of a run.
  const all = alts.flatMap(sequence).map((p) =>
    p.s.slice(0, MAX_PREFIX_CHARS).replace(/ {2}.*/, " ")
  );
  if (all.some((s) => s.length < MIN_PREFIX_CHARS)) return undefined;
  const sorted = [...new Set(all)].sort();
  // A string that extends a shorter one adds no candidate position (sorted: it follows it).
  return sorted.filter((s, i) => !sorted.slice(0, i).some((t) => s.startsWith(t)));
}
