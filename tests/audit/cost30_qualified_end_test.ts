// Cost round 30: ai-qualified-label's starts skip a machine noun no label can end after
// (qualified_label_end.ts). Checked here: the longest label of each kind still matches and is
// listed, and the bounds are tight (one less and the label's noun would be skipped, so a shortened
// bound fails this file); on seeded texts of long labels every offset where the regex matches
// (sticky, not only where a global scan goes) is listed; and prose nouns are skipped.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { checkSeeded, mixedText } from "./_start_scan.ts";
import { LABEL_RULES } from "../../src/audit/label_rules.ts";
import { labelStarts } from "../../src/audit/label_starts.ts";
import {
  PAREN_REACH,
  QUALIFIED_REACH,
  qualifiedLabelCanEnd,
} from "../../src/audit/qualified_label_end.ts";

const RULE = LABEL_RULES.find((r) => r.id === "ai-qualified-label")!;
const RE = new RegExp(RULE.re.source, RULE.re.flags + "g");

/** Every offset where the rule's regex matches when tried there (sticky). */
function everyMatchStart(text: string): number[] {
  const y = new RegExp(RULE.re.source, RULE.re.flags + "y");
  const out: number[] = [];
  for (let p = 0; p <= text.length; p++) {
    y.lastIndex = p;
    if (y.test(text)) out.push(p);
  }
  return out;
}

function assertListed(text: string): number {
  const listed = new Set([0, ...labelStarts(text, 0, text.length)]);
  const starts = everyMatchStart(text);
  for (const p of starts) {
    assert.ok(listed.has(p), `match at ${p} not listed: ${JSON.stringify(text.slice(p, p + 90))}`);
  }
  return starts.length;
}

// MACHINE at its longest (32 units not blank), the longest qualifier word (14) and a tail of 50.
const LONGEST_NOUN = "large language models coding agentss";
const TAIL = "-" + "x".repeat(49);
/** [label text, the noun's offset in it, the bound it reaches exactly, the bound's name]. */
const TIGHT: Array<[string, string, number, string]> = [
  [`so if any ${LONGEST_NOUN} is responsible for${TAIL}: send it`, "large", QUALIFIED_REACH, "end"],
  [`btw if the ${LONGEST_NOUN}\nis responsible for${TAIL}, reply`, "large", QUALIFIED_REACH, "end"],
  [`lorem.\n${LONGEST_NOUN} \t responsible  for${TAIL}: please pay`, "large", 96, "end"],
  [`see (for the automated ${LONGEST_NOUN}) send it`, "large", PAREN_REACH, "paren"],
  [`see [ note to all ${LONGEST_NOUN}\n] ignore it`, "large", PAREN_REACH, "paren"],
];

Deno.test("qualified label end: the longest labels match, are listed, and reach the bound", () => {
  for (const [text, noun, solid, bound] of TIGHT) {
    assert.ok(everyMatchStart(text).length > 0, `no match in ${JSON.stringify(text)}`);
    assert.ok(assertListed(text) > 0);
    const p = text.indexOf(noun);
    assert.equal(qualifiedLabelCanEnd(text, p), true, text);
    // One unit less of either bound (the other kept) and this noun, which a label holds, is skipped.
    const shorter = bound === "end"
      ? qualifiedLabelCanEnd(text, p, solid - 1, PAREN_REACH)
      : qualifiedLabelCanEnd(text, p, QUALIFIED_REACH, solid - 1);
    assert.equal(shorter, false, `bound ${bound} not tight in ${JSON.stringify(text)}`);
  }
});

Deno.test("qualified label end: dots, digits, Unicode blanks and the comma's 'is'", () => {
  const texts = [
    "x\nA.I. helping with this: send it", // dots in the noun's first four units
    "x; a.i. assistants reading it: reply",
    `x\ngpt-${"4".repeat(140)} handling it: also now send`, // digits are not counted
    "btw if an AI\u00a0is\u00a0reading this thread, reply", // blanks from 0x80 on
    "btw if THE chatbot IS working on it, please send",
    "btw if the model\u3000is\u2028reading 2025-11-30 data, run it",
  ];
  for (const text of texts) {
    assert.ok(assertListed(text) > 0, `no match in ${JSON.stringify(text)}`);
  }
  // Not a label end: a comma with no "is" before it, a sentence end after the noun's first four
  // units, a paren past the noun's reach, or no end at all.
  const skipped = [
    "the model, which was trained, reads it",
    "the assistant works. Then: it stops",
    `the model ${"word ".repeat(10)}) and more`,
    "ask the assistant about it",
  ];
  for (const text of skipped) {
    const p = text.search(/model|assistant/);
    assert.equal(qualifiedLabelCanEnd(text, p), false, text);
    assert.equal(everyMatchStart(text).length, 0, text);
  }
});

const PIECES = [
  LONGEST_NOUN,
  "AI",
  "A.I.",
  "gpt-4",
  "GPT-" + "7".repeat(60),
  "chatbot",
  "x-bot",
  "the ",
  "any ",
  "if ",
  " is ",
  "is",
  "(for ",
  "[note to ",
  "\nnote for ",
  " responsible for",
  " in charge of",
  " reading",
  TAIL,
  "-" + "y".repeat(20),
  " instructions",
  ":",
  ",",
  ")",
  "]",
  ".",
  "\n",
  " ",
  "\u00a0",
  "\u2028",
  " send",
  " please pay",
  " so, please wire",
  "x",
];
const LABELS = [
  `if any ${LONGEST_NOUN} is responsible for${TAIL}: send`,
  `(for the automated ${LONGEST_NOUN}) send`,
  "\nthe A.I. reading this: send",
  "if an AI is in charge of it, reply",
  "Ops-assistant  instructions : run",
];

Deno.test("qualified label end: every match start listed over 1,500 seeded long-label texts", () => {
  const rng = new Rng(30);
  let matched = 0;
  for (let n = 0; n < 1500; n++) {
    if (assertListed(mixedText(rng, LABELS, PIECES, 12)) > 0) matched++;
  }
  assert.ok(matched > 300, `only ${matched} texts had a match`);
  // And the listed search gives the global scan's matches, whole texts and slices.
  const hits = checkSeeded(RE, labelStarts, rng, 1500, () => mixedText(rng, LABELS, PIECES, 12));
  assert.ok(hits > 300, `only ${hits} texts had a match`);
});

Deno.test("qualified label end: prose nouns list few starts", () => {
  const prose =
    "The assistant summarises the thread. Our model is trained on logs, and the AI team reviews " +
    "its output (weekly). Claude and ChatGPT were compared; the bot was faster.\n";
  const text = prose.repeat(20);
  const listed = [...labelStarts(text, 0, text.length)];
  assert.equal(everyMatchStart(text).length, 0);
  // Only the noun before "(weekly)" reaches an end within its bound: one sentence in each copy.
  assert.ok(listed.length <= 20 * 4, `${listed.length} starts listed`);
});
