// discussion.ts tests FOREIGN_DOCS and FOREIGN_CARD as two groups of their alternatives
// (split_alternation.ts): over seeded texts holding their words in any case, nearly-words and
// other scripts, each split test must answer as the plain regex test does.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { FOREIGN_CARD, FOREIGN_DOCS } from "../../src/audit/discussion.ts";
import { splitTest, topAlternatives } from "../../src/audit/split_alternation.ts";

const PIECES = [
  "モデルカード",
  "模型卡",
  "모델 카드",
  "チャットテンプレート",
  "шаблон  чата",
  "ШАБЛОН ЧАТА",
  "plantilla de chat",
  "PLANTILLA DE CHAT",
  "modèle de chat",
  "Modele de Chat",
  "chat-vorlage",
  "template di chat",
  "injection de consignes",
  "attaques par injection",
  "inyección de prompt",
  "injeção de prompt",
  "prompt-injektion",
  "Angreifer",
  "saldırgan",
  "útočník",
  "ÚTOČNÍK",
  "злоумышленник",
  "внедрение промпт",
  "атаку",
  "プロンプトインジェクション",
  "提示注入",
  "프롬프트 인젝션",
  "공격자",
  // Near misses and filler.
  "template",
  "model card",
  "chat",
  "шаблон",
  "атак",
  "攻撃",
  " ",
  "\n",
  "the weather is fine ",
];

function texts(seed: number, n: number): string[] {
  const rng = new Rng(seed);
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    let text = "";
    const len = rng.int(6);
    for (let i = 0; i < len; i++) {
      const piece = rng.pick(PIECES);
      // Cut a word now and then: a prefix of an alternative must not be taken for it.
      text += rng.chance(0.3) ? piece.slice(0, rng.int(piece.length)) : piece;
      text += rng.pick([" ", "", "\n"]);
    }
    out.push(text);
  }
  return out;
}

for (
  const [name, re] of [["FOREIGN_DOCS", FOREIGN_DOCS], ["FOREIGN_CARD", FOREIGN_CARD]] as const
) {
  Deno.test(`split alternation: ${name} split test equals its plain test, 3000 seeded texts`, () => {
    const split = splitTest(re);
    let matched = 0;
    for (const text of texts(name.length, 3000)) {
      const expected = re.test(text);
      if (expected) matched++;
      assert.equal(split(text), expected, JSON.stringify(text));
    }
    assert.ok(matched > 500 && matched < 2900, `${matched} of 3000 matched`);
  });
}

Deno.test("split alternation: top-level alternatives skip groups, classes and escapes", () => {
  assert.deepEqual(topAlternatives(String.raw`a(?:b|c)|[a|\]]x|\|y|z`), [
    "a(?:b|c)",
    String.raw`[a|\]]x`,
    String.raw`\|y`,
    "z",
  ]);
  // Both groups are really split off (else the test above would prove nothing of the split).
  assert.ok(topAlternatives(FOREIGN_CARD.source).some((p) => p.charCodeAt(0) < 128));
  assert.ok(topAlternatives(FOREIGN_CARD.source).some((p) => p.charCodeAt(0) >= 128));
});
