// Cost round 43: the keyword automaton is built from a Map of trie edges and block-copied failure
// rows instead of one full row per trie state. The table must be the one the full-row construction
// (kept here as the reference) makes, for the shipped gates and for seeded keyword sets in many
// scripts; and the hits read through either table must agree on seeded random texts.
import assert from "node:assert/strict";
import { buildGate, type Gate, gateHits, keywordsFound } from "../../src/audit/keyword_gate.ts";
import { NON_ASCII } from "../../src/audit/keyword_automaton.ts";
import { TEXT_GATE_ENTRIES } from "../../src/audit/text_scan.ts";
import { PHRASE_GATE_ENTRIES } from "../../src/audit/phrase_scan.ts";

type Entries = Array<{ rule: unknown; keywords: string[] }>;

/** The keywords of one automaton, in id order (as keyword_automaton.ts indexes them). */
function words(entries: Entries, nonAscii: boolean): string[] {
  const ids = new Set<string>();
  for (const e of entries) {
    for (const k of e.keywords) {
      if (NON_ASCII.test(k) === nonAscii) ids.add(k.toLowerCase().replace(/\s+/g, " "));
    }
  }
  return [...ids];
}

/** The former construction: a full row per trie state, failure links filled in row by row. */
function reference(list: string[], wide: Uint16Array, width: number) {
  const goto = [new Int32Array(width).fill(-1)];
  const outputs: Array<number[] | undefined> = [undefined];
  list.forEach((w, id) => {
    let s = 0;
    for (let i = 0; i < w.length; i++) {
      const sym = wide[w.charCodeAt(i)];
      if (goto[s][sym] < 0) (goto[s][sym] = goto.length, goto.push(new Int32Array(width).fill(-1)));
      s = goto[s][sym];
      if (outputs.length < goto.length) outputs.push(undefined);
    }
    (outputs[s] ??= []).push(id);
  });
  const delta = new Int32Array(goto.length * width);
  const fail = new Int32Array(goto.length);
  const queue: number[] = [];
  for (let a = 0; a < width; a++) {
    delta[a] = Math.max(goto[0][a], 0);
    if (goto[0][a] > 0) queue.push(goto[0][a]);
  }
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi], f = fail[s];
    if (outputs[f]) outputs[s] = [...(outputs[s] ?? []), ...outputs[f]!];
    for (let a = 0; a < width; a++) {
      const t = goto[s][a];
      if (t > 0) (fail[t] = delta[f * width + a], queue.push(t), delta[s * width + a] = t);
      else delta[s * width + a] = delta[f * width + a];
    }
  }
  for (let i = 0; i < delta.length; i++) {
    delta[i] = outputs[delta[i]] ? -delta[i] * width : delta[i] * width;
  }
  return { delta, outputs };
}

function assertSameTables(gate: Gate<unknown>, entries: Entries): void {
  for (const [g, nonAscii] of [[gate, false], [gate.script, true]] as const) {
    if (g === undefined) continue;
    const ref = reference(words(entries, nonAscii), g.wide, g.width);
    assert.equal(g.delta.length, ref.delta.length);
    assert.ok(g.delta.every((x, i) => x === ref.delta[i]), "transition tables differ");
    assert.deepEqual(g.outputs, ref.outputs);
  }
}

let seed = 43;
const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const pick = <T>(xs: ArrayLike<T>): T => xs[Math.floor(rnd() * xs.length)];
const ALPHABETS = [
  "abcdefghijklmnop qrs",
  "абвгдежзийклмн ПАРОЛ",
  "αβγδεζηθικλ ΣΩ",
  "אבגדהוזחט",
  "一二三四五六七八九密码",
  "ابتثجحخدكلمة",
  "あいうえおかきくパス",
  "รหัสผ่านกขค",
  "àéîõüßÀÉÎİK",
  "0123456789.-_/:",
];

function seededEntries(): Entries {
  const entries: Entries = [];
  for (let r = 0; r < 1 + Math.floor(rnd() * 14); r++) {
    const keywords: string[] = [];
    for (let k = 0; k < 1 + Math.floor(rnd() * 6); k++) {
      let w = "";
      for (let i = 0; i < 1 + Math.floor(rnd() * 7); i++) {
        w += pick(rnd() < 0.6 ? ALPHABETS[0] : pick(ALPHABETS));
      }
      if (w.trim() !== "") keywords.push(w.trim());
    }
    if (keywords.length > 0) entries.push({ rule: `r${r}`, keywords });
  }
  return entries;
}

Deno.test("cost43: the shipped gates' tables equal the full-row construction's", () => {
  for (const entries of [TEXT_GATE_ENTRIES, PHRASE_GATE_ENTRIES] as Entries[]) {
    assertSameTables(buildGate(entries), entries);
  }
});

Deno.test("cost43: seeded keyword sets in many scripts build the reference table", () => {
  for (let t = 0; t < 150; t++) {
    const entries = seededEntries();
    assertSameTables(buildGate(entries), entries);
  }
});

Deno.test("cost43: hits through the built and the reference table agree on random texts", () => {
  for (let t = 0; t < 60; t++) {
    const entries = seededEntries();
    const gate = buildGate(entries);
    const ref = reference(words(entries, false), gate.wide, gate.width);
    const script = gate.script && {
      ...gate.script,
      ...reference(words(entries, true), gate.script.wide, gate.script.width),
    };
    const twin: Gate<unknown> = { ...gate, ...ref, script };
    const keywords = entries.flatMap((e) => e.keywords);
    for (let k = 0; k < 20; k++) {
      let text = "";
      for (let i = 0; i < 1 + Math.floor(rnd() * 30); i++) {
        const word = pick(keywords);
        text += (rnd() < 0.3 ? word.toUpperCase() : word) + pick([" ", "\\n", "\n\t", "x", ""]);
        if (rnd() < 0.3) text += pick(pick(ALPHABETS));
      }
      const hits = gateHits(gate, text);
      assert.deepEqual([...hits], [...gateHits(twin, text)]);
      assert.deepEqual(keywordsFound(gate, text), keywordsFound(twin, text));
      if (entries.some((e) => e.keywords.some((w) => text.toLowerCase().includes(w)))) {
        assert.ok(hits.size > 0, `no hit in ${JSON.stringify(text)}`);
      }
    }
  }
});
