import assert from "node:assert/strict";
import { harness, SSRF_TABLE, switchableResolver } from "./_harness.ts";
import { keys } from "../../src/storage/keys.ts";
import { ServiceError } from "../../src/errors.ts";
import { webhookCommands } from "../../src/cli/commands/webhooks.ts";
import type { WebhookEndpoint } from "../../src/webhooks/types.ts";

const PUBLIC_IP = "93.184.216.34";
const BOTH = "tool_call.succeeded,tool_call.failed";

async function refused(p: Promise<unknown>, pattern: RegExp): Promise<void> {
  await assert.rejects(p, (err: unknown) => {
    assert.ok(err instanceof ServiceError, String(err));
    assert.equal(err.code, "invalid_request");
    assert.match(err.message, pattern);
    return true;
  });
}

Deno.test("create shows the secret once, seals it at rest, and list never shows it", async () => {
  const { deps, webhooks, accountId } = await harness({
    allowPrivate: false,
    resolve: () => Promise.resolve([PUBLIC_IP]),
  });
  const created = await webhooks.create(accountId, "https://hooks.example.com/in", BOTH);
  assert.match(created.secret, /^whsec_[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(created.events, ["tool_call.succeeded", "tool_call.failed"]);
  assert.equal(created.enabled, true);
  assert.equal(created.consecutiveFailures, 0);
  const stored = await deps.kv.get<WebhookEndpoint>(keys.webhookEndpoint(accountId, created.id));
  const raw = JSON.stringify(stored.value);
  assert.ok(!raw.includes(created.secret.slice(6)), "the secret is not stored in clear");
  assert.equal(await deps.secrets.open(stored.value!.sealedSecret), created.secret);
  const listed = await webhooks.list(accountId);
  assert.deepEqual(Object.keys(listed[0]).sort(), [
    "consecutiveFailures",
    "createdAt",
    "enabled",
    "events",
    "id",
    "lastAttemptAt",
    "lastError",
    "lastStatus",
    "url",
  ]); // deno-fmt-ignore
  assert.ok(!JSON.stringify(listed).includes(created.secret));
  deps.kv.close();
});

Deno.test("a sixth endpoint and a duplicate URL are refused, also under concurrency", async () => {
  const { deps, webhooks, accountId } = await harness({
    allowPrivate: false,
    resolve: () => Promise.resolve([PUBLIC_IP]),
  });
  await webhooks.create(accountId, "https://hooks.example.com/a", BOTH);
  // The same URL after normalisation (case of the host, default port) is a duplicate.
  await assert.rejects(
    webhooks.create(accountId, "https://HOOKS.example.com:443/a", "tool_call.failed"),
    /already exists/,
  );
  const racers = Array.from(
    { length: 10 },
    (_, i) => webhooks.create(accountId, `https://hooks.example.com/r${i}`, BOTH),
  );
  const results = await Promise.allSettled(racers);
  assert.equal(results.filter((r) => r.status === "fulfilled").length, 4);
  for (const r of results) {
    if (r.status === "rejected") assert.match(String(r.reason), /already has 5 webhook endpoints/);
  }
  assert.equal((await webhooks.list(accountId)).length, 5);
  const racingSameUrl = await Promise.allSettled(
    Array.from({ length: 5 }, () => webhooks.create(accountId, "https://x.example.com/", BOTH)),
  );
  assert.equal(racingSameUrl.filter((r) => r.status === "fulfilled").length, 0);
  // Deleting frees a slot.
  const [first] = await webhooks.list(accountId);
  await webhooks.remove(accountId, first.id);
  await webhooks.create(accountId, "https://hooks.example.com/after-delete", BOTH);
  deps.kv.close();
});

Deno.test("bad events, http: and malformed URLs are refused clearly", async () => {
  const { deps, webhooks, accountId } = await harness({ allowPrivate: true });
  await refused(
    webhooks.create(accountId, "https://localhost/x", "tool_call.started"),
    /Unknown event "tool_call.started"/,
  );
  await refused(webhooks.create(accountId, "https://localhost/x", " , "), /events must name/);
  await refused(webhooks.create(accountId, "http://localhost/x", BOTH), /scheme must be https/);
  await refused(webhooks.create(accountId, "not-a-url", BOTH), /not a valid absolute URL/);
  await refused(
    webhooks.create(accountId, "https://u:p@localhost/x", BOTH),
    /user name or password/,
  );
  deps.kv.close();
}); // deno-fmt-ignore

Deno.test("registration refuses the SSRF table and names that resolve privately", async () => {
  const dns = switchableResolver([PUBLIC_IP]);
  const { deps, webhooks, accountId } = await harness({ allowPrivate: false, resolve: dns.resolve });
  for (const url of SSRF_TABLE) {
    await refused(webhooks.create(accountId, url, BOTH), /Refused webhook URL/);
  }
  for (const answers of [["10.0.0.5"], [PUBLIC_IP, "127.0.0.1"], ["::ffff:169.254.169.254"], []]) {
    dns.set(answers);
    await refused(webhooks.create(accountId, "https://rebind.example.com/", BOTH), /Refused webhook URL/);
  }
  assert.equal((await webhooks.list(accountId)).length, 0);
  deps.kv.close();
}); // deno-fmt-ignore

Deno.test("pause, enable, subscribe, rotate and delete through the CLI command table", async () => {
  const { deps, services, accountId } = await harness({ allowPrivate: false, resolve: () => Promise.resolve([PUBLIC_IP]) });
  const run = (name: string, flags: Record<string, string>) =>
    webhookCommands[name].run({ deps, services: () => Promise.resolve(services), webhooks: () => Promise.resolve(services.webhooks), flags: { account: accountId, ...flags } });
  const created = await run("webhook:create", { url: "https://hooks.example.com/cli", events: "tool_call.failed" }) as { id: string; secret: string };
  assert.match(created.secret, /^whsec_/);
  const id = created.id;
  assert.equal((await run("webhook:pause", { id }) as { enabled: boolean }).enabled, false);
  await services.webhooks.deliverer.recordAttempt(
    (await deps.kv.get<WebhookEndpoint>(keys.webhookEndpoint(accountId, id))).value!,
    { ok: false, status: 500, error: "Receiver answered 500", deliveryId: "d", timestamp: 1, startedAtMs: 1000, durationMs: 5 },
  );
  const enabled = await run("webhook:enable", { id }) as { enabled: boolean; consecutiveFailures: number };
  assert.deepEqual([enabled.enabled, enabled.consecutiveFailures], [true, 0]);
  const sub = await run("webhook:subscribe", { id, events: "tool_call.succeeded" }) as { events: string[] };
  assert.deepEqual(sub.events, ["tool_call.succeeded"]);
  await assert.rejects(run("webhook:subscribe", { id, events: "nope" }), /Unknown event/);
  const rotated = await run("webhook:rotate", { id }) as { secret: string };
  assert.notEqual(rotated.secret, created.secret);
  const list = await run("webhook:list", {}) as unknown[];
  assert.ok(!JSON.stringify(list).includes("whsec_"));
  await run("webhook:delete", { id });
  assert.deepEqual(await run("webhook:list", {}), []);
  await assert.rejects(run("webhook:pause", { id }), /not found/);
  deps.kv.close();
}); // deno-fmt-ignore

async function admin(kvPath: string, ...args: string[]) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/cli/main.ts", ...args],
    env: { KV_PATH: kvPath, TOOLGATE_KEY_FILE: kvPath + ".key", TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stdout = new TextDecoder().decode(out.stdout);
  return { code: out.code, json: out.code === 0 ? JSON.parse(stdout) : null, stderr: new TextDecoder().decode(out.stderr) };
} // deno-fmt-ignore

Deno.test("[cli] the real admin CLI manages endpoints and refuses bad input with exit codes", async () => {
  const dir = await Deno.makeTempDir();
  const kv = `${dir}/kv.sqlite3`;
  const acct = await admin(kv, "account:create", "--name", "Hooks");
  assert.equal(acct.code, 0, acct.stderr);
  const a = acct.json.id;
  const made = await admin(kv, "webhook:create", "--account", a, "--url", "https://localhost:9/h", "--events", BOTH);
  assert.equal(made.code, 0, made.stderr);
  assert.match(made.json.secret, /^whsec_/);
  const http = await admin(kv, "webhook:create", "--account", a, "--url", "http://localhost:9/h", "--events", BOTH);
  assert.equal(http.code, 1);
  assert.match(http.stderr, /scheme must be https/);
  const dup = await admin(kv, "webhook:create", "--account", a, "--url", "https://localhost:9/h", "--events", BOTH);
  assert.equal(dup.code, 1);
  assert.match(dup.stderr, /already exists/);
  const missing = await admin(kv, "webhook:create", "--account", a, "--url", "https://localhost:9/x");
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /Missing --events/);
  // Nothing listens on port 9: the test event fails and the failure is recorded.
  const test = await admin(kv, "webhook:test", "--account", a, "--id", made.json.id);
  assert.equal(test.code, 0, test.stderr);
  assert.equal(test.json.ok, false);
  assert.match(test.json.error, /Network error/);
  assert.equal(test.json.endpoint.consecutiveFailures, 1);
  const list = await admin(kv, "webhook:list", "--account", a);
  assert.equal(list.json[0].lastError, test.json.error);
  assert.ok(!JSON.stringify(list.json).includes(made.json.secret));
  await Deno.remove(dir, { recursive: true });
});
