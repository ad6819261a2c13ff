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

Deno.test("[cli] account:contact-redaction turns e-mail/phone redaction on and off", async () => {
  const dir = await Deno.makeTempDir();
  const kvPath = `${dir}/kv.sqlite3`;
  try {
    const acct = await admin(kvPath, "account:create", "--name", "Acme");
    assert.equal(acct.code, 0, acct.stderr);
    const id = acct.json.id;
    const on = await admin(kvPath, "account:contact-redaction", "--account", id, "--set", "on");
    assert.equal(on.code, 0, on.stderr);
    assert.deepEqual(on.json, { settings: { redactContactDetails: true }, changed: true });
    const again = await admin(kvPath, "account:contact-redaction", "--account", id, "--set", "on");
    assert.equal(again.json.changed, false, "setting the same value changes nothing");
    const shown = await admin(kvPath, "account:show", "--account", id);
    assert.equal(shown.json.redactContactDetails, true);
    const off = await admin(kvPath, "account:contact-redaction", "--account", id, "--set", "off");
    assert.equal(off.json.settings.redactContactDetails, false);
    const bad = await admin(kvPath, "account:contact-redaction", "--account", id, "--set", "maybe");
    assert.notEqual(bad.code, 0);
    assert.match(bad.stderr, /--set must be "on" or "off"/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
