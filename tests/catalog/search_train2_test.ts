/**
 * Shape of training set train2 (issue 14): labelled queries over catalogue batches 13..23.
 * Training only: this test reads the JSON and the corpus batches and never runs a search.
 */
import assert from "node:assert/strict";

type Kind = "easy" | "paraphrase" | "hard";
interface TrainQuery {
  kind: Kind;
  query: string;
  relevant: string[];
}
interface CorpusEntry {
  slug: string;
  tools: { name: string }[];
}

const DIR = new URL("../fixtures/search/", import.meta.url);
const BATCHES = [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23];
// Bounds the brief sets: ~450 queries, >= 60 packages, <= 12 queries per package.
const MIN_QUERIES = 440;
const MIN_PACKAGES = 60;
const MAX_PER_PACKAGE = 12;
const SHARE: Record<Kind, [number, number]> = {
  easy: [0.05, 0.15],
  paraphrase: [0.18, 0.4],
  hard: [0.5, 0.72],
};

async function readJson<T>(name: string): Promise<T> {
  return JSON.parse(await Deno.readTextFile(new URL(name, DIR))) as T;
}

async function knownTools(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const batch of BATCHES) {
    for (const entry of await readJson<CorpusEntry[]>(`corpus${batch}.json`)) {
      for (const tool of entry.tools) ids.add(`${entry.slug}__${tool.name}`);
    }
  }
  return ids;
}

// Case, punctuation and spacing do not make two queries different.
function normalise(query: string): string {
  return query.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

const QUERIES = await readJson<TrainQuery[]>("train/queries_train2.json");
const TOOLS = await knownTools();

Deno.test("train2: every entry has a kind, a non-empty query and distinct labels", () => {
  assert.ok(Array.isArray(QUERIES));
  for (const q of QUERIES) {
    assert.deepEqual(Object.keys(q).sort(), ["kind", "query", "relevant"], q.query);
    assert.ok(q.kind in SHARE, `kind ${q.kind}`);
    assert.ok(q.query.trim().length >= 8, `query too short: ${q.query}`);
    assert.ok(q.relevant.length >= 1, `no label: ${q.query}`);
    assert.equal(new Set(q.relevant).size, q.relevant.length, `repeated label: ${q.query}`);
  }
});

Deno.test("train2: every label resolves to a tool in batches 13..23", () => {
  const unknown = QUERIES.flatMap((q) => q.relevant.filter((id) => !TOOLS.has(id)));
  assert.deepEqual(unknown, []);
});

Deno.test("train2: no two queries are alike", () => {
  const seen = new Map<string, string>();
  for (const q of QUERIES) {
    const key = normalise(q.query);
    assert.ok(!seen.has(key), `duplicate: "${q.query}" and "${seen.get(key)}"`);
    seen.set(key, q.query);
  }
});

Deno.test("train2: size, kind shares and package spread", () => {
  assert.ok(QUERIES.length >= MIN_QUERIES, `only ${QUERIES.length} queries`);
  for (const [kind, [low, high]] of Object.entries(SHARE)) {
    const share = QUERIES.filter((q) => q.kind === kind).length / QUERIES.length;
    assert.ok(share >= low && share <= high, `${kind} share ${share.toFixed(2)}`);
  }
  // A query belongs to the package of its first label; co-labels from sibling servers
  // (Drive, calendar, mail, Jira) must stay free to be complete without counting against it.
  const perPackage = new Map<string, number>();
  for (const q of QUERIES) {
    const slug = q.relevant[0].split("__")[0];
    perPackage.set(slug, (perPackage.get(slug) ?? 0) + 1);
  }
  assert.ok(perPackage.size >= MIN_PACKAGES, `only ${perPackage.size} packages`);
  const crowded = [...perPackage].filter(([, n]) => n > MAX_PER_PACKAGE);
  assert.deepEqual(crowded, []);
});
