/**
 * Round 47 of tool search: a server's topic words (search_topic.ts), the rare words many of its
 * tools say, given to its tools that never say them (`boosts.topic`). Judged leave-one-set-out
 * and rejected (docs/search.md, round 47): it ships off. These tests pin which words count, the
 * near-misses left alone, that an off index is unchanged, and what the field does when on. No
 * corpus is loaded.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG, searchConfig } from "../../src/catalog/search_config.ts";
import { docContext, toDoc, toEntry } from "../../src/catalog/search_doc.ts";
import { topicWords } from "../../src/catalog/search_topic.ts";
import { searchTool as tool } from "./_search_tool.ts";

const torrents = [
  tool("qb", "add_torrent", "Add a torrent from a magnet link or a .torrent file."),
  tool("qb", "pause_torrent", "Pause one torrent by its hash."),
  tool("qb", "delete_torrent", "Delete a torrent and optionally its data; 2 variants."),
  tool("qb", "set_global_limit", "Set the global bandwidth limit in bytes per second."),
  tool("net", "set_bandwidth_limit", "Set the bandwidth limit of a network interface."),
  tool("net", "list_interfaces", "List the network interfaces and their state."),
  tool("net", "get_interface", "Get one network interface's state and magnet settings."),
];
const T = { topicShare: 0.25, topicOwn: 0 };

Deno.test("topic words: a word most of a server's tools say reaches the one that never does", () => {
  // qb (4 tools, floor max(2, ⌈0.25 × 4⌉) = 2): "torrent" is said by 3. net (3 tools): "state"
  // by 2, and "set" by 2 ("Set", and "settings" stems to "set").
  assert.deepEqual(
    Object.fromEntries(topicWords(torrents, T)),
    {
      "qb__set_global_limit": "torrent",
      "net__set_bandwidth_limit": "state",
      "net__list_interfaces": "set",
    },
  );
});

Deno.test("topic near-misses: one holder per server, the server's own name, numbers, small servers", () => {
  const all = [...topicWords(torrents, T).values()].join(" ").split(" ");
  // "hash": one qb tool; "magnet": one qb and one net tool; "bandwidth", "limit": one each.
  for (const w of ["hash", "magnet", "bandwidth", "limit"]) assert.ok(!all.includes(w), w);
  for (const w of ["qb", "net", "mcp", "server", "2"]) assert.ok(!all.includes(w), w);
  assert.equal(topicWords(torrents.slice(4, 6), T).size, 0, "a server of 2 tools");
  assert.equal(topicWords([], T).size, 0);
});

Deno.test("topic ownership: a word other servers hold too is dropped under topicOwn", () => {
  // With resume_torrent, qb has 5 tools (floor 2): "magnet" is held by 2 of them and 1 net tool
  // (qb's share 2/3), "link(s)" by 2 qb tools only, "torrent" by 4 qb tools only.
  const shared = [...torrents, tool("qb", "resume_torrent", "Resume a torrent; magnet links too.")];
  assert.equal(topicWords(shared, T).get("qb__set_global_limit"), "torrent magnet link");
  const owned = topicWords(shared, { ...T, topicOwn: 0.7 });
  assert.equal(owned.get("qb__set_global_limit"), "torrent link");
  assert.equal(owned.get("qb__pause_torrent"), "link");
});

Deno.test("topic words are a wide catalogue's rare words: over 2% of the tools (and 20) is not", () => {
  const filler = Array.from({ length: 21 }, (_, i) => tool(`s${i}`, `get_torrent_${i}`, "x"));
  assert.equal(topicWords([...torrents, ...filler], T).get("qb__set_global_limit"), undefined);
});

Deno.test("off by default: the topic field is empty and nothing is mined", () => {
  assert.equal(DEFAULT_CONFIG.boosts.topic, 0);
  const config = searchConfig();
  const context = docContext(torrents, config);
  assert.equal(context.topic.size, 0);
  for (const t of torrents) assert.equal(toDoc(t, toEntry(t)!, config, context).topic, "");
});

Deno.test("topic on: 'cap the torrent bandwidth' reaches the qb tool that never says torrent", () => {
  const query = "cap the torrent bandwidth";
  const first = (topic: number) =>
    buildSearchIndex(torrents, { boosts: { ...DEFAULT_CONFIG.boosts, topic }, ...T })
      .search(query, { limit: 3 })[0].qualifiedName;
  assert.notEqual(first(0), "qb__set_global_limit");
  assert.equal(first(0.3), "qb__set_global_limit");
});
