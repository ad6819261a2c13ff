// Shape and reproducibility of the v11 held-out audit set; never scores it (see the helper).
// v11's emphasis is what an agent fetches and configures (pages, READMEs, config and
// infrastructure files, tool-call arguments, API bodies), about 40 % not in English.
import assert from "node:assert/strict";
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v11/build_redaction.ts";
import { Pcg32 } from "./fixtures/heldout_v11/kit.ts";

heldoutAuditSetTests("v11");

Deno.test("held-out v11 kit: PCG32 matches the reference generator's first outputs", () => {
  // pcg32-global demo values for seed 42, sequence 54 (O'Neill's reference implementation).
  const r = new Pcg32(42, 54);
  assert.deepEqual([r.next(), r.next(), r.next()], [0xa15c02b7, 0x7b47f409, 0xba1d3330]);
});

heldoutCountTests("v11", () => build(new Pcg32(SEED)));
