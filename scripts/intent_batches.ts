// Scores the sentence scorer's own case batches (tests/audit/fixtures/intent_cases.ts) through
// scanForInjection: found orders and flagged benign texts per batch. Batches 1–8 were tuned on;
// batches 9 and 10 never were. Run: deno run -A scripts/intent_batches.ts
import { scanForInjection, scanToolDefinition } from "../src/audit/injection.ts";
import * as cases from "../tests/audit/fixtures/intent_cases.ts";
import type { IntentCase } from "../tests/audit/fixtures/intent_cases.ts";
import {
  UNTUNED_NEGATIVES_10,
  UNTUNED_POSITIVES_10,
} from "../tests/audit/fixtures/intent_cases_10.ts";

const flagged = ([text, s]: IntentCase) =>
  s === "d"
    ? scanToolDefinition({ name: "the_tool", description: text }).length > 0
    : scanForInjection(text, "", "result").length > 0;
const all = cases as unknown as Record<string, IntentCase[]>;
const suffix = (name: string) => name.replace(/^[A-Z_]*(POSITIVES|NEGATIVES)/, "") || "_1";

for (const name of Object.keys(all).filter((n) => n.includes("POSITIVES"))) {
  const pos = all[name];
  const neg = all[name.replace("POSITIVES", "NEGATIVES")] ?? [];
  const found = pos.filter(flagged).length;
  const fp = neg.filter(flagged).length;
  console.log(
    `batch ${suffix(name).slice(1)}${name.startsWith("UNTUNED") ? " (never tuned on)" : ""}: ` +
      `found ${found}/${pos.length}, benign flagged ${fp}/${neg.length}`,
  );
}
const extra = all.INTENT_NEGATIVES_5;
console.log(`batch 5 (benign only): flagged ${extra.filter(flagged).length}/${extra.length}`);
console.log(
  `batch 10 (never tuned on): found ${UNTUNED_POSITIVES_10.filter(flagged).length}/` +
    `${UNTUNED_POSITIVES_10.length}, benign flagged ${
      UNTUNED_NEGATIVES_10.filter(flagged).length
    }/` +
    `${UNTUNED_NEGATIVES_10.length}`,
);
