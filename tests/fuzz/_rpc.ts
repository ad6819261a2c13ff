/**
 * Random and malformed JSON-RPC for the MCP endpoint: wrong versions and ids, unknown methods,
 * params of every type, tools/call with unknown names and arguments of every JSON type,
 * batches, deep nesting, 1 MB strings and bodies that are not JSON or not UTF-8.
 */
import type { Rng } from "./_rng.ts";
import { deepJsonText, hostileString, invalidUtf8, randomJson, randomText } from "./_values.ts";

const METHODS = [
  "initialize",
  "tools/list",
  "tools/call",
  "tools/call",
  "tools/call",
  "ping",
  "notifications/initialized",
  "notifications/cancelled",
  "resources/list",
  "prompts/list",
  "logging/setLevel",
  "completion/complete",
  "",
];
const TOOLS = ["search", "description", "run_tool", "run_tool", "Search", "run_tool ", "nope"];
const QUALIFIED = [
  "demo-notes__echo",
  "demo-notes__word_stats",
  "demo-notes__add_note",
  "demo-notes__fail",
  "demo-weather__get_forecast",
  "demo-vault__list_items",
  "demo-notes__",
  "__echo",
  "nope__nope",
];

function id(rng: Rng): unknown {
  if (rng.chance(0.75)) return rng.pick([1, 0, 7, "abc", "req-1", 2 ** 31]);
  return rng.pick([
    1,
    0,
    -1,
    1.5,
    "abc",
    null,
    undefined,
    1e308,
    2 ** 64,
    "x".repeat(10_000),
    {},
    [],
    true,
  ]);
}

/** Arguments for one of the three gateway tools (or garbage of any JSON type). */
export function toolArguments(rng: Rng, tool: string): unknown {
  if (rng.chance(0.25)) return randomJson(rng, 3);
  if (tool === "search") {
    return { query: hostileString(rng), limit: randomJson(rng, 0), server: randomJson(rng, 0) };
  }
  if (tool === "description") {
    return { name: rng.chance(0.6) ? rng.pick(QUALIFIED) : randomJson(rng, 1) };
  }
  return {
    name: rng.chance(0.7) ? rng.pick(QUALIFIED) : randomJson(rng, 1),
    arguments: rng.chance(0.5) ? { text: hostileString(rng) } : randomJson(rng, 3),
  };
}

function params(rng: Rng, method: string): unknown {
  if (method === "tools/call" && rng.chance(0.85)) {
    const name = rng.chance(0.85) ? rng.pick(TOOLS) : randomJson(rng, 1);
    const out: Record<string, unknown> = { name };
    if (rng.chance(0.9)) out.arguments = toolArguments(rng, String(name));
    if (rng.chance(0.1)) out._meta = randomJson(rng, 2);
    return out;
  }
  if (method === "initialize" && rng.chance(0.6)) {
    return {
      protocolVersion: rng.pick(["2025-06-18", "2025-11-25", "1999-01-01", 42, null]),
      capabilities: rng.chance(0.7) ? {} : randomJson(rng, 2),
      clientInfo: rng.chance(0.7) ? { name: "fuzz", version: "1" } : randomJson(rng, 2),
    };
  }
  if (rng.chance(0.6)) return rng.pick([undefined, {}, { _meta: {} }]);
  return rng.pick([null, "params", 42, [], randomJson(rng, 3)]);
}

/** One message object; fields may be missing or of the wrong type. */
export function message(rng: Rng): Record<string, unknown> {
  const method = rng.chance(0.9) ? rng.pick(METHODS) : hostileString(rng, 200);
  const out: Record<string, unknown> = {};
  const version = rng.chance(0.93) ? "2.0" : rng.pick(["1.0", 2, null, undefined, "2.0 "]);
  if (version !== undefined) out.jsonrpc = version;
  const ident = method.startsWith("notifications/") && rng.chance(0.7) ? undefined : id(rng);
  if (ident !== undefined) out.id = ident;
  if (rng.chance(0.97)) out.method = method;
  const p = params(rng, method);
  if (p !== undefined) out.params = p;
  return out;
}

/** A request body: usually one message, sometimes a batch, a giant, or not JSON at all. */
export function rpcBody(rng: Rng): string | Uint8Array<ArrayBuffer> {
  const roll = rng.int(100);
  if (roll < 62) return JSON.stringify(message(rng));
  if (roll < 70) return JSON.stringify(Array.from({ length: rng.int(5) }, () => message(rng)));
  if (roll < 74) {
    const deep = deepJsonText(rng.pick([1000, 10_000]), rng.pick(["array", "object", "mixed"]));
    const name = rng.pick(["search", "run_tool", "description"]);
    return `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${name}",` +
      `"arguments":{"name":"demo-notes__echo","query":"q","arguments":${deep}}}}`;
  }
  if (roll < 76) return deepJsonText(10_000, rng.pick(["array", "object", "mixed"]));
  if (roll < 79) {
    const big = rng.pick(["x", "\u200b", "é"]).repeat(rng.range(1_000_000, 1_100_000) / 2);
    const m = message(rng);
    m.params = { name: rng.pick(TOOLS), arguments: { query: big, name: big, arguments: { big } } };
    return JSON.stringify(m);
  }
  if (roll < 80) {
    return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", pad: "p".repeat(4_300_000) });
  }
  if (roll < 85) return invalidUtf8(rng, JSON.stringify(message(rng)));
  if (roll < 88) return "";
  if (roll < 92) {
    const text = JSON.stringify(message(rng));
    return text.slice(0, rng.int(text.length));
  }
  if (roll < 95) return randomText(rng, rng.range(1, 300));
  return rng.pick(["null", "1", '"x"', "true", "[]", "[[]]", "{}", "[1,2]", '{"jsonrpc":"2.0"}']);
}
