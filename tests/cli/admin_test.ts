import assert from "node:assert/strict";

/** Runs the real admin CLI as a subprocess on a temp-file KV, as an operator would. */
async function admin(kvPath: string, ...args: string[]) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/cli/main.ts", ...args],
    env: { KV_PATH: kvPath, TOOLGATE_KEY_FILE: kvPath + ".key" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stdout = new TextDecoder().decode(out.stdout);
  return {
    code: out.code,
    json: out.code === 0 ? JSON.parse(stdout) : null,
    stderr: new TextDecoder().decode(out.stderr),
  };
}

Deno.test("[cli] account and key lifecycle prints JSON; the key is shown once", async () => {
  const dir = await Deno.makeTempDir();
  const kvPath = `${dir}/kv.sqlite3`;
  const acct = await admin(
    kvPath,
    "account:create",
    "--name",
    "Acme",
    "--plan",
    "pro",
    "--team",
    "core",
  );
  assert.equal(acct.code, 0, acct.stderr);
  assert.equal(acct.json.plan, "pro");
  assert.equal(acct.json.team, "core");
  const key = await admin(kvPath, "key:create", "--account", acct.json.id, "--name", "ci");
  assert.equal(key.code, 0, key.stderr);
  assert.match(key.json.key, /^svc_/);
  const list = await admin(kvPath, "key:list", "--account", acct.json.id);
  assert.equal(list.json.length, 1);
  assert.ok(!JSON.stringify(list.json).includes(key.json.key), "key:list never shows the key");
  assert.deepEqual(Object.keys(list.json[0]).sort(), [
    "createdAt",
    "id",
    "lastUsedAt",
    "name",
    "prefix",
    "revokedAt",
  ]);
  const revoked = await admin(kvPath, "key:revoke", "--account", acct.json.id, "--id", key.json.id);
  assert.ok(revoked.json.revokedAt);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("[cli] account:create --key returns the account and its first key in one step", async () => {
  const dir = await Deno.makeTempDir();
  const kvPath = `${dir}/kv.sqlite3`;
  const r = await admin(kvPath, "account:create", "--name", "Quick", "--key", "laptop");
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.json.id, /^acct_/);
  assert.match(r.json.apiKey.key, /^svc_/);
  assert.equal(r.json.apiKey.name, "laptop");
  const list = await admin(kvPath, "key:list", "--account", r.json.id);
  assert.equal(list.json[0].id, r.json.apiKey.id);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("[cli] bad input: clear message on stderr and a non-zero exit", async () => {
  const dir = await Deno.makeTempDir();
  const cases: [string[], RegExp][] = [
    [["account:create"], /Missing --name/],
    [["account:create", "--name", "X", "--plan", "gold"], /--plan must be one of/],
    [["key:create", "--account", "acct_nope", "--name", "x"], /not found/],
    [["no:such"], /Unknown command/],
    [["account:create", "stray"], /Unexpected argument/],
  ];
  // The calls are independent: each gets its own store (disjoint state, so no two processes
  // share a KV file) and they run side by side; each process pays the CLI's full start-up.
  const results = await Promise.all(
    cases.map(([args], i) => admin(`${dir}/kv${i}.sqlite3`, ...args)),
  );
  cases.forEach(([args, message], i) => {
    assert.notEqual(results[i].code, 0, args.join(" "));
    assert.match(results[i].stderr, message);
  });
  await Deno.remove(dir, { recursive: true });
});
