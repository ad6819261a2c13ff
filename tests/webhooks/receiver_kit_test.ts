/** Proves the docs' snippets (TS via Deno, Python, bash + openssl) and the receiver script. */
import assert from "node:assert/strict";
import {
  harness,
  newCall,
  type Received,
  recordCall,
  startReceiver,
  testCa,
  waitFor,
} from "./_harness.ts";
import { RECEIVER_HOST } from "./_harness.ts";

const VECTOR = {
  secret: "whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8",
  ts: "1700000000",
  body: '{"id":"evt_1","type":"example.created"}',
  sig: "v1=f3fb0a29c367d97157556cc75fc3dbabb342a8639bb729b7698833ea5f664f28",
};

const DOC = await Deno.readTextFile(new URL("../../README.md", import.meta.url));

function block(lang: string, firstLine: string): string {
  const re = new RegExp(
    "```" + lang + "\\n(" + firstLine.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "\\n[\\s\\S]*?)```",
  );
  const m = re.exec(DOC);
  if (!m) throw new Error(`README.md has no ${lang} block starting with ${firstLine}`);
  return m[1];
} // deno-fmt-ignore

interface Case {
  name: string;
  secret: string;
  ts: string;
  sig: string;
  body: Uint8Array;
  now: number;
  expect: boolean;
}

/** The vector, each way it must fail, and a real delivery captured from Toolgate. */
async function cases(): Promise<Case[]> {
  const enc = new TextEncoder();
  const v = {
    secret: VECTOR.secret,
    ts: VECTOR.ts,
    sig: VECTOR.sig,
    body: enc.encode(VECTOR.body),
  };
  const t = Number(VECTOR.ts);
  const real = await realDelivery();
  const realTs = real.received.headers.get("toolgate-timestamp")!;
  const r = {
    secret: real.secret,
    ts: realTs,
    sig: real.received.headers.get("toolgate-signature")!,
    body: real.received.body,
  };
  const now = Math.floor(Date.now() / 1000);
  return [
    { name: "vector", ...v, now: t, expect: true },
    { name: "vector, 300 s late", ...v, now: t + 300, expect: true },
    { name: "vector, 301 s late", ...v, now: t + 301, expect: false },
    { name: "vector, 301 s early (future timestamp)", ...v, now: t - 301, expect: false },
    {
      name: "vector, body changed",
      ...v,
      body: enc.encode(VECTOR.body.replace("1", "2")),
      now: t,
      expect: false,
    },
    {
      name: "vector, wrong secret",
      ...v,
      secret: VECTOR.secret.slice(0, -1) + "A",
      now: t,
      expect: false,
    },
    {
      name: "vector, signature upper-cased",
      ...v,
      sig: VECTOR.sig.toUpperCase(),
      now: t,
      expect: false,
    },
    { name: "vector, timestamp not decimal", ...v, ts: "1700000000.0", now: t, expect: false },
    { name: "real delivery", ...r, now, expect: true },
    {
      name: "real delivery, other timestamp header",
      ...r,
      ts: String(Number(realTs) + 1),
      now,
      expect: false,
    },
  ];
} // deno-fmt-ignore

let realCache: Promise<{ secret: string; received: Received }> | null = null;
function realDelivery() {
  realCache ??= (async () => {
    const rx = await startReceiver();
    const { deps, services, webhooks, accountId } = await harness();
    const ep = await webhooks.create(accountId, rx.url, "tool_call.succeeded,tool_call.failed");
    const call = newCall(7);
    call.arguments = { text: "héllo ✓ 😀", quote: 'it\'s "quoted"\n$HOME `x`' };
    const done = deps.kv.listenQueue((m) => webhooks.handleQueueMessage(m));
    await recordCall(services, accountId, call);
    await waitFor(() => rx.received.length === 1, 10_000, "the real delivery");
    deps.kv.close();
    await done;
    await rx.close();
    return { secret: ep.secret, received: rx.received[0] };
  })();
  return realCache;
}

async function run(
  cmd: string,
  args: string[],
  opts: { cwd: string; env?: Record<string, string> },
) {
  const out = await new Deno.Command(cmd, { args, ...opts, stdout: "piped", stderr: "piped" })
    .output();
  return {
    code: out.code,
    stdout: new TextDecoder().decode(out.stdout),
    stderr: new TextDecoder().decode(out.stderr),
  };
} // deno-fmt-ignore

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("the TypeScript snippet (Web Crypto) run by Deno", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/verify.ts`, block("ts", "// verify.ts"));
  const all = await cases();
  const driver = `import { verifyToolgateWebhook } from "./verify.ts";
const cases = ${JSON.stringify(all.map((c) => ({ ...c, body: hex(c.body) })))};
const out = [];
for (const c of cases) {
  const body = new Uint8Array(c.body.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);
  out.push(await verifyToolgateWebhook(c.secret, c.ts, c.sig, body, c.now));
}
console.log(JSON.stringify(out));`;
  await Deno.writeTextFile(`${dir}/driver.ts`, driver);
  const r = await run(Deno.execPath(), ["run", "--no-config", "driver.ts"], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(
    JSON.parse(r.stdout),
    all.map((c) => c.expect),
    all.map((c) => c.name).join(", "),
  );
  await Deno.remove(dir, { recursive: true });
});

Deno.test("the Python snippet run by python3", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/verify.py`, block("python", "# verify.py"));
  const all = await cases();
  await Deno.writeTextFile(
    `${dir}/cases.json`,
    JSON.stringify(all.map((c) => ({ ...c, body: hex(c.body) }))),
  );
  const driver = `import json
from verify import verify_toolgate_webhook
cases = json.load(open("cases.json"))
print(json.dumps([verify_toolgate_webhook(c["secret"], c["ts"], c["sig"], bytes.fromhex(c["body"]), now=c["now"]) for c in cases]))`;
  await Deno.writeTextFile(`${dir}/driver.py`, driver);
  const r = await run("python3", ["driver.py"], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), all.map((c) => c.expect));
  await Deno.remove(dir, { recursive: true });
}); // deno-fmt-ignore

Deno.test("the shell one-liner run by bash with openssl", async () => {
  const dir = await Deno.makeTempDir();
  const script = block("bash", "# verify.sh");
  for (const c of await cases()) {
    await Deno.writeFile(`${dir}/body.raw`, c.body);
    const r = await run("bash", ["-c", script], {
      cwd: dir,
      env: { TOOLGATE_SECRET: c.secret, TS: c.ts, SIG: c.sig, NOW: String(c.now) },
    });
    assert.equal(r.stdout.trim(), c.expect ? "valid" : "invalid", `${c.name}: ${r.stderr}`);
    assert.equal(r.code === 0, c.expect, c.name);
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("scripts/webhook_receiver.ts verifies and prints real deliveries over HTTPS", async () => {
  const ca = await testCa();
  const leaf = await ca.issue([RECEIVER_HOST]);
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/cert.pem`, leaf.certPem);
  await Deno.writeTextFile(`${dir}/key.pem`, leaf.keyPem);
  const probe = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (probe.addr as Deno.NetAddr).port;
  probe.close();
  const { deps, services, webhooks, accountId } = await harness();
  const ep = await webhooks.create(
    accountId,
    `https://${RECEIVER_HOST}:${port}/`,
    "tool_call.failed",
  );
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "scripts/webhook_receiver.ts",
      "--port",
      String(port),
      "--hostname",
      "127.0.0.1",
      "--cert",
      `${dir}/cert.pem`,
      "--key",
      `${dir}/key.pem`,
    ],
    env: { TOOLGATE_WEBHOOK_SECRET: ep.secret },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines: string[] = [];
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const pump = (async () => {
    let buf = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buf += value;
      const parts = buf.split("\n");
      buf = parts.pop()!;
      lines.push(...parts);
    }
  })();
  const errReader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let err = "";
  const errPump = (async () => {
    for (;;) {
      const { done, value } = await errReader.read();
      if (done) return;
      err += value;
    }
  })();
  await waitFor(() => err.includes("Listening on https://"), 20_000, "the receiver to listen");
  const test = await webhooks.sendTest(accountId, ep.id);
  assert.deepEqual([test.ok, test.status], [true, 204]);
  const done = deps.kv.listenQueue((m) => webhooks.handleQueueMessage(m));
  const row = await recordCall(services, accountId, newCall(1, false));
  await waitFor(() => lines.length >= 2, 10_000, "two printed deliveries");
  // A forged request is refused and printed as unverified.
  const forged = await webhooks.egressFetch().then((f) =>
    f(`https://${RECEIVER_HOST}:${port}/`, {
      method: "POST",
      body: "{}",
      headers: {
        "toolgate-timestamp": String(Math.floor(Date.now() / 1000)),
        "toolgate-signature": "v1=" + "0".repeat(64),
      },
    })
  );
  assert.equal(forged.status, 401);
  await waitFor(() => lines.length >= 3, 10_000, "the forged request line");
  const [l1, l2, l3] = lines.map((l) => JSON.parse(l));
  assert.deepEqual([l1.verified, l1.event, l1.id], [true, "test", test.eventId]);
  assert.deepEqual([l2.verified, l2.event, l2.id, l2.createdAt], [
    true,
    "tool_call.failed",
    row.id,
    row.createdAt,
  ]);
  assert.equal(l3.verified, false);
  child.kill("SIGTERM");
  await child.status;
  await pump;
  await errPump;
  deps.kv.close();
  await done;
  await Deno.remove(dir, { recursive: true });
}); // deno-fmt-ignore
