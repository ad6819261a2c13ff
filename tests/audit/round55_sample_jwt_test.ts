// Issue 13, redaction round 55 (v44's ph-jwt-io false alarm): a documentation-signed sample JWT
// that ends a sentence keeps its full stop outside the token, so the published-sample check sees
// the whole token after a rule took only its start. A token signed with any other secret goes.
import { createHmac } from "node:crypto";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, rand } from "./fixtures/random.ts";

function jwt(secret: string, sub: string): string {
  const enc = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-")
      .replace(/\//g, "_");
  const head = `${enc({ alg: "HS256", typ: "JWT" })}.${enc({ sub, name: "Kari Nordmann" })}`;
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`;
}

Deno.test("a published sample JWT ending a sentence is kept", () => {
  kept(
    `Customer asked about the example token on their form: ${
      jwt("your-256-bit-secret", "42")
    }. Closed.`,
  );
});

Deno.test("a JWT signed with its own secret ending a sentence still goes", () => {
  const t = jwt(rand(ALNUM, 32), "42");
  gone(`Customer asked about the example token on their form: ${t}. Closed.`, t.split(".")[2]);
});
