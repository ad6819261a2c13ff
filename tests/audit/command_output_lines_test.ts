// command-output-secret over a whole text reads only the lines followed by a lone token (cost
// round 13): it must report exactly what reading every line reports (the hit-line path, given
// every line end as a hit), on seeded texts of prompts, tokens, blank lines and line endings.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { CLI_OUTPUT_RULES } from "../../src/audit/cli_output_rules.ts";

const RULE = CLI_OUTPUT_RULES.find((r) => r.keywords.includes("psk"))!;

const PIECES = [
  "$ vault kv get -field=password secret/app",
  "user@db:~$ wp config get DB_PASSWORD",
  "mysql> select token from users;",
  "# cat /etc/nginx/.htpasswd (bcrypt hashes)",
  "PS C:\\ops> Get-Secret -Name api_key",
  "$ echo hello",
  "Ab3$efgh", // eight characters: the shortest printed value
  "Zq9!kLm2pQ7#",
  "  Xy7#kLm9pQ  ",
  "x".repeat(250) + "A1$",
  "B2%" + "y".repeat(260), // longer than a value can be
  "plain words here",
  "secret/token-7",
  "",
  " ",
  "\t",
];
const BREAKS = ["\n", "\r\n", "\n\n", "\u2028"];

function text(rng: Rng): string {
  let t = rng.chance(0.2) ? "\n" : "";
  const n = rng.range(1, 40);
  for (let i = 0; i < n; i++) t += rng.pick(PIECES) + rng.pick(BREAKS);
  return rng.chance(0.5) ? t : t.trimEnd();
}

/** Every line's end (each line break, and the text's end): hitLines then reads every line. */
function lineEnds(t: string): number[] {
  const out: number[] = [];
  for (let i = t.indexOf("\n"); i >= 0; i = t.indexOf("\n", i + 1)) out.push(i);
  return [...out, t.length];
}

Deno.test("command output: the lone-token lines give what every line gives, 600 seeded texts", () => {
  const rng = new Rng(1313);
  let found = 0;
  for (let n = 0; n < 600; n++) {
    const t = text(rng);
    const want = RULE.find(t, lineEnds(t));
    found += want.length;
    assert.deepEqual(RULE.find(t, null), want, JSON.stringify(t));
  }
  assert.ok(found > 100, `only ${found} values found`);
});
