import assert from "node:assert/strict";
import { call, connection, mcpClient, textOf, withGateway } from "../mcp/_harness.ts";
import { connect, member, oauthServer, stats } from "./_harness.ts";
import { keys } from "../../src/storage/keys.ts";
import type { UpstreamConnection } from "../../src/storage/upstream_oauth.ts";

const servers = (origin: string) => [
  oauthServer(origin, "oa-cimd"),
  oauthServer(origin, "oa-dcr", { cimd: "0" }),
  oauthServer(origin, "oa-pre", { cimd: "0", dcr: "0", prereg: "1" }, {
    clientId: "demo-client",
  }),
  oauthServer(origin, "oa-none", { cimd: "0", dcr: "0" }),
  oauthServer(origin, "oa-other", { issuer: "other", prm: "wellknown" }),
  oauthServer(origin, "oa-refused", { resource: "refused" }, { sendResource: false }),
  oauthServer(origin, "oa-refused-sent", { resource: "refused" }),
  oauthServer(origin, "oa-wrongiss", { iss: "wrong" }),
  oauthServer(origin, "oa-extra", {}, { authorizeParams: { audience: "x", state: "evil" } }),
];

Deno.test("CIMD first: connect demo-oauth, tokens sealed at rest, run_tool works", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    const res = await connect(gw, m, "oa-cimd");
    assert.equal(res.status, 200, res.html);
    assert.match(res.html, /Connected by <strong>m\d+-/);
    const q = res.authorize!.searchParams;
    assert.equal(q.get("client_id"), `${gw.origin}/app/oauth/client-metadata.json`);
    assert.equal(q.get("code_challenge_method"), "S256");
    assert.equal(q.get("resource"), `${gw.origin}/demo/demo-oauth/mcp`);
    assert.equal(q.get("scope"), "demo:read offline_access");
    const stored = await gw.deps.kv.get<UpstreamConnection>(
      keys.upstreamOAuthConnection(m.accountId, "oa-cimd"),
    );
    assert.equal(stored.value?.client.kind, "cimd");
    assert.match(stored.value!.accessSealed, /^v1\./);
    assert.ok(!JSON.stringify(stored.value).includes("at_"), "no plaintext token in KV");
    const { token } = await connection(gw, m.accountId);
    const client = await mcpClient(gw, token);
    try {
      const out = await call(client, "run_tool", { name: "oa-cimd__whoami", arguments: {} });
      assert.match(
        textOf(out),
        /client http:\/\/127\.0\.0\.1:\d+\/app\/oauth\/client-metadata\.json/,
      );
    } finally {
      await client.close();
    }
  }, { extraServers: servers }));

Deno.test("DCR fallback sends application_type and the refresh_token grant; registered once", () =>
  withGateway(async (gw) => {
    const m1 = await member(gw);
    const m2 = await member(gw);
    assert.equal((await connect(gw, m1, "oa-dcr")).status, 200);
    assert.equal((await connect(gw, m2, "oa-dcr")).status, 200);
    const s = await stats(gw, gw.deps.catalog.find((x) => x.slug === "oa-dcr")!);
    assert.equal(s.registrations.length, 1, "one registration per issuer");
    assert.equal(s.registrations[0].application_type, "web");
    assert.deepEqual(s.registrations[0].grant_types, ["authorization_code", "refresh_token"]);
  }, { extraServers: servers }));

Deno.test("pre-registered client id and sealed secret from the catalogue entry", async () => {
  const { SecretBox } = await import("../../src/lib/secret_box.ts");
  const box = await SecretBox.fromBase64url("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8");
  const sealed = await box.seal("demo-secret");
  await withGateway(async (gw) => {
    const m = await member(gw);
    const res = await connect(gw, m, "oa-pre");
    assert.equal(res.status, 200, res.html);
    const s = await stats(gw, gw.deps.catalog.find((x) => x.slug === "oa-pre")!);
    assert.equal(s.codeRequests, 1);
    assert.equal(s.registrations.length, 0);
  }, {
    extraServers: (o) =>
      servers(o).map((s) =>
        s.slug === "oa-pre"
          ? { ...s, oauth: { clientId: "demo-client", clientSecretSealed: sealed } }
          : s
      ),
  });
});

Deno.test("no CIMD, no DCR, no pre-registered client: Connect explains what the operator must do", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    const res = await connect(gw, m, "oa-none");
    assert.equal(res.status, 400);
    assert.match(res.html, /neither client ID metadata documents nor dynamic registration/);
  }, { extraServers: servers }));

Deno.test("issuer on another path, PRM only at the path-inserted well-known, OpenID discovery", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    const res = await connect(gw, m, "oa-other");
    assert.equal(res.status, 200, res.html);
    assert.match(res.authorize!.pathname, /\/tenants\/.+\/issuer\/authorize$/);
  }, { extraServers: servers }));

Deno.test("resource: omitted when the entry says so; a server refusing it fails visibly otherwise", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    const ok = await connect(gw, m, "oa-refused");
    assert.equal(ok.status, 200, ok.html);
    assert.equal(ok.authorize!.searchParams.get("resource"), null);
    const bad = await connect(gw, m, "oa-refused-sent");
    assert.equal(bad.status, 400);
    assert.match(bad.html, /refuses the resource parameter/);
  }, { extraServers: servers }));

Deno.test("a wrong iss on the callback is refused and nothing is stored", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    const res = await connect(gw, m, "oa-wrongiss");
    assert.equal(res.status, 400);
    assert.match(res.html, /issuer \(https:\/\/wrong\.example\) is not/);
    const stored = await gw.deps.kv.get(keys.upstreamOAuthConnection(m.accountId, "oa-wrongiss"));
    assert.equal(stored.value, null);
  }, { extraServers: servers }));

Deno.test("extra authorize parameters are added but never override the core ones", () =>
  withGateway(async (gw) => {
    const m = await member(gw);
    const res = await connect(gw, m, "oa-extra");
    assert.equal(res.status, 200, res.html);
    assert.equal(res.authorize!.searchParams.get("audience"), "x");
    assert.notEqual(res.authorize!.searchParams.get("state"), "evil");
  }, { extraServers: servers }));
