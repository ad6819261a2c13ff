/**
 * Keep-alive connection pools for the pinned egress fetch: one https.Agent per (host name, port,
 * vetted address set, trust store). A pooled socket was dialled to an address of exactly the set
 * that the current request's own resolution vetted, and its TLS session verified that host name,
 * so reuse adds no path the fresh resolution would not have allowed. Idle sockets are bounded
 * by maxAgents x maxFreeSocketsPerKey, each for at most idleMs, and unref'd by the agent.
 */
import https from "node:https";
import type { Socket } from "node:net";

export interface PoolOptions {
  /** Distinct pool keys kept; the least recently used is retired beyond this. */
  maxAgents?: number;
  /**
   * Connections open at once per key; further requests wait in the agent (under their signal).
   * Unbounded by default: an MCP session's SSE stream holds its socket for minutes, and a cap
   * would queue other sessions' requests behind such streams. Callers bound their own
   * concurrency (the webhook sender runs at most 64 deliveries at once).
   */
  maxSocketsPerKey?: number;
  /** Idle connections kept per key; more are closed when their request ends. */
  maxFreeSocketsPerKey?: number;
  /**
   * An idle connection is closed after this long (shortened by a server's Keep-Alive hint). Below
   * the usual 5 s server keep-alive so the server rarely closes a socket just as it is reused.
   */
  idleMs?: number;
}

export interface PoolKey {
  host: string;
  port: number;
  /** The vetted addresses of this request's resolution (the only ones the lookup answers). */
  addresses: readonly string[];
  /** Identifies the trust store (default roots plus extra CAs). */
  trustId: string;
}

export interface PoolStats {
  agents: number;
  activeSockets: number;
  idleSockets: number;
  queuedRequests: number;
}

export const POOL_DEFAULTS: Required<PoolOptions> = {
  maxAgents: 64,
  maxSocketsPerKey: Infinity,
  // As many as the webhook sender's cap: a burst that settles between requests otherwise closes
  // and re-opens connections.
  maxFreeSocketsPerKey: 64,
  idleMs: 4_000,
};

interface Entry {
  agent: https.Agent;
  hostPort: string;
}

function hostPortOf(key: PoolKey): string {
  return `${key.host}\u0000${key.port}`;
}

function keyString(key: PoolKey): string {
  return JSON.stringify([key.host, key.port, [...key.addresses].sort(), key.trustId]);
}

function countSockets(map: NodeJS.ReadOnlyDict<unknown[]>): number {
  return Object.values(map).reduce((n, list) => n + (list?.length ?? 0), 0);
}

/** Closes the idle sockets now; busy ones are closed when their request ends (keepAlive off). */
function retire(agent: https.Agent): void {
  (agent as unknown as { keepAlive: boolean }).keepAlive = false;
  for (const list of Object.values(agent.freeSockets)) {
    for (const socket of [...(list ?? [])]) (socket as Socket).destroy();
  }
}

export class AgentPool {
  readonly #opts: Required<PoolOptions>;
  /** Map order is recency order: the first entry is the least recently used. */
  #agents = new Map<string, Entry>();
  #closed = false;

  constructor(opts: PoolOptions = {}) {
    this.#opts = { ...POOL_DEFAULTS, ...opts };
    for (const [name, value] of Object.entries(this.#opts)) {
      const unbounded = name === "maxSocketsPerKey" && value === Infinity;
      if (!unbounded && (!Number.isSafeInteger(value) || value < 1)) {
        throw new RangeError(`Pool option ${name} must be a positive integer`);
      }
    }
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The agent for this key, created on first use; throws once the pool is closed. */
  agentFor(key: PoolKey): https.Agent {
    if (this.#closed) throw new TypeError("Egress request failed: the egress client is closed");
    const id = keyString(key);
    const found = this.#agents.get(id);
    if (found !== undefined) {
      this.#agents.delete(id);
      this.#agents.set(id, found);
      return found.agent;
    }
    const agent = new https.Agent({
      keepAlive: true,
      maxSockets: this.#opts.maxSocketsPerKey,
      maxFreeSockets: this.#opts.maxFreeSocketsPerKey,
      timeout: this.#opts.idleMs,
      scheduling: "lifo",
      // Without this, NODE_USE_ENV_PROXY would send the connection through HTTPS_PROXY.
      proxyEnv: {},
    } as https.AgentOptions);
    this.#agents.set(id, { agent, hostPort: hostPortOf(key) });
    while (this.#agents.size > this.#opts.maxAgents) this.#evict(this.#agents.keys().next().value!);
    return agent;
  }

  /**
   * Retires every pool of this host and port (after its resolution was refused): idle
   * connections to the old addresses are closed rather than left to the idle timer.
   */
  dropHost(host: string, port: number): void {
    const hostPort = hostPortOf({ host, port, addresses: [], trustId: "" });
    for (const [id, entry] of this.#agents) if (entry.hostPort === hostPort) this.#evict(id);
  }

  stats(): PoolStats {
    const stats: PoolStats = {
      agents: this.#agents.size,
      activeSockets: 0,
      idleSockets: 0,
      queuedRequests: 0,
    };
    for (const { agent } of this.#agents.values()) {
      stats.activeSockets += countSockets(agent.sockets);
      stats.idleSockets += countSockets(agent.freeSockets);
      stats.queuedRequests += countSockets(agent.requests);
    }
    return stats;
  }

  /** Closes every connection, busy ones included (their requests fail), and refuses new ones. */
  close(): void {
    this.#closed = true;
    for (const { agent } of this.#agents.values()) {
      retire(agent);
      // Queued requests go first: a destroyed socket would otherwise open a new one for them.
      for (const list of Object.values(agent.requests)) {
        for (const req of [...(list ?? [])]) (req as { destroy(): void }).destroy();
      }
      agent.destroy();
    }
    this.#agents.clear();
  }

  #evict(id: string): void {
    const entry = this.#agents.get(id);
    this.#agents.delete(id);
    if (entry !== undefined) retire(entry.agent);
  }
}
