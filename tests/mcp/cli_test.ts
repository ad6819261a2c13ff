/** The MCP admin commands through the real CLI entry point (`deno task admin ...`). */
import assert from "node:assert/strict";

const MAIN = new URL("../../src/cli/main.ts", import.meta.url).pathname;

async function admin(dir: string, args: string[], stdin?: string) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", MAIN, ...args],
    env: { KV_PATH: `${dir}/kv.sqlite3`, TOOLGATE_KEY_FILE: `${dir}/key`, NO_COLOR: "1" },
    stdin: stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  if (stdin !== undefined) {
    const w = child.stdin.getWriter();
    await w.write(new TextEncoder().encode(stdin));
    await w.close();
  }
  const { code, stdout, stderr } = await child.output();
  const out = new TextDecoder().decode(stdout);
  return { code, json: code === 0 ? JSON.parse(out) : null, err: new TextDecoder().decode(stderr) };
}

Deno.test("cli: policies, approvals and a bearer credential, printed as JSON", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const account = (await admin(dir, ["account:create", "--name", "Ops"])).json.id as string;
    const set = await admin(dir, [
      "policy:set",
      "--account",
      account,
      "--pattern",
      "*__delete_*",
      "--action",
      "deny",
    ]);
    assert.equal(set.code, 0, set.err);
    assert.equal(set.json.action, "deny");
    const list = await admin(dir, ["policy:list", "--account", account]);
    assert.deepEqual(list.json.map((r: { pattern: string }) => r.pattern), ["*__delete_*"]);
    const bad = await admin(dir, [
      "policy:set",
      "--account",
      account,
      "--pattern",
      "x",
      "--action",
      "maybe",
    ]);
    assert.equal(bad.code, 1);
    assert.match(bad.err, /action must be one of allow, deny, approve/);
    const usage = await admin(dir, ["approval:list", "--account", account, "--status", "nope"]);
    assert.equal(usage.code, 2);
    assert.deepEqual((await admin(dir, ["approval:list", "--account", account])).json, []);
    const cred = await admin(dir, [
      "server:credential",
      "--account",
      account,
      "--server",
      "demo-vault",
      "--token-stdin",
    ], "demo-vault-token\n");
    assert.equal(cred.code, 0, cred.err);
    assert.equal(cred.json.status, "enabled");
    assert.ok(
      !JSON.stringify(cred.json).includes("demo-vault-token"),
      "the token is never printed",
    );
    const del = await admin(dir, [
      "policy:delete",
      "--account",
      account,
      "--pattern",
      "*__delete_*",
    ]);
    assert.equal(del.code, 0);
    assert.equal(
      (await admin(dir, ["policy:delete", "--account", account, "--pattern", "*__delete_*"])).code,
      1,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
