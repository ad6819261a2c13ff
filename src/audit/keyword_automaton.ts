// The keyword automaton of keyword_gate.ts: keywords indexed, a trie, and its failure links
// folded into one transition table (a DFA), built once per rule set.

export interface Gate<R> {
  /** ASCII code → symbol; 0 = a character no keyword contains. */
  symbols: Uint16Array;
  /**
   * Symbols for every UTF-16 code unit (outside ASCII 0 unless a keyword holds it, case-folded).
   * 16-bit: keywords in many scripts hold more than 255 distinct characters.
   */
  wide: Uint16Array;
  width: number;
  /**
   * delta[row + symbol] → next row, where row = state * width (pre-multiplied: no multiply per
   * char), negated when that state has outputs (one table read per character, no flag table).
   */
  delta: Int32Array;
  /** Keyword ids ending in each state (own and inherited through failure links). */
  outputs: Array<number[] | undefined>;
  lengths: number[];
  /** Keyword id → rules. */
  rules: R[][];
  /** Keyword id → rules as indices into `ruleList` (hit lists are kept in an array, not a Map). */
  ruleIds: number[][];
  ruleList: R[];
  /** Keyword id → its longest whitespace-free part, for cheap per-string `includes` tests. */
  anchors: string[];
  /** The keywords with characters outside ASCII, when there are any (see buildGate). */
  script?: Gate<R>;
}

/** Distinct keyword characters an automaton may hold (symbol 0 is "any other character"). */
export const MAX_SYMBOLS = 0xffff;

function symbolTable(
  keywords: string[],
): { symbols: Uint16Array; wide: Uint16Array; width: number } {
  const symbols = new Uint16Array(128);
  const wide = new Uint16Array(0x10000);
  let width = 1;
  for (const k of keywords) {
    for (let i = 0; i < k.length; i++) {
      const c = k.charCodeAt(i);
      if (wide[c] !== 0) continue;
      if (width > MAX_SYMBOLS) throw new Error(`too many distinct keyword characters: ${k}`);
      wide[c] = width++;
    }
  }
  symbols.set(wide.subarray(0, 128));
  for (let c = 65; c <= 90; c++) symbols[c] = symbols[c + 32]; // case folding
  for (const c of [9, 10, 11, 12, 13]) symbols[c] = symbols[32];
  wide.set(symbols);
  if (width > 1 && keywords.some((k) => NON_ASCII.test(k))) foldNonAscii(wide);
  return { symbols, wide, width };
}

/** Keywords in any script: ASCII ones feed the main automaton, the others a second one. */
export const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Case folding outside ASCII (keywords are lower-cased): each code unit whose lower case is one
 * keyword character reads as it ("ПАРОЛА" as "парола"). Folds onto ASCII (Kelvin sign → k) are
 * left out, as in the ASCII automaton.
 */
function foldNonAscii(wide: Uint16Array): void {
  const lower = LOWER ??= lowerUnits();
  for (let u = 128; u < 0x10000; u++) {
    const l = lower[u];
    if (l >= 128 && wide[l] !== 0) wide[u] = wide[l];
  }
}

/**
 * Each code unit's one-unit lower case when it differs (else 0; surrogates 0), made once per
 * process: several gates are built at load and each folds all 65,536 units.
 */
let LOWER: Uint16Array | undefined;

function lowerUnits(): Uint16Array {
  const lower = new Uint16Array(0x10000);
  for (let u = 128; u < 0x10000; u++) {
    if (u >= 0xd800 && u < 0xe000) continue;
    const l = String.fromCharCode(u).toLowerCase();
    if (l.length === 1 && l.charCodeAt(0) !== u) lower[u] = l.charCodeAt(0);
  }
  return lower;
}

function indexKeywords<R>(entries: Array<{ rule: R; keywords: string[] }>) {
  const ids = new Map<string, number>();
  const rules: R[][] = [];
  for (const { rule, keywords } of entries) {
    for (const raw of keywords) {
      const k = raw.toLowerCase().replace(/\s+/g, " ");
      // An empty keyword ends in the root state, so it would fire at every character and send
      // its rule over the whole text of every scan (a "bot,," once did): refused at build time.
      if (k === "") throw new Error(`an empty gate keyword (rule ${String(rule)})`);
      if (!ids.has(k)) ids.set(k, rules.push([]) - 1);
      rules[ids.get(k)!].push(rule);
    }
  }
  return { words: [...ids.keys()], rules };
}

/**
 * The trie's edges as (state, symbol) → child in one Map (row-major key), states numbered in
 * insertion order. A full row per state here would allocate (and fill, and collect) a table as
 * large as the DFA itself only to read it once.
 */
function buildTrie(words: string[], wide: Uint16Array, width: number) {
  const edges = new Map<number, number>();
  const outputs: Array<number[] | undefined> = [undefined];
  words.forEach((w, id) => {
    let s = 0;
    for (let i = 0; i < w.length; i++) {
      const key = s * width + wide[w.charCodeAt(i)];
      let t = edges.get(key);
      if (t === undefined) edges.set(key, t = outputs.push(undefined) - 1);
      s = t;
    }
    (outputs[s] ??= []).push(id);
  });
  return { edges, outputs };
}

/**
 * Failure links by breadth-first search, folded into a full transition table (a DFA): a state's
 * row is its failure state's row (one block copy) with its own edges written over it.
 */
function buildDelta(
  edges: Map<number, number>,
  outputs: Array<number[] | undefined>,
  width: number,
) {
  const states = outputs.length;
  const delta = new Int32Array(states * width);
  const fail = new Int32Array(states);
  // Children by state, symbols ascending (the order the full-row scan visited them in).
  const first = new Int32Array(states + 1);
  for (const key of edges.keys()) first[Math.floor(key / width) + 1]++;
  for (let s = 0; s < states; s++) first[s + 1] += first[s];
  const at = first.slice(0, states);
  const kids = new Int32Array(edges.size * 2);
  for (const key of [...edges.keys()].sort((a, b) => a - b)) {
    const k = at[Math.floor(key / width)]++;
    kids[2 * k] = key % width;
    kids[2 * k + 1] = edges.get(key)!;
  }
  const queue = new Int32Array(states);
  let tail = 0;
  for (let k = first[0]; k < first[1]; k++) {
    delta[kids[2 * k]] = kids[2 * k + 1];
    queue[tail++] = kids[2 * k + 1];
  }
  for (let qi = 0; qi < tail; qi++) {
    const s = queue[qi];
    const f = fail[s];
    if (outputs[f]) outputs[s] = [...(outputs[s] ?? []), ...outputs[f]!];
    delta.copyWithin(s * width, f * width, f * width + width);
    for (let k = first[s]; k < first[s + 1]; k++) {
      const a = kids[2 * k], t = kids[2 * k + 1];
      fail[t] = delta[f * width + a];
      queue[tail++] = t;
      delta[s * width + a] = t;
    }
  }
  const marked = new Uint8Array(states);
  for (let s = 0; s < states; s++) if (outputs[s]) marked[s] = 1;
  for (let i = 0; i < delta.length; i++) {
    const t = delta[i];
    delta[i] = marked[t] === 1 ? -t * width : t * width;
  }
  return delta;
}

/**
 * Keywords are case-insensitive; a space inside a keyword matches any run of whitespace. Keywords
 * with a character outside ASCII go to `script`, a second automaton run only over texts that
 * hold such characters, so the ASCII table (and the shared pass over ASCII text) stays as it was.
 */
export function buildGate<R>(entries: Array<{ rule: R; keywords: string[] }>): Gate<R> {
  const gate = automaton(keywordsWhere(entries, false));
  const other = keywordsWhere(entries, true);
  if (other.length > 0) gate.script = automaton(other);
  return gate;
}

/** Each entry with only its keywords that do (or do not) hold a non-ASCII character; none, gone. */
function keywordsWhere<R>(entries: Array<{ rule: R; keywords: string[] }>, nonAscii: boolean) {
  return entries
    .map((e) => ({ ...e, keywords: e.keywords.filter((k) => NON_ASCII.test(k) === nonAscii) }))
    .filter((e) => e.keywords.length > 0);
}

function automaton<R>(entries: Array<{ rule: R; keywords: string[] }>): Gate<R> {
  const { words, rules } = indexKeywords(entries);
  const { symbols, wide, width } = symbolTable(words);
  const { edges, outputs } = buildTrie(words, wide, width);
  const delta = buildDelta(edges, outputs, width);
  const anchors = words.map((w) => w.split(" ").sort((a, b) => b.length - a.length)[0]);
  const lengths = words.map((w) => w.length);
  const index = new Map<R, number>();
  const ruleIds = rules.map((rs) =>
    rs.map((r) => index.get(r) ?? index.set(r, index.size).get(r)!)
  );
  return {
    symbols,
    wide,
    width,
    delta,
    outputs,
    lengths,
    rules,
    ruleIds,
    ruleList: [...index.keys()],
    anchors,
  };
}
