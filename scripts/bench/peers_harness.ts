/**
 * The one raw JSON-RPC harness of scripts/bench/peers.ts: sessions (initialize, then
 * notifications/initialized, keeping any mcp-session-id), an echo tools/call whose answer is
 * checked, load loops, and the resident memory of a process tree read from Linux /proc.
 */

export interface Target {
  label: string;
  url: string;
  /** Bearer tokens (Toolgate): session i uses token i. */
  tokens?: string[];
  /** Toolgate: the echo runs through run_tool; others call echo directly. */
  gateway: boolean;
  /** Process ids whose trees serve the calls (RSS is summed over them). */
  pids: number[];
}

export interface Session {
  target: Target;
  headers: Record<string, string>;
  nextId: number;
}

const PROTOCOL = "2025-06-18";

/** The JSON-RPC answer with `id`, from a JSON body or an event stream. */
async function answerOf(res: Response, id: number): Promise<Record<string, unknown>> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream")) return JSON.parse(text);
  for (const line of text.split("\n")) {
    if (!line.startsWith("data:")) continue;
    const msg = JSON.parse(line.slice(5));
    if (msg.id === id) return msg;
  }
  throw new Error(`no answer with id ${id} in the event stream: ${text.slice(0, 300)}`);
}

async function post(s: Session, body: Record<string, unknown>): Promise<Response> {
  return await fetch(s.target.url, {
    method: "POST",
    headers: s.headers,
    body: JSON.stringify({ jsonrpc: "2.0", ...body }),
  });
}

export async function openSession(target: Target, index: number): Promise<Session> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
  };
  if (target.tokens) headers.authorization = `Bearer ${target.tokens[index]}`;
  const s: Session = { target, headers, nextId: 1 };
  const id = s.nextId++;
  const res = await post(s, {
    id,
    method: "initialize",
    params: {
      protocolVersion: PROTOCOL,
      capabilities: {},
      clientInfo: { name: "peers-bench", version: "1.0.0" },
    },
  });
  const sid = res.headers.get("mcp-session-id");
  const init = await answerOf(res, id);
  if (!init.result) throw new Error(`${target.label}: initialize failed: ${JSON.stringify(init)}`);
  if (sid) headers["mcp-session-id"] = sid;
  headers["mcp-protocol-version"] = PROTOCOL;
  const note = await post(s, { method: "notifications/initialized" });
  await note.body?.cancel();
  if (note.status >= 300) throw new Error(`${target.label}: initialized got ${note.status}`);
  return s;
}

/** One echo call; throws unless the answer is exactly the echo of what was sent. */
export async function echo(s: Session, text: string): Promise<void> {
  const id = s.nextId++;
  const params = s.target.gateway
    ? { name: "run_tool", arguments: { name: "echo__echo", arguments: { text } } }
    : { name: "echo", arguments: { text } };
  const msg = await answerOf(await post(s, { id, method: "tools/call", params }), id);
  const result = msg.result as { content?: { text?: string }[]; isError?: boolean } | undefined;
  const got = result?.content?.map((c) => c.text ?? "").join("");
  if (!result || result.isError || got !== text) {
    throw new Error(`${s.target.label}: wrong answer: ${JSON.stringify(msg).slice(0, 300)}`);
  }
}

export async function closeSession(s: Session): Promise<void> {
  if (!s.headers["mcp-session-id"]) return;
  const res = await fetch(s.target.url, { method: "DELETE", headers: s.headers });
  await res.body?.cancel();
}

export interface Load {
  calls: number;
  callsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Latencies and busy seconds gathered over one or more turns of the same cell. */
export interface Samples {
  latencies: number[];
  seconds: number;
}

/** Every session calls in a loop for `seconds`, adding to `into`. */
export async function loadTurn(sessions: Session[], seconds: number, into: Samples) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(sessions.map(async (s, c) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const t = performance.now();
      await echo(s, `hello ${c}-${i}-${into.latencies.length}`);
      into.latencies.push(performance.now() - t);
    }
  }));
  into.seconds += (performance.now() - started) / 1000;
}

export function summarizeLoad(samples: Samples): Load {
  const latencies = [...samples.latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    calls: latencies.length,
    callsPerSecond: Math.round(latencies.length / samples.seconds),
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
  };
}

/** Parent of every process, from /proc/<pid>/stat. */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${e.name}/stat`);
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      out.set(Number(e.name), ppid);
    } catch { /* exited meanwhile */ }
  }
  return out;
}

function vmRssKb(pid: number): number {
  try {
    const status = Deno.readTextFileSync(`/proc/${pid}/status`);
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

export function treeOf(roots: number[]): Set<number> {
  const ppid = parents();
  const tree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of ppid) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** Summed VmRSS (MiB) and process count of the trees rooted at `roots`. */
export function treeRss(roots: number[]): { mib: number; processes: number } {
  const tree = treeOf(roots);
  const kb = [...tree].reduce((n, pid) => n + vmRssKb(pid), 0);
  return { mib: Math.round(kb / 102.4) / 10, processes: tree.size };
}

export function memAvailableMib(): number {
  const info = Deno.readTextFileSync("/proc/meminfo");
  return Number(/MemAvailable:\s+(\d+)/.exec(info)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system, ms) used so far by the live processes of the trees at `roots`. */
export function treeCpuMs(roots: number[]): number {
  let ticks = 0;
  for (const pid of treeOf(roots)) {
    try {
      const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(f[11]) + Number(f[12]);
    } catch { /* exited */ }
  }
  return ticks * 10; // 100 ticks a second
}
