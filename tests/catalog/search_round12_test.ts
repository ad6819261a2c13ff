/**
 * Round 12 of tool search: server boilerplate (search_boilerplate.ts, SearchConfig.boilerplate),
 * sentences most of one server's tools repeat, dropped from the indexed description. It was
 * measured and is off (docs/search.md, "Round 12"); these tests pin what it drops, what it keeps
 * byte-identical, and that rankings are unchanged when it is off. No corpus is loaded.
 */
import assert from "node:assert/strict";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import {
  serverBoilerplate,
  splitSentences,
  stripBoilerplate,
} from "../../src/catalog/search_boilerplate.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import { searchTool as tool } from "./_search_tool.ts";

const HEAD = "Acme - Api: This is the public Acme REST API.";
const acme = [
  tool("acme", "send_message", `${HEAD} Send a text message to a phone number.`),
  tool("acme", "list_messages", `${HEAD} List the messages of the account.`),
  tool("acme", "buy_number", `${HEAD} Purchase a phone number.`),
  tool("acme", "list_calls", `${HEAD} List the calls of the account.`),
  tool("acme", "fetch_balance", `${HEAD}\nFetch the prepaid balance.`),
];

Deno.test("sentences split after . ! ? and at line breaks", () => {
  assert.deepEqual(splitSentences("One. Two!  Three?\nFour\n\nv1.2 stays"), [
    "One.",
    "Two!",
    "Three?",
    "Four",
    "v1.2 stays",
  ]);
});

Deno.test("boilerplate: a sentence held by most of a server's tools is dropped", () => {
  const shared = serverBoilerplate(acme, 0.5);
  assert.deepEqual([...shared.get("acme")!], [HEAD]);
  assert.equal(
    stripBoilerplate(acme[0].description!, shared.get("acme")),
    "Send a text message to a phone number.",
  );
  assert.equal(
    stripBoilerplate(acme[4].description!, shared.get("acme")),
    "Fetch the prepaid balance.",
  );
});

Deno.test("boilerplate near-misses: rare sentences, small servers and share 0 keep every text", () => {
  // Two of five tools share a sentence: under a share of 0.5, nothing is dropped.
  const pair = acme.map((t, i) =>
    i < 2 ? t : { ...t, description: t.description!.replace(HEAD, `Other words ${i}.`) }
  );
  assert.equal(serverBoilerplate(pair, 0.5).get("acme"), undefined);
  // A server of four tools has no boilerplate, however alike its descriptions.
  assert.equal(serverBoilerplate(acme.slice(0, 4), 0.5).size, 0);
  assert.equal(serverBoilerplate(acme, 0).size, 0);
  // Another server's text is untouched, and so is a description that is all boilerplate.
  assert.equal(
    stripBoilerplate("Delete a file. Irreversible.", undefined),
    "Delete a file. Irreversible.",
  );
  assert.equal(stripBoilerplate(HEAD, new Set([HEAD])), HEAD);
});

Deno.test("boilerplate is off by default; on, a shared sentence no longer matches a query", () => {
  assert.equal(DEFAULT_CONFIG.boilerplate, 0);
  const other = tool("docs", "rest_api_reference", "Browse the public REST API reference.");
  const acmeHits = (config: { boilerplate?: number }) =>
    buildSearchIndex([...acme, other], config).search("public REST API", { limit: 6 })
      .filter((h) => h.server.slug === "acme").length;
  // Off, every Acme tool matches through its shared sentence; on, at most a weak vector match.
  assert.equal(acmeHits({}), 5);
  assert.ok(acmeHits({ boilerplate: 0.5 }) <= 1);
});
