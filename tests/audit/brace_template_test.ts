// A value written as one identifier in single braces (`{FRIGATE_RTSP_PASSWORD}`, Python's
// `{db_password}`) is a template a tool fills in, not a secret: it stays byte-identical, while a
// real value in the same place, or braces around generated material, is still redacted.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { findSecretSpans } from "../../src/audit/text_scan.ts";

Deno.test("a single-brace identifier in a URL's password slot is a template, kept", () => {
  for (
    const text of [
      "path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@192.168.1.20:554/stream1",
      'dsn = "postgresql://app:{db_password}@db.internal:5432/app".format(**cfg)',
    ]
  ) {
    assert.deepEqual(findSecretSpans(text), [], text);
    assert.deepEqual(redactValue({ url: text }, "/r").redacted, []);
  }
});

Deno.test("near miss: a real password, or braces around random material, is still redacted", () => {
  for (
    const [text, secret] of [
      ["rtsp://admin:Vq7#mR2xLp9t@192.168.1.20:554/stream1", "Vq7#mR2xLp9t"],
      ["rtsp://admin:{k8Qz-Vp3w-Lm7x}@192.168.1.20:554/stream1", "{k8Qz-Vp3w-Lm7x}"],
    ]
  ) {
    const spans = findSecretSpans(text);
    assert.equal(spans.length, 1, text);
    assert.ok(text.slice(spans[0].start, spans[0].end).includes(secret.replace(/[{}]/g, "")));
  }
});
