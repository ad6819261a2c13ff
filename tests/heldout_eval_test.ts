import assert from "node:assert/strict";
import { heldoutEval, leafPaths, shown } from "../scripts/heldout_eval.ts";

const FIXTURES = new URL("./fixtures/heldout/", import.meta.url);

async function fixture<T>(name: string): Promise<T> {
  return JSON.parse(await Deno.readTextFile(new URL(name, FIXTURES))) as T;
}

let cached: ReturnType<typeof heldoutEval> | undefined;
function metrics() {
  cached ??= heldoutEval();
  return cached;
}

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(n: number, width: number): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let out = "";
  for (; n > 0; n = Math.floor(n / 62)) out = alphabet[n % 62] + out;
  return out.padStart(width, "0");
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => {
    let d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  });
  return sum % 10 === 0;
}

function ibanValid(iban: string): boolean {
  const s = iban.replaceAll(" ", "");
  const numeric = [...(s.slice(4) + s.slice(0, 4))].map((c) => parseInt(c, 36)).join("");
  return BigInt(numeric) % 97n === 1n;
}

type RedactionCase = { text: string; sensitive: boolean; kind: string; secret?: string };

Deno.test("held-out fixtures: sizes, labels and valid generated values", async () => {
  const redaction = await fixture<RedactionCase[]>("redaction.json");
  const json = await fixture<{ sensitivePaths: string[] }[]>("redaction_json.json");
  const injection = await fixture<{ malicious: boolean; source: string }[]>("injection.json");
  const queries = await fixture<{ relevant: string[] }[]>("search_queries.json");
  assert.ok(redaction.length >= 150 && json.length >= 30 && injection.length >= 150);
  assert.ok(queries.length >= 40);
  assert.ok(redaction.some((c) => c.sensitive) && redaction.some((c) => !c.sensitive));
  assert.ok(injection.some((c) => c.malicious) && injection.some((c) => !c.malicious));
  assert.ok(injection.every((c) => c.source === "result" || c.source === "description"));
  for (const c of redaction.filter((c) => c.secret !== undefined)) {
    assert.ok(c.text.includes(c.secret!), c.kind);
    if (c.kind === "credit-card") assert.ok(luhnValid(c.secret!.replace(/\D/g, "")), c.secret);
    if (c.kind === "iban") assert.ok(ibanValid(c.secret!), c.secret);
    if (c.kind === "toolgate-api-key") {
      const body = c.secret!.slice(4, 47);
      assert.equal(c.secret!.slice(47), base62(crc32(body), 6));
    }
  }
  const tools = JSON.parse(
    await Deno.readTextFile(new URL("./fixtures/tool_corpus/tools.json", import.meta.url)),
  ) as { qualifiedName: string }[];
  const names = new Set(tools.map((t) => t.qualifiedName));
  for (const q of queries) for (const r of q.relevant) assert.ok(names.has(r), r);
});

Deno.test("held-out helpers: leaf pointers and shown excerpts", () => {
  assert.deepEqual(leafPaths({ a: { "b/c": 1, d: [true, null] } }), [
    "/a/b~1c",
    "/a/d/0",
    "/a/d/1",
  ]);
  assert.equal(shown("a\u200bb\nc"), "a\\u{200b}b\\nc");
  assert.equal(shown("x".repeat(200)).length, 100);
});

Deno.test("held-out redaction: recall >= 0.85 and false-positive rate <= 0.10", async () => {
  const { redaction, redactionJson } = await metrics();
  assert.ok(redaction.recall >= 0.85, `text recall ${redaction.recall}`);
  assert.ok(redaction.falsePositiveRate <= 0.1, `text FPR ${redaction.falsePositiveRate}`);
  assert.ok(redactionJson.pathRecall >= 0.85, `JSON path recall ${redactionJson.pathRecall}`);
  assert.ok(
    redactionJson.pathFalsePositiveRate <= 0.1,
    `JSON path FPR ${redactionJson.pathFalsePositiveRate}`,
  );
});

Deno.test("held-out injection: recall >= 0.75 and false-positive rate <= 0.10", async () => {
  const { injection } = await metrics();
  const missed = injection.misses.map((m) => m.text).join("\n");
  assert.ok(injection.recall >= 0.75, `recall ${injection.recall}; missed:\n${missed}`);
  assert.ok(injection.falsePositiveRate <= 0.1, `FPR ${injection.falsePositiveRate}`);
});

Deno.test("held-out search: recall@5 >= 0.75", async () => {
  const { search } = await metrics();
  assert.ok(search.recallAt5 >= 0.75, `recall@5 ${search.recallAt5}`);
  assert.ok(search.mrrAt5 > 0 && search.mrrAt5 <= search.recallAt5);
});

Deno.test("held-out v3 fixtures: at least v2's sizes, secrets present, valid checksums", async () => {
  const dir = new URL("./fixtures/heldout_v3/", import.meta.url);
  const read = async <T>(name: string) =>
    JSON.parse(await Deno.readTextFile(new URL(name, dir))) as T;
  const redaction = await read<RedactionCase[]>("redaction.json");
  const json = await read<{ sensitivePaths: string[] }[]>("redaction_json.json");
  const injection = await read<{ malicious: boolean; category: string }[]>("injection.json");
  const positives = redaction.filter((c) => c.sensitive);
  assert.ok(positives.length >= 126 && redaction.length - positives.length >= 75);
  assert.ok(json.length >= 12);
  assert.ok(injection.filter((c) => c.malicious).length >= 81);
  assert.ok(injection.filter((c) => !c.malicious).length >= 75);
  for (const c of positives) {
    assert.ok(c.secret && c.text.includes(c.secret), c.kind);
    if (c.kind.startsWith("card-")) assert.ok(luhnValid(c.secret.replace(/\D/g, "")), c.secret);
    if (c.kind.startsWith("iban-")) assert.ok(ibanValid(c.secret), c.secret);
  }
});

Deno.test("held-out v4 fixtures: at least v3's sizes, secrets present, valid checksums", async () => {
  const dir = new URL("./fixtures/heldout_v4/", import.meta.url);
  const read = async <T>(name: string) =>
    JSON.parse(await Deno.readTextFile(new URL(name, dir))) as T;
  const redaction = await read<RedactionCase[]>("redaction.json");
  const json = await read<{ sensitivePaths: string[] }[]>("redaction_json.json");
  const injection = await read<{ malicious: boolean; category: string }[]>("injection.json");
  const positives = redaction.filter((c) => c.sensitive);
  assert.ok(positives.length >= 185 && redaction.length - positives.length >= 96);
  assert.ok(json.length >= 14);
  assert.ok(injection.filter((c) => c.malicious).length >= 89);
  assert.ok(injection.filter((c) => !c.malicious).length >= 87);
  for (const c of positives) {
    assert.ok(c.secret && c.text.includes(c.secret), c.kind);
    if (c.kind.startsWith("card-")) assert.ok(luhnValid(c.secret.replace(/\D/g, "")), c.secret);
    if (c.kind.startsWith("iban-")) assert.ok(ibanValid(c.secret), c.secret);
  }
});

Deno.test("held-out v5 fixtures: at least v4's sizes, secrets present, valid checksums", async () => {
  const dir = new URL("./fixtures/heldout_v5/", import.meta.url);
  const read = async <T>(name: string) =>
    JSON.parse(await Deno.readTextFile(new URL(name, dir))) as T;
  const redaction = await read<RedactionCase[]>("redaction.json");
  const json = await read<{ sensitivePaths: string[] }[]>("redaction_json.json");
  const injection = await read<{ malicious: boolean; source: string }[]>("injection.json");
  const positives = redaction.filter((c) => c.sensitive);
  assert.ok(positives.length >= 204 && redaction.length - positives.length >= 100);
  assert.ok(json.length >= 14 && json.some((c) => c.sensitivePaths.length === 0));
  assert.ok(injection.filter((c) => c.malicious).length >= 130);
  assert.ok(injection.filter((c) => !c.malicious).length >= 88);
  assert.ok(injection.every((c) => c.source === "result" || c.source === "description"));
  for (const c of positives) {
    assert.ok(c.secret && c.text.includes(c.secret), c.kind);
    if (c.kind.startsWith("card-")) assert.ok(luhnValid(c.secret.replace(/\D/g, "")), c.secret);
    if (c.kind.startsWith("iban-")) assert.ok(ibanValid(c.secret), c.secret);
  }
  for (const c of redaction.filter((c) => !c.sensitive)) assert.equal(c.secret, undefined);
});
