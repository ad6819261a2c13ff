// Issue 13, redaction round 68: an `=` inside a generated value is one of its generator's marks
// when the part before it is random material, not a setting's name. Examples written here.
import assert from "node:assert/strict";
import { eqAsMark, randomBeforeEq } from "../../src/audit/eq_mark.ts";
import { gone, kept } from "./_gone_kept.ts";

Deno.test("the part before an `=` is random material or a name", () => {
  for (const left of ["Tq9", "Lw!", "#", "Gz4kP", "RbXwvtq", "Hq7vTz"]) {
    assert.ok(randomBeforeEq(left), left);
  }
  for (
    const left of ["Max-Age", "SpanID", "kmsKeyId", "PGPASSWORD", "md5sum", "MD5", "mode", "-x", ""]
  ) {
    assert.ok(!randomBeforeEq(left), left);
  }
  assert.equal(eqAsMark("Tq9=mL4#wZ"), "Tq9!mL4#wZ");
  assert.equal(eqAsMark("mode=Fast12kQ"), undefined);
  assert.equal(eqAsMark("Tq9mL4wZ8n=="), undefined);
  assert.equal(eqAsMark("Tq9mL4wZ8n="), undefined);
});

Deno.test("a generated value holding `=` is redacted where a value stands alone", () => {
  const a = "RbXwvtq=M4-27k";
  gone(`2025-03-02  the parking app -> ${a}`, a);
  const b = "Lw!=7q*hTz@Rd";
  gone(`Hand-over\n- the server room tablet: ${b}\n- milk in the fridge`, b);
  const c = "Tq9=mL4#wZpY";
  gone(`[14:02] Sam: for the stock scanner it's ${c}\n[14:03] Jo: thanks`, c);
});

Deno.test("settings, ids and padded base64 after a name and `=` are kept", () => {
  kept(`Set-Cookie: lang=en; Max-Age=31536000\n`);
  kept(`2025-03-02 12:00:01 trace SpanID=9f2c41aa07be3d15 status=ok`);
  kept(`- the parking app: mode=Fast12kQ`);
  kept(`2025-03-02  the parking app -> dGhpcyBpcyB0ZXh0Lg==`);
  kept(`Build 42 -> kmsKeyId=alias-prod-7`);
});
