/**
 * Where Toolgate's CPU per call goes, by thread: the JS thread, Deno KV's SQLite worker, V8's
 * GC helpers, the rest; and the echo upstream's. Starts the peers benchmark's echo server and
 * Toolgate (KV on tmpfs) for each checkout given (default: this one), then runs one-second turns
 * of 16 clients rotating over them, plus half a second of 1 client for the p50. Linux only.
 * Not run by `deno task bench`.
 *
 *   deno run -A scripts/bench/peers_threads.ts [seconds] [checkout ...]
 */
import { ECHO_SERVER, echoHttp, stop, toolgate } from "./peers.ts";
import {
  echo,
  loadTurn,
  openSession,
  type Samples,
  type Session,
  type Target,
} from "./peers_harness.ts";

const SHM = "/dev/shm";
/** Thread names as Linux shows them, with trailing numbers folded ("sw-0" → "sw-#"). */
const NAMES: Record<string, string> = {
  "sw-#": "KV SQLite worker",
  "V8 DefaultWorke": "V8 GC and compiler helpers",
};

/** CPU ms per thread name of one process (the JS thread is the one whose id is the pid). */
function threadCpu(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of Deno.readDirSync(`/proc/${pid}/task`)) {
    const st = Deno.readTextFileSync(`/proc/${pid}/task/${t.name}/stat`);
    const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
    const comm = st.slice(st.indexOf("(") + 1, st.lastIndexOf(")")).replace(/[0-9]+$/, "#");
    const name = t.name === String(pid) ? "JS thread" : NAMES[comm] ?? `other (${comm})`;
    out.set(name, (out.get(name) ?? 0) + (Number(f[11]) + Number(f[12])) * 10);
  }
  return out;
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

interface Run {
  root: string;
  sessions: Session[];
  pid: number;
  upstream: number;
  cpu: Map<string, number>;
  calls: number;
  c1: number[];
}

async function start(root: string, npmDir: string, kvDirs: string[]) {
  const kvDir = await Deno.makeTempDir({ dir: SHM, prefix: "toolgate_threads_" });
  kvDirs.push(kvDir);
  const up = await echoHttp(npmDir);
  const tg = await toolgate(kvDir, up.url, null, root);
  const target: Target = {
    label: root,
    url: tg.url,
    tokens: tg.tokens,
    gateway: true,
    pids: [tg.proc.pid],
  };
  const sessions: Session[] = [];
  for (let i = 0; i < 16; i++) sessions.push(await openSession(target, i));
  for (let i = 0; i < 300; i++) await echo(sessions[0], `warm ${i}`);
  return { procs: [tg.proc, up.proc], pid: tg.proc.pid, upstream: up.proc.pid, sessions };
}

async function turn(run: Run): Promise<void> {
  const before = threadCpu(run.pid);
  const up = total(threadCpu(run.upstream));
  const samples: Samples = { latencies: [], seconds: 0 };
  await loadTurn(run.sessions, 1, samples);
  for (const [name, ms] of threadCpu(run.pid)) {
    run.cpu.set(name, (run.cpu.get(name) ?? 0) + ms - (before.get(name) ?? 0));
  }
  const name = "echo upstream (all threads)";
  run.cpu.set(name, (run.cpu.get(name) ?? 0) + total(threadCpu(run.upstream)) - up);
  run.calls += samples.latencies.length;
  const one: Samples = { latencies: [], seconds: 0 };
  await loadTurn(run.sessions.slice(0, 1), 0.5, one);
  run.c1.push(...one.latencies);
}

function report(run: Run, seconds: number) {
  const us = (ms: number) => Math.round(ms / run.calls * 1000);
  const sorted = [...run.c1].sort((a, b) => a - b);
  return {
    checkout: run.root,
    callsPerSecondAt16: Math.round(run.calls / seconds),
    p50MsAt1: sorted[Math.floor(sorted.length / 2)],
    cpuMicrosecondsPerCallAt16: Object.fromEntries(
      [...run.cpu].filter(([, ms]) => ms > 0).map(([n, ms]) => [n, us(ms)]),
    ),
  };
}

if (import.meta.main) {
  const seconds = Number(Deno.args[0] ?? "5");
  const roots = Deno.args.length > 1
    ? Deno.args.slice(1)
    : [new URL("../../", import.meta.url).pathname];
  const npmDir = await Deno.makeTempDir({ prefix: "toolgate_threads_" });
  const kvDirs: string[] = [];
  const procs: { child: Deno.ChildProcess; pid: number }[] = [];
  try {
    const npm = await new Deno.Command("npm", {
      args: ["install", "--prefix", npmDir, "--no-audit", "--no-fund", "--loglevel=error"]
        .concat(["@modelcontextprotocol/sdk@1.32.2"]),
      stdout: "null",
      stderr: "inherit",
    }).output();
    if (!npm.success) throw new Error("npm install failed");
    await Deno.writeTextFile(`${npmDir}/echo.mjs`, ECHO_SERVER);
    const runs: Run[] = [];
    for (const root of roots) {
      const s = await start(root, npmDir, kvDirs);
      procs.push(...s.procs);
      runs.push({ root, ...s, cpu: new Map(), calls: 0, c1: [] });
    }
    for (let i = 0; i < seconds; i++) for (const run of runs) await turn(run);
    for (const run of runs) console.log(JSON.stringify(report(run, seconds), null, 2));
  } finally {
    for (const p of procs) await stop(p);
    for (const d of [npmDir, ...kvDirs]) await Deno.remove(d, { recursive: true }).catch(() => {});
  }
}
