import assert from "node:assert/strict";
import { buildSearchIndex, MAX_LIMIT, type SearchableTool } from "../../src/catalog/search.ts";
import { loadCorpus } from "../../scripts/search_quality.ts";

const { tools } = await loadCorpus();
const index = buildSearchIndex(tools);

Deno.test("hits are shaped for the MCP search tool", () => {
  const hits = index.search("create a github issue");
  assert.ok(hits.length > 0 && hits.length <= 10);
  const top = hits[0];
  assert.equal(top.qualifiedName, "github__create_issue");
  assert.equal(top.title, "Create issue");
  assert.deepEqual(top.server, { slug: "github", name: "GitHub" });
  assert.equal(top.description, "Create a new issue in a GitHub repository.");
  assert.ok(top.score > 0);
  for (let i = 1; i < hits.length; i++) assert.ok(hits[i - 1].score >= hits[i].score);
});

Deno.test("results are deterministic and returned hits are copies", () => {
  const a = index.search("list pull requests");
  a[0].server.slug = "mutated";
  a[0].title = "mutated";
  const b = index.search("list pull requests");
  assert.notEqual(b[0].server.slug, "mutated");
  assert.notEqual(b[0].title, "mutated");
  assert.deepEqual(b, index.search("list pull requests"));
});

Deno.test("server filter keeps only that server's tools", () => {
  const hits = index.search("create issue", { server: "gitlab", limit: 50 });
  assert.ok(hits.length > 0);
  assert.ok(hits.every((h) => h.server.slug === "gitlab"));
  assert.equal(hits[0].qualifiedName, "gitlab__create_issue");
  assert.deepEqual(index.search("create issue", { server: "no-such-server" }), []);
});

Deno.test("allow filter runs before limit so the limit is filled with allowed tools", () => {
  const unfiltered = index.search("create issue", { limit: 10 });
  const denied = new Set(unfiltered.slice(0, 9).map((h) => h.qualifiedName));
  const hits = index.search("create issue", { limit: 5, allow: (n) => !denied.has(n) });
  assert.equal(hits.length, 5);
  for (const h of hits) assert.ok(!denied.has(h.qualifiedName), h.qualifiedName);
  assert.equal(hits[0].qualifiedName, unfiltered[9].qualifiedName);
});

Deno.test("denied tools are never returned, even on an exact match", () => {
  const hits = index.search("github create_issue", {
    limit: 50,
    allow: (n) => n !== "github__create_issue",
  });
  assert.ok(hits.length > 0);
  assert.ok(!hits.some((h) => h.qualifiedName === "github__create_issue"));
});

Deno.test("an allow predicate that throws or returns non-true denies", () => {
  const throwing = () => {
    throw new Error("policy store down");
  };
  assert.deepEqual(index.search("send email", { allow: throwing }), []);
  const truthy = (() => 1) as unknown as (n: string) => boolean;
  assert.deepEqual(index.search("send email", { allow: truthy }), []);
});

Deno.test("limit defaults to 10 and is clamped to 1..50", () => {
  const q = "list get create search";
  assert.equal(index.search(q).length, 10);
  assert.equal(index.search(q, { limit: 0 }).length, 1);
  assert.equal(index.search(q, { limit: -5 }).length, 1);
  assert.equal(index.search(q, { limit: 2.9 }).length, 2);
  assert.equal(index.search(q, { limit: 1000 }).length, MAX_LIMIT);
  assert.equal(index.search(q, { limit: Number.NaN }).length, 10);
  assert.equal(index.search(q, { limit: "7" as unknown as number }).length, 10);
});

Deno.test("empty, whitespace and stop-word-only queries return no hits", () => {
  for (const q of ["", "   ", "\n\t", "the of and to", "!!! ??? ---"]) {
    assert.deepEqual(index.search(q), [], JSON.stringify(q));
  }
  assert.deepEqual(index.search(undefined as unknown as string), []);
  assert.deepEqual(index.search({} as unknown as string), []);
});

Deno.test("stemming, prefix and light fuzzy matching help recall", () => {
  const names = (q: string, server?: string) =>
    index.search(q, { limit: 5, server }).map((h) => h.qualifiedName);
  assert.ok(names("merging pull requests").includes("github__merge_pull_request"));
  assert.ok(names("kuberne pods").includes("k8s__list_pods"));
  assert.ok(names("screnshot of the page").includes("playwright__browser_take_screenshot"));
  assert.ok(names("entities", "memory").includes("memory__create_entities"));
});

Deno.test("parameter names and descriptions are searchable, nested ones too", () => {
  const custom: SearchableTool[] = [
    {
      qualifiedName: "acme__ship",
      name: "ship",
      serverSlug: "acme",
      serverName: "Acme",
      description: "Ship a parcel.",
      inputSchema: {
        type: "object",
        properties: {
          parcel: {
            type: "object",
            properties: { hazmatClass: { type: "string", description: "Quokka-safe packaging" } },
          },
        },
      },
    },
    { qualifiedName: "acme__other", name: "other", serverSlug: "acme", serverName: "Acme" },
  ];
  const small = buildSearchIndex(custom);
  assert.equal(small.search("hazmat class")[0]?.qualifiedName, "acme__ship");
  assert.equal(small.search("quokka packaging")[0]?.qualifiedName, "acme__ship");
  assert.equal(small.search("other")[0]?.title, "other");
});
