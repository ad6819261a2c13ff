// Some hints match only runs of one small ASCII class, at least so long: every match of the
// credit-card hint `\d(?:(?:[ +.-]|%20)?\d){12}` is 13+ characters of [0-9 +.%-], of the
// hex-uuid-key hint 16+ of [-0-9a-f]. A text without such a run cannot match, and
// long_runs.firstRun finds the first run reading a fraction of the characters (it checks the
// last character of each window first), where the regex engine tries nearly every position.
// runShape derives the class and the least length from the regex, or gives up.

export interface RunShape {
  /** ASCII code → 1 when some match may hold that character. */
  table: Uint8Array;
  /** ASCII code → 1 when some match may open with that character. */
  first: Uint8Array;
  /** No match is shorter. */
  min: number;
  /** Copies of the regex to try at an offset, and to search from one. */
  sticky: RegExp;
  global: RegExp;
}

/** Characters a match may hold, those it may open with, and its least length. */
type Shape = { chars: number[]; first: number[]; min: number };

/** Shorter least lengths: the skip search saves little over the regex. */
const MIN_RUN = 12;
const ZERO: Shape = { chars: [], first: [], min: 0 };
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, k) => a + k);
const DIGITS = range(48, 57);
const WORD = [...DIGITS, ...range(65, 90), ...range(97, 122), 95];
const PUNCT = /^[!-/:-@[-`{-~]$/;

class GiveUp extends Error {}

const one = (chars: number[]): Shape => ({ chars, first: chars, min: 1 });

class Parser {
  i = 0;
  constructor(readonly src: string) {}

  /** Alternatives up to `)` or the end: the union of their characters, the least of their mins. */
  alternatives(): Shape {
    const alts: Shape[] = [{ chars: [], first: [], min: 0 }];
    while (this.i < this.src.length && this.src[this.i] !== ")") {
      if (this.src[this.i] === "|") {
        this.i++;
        alts.push({ chars: [], first: [], min: 0 });
        continue;
      }
      const atom = this.atom();
      const cur = alts[alts.length - 1];
      // Until an element that always consumes, each may hold the match's first character.
      if (cur.min === 0) cur.first.push(...atom.first);
      cur.chars.push(...atom.chars);
      cur.min += atom.min * this.leastRepeat();
    }
    return {
      chars: alts.flatMap((a) => a.chars),
      first: alts.flatMap((a) => a.first),
      min: Math.min(...alts.map((a) => a.min)),
    };
  }

  leastRepeat(): number {
    const c = this.src[this.i];
    let n = 1;
    if (c === "*" || c === "?") n = 0;
    else if (c === "{") {
      const m = /^\{(\d+)(?:,\d*)?\}/.exec(this.src.slice(this.i));
      if (m === null) throw new GiveUp();
      n = Number(m[1]);
      this.i += m[0].length - 1;
    } else if (c !== "+") return 1;
    this.i++;
    if (this.src[this.i] === "?") this.i++; // lazy
    return n;
  }

  atom(): Shape {
    const c = this.src[this.i++];
    if (c === "(") return this.group();
    if (c === "[") return one(this.charClass());
    if (c === "^" || c === "$") return ZERO;
    if (c === "\\") {
      const e = this.src[this.i];
      if (e === "b" || e === "B") return (this.i++, ZERO);
      return one(this.escape());
    }
    if (c === "." || !/^[ -~]$/.test(c)) throw new GiveUp();
    return one([c.charCodeAt(0)]);
  }

  /** Lookarounds consume nothing: their characters are not part of the match. */
  group(): Shape {
    const rest = this.src.slice(this.i, this.i + 3);
    const look = /^\?(?:[=!]|<[=!])/.exec(rest);
    if (look) this.i += look[0].length;
    else if (rest.startsWith("?:")) this.i += 2;
    else if (rest.startsWith("?")) throw new GiveUp(); // named groups, modifiers
    const inner = this.alternatives();
    if (this.src[this.i++] !== ")") throw new GiveUp();
    return look ? ZERO : inner;
  }

  charClass(): number[] {
    if (this.src[this.i] === "^" || this.src[this.i] === "]") throw new GiveUp();
    const chars: number[] = [];
    while (this.src[this.i] !== "]") {
      if (this.i >= this.src.length) throw new GiveUp();
      const from = this.classChar();
      if (this.src[this.i] === "-" && this.src[this.i + 1] !== "]") {
        this.i++;
        const to = this.classChar();
        if (from.length !== 1 || to.length !== 1 || to[0] < from[0]) throw new GiveUp();
        chars.push(...range(from[0], to[0]));
      } else chars.push(...from);
    }
    this.i++;
    return chars;
  }

  classChar(): number[] {
    const c = this.src[this.i++];
    if (c === "\\") return this.escape();
    if (!/^[ -~]$/.test(c)) throw new GiveUp();
    return [c.charCodeAt(0)];
  }

  /** `\d`, `\w` and escaped ASCII punctuation; anything else (`\s`, `\u…`, `\1`) gives up. */
  escape(): number[] {
    const e = this.src[this.i++];
    if (e === "d") return DIGITS;
    if (e === "w") return WORD;
    if (e !== undefined && PUNCT.test(e)) return [e.charCodeAt(0)];
    throw new GiveUp();
  }
}

/** The run every match of `re` lies in, when `re` (without flags but g, y, d) allows proving it. */
export function runShape(re: RegExp): RunShape | undefined {
  if (re.flags.replace(/[gyd]/g, "") !== "") return undefined;
  let shape: Shape;
  try {
    const parser = new Parser(re.source);
    shape = parser.alternatives();
    if (parser.i !== re.source.length) return undefined;
  } catch (e) {
    if (e instanceof GiveUp) return undefined;
    throw e;
  }
  if (shape.min < MIN_RUN) return undefined;
  const table = new Uint8Array(128);
  for (const c of shape.chars) table[c] = 1;
  const first = new Uint8Array(128);
  for (const c of shape.first) first[c] = 1;
  const flags = re.flags.replace(/[gy]/g, "");
  return {
    table,
    first,
    min: shape.min,
    sticky: new RegExp(re.source, flags + "y"),
    global: new RegExp(re.source, flags + "g"),
  };
}
