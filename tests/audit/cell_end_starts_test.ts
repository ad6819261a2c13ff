// The settings-row rule finds where a credential word ends a cell (NAME_CELL_END) at the text
// index's candidates when the text is indexed (windows.matchOffsets): over seeded long texts that
// must give exactly the offsets of a plain global scan, indexed or not.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { NAME_CELL_END } from "../../src/audit/pair_rules.ts";
import { candidateStarts, registerRegex } from "../../src/audit/regex_index.ts";
import { matchOffsets } from "../../src/audit/windows.ts";

const PIECES = [
  "key,",
  'api_key",',
  "TOKEN'|",
  "secret |",
  "Password;",
  "passwd\t",
  "pwd  ,",
  "pat|",
  "creds;",
  "CRED,",
  "monkey, ",
  "path, ",
  "keys,",
  "ſecret,",
  "\u212Aey,",
  "token ",
  "passwor",
  "d,",
  '"',
  " ",
  "\t",
  "\n",
  "lorem ipsum ",
];

// Any regex of the text group: asking for its candidates indexes the text for the whole group.
const PROBE = /zzqx/;
registerRegex(PROBE, "text");

Deno.test("cell ends: indexed offsets equal a global scan's over 300 seeded long texts", () => {
  const rng = new Rng(17);
  let matched = 0;
  for (let n = 0; n < 300; n++) {
    let text = "";
    while (text.length < 2100) text += rng.pick(PIECES);
    const expected = globalMatches(NAME_CELL_END, text).map((m) => Number(m.split(":")[0]));
    assert.deepEqual(matchOffsets(NAME_CELL_END, text), expected, "not indexed yet");
    assert.ok(candidateStarts(PROBE, text, true) !== undefined);
    assert.ok(candidateStarts(NAME_CELL_END, text, false) !== undefined, "indexed now");
    assert.deepEqual(matchOffsets(NAME_CELL_END, text), expected, JSON.stringify(text));
    if (expected.length > 0) matched++;
  }
  assert.ok(matched > 250, `only ${matched} texts had a match`);
});
