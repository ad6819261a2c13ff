import assert from "node:assert/strict";
import {
  redirectDisplay,
  redirectUriProblem,
  redirectUriRegistered,
  withParams,
} from "../../src/oauth/redirect_uris.ts";
import { isClientIdUrl } from "../../src/oauth/client_metadata_doc.ts";
import { safeNext } from "../../src/web/request.ts";

Deno.test("redirect URI policy: https, loopback http, native app schemes; nothing a browser would run", () => {
  for (
    const ok of [
      "https://claude.ai/api/mcp/auth_callback",
      "http://127.0.0.1:33418/callback",
      "http://[::1]/cb",
      "http://localhost:6274/oauth/callback",
      "cursor://anysphere.cursor-mcp/oauth/callback",
      "com.example.app:/oauth2redirect",
    ]
  ) assert.equal(redirectUriProblem(ok), null, ok);
  for (
    const bad of [
      "http://example.com/cb",
      "http://127.0.0.2.nip.io/cb",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "file:///tmp/x",
      "https://a.example/cb#x",
      "https://u:p@a.example/cb",
      "https://a.example/c b",
      "relative/path",
      "x".repeat(2001),
    ]
  ) assert.notEqual(redirectUriProblem(bad), null, bad);
});

Deno.test("redirect URI matching is exact, except the port of loopback http", () => {
  const registered = ["http://127.0.0.1:9/cb", "https://app.example/cb"];
  assert.ok(redirectUriRegistered("http://127.0.0.1:50123/cb", registered));
  assert.ok(redirectUriRegistered("https://app.example/cb", registered));
  assert.ok(!redirectUriRegistered("https://app.example/cb/", registered));
  assert.ok(!redirectUriRegistered("https://app.example:444/cb", registered));
  assert.ok(!redirectUriRegistered("http://127.0.0.1:9/cb?x=1", registered));
  assert.ok(!redirectUriRegistered("http://localhost:9/cb", registered));
  assert.ok(!redirectUriRegistered("http://127.0.0.1:9/cb#f", registered));
  assert.ok(!redirectUriRegistered("http://user@127.0.0.1:9/cb", registered));
});

Deno.test("response parameters keep the redirect URI's own query; display shows the host", () => {
  assert.equal(
    withParams("https://app.example/cb?tenant=1", {
      code: "c",
      state: undefined,
      iss: "https://t",
    }),
    "https://app.example/cb?tenant=1&code=c&iss=https%3A%2F%2Ft",
  );
  assert.equal(redirectDisplay("https://app.example:8443/cb"), "app.example:8443");
  assert.equal(
    redirectDisplay("cursor://anysphere.cursor-mcp/oauth/callback"),
    "cursor://anysphere.cursor-mcp",
  );
});

Deno.test("metadata-document client IDs are https URLs with a path and nothing tricky", () => {
  assert.ok(isClientIdUrl("https://app.example/oauth/client.json"));
  assert.ok(!isClientIdUrl("https://app.example/"));
  assert.ok(!isClientIdUrl("http://app.example/client.json"));
  assert.ok(!isClientIdUrl("https://app.example/a/../client.json"));
  assert.ok(!isClientIdUrl("https://u:p@app.example/client.json"));
  assert.ok(!isClientIdUrl("https://app.example/client.json#x"));
  assert.ok(!isClientIdUrl("tgc_abc"));
});

Deno.test("next after sign-in stays on our app or the authorize step", () => {
  assert.equal(safeNext("/app"), "/app");
  assert.equal(safeNext("/oauth/authorize?client_id=x"), "/oauth/authorize?client_id=x");
  for (
    const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/oauth/token",
      "",
      null,
      "/%2F%2Fevil",
    ]
  ) {
    assert.equal(safeNext(bad), null, String(bad));
  }
});
