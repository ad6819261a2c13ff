/**
 * Round 38's pre-registered switch (docs/search.md, round 38): when a query names no server, the tools
 * of the servers its words imply (the best whole-text scores) join the candidates as a named
 * server's do (`serverPool`, candidate C). These tests pin the parts it is made of.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import { ServerText } from "../../src/catalog/search_server_text.ts";
import { ServerNames } from "../../src/catalog/search_servers.ts";
import { searchTool } from "./_search_tool.ts";

// Fields per tool: name, title, server, description, params, paramDocs.
const FIELDS = [
  [["list", "file"], [], ["vault"], ["note", "vault"], [], []],
  [["search"], [], ["vault"], ["folder", "note"], [], []],
  [["creat", "folder"], [], ["drive"], ["folder"], [], []],
  [["upload"], [], ["drive"], ["file"], [], []],
  [["play"], [], ["music"], ["track"], [], []],
];
const SLUGS = ["vault", "vault", "drive", "drive", "music"];

Deno.test("ServerText.top: the n servers with the best whole-text score, best first", () => {
  const text = new ServerText(Int32Array.from([0, 0, 1, 1, 2]), 3, FIELDS);
  assert.deepEqual([...text.top(["note", "folder"], 1)], [0]);
  assert.deepEqual([...text.top(["note", "folder"], 2)].sort(), [0, 1]);
  assert.deepEqual([...text.top(["note", "folder"], 0)], []);
  assert.deepEqual([...text.top(["nothing"], 2)], [], "a server holding no word is never implied");
});

Deno.test("ServerNames.implied: none unless the server text is built and n > 0", () => {
  const server = 2;
  const built = new ServerNames(SLUGS, FIELDS, server, undefined, true);
  const unbuilt = new ServerNames(SLUGS, FIELDS, server, undefined, false);
  assert.equal(built.implied(["note", "folder"], 1).size, 1);
  assert.equal(built.implied(["note", "folder"], 0).size, 0);
  assert.equal(unbuilt.implied(["note", "folder"], 1).size, 0);
});

Deno.test("ServerNames.toolsOf: the servers' tools that keep accepts; none over the cap", () => {
  const names = new ServerNames(SLUGS, FIELDS, 2, undefined, true);
  const docs = (s: { doc: number }[]) => s.map((x) => x.doc);
  assert.deepEqual(docs(names.toolsOf(new Set([0, 1]), 10)), [0, 1, 2, 3]);
  assert.deepEqual(docs(names.toolsOf(new Set([0, 1]), 10, (d) => d !== 1)), [0, 2, 3]);
  assert.deepEqual(names.toolsOf(new Set([0, 1]), 3), [], "four tools over a cap of three");
});

Deno.test("serverPool ships at 0; at 0 the ranking is the shipped one", () => {
  assert.equal(DEFAULT_CONFIG.serverPool, 0);
  const tools = [
    searchTool("vault", "list_files_in_dir", "List the files in one directory of the vault."),
    searchTool("vault", "search_notes", "Search the notes of the vault."),
    searchTool("drive", "create_folder", "Create a folder in the drive."),
    searchTool("drive", "upload_file", "Upload a file to the drive."),
  ];
  const index = buildSearchIndex(tools);
  const query = "which notes are in the Projects folder";
  const shipped = index.search(query);
  index.retune({ serverPool: 1 });
  const pooled = index.search(query);
  index.retune({ serverPool: 0 });
  assert.deepEqual(index.search(query), shipped);
  // Every tool of this small catalogue is already a candidate: the pool adds none here.
  assert.deepEqual(pooled.map((h) => h.qualifiedName), shipped.map((h) => h.qualifiedName));
});
