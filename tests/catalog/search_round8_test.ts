/**
 * Round 8 of tool search: product names the query splits ("Lunch Money", "ERPNext"), servers
 * named by an everyday word beside a rarer one, capitalised product names other servers' tools
 * use too, naming words left out of the query vector, and requests opening with a noun.
 */
import assert from "node:assert/strict";
import { leaveOneSetOut } from "../../scripts/search_cv.ts";
import { AXES, RELEASES } from "../../scripts/search_cv_grid.ts";
import { merge } from "../../scripts/search_cv_merge.ts";
import { buildSearchIndex } from "../../src/catalog/search.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import { Action, queryAction } from "../../src/catalog/search_intent.ts";
import { nounFirst } from "../../src/catalog/search_pos.ts";
import { ServerNames, unnamed } from "../../src/catalog/search_servers.ts";
import { queryTerms } from "../../src/catalog/search_text.ts";
import { searchTool as tool } from "./_search_tool.ts";

/** One tool's processed terms per field: name, title, server (index 2), description. */
const doc = (server: string[], description: string[]): string[][] => [[], [], server, description];

const SLUGS = ["lunchmoney", "next_devtools", "monday", "infisical", "teams", "coolify", "coolify"];
const FIELDS = [
  doc(["lunchmoney"], ["budget"]),
  doc(["next", "devtool"], ["next", "build"]),
  doc(["monday"], ["board"]),
  doc(["infisical"], ["secret"]),
  doc(["team"], ["chat"]),
  doc(["coolify"], ["team"]), // two of three tools holding "team" are not the teams server's
  doc(["coolify"], ["team"]),
];
const names = new ServerNames(SLUGS, FIELDS, 2);
const ids = (set: Set<number>) => [...set].sort();
const OFF = { join: 0, common: 0, proper: 0 };

Deno.test("a product name split in two words or by case names the server its joined word names", () => {
  const terms = (q: string) => queryTerms(q, 32);
  const q = "groceries budget in Lunch Money";
  assert.deepEqual(ids(names.resolve(q, terms(q), OFF).named), []);
  const named = names.resolve(q, terms(q), { ...OFF, join: 1 });
  assert.deepEqual(ids(named.named), [0]);
  assert.deepEqual(named.terms, terms(q)); // 1 names only
  assert.deepEqual([...named.naming].sort(), ["lunch", "lunchmoney", "money"]);
  // 2: the joined word replaces its parts among the matched terms.
  assert.deepEqual(names.resolve(q, terms(q), { ...OFF, join: 2 }).terms, [
    "grocery",
    "budget",
    "lunchmoney",
  ]);
  // "ERPNext" splits into erp + next; joined, "next" no longer names next_devtools alone.
  const erp = new ServerNames(["erpnext", ...SLUGS], [doc(["erpnext"], []), ...FIELDS], 2);
  const e = "list sales invoices in ERPNext";
  assert.deepEqual(ids(erp.resolve(e, terms(e), OFF).named), [2]);
  assert.deepEqual(ids(erp.resolve(e, terms(e), { ...OFF, join: 1 }).named), [0]);
  // An initial joined to the next word: "Google Tasks" names gtasks; short words never join so.
  const g = new ServerNames(["gtasks", "ea"], [doc(["gtask"], []), doc(["ea"], [])], 2);
  const t = "tick that off in Google Tasks";
  assert.deepEqual(ids(g.resolve(t, terms(t), { ...OFF, join: 1 }).named), [0]);
  const a = "execute a python snippet";
  assert.deepEqual(ids(g.resolve(a, terms(a), { ...OFF, join: 1 }).named), []);
});

Deno.test("beside a server named by a rare word, one named only by an everyday word is dropped", () => {
  const q = "the new dev needs access to our Infisical project starting Monday";
  const terms = queryTerms(q, 32);
  assert.deepEqual(ids(names.resolve(q, terms, OFF).named), [2, 3]);
  assert.deepEqual(ids(names.resolve(q, terms, { ...OFF, common: 10_000 }).named), [3]);
  // Alone, the everyday word still names its server.
  const alone = "what is on my monday board";
  assert.deepEqual(
    ids(names.resolve(alone, queryTerms(alone, 32), { ...OFF, common: 10_000 }).named),
    [2],
  );
});

Deno.test("a server word other servers' tools use names its server only capitalised mid-query", () => {
  const on = { ...OFF, proper: 1 };
  const q = "did anybody mention me on Teams";
  assert.deepEqual(ids(names.resolve(q, queryTerms(q, 32), OFF).named), []);
  assert.deepEqual(ids(names.resolve(q, queryTerms(q, 32), on).named), [4]);
  for (const other of ["did anybody on my teams mention me", "Teams: who mentioned me"]) {
    assert.deepEqual(ids(names.resolve(other, queryTerms(other, 32), on).named), [], other);
  }
});

Deno.test("a product spelled in camel case names its server even where the share rule keeps its lower case from it", () => {
  // Three other tools mention github: the word fails the share rule and names nothing in lower case.
  const hub = new ServerNames(
    ["github", "ci", "ci", "ci", "git"],
    [
      doc(["github"], []),
      doc(["ci"], ["github"]),
      doc(["ci"], ["github"]),
      doc(["ci"], ["github"]),
      doc(["git"], ["commit"]),
    ],
    2,
  );
  const on = { join: 2, common: 0, proper: 1 };
  const named = (q: string) => ids(hub.resolve(q, queryTerms(q, 32), on).named);
  assert.deepEqual(named("list my github repos"), []);
  assert.deepEqual(named("list my GitHub repos"), [0]); // not git: "Git" is part of one word
  assert.deepEqual(named("list my Github repos"), [0]); // capitalised, one server has it
});

Deno.test("the words that name a server are left out of the text for the query vector", () => {
  assert.equal(unnamed("groceries in Lunch Money", new Set(["lunch", "money"])), "groceries in");
  assert.equal(unnamed("groceries", new Set()), "groceries");
  const tools = [
    tool(
      "lunchmoney",
      "list_meals",
      "Meals and restaurant lunches you logged, with what you paid.",
    ),
    tool("lunchmoney", "get_budget", "Budget left per spending category this month."),
  ];
  const first = (unname: number) =>
    buildSearchIndex(tools, { servers: { ...DEFAULT_CONFIG.servers, join: 2, unname } })
      .search("Lunch Money: what remains available")[0].qualifiedName;
  // "lunch" and "money" in the query vector pull it toward meals and payments.
  assert.equal(first(0), "lunchmoney__list_meals");
  assert.equal(first(1), "lunchmoney__get_budget");
});

Deno.test("intentVerbs 3: a word used more as a noun opens a noun phrase unless a determiner follows", () => {
  assert.ok(nounFirst("image") && nounFirst("silence"));
  assert.ok(!nounFirst("pull") && !nounFirst("tweak") && !nounFirst("xyzzy"));
  const job = "image resize job 4821 keeps dying - why?";
  assert.equal(queryAction(job, 2), Action.Write);
  assert.equal(queryAction(job, 3), Action.Unknown);
  assert.equal(queryAction("sign off on a pull request", 3), Action.Write);
  assert.equal(queryAction("tweak the banner colour", 3), Action.Write);
});

Deno.test("cross-validation grid: round 8's named-server axes include off, and round 10 is the default", () => {
  const axis = (name: string) => AXES.find((a) => a.name === name)!;
  for (const name of ["join", "cands", "everyday", "unname", "proper"]) {
    assert.ok(axis(name).values.includes(0), name);
  }
  assert.deepEqual(axis("join").set(2), { servers: { join: 2 } });
  const round10 = RELEASES.find(([n]) => n === "round 10")![1];
  const at = (name: string) => round10[AXES.findIndex((a) => a.name === name)];
  const s = DEFAULT_CONFIG.servers;
  assert.deepEqual(
    [at("cut"), at("join"), at("cands"), at("everyday"), at("unname"), at("proper")],
    [s.cut, s.join, s.candidates, s.common, s.unname, s.proper],
  );
  assert.equal(at("intentVerbs"), DEFAULT_CONFIG.intentVerbs);
});

Deno.test("cross-validation across index builds chooses, fold by fold, among every build's settings", () => {
  const dump = (hits: number[][]) => ({
    axes: [{ name: "cut", values: [0.6, 0.9] }],
    scored: hits.map((h, i) => ({ values: [[0.6, 0.9][i]], hits: h, rr: h.map(() => 0) })),
  });
  const { scored, label } = merge([
    ["share=0.5", dump([[5, 5, 5], [6, 4, 5]])],
    ["share=0.8", dump([[6, 6, 1], [4, 4, 4]])],
  ]);
  assert.equal(scored.length, 4);
  const folds = leaveOneSetOut(scored, 3);
  // Leaving set 2 out, share 0.8 / cut 0.6 wins on sets 0 and 1 (12) but scores 1 on set 2.
  assert.equal(label(folds[2].chosen), "share=0.8, cut 0.6");
  assert.equal(folds[2].heldOut, 1);
  assert.equal(label(folds[0].chosen), "share=0.5, cut 0.6"); // 5 + 5 = 10 on sets 1 and 2
});
