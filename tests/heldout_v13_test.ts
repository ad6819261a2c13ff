// Shape and reproducibility of the v13 held-out audit set; never scores it (see the helper).
// v13's emphasis is operational output an agent reads back from tools (CI logs, shell history,
// stack traces, CLI output, dumps, observability events, tickets, inbox and CRM payloads).
import assert from "node:assert/strict";
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v13/build_redaction.ts";
import { MT19937 } from "./fixtures/heldout_v13/kit.ts";

heldoutAuditSetTests("v13");

Deno.test("held-out v13 kit: MT19937 matches the C++ standard's std::mt19937", () => {
  // [rand.predef]: the 10000th output of a default-constructed mt19937 (seed 5489) is 4123659995.
  const rng = new MT19937(5489);
  let value = 0;
  for (let i = 0; i < 10000; i++) value = rng.next();
  assert.equal(value, 4123659995);
});

heldoutCountTests("v13", () => build(new MT19937(SEED)));
