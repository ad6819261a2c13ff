// The redaction classifier measured in round rclf1 (not adopted, nothing wired): its candidates,
// its features, the determinism of its training, and what its context features do on texts the
// rules leave alone.
import assert from "node:assert/strict";
import { redactText } from "../../src/audit/redact.ts";
import { findCandidates } from "../../scripts/secret_classifier/candidates.ts";
import { candidateFeatures } from "../../scripts/secret_classifier/features.ts";
import { candidatesOf, examplesOf, loadRows } from "../../scripts/secret_classifier/data.ts";
import {
  applyModel,
  exampleSet,
  FOLDS,
  pickThreshold,
} from "../../scripts/secret_classifier/folds.ts";
import { quantise, scoreWith, train } from "../../scripts/secret_classifier/train.ts";

const spans = (text: string) => findCandidates(text).map((c) => text.slice(c.start, c.end));

Deno.test("candidates: value shapes after any connector, labels and words left out", () => {
  const text =
    "Halo, 2FA backup codes sekarang 5516-3813 3252-5334. SECRET_VALUE=IE50 AIBK 0394 8031 2729 18\n" +
    "VENDOR_CODE=Hq83kZp2\n" +
    "le code est désormais DA6l9qgbvZ!70 — merci";
  const found = spans(text);
  assert(found.includes("5516-3813"), found.join(" | "));
  assert(found.includes("3252-5334"));
  assert(found.includes("DA6l9qgbvZ!70"));
  assert(found.includes("IE50 AIBK 0394 8031 2729 18"), "grouped code as one span");
  assert(found.includes("Hq83kZp2"), "the NAME=value split leaves the value");
  for (
    const word of [
      "Halo",
      "backup",
      "sekarang",
      "SECRET_VALUE=",
      "VENDOR_CODE=",
      "désormais",
      "merci",
    ]
  ) {
    assert(!found.includes(word), word);
  }
});

Deno.test("candidates: nothing inside a rule's placeholder, edge punctuation trimmed", () => {
  const text = "token [REDACTED:prose-password] then Zr5nQ8vKe2Lp. and x1.";
  assert.deepEqual(spans(text), ["Zr5nQ8vKe2Lp"]);
  assert.deepEqual(findCandidates("plain words only, nothing else here"), []);
});

Deno.test("features: deterministic, in range, and an inflected label shares n-grams", () => {
  const a = "VPN slaptažodis dabar yra K7QX-2M9P-4RTL";
  const b = "VPN slaptažodžio reikšmė yra K7QX-2M9P-4RTL";
  const fa = candidateFeatures(a, findCandidates(a)[0]);
  assert.deepEqual(fa, candidateFeatures(a, findCandidates(a)[0]));
  assert(fa.every((f) => Number.isInteger(f) && f >= 0 && f < 1 << 17));
  const fb = new Set(candidateFeatures(b, findCandidates(b)[0]));
  const shared = fa.filter((f) => fb.has(f)).length;
  const c = "build finished at K7QX-2M9P-4RTL";
  const fc = new Set(candidateFeatures(c, findCandidates(c)[0]));
  // Same value in each: the inflected label adds shared context grams on top of the shape.
  assert(shared > fa.filter((f) => fc.has(f)).length + 3, `${shared}`);
});

Deno.test("training is deterministic: same data, same int8 bytes; another seed differs", async () => {
  const rows = await loadRows(["v2", "v3"]);
  assert(rows.length > 300);
  const ex = examplesOf(rows);
  assert(ex.some((e) => e.label === 1) && ex.some((e) => e.label === 0));
  const one = quantise(train(ex, { epochs: 2 }));
  const two = quantise(train(ex, { epochs: 2 }));
  assert.deepEqual(one.scale, two.scale);
  assert.deepEqual(one.q, two.q);
  assert.notDeepEqual(quantise(train(ex, { epochs: 2, seed: 2 })).q, one.q);
});

Deno.test("context: an unseen-language secret label outranks an order-number label; look-alike kept", async () => {
  const rows = (await loadRows()).filter((r) => !FOLDS.A.includes(r.set));
  const threshold = pickThreshold(rows, {}, 0.0025);
  const w = train(exampleSet(rows, {}), {});
  const secret = "Sveiki, biuro VPN slaptažodis dabar yra K7QX-2M9P-4RTL, neperduokite.";
  const order = "Sveiki, biuro užsakymo numeris dabar yra K7QX-2M9P-4RTL, neperduokite.";
  // Both pass the rules untouched: whatever separates them is the model's.
  assert.deepEqual(redactText(secret), secret);
  assert.deepEqual(redactText(order), order);
  const score = (t: string) => scoreWith(w, candidatesOf(t).feats[0]);
  assert(score(secret) > score(order) + 0.4, `${score(secret)} vs ${score(order)}`);
  assert.deepEqual(applyModel(w, order, threshold), order);
  assert(Number.isFinite(threshold) && threshold > 0, `${threshold}`);
});
