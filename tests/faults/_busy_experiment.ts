/**
 * The experiment behind docs/faults.md "Several processes on one KV file", on raw Deno KV handles:
 * `deno run -A tests/faults/_busy_experiment.ts` runs each mode in two processes on one temp file
 and prints how many commits threw "database is locked" and what the store holds afterwards.
 * A commit that threw is committed again (same operation object) until it applies.
 */
const BUSY = /database is locked/;
const COMMITS = 2000;
const WRITERS = 8;

async function worker(path: string, mode: string) {
  const kv = await Deno.openKv(path);
  let busy = 0;
  // Counts commits that threw at least once; retries wait a little, as the wrapper does.
  const commitUntilApplied = async (op: Deno.AtomicOperation) => {
    for (let attempt = 0;; attempt++) {
      try {
        return await op.commit();
      } catch (err) {
        if (!BUSY.test(String(err))) throw err;
        if (attempt === 0) busy++;
        await new Promise((r) => setTimeout(r, Math.random() * 20));
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, async () => {
    for (let i = 0; i < COMMITS / WRITERS; i++) {
      if (mode === "cas") {
        // A conflict is a normal outcome here; count only the busy errors (thrown).
        const cur = await kv.get<Deno.KvU64>(["counter"]);
        const next = new Deno.KvU64((cur.value?.value ?? 0n) + 1n);
        await commitUntilApplied(kv.atomic().check(cur).set(["counter"], next));
        continue;
      }
      const op = mode === "checked-sum"
        ? kv.atomic().check({ key: ["never"], versionstamp: null })
        : kv.atomic();
      await commitUntilApplied(op.sum(["sum"], 1n).set(["row", crypto.randomUUID()], true));
    }
  }));
  console.log(busy);
  kv.close();
}

async function main() {
  for (const mode of ["cas", "checked-sum", "sum"]) {
    const dir = await Deno.makeTempDir({ prefix: "toolgate_busy_exp_" });
    const path = `${dir}/kv.sqlite3`;
    (await Deno.openKv(path)).close();
    const run = () =>
      new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "--unstable-kv", import.meta.filename!, "worker", path, mode],
        stderr: "inherit",
      }).output().then((o) => new TextDecoder().decode(o.stdout).trim());
    const threw = await Promise.all([run(), run()]);
    const kv = await Deno.openKv(path);
    const sum = (await kv.get<Deno.KvU64>(["sum"])).value?.value ?? 0n;
    const rows = (await Array.fromAsync(kv.list({ prefix: ["row"] }))).length;
    kv.close();
    await Deno.remove(dir, { recursive: true });
    console.log(`${mode}: threw ${threw.join(" and ")}; sum ${sum}, rows ${rows}`);
  }
}

if (Deno.args[0] === "worker") await worker(Deno.args[1], Deno.args[2]);
else await main();
