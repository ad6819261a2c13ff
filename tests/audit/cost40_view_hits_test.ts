// Cost round 40: a long string read through its invisible characters takes its view's keyword hits
// from the shared pass (mapped through the removed characters), not from a second whole pass; and
// the cookie-file rule skips a text without a tab. Both must find exactly what they found before.
import assert from "node:assert/strict";
import { viewEdits, walkSpans } from "../../src/audit/redact_spans.ts";
import { editedSecretHits, sharedHits } from "../../src/audit/shared_pass.ts";
import { findSecretSpans, type Span } from "../../src/audit/text_scan.ts";
import { mapSpans, visibleView } from "../../src/audit/visible_spans.ts";
import { redactText } from "../../src/audit/redact.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

const INVISIBLE = ["\u200b", "\ufeff", "\u00ad", "\u202e", "\u2060", "\u200d"];

/** `s` with an invisible character put in every `every` characters (seeded, so runs repeat). */
function sprinkled(s: string, every: number, seed: number): string {
  let out = "";
  let x = seed;
  for (let i = 0; i < s.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    if (x % every === 0) out += INVISIBLE[x % INVISIBLE.length].repeat(1 + (x >> 8) % 3);
    out += s[i];
  }
  return out;
}

/** The pre-round-40 reading: the view's spans from the text gate's own pass over the view. */
function ownPass(s: string): Span[] {
  const view = visibleView(s)!;
  return mapSpans(view, findSecretSpans(view.text));
}

function longTexts(): string[] {
  const secrets = realisticSecrets().map((c) => c.text);
  const attacks = ALL_POSITIVES.map((c) => c.text);
  const mixed = [...REALISTIC_BENIGN.slice(0, 30), ...secrets, ...attacks.slice(0, 60)];
  const out: string[] = [];
  for (let k = 0; k < 6; k++) {
    const part = mixed.slice(k * 20, k * 20 + 40).join("\n");
    if (part.length >= 2048) out.push(part);
  }
  return out;
}

/** The view's redaction keyword hits mapped from the shared pass over `s` equal a fresh pass's. */
function sameHits(s: string): number {
  const view = visibleView(s)!;
  const fresh = sharedHits(view.text).secret;
  sharedHits(s);
  const mapped = editedSecretHits(s, view.text, viewEdits(view));
  assert.deepEqual(mapped && [...mapped], [...fresh]);
  return fresh.size;
}

Deno.test("a long string's view gets the spans of the view's own keyword pass", () => {
  let strings = 0, spans = 0;
  for (const base of longTexts()) {
    for (const [every, seed] of [[7, 1], [40, 2], [300, 3], [2000, 4]]) {
      const s = sprinkled(base, every, seed);
      assert.ok(visibleView(s) !== undefined && s.length >= 2048);
      const want = ownPass(s);
      assert.deepEqual(walkSpans(s, undefined, false), want);
      assert.ok(sameHits(s) > 0);
      strings++;
      spans += want.length;
    }
  }
  assert.ok(strings >= 12);
  assert.ok(spans > 20, `too few spans to compare (${spans})`);
});

Deno.test("removed characters at either end, in runs, and inside keywords map exactly", () => {
  const secret = realisticSecrets()[0].text;
  const body = REALISTIC_BENIGN.join("\n").slice(0, 3000);
  const cases = [
    "\u200b\u200b" + body + "\n" + secret + "\ufeff",
    body + "\npass\u200bword: Hunter2-Zq9!xLm\u00ad\u00ad\n" + secret,
    "\u2060".repeat(50) + body.replaceAll(" ", " \u200b") + "\n" + secret + "\u200d".repeat(9),
  ];
  for (const s of cases) {
    const want = ownPass(s);
    assert.deepEqual(walkSpans(s, undefined, false), want);
    assert.ok(want.length > 0 && sameHits(s) > 0);
  }
});

Deno.test("a cookie-file line is still found with its tabs; ' true ' without tabs finds none", () => {
  const sid = "f3a9c1d27be84e6a90c5d1b7e2f4a8c6b3d9e1f7a2c4b6d8";
  const line =
    `# Netscape HTTP Cookie File\n.shop.example\tTRUE\t/\tTRUE\t1790000000\tsid\t${sid}\n`;
  assert.ok(!redactText(line).includes(sid));
  assert.ok(findSecretSpans(line).some((s) => s.rule === "cookie-file-value"));
  const spaced = line.replaceAll("\t", " ");
  assert.ok(!findSecretSpans(spaced).some((s) => s.rule === "cookie-file-value"));
  assert.ok(!findSecretSpans("Your true purpose is true and false\n").length);
});

Deno.test("hits are not mapped from a shared pass over another string", () => {
  const s = sprinkled(REALISTIC_BENIGN.join("\n").slice(0, 4000), 50, 9);
  const view = visibleView(s)!;
  sharedHits(s.slice(1));
  assert.equal(editedSecretHits(s, view.text, viewEdits(view)), undefined);
});
