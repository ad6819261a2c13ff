/**
 * Fuzz of the REST API over the real app: every published path and verb, valid and bad keys,
 * hostile query strings, path segments and PATCH bodies. Every answer must be non-5xx, carry
 * CORS, and (when not 2xx) be the contract's `{error, message}` with the code of its status.
 */
import assert from "node:assert/strict";
import { createApiKey, revokeApiKey } from "../../src/storage/api_keys.ts";
import { accountWithKey } from "../_helpers/deps.ts";
import { Findings, Rng, suiteSeed, watchRejections } from "./_rng.ts";
import { buildCase, type Built, type Keys } from "./_rest_cases.ts";
import {
  CODE_OF_STATUS,
  describeRequest,
  ERROR_CODES,
  type FuzzGateway,
  fuzzGateway,
} from "./_gateway.ts";
import { rawRequests, sendRaw } from "./_raw_http.ts";

const CASES = 3000;

/** Problems with one answer: a 5xx, no CORS, or a failure outside the contract's error model. */
async function checkAnswer(res: Response, c: Built): Promise<string[]> {
  const problems: string[] = [];
  const text = await res.text();
  if (res.status >= 500) problems.push(`status ${res.status}: ${text.slice(0, 200)}`);
  if (res.headers.get("access-control-allow-origin") === null) problems.push("no CORS header");
  if (res.status >= 200 && res.status < 300) return problems;
  if (c.method === "HEAD") return problems;
  let body: { error?: unknown; message?: unknown } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push(`status ${res.status} body is not JSON: ${text.slice(0, 120)}`);
    return problems;
  }
  if (!res.headers.get("content-type")?.includes("application/json")) {
    problems.push(`status ${res.status} content-type ${res.headers.get("content-type")}`);
  }
  if (typeof body?.error !== "string" || !ERROR_CODES.includes(body.error)) {
    problems.push(`error code ${JSON.stringify(body?.error)} is not a contract code`);
  } else if (CODE_OF_STATUS[res.status] !== body.error) {
    problems.push(`status ${res.status} answered with code ${body.error}`);
  }
  if (typeof body?.message !== "string" || body.message === "") problems.push("no message");
  if (res.status === 401 && !res.headers.get("www-authenticate")) {
    problems.push("401 without challenge");
  }
  if (res.status === 405 && !res.headers.get("allow")) problems.push("405 without Allow");
  return problems;
}

async function extraKeys(f: FuzzGateway): Promise<Keys> {
  const { deps } = f.gw;
  const { record, key: revoked } = await createApiKey(deps.kv, deps.now, f.accountId, "revoked");
  await revokeApiKey(deps.kv, deps.now, f.accountId, record.id);
  const other = await accountWithKey(deps, { name: "Other" });
  return { valid: f.apiKey, revoked, foreign: other.key };
}

Deno.test("fuzz REST /api/v1: no 5xx, contract errors with CORS, nothing lost", async () => {
  const seed = suiteSeed("rest", 20261121);
  const rng = new Rng(seed);
  const findings = new Findings("rest", seed);
  const watch = watchRejections();
  const f = await fuzzGateway();
  try {
    const k = await extraKeys(f);
    for (let i = 0; i < CASES; i++) {
      const c = buildCase(rng, k);
      const res = await f.gw.app.request(c.url, {
        method: c.method,
        headers: c.headers,
        body: c.body,
      });
      findings.saw(`${c.method} ${res.status}`);
      for (const p of await checkAnswer(res, c)) {
        findings.add(i, p, describeRequest(c.method, c.url, c.headers, c.body));
      }
    }
    // The same kinds of requests as raw bytes over a real socket (invalid UTF-8 in the target).
    for (const [i, raw] of rawRequests(rng, f.host, k.valid, "/api/v1").entries()) {
      const status = await sendRaw(f.gw.origin, raw);
      findings.saw(`raw ${status}`);
      if (status >= 500) findings.add(CASES + i, `raw status ${status}`, raw.preview);
    }
    await assertNothingLost(f);
  } finally {
    await f.gw.close();
    watch.stop();
  }
  for (const line of f.logged) findings.add(-1, "logged error", line);
  findings.assertClean(watch.reasons);
});

/** After the storm the account, its key and its library still answer as before. */
async function assertNothingLost(f: FuzzGateway) {
  const get = async (path: string) => {
    const res = await f.gw.app.request(`http://127.0.0.1/api/v1${path}`, {
      headers: { authorization: `Bearer ${f.apiKey}` },
    });
    return { status: res.status, json: await res.json() };
  };
  const servers = await get("/servers");
  assert.equal(servers.status, 200);
  assert.deepEqual(
    servers.json.data.map((s: { slug: string }) => s.slug),
    ["demo-notes", "demo-weather", "demo-vault", "demo-oauth"],
  );
  const patch = await f.gw.app.request("http://127.0.0.1/api/v1/servers/demo-notes", {
    method: "PATCH",
    headers: { authorization: `Bearer ${f.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ enabled: true }),
  });
  assert.equal(patch.status, 200);
  assert.equal((await patch.json()).status, "enabled");
  for (const path of ["/usage", "/activity", "/clients", "/tools"]) {
    assert.equal((await get(path)).status, 200, path);
  }
}
