// The ASCII words of the prose-password rule are searched only at the regex index's candidates
// once a long text is indexed: over seeded long texts that must give exactly the matches of a
// plain global scan of the same regex.
import assert from "node:assert/strict";
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

function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function plainScan(text: string): string[] {
  const re = new RegExp(ASCII_RE.source, ASCII_RE.flags);
  return [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`);
}

Deno.test("prose-password words: same matches as a global scan over 300 seeded long texts", () => {
  const next = random(5);
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
