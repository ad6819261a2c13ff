// The ASCII words of the prose-password rule are searched only at the regex index's candidates
// once a long text is indexed: over seeded long texts that must give exactly the matches of a
// plain global scan of the same regex.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { ASCII_RE } from "../../src/audit/prose_password_rules.ts";
import { candidateStarts } from "../../src/audit/regex_index.ts";
import { execAtStarts } from "../../src/audit/windows.ts";

const PIECES = [
  "Password: ",
  "passwort ",
  "mot de passe",
  "MOT  DE\nPASSE ",
  "passworte ",
  "mypassword ",
  "pass-word ",
  "api key ",
  "login ",
  "Wi-Fi ",
  "wlan-kennwort",
  "codice d'accesso ",
  "pw ",
  "pwd ",
  "Kata sandi ",
  "ſecret ",
  "\u212Aey ",
  "_pass ",
  "x",
  " ",
  "\n",
  ".",
];

function plainScan(text: string): string[] {
  return globalMatches(ASCII_RE, text);
}

Deno.test("prose-password words: same matches as a global scan over 300 seeded long texts", () => {
  const rng = new Rng(5);
  const next = () => rng.next();
  for (let n = 0; n < 300; n++) {
    let text = "";
    while (text.length < 2100) text += PIECES[Math.floor(next() * PIECES.length)];
    const starts = candidateStarts(ASCII_RE, text, true);
    assert.ok(starts !== undefined);
    const found: string[] = [];
    execAtStarts(ASCII_RE, text, starts, (m) => void found.push(`${m.index}:${m[0]}`));
    const expected = plainScan(text);
    assert.ok(expected.length > 0);
    assert.deepEqual(found, expected);
  }
});
