// Issue 13, cost round 31: same-value propagation reads token edges from a table of DELIMITER's
// answers, reads each redacted value once, and checks overlaps without copying the span lists.
// These tests pin what the edges, the value bound and the overlap check decide.
import assert from "node:assert/strict";
import { withSameValues } from "../../src/audit/same_value.ts";
import type { Span } from "../../src/audit/rule_kit.ts";
import { ALNUM, rand } from "./fixtures/random.ts";

// Every member of same_value.ts's DELIMITER class, and \s's less common members.
const EDGES = [
  ..."\"'`<>()[]{},;|«»“”‘’，。、：；（）「」『』【】",
  " ",
  "\t",
  "\n",
  "\u00a0",
  "\u2028",
  "\u3000",
  "\ufeff",
];

function span(text: string, v: string, from = 0): Span {
  const start = text.indexOf(v, from);
  return { start, end: start + v.length, rule: "credential-slot", category: "secret" };
}

function added(text: string, spans: Span[]): string[] {
  return withSameValues(text, spans).filter((s) => s.rule === "same-value")
    .map((s) => text.slice(s.start, s.end));
}

Deno.test("a near-copy is read up to each delimiter of the class, and no further", () => {
  const v = `${rand(ALNUM, 14)}7Q${rand(ALNUM, 4)}`;
  const copy = v.slice(0, 9) + (v[9] === "x" ? "y" : "x") + v.slice(10);
  for (const d of EDGES) {
    const text = `password: ${v}\nsorry${d}${copy}${d}ok`;
    assert.deepEqual(added(text, [span(text, v)]), [copy], JSON.stringify(d));
  }
  // A letter, a mark or an emoji (a surrogate pair) joins the token: no longer one edit away.
  for (const joined of ["é", "x", "\u0301", "😀", "\ud800"]) {
    const text = `password: ${v}\nsorry ${joined}${copy} ok`;
    assert.deepEqual(added(text, [span(text, v)]), [], JSON.stringify(joined));
  }
});

Deno.test("a value repeated across many spans is read once; later values still count", () => {
  const v = `${rand(ALNUM, 12)}42`;
  const w = `${rand(ALNUM, 12)}58`;
  let text = "";
  for (let i = 0; i < 40; i++) text += `key ${i}: ${v}\n`;
  text += `other: ${w}\nnote ${w} again`;
  const spans: Span[] = [];
  for (let p = text.indexOf(v); p >= 0; p = text.indexOf(v, p + 1)) {
    spans.push({ start: p, end: p + v.length, rule: "credential-slot", category: "secret" });
  }
  spans.push(span(text, w));
  // 41 spans hold two values: w is the second value read, far under the 24-value bound.
  assert.deepEqual(added(text, spans), [w]);
});

Deno.test("occurrences overlapping a rule's span or an earlier added span are not added twice", () => {
  const v = `${rand(ALNUM, 12)}93`;
  const text = `token=${v} then ${v} and ${v}${v}`;
  const first = span(text, v);
  const out = withSameValues(text, [first]);
  const ranges = out.map((s) => [s.start, s.end]);
  for (let i = 1; i < ranges.length; i++) assert.ok(ranges[i - 1][1] <= ranges[i][0], `${ranges}`);
  // The two glued copies have no edge between them: neither is a bounded occurrence.
  assert.deepEqual(added(text, [first]), [v]);
  // A span already covering the second occurrence keeps it from being added.
  const second = span(text, v, first.end);
  assert.deepEqual(added(text, [first, second]), []);
});
