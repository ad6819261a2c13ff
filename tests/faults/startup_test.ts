import assert from "node:assert/strict";
import { freePort, startService, TEST_KEY } from "./_service.ts";

/** Runs src/main.ts to its exit; start-up failures must exit on their own, so no kill here. */
async function run(env: Record<string, string>) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-q", "-A", "src/main.ts"],
    env: { LOG_LEVEL: "warn", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  // Deno's own tooling may print a line while another process holds node_modules' lock.
  const text = new TextDecoder().decode(out.stderr).split("\n")
    .filter((l) => !/^(\S*\[[0-9;]*m)?(Blocking|Download|Warning)/.test(l)).join("\n");
  return { code: out.code, stderr: text.trim() };
}

/** One line that names the variable, no stack trace. */
function assertOneLine(stderr: string, variable: string) {
  const lines = stderr.split("\n");
  assert.equal(lines.length, 1, `one line, got:\n${stderr}`);
  assert.ok(stderr.includes(variable), `names ${variable}: ${stderr}`);
  assert.doesNotMatch(stderr, /^\s+at /m);
}

Deno.test("[faults] every start-up failure exits 1 with one line naming the variable", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_start_" });
  const blocker = `${dir}/a-file`;
  await Deno.writeTextFile(blocker, "not a directory");
  const garbageKey = `${dir}/bad.key`;
  await Deno.writeTextFile(garbageKey, "not-a-key\n");
  const held = Deno.listen({ hostname: "0.0.0.0", port: 0 });
  const heldPort = String((held.addr as Deno.NetAddr).port);
  const ok = { KV_PATH: `${dir}/kv.sqlite3`, TOOLGATE_ENCRYPTION_KEY: TEST_KEY };
  const cases: [string, Record<string, string>][] = [
    ["KV_PATH", { ...ok, PORT: String(freePort()), KV_PATH: `${blocker}/kv.sqlite3` }],
    ["PORT", { ...ok, PORT: heldPort }],
    ["TOOLGATE_KEY_FILE", {
      PORT: String(freePort()),
      KV_PATH: ok.KV_PATH,
      TOOLGATE_KEY_FILE: garbageKey,
    }],
    ["TOOLGATE_KEY_FILE", {
      PORT: String(freePort()),
      KV_PATH: ok.KV_PATH,
      TOOLGATE_KEY_FILE: `${blocker}/key`,
    }],
    ["DRAIN_TIMEOUT_MS", { ...ok, PORT: String(freePort()), DRAIN_TIMEOUT_MS: "soon" }],
    ["UPSTREAM_MAX_RESULT_BYTES", { ...ok, UPSTREAM_MAX_RESULT_BYTES: "12" }],
    ["PLANS_FILE", { ...ok, PORT: String(freePort()), PLANS_FILE: `${dir}/missing.json` }],
  ];
  try {
    const results = await Promise.all(cases.map(([, env]) => run(env)));
    results.forEach((r, i) => {
      assert.equal(r.code, 1, `${cases[i][0]} case exits 1: ${r.stderr}`);
      assertOneLine(r.stderr, cases[i][0]);
    });
    assert.match(results[1].stderr, /already in use/);
  } finally {
    held.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[faults] the service starts, answers, and stops on SIGINT with exit 0", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_start_" });
  const port = freePort();
  const svc = await startService({
    PORT: String(port),
    KV_PATH: `${dir}/kv.sqlite3`,
    TOOLGATE_ENCRYPTION_KEY: TEST_KEY,
    LOG_LEVEL: "warn",
  });
  try {
    assert.equal((await fetch(`${svc.url}/healthz`)).status, 200);
    const status = await svc.stop("SIGINT");
    assert.equal(status.code, 0, svc.stderr());
    // The store was closed cleanly: another handle opens it at once.
    (await Deno.openKv(`${dir}/kv.sqlite3`)).close();
  } finally {
    await svc.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
