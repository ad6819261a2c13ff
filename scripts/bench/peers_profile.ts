/**
 * A V8 CPU profile of a process started with `--inspect=127.0.0.1:<port>`, taken over the
 * inspector's WebSocket (Deno 2.9 has no --cpu-prof), and its self time summed by area.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts sampling; `stop()` ends it and gives the profile. */
export async function startProfile(inspectPort: number): Promise<{ stop(): Promise<CpuProfile> }> {
  const list = await (await fetch(`http://127.0.0.1:${inspectPort}/json`)).json();
  const ws = new WebSocket(list[0].webSocketDebuggerUrl);
  await new Promise((ok, fail) => {
    ws.onopen = ok;
    ws.onerror = fail;
  });
  let next = 1;
  const waiting = new Map<number, (v: unknown) => void>();
  ws.onmessage = (e) => {
    const msg = JSON.parse(e.data);
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result);
  };
  const send = (method: string, params: Record<string, unknown> = {}) => {
    const id = next++;
    ws.send(JSON.stringify({ id, method, params }));
    return new Promise((ok) => waiting.set(id, ok));
  };
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  return {
    async stop() {
      const result = await send("Profiler.stop") as { profile: CpuProfile };
      ws.close();
      return result.profile;
    },
  };
}

/** Which part of the work a frame belongs to, from its script URL and function name. */
export function areaOf(frame: ProfileNode["callFrame"]): string {
  const { url, functionName: fn } = frame;
  if (fn === "(idle)" || fn === "(program)" || fn === "(garbage collector)") return fn;
  if (url.includes("@modelcontextprotocol")) return "MCP SDK (request handling, transports)";
  if (url.includes("/zod") || url.includes("json-schema") || url.includes("ajv")) {
    return "validation (zod, JSON Schema)";
  }
  if (url.includes("/hono")) return "HTTP routing (Hono)";
  if (url.includes("/src/audit/")) return "redaction and injection scan";
  if (url.includes("/src/storage/") || /^(commit|getMany|get|atomic|set|sum|check)$/.test(fn)) {
    return url.includes("/src/") ? "Toolgate storage code" : "KV (Deno.Kv ops)";
  }
  if (url.includes("ext:deno_kv") || url.includes("01_db")) return "KV (Deno.Kv ops)";
  if (
    url.includes("ext:deno_http") || url.includes("ext:deno_fetch") || url.includes("ext:deno_net")
  ) {
    return "HTTP server and client (Deno)";
  }
  if (url.includes("ext:deno_web") || url.includes("ext:deno_webidl")) {
    return "web streams, events, encoding (Deno)";
  }
  if (/^(parse|stringify)$/.test(fn) && url === "") return "JSON";
  if (url.includes("/src/")) return `Toolgate ${url.replace(/^.*\/src\//, "").split("/")[0]}/`;
  if (url === "") return "V8 builtins and natives";
  if (url.startsWith("ext:") || url.startsWith("node:")) return "Deno runtime (other)";
  return "other npm code";
}

/** Self time (ms and share of busy time) per area and the top functions. */
export function summarize(profile: CpuProfile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const areas = new Map<string, number>();
  const fns = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const area = areaOf(frame);
    if (area === "(idle)") continue;
    busy += us;
    areas.set(area, (areas.get(area) ?? 0) + us);
    const url = frame.url.replace(/^.*\/(node_modules|src)\//, "$1/").replace(/^file:\/\/.*\//, "");
    const name = `${frame.functionName || "(anonymous)"} ${url}:${frame.lineNumber + 1}`;
    fns.set(name, (fns.get(name) ?? 0) + us);
  }
  const rank = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, us]) => ({
      name,
      ms: Math.round(us / 1000),
      share: Math.round((us / busy) * 1000) / 10,
    }));
  return { busyMs: Math.round(busy / 1000), areas: rank(areas, 30), functions: rank(fns, top) };
}
