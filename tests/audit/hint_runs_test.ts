// Hints whose matches are long runs of a small class are tried only inside such runs
// (hint_runs.ts, char_census.holdsAny): over seeded texts full of near misses (digit groups,
// UUIDs, tokens, indentation, runs longer than the sticky tries cover), holdsAny must answer
// exactly what the regex's own test answers.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { holdsAny } from "../../src/audit/char_census.ts";
import { runShape } from "../../src/audit/hint_runs.ts";
import { TEXT_RULES } from "../../src/audit/text_scan.ts";
import { AFTER_SEPARATOR } from "../../src/audit/shape_rules.ts";
import { CARD } from "../../src/audit/pii.ts";
import { execInRuns } from "../../src/audit/windows.ts";
import { globalMatches } from "./_global_scan.ts";

const chars = (table: Uint8Array) =>
  [...table].map((v, c) => (v === 1 ? String.fromCharCode(c) : "")).join("");

Deno.test("runShape: the class, first characters and least length of a match, or nothing", () => {
  const card = runShape(/(?<![\d.])\d(?:(?:[ +.-]|%20)?\d){12}/)!;
  assert.equal(card.min, 13);
  assert.equal(chars(card.table), " %+-.0123456789");
  assert.equal(chars(card.first), "0123456789");
  const uuid = runShape(/-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-/)!;
  assert.deepEqual([uuid.min, chars(uuid.first)], [16, "-"]);
  // Optional and zero-width elements let the next one open the match too.
  const opt = runShape(/\b(?:x_)?[a-c]{6,}(?=!)y{0,3}z{6}/)!;
  assert.deepEqual([opt.min, chars(opt.first), chars(opt.table)], [12, "abcx", "_abcxyz"]);
  const alt = runShape(/a{20}|[0-2]{12}/)!;
  assert.deepEqual([alt.min, chars(alt.first)], [12, "012a"]);
  for (
    const re of [
      /a{11}/, // too short to pay off
      /.{20}/,
      /\s{20}/,
      /[^a]{20}/,
      /a{20}/i,
      /(a)\1{20}/,
      /(?<n>a){20}/,
      /[\w-x]{20}/,
      /\u0061{20}/,
      /é{20}/,
      /a{20}|b/,
    ]
  ) assert.equal(runShape(re), undefined, String(re));
});

const PIECES = [
  "4111 1111 1111 1111",
  "4111-1111-1111-111",
  "4111.1111.1111.1111",
  "5500 0000 0000 0004,123",
  "x1,4111111111111111",
  "4111%201111%201111%201111",
  "1.2.3.4.5.6.7.8.9.0.1.2.3",
  "12345678901",
  "550e8400-e29b-41d4-a716-446655440000",
  "-abcd-ef01-2345-",
  "-abcd-ef01-2345",
  "MTk4NjIyNDgzNDcxOTI0MDAx.GSTnXx.abcdefghijklmnopqrstuvwxyz0123456789",
  ".abcdef.abcdefghijklmnopqrstuvwxyz",
  "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
  "sk-abcdefghijklmnopqrstuvwx",
  "abcdefghijklmnopqrstuvwxyz01",
  "_.~:-_.~:-_.~:-_.~:-_.~:-_.~:-",
  "9fceb02d0ae598e95dc970b74767f19372d61af8",
  "409412-978610-903577-950134", // round 11's BitLocker hint (six-digit groups)
  "409412-978610 903577-950134",
  "08061A69381610181004221D", // round 42's type 7 hint (upper-case hex)
  "08061a69381610181004221d",
  "MZ3K QP7X TR2W LN5V HB6Y DC4J GF7S AE2Q", // round 71's authenticator key hint (groups of four)
  "mz3k qp7x tr2w ln5v hb6y dc4j",
  "MZ3K QP7X TR2W",
  "              ",
  " - ",
];

const FILLER = [
  "The quick brown fox jumps over the lazy dog. ",
  "  - item 42, see page 7 (rev. 3).            ",
  "Call 555-0100 or +1 202 555 0147 before 18:00",
  "id=7f3a-be  ref: a1b2-c3d4 build 2026.11.28  ",
];

/** 1–3 KB of prose with up to three near misses, sometimes a run of 300+ class characters. */
function sample(rng: Rng): string {
  const lines: string[] = [];
  const length = 1024 + rng.int(2048);
  for (let n = 0; n < length; n += 46) lines.push(rng.pick(FILLER));
  for (let k = rng.int(4); k > 0; k--) {
    const piece = rng.chance(0.1)
      ? rng.pick(["0", "a", "-", "a1", " "]).repeat(150 + rng.int(200))
      : rng.pick(PIECES);
    lines.splice(rng.int(lines.length + 1), 0, piece);
  }
  return lines.join(rng.pick(["", " ", "\n"]));
}

const HINTS = TEXT_RULES.filter((r) => r.keywords.length === 0 && runShape(r.hint!) !== undefined)
  .map((r) => r.hint!);

Deno.test("holdsAny on run-shaped hints: the same answer as the regex's test, 3,000 texts", () => {
  assert.ok(HINTS.length >= 4, `only ${HINTS.length} hints have a run shape`);
  const rng = new Rng(1207);
  const answers = new Map<RegExp, [number, number]>(HINTS.map((h) => [h, [0, 0]]));
  for (let i = 0; i < 3000; i++) {
    const text = sample(rng);
    for (const re of HINTS) {
      const want = re.test(text);
      answers.get(re)![want ? 0 : 1]++;
      assert.equal(holdsAny(re, text), want, `${re} on ${JSON.stringify(text)}`);
    }
  }
  // Both answers occur often for each hint, so neither a constant nor a plain test passes it.
  for (const [re, [yes, no]] of answers) assert.ok(yes > 100 && no > 100, `${re}: ${yes}/${no}`);
});

Deno.test("execInRuns: the matches of a global scan, over 3,000 seeded texts", () => {
  const rng = new Rng(1301);
  const regexes = [
    AFTER_SEPARATOR,
    CARD,
    /(?<![\d.])\d(?:(?:[ +.-]|%20)?\d){12}/g,
    /-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-/g,
  ];
  let matched = 0;
  for (let i = 0; i < 3000; i++) {
    const text = sample(rng);
    for (const re of regexes) {
      const found: string[] = [];
      execInRuns(re, text, runShape(re)!, (m) => void found.push(`${m.index}:${m[0]}`));
      const expected = globalMatches(re, text);
      if (expected.length > 1) matched++;
      assert.deepEqual(found, expected, `${re} on ${JSON.stringify(text)}`);
    }
  }
  assert.ok(matched > 300, `only ${matched} texts with two matches or more`);
});
