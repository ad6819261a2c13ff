// Issue 13, redaction round 56 (guided by v43's misses; the pointing emoji as v32 writes it): a
// pointing hand links an aside to its value as `→` does. Examples written here.
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { ARROW_SRC } from "../../src/audit/slot_link.ts";

Deno.test("a pointing emoji after an aside hands the secret over", () => {
  gone(
    "the fitter asked for the rota portal password to log the visit, here it is 👉 Qz7%kLw2!rTb — bin it after",
    "Qz7%kLw2!rTb",
  );
  gone(
    "Reminder: Twilio auth secret for the night line, as set by the vendor ➡️ 9fTq2LmZx8VbN3wKp4Rd",
    "9fTq2LmZx8VbN3wKp4Rd",
  );
  gone(
    "the vendor wanted the gate panel master code to finish commissioning, here it is 👉 58207316# — change it after",
    "58207316",
  );
});

Deno.test("the pointing emoji is an arrow of the shared link grammar", () => {
  const arrow = new RegExp(`^(?:${ARROW_SRC})$`, "u");
  assert.ok(arrow.test("👉"));
  assert.ok(arrow.test("➡️"));
  assert.ok(arrow.test("→"));
  assert.ok(!arrow.test("👍"));
});

Deno.test("pointing emoji and master codes in plain prose stay untouched", () => {
  kept("Rota for the week is published, see the pinned post 👉 https://intranet.example.org/rota");
  kept("The password policy changed last week 👉 read the new rules before Friday.");
  kept("Ask the manager for the master code kept in the sealed envelope at the bank.");
  kept("lock master code: [REDACTED]");
  kept("master code reset scheduled for 2026-12-01, see ticket INC-40211");
});
