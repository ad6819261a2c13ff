/**
 * Round 4 of tool search: servers a query names (search_servers.ts), and vector-only candidates
 * scored with their own lexical score (search_fusion.ts).
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import { fuseScores } from "../../src/catalog/search_fusion.ts";
import { MAX_SERVERS_PER_WORD, ServerNames } from "../../src/catalog/search_servers.ts";
import { searchTool as tool } from "./_search_tool.ts";

/** One tool's processed terms per field: name, title, server (index 2), description. */
const doc = (server: string[], description: string[]): string[][] => [
  [],
  [],
  server,
  description,
];

Deno.test("server names: a distinctive server word names its server, shared words name none", () => {
  const slugs = ["xero", "xero", "quickbooks", "browser_tools", "playwright", "playwright", "a"];
  const fields = [
    doc(["xero", "mcp"], ["invoic"]),
    doc(["xero", "mcp"], ["payment"]),
    doc(["quickbook", "mcp"], ["invoic"]),
    doc(["browser", "tool", "mcp"], ["audit"]),
    doc(["playwright"], ["browser", "click"]),
    doc(["playwright"], ["browser", "navig"]),
    doc(["a"], ["xero"]), // one other tool mentions xero: 2 of 3 holders are xero's
  ];
  // Enough other servers share "mcp" that it names none of them.
  for (let i = 0; i < MAX_SERVERS_PER_WORD; i++) {
    slugs.push(`filler${i}`);
    fields.push(doc([`filler${i}`, "mcp"], []));
  }
  const names = new ServerNames(slugs, fields, 2);
  assert.deepEqual([...names.named(["xero", "invoic"])], [0]);
  assert.deepEqual([...names.named(["mcp"])], []); // too many servers share it
  assert.deepEqual([...names.named(["browser"])], []); // mostly other servers' tools use it
  assert.deepEqual([...names.named(["playwright", "quickbook"])].sort(), [1, 3]);
  // With a share of 0.9 one outside mention is enough to make "xero" name nothing.
  assert.deepEqual([...new ServerNames(slugs, fields, 2, 0.9).named(["xero"])], []);
  assert.deepEqual(names.toolsOf(new Set([0]), 5).map((s) => s.doc), [0, 1]);
  assert.deepEqual(names.toolsOf(new Set([0]), 1), []); // over the cap: none
});

Deno.test("server focus: other servers' tools are scaled down and the list re-sorted", () => {
  const names = new ServerNames(["x", "y"], [doc(["x"], []), doc(["y"], [])], 2);
  const scored = [{ doc: 1, score: 1 }, { doc: 0, score: 0.7 }];
  assert.deepEqual(names.focus(scored, new Set([0]), 0.5), [
    { doc: 0, score: 0.7 },
    { doc: 1, score: 0.5 },
  ]);
  assert.deepEqual(names.focus(scored, new Set(), 0.5), scored); // no server named
  assert.deepEqual(names.focus(scored, new Set([0]), 0), scored); // switched off
});

const TOOLS = [
  tool(
    "contentful",
    "unpublish_entry",
    "Unpublishes an entry, an article or a page, so it is no longer delivered.",
  ),
  tool("contentful", "create_entry", "Creates an entry in a space."),
  tool("news", "search_articles", "Searches news articles saved for offline reading."),
  tool("news", "get_article", "Gets one article."),
];

Deno.test("a named server's tool outranks another server's that matches more words", () => {
  const query = "take a contentful article offline";
  const first = (cut: number, dense = 0.8) =>
    // The verb lexicon ("take … offline" → unpublish) is off: this is the focus alone.
    buildSearchIndex(TOOLS, {
      dense,
      verbs: 0,
      servers: { ...DEFAULT_CONFIG.servers, candidates: 0, cut },
    })
      .search(query)[0].qualifiedName;
  assert.equal(first(0), "news__search_articles");
  assert.equal(first(0.8), "contentful__unpublish_entry");
  // The lexical-only path (no word vectors) focuses the same way.
  assert.equal(first(0, 0), "news__search_articles");
  assert.equal(first(0.8, 0), "contentful__unpublish_entry");
  // The contract holds: server filter, policy and limit come first.
  const index = buildSearchIndex(TOOLS);
  const filtered = index.search(query, { server: "news" }).map((h) => h.qualifiedName);
  assert.ok(filtered.length > 0 && filtered.every((n) => n.startsWith("news__")));
  const allowed = index.search(query, { allow: (n) => n !== "contentful__unpublish_entry" });
  assert.ok(!allowed.some((h) => h.qualifiedName === "contentful__unpublish_entry"));
  assert.equal(index.search(query, { limit: 1 }).length, 1);
  // A named server's whole tool list can join the candidates too.
  const wide = buildSearchIndex(TOOLS, {
    servers: { ...DEFAULT_CONFIG.servers, candidates: 10, cut: 0.8 },
  });
  assert.equal(wide.search(query)[0].qualifiedName, "contentful__unpublish_entry");
});

Deno.test("score fusion: a vector-only candidate keeps its own lexical score", () => {
  const lexical = [{ doc: 0, score: 4 }, { doc: 1, score: 2 }];
  const near = [{ doc: 2, score: 0.9 }];
  const cosine = (d: number) => [0.1, 0.2, 0.5][d];
  const lexicalOf = (d: number) => (d === 2 ? 1 : 0);
  const fused = fuseScores(lexical, near, cosine, 1, 10, lexicalOf);
  assert.deepEqual(fused.map((s) => s.doc), [0, 2, 1]);
  assert.equal(fused[1].score, 1 / 4 + 0.5); // lexical 1 of best 4, plus its cosine
  const plain = fuseScores(lexical, near, cosine, 1, 10); // no lexical scorer: cosine alone
  assert.equal(plain.find((s) => s.doc === 2)!.score, 0.5);
});
