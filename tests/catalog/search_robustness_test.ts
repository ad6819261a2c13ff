import assert from "node:assert/strict";
import {
  buildSearchIndex,
  type SearchableTool,
  shortDescription,
} from "../../src/catalog/search.ts";

function tool(name: string, inputSchema: unknown, description = `Tool ${name}.`): SearchableTool {
  return {
    qualifiedName: `odd__${name}`,
    name,
    serverSlug: "odd",
    serverName: "Odd",
    description,
    inputSchema,
  };
}

const cyclic: Record<string, unknown> = { type: "object", properties: {} };
(cyclic.properties as Record<string, unknown>).self = cyclic;
(cyclic.properties as Record<string, unknown>).loopy = {
  type: "object",
  properties: cyclic.properties,
};

const deep: Record<string, unknown> = { type: "object", properties: {} };
let cursor = deep;
for (let i = 0; i < 500; i++) {
  const child = { type: "object", properties: {} as Record<string, unknown> };
  (cursor.properties as Record<string, unknown>)[`level${i}`] = child;
  cursor = child;
}

const wide = {
  type: "object",
  properties: Object.fromEntries(
    Array.from({ length: 5000 }, (_, i) => [`p${i}`, { description: "x".repeat(1000) }]),
  ),
};

const ODD_SCHEMAS: [string, unknown][] = [
  ["nullschema", null],
  ["stringschema", "not a schema"],
  ["numberschema", 42],
  ["arrayschema", [1, 2, 3]],
  ["propsarray", { properties: ["a", "b"] }],
  ["propsnull", { properties: { a: null, b: 7, c: "str", d: [], e: { description: 5 } } }],
  ["itemsonly", { type: "array", items: { properties: { widgetCount: {} } } }],
  ["cyclic", cyclic],
  ["deep", deep],
  ["wide", wide],
  [
    "protokeys",
    JSON.parse('{"properties":{"__proto__":{"description":"proto"},"constructor":{}}}'),
  ],
];

Deno.test("odd inputSchema shapes never crash indexing or search", () => {
  const index = buildSearchIndex(ODD_SCHEMAS.map(([n, s]) => tool(n, s)));
  assert.equal(index.size, ODD_SCHEMAS.length);
  for (const [n] of ODD_SCHEMAS) assert.equal(index.search(n)[0]?.qualifiedName, `odd__${n}`);
  assert.equal(index.search("widget count")[0]?.qualifiedName, "odd__itemsonly");
  assert.equal(index.search("level3")[0]?.qualifiedName, "odd__deep");
  assert.deepEqual(index.search("level400"), [], "schema depth is capped");
  assert.deepEqual(index.search("p4999"), [], "indexed parameter text is capped");
});

Deno.test("malformed and duplicate tool entries are skipped, not fatal", () => {
  const entries = [
    null,
    42,
    { name: "no_qualified_name" },
    { qualifiedName: "   ", name: "blank" },
    { qualifiedName: 7, name: "numeric" },
    tool("ok", {}),
    tool("ok", {}, "A later duplicate."),
    { qualifiedName: "bare", name: 5, serverSlug: null, title: { x: 1 }, description: ["x"] },
  ] as unknown as SearchableTool[];
  const index = buildSearchIndex(entries);
  assert.equal(index.size, 2);
  assert.equal(index.search("ok")[0].description, "Tool ok.");
  const bare = index.search("bare")[0];
  assert.equal(bare.title, "bare");
  assert.equal(bare.description, "");
  const empty = buildSearchIndex("nope" as unknown as SearchableTool[]);
  assert.equal(empty.size, 0);
  assert.deepEqual(empty.search("send email"), []);
  assert.deepEqual(empty.suggest("github__create_issue"), []);
});

Deno.test("huge descriptions are capped and summarised to at most 200 characters", () => {
  const long = "word ".repeat(200_000) + "needleattheend";
  const index = buildSearchIndex([tool("big", {}, long)]);
  assert.ok(index.search("word")[0].description.length <= 200);
  assert.deepEqual(index.search("needleattheend"), []);
  assert.equal(
    shortDescription("Send a message, e.g. a reminder. Then more text."),
    "Send a message, e.g. a reminder.",
  );
  assert.equal(shortDescription("  Multi\n\nline   text  "), "Multi line text");
});

Deno.test("huge, unicode and symbol-laden queries never throw", () => {
  const index = buildSearchIndex([
    tool("envoyer", {}, "Envoyer un message au café — 日本語のメッセージを送信する。"),
    tool("plain", {}, "Plain ASCII tool."),
  ]);
  const queries = [
    "x".repeat(1_000_000),
    "send ".repeat(100_000),
    "🚀🔥💥 ".repeat(1000),
    "\uD800\uDFFF\uDBFF lone surrogates",
    "مرحبا بالعالم",
    "e\u0301\u0301\u0301",
    "'; DROP TABLE tools; --",
    "$(rm -rf /) `whoami` <script>alert(1)</script>",
    "(((( [[[[ {{{{ .*+?^$ \\\\ ",
    "\u0000\u0001\u200b\ufeff",
  ];
  for (const q of queries) {
    const hits = index.search(q, { limit: 50 });
    assert.ok(Array.isArray(hits) && hits.length <= 50);
  }
  assert.equal(index.search("café")[0]?.qualifiedName, "odd__envoyer");
  assert.equal(index.search("メッセージを送信する")[0]?.qualifiedName, "odd__envoyer");
});
