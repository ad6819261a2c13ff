/**
 * Load generator for scripts/bench/mcp.ts, run in a Web Worker: `concurrency` SDK clients, each
 * calling in a loop for `seconds`, reporting every call's latency in milliseconds.
 */
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

interface Job {
  url: string;
  token: string | null;
  gateway: boolean;
  concurrency: number;
  seconds: number;
}

async function connect(job: Job): Promise<Client> {
  const client = new Client({ name: "bench", version: "1.0.0" });
  const headers: Record<string, string> = job.token ? { authorization: `Bearer ${job.token}` } : {};
  await client.connect(
    new StreamableHTTPClientTransport(new URL(job.url), { requestInit: { headers } }),
  );
  return client;
}

function once(client: Client, job: Job, i: number) {
  const text = `hello ${i}`;
  return job.gateway
    ? client.callTool({
      name: "run_tool",
      arguments: { name: "demo-notes__echo", arguments: { text } },
    })
    : client.callTool({ name: "echo", arguments: { text } });
}

async function run(job: Job): Promise<number[]> {
  const clients = await Promise.all(Array.from({ length: job.concurrency }, () => connect(job)));
  // Warm-up: first sessions, caches, JIT.
  for (let i = 0; i < 50; i++) await once(clients[0], job, i);
  const latencies: number[] = [];
  const deadline = performance.now() + job.seconds * 1000;
  await Promise.all(clients.map(async (client, c) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const started = performance.now();
      const res = await once(client, job, c * 1_000_000 + i);
      if (res.isError) throw new Error(`call failed: ${JSON.stringify(res.content)}`);
      latencies.push(performance.now() - started);
    }
  }));
  await Promise.all(clients.map((c) => c.close()));
  return latencies;
}

// Typed by hand: this file is also checked with the window lib, where `self` is the window.
const scope = self as unknown as {
  onmessage: (e: MessageEvent<Job>) => void;
  postMessage(message: unknown): void;
};

scope.onmessage = async (e) => {
  try {
    scope.postMessage({ latencies: await run(e.data) });
  } catch (err) {
    scope.postMessage({ error: String((err as Error)?.stack ?? err) });
  }
};
