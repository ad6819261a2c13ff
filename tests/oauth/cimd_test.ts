/**
 * Client ID Metadata Documents: the client_id is an HTTPS URL whose document the server fetches
 * through the egress policy. The document host is a real TLS server on loopback with a test CA;
 * the test resolves its made-up public name to 127.0.0.1 (private egress allowed for the test).
 */
import assert from "node:assert/strict";
import { Hono } from "hono";
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import { auth } from "@modelcontextprotocol/sdk/client/auth.js";
import { makeTestCa, serveTls, type TlsServer } from "../_helpers/tls.ts";
import { type OAuthOptions, oauthRoutes } from "../../src/web/oauth/routes.ts";
import { webRoutes } from "../../src/web/routes.ts";
import { verifyAccessToken } from "../../src/oauth/tokens.ts";
import { listClients } from "../../src/storage/clients.ts";
import { getUserByEmail } from "../../src/storage/users.ts";
import {
  authorizeUrl,
  Browser,
  consent,
  pkcePair,
  REDIRECT,
  signUp,
  startServer,
} from "./_helpers.ts";
import { MemoryOAuthProvider } from "./sdk_provider.ts";

const HOST = "client.toolgate-test.dev";
const ca = await makeTestCa();
const leaf = await ca.issue([HOST]);

/** Serves documents by path; `hang` never answers (for the timeout case). */
function docServer(docs: (base: string) => Record<string, { status?: number; body: string }>) {
  let base = "";
  const server: TlsServer = serveTls(async (req) => {
    const path = new URL(req.url).pathname;
    if (path === "/hang") await new Promise((r) => setTimeout(r, 1_000));
    const doc = docs(base)[path];
    if (!doc) return new Response("not found", { status: 404 });
    return new Response(doc.body, {
      status: doc.status ?? 200,
      headers: { "content-type": "application/json", location: "https://evil.example/" },
    });
  }, leaf);
  base = `https://${HOST}:${server.port}`;
  return { base, close: () => server.close() };
}

async function withSetup(
  fn: (ctx: { srv: Awaited<ReturnType<typeof startServer>>; docsBase: string }) => Promise<void>,
  opts: { allowPrivate?: boolean; clientDocs?: OAuthOptions["clientDocs"] } = {},
) {
  const docs = docServer((base) => ({
    "/client.json": {
      body: JSON.stringify({
        client_id: `${base}/client.json`,
        client_name: "Metadata Agent",
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
      }),
    },
    "/mismatch.json": {
      body: JSON.stringify({
        client_id: "https://other.example/c.json",
        redirect_uris: [REDIRECT],
      }),
    },
    "/secret.json": {
      body: JSON.stringify({
        client_id: `${base}/secret.json`,
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: "client_secret_basic",
      }),
    },
    "/big.json": {
      body: JSON.stringify({ client_id: `${base}/big.json`, pad: "x".repeat(20_000) }),
    },
    "/redirect.json": { status: 302, body: "" },
    "/hang": { body: "{}" },
  }));
  const options: OAuthOptions = {
    resolve: (host) => Promise.resolve(host === HOST ? ["127.0.0.1"] : []),
    caCerts: [ca.caPem],
    clientDocs: opts.clientDocs,
  };
  const srv = await startServer({
    env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: String(opts.allowPrivate ?? true) },
    build: (deps, services) => {
      const app = new Hono();
      app.route("/", oauthRoutes(deps, services, options));
      app.route("/app", webRoutes(deps, services));
      return app;
    },
  });
  try {
    await fn({ srv, docsBase: docs.base });
  } finally {
    await srv.close();
    await docs.close();
  }
}

Deno.test("the SDK client uses its metadata document URL as client_id, without registering", () =>
  withSetup(async ({ srv, docsBase }) => {
    const browser = new Browser();
    await signUp(browser, srv.base, "cimd@example.com");
    const provider = new MemoryOAuthProvider({ clientMetadataUrl: `${docsBase}/client.json` });
    assert.equal(await auth(provider, { serverUrl: srv.mcpUrl }), "REDIRECT");
    assert.equal(provider.client?.client_id, `${docsBase}/client.json`);
    const page = await browser.fetch(provider.authorizationUrl!.href);
    const html = await page.text();
    assert.match(html, /Metadata Agent/);
    assert.ok(html.includes(`${docsBase}/client.json`));
    const back = await consent(browser, provider.authorizationUrl!.href, "approve");
    const code = back.searchParams.get("code")!;
    assert.equal(
      await auth(provider, { serverUrl: srv.mcpUrl, authorizationCode: code }),
      "AUTHORIZED",
    );
    const record = await verifyAccessToken(
      srv.deps.kv,
      srv.deps.now,
      provider.saved!.access_token,
      srv.mcpUrl,
    );
    const user = await getUserByEmail(srv.deps.kv, "cimd@example.com");
    assert.equal(record?.accountId, user!.accountId);
    const [conn] = await listClients(srv.deps.kv, user!.accountId);
    assert.equal(conn.name, "Metadata Agent");
    assert.equal(conn.oauthClientId, `${docsBase}/client.json`);
  }));

Deno.test("bad metadata documents are refused with an error page, never a redirect", () =>
  withSetup(async ({ srv, docsBase }) => {
    const browser = new Browser();
    await signUp(browser, srv.base, "bad@example.com");
    const { challenge } = await pkcePair();
    const reasons: Record<string, RegExp> = {
      "/mismatch.json": /must name its own URL as client_id/,
      "/secret.json": /must use &quot;none&quot;/,
      "/big.json": /exceeds 8192 bytes/,
      "/redirect.json": /answered 302/,
      "/missing.json": /answered 404/,
      "/hang": /timed out after 300 ms/,
    };
    for (
      const path of [
        "/mismatch.json",
        "/secret.json",
        "/big.json",
        "/redirect.json",
        "/missing.json",
        "/hang",
      ]
    ) {
      const res = await browser.fetch(authorizeUrl(srv.base, {
        client_id: `${docsBase}${path}`,
        redirect_uri: REDIRECT,
        response_type: "code",
        code_challenge: challenge,
        code_challenge_method: "S256",
        resource: srv.mcpUrl,
      }));
      assert.equal(res.status, 400, path);
      assert.equal(res.headers.get("location"), null, path);
      assert.match(await res.text(), reasons[path], path);
    }
  }, { clientDocs: { timeoutMs: 300 } }));

Deno.test("metadata documents on private addresses are refused by the egress policy", () =>
  withSetup(async ({ srv, docsBase }) => {
    const browser = new Browser();
    await signUp(browser, srv.base, "ssrf@example.com");
    const { challenge } = await pkcePair();
    const res = await browser.fetch(authorizeUrl(srv.base, {
      client_id: `${docsBase}/client.json`,
      redirect_uri: REDIRECT,
      response_type: "code",
      code_challenge: challenge,
      code_challenge_method: "S256",
    }));
    assert.equal(res.status, 400);
    assert.match(await res.text(), /could not be verified/);
  }, { allowPrivate: false }));
