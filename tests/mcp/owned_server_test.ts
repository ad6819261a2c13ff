/**
 * Servers an account adds itself (admin CLI server:add / server:credential): the endpoint must
 * pass the egress policy, and calls go through the SSRF-safe pinned fetch over real TLS.
 */
import assert from "node:assert/strict";
import { makeTestCa, serveTls } from "../_helpers/tls.ts";
import { createDemoUpstreams } from "../../src/demo/mod.ts";
import {
  call,
  connection,
  type Gateway,
  mcpClient,
  rest,
  startGateway,
  tenant,
  textOf,
} from "./_harness.ts";
import { mcpCommands } from "../../src/cli/commands/mcp.ts";
import type { Flags } from "../../src/cli/context.ts";
import { ServiceError } from "../../src/errors.ts";

const TLS_TOKEN = "owned-vault-token-123";

function admin(gw: Gateway, command: string, flags: Flags) {
  return mcpCommands[command].run({
    deps: gw.deps,
    services: () => Promise.resolve(gw.services),
    webhooks: () => Promise.resolve(gw.services.webhooks),
    flags,
  });
}

async function refused(p: Promise<unknown>, pattern: RegExp) {
  const err = await p.then(() => null, (e) => e);
  assert.ok(err instanceof ServiceError, `expected a ServiceError, got ${err}`);
  assert.match(err.message, pattern);
}

Deno.test("owned servers: an https endpoint on a vetted address runs through the egress fetch", async () => {
  const ca = await makeTestCa();
  const leaf = await ca.issue(["localhost", "127.0.0.1"]);
  const demo = createDemoUpstreams({ bearerToken: TLS_TOKEN });
  const tls = serveTls(
    async (req) => await demo.handle(req) ?? new Response("no", { status: 404 }),
    leaf,
  );
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/ca.pem`, ca.caPem);
  const gw = await startGateway({
    env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true", DENO_CERT: `${dir}/ca.pem` },
  });
  try {
    const t = await tenant(gw, { plan: "pro" });
    const account = t.account.id;
    const base = `https://localhost:${tls.port}/demo`;
    const added = await admin(gw, "server:add", {
      account,
      slug: "my-notes",
      name: "My Notes",
      endpoint: `${base}/demo-notes/mcp`,
    }) as { owned: boolean; status: string };
    assert.equal(added.owned, true);
    assert.equal(added.status, "enabled");
    await admin(gw, "server:add", {
      account,
      slug: "my-vault",
      name: "My Vault",
      endpoint: `${base}/demo-vault/mcp`,
      auth: "bearer",
    });
    const conn = await connection(gw, account);
    const client = await mcpClient(gw, conn.token);
    const echoed = await call(client, "run_tool", {
      name: "my-notes__echo",
      arguments: { text: "over tls" },
    });
    assert.equal(textOf(echoed), "over tls");
    const pending = await call(client, "run_tool", { name: "my-vault__whoami", arguments: {} });
    assert.match(textOf(pending), /pending: it needs a credential/);
    await admin(gw, "server:credential", { account, server: "my-vault", token: TLS_TOKEN });
    const vault = await call(client, "run_tool", { name: "my-vault__list_items", arguments: {} });
    assert.equal(vault.isError, undefined, textOf(vault));
    const servers = (await rest(gw, t.apiKey, "/servers")).json.data as {
      slug: string;
      owned: boolean;
    }[];
    assert.deepEqual(servers.filter((s) => s.owned).map((s) => s.slug).sort(), [
      "my-notes",
      "my-vault",
    ]);
    await refused(
      admin(gw, "server:add", {
        account,
        slug: "my-notes",
        name: "Again",
        endpoint: `${base}/demo-notes/mcp`,
      }),
      /already has a server/,
    );
    await refused(
      admin(gw, "server:add", {
        account,
        slug: "demo-notes",
        name: "Shadow",
        endpoint: `${base}/demo-notes/mcp`,
      }),
      /belongs to a catalogue server/,
    );
    await refused(
      admin(gw, "server:credential", { account, server: "demo-notes", token: "x" }),
      /not a bearer token/,
    );
  } finally {
    await gw.close();
    await tls.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("owned servers: http, loopback, private and internal endpoints are refused", async () => {
  const gw = await startGateway();
  try {
    const t = await tenant(gw);
    const account = t.account.id;
    const cases: [string, RegExp][] = [
      ["http://example.com/mcp", /scheme must be https/],
      ["https://127.0.0.1/mcp", /loopback/],
      ["https://10.1.2.3/mcp", /private|10\.0\.0\.0/],
      ["https://[::1]/mcp", /loopback/],
      ["https://localhost/mcp", /localhost/],
      ["https://metadata.google.internal/mcp", /metadata|internal/],
      ["https://user:pw@example.com/mcp", /credential|user/i],
    ];
    for (const [endpoint, pattern] of cases) {
      await refused(admin(gw, "server:add", { account, slug: "x", name: "X", endpoint }), pattern);
    }
    await refused(
      admin(gw, "server:add", {
        account,
        slug: "Bad_Slug",
        name: "X",
        endpoint: "https://example.com",
      }),
      /slug/,
    );
  } finally {
    await gw.close();
  }
});
