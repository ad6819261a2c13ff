// The structural scorer's case batches (tests/audit/fixtures/intent_cases.ts) as a validation set
// for the classifier: it never trains on them (data.ts does not import them), so they measure
// how it generalises to English and foreign phrasing written by someone else.
import * as batches from "../../tests/audit/fixtures/intent_cases.ts";
import type { IntentCase } from "../../tests/audit/fixtures/intent_cases.ts";
import {
  UNTUNED_NEGATIVES_10,
  UNTUNED_POSITIVES_10,
} from "../../tests/audit/fixtures/intent_cases_10.ts";
import {
  UNTUNED_NEGATIVES_11,
  UNTUNED_POSITIVES_11,
} from "../../tests/audit/fixtures/intent_cases_11.ts";
import type { FixtureCase } from "./data.ts";

/** Every batch, positives and negatives, as fixture cases (source "d" is a description). */
export function intentCases(): FixtureCase[] {
  const all = batches as unknown as Record<string, IntentCase[]>;
  return Object.entries(all).flatMap(([name, cases]) =>
    cases.map(([text, s]) => ({
      text,
      malicious: name.includes("POSITIVES"),
      source: s === "d" ? "description" as const : "result" as const,
      category: name.replace(/_?(POSITIVES|NEGATIVES)/, "").toLowerCase() || "intent",
    }))
  );
}

/** Batch 10 (written before the v5 tuning round, never tuned on), as fixture cases. */
export function untunedBatch10(): FixtureCase[] {
  const as = (malicious: boolean) => ([text, s]: IntentCase): FixtureCase => ({
    text,
    malicious,
    source: s === "d" ? "description" : "result",
    category: "batch10",
  });
  return [...UNTUNED_POSITIVES_10.map(as(true)), ...UNTUNED_NEGATIVES_10.map(as(false))];
}

/** Batch 11 (written before injection round 3's training changes, never trained on). */
export function untunedBatch11(): FixtureCase[] {
  const as = (malicious: boolean) => ([text, s]: IntentCase): FixtureCase => ({
    text,
    malicious,
    source: s === "d" ? "description" : "result",
    category: "batch11",
  });
  return [...UNTUNED_POSITIVES_11.map(as(true)), ...UNTUNED_NEGATIVES_11.map(as(false))];
}
