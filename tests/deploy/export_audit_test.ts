/** The Node audit export (@deno/kv) reads the KV file a real service process wrote. */
import assert from "node:assert/strict";
import { baseEnv, freePort, runTool, setupTenant, startService } from "../faults/_service.ts";
import { ActivityStore } from "../../src/storage/activity.ts";

const SCRIPT = new URL("../../scripts/export_audit.mjs", import.meta.url).pathname;
const ROOT = new URL("../../", import.meta.url).pathname;

async function node(args: string[]) {
  const out = await new Deno.Command("node", { args: [SCRIPT, ...args], cwd: ROOT }).output();
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

Deno.test("[deploy] export_audit.mjs on Node exports the rows a service wrote, as JSON lines", async () => {
  // The exporter's one dependency, @deno/kv, comes from deno.json into node_modules.
  const install = await new Deno.Command(Deno.execPath(), { args: ["install"], cwd: ROOT })
    .output();
  assert.ok(install.success, new TextDecoder().decode(install.stderr));
  const dir = await Deno.makeTempDir({ prefix: "toolgate_export_" });
  const env = baseEnv(dir, freePort());
  const tenant = await setupTenant(env.KV_PATH, env.PUBLIC_URL);
  const other = await setupTenant(env.KV_PATH, env.PUBLIC_URL);
  const service = await startService(env);
  const big = "x".repeat(70_000); // over the inline limit: the payload is stored in chunks
  try {
    for (let i = 0; i < 5; i++) {
      await runTool(service.url, tenant.token, "demo-notes__echo", { text: `call ${i}` });
    }
    await runTool(service.url, tenant.token, "demo-notes__echo", { text: big });
    await runTool(service.url, tenant.token, "demo-notes__nope", {});
    await runTool(service.url, other.token, "demo-notes__echo", { text: "other" });
    // While the service still runs: SQLite lets the exporter read beside it.
    const out = await node(["--kv", env.KV_PATH, "--account", tenant.accountId]);
    assert.equal(out.code, 0, out.stderr);
    const lines: unknown[] = out.stdout.trim().split("\n").map((l) => JSON.parse(l));
    const kv = await Deno.openKv(env.KV_PATH);
    const { rows } = await new ActivityStore(kv, Date.now).list(tenant.accountId, {
      limit: 100,
      retentionDays: 30,
    });
    kv.close();
    assert.equal(rows.length, 7);
    assert.deepEqual(lines, rows.reverse().map((r) => ({ accountId: tenant.accountId, ...r })));
    const [chunked, failed] = lines.slice(5) as { arguments: unknown; ok: boolean }[];
    // Over the 48 KiB inline limit, so the store cut it into chunks; it came back equal above.
    assert.ok(JSON.stringify(chunked.arguments).length > 48 * 1024, "a chunked payload");
    assert.equal(failed.ok, false);
    assert.match(out.stderr, /"rows":7,"expired":0,"incomplete":0/);
    const all = await node(["--kv", env.KV_PATH]);
    assert.equal(all.stdout.trim().split("\n").length, 8, "every account without --account");
    const later = await node([
      "--kv",
      env.KV_PATH,
      "--since",
      new Date(Date.now() + 60_000).toISOString(),
    ]);
    assert.equal(later.stdout, "");
  } finally {
    await service.stop("SIGTERM");
  }
  const bad = await node(["--kv", env.KV_PATH, "--since", "yesterday"]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^export_audit: --since yesterday: not an ISO date\n$/);
  const missing = await node(["--account", "x"]);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /--kv is required/);
  await Deno.remove(dir, { recursive: true });
}); // deno-fmt-ignore
