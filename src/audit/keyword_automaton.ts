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
  for (let u = 128; u < 0x10000; u++) {
    if (u >= 0xd800 && u < 0xe000) continue;
    const lower = String.fromCharCode(u).toLowerCase();
    if (lower.length !== 1) continue;
    const l = lower.charCodeAt(0);
    if (l >= 128 && l !== u && wide[l] !== 0) wide[u] = wide[l];
  }
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

function buildTrie(words: string[], wide: Uint16Array, width: number) {
  const goto: Array<Int32Array> = [new Int32Array(width).fill(-1)];
  const outputs: Array<number[] | undefined> = [undefined];
  words.forEach((w, id) => {
    let s = 0;
    for (let i = 0; i < w.length; i++) {
      const sym = wide[w.charCodeAt(i)];
      if (goto[s][sym] < 0) {
        goto[s][sym] = goto.length;
        goto.push(new Int32Array(width).fill(-1));
        outputs.push(undefined);
      }
      s = goto[s][sym];
    }
    (outputs[s] ??= []).push(id);
  });
  return { goto, outputs };
}

/** Failure links by breadth-first search, folded into a full transition table (a DFA). */
function buildDelta(goto: Int32Array[], outputs: Array<number[] | undefined>, width: number) {
  const delta = new Int32Array(goto.length * width);
  const fail = new Int32Array(goto.length);
  const queue: number[] = [];
  for (let a = 0; a < width; a++) {
    const t = goto[0][a];
    delta[a] = t > 0 ? t : 0;
    if (t > 0) queue.push(t);
  }
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi];
    const f = fail[s];
    if (outputs[f]) outputs[s] = [...(outputs[s] ?? []), ...outputs[f]!];
    for (let a = 0; a < width; a++) {
      const t = goto[s][a];
      if (t > 0) {
        fail[t] = delta[f * width + a];
        queue.push(t);
        delta[s * width + a] = t;
      } else delta[s * width + a] = delta[f * width + a];
    }
  }
  for (let i = 0; i < delta.length; i++) {
    delta[i] = outputs[delta[i]] ? -delta[i] * width : delta[i] * width;
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
  const { goto, outputs } = buildTrie(words, wide, width);
  const delta = buildDelta(goto, outputs, width);
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
