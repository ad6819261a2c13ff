/**
 * Shape of the train1 search training set (issue 14). Training only: this file never runs a
 * search and never scores the set; it checks the data is well formed and every label is real.
 */
import assert from "node:assert/strict";

type Entry = { kind: string; query: string; relevant: string[] };

const DIR = new URL("../fixtures/search/", import.meta.url);
// The batches train1 was written over: corpus.json (batch 1) and corpus2.json … corpus12.json.
const BATCHES = ["corpus.json", ...Array.from({ length: 11 }, (_, i) => `corpus${i + 2}.json`)];
const KINDS = ["easy", "paraphrase", "hard"];

async function readJson(name: string): Promise<unknown> {
  return JSON.parse(await Deno.readTextFile(new URL(name, DIR)));
}

async function toolIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const file of BATCHES) {
    const servers = await readJson(file) as { slug: string; tools: { name: string }[] }[];
    for (const server of servers) {
      for (const tool of server.tools) ids.add(`${server.slug}__${tool.name}`);
    }
  }
  return ids;
}

const entries = await readJson("train/queries_train1.json") as Entry[];

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The package a query was written for: the server of its first label. */
function packageOf(entry: Entry): string {
  return entry.relevant[0].split("__")[0];
}

Deno.test("train1: every entry has a kind, a query and a non-empty list of distinct labels", () => {
  assert.ok(Array.isArray(entries));
  for (const entry of entries) {
    assert.deepEqual(Object.keys(entry).sort(), ["kind", "query", "relevant"], entry.query);
    assert.ok(KINDS.includes(entry.kind), `kind ${entry.kind}`);
    assert.equal(typeof entry.query, "string");
    assert.equal(entry.query, entry.query.trim());
    assert.ok(entry.query.length >= 5, entry.query);
    assert.ok(Array.isArray(entry.relevant) && entry.relevant.length > 0, entry.query);
    assert.equal(new Set(entry.relevant).size, entry.relevant.length, entry.query);
  }
});

Deno.test("train1: every label names a tool in batches 1-12", async () => {
  const ids = await toolIds();
  const unknown = entries.flatMap((e) => e.relevant.filter((id) => !ids.has(id)));
  assert.deepEqual(unknown, []);
});

Deno.test("train1: no two queries are alike", () => {
  const normal = (q: string) => q.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const seen = new Map<string, string>();
  for (const { query } of entries) {
    const key = normal(query);
    assert.ok(!seen.has(key), `"${query}" repeats "${seen.get(key)}"`);
    seen.set(key, query);
  }
});

Deno.test("train1: counts and the easy/paraphrase/hard mix", () => {
  const kinds = countBy(entries, (e) => e.kind);
  assert.equal(entries.length, 553);
  assert.deepEqual(Object.fromEntries(kinds), { easy: 57, paraphrase: 156, hard: 340 });
  const share = (kind: string) => (kinds.get(kind) ?? 0) / entries.length;
  assert.ok(share("easy") >= 0.08 && share("easy") <= 0.12);
  assert.ok(share("paraphrase") >= 0.25 && share("paraphrase") <= 0.35);
  assert.ok(share("hard") >= 0.55 && share("hard") <= 0.65);
});

Deno.test("train1: spread over at least 60 packages, at most 12 queries each", () => {
  const perPackage = countBy(entries, packageOf);
  assert.ok(perPackage.size >= 60, `${perPackage.size} packages`);
  const crowded = [...perPackage].filter(([, n]) => n > 12);
  assert.deepEqual(crowded, []);
});
