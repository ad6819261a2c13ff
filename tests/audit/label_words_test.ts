// The label rules' shared word search (label_words.ts) reads the literal-led words from the phrase
// index and the others from their residue: over seeded long texts (indexed) and their slices, each
// label rule's word regex must give exactly the offsets of a plain global scan.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { mixedText } from "./_start_scan.ts";
import { LABEL_WORD_SETS, labelWordSearch } from "../../src/audit/label_words.ts";
// The label rules register their word regexes when they load.
import "../../src/audit/injection_rules.ts";

const PIECES = [
  "AI",
  "ai",
  "A.I.",
  "-ai",
  "-Assistant",
  "said",
  "via",
  "admin",
  "skill",
  "Agents",
  "assistants",
  "Assistente",
  "asystentów",
  "automated reviewer",
  "automatiska ",
  "avustajille",
  "chatbot",
  "robots",
  "Copilot",
  "LLM",
  "Model",
  "summariser",
  "KI-Agent",
  "\u212Ai",
  "\u017Fystem",
  "ИИ-агент",
  "ИИ",
  "ии",
  "иии",
  "ші",
  "tekoäly",
  "Yapay zekâ",
  "סוכן",
  "הבינה המלאכותית",
  "एआई",
  "人工智能",
  "システム",
  "系统",
  "시스템",
  "СИСТЕМА",
  "system",
  "ecosystem",
  "Système",
  "systém",
  "sistema",
  "developer message",
  "developers",
  "coding",
  "[",
  "]",
  "😀",
  " ",
  "  ",
  "\n",
  ":",
  "x",
];

function longText(rng: Rng): string {
  let text = "";
  while (text.length < 2400) text += mixedText(rng, ["[system] "], PIECES, 30) + " ";
  return text;
}

function plain(words: RegExp, part: string) {
  const re = new RegExp(words.source, words.flags);
  const out = { at: [] as number[], end: [] as number[] };
  for (let m = re.exec(part); m; m = re.exec(part)) {
    if (m[0].length === 0) re.lastIndex++;
    out.at.push(m.index);
    out.end.push(m.index + m[0].length);
  }
  return out;
}

Deno.test("label words: every label rule's words, whole long texts and slices, as a plain scan", () => {
  assert.ok(LABEL_WORD_SETS.length >= 3, `${LABEL_WORD_SETS.length} word sets`);
  const searches = LABEL_WORD_SETS.map((w) => [w, labelWordSearch(w)] as const);
  const rng = new Rng(61);
  let found = 0;
  for (let n = 0; n < 120; n++) {
    const text = longText(rng);
    for (const [words, search] of searches) {
      const want = plain(words, text);
      found += want.at.length;
      assert.deepEqual(
        search(text, 0, text.length),
        want,
        `${words.source} ${JSON.stringify(text)}`,
      );
      // Twice: the second answer comes from the per-text cache.
      assert.deepEqual(search(text, 0, text.length), want);
      for (let k = 0; k < 4; k++) {
        const s = rng.int(text.length);
        const e = s + rng.int(Math.min(700, text.length - s + 1));
        const part = text.slice(s, e);
        assert.deepEqual(
          search(text, s, e),
          plain(words, part),
          JSON.stringify([words.source, part]),
        );
      }
    }
  }
  assert.ok(found > 10_000, `only ${found} words`);
});
