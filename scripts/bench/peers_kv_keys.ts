/**
 * What one more key in an atomic commit costs: commits of an Activity-row-like value plus n − 1
 * small sums, 3,000 in flight at once on one handle (KV on tmpfs). Prints, per commit, the time
 * the JS thread spends issuing it (the synchronous part of `commit()`: encoding keys and values)
 * and the time until all are durable. Not run by `deno task bench`.
 *
 *   deno run -A scripts/bench/peers_kv_keys.ts [dir]
 */
const dir = Deno.args[0] ?? "/dev/shm";
const path = `${dir}/toolgate_kv_keys_${Date.now()}.sqlite3`;
const kv = await Deno.openKv(path);
const account = crypto.randomUUID();
const PAYLOAD = JSON.stringify({
  arguments: { text: "hello" },
  result: { content: [{ type: "text", text: "hello" }] },
  redacted: [],
  injectionFindings: [],
});

function commit(n: number, i: number): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
  const op = kv.atomic();
  const id = crypto.randomUUID();
  const meta = {
    id,
    createdAt: new Date().toISOString(),
    clientId: `cli_${account}`,
    server: "Echo",
    serverSlug: "echo",
    tool: "echo",
    qualifiedName: "echo__echo",
    ok: true,
    durationMs: 3,
    error: null,
    expiresAt: 1,
    inline: PAYLOAD,
    chunks: 0,
  };
  op.set(["activity", account, i, id], meta);
  for (let k = 1; k < n; k++) op.sum(["stats", account, "2026-11-25", `k${k}`, "echo__echo"], 1n);
  return op.commit();
}

const N = 3000;
try {
  for (const n of [2, 8, 11, 2, 8, 11]) {
    const pending: Promise<unknown>[] = [];
    const t0 = performance.now();
    for (let i = 0; i < N; i++) pending.push(commit(n, i));
    const issued = performance.now() - t0;
    await Promise.all(pending);
    const all = performance.now() - t0;
    const us = (ms: number) => (1000 * ms / N).toFixed(1);
    console.log(`${n} keys: JS thread ${us(issued)} µs/commit, until durable ${us(all)} µs/commit`);
  }
} finally {
  kv.close();
  for (const suffix of ["", "-wal", "-shm"]) await Deno.remove(path + suffix).catch(() => {});
}
