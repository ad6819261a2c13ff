import assert from "node:assert/strict";
import { injectionQuality, redactionQuality } from "./fixtures/quality.ts";

// Quality thresholds on fixed labelled data (positives are regenerated with fresh random material).
Deno.test("redaction: recall >= 0.95 and false-positive rate <= 0.02 on the labelled fixtures", () => {
  const q = redactionQuality();
  assert.ok(q.positives >= 250 && q.negatives >= 300, `${q.positives}/${q.negatives}`);
  assert.ok(q.recall >= 0.95, `recall ${q.recall}; misses: ${q.misses.join(" | ")}`);
  assert.ok(
    q.falsePositiveRate <= 0.02,
    `fpr ${q.falsePositiveRate}: ${q.falseAlarms.join(" | ")}`,
  );
});

Deno.test("injection: recall >= 0.95 and false-positive rate <= 0.02 on the labelled fixtures", () => {
  const q = injectionQuality();
  assert.ok(q.positives >= 200 && q.negatives >= 250, `${q.positives}/${q.negatives}`);
  assert.ok(q.recall >= 0.95, `recall ${q.recall}; misses: ${q.misses.join(" | ")}`);
  assert.ok(
    q.falsePositiveRate <= 0.02,
    `fpr ${q.falsePositiveRate}: ${q.falseAlarms.join(" | ")}`,
  );
});
