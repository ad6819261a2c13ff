/**
 * How one Deno KV handle serves concurrent operations: 16 readers (getMany of 3 keys) and 16
 * writers (single-key commits), alone and together, on a KV file in a given folder. It showed
 * that a handle serves one operation at a time: with both running, a read waits as long as a
 * commit, and each kind gets a fraction of its rate alone. The same cells run again with the
 * readers on a second handle of the same file (`handles: 2`). Each cell reports the CPU time of
 * the JS thread and of the rest of the process (KV's SQLite threads) per operation.
 * Not run by `deno task bench`.
 *
 *   deno run -A --unstable-kv scripts/bench/peers_kv_queue.ts /dev/shm    (or /tmp: the disk)
 */
const MS = 1500;

/** CPU ms of this process's threads: the JS (main) thread, and all others. */
function cpuMs(): { main: number; other: number } {
  let main = 0, other = 0;
  for (const t of Deno.readDirSync("/proc/self/task")) {
    const st = Deno.readTextFileSync(`/proc/self/task/${t.name}/stat`);
    const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
    const ms = (Number(f[11]) + Number(f[12])) * 10;
    if (t.name === String(Deno.pid)) main += ms;
    else other += ms;
  }
  return { main, other };
}

async function cell(kv: Deno.Kv, readKv: Deno.Kv, readers: number, writers: number) {
  const cpu0 = cpuMs();
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
    ...Array.from(
      { length: readers },
      () => loop(reads, () => readKv.getMany([["a"], ["b"], ["c"]])),
    ),
    ...Array.from(
      { length: writers },
      (_, i) => loop(commits, () => kv.atomic().set(["w", i], Math.random()).commit()),
    ),
  ]);
  const cpu1 = cpuMs();
  const ops = reads.n + commits.n;
  const rate = (x: { n: number }) => Math.round(x.n / MS * 1000);
  const mean = (x: { n: number; ms: number }) => x.n ? Math.round(x.ms / x.n * 1000) / 1000 : null;
  return {
    handles: readKv === kv ? 1 : 2,
    readers,
    writers,
    readsPerSecond: rate(reads),
    readMs: mean(reads),
    commitsPerSecond: rate(commits),
    commitMs: mean(commits),
    jsThreadUsPerOp: Math.round((cpu1.main - cpu0.main) / ops * 1000),
    kvThreadsUsPerOp: Math.round((cpu1.other - cpu0.other) / ops * 1000),
  };
}

if (import.meta.main) {
  const dir = await Deno.makeTempDir({ dir: Deno.args[0] ?? "/tmp", prefix: "kv_queue_" });
  const kv = await Deno.openKv(`${dir}/kv.sqlite3`);
  const reader = await Deno.openKv(`${dir}/kv.sqlite3`);
  try {
    await kv.set(["a"], 1);
    const cells = [[1, 0], [0, 1], [16, 0], [0, 16], [16, 16], [16, 1]];
    for (const [r, w] of cells) console.log(JSON.stringify(await cell(kv, kv, r, w)));
    for (const [r, w] of cells.slice(4)) console.log(JSON.stringify(await cell(kv, reader, r, w)));
  } finally {
    kv.close();
    reader.close();
    await Deno.remove(dir, { recursive: true });
  }
}
