/**
 * Harness for the client authorization scenarios of @modelcontextprotocol/conformance: Toolgate's
 * real upstream OAuth client against the suite's mock authorization server and protected MCP
 * server. The suite appends the MCP server's URL to the command and names the scenario in
 * MCP_CONFORMANCE_SCENARIO (pre-registered credentials come in MCP_CONFORMANCE_CONTEXT).
 *
 *   deno run -A npm:@modelcontextprotocol/conformance@0.1.16 client --suite auth \
 *     --command "deno run -A scripts/conformance_client.ts"
 *
 * What it drives, all real: the whole service on loopback (in-memory KV) with the mock server in
 * its catalogue as an OAuth server; a member who signs up and presses Connect in the app (the
 * app's Connect route: discovery, client identity, PKCE); the mock /authorize redirects straight
 * back, and that redirect is followed to the app's own callback route (state, iss, code exchange,
 * sealed tokens); then an agent's SDK client runs the mock's tool through Toolgate's /mcp
 * (`run_tool`: upstream initialize, tools/list in the warm-up, tools/call with the token). When
 * the tool needs a scope the connection lacks, the member reconnects, as the agent is told to —
 * but only while the server asks for a scope not yet granted (at most 3 authorizations).
 * Exit code 0 when the tool ran.
 */
import { SecretBox } from "../src/lib/secret_box.ts";
import { base64url, randomBytes } from "../src/lib/crypto.ts";
import type { CatalogServer } from "../src/domain/catalog.ts";
import { createOAuthFetch } from "../src/upstream/oauth_fetch.ts";
import { connectionStatus } from "../src/services/upstream_connection_view.ts";
import { call, connection, mcpClient, startGateway, textOf } from "../tests/mcp/_harness.ts";
import { connect, member } from "../tests/upstream_oauth/_harness.ts";

const SLUG = "conf";
const MAX_AUTHORIZATIONS = 3;

const serverUrl = Deno.args.at(-1);
if (!serverUrl || !URL.canParse(serverUrl)) {
  console.error("usage: conformance_client.ts <mcp-server-url>");
  Deno.exit(2);
}
const scenario = Deno.env.get("MCP_CONFORMANCE_SCENARIO") ?? "(none)";
const context = JSON.parse(Deno.env.get("MCP_CONFORMANCE_CONTEXT") ?? "{}") as {
  client_id?: string;
  client_secret?: string;
};
const log = (line: string) => console.log(`[${scenario}] ${line}`);

// The catalogue entry's client secret is sealed with the same key the service opens it with.
const secrets = await SecretBox.fromBase64url(base64url(randomBytes(32)));
const entry: CatalogServer = {
  slug: SLUG,
  name: "Conformance mock server",
  description: "the conformance suite's protected MCP server",
  category: "demo",
  authType: "oauth",
  endpoint: serverUrl,
  defaultEnabled: true,
  ...(context.client_id
    ? {
      oauth: {
        clientId: context.client_id,
        clientSecretSealed: context.client_secret
          ? await secrets.seal(context.client_secret)
          : undefined,
      },
    }
    : {}),
};

const gw = await startGateway({
  env: { UPSTREAM_TIMEOUT_MS: "10000" },
  deps: { secrets },
  extraServers: () => [entry],
});
trustSuiteOrigins();
let ok = false;
try {
  ok = await drive();
} catch (err) {
  log(`error: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
} finally {
  await gw.close();
}
Deno.exit(ok ? 0 : 1);

async function drive(): Promise<boolean> {
  const m = await member(gw);
  const { token } = await connection(gw, m.accountId, "conformance agent");
  const agent = await mcpClient(gw, token);
  try {
    for (let authorizations = 1; authorizations <= MAX_AUTHORIZATIONS; authorizations++) {
      const res = await connect(gw, m, SLUG);
      const view = await connectionStatus(gw.services, m.accountId, SLUG);
      log(
        `connect #${authorizations}: HTTP ${res.status}, ${view.status}, scopes [${view.scopes}]`,
      );
      if (view.status !== "connected") {
        log(`refused: ${textIn(res.html)}`);
        return false;
      }
      const out = await call(agent, "run_tool", { name: `${SLUG}__test-tool`, arguments: {} });
      log(`run_tool: ${out.isError ? "error" : "ok"}: ${textOf(out).slice(0, 400)}`);
      if (!out.isError) return true;
      const after = await connectionStatus(gw.services, m.accountId, SLUG);
      const granted = new Set(after.scopes);
      const wanted = (after.missingScope ?? "").split(/\s+/).filter((s) => s && !granted.has(s));
      if (wanted.length === 0) {
        log("no new scope to ask for: reconnecting would not help; stopping");
        return false;
      }
      log(`the tool needs [${wanted}]: the member reconnects`);
    }
    return false;
  } finally {
    await agent.close();
  }
}

/**
 * The suite's authorization server is plain HTTP on another loopback port, which the egress
 * policy refuses by design (https only, public addresses). The harness trusts the suite's
 * origins as the operator trusts a catalogue server's own origin; everything else of the OAuth
 * fetch (no redirects, time and size caps) and all the OAuth logic stay the product's.
 */
function trustSuiteOrigins(): void {
  const upstreams = gw.services.gateway.upstreams;
  upstreams.oauthFetch = () =>
    createOAuthFetch({ trusted: gw.deps.fetch, egress: gw.deps.fetch, trustedOrigins: [] });
}

/** The visible text of an app page's notice, for the log. */
function textIn(html: string): string {
  return html.replace(/<(style|script|head)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ").replace(
    /\s+/g,
    " ",
  ).trim().slice(0, 400);
}
