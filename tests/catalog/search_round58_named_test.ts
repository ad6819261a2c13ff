/**
 * Round 58's candidates (docs/rounds/srch58.md): O, a word only one server's tools hold names that
 * server; C, a capitalised everyday naming word keeps the full cut. Both off by default.
 */
import assert from "node:assert/strict";
import { OwnedWords } from "../../src/catalog/search_owned.ts";
import { capitalisedNaming, namingCut } from "../../src/catalog/search_everyday.ts";
import { DEFAULT_CONFIG } from "../../src/catalog/search_config.ts";
import { processTerm } from "../../src/catalog/search_text.ts";
import { wordVectors } from "../../src/catalog/search_vectors.ts";

// Three tools: two of server 0 ("tailnet" in both), one of server 1; field 1 is the server field.
const fields = [
  [["get", "tailnet", "info"], ["vpnco"]],
  [["list", "tailnet", "devic"], ["vpnco"]],
  [["list", "devic", "widget"], ["shopco"]],
];
const serverOf = Int32Array.from([0, 0, 1]);
const owned = new OwnedWords(fields, 1, serverOf, new Set(["vpnco", "shopco"]));
const rules = (o: number) => ({ join: 2, common: 10_000, proper: 1, owned: o });

Deno.test("O: a rare word only one server's tools hold names it; shared and server words do not", () => {
  const named = new Set<number>(), naming = new Set<string>();
  owned.name(["show", "tailnet", "devic", "vpnco"], rules(2), named, naming);
  if (wordVectors() === null) return assert.equal(named.size, 0); // no word list: nothing is rare
  assert.deepEqual([...named], [0]);
  assert.deepEqual([...naming], ["tailnet"]);
});

Deno.test("O: off at 0, above the owner's count, or when a server is already named", () => {
  for (const [o, pre] of [[0, []], [3, []], [1, [1]]] as const) {
    const named = new Set<number>(pre), naming = new Set<string>();
    owned.name(["tailnet"], rules(o), named, naming);
    assert.deepEqual([...named], [...pre]);
    assert.equal(naming.size, 0);
  }
  assert.equal(DEFAULT_CONFIG.servers.owned ?? 0, 0);
});

Deno.test("C: a naming word capitalised mid-request, not a weekday or month, keeps the full cut", () => {
  const naming = new Set([processTerm("Transmission")!]);
  assert.ok(capitalisedNaming("take the Transmission entry off", naming));
  assert.ok(!capitalisedNaming("Transmission: take the entry off", naming)); // first word
  assert.ok(!capitalisedNaming("before the Monday standup", new Set(["monday"])));
  assert.ok(!capitalisedNaming("take the transmission entry off", naming));
  assert.equal(DEFAULT_CONFIG.servers.capital ?? 0, 0);
  const c = { cut: 0.75, common: 10_000, everyday: 0.5 };
  const everyday = new Set(["monday"]);
  if (wordVectors() === null) return;
  assert.equal(namingCut(everyday, { ...c, capital: 1 }, "plan the Monday standup"), 0.375);
  assert.equal(namingCut(everyday, { ...c, capital: 1 }, "plan it on Monday"), 0.375);
  const home = new Set(["home"]);
  assert.equal(namingCut(home, { ...c, capital: 0 }, "turn it off in Home"), 0.375);
  assert.equal(namingCut(home, { ...c, capital: 1 }, "turn it off in Home"), 0.75);
});
