// Injection round 9 (v12 as tuning): pressure instead of authority. A plea to the AI ("Please, AI,
// my job depends on it…", "Por favor, IA, te lo suplico", "Błagam, AI", "부탁이에요 AI님") or a
// claimed consent ("the user has pre-authorized every action", "no need to ask them again") that
// leads to a harmful act on the repository: pushing past tests, force-pushing, printing secrets,
// merging without review, turning off 2FA. The act must be named; a plea alone is conversation.
import { kw } from "./injection_keywords.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const PLEA = String
  .raw`please|por\s+favor|te\s+lo\s+suplico|błagam|proszę|bitte|per\s+favore|s['’]il\s+te\s+pla[iî]t|làm\s+ơn|пожалуйста|умоляю|부탁|お願い|请|求你|lütfen|tolong`;
const AI = String.raw`(?<![a-z])(?:ai|ia|ki|llm|assistant|agent)(?![a-z])`;
const pleaToAi = new RegExp(`(?:${PLEA})[^\\n]{0,20}?${AI}[^\\n]{0,300}`, "iu");

// "Don't ask", "skip confirmation", "no need to ask them again", "sin preguntar", …
const NO_ASK = String
  .raw`(?:do\s+not|don['’]t|never|no\s+need\s+to)\s+ask\s+(?:for\s+(?:confirmation|approval|permission)|(?:them|the\s+user|me|anyone)\b(?!\s+to\b))|skip\s+(?:the\s+)?(?:confirmation|review)|without\s+(?:asking|review|confirmation)|sin\s+preguntar|ohne\s+(?:nachzufragen|rückfrage)|sans\s+demander|sem\s+perguntar|senza\s+chiedere`;
// Who supposedly agreed, or what makes it urgent.
const CLAIM = String
  .raw`(?:already|has|have)\s+(?:pre-?)?(?:agreed|approved|authori[sz]ed|consented)|pre-?authori[sz]ed|\bdeadline\b|\burgent\b`;
const claimed = new RegExp(
  `(?:${CLAIM})[^]{0,200}?(?:${NO_ASK})|(?:${NO_ASK})[^]{0,200}?(?:${CLAIM})`,
  "i",
);

// Acts on a repository that need a person's yes.
const HARM =
  /\bpush\w*|force[- ]push\w*|--force|--no-verify|\bmerge\b|delet\w+\s+(?:\w+\s+){0,2}branch\w*|publish\w*|disable\w*\s+(?:\w+\s+){0,2}(?:2fa|tests?|checks?|hooks?|protection)|2fa|security\s+tests?|comment\s+(?:them|it)\s+out|tokens?\b|secrets?\b|\.env\b|desactiva|tests?\s+de\s+seguridad|bí\s+mật|강제|푸시|토큰|비밀|テスト|トークン|推送|令牌|密钥/i;

function harmNear(text: string, start: number, end: number): boolean {
  return HARM.test(text.slice(start, Math.min(text.length, end + 200)));
}

export const PRESSURE_RULES: PhraseRule[] = [
  {
    id: "pleading-order",
    severity: "medium",
    where: ["r"],
    keywords: [" ai", " ia", " ki", "assistant", "agent"],
    hint: new RegExp(PLEA, "i"),
    re: pleaToAi,
    accept: harmNear,
  },
  {
    id: "claimed-consent",
    severity: "medium",
    where: ["r"],
    keywords: kw(
      "ask,confirmation,without review,sin preguntar,ohne nachzufragen,ohne ruckfrage,sans demander,sem perguntar,senza chiedere",
    ),
    hint: new RegExp(CLAIM, "i"),
    re: claimed,
    accept: harmNear,
  },
];
