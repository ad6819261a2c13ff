// Hashed features of one redaction candidate (issue 13, rclf1), shared by the runtime scorer and
// the training script: the value's shape, and the words around it (before it on its line, on
// the line above, its field label, its column header, what follows), as whole words and as
// character n-grams, so that a label in an unseen language or inflection still shares features.
import { mix } from "../../src/audit/classifier_hash.ts";
import { type Candidate, classBits } from "./candidates.ts";

export const SECRET_BITS = 17;
const MASK = (1 << SECRET_BITS) - 1;
const WORD = /[\p{L}\p{N}_]+/gu;

function hash(s: string): number {
  let h = 0x3a5f1c27;
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return (h >>> 0) & MASK;
}

function entropy(t: string): number {
  const counts = new Map<string, number>();
  for (const c of t) counts.set(c, (counts.get(c) ?? 0) + 1);
  let e = 0;
  for (const n of counts.values()) e -= (n / t.length) * Math.log2(n / t.length);
  return e;
}

/** Each character as its class, runs collapsed: `IE50 AIBK` → `A9 A`, `sk_live_x9` → `a_a_a9`. */
function pattern(t: string): string {
  let out = "";
  for (const c of t) {
    const k = /[a-z]/.test(c) ? "a" : /[A-Z]/.test(c) ? "A" : /[0-9]/.test(c) ? "9" : c;
    if (out[out.length - 1] !== k) out += k;
  }
  return out.length > 10 ? out.slice(0, 5) + "…" + out.slice(-4) : out;
}

function bucket(n: number, edges: number[]): number {
  let i = 0;
  while (i < edges.length && n >= edges[i]) i++;
  return i;
}

function words(s: string): string[] {
  return (s.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/\d/g, "0"));
}

/** A word and its character n-grams (pairs for CJK-like scripts, triples otherwise). */
function wordFeatures(out: number[], tag: string, w: string) {
  if (w.length > 40) return;
  out.push(hash(tag + ":" + w));
  const b = "^" + w + "$";
  const n = /[\u2e80-\uffff]/.test(w) ? 2 : 3;
  for (let i = 0; i + n <= b.length; i++) out.push(hash(tag + "g" + b.slice(i, i + n)));
}

function shapeFeatures(out: number[], t: string, grouped: boolean) {
  const bits = classBits(t);
  const len = bucket(t.length, [8, 12, 16, 20, 24, 32, 40, 48, 64]);
  const ent = bucket(entropy(t), [2.5, 3, 3.5, 4, 4.5, 5]);
  const digitRun = Math.max(0, ...(t.match(/\d+/g) ?? [""]).map((r) => r.length));
  out.push(hash(`len${len}`), hash(`cls${bits}`), hash(`ent${ent}`), hash(`cls${bits}len${len}`));
  out.push(
    hash(`ent${ent}len${len}`),
    hash(`pat:${pattern(t)}`),
    hash(`run${bucket(digitRun, [2, 4, 6, 9, 13, 17])}`),
  );
  out.push(hash(`pre:${pattern(t.slice(0, 3))}`), hash(`end:${pattern(t.slice(-2))}`));
  const prefix = t.match(/^([A-Za-z]{2,8})[_\-.]/);
  if (prefix) out.push(hash(`px:${prefix[1].toLowerCase()}`));
  if (/^[0-9a-f]{16,}$/i.test(t)) out.push(hash("hex"));
  if (/^[A-Za-z0-9+\/_-]{16,}={0,2}$/.test(t)) out.push(hash("b64"));
  if (t.includes("://") || t.startsWith("/")) out.push(hash("path"));
  if (/^\d{4}-\d\d-\d\d/.test(t) || /^\d+(\.\d+){1,3}$/.test(t)) out.push(hash("datever"));
  if (grouped) out.push(hash("grouped"));
  const letters = t.replace(/[^a-z]/gi, "");
  if (letters.length >= 4) {
    const vowels = letters.replace(/[^aeiou]/gi, "").length / letters.length;
    out.push(hash(`vow${bucket(vowels, [0.15, 0.25, 0.35, 0.45])}`));
  }
}

/** The column header of a delimited line, read from the text's first line. */
function headerOf(text: string, lineStart: number, at: number): string | undefined {
  const line = text.slice(lineStart, at);
  const sep = [",", "\t", "|", ";"].find((s) => line.includes(s));
  if (!sep || lineStart === 0) return undefined;
  const firstEnd = text.indexOf("\n");
  const cells = text.slice(0, firstEnd).split(sep);
  if (cells.length < 2) return undefined;
  return cells[line.split(sep).length - 1];
}

/** The hashed features of one candidate of a text. */
export function candidateFeatures(text: string, c: Candidate): number[] {
  const out: number[] = [hash("bias")];
  const t = text.slice(c.start, c.end);
  shapeFeatures(out, t, c.grouped);
  const lineStart = text.lastIndexOf("\n", c.start - 1) + 1;
  let lineEnd = text.indexOf("\n", c.end);
  if (lineEnd < 0) lineEnd = text.length;
  const before = text.slice(Math.max(lineStart, c.start - 100), c.start);
  const punct = before.replace(/\s+$/, "").slice(-1);
  out.push(hash(`pc:${/[\p{L}\p{N}]/u.test(punct) ? "w" : punct}`));
  const prev = words(before).slice(-4);
  prev.forEach((w, i) => wordFeatures(out, i === prev.length - 1 ? "b1" : "b", w));
  if (prev.length === 0) out.push(hash("linehead"));
  // The nearest words joined with the value's classes: "sha256" before hex, "pin" before digits.
  const bits = classBits(t);
  for (const w of prev.slice(-2)) out.push(hash(`x:${w}|${bits}`));
  for (const w of words(text.slice(Math.max(lineStart, c.start - 240), c.start)).slice(-12)) {
    out.push(hash("ln:" + w));
  }
  const label = before.match(/([\p{L}\p{N}_\- ]{1,40})\s*[:=：]\s*["'`]?$/u);
  if (label) { for (const w of words(label[1]).slice(-2)) wordFeatures(out, "l", w); }
  for (const w of words(text.slice(c.end, Math.min(lineEnd, c.end + 60))).slice(0, 2)) {
    out.push(hash("a:" + w));
  }
  if (lineStart > 0) {
    const above = text.slice(Math.max(0, lineStart - 160), lineStart - 1);
    const upper = above.slice(above.lastIndexOf("\n") + 1);
    for (const w of words(upper).slice(-6)) wordFeatures(out, "u", w);
  }
  const header = headerOf(text, lineStart, c.start);
  if (header) { for (const w of words(header).slice(-2)) wordFeatures(out, "h", w); }
  return out;
}
