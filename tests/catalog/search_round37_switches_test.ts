/**
 * Round 37's two pre-registered switches (docs/search.md, "Round 37"): WordNet's rarer senses for a
 * query word no tool holds (`wordnetRare`, +0 leave-one-set-out: off), and a server's whole text as
 * a BM25 document (`serverText`: +65 leave-one-set-out but two sets lost more than one query, so it
 * shipped off until the lead's pre-registered test on the unseen held-out 37 gained 3 queries; on
 * at 0.5 since).
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import { ServerText } from "../../src/catalog/search_server_text.ts";
import { related } from "../../src/catalog/search_thesaurus.ts";
import { searchTool } from "./_search_tool.ts";

const words = (depth: number) => related("bar", false, depth).map((r) => r.word);

Deno.test("round 37: rarer senses ship off; a server's whole text ships at 0.5", () => {
  assert.equal(DEFAULT_CONFIG.wordnetRare, 0);
  assert.equal(DEFAULT_CONFIG.serverText, 0.5);
});

Deno.test("related(): a depth reads rarer senses as well as the two most common", () => {
  const common = words(0), all = words(99);
  assert.ok(!common.includes("measure"), common.join(","));
  assert.ok(all.includes("measure"), all.join(","));
  for (const w of common) assert.ok(all.includes(w), w);
});

Deno.test("wordnetRare: a word no tool holds reaches a rarer sense's tool", () => {
  const tools = [
    searchTool("score", "go_to_measure", "Move the cursor to the given measure of the score."),
    searchTool("score", "add_note", "Add a note at the cursor."),
    searchTool("pub", "list_pubs", "List pubs and saloons near a location."),
    searchTool("pub", "order_drink", "Order a drink at a saloon."),
  ];
  const top = (rare: number) =>
    buildSearchIndex(tools, { wordnetRare: rare }).search("jump to bar 8")
      .map((h) => h.qualifiedName);
  assert.ok(!top(0).includes("score__go_to_measure"), top(0).join(","));
  assert.equal(top(99)[0], "score__go_to_measure");
});

Deno.test("ServerText: words spread over one server's tools add up at that server", () => {
  // Fields per tool: name, title, server, description, params, paramDocs.
  const fields = [
    [["list", "file"], [], ["vault"], ["note", "vault"], [], []],
    [["search"], [], ["vault"], ["folder", "note"], [], []],
    [["creat", "folder"], [], ["drive"], ["folder"], [], []],
    [["upload"], [], ["drive"], ["file"], [], []],
  ];
  const serverOf = Int32Array.from([0, 0, 1, 1]);
  const text = new ServerText(serverOf, 2, fields);
  const scores = text.scores(["note", "folder"]);
  assert.ok((scores.get(0) ?? 0) > (scores.get(1) ?? 0), JSON.stringify([...scores]));
  const scored = [{ doc: 2, score: 1 }, { doc: 0, score: 0.9 }];
  const of = (doc: number) => serverOf[doc];
  assert.deepEqual(text.scale(scored, ["note", "folder"], of, 0), scored);
  const scaled = text.scale(scored, ["note", "folder"], of, 0.5);
  assert.equal(scaled[0].doc, 0, JSON.stringify(scaled));
  assert.ok(scaled[0].score > 0.9 && scaled[1].score >= 1);
});

Deno.test("serverText: built only when weighed at build; retune cannot switch it on later", () => {
  const tools = [
    searchTool("vault", "list_files_in_dir", "List the files in one directory of the vault."),
    searchTool("vault", "search_notes", "Search the notes of the vault."),
    searchTool("drive", "create_folder", "Create a folder in the drive."),
    searchTool("drive", "upload_file", "Upload a file to the drive."),
  ];
  assert.throws(
    () => buildSearchIndex(tools, { serverText: 0 }).retune({ serverText: 0.5 }),
    /serverText/,
  );
  const built = buildSearchIndex(tools);
  const query = "which notes are in the Projects folder of my vault";
  const on = built.search(query);
  built.retune({ serverText: 0 });
  const off = built.search(query);
  // The vault server holds notes, folder-like words and "vault" between its tools: its best tool
  // is scaled by the full 1 + 0.5; the scaling re-orders or re-weighs, it adds no tool.
  assert.equal(on[0].qualifiedName, "vault__search_notes");
  assert.equal(off[0].qualifiedName, "vault__search_notes");
  assert.ok(Math.abs(on[0].score / off[0].score - 1.5) < 0.01, `${on[0].score} ${off[0].score}`);
  const names = (hits: { qualifiedName: string }[]) => hits.map((h) => h.qualifiedName).sort();
  assert.deepEqual(names(on), names(off));
});
