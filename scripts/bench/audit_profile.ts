/**
 * Where the audit's CPU time goes: a V8 CPU profile of a child process that runs the audit of one
 * ~60 KB payload in a loop (taken over the inspector, as scripts/bench/peers_profile.ts does),
 * summed by function (self time and inclusive time).
 * Run: deno run -A scripts/bench/audit_profile.ts [prose|proseWithSecrets|proseWithAttacks|jsonRows]
 * With AUDIT_FRESH=1 the loop audits the bench's 50 copies with distinct texts in turn.
 */
import { type CpuProfile, startProfile, summarize } from "./peers_profile.ts";
import { audit, variants, workloads } from "./audit.ts";

const PORT = 9351;
const SECONDS = 4;
// Module load and the one-time automaton builds take several seconds on a loaded machine: they
// must be over before sampling starts, or they show as the top functions (cost round 24).
const WARMUP_MS = 9000;

function child(name: string): void {
  const value = workloads()[name];
  if (value === undefined) throw new Error(`unknown payload: ${name}`);
  const values = variants(value);
  const stopAt = Date.now() + (WARMUP_MS / 1000 + SECONDS + 6) * 1000;
  for (let k = 0; Date.now() < stopAt; k++) audit(values[k % values.length]);
}

/** Inclusive time per function: a sample counts once for each distinct frame on its stack. */
function inclusive(profile: CpuProfile, top: number) {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    busy += us;
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      if (!f.url.includes("/src/audit/")) continue;
      names.add(
        `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}`,
      );
    }
    for (const n of names) total.set(n, (total.get(n) ?? 0) + us);
  });
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, us]) => ({
    name,
    share: Math.round((us / busy) * 1000) / 10,
  }));
}

async function parent(name: string): Promise<void> {
  const proc = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", `--inspect=127.0.0.1:${PORT}`, import.meta.filename!, "--child", name],
    stdout: "null",
    stderr: "null",
  }).spawn();
  try {
    await new Promise((ok) => setTimeout(ok, WARMUP_MS)); // start-up and warm-up
    const profiler = await startProfile(PORT);
    await new Promise((ok) => setTimeout(ok, SECONDS * 1000));
    const profile = await profiler.stop();
    const self = summarize(profile, 30);
    console.log(
      JSON.stringify(
        { payload: name, self: self.functions, inclusive: inclusive(profile, 40) },
        null,
        1,
      ),
    );
  } finally {
    proc.kill();
    await proc.status;
  }
}

if (import.meta.main) {
  if (Deno.args[0] === "--child") child(Deno.args[1]);
  else await parent(Deno.args[0] ?? "prose");
}
