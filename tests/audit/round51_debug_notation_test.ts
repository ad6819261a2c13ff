// Round 51 (issue 13): notations of debugger and runtime dumps (rtr10 guided): GDB's pointer
// members, two-item name/value lists, compound `…sig` keys, escaped line breaks before a key and
// Go's `%+v` fields. Inputs are this file's own, written in the notations, not copied from rtr10.
import assert from "node:assert/strict";
import { redactText, redactValue } from "../../src/audit/redact.ts";
import { isSensitiveKey } from "../../src/audit/key_names.ts";

const hidden = (text: string, secret: string) => {
  const out = redactText(text);
  assert.ok(!out.includes(secret), `kept ${secret} in ${out}`);
  return out;
};
const kept = (text: string) => assert.equal(redactText(text), text);

Deno.test("a GDB pointer member: the string it points to is the value, not the address", () => {
  const out = hidden(
    '$2 = {host = 0x5601a2b3c4d5 "db.internal", apitoken = 0x5601a2b3c9e0 "9f1c2e7a-4b3d-4e8f-a1c2-7d6e5f4a3b21", tls = 1}',
    "9f1c2e7a-4b3d-4e8f-a1c2-7d6e5f4a3b21",
  );
  assert.ok(out.includes("0x5601a2b3c9e0")); // the address stays
  kept(
    '$2 = {host = 0x5601a2b3c4d5 "db.internal", idempotencykey = 0x5601a2b3c9e0 "9f1c2e7a-4b3d-4e8f-a1c2-7d6e5f4a3b21"}',
  );
  kept('$3 = {token = 0x7ffd3c2b1a00 "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", retries = 3}');
});

Deno.test("a two-item name/value list names its second item", () => {
  hidden('[\n  ["locale", "de"],\n  ["Password", "tundra#Mosaic42!q"],\n]', "tundra#Mosaic42!q");
  hidden(
    'headers: [{"X-Auth-Token", "c81e728d9d4c2f636f067f89cc14862c"}], body: "..."',
    "c81e728d9d4c2f636f067f89cc14862c",
  );
  // A list of names is no pair: grant types, CORS headers, scheme names.
  kept('grant_types: ["authorization_code", "refresh_token"],');
  kept('allowHeaders: ["Authorization", "Mcp-Session-Id"],');
  kept("names: ['ApiKeyAuth', 'BearerAuth'],");
  // The list goes on: the item after a name is a neighbour, not its value.
  kept('fields: ["password", "x7Kq2LmN9pR4", "email"]');
  // A masked cookie string inside a header tuple is no cookie value.
  kept('headers: [{"cookie", "sessionid=[REDACTED]"}]');
});

Deno.test("a compound key ending in `sig` names a signature, whatever the separator", () => {
  assert.ok(isSensitiveKey("AZURE_BLOB_SAS_SIG") && isSensitiveKey("sassig"));
  assert.ok(isSensitiveKey("urlSig") && !isSensitiveKey("dkim_sig"));
  const sig = "Qm9yZWFsJTJGc2lnbmF0dXJlS2V5MDEyMzQ1Njc4OTA%3D";
  hidden(`      AZURE_BLOB_SAS_SIG:  ${sig}`, sig);
  hidden(`Config { endpoint: "https://blob.local", blobsassig: "${sig}", retries: 2 }`, sig);
  // A sign-off stays a sign-off; a word is no signature's material.
  kept("Email sig: Kind regards from the platform team");
});

Deno.test("an escaped line break is no part of the key after it", () => {
  kept('write(7, "GET / HTTP/1.1\\r\\nCookie: sessionid=<redacted>\\r\\n", 52) = 52');
  kept('write(7, "GET / HTTP/1.1\\r\\nCookie: sessionid=[REDACTED]\\r\\n", 52) = 52');
  hidden(
    'write(7, "GET / HTTP/1.1\\r\\nCookie: sessionid=q8Zt3mVx1LpR7wNc5KbY2sDf\\r\\n", 60) = 60',
    "q8Zt3mVx1LpR7wNc5KbY2sDf",
  );
});

Deno.test("Go's %+v field label: an id or a digest notation after it is kept", () => {
  kept("// client: &{Addr:https://x.local TraceID:01HZY3K4M5N6P7Q8R9S0T1V2W3 Timeout:3s}");
  kept(
    "&{Name:api LayerID:sha256:5e2b0c7d9a1f3e4b6c8d0a2f4e6b8d0c1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b}",
  );
  // A credential field is still judged by its name.
  hidden("&{Host:api SecretKey:Zx81LqPm4NvB7RtY2WsK9HdC Timeout:3s}", "Zx81LqPm4NvB7RtY2WsK9HdC");
});

Deno.test("the CSRF label conflict is pinned: anti-forgery tokens stay redacted (rtr8, v1, v31)", () => {
  hidden("X-CSRF-Token: Hq3Zk9LmP2xR7vTn5YbW8sDcFg", "Hq3Zk9LmP2xR7vTn5YbW8sDcFg");
  const { value } = redactValue({ csrf: "Hq3Zk9LmP2xR7vTn5YbW8sDcFg4Je" }, "");
  assert.equal((value as { csrf: string }).csrf.startsWith("[REDACTED"), true);
});
