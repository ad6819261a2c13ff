/**
 * Toolgate against the relays users pick instead, in one run on one machine: one SDK 1.32.2 echo
 * MCP server (one `echo` tool) called directly, through `mcp-proxy` and `supergateway` (stdio
 * bridges, installed from npm into a temp folder) and through Toolgate's run_tool (the echo
 * server as a catalogue server; bearer check, burst window, monthly meter, policy, argument
 * validation, redaction and one durable Activity row per call). One raw JSON-RPC harness
 * measures p50/p99 at 1 client, calls/s and p99 at 16 clients, and the RSS of every process
 * serving the calls (children included) at 16 and 200 client sessions. Every answer is checked.
 *
 *   deno task bench peers        (BENCH_SECONDS per load cell, default 5)
 *   PEERS_PROFILE=/tmp/tg.cpuprofile deno run -A scripts/bench/peers.ts   (adds a CPU profile
 *   of Toolgate taken during its 16-client cell, summarized by area)
 *   PEERS_BASELINE=/path/to/other/checkout deno task bench peers   (adds that checkout's
 *   Toolgate, KV on disk and on tmpfs, to the same rotation: before/after in one run)
 *   PEERS_QUICK=1 (with any of the above): direct, mcp-proxy and Toolgate on tmpfs only, no
 *   200-session cell; for quick before/after checks while working)
 */
import { createAccount } from "../../src/storage/accounts.ts";
import { createClient } from "../../src/storage/clients.ts";
import { issueAccessToken } from "../../src/oauth/tokens.ts";
import {
  closeSession,
  echo,
  type Load,
  loadTurn,
  memAvailableMib,
  openSession,
  type Samples,
  type Session,
  summarizeLoad,
  type Target,
  treeCpuMs,
  treeOf,
  treeRss,
} from "./peers_harness.ts";
import { type CpuProfile, startProfile, summarize } from "./peers_profile.ts";

const PINS = ["mcp-proxy@6.7.19", "supergateway@4.0.0", "@modelcontextprotocol/sdk@1.32.2"];
const TEST_KEY = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";
const MANY = 200;
const SHM = "/dev/shm";
const FEW = 16;
/** Peers spawn a Node child per session: stop opening sessions below this much free memory. */
const MEMORY_FLOOR_MIB = 3072;

export const ECHO_SERVER = `
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";
import http from "node:http";
import { randomUUID } from "node:crypto";

function build() {
  const server = new McpServer({ name: "echo", version: "1.0.0" });
  server.registerTool("echo", { description: "Echoes the text back.", inputSchema: { text: z.string() } },
    async ({ text }) => ({ content: [{ type: "text", text }] }));
  return server;
}
if (process.argv[2] === "http") {
  const sessions = new Map();
  const srv = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    const sid = req.headers["mcp-session-id"];
    let transport = sid ? sessions.get(sid) : undefined;
    if (!transport) {
      if (body?.method !== "initialize") { res.writeHead(404).end(); return; }
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID, enableJsonResponse: true,
        onsessioninitialized: (id) => sessions.set(id, transport),
      });
      transport.onclose = () => sessions.delete(transport.sessionId);
      await build().connect(transport);
    }
    await transport.handleRequest(req, res, body);
  });
  srv.keepAliveTimeout = 60_000;
  srv.listen(0, "127.0.0.1", () => console.log("port " + srv.address().port));
} else {
  await build().connect(new StdioServerTransport());
}
`;

/**
 * The floor of any gateway written on Deno: Deno.serve, one fetch to the echo server over a
 * kept-alive connection, the answer passed back. No MCP, no checks, no storage.
 */
const DENO_RELAY = `
const [upstream, port] = Deno.args;
const drop = new Set(["host", "content-length", "connection"]);
Deno.serve({ hostname: "127.0.0.1", port: Number(port), onListen: () => console.log("listening") },
  async (req) => {
    const headers = new Headers();
    for (const [k, v] of req.headers) if (!drop.has(k)) headers.set(k, v);
    const res = await fetch(upstream, { method: req.method, headers, body: await req.text() });
    const body = await res.text();
    const out = new Headers();
    for (const k of ["content-type", "mcp-session-id"]) {
      const v = res.headers.get(k);
      if (v !== null) out.set(k, v);
    }
    return new Response(body, { status: res.status, headers: out });
  });
`;

interface Proc {
  child: Deno.ChildProcess;
  pid: number;
}

function spawn(cmd: string, args: string[], opts: { cwd?: string; env?: Record<string, string> }) {
  const child = new Deno.Command(cmd, { args, ...opts, stdout: "piped", stderr: "piped" }).spawn();
  let out = "";
  const pump = async (s: ReadableStream<Uint8Array>) => {
    for await (const t of s.pipeThrough(new TextDecoderStream())) out = (out + t).slice(-20_000);
  };
  pump(child.stdout);
  pump(child.stderr);
  return { proc: { child, pid: child.pid }, output: () => out };
}

async function until<T>(what: string, probe: () => T | null | Promise<T | null>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const got = await probe();
    if (got !== null) return got;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function listening(port: number): Promise<true | null> {
  try {
    (await Deno.connect({ hostname: "127.0.0.1", port })).close();
    return true;
  } catch {
    return null;
  }
}

function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

/** SIGTERM, then SIGKILL of anything of the tree still alive a few seconds later. */
export async function stop(p: Proc): Promise<void> {
  const tree = treeOf([p.pid]);
  try {
    p.child.kill("SIGTERM");
  } catch { /* gone */ }
  const done = await Promise.race([
    p.child.status.then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), 8000)),
  ]);
  if (!done) {
    try {
      p.child.kill("SIGKILL");
    } catch { /* gone */ }
    await p.child.status;
  }
  // Bridges' children (one per session) may outlive their parent: end those we caused.
  for (const pid of tree) {
    if (pid === p.pid) continue;
    try {
      Deno.kill(pid, "SIGKILL");
    } catch { /* already gone */ }
  }
}

export async function echoHttp(dir: string): Promise<{ proc: Proc; url: string }> {
  const s = spawn("node", [`${dir}/echo.mjs`, "http"], { cwd: dir });
  const port = await until("the echo server", () => /port (\d+)/.exec(s.output())?.[1] ?? null);
  return { proc: s.proc, url: `http://127.0.0.1:${port}/mcp` };
}

async function bridge(label: string, args: string[], port: number, dir: string, cmd = "node") {
  const s = spawn(cmd, cmd === "node" ? args : ["run", "-A", ...args], { cwd: dir });
  await until(label, () => listening(port)).catch((e) => {
    throw new Error(`${e.message}: ${s.output()}`);
  });
  return s.proc;
}

/** An enterprise account (no burst or monthly cap in the way) with `n` clients and tokens. */
async function seedToolgate(kvPath: string, publicUrl: string, n: number): Promise<string[]> {
  const kv = await Deno.openKv(kvPath);
  try {
    const account = await createAccount(kv, Date.now, {
      name: "peers bench",
      plan: "enterprise",
      planOverride: { burstPerMinute: 100_000_000, includedCalls: 1_000_000_000 },
    });
    const tokens: string[] = [];
    for (let i = 0; i < n; i++) {
      const client = await createClient(kv, Date.now, {
        accountId: account.id,
        label: `bench ${i}`,
        name: "bench",
        oauthClientId: null,
      });
      const { token } = await issueAccessToken(kv, Date.now, {
        accountId: account.id,
        clientId: client.id,
        audience: `${publicUrl}/mcp`,
        grantId: null,
        scope: "mcp",
        ttlMs: 3_600_000,
      });
      tokens.push(token);
    }
    return tokens;
  } finally {
    kv.close();
  }
}

export async function toolgate(
  kvDir: string,
  upstreamUrl: string,
  inspectPort: number | null,
  root = new URL("../../", import.meta.url).pathname,
) {
  const port = freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const catalog = {
    servers: [{
      slug: "echo",
      name: "Echo",
      category: "demo",
      authType: "none",
      endpoint: upstreamUrl,
      defaultEnabled: true,
    }],
  };
  await Deno.writeTextFile(`${kvDir}/catalog.json`, JSON.stringify(catalog));
  const tokens = await seedToolgate(`${kvDir}/kv.sqlite3`, publicUrl, MANY);
  const inspect = inspectPort === null ? [] : [`--inspect=127.0.0.1:${inspectPort}`];
  const s = spawn(Deno.execPath(), ["run", "-A", ...inspect, "src/main.ts"], {
    cwd: root,
    env: {
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      KV_PATH: `${kvDir}/kv.sqlite3`,
      CATALOG_FILE: `${kvDir}/catalog.json`,
      TOOLGATE_ENCRYPTION_KEY: TEST_KEY,
      TOOLGATE_ALLOW_PRIVATE_EGRESS: "true",
      LOG_LEVEL: "error",
    },
  });
  await until("Toolgate", () => s.output().includes("MCP endpoint") ? true : null).catch((e) => {
    throw new Error(`${e.message}: ${s.output()}`);
  });
  return { proc: s.proc, url: `${publicUrl}/mcp`, tokens };
}

async function openMany(target: Target, from: number, to: number, into: Session[]) {
  for (let i = from; i < to; i += 8) {
    if (memAvailableMib() < MEMORY_FLOOR_MIB) break;
    const batch = Array.from({ length: Math.min(8, to - i) }, (_, k) => openSession(target, i + k));
    into.push(...await Promise.all(batch));
  }
}

interface Row {
  target: string;
  c1: Load;
  c16: Load;
  cpuMsPerCallC16: number;
  rss16: { mib: number; processes: number };
  rss200: { mib: number; processes: number; sessions: number };
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

function table(rows: Row[]): string {
  const direct = rows.find((r) => r.target === "direct")!;
  const peers = rows.filter((r) => r.target === "mcp-proxy" || r.target === "supergateway");
  const bestRate = Math.max(...peers.map((p) => p.c16.callsPerSecond));
  const bestAdded = Math.min(...peers.map((p) => p.c1.p50Ms - direct.c1.p50Ms));
  const lines = [
    "| target | p50 / p99 at 1 client (ms) | added p50 vs direct (ms) | × best peer's added | calls/s at 16 | × direct | × best peer | p99 at 16 (ms) | CPU ms/call | RSS at 16 (MiB) | RSS at 200 (MiB) | 200 / 16 |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const added = r.c1.p50Ms - direct.c1.p50Ms;
    const isDirect = r === direct;
    const sessions = r.rss200.sessions === MANY ? "" : ` (${r.rss200.sessions} sessions)`;
    lines.push(
      `| ${r.target} | ${r.c1.p50Ms} / ${r.c1.p99Ms} | ${
        isDirect ? "—" : `+${round(added, 3)}`
      } | ${isDirect ? "—" : round(added / bestAdded)} | ${r.c16.callsPerSecond} | ${
        round(r.c16.callsPerSecond / direct.c16.callsPerSecond)
      } | ${
        round(r.c16.callsPerSecond / bestRate)
      } | ${r.c16.p99Ms} | ${r.cpuMsPerCallC16} | ${r.rss16.mib} (${r.rss16.processes} proc) | ${r.rss200.mib} (${r.rss200.processes} proc)${sessions} | ${
        round(r.rss200.mib / r.rss16.mib)
      } |`,
    );
  }
  return lines.join("\n");
}

export async function benchPeers(): Promise<Record<string, unknown>> {
  const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? "5");
  const profilePath = Deno.env.get("PEERS_PROFILE");
  const quick = Deno.env.get("PEERS_QUICK") === "1";
  const dir = await Deno.makeTempDir({ prefix: "toolgate_peers_" });
  const procs: Proc[] = [];
  const cleanup: string[] = [dir];
  try {
    console.error(`installing ${PINS.join(", ")} into ${dir} ...`);
    const npm = await new Deno.Command("npm", {
      args: ["install", "--prefix", dir, "--no-audit", "--no-fund", "--loglevel=error", ...PINS],
      stdout: "null",
      stderr: "piped",
    }).output();
    if (!npm.success) {
      throw new Error(`npm install failed: ${new TextDecoder().decode(npm.stderr)}`);
    }
    await Deno.writeTextFile(`${dir}/echo.mjs`, ECHO_SERVER);
    await Deno.writeTextFile(`${dir}/relay.ts`, DENO_RELAY);
    const echoPath = `${dir}/echo.mjs`;
    const bin = (p: string) => `${dir}/node_modules/${p}`;

    const direct = await echoHttp(dir);
    // Each Toolgate has its own echo copy, so its RSS is not the direct one's. One keeps its KV
    // file on the disk, one on tmpfs: on a busy disk every commit's fsync costs milliseconds.
    const upstream = await echoHttp(dir);
    const upstreamShm = await echoHttp(dir);
    const inspectPort = profilePath ? freePort() : null;
    const shmDir = await Deno.makeTempDir({ dir: SHM, prefix: "toolgate_peers_" });
    cleanup.push(shmDir);
    const tg = quick ? null : await toolgate(dir, upstream.url, null);
    const tgShm = await toolgate(shmDir, upstreamShm.url, inspectPort);
    const [pp, sp] = [freePort(), freePort()];
    const proxy = await bridge(
      "mcp-proxy",
      [
        bin("mcp-proxy/dist/bin/mcp-proxy.mjs"),
        "--port",
        `${pp}`,
        "--host",
        "127.0.0.1",
        "--",
        "node",
        echoPath,
      ],
      pp,
      dir,
    );
    const sg = quick ? null : await bridge(
      "supergateway",
      [
        bin("supergateway/dist/index.js"),
        ...["--stdio", `node ${echoPath}`, "--outputTransport", "streamableHttp", "--stateful"],
        ...["--port", `${sp}`, "--logLevel", "none"],
      ],
      sp,
      dir,
    );
    const relayUp = await echoHttp(dir);
    const rp = freePort();
    const relay = await bridge(
      "deno relay",
      [`${dir}/relay.ts`, relayUp.url, `${rp}`],
      rp,
      dir,
      Deno.execPath(),
    );
    procs.push(direct.proc, upstream.proc, upstreamShm.proc, tgShm.proc, proxy, relayUp.proc);
    procs.push(relay);
    if (tg && sg) procs.push(tg.proc, sg);
    const targets: Target[] = [
      { label: "direct", url: direct.url, gateway: false, pids: [direct.proc.pid] },
      { label: "mcp-proxy", url: `http://127.0.0.1:${pp}/mcp`, gateway: false, pids: [proxy.pid] },
      {
        label: "bare Deno relay (floor)",
        url: `http://127.0.0.1:${rp}/mcp`,
        gateway: false,
        pids: [relay.pid, relayUp.proc.pid],
      },
      ...(sg && tg
        ? [
          {
            label: "supergateway",
            url: `http://127.0.0.1:${sp}/mcp`,
            gateway: false,
            pids: [sg.pid],
          },
          {
            label: "toolgate (KV file on disk)",
            url: tg.url,
            tokens: tg.tokens,
            gateway: true,
            pids: [tg.proc.pid, upstream.proc.pid],
          },
        ]
        : []),
      {
        label: `toolgate (KV file on tmpfs ${SHM})`,
        url: tgShm.url,
        tokens: tgShm.tokens,
        gateway: true,
        pids: [tgShm.proc.pid, upstreamShm.proc.pid],
      },
    ];
    const baseline = Deno.env.get("PEERS_BASELINE");
    if (baseline) {
      const places = [["disk", dir], [`tmpfs ${SHM}`, shmDir]].slice(quick ? 1 : 0);
      for (const [where, kvDir] of places) {
        const up = await echoHttp(dir);
        const sub = await Deno.makeTempDir({ dir: kvDir, prefix: "baseline_" });
        const b = await toolgate(sub, up.url, null, baseline);
        procs.push(up.proc, b.proc);
        targets.push({
          label: `toolgate baseline (KV file on ${where})`,
          url: b.url,
          tokens: b.tokens,
          gateway: true,
          pids: [b.proc.pid, up.proc.pid],
        });
      }
    }
    const sessions = new Map<Target, Session[]>();
    for (const t of targets) {
      console.error(`opening ${FEW} sessions on ${t.label} ...`);
      const few: Session[] = [];
      await openMany(t, 0, FEW, few);
      for (let i = 0; i < 200; i++) await echo(few[0], `warm ${i}`); // JIT, caches, first session
      await Promise.all(few.map((s) => echo(s, "warm")));
      sessions.set(t, few);
    }
    // Cells run in one-second turns rotating over the targets, so load from elsewhere on the
    // machine falls on every target alike.
    const turns = Math.max(1, Math.round(seconds));
    const c1 = new Map(targets.map((t) => [t, { latencies: [], seconds: 0 } as Samples]));
    const c16 = new Map(targets.map((t) => [t, { latencies: [], seconds: 0 } as Samples]));
    const cpu = new Map(targets.map((t) => [t, 0]));
    let profile: CpuProfile | null = null;
    const profiling = inspectPort === null ? null : await startProfile(inspectPort);
    console.error(`1 and ${FEW} clients, ${turns} turns of ${seconds / turns} s per target ...`);
    for (let turn = 0; turn < turns; turn++) {
      for (const t of targets) {
        await loadTurn(sessions.get(t)!.slice(0, 1), seconds / turns, c1.get(t)!);
        const before = treeCpuMs(t.pids);
        await loadTurn(sessions.get(t)!, seconds / turns, c16.get(t)!);
        cpu.set(t, cpu.get(t)! + treeCpuMs(t.pids) - before);
      }
    }
    if (profiling) profile = await profiling.stop();
    const rss16 = new Map(targets.map((t) => [t, treeRss(t.pids)]));
    // Toolgate and direct first: the peers' 200 sessions are 200 Node children each.
    const rss200 = new Map<Target, Row["rss200"]>();
    const peers = targets.filter((t) => t.label === "mcp-proxy" || t.label === "supergateway");
    const others = targets.filter((t) => !peers.includes(t));
    for (const t of [...others, ...peers]) {
      if (quick) {
        rss200.set(t, { ...rss16.get(t)!, sessions: FEW });
        continue;
      }
      console.error(`${t.label}: ${MANY} sessions ...`);
      const all = sessions.get(t)!;
      await openMany(t, FEW, MANY, all);
      await Promise.all(all.map((s, i) => echo(s, `many ${i}`)));
      rss200.set(t, { ...treeRss(t.pids), sessions: all.length });
      await Promise.all(all.map((s) => closeSession(s).catch(() => {})));
      if (t.label === "mcp-proxy") await stop(proxy);
      if (t.label === "supergateway" && sg) await stop(sg);
    }
    const rows: Row[] = targets.map((t) => ({
      target: t.label,
      c1: summarizeLoad(c1.get(t)!),
      c16: summarizeLoad(c16.get(t)!),
      cpuMsPerCallC16: round(cpu.get(t)! / c16.get(t)!.latencies.length, 3),
      rss16: rss16.get(t)!,
      rss200: rss200.get(t)!,
    }));
    const text = table(rows);
    console.error(`\n${text}\n`);
    const out: Record<string, unknown> = {
      secondsPerCell: seconds,
      cores: navigator.hardwareConcurrency,
      loadAverage: Deno.readTextFileSync("/proc/loadavg").trim(),
      rows,
      table: text.split("\n"),
    };
    if (profile && profilePath) {
      await Deno.writeTextFile(profilePath, JSON.stringify(profile));
      out.profile = { file: profilePath, ...summarize(profile) };
    }
    return out;
  } finally {
    for (const p of procs.reverse()) await stop(p);
    for (const d of cleanup) await Deno.remove(d, { recursive: true }).catch(() => {});
  }
}

if (import.meta.main) {
  console.log(JSON.stringify(await benchPeers(), null, 2));
}
