// Redaction round red99 (issue 13): GitHub recovery codes by their printed form. GitHub gives a
// user sixteen codes of five lower-case hex characters, a dash and five more
// (`github-recovery-codes.txt`), and people paste several of them together wherever they keep
// them, often with no word for what they are (`GITHUB_RECOVERY=…`, a chat's reply). Two or more in
// one run, a hex letter among them, is that list: number ranges ("30000-32767", "PLU 09412-15096")
// are digits only and come one at a time. Tuning sets: v46, v49.
import type { Span, TextRule } from "./rule_kit.ts";

const CODE = String.raw`(?<![\w-])[0-9a-f]{5}-[0-9a-f]{5}(?![\w-])`;
// Codes parted by blanks, a comma or a line break.
const RUN = new RegExp(String.raw`${CODE}(?:[ \t]*,?[ \t]*\r?\n?[ \t]*${CODE})+`, "g");
const ONE = new RegExp(CODE, "g");

function findRecoveryRuns(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(RUN)) {
    if (!/[a-f]/.test(m[0])) continue;
    for (const c of m[0].matchAll(ONE)) {
      const start = m.index + c.index;
      spans.push({
        start,
        end: start + c[0].length,
        rule: "github-recovery-run",
        category: "secret",
      });
    }
  }
  return spans;
}

export const GITHUB_RECOVERY_RUN_RULES: TextRule[] = [{
  id: "github-recovery-run",
  category: "secret",
  keywords: [],
  hint: /[0-9a-f]{5}-[0-9a-f]{5}/,
  find: findRecoveryRuns,
}];
