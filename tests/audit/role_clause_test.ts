// role_addressed.clauseStart lets the other-script label pass search each colon's 70 characters
// from the last `.`, `!`, `?`, `;` or `:` before the colon instead of from 0. Over seeded strings
// built from LABEL's own words, punctuation and other text, the label ending at the colon (if
// any) must be the same either way; the strings must cut often and hold such labels often, or the
// test would prove nothing.
import assert from "node:assert/strict";
import { clauseStart } from "../../src/audit/role_addressed.ts";
import { LABEL } from "../../src/audit/role_nouns.ts";
import { Rng } from "../fuzz/_rng.ts";

const LABEL_G = new RegExp(LABEL.source, "giu");
// LABEL's own words (nouns, prepositions, relative pronouns), so labels form at random.
const WORDS = [...new Set(LABEL.source.match(/[\p{L}'’-]{2,}/gu)!)];
const OTHER = [
  " ",
  " ",
  " ",
  "\n",
  "\t",
  ".",
  "!",
  "?",
  ";",
  ":",
  "：",
  ",",
  "(",
  ")",
  "-",
  "x",
  "7",
];

/** The label ending at `near`'s end, searched from `from` (the pass's loop, as it was). */
function labelAtEnd(near: string, from: number): string | undefined {
  LABEL_G.lastIndex = from;
  for (let m = LABEL_G.exec(near); m !== null; m = LABEL_G.exec(near)) {
    if (m.index + m[0].length === near.length) return `${m.index}:${m[0]}`;
  }
  return undefined;
}

function sample(rng: Rng): string {
  const parts: string[] = [];
  const n = rng.range(1, 14);
  for (let i = 0; i < n; i++) {
    parts.push(rng.chance(0.5) ? WORDS[rng.int(WORDS.length)] : OTHER[rng.int(OTHER.length)]);
    if (rng.chance(0.5)) parts.push(" ");
  }
  const colon = rng.chance(0.8) ? ":" : "：";
  return (parts.join("") + (rng.chance(0.7) ? "" : " ") + colon).slice(-71);
}

Deno.test("clauseStart: the label ending at the colon is the one a search from 0 finds", () => {
  const rng = new Rng(17);
  let cut = 0;
  let labels = 0;
  let cutLabels = 0;
  for (let i = 0; i < 20_000; i++) {
    const near = sample(rng);
    const start = clauseStart(near);
    const whole = labelAtEnd(near, 0);
    assert.equal(labelAtEnd(near, start), whole, JSON.stringify(near));
    if (start > 0) cut++;
    if (whole !== undefined) labels++;
    if (whole !== undefined && start > 0) cutLabels++;
  }
  assert.ok(cut > 5_000 && labels > 1_000 && cutLabels > 500, `${cut} ${labels} ${cutLabels}`);
});

Deno.test("clauseStart: after the last sentence or clause mark before the colon", () => {
  assert.equal(clauseStart("Network assistant:"), 0);
  assert.equal(clauseStart("Done. Network assistant:"), 5);
  assert.equal(clauseStart("a; b! c? d: agent:"), 11);
  assert.equal(clauseStart("ok, agent:"), 0);
  assert.equal(clauseStart(":"), 0);
  assert.equal(clauseStart("x.:"), 2);
});
