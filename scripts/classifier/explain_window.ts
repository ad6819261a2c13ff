// Why a benign value scores high: the best windows of every string of a value (the bench's
// payloads by default) under a model, and the features that push the top window up, named by
// recomputing the hashes of the window's character n-grams and words (class, addressee and
// structure features are listed by index only). Diagnosis of classifier round 15 (a JSON receipt
// at 0.88).
// Run: deno run -A scripts/classifier/explain_window.ts [<git revision> | <model.json>] [--top=N]
import { decodeModel, type LinearModel, scoreText } from "../../src/audit/classifier.ts";
import { shippedModel } from "../../src/audit/classifier.ts";
import {
  cleanPiece,
  mix,
  pieceFeatures,
  pieceSpans,
  SEED_WORD,
} from "../../src/audit/classifier_features.ts";
import { shape } from "../../src/audit/classifier_structure.ts";
import { normaliseText } from "../../src/audit/unicode.ts";
import { walkStrings } from "../../src/audit/walk_strings.ts";
import { workloads } from "../bench/audit.ts";
import { oldModel } from "./compare_cost.ts";

const SEED_CHAR = 0x811c9dc5, SEED_PAIR = 0x5a17e3b9, SEED_FIRST = 0x1f00d7a3;

/** Readable names for the hashed indices of one cleaned piece (n-grams and words only). */
export function names(piece: string, bits: number): Map<number, string> {
  const mask = (1 << bits) - 1, s = ` ${piece} `, out = new Map<number, string>();
  for (let i = 0; i + 3 <= s.length; i++) {
    let h = SEED_CHAR;
    for (let k = 0; k < 5 && i + k < s.length; k++) {
      h = mix(h, s.charCodeAt(i + k));
      if (k >= 2) out.set((h >>> 0) & mask, `c"${s.slice(i, i + k + 1)}"`);
    }
  }
  const words = piece.split(" ");
  const wh = words.map((w) => [...w].reduce((h, c) => mix(h, c.charCodeAt(0)), SEED_WORD));
  wh.forEach((h, i) => {
    out.set((h >>> 0) & mask, `w:${words[i]}`);
    if (i > 0) {
      out.set((mix(mix(SEED_PAIR, wh[i - 1]), h) >>> 0) & mask, `w2:${words[i - 1]}_${words[i]}`);
    }
    if (i < 2) out.set((mix(SEED_FIRST + i, h) >>> 0) & mask, `first${i}:${words[i]}`);
  });
  return out;
}

/** Top contributions of the window [start, end) of `visible` (all its pieces' features). */
function explain(m: LinearModel, visible: string, start: number, end: number, top: number) {
  // The window's pieces, featured one by one as the scorer does (a window is one or two pieces).
  const sum = new Map<number, number>(), named = new Map<number, string>();
  let count = 0;
  for (const [a, b] of pieceSpans(visible.slice(start, end))) {
    const raw = visible.slice(start + a, start + b);
    const clean = cleanPiece(raw);
    const feats = pieceFeatures(clean, m.bits, false, shape(raw));
    for (const [f, n] of names(clean, m.bits)) named.set(f, n);
    for (const f of feats) sum.set(f, (sum.get(f) ?? 0) + m.weights[f]);
    count += feats.length;
  }
  const norm = Math.sqrt(Math.max(1, count));
  return [...sum].sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([f, w]) => `${(w / norm).toFixed(3)} ${named.get(f) ?? `class/addr#${f}`}`);
}

if (import.meta.main) {
  const rev = Deno.args.find((a) => !a.startsWith("--"));
  const top = Number(Deno.args.find((a) => a.startsWith("--top="))?.slice(6) ?? 15);
  // A revision's committed weights, a stored model in a JSON file, or the committed ones.
  const stored = rev?.endsWith(".json") ? JSON.parse(await Deno.readTextFile(rev)) : undefined;
  const m = stored ? decodeModel(stored) : rev ? decodeModel(await oldModel(rev)) : shippedModel();
  console.log(`model ${rev ?? "shipped"}: threshold ${m.threshold}`);
  for (const [name, value] of Object.entries(workloads())) {
    const best: Array<{ s: number; path: string; text: string }> = [];
    walkStrings(value, "/result", (text, path) => {
      if (text.length < 24) return;
      const r = scoreText(m, text, { gated: false });
      best.push({ s: r.score, path, text: normaliseText(text).slice(r.start, r.end) });
    });
    best.sort((a, b) => b.s - a.s);
    console.log(`\n${name}: top windows`);
    for (const b of best.slice(0, 3)) console.log(b.s.toFixed(3), b.path, JSON.stringify(b.text));
    const b = best[0];
    console.log(
      "  contributions (weight / sqrt(features)):",
      explain(m, b.text, 0, b.text.length, top),
    );
  }
}
