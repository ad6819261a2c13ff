import assert from "node:assert/strict";
import { commands } from "../../src/cli/commands.ts";
import { UsageError } from "../../src/cli/context.ts";
import { createServices } from "../../src/services/mod.ts";
import { ServiceError } from "../../src/errors.ts";
import { createAccount } from "../../src/storage/accounts.ts";
import { verifyAccessToken } from "../../src/oauth/tokens.ts";
import { createTestDeps } from "../_helpers/deps.ts";

const TEST_KEY = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";

Deno.test("client:token, client:list and client:revoke manage a headless connection", async () => {
  const deps = await createTestDeps();
  try {
    const services = createServices(deps);
    const account = await createAccount(deps.kv, deps.now, { name: "Agents Inc" });
    const run = (name: string, flags: Record<string, string>) =>
      commands[name].run({
        deps,
        services: () => Promise.resolve(services),
        webhooks: () => Promise.resolve(services.webhooks),
        flags,
      });

    const out = await run("client:token", {
      account: account.id,
      name: "nightly-ci",
      days: "7",
    }) as {
      clientId: string;
      accessToken: string;
      expiresAt: string;
    };
    assert.deepEqual(Object.keys(out).sort(), ["accessToken", "clientId", "expiresAt"]);
    assert.match(out.accessToken, /^tgat_/);
    const mcpUrl = `${deps.config.publicUrl}/mcp`;
    const record = await verifyAccessToken(deps.kv, deps.now, out.accessToken, mcpUrl);
    assert.equal(record?.accountId, account.id);
    assert.equal(record?.clientId, out.clientId);
    const days = (Date.parse(out.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 6.99 && days <= 7);

    const list = await run("client:list", { account: account.id }) as {
      data: { id: string; label: string; active: boolean; calls: number }[];
      total: number;
      retentionDays: number;
    };
    assert.equal(list.total, 1);
    assert.equal(list.retentionDays, 7);
    assert.equal(list.data[0].label, "nightly-ci");
    assert.equal(list.data[0].calls, 0);

    const revoked = await run("client:revoke", { account: account.id, id: out.clientId }) as {
      active: boolean;
    };
    assert.equal(revoked.active, false);
    assert.equal(await verifyAccessToken(deps.kv, deps.now, out.accessToken, mcpUrl), null);
    const live = await run("client:list", { account: account.id, active: "true" }) as {
      total: number;
    };
    assert.equal(live.total, 0);

    await assert.rejects(run("client:token", { account: account.id }), UsageError);
    await assert.rejects(
      run("client:token", { account: account.id, name: "x", days: "0" }),
      UsageError,
    );
    await assert.rejects(run("client:list", { account: account.id, active: "yes" }), UsageError);
    await assert.rejects(run("client:token", { account: "acct_nope", name: "x" }), ServiceError);
    await assert.rejects(
      run("client:revoke", { account: account.id, id: "cli_nope" }),
      ServiceError,
    );
  } finally {
    deps.kv.close();
  }
});

Deno.test("deno task admin client:token prints a working token for {mcp_url}", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_cli_" });
  try {
    const kvPath = `${dir}/kv.sqlite3`;
    const kv = await Deno.openKv(kvPath);
    const account = await createAccount(kv, Date.now, { name: "CLI account" });
    kv.close();
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "src/cli/main.ts",
        "client:token",
        "--account",
        account.id,
        "--name",
        "agent",
      ],
      env: {
        KV_PATH: kvPath,
        PUBLIC_URL: "https://toolgate.example",
        TOOLGATE_ENCRYPTION_KEY: TEST_KEY,
      },
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    const printed = JSON.parse(new TextDecoder().decode(out.stdout));
    const check = await Deno.openKv(kvPath);
    try {
      const record = await verifyAccessToken(
        check,
        Date.now,
        printed.accessToken,
        "https://toolgate.example/mcp",
      );
      assert.equal(record?.clientId, printed.clientId);
    } finally {
      check.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
