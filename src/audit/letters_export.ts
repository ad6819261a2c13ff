// Redaction round red73 (issue 13): a generated password of letters only, exported into a shell
// before the command that uses it (`export NAME='ovfNFhjmiAk'`). Round 57's short-generated test
// needs a digit; some generators and admin consoles issue letters only. Such a value mixes both
// cases with several turns and holds no pronounceable run of four letters, which camelCase names,
// words and slugs always do. The quoted export is the carrier: the name says which command reads
// it, and an id's or metadata's name leaves it. Tuning sets: v38, v57 (two writers).
import { isIdKey } from "./id_keys.ts";
import { namesMetadata } from "./key_names.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const EXPORT = /(?<![\w$])export[ \t]+([A-Za-z_][A-Za-z0-9_]*)=(['"])([A-Za-z]{10,40})\2/g;
// One case, four or more letters, or capitalised: a word when it reads aloud.
const LETTER_RUN = /[A-Z]?[a-z]{4,}|[A-Z]{4,}/g;

function pronounceable(run: string): boolean {
  const r = run.toLowerCase();
  const vowels = r.match(/[aeiouy]/g)?.length ?? 0;
  return !/[^aeiouy]{4}/.test(r) && vowels * 5 >= r.length;
}

/** Letters of both cases, turned three times or more, no readable run (file comment). */
export function generatedLetters(v: string): boolean {
  const upper = v.match(/[A-Z]/g)?.length ?? 0;
  const turns = v.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
  if (upper < 2 || v.length - upper < 4 || turns < 3) return false;
  for (const m of v.matchAll(LETTER_RUN)) {
    if (pronounceable(m[0])) return false;
  }
  return new Set(v).size >= v.length * 0.6 && !looksFake(v) && !isTemplateOrMask(v);
}

function findLetterExports(text: string): Span[] {
  const spans: Span[] = [];
  EXPORT.lastIndex = 0;
  for (let m = EXPORT.exec(text); m; m = EXPORT.exec(text)) {
    const [, name, , v] = m;
    if (isIdKey(name.toLowerCase()) || namesMetadata(name) || !generatedLetters(v)) continue;
    const start = m.index + m[0].length - v.length - 1;
    spans.push({ start, end: start + v.length, rule: "letters-export", category: "secret" });
  }
  return spans;
}

export const LETTERS_EXPORT_RULES: TextRule[] = [{
  id: "letters-export",
  category: "secret",
  keywords: ["export"],
  find: findLetterExports,
}];
