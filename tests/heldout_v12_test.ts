// Shape and reproducibility of the v12 held-out audit set; never scores it (see the helper).
// v12's emphasis is source code and developer artefacts (hard-coded secrets in many languages,
// manifests, patches; attacks in comments, docstrings, manifests and tool descriptions).
import assert from "node:assert/strict";
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v12/build_redaction.ts";
import { Taus88 } from "./fixtures/heldout_v12/kit.ts";

heldoutAuditSetTests("v12");

Deno.test("held-out v12 kit: Taus88 matches GSL's taus generator", () => {
  // GSL_RNG_TYPE=taus GSL_RNG_SEED=123 prints "first value = 2720986350" (GSL's rng example).
  assert.equal(new Taus88(123).next(), 2720986350);
});

heldoutCountTests("v12", () => build(new Taus88(SEED)));
