// Cost round 26: why the excerpt scan cannot be cut to smaller regions without changing output.
// An excerpt's redaction depends on text far outside it, through same-value propagation
// (same_value.ts): its reach is the whole scanned range, whatever each rule's own reach is.
import assert from "node:assert/strict";
import { excerptAt, prepareExcerpts, SPAN_MARGIN, SpanCache } from "../../src/audit/excerpt.ts";
import { findSecretSpans } from "../../src/audit/text_scan.ts";

/** Plain report lines with no secret in them, `n` characters long. */
function filler(n: number): string {
  let s = "";
  for (let i = 0; s.length < n; i++) {
    s += `Line ${i}: the weekly report lists open tickets and the release notes for the team.\n`;
  }
  return s.slice(0, n);
}

const VALUE = "Xk9vmQ2vL8pRt4";
const SOURCE = `db_password = "${VALUE}"\n`;
const REPEAT = `I pasted ${VALUE} into the form.\n`;

/** The window an excerpt of the repeated value in `text` redacts, from a fresh cache. */
function repeatExcerpt(text: string, cache = new SpanCache()): string {
  const at = text.indexOf(REPEAT) + "I pasted ".length;
  return excerptAt(text, at, at + VALUE.length, cache);
}

Deno.test("the value is a secret where it is assigned, and not on its own", () => {
  assert.deepEqual(findSecretSpans(SOURCE).map((s) => s.rule), ["sensitive-assignment"]);
  assert.deepEqual(findSecretSpans(REPEAT), []);
});

Deno.test("an excerpt redacts a bare repeat whose only evidence is 3,000 characters away", () => {
  const text = filler(9000) + SOURCE + filler(3000) + REPEAT + filler(9000);
  assert.ok(text.length > 4 * SPAN_MARGIN); // the ±SPAN_MARGIN slice path, not the whole text
  const shown = repeatExcerpt(text);
  assert.ok(shown.includes("[REDACTED:same-value]"), shown);
  assert.ok(!shown.includes(VALUE), shown);
  // Any region around the excerpt that stops short of the source shows the value: a per-rule
  // reach does not bound the scan, since the source is found by whichever rule judged it.
  const at = text.indexOf(REPEAT);
  for (const margin of [256, 1024, 2048]) {
    const region = text.slice(at - margin, at + REPEAT.length + margin);
    assert.deepEqual(findSecretSpans(region), [], `margin ${margin}`);
  }
});

Deno.test("another finding's range far away changes what one excerpt shows", () => {
  // The source is further than SPAN_MARGIN from the excerpt: alone, its scan does not reach it.
  const text = filler(9000) + SOURCE + filler(5000) + REPEAT + filler(9000);
  const alone = repeatExcerpt(text);
  assert.ok(alone.includes(VALUE), alone);
  // A second finding near the source widens the one scan prepareExcerpts makes for both.
  const cache = new SpanCache();
  const near = text.indexOf(SOURCE) + 5;
  const at = text.indexOf(REPEAT) + "I pasted ".length;
  prepareExcerpts(text, [{ start: near, end: near + 10 }, { start: at, end: at + 10 }], cache);
  const widened = repeatExcerpt(text, cache);
  assert.ok(widened.includes("[REDACTED:same-value]") && !widened.includes(VALUE), widened);
});

Deno.test("more secrets far away can un-redact a repeat: the first 24 values only", () => {
  const value = (k: number) => `Xk9vmQ2vL8pR${String.fromCharCode(97 + k)}t4`;
  const other = "Zq7wnB3xK5sYh8";
  const tail = `db_password = "${other}"\n` + filler(1200) + `I pasted ${other} into the form.\n`;
  let head = "";
  for (let k = 0; k < 24; k++) head += `db_password_${k} = "${value(k)}"\n` + filler(60);
  const rules = (t: string) => findSecretSpans(t).map((s) => s.rule);
  // Scanned alone, the tail's repeat is propagated; behind 24 earlier values, it is not.
  assert.deepEqual(rules(tail), ["sensitive-assignment", "same-value"]);
  const behind = rules(head + tail);
  assert.equal(behind.filter((r) => r === "sensitive-assignment").length, 25);
  assert.ok(!behind.includes("same-value"));
});
