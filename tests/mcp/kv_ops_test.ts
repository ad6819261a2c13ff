/**
 * KV operations per run_tool on the common path (a token seen before, a soft-limited plan, a
 * warm catalogue), counted on a KV handle wrapped in a counting proxy: one read (the token, its
 * client, the account and the view stamp in one getMany) and two commits (the burst window's
 * checked set before the tool runs, the Activity row with its usage after), each of which may
 * be shared with other calls' commits.
 */
import assert from "node:assert/strict";
import { connection, type Gateway, tenant, withGateway } from "./_harness.ts";

interface Op {
  kind: "read" | "commit";
  /** The first part of every key the operation touched (its table). */
  tables: Set<string>;
  /** Keys written or checked (a commit's size). */
  keys: number;
}

/** `kv` with every read and commit recorded in `ops` (list pages count as one read each). */
function countingKv(kv: Deno.Kv, ops: Op[]): Deno.Kv {
  const tables = (keys: readonly Deno.KvKey[]) => new Set(keys.map((k) => String(k[0])));
  const atomic = () => {
    const op = kv.atomic();
    const touched: Deno.KvKey[] = [];
    const track = <K extends "set" | "sum" | "delete" | "check" | "mutate">(name: K) => {
      const original = (op[name] as (...a: unknown[]) => Deno.AtomicOperation).bind(op);
      (op[name] as unknown) = (...args: unknown[]) => {
        for (const a of name === "check" || name === "mutate" ? args : [args[0]]) {
          touched.push(
            name === "check" || name === "mutate"
              ? (a as { key: Deno.KvKey }).key
              : a as Deno.KvKey,
          );
        }
        original(...args);
        return op;
      };
    };
    (["set", "sum", "delete", "check", "mutate"] as const).forEach(track);
    const commit = op.commit.bind(op);
    op.commit = () => {
      ops.push({ kind: "commit", tables: tables(touched), keys: touched.length });
      return commit();
    };
    return op;
  };
  const read = (keys: readonly Deno.KvKey[]) =>
    ops.push({ kind: "read", tables: tables(keys), keys: keys.length });
  return new Proxy(kv, {
    get(target, prop) {
      if (prop === "atomic") return atomic;
      if (prop === "get") {
        return (key: Deno.KvKey, o?: unknown) => (read([key]), target.get(key, o as never));
      }
      if (prop === "getMany") {
        return (keys: Deno.KvKey[], o?: unknown) => (read(keys), target.getMany(keys, o as never));
      }
      if (prop === "list") {
        return (sel: Deno.KvListSelector, o?: Deno.KvListOptions) => {
          read(["prefix" in sel ? sel.prefix : sel.start]);
          return target.list(sel, o);
        };
      }
      if (prop === "set" || prop === "delete") {
        return (key: Deno.KvKey, ...rest: unknown[]) => {
          ops.push({ kind: "commit", tables: new Set([String(key[0])]), keys: 1 });
          return (target[prop] as (...a: unknown[]) => unknown).call(target, key, ...rest);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function runTool(gw: Gateway, token: string, id: number, text: string) {
  const res = await fetch(gw.mcpUrl, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "run_tool", arguments: { name: "demo-notes__echo", arguments: { text } } },
    }),
  });
  const body = await res.json();
  assert.equal(body.result?.content?.[0]?.text, text, JSON.stringify(body));
}

/** Background writes that are not on a call's path (last activity, at most one a second). */
const BACKGROUND = new Set(["client_last_active"]);

Deno.test("kv ops: a warm run_tool makes one KV read and two commits", async () => {
  const ops: Op[] = [];
  const kv = countingKv(await Deno.openKv(":memory:"), ops);
  await withGateway(async (gw) => {
    const t = await tenant(gw, { plan: "pro" });
    const { token } = await connection(gw, t.account.id);
    for (let i = 0; i < 3; i++) await runTool(gw, token, i, `warm ${i}`);
    ops.length = 0;
    const calls = 10;
    for (let i = 0; i < calls; i++) await runTool(gw, token, 100 + i, `call ${i}`);
    const path = ops.filter((o) => ![...o.tables].every((t) => BACKGROUND.has(t)));
    const reads = path.filter((o) => o.kind === "read");
    const commits = path.filter((o) => o.kind === "commit");
    assert.equal(reads.length, calls, JSON.stringify(reads.map((o) => [...o.tables])));
    assert.ok(reads.every((o) => o.tables.has("access_tokens")), "the one read is the token's");
    assert.equal(commits.length, 2 * calls, JSON.stringify(commits.map((o) => [...o.tables])));
    const burst = commits.filter((o) => o.tables.has("rate_windows"));
    const rows = commits.filter((o) => o.tables.has("activity"));
    assert.equal(burst.length, calls, "one burst commit per call");
    assert.equal(rows.length, calls, "one row commit per call, with its usage");
    assert.ok(rows.every((o) => o.tables.has("usage_calls")), "usage commits with the row");
    // Row, client index, clock check and set, usage, the day's combined counter, the client's
    // day counter and last time: 8 keys (11 before the combined counter and version 7 row ids).
    assert.ok(rows.every((o) => o.keys === 8), rows.map((o) => o.keys).join(","));
    const size = (list: Op[]) => list.map((o) => o.keys).join(",");
    console.log(`keys per read ${size(reads)}; burst ${size(burst)}; row ${size(rows)}`);
  }, { deps: { kv } });
});

Deno.test("kv ops: 16 concurrent clients share commits, one read per call", async () => {
  const ops: Op[] = [];
  const kv = countingKv(await Deno.openKv(":memory:"), ops);
  await withGateway(async (gw) => {
    const t = await tenant(gw, { plan: "pro" });
    const conns = await Promise.all(
      Array.from({ length: 16 }, (_, i) => connection(gw, t.account.id, `c${i}`)),
    );
    await Promise.all(conns.map((c, i) => runTool(gw, c.token, i, `warm ${i}`)));
    ops.length = 0;
    const rounds = 5;
    await Promise.all(conns.map(async (c, i) => {
      for (let r = 0; r < rounds; r++) await runTool(gw, c.token, 100 + r, `c${i} r${r}`);
    }));
    const calls = 16 * rounds;
    const path = ops.filter((o) => ![...o.tables].every((t) => BACKGROUND.has(t)));
    const reads = path.filter((o) => o.kind === "read");
    const commits = path.filter((o) => o.kind === "commit");
    assert.equal(reads.length, calls, "one read per call");
    assert.ok(commits.length <= 2 * calls, `${commits.length} commits for ${calls} calls`);
    console.log(`16 clients: ${calls} calls, ${reads.length} reads, ${commits.length} commits`);
  }, { deps: { kv } });
});
