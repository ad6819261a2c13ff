/**
 * How one Deno KV handle serves concurrent operations: 16 readers (getMany of 3 keys) and 16
 * writers (single-key commits), alone and together, on a KV file in a given folder. It showed
 * that a handle serves one operation at a time: with both running, a read waits as long as a
 * commit, and each kind gets a fraction of its rate alone. Not run by `deno task bench`.
 *
 *   deno run -A --unstable-kv scripts/bench/peers_kv_queue.ts /dev/shm    (or /tmp: the disk)
 */
const MS = 1500;

async function cell(kv: Deno.Kv, readers: number, writers: number) {
  const end = performance.now() + MS;
  const reads = { n: 0, ms: 0 };
  const commits = { n: 0, ms: 0 };
  const loop = async (into: { n: number; ms: number }, op: () => Promise<unknown>) => {
    while (performance.now() < end) {
      const t = performance.now();
      await op();
      into.ms += performance.now() - t;
      into.n++;
    }
  };
  await Promise.all([
    ...Array.from({ length: readers }, () => loop(reads, () => kv.getMany([["a"], ["b"], ["c"]]))),
    ...Array.from(
      { length: writers },
      (_, i) => loop(commits, () => kv.atomic().set(["w", i], Math.random()).commit()),
    ),
  ]);
  const rate = (x: { n: number }) => Math.round(x.n / MS * 1000);
  const mean = (x: { n: number; ms: number }) => x.n ? Math.round(x.ms / x.n * 1000) / 1000 : null;
  return {
    readers,
    writers,
    readsPerSecond: rate(reads),
    readMs: mean(reads),
    commitsPerSecond: rate(commits),
    commitMs: mean(commits),
  };
}

if (import.meta.main) {
  const dir = await Deno.makeTempDir({ dir: Deno.args[0] ?? "/tmp", prefix: "kv_queue_" });
  const kv = await Deno.openKv(`${dir}/kv.sqlite3`);
  try {
    await kv.set(["a"], 1);
    const cells = [[1, 0], [0, 1], [16, 0], [0, 16], [16, 16], [16, 1]];
    for (const [r, w] of cells) console.log(JSON.stringify(await cell(kv, r, w)));
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}
