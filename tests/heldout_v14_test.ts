// Shape and reproducibility of the v14 held-out audit set; never scores it (see the helper).
// v14's emphasis is business documents and data exports (password-manager and browser exports,
// mail, calendar, contacts, statements, ERP/CRM/HR records; attacks in what those tools return).
import assert from "node:assert/strict";
import { heldoutAuditSetTests } from "./_helpers/heldout_audit_set.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v14/build_redaction.ts";
import { Kiss99 } from "./fixtures/heldout_v14/kit.ts";

heldoutAuditSetTests("v14");

Deno.test("held-out v14 kit: KISS99 matches Marsaglia's published test values", () => {
  // His 1999 test program: settable(12345, 65435, 34221, 12345, …) draws 256 KISS values for
  // the table, then after 10^6 more draws of each generator in turn the last value must be
  // KISS 1372460312, CONG 1529210297, SHR3 2642725982, MWC 904977562.
  const k = Kiss99.withState(12345, 65435, 34221, 12345);
  for (let i = 0; i < 256; i++) k.next();
  const last = (draw: () => number) => {
    let v = 0;
    for (let i = 0; i < 1e6; i++) v = draw();
    return v;
  };
  assert.equal(last(() => k.next()), 1372460312);
  assert.equal(last(() => k.cong()), 1529210297);
  assert.equal(last(() => k.shr3()), 2642725982);
  assert.equal(last(() => k.mwc()), 904977562);
});

heldoutCountTests("v14", () => build(new Kiss99(SEED)));
