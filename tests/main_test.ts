import assert from "node:assert/strict";

function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

/** Starts the real service as `deno task start` does, on a temp KV file. */
async function startService(env: Record<string, string>) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/main.ts"],
    env,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!out.includes("MCP endpoint")) {
    const { value, done } = await reader.read();
    if (done) break;
    out += value;
  }
  return { child, out, reader };
}

Deno.test("[main] start-up on a fresh data directory prints the URLs and serves /healthz", async () => {
  const dir = await Deno.makeTempDir();
  const port = freePort();
  const { child, out, reader } = await startService({
    PORT: String(port),
    KV_PATH: `${dir}/data/toolgate.sqlite3`,
    TOOLGATE_KEY_FILE: `${dir}/data/encryption.key`,
  });
  try {
    assert.match(out, new RegExp(`REST API: +http://localhost:${port}/api/v1`));
    assert.match(out, new RegExp(`API reference: +http://localhost:${port}/api/v1/docs`));
    assert.match(out, new RegExp(`MCP endpoint: +http://localhost:${port}/mcp`));
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
    assert.ok(
      (await Deno.stat(`${dir}/data/toolgate.sqlite3`)).isFile,
      "KV file created on first start",
    );
  } finally {
    child.kill();
    await reader.cancel();
    await child.stderr.cancel();
    await child.status;
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[main] a bad environment value stops start-up with a message naming the variable", async () => {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/main.ts"],
    env: { PORT: "eighty", KV_PATH: ":memory:" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 1);
  assert.match(new TextDecoder().decode(out.stderr), /PORT: must be a base-10 integer/);
});
