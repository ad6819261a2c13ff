/** Deploy mode's start-up: the mode selection, the KV_PATH forms, and nothing written to disk. */
import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../../src/config.ts";

const MAIN = new URL("../../src/main.ts", import.meta.url).pathname;
const CONFIG = new URL("../../deno.json", import.meta.url).pathname;
const CATALOG = new URL("../../config/catalog.json", import.meta.url).pathname;
const TOKEN = { DENO_KV_ACCESS_TOKEN: "t0ken-for-tests" };

Deno.test("[deploy] deploy mode: on for Deno Deploy and KV Connect URLs, or by DEPLOY_MODE", () => {
  assert.equal(loadConfig({}).deployMode, false);
  assert.equal(loadConfig({ DEPLOY_MODE: "true" }).deployMode, true);
  assert.equal(loadConfig({ DEPLOY_MODE: "1" }).kvPath, "data/toolgate.sqlite3");
  const deploy = loadConfig({ DENO_DEPLOYMENT_ID: "abc123" });
  assert.equal(deploy.deployMode, true);
  assert.equal(deploy.kvPath, null, "Deno Deploy's own database");
  assert.equal(loadConfig({ DENO_DEPLOYMENT_ID: "abc", DEPLOY_MODE: "false" }).deployMode, false);
  assert.equal(loadConfig({ DENO_DEPLOYMENT_ID: "abc", KV_PATH: "/x/kv" }).kvPath, "/x/kv");
  const remote = loadConfig({ KV_PATH: "https://kv.example.com:4512", ...TOKEN });
  assert.equal(remote.deployMode, true);
  assert.equal(remote.kvPath, "https://kv.example.com:4512");
  assert.equal(loadConfig({ TOOLGATE_TEST_SWEEP_INTERVAL_MS: "500" }).testSweepIntervalMs, 500);
  assert.equal(loadConfig({}).testSweepIntervalMs, null);
});

Deno.test("[deploy] contradictory store settings name the variable", () => {
  const cases: [Record<string, string>, string][] = [
    [{ KV_PATH: "https://kv.example.com" }, "DENO_KV_ACCESS_TOKEN"],
    [{ KV_PATH: "https://kv.example.com", DEPLOY_MODE: "false", ...TOKEN }, "DEPLOY_MODE"],
    [{ KV_PATH: "https://[bad", ...TOKEN }, "KV_PATH"],
    [{ DEPLOY_MODE: "yes" }, "DEPLOY_MODE"],
    [{ TOOLGATE_TEST_SWEEP_INTERVAL_MS: "5" }, "TOOLGATE_TEST_SWEEP_INTERVAL_MS"],
  ];
  for (const [env, name] of cases) {
    assert.throws(
      () => loadConfig(env),
      (e: Error) =>
        e instanceof ConfigError && e.message.includes(name) && !e.message.includes("\n"),
      name,
    );
  }
  // The token's value never appears in an error.
  try {
    loadConfig({ KV_PATH: "https://kv.example.com", DEPLOY_MODE: "false", ...TOKEN });
  } catch (e) {
    assert.ok(!(e as Error).message.includes(TOKEN.DENO_KV_ACCESS_TOKEN));
  }
});

async function start(cwd: string, env: Record<string, string>) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--config", CONFIG, MAIN],
    cwd,
    env: { PORT: "0", LOG_LEVEL: "warn", CATALOG_FILE: CATALOG, ...env },
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { code: out.code, stderr: new TextDecoder().decode(out.stderr).trim() };
}

Deno.test("[deploy] a missing encryption key stops deploy mode with one line, and writes nothing", async () => {
  const cwd = await Deno.makeTempDir({ prefix: "toolgate_deploy_cwd_" });
  try {
    const { code, stderr } = await start(cwd, { DEPLOY_MODE: "true", KV_PATH: ":memory:" });
    assert.equal(code, 1);
    assert.equal(stderr.split("\n").length, 1, stderr);
    assert.match(stderr, /^TOOLGATE_ENCRYPTION_KEY is not set: deploy mode writes no key file/);
    assert.deepEqual(await Array.fromAsync(Deno.readDir(cwd)), [], "no key file, no data dir");
    // The contrast: outside deploy mode the same start creates a key file (stopped right after
    // by a missing catalogue, which is read after the key).
    const normal = await start(cwd, { KV_PATH: ":memory:", CATALOG_FILE: "missing.json" });
    assert.equal(normal.code, 1);
    assert.match(
      normal.stderr,
      /created a new encryption key file[\s\S]*CATALOG_FILE missing.json/,
    );
    assert.ok((await Deno.stat(`${cwd}/data/encryption.key`)).isFile);
  } finally {
    await Deno.remove(cwd, { recursive: true });
  }
}); // deno-fmt-ignore

Deno.test("[deploy] a KV Connect URL nobody answers is a one-line start-up error", async () => {
  const cwd = await Deno.makeTempDir({ prefix: "toolgate_deploy_cwd_" });
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  try {
    const { code, stderr } = await start(cwd, {
      KV_PATH: `http://127.0.0.1:${port}`,
      TOOLGATE_ENCRYPTION_KEY: "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8",
      ...TOKEN,
    });
    assert.equal(code, 1);
    assert.equal(stderr.split("\n").length, 1, stderr);
    assert.match(stderr, new RegExp(`^KV_PATH http://127.0.0.1:${port}: cannot open the store`));
    assert.ok(!stderr.includes(TOKEN.DENO_KV_ACCESS_TOKEN));
    assert.deepEqual(await Array.fromAsync(Deno.readDir(cwd)), []);
  } finally {
    await Deno.remove(cwd, { recursive: true });
  }
});
