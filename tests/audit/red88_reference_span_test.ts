// Issue 13, redaction round red88 (guided by v59's and v60's benign changes): a span that is only an
// environment lookup written as code, or the Secret object and key a `secretKeyRef:` points to,
// names where a secret is read and is kept; a literal in the same frames is still redacted.
// Examples written here, not copied from a set; each kept one was changed by the base code.
import assert from "node:assert/strict";
import { redactValue } from "../../src/audit/redact.ts";
import { gone, kept } from "./_gone_kept.ts";

Deno.test("an environment lookup or a secretKeyRef's name is kept", () => {
  kept("sorted out the kiosk for Ana, it wanted process.env.KIOSK_PARTNER_TOKEN again");
  kept("secretKeyRef:orders-db/password");
  kept("ANON_KEY=secretKeyRef:loyalty/anon");
  const value = { db: { passwordRef: "secretKeyRef:orders-db/password" } };
  assert.deepEqual(redactValue(value, "").redacted, []);
});

Deno.test("a literal in the same frames is still redacted", () => {
  gone(
    "sorted out the kiosk for Ana, it wanted Kx9vLmZp7RtK2wNc4bHd again",
    "Kx9vLmZp7RtK2wNc4bHd",
  );
  gone("secretKeyRef: q9vLmZp7RtK2wNc4bHd8Jw", "q9vLmZp7RtK2wNc4bHd8Jw");
  gone('apiKey: os.getenv("X_KEY", "sk-abcdefabcdefabcdefabcdef")', "sk-abcdefabcdefabcdefabcdef");
});
