import assert from "node:assert/strict";
import { buildSearchIndex, type SearchableTool } from "../../src/catalog/search.ts";
import { splitCompound } from "../../src/catalog/search_compound.ts";
import { nameRelatives } from "../../src/catalog/search_docexp.ts";
import { Action, applyIntent, queryAction, toolAction } from "../../src/catalog/search_intent.ts";
import type { WordVectors } from "../../src/catalog/search_vectors.ts";

Deno.test("query intent: questions read, write verbs write, the rest is unknown", () => {
  assert.equal(queryAction("what sprint are we in"), Action.Read);
  assert.equal(queryAction("Any open incidents right now?"), Action.Read);
  assert.equal(queryAction("how many documents match"), Action.Read);
  assert.equal(queryAction("how do I add a label"), Action.Unknown);
  assert.equal(queryAction("please delete the old branch"), Action.Write);
  assert.equal(queryAction("show the recent commits"), Action.Read);
  assert.equal(queryAction("remember this for later"), Action.Unknown);
  assert.equal(queryAction(""), Action.Unknown);
});

Deno.test("intentVerbs widens the opening words that give an intent (round 5; 2 by default since round 7)", () => {
  assert.equal(queryAction("fetch the latest invoice"), Action.Unknown);
  assert.equal(queryAction("fetch the latest invoice", 1), Action.Read);
  assert.equal(queryAction("shush the disk alert", 1), Action.Unknown);
  // Any other WordNet verb opens a write request; a non-verb opening word still gives none.
  assert.equal(queryAction("silence the disk alert", 2), Action.Write);
  assert.equal(queryAction("fill in the timesheet", 2), Action.Write);
  assert.equal(queryAction("fetch the latest invoice", 2), Action.Read);
  assert.equal(queryAction("the latest invoice", 2), Action.Unknown);
  assert.equal(queryAction("what changed", 2), Action.Read);
});

Deno.test("tool action: name first, then title, then the description's first word", () => {
  const tool = (name: string, title = "", description = "") => ({ name, title, description });
  assert.equal(toolAction(tool("create_issue")), Action.Write);
  assert.equal(toolAction(tool("hubspot-list-properties")), Action.Read);
  assert.equal(toolAction(tool("iterations-get-active")), Action.Read);
  assert.equal(toolAction(tool("MatrixTool", "", "List travel times between points")), Action.Read);
  assert.equal(toolAction(tool("MatrixTool", "", "Calculates travel times")), Action.Unknown);
});

Deno.test("applyIntent cuts only tools whose action contradicts the intent, then re-sorts", () => {
  const actions = Uint8Array.from([Action.Write, Action.Read, Action.Unknown]);
  const scored = [{ doc: 0, score: 1 }, { doc: 1, score: 0.8 }, { doc: 2, score: 0.75 }];
  const read = applyIntent(scored, Action.Read, actions, 0.3, 3);
  assert.deepEqual(read.map((s) => s.doc), [1, 2, 0]);
  assert.ok(Math.abs(read[2].score - 0.7) < 1e-9);
  assert.deepEqual(applyIntent(scored, Action.Unknown, actions, 0.3, 2), scored.slice(0, 2));
  assert.deepEqual(applyIntent(scored, Action.Write, actions, 0.3, 1), [{ doc: 0, score: 1 }]);
});

const tools: SearchableTool[] = [
  ["create_incident", "Create a new incident and page the on-call team."],
  ["list_incidents", "Incidents currently open, with severity."],
].map(([name, description]) => ({
  qualifiedName: `ops__${name}`,
  name,
  serverSlug: "ops",
  serverName: "Ops",
  description,
}));

Deno.test("a question ranks the reading tool first; switching intent off does not", () => {
  const top = (intent: number) =>
    // Round 5's hand-synonym weight: "open" → "create" strong enough to tie without intent.
    buildSearchIndex(tools, { intent, dense: 0, synonymWeight: 0.5 })
      .search("any open incidents right now?")[0]
      .qualifiedName;
  assert.equal(top(0.3), "ops__list_incidents");
  assert.equal(top(0), "ops__create_incident");
  const write = buildSearchIndex(tools, { dense: 0 }).search("create an incident", { limit: 1 });
  assert.equal(write[0].qualifiedName, "ops__create_incident");
});

Deno.test("run-together words split into the two most frequent dictionary words", () => {
  const words = ["key", "vault", "resource", "health", "keyv", "ault", "per", "missions"];
  const vectors: WordVectors = {
    rows: new Map(words.map((w, i) => [w, i])),
    ranks: Int32Array.from(words.map((_, i) => i)),
    data: new Float32Array(0),
  };
  assert.deepEqual(splitCompound("keyvault", vectors), ["key", "vault"]);
  assert.deepEqual(splitCompound("ResourceHealth", vectors), ["resource", "health"]);
  assert.equal(splitCompound("key", vectors), null); // a dictionary word stays whole
  assert.equal(splitCompound("permissions", vectors), null); // WordNet knows it
  assert.equal(splitCompound("zzzzzzzz", vectors), null);
});

Deno.test("name relatives: WordNet synonyms and broader words of the name's words", () => {
  const { synonyms, hypernyms } = nameRelatives("kill_process");
  assert.ok(synonyms.split(" ").length > 0 && hypernyms.length > 0, `${synonyms} | ${hypernyms}`);
  assert.ok(!synonyms.split(" ").includes("kill"));
  assert.deepEqual(nameRelatives("zzqx_qqv"), { synonyms: "", hypernyms: "" });
});
