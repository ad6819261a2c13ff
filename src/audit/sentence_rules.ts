// A credential introduced in prose by the variable it belongs to, before or after it: "Replaced
// with 9f3c… in the DD_API_KEY variable", "set SENTRY_AUTH_TOKEN to a81f… and redeploy". The
// value must be random material in the same sentence, not labelled as an id or a hash.
import { credentialShaped } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { leadingLiterals } from "./regex_prefix.ts";
import { execAtStarts, execWindows } from "./windows.ts";

// An environment-style name (upper-case words joined by `_`) ending in a credential word.
// Anchored on the tail so the engine skips to candidates; the name is read backwards.
export const ENV_TAIL = /_(?:KEY|TOKEN|SECRET|PAT|PASSWORD|PASS|PWD|CREDS?|AUTH)\b/g;
const RUN = /[A-Za-z0-9][A-Za-z0-9_.~+\/=:%-]{19,511}/g;
// Said to be an identifier or a hash just before it.
const ID_BEFORE =
  /\b(?:commit|sha\d*|hash|digest|checksum|etag|ids?|uuid|request|trace|span|build|version|revision|fingerprint|nonce|salt|run|job|image|ref)\b[\s:#=]*["'`({]*$/i;

/** [start, end) of the sentence around `p`: stops at a line break or a sentence end. */
function sentenceAround(text: string, p: number): [number, number] {
  let s = p;
  while (s > 0 && p - s < 200 && text[s - 1] !== "\n" && !/[.!?]\s/.test(text.slice(s - 2, s))) {
    s--;
  }
  let e = p;
  while (
    e < text.length && e - p < 300 && text[e] !== "\n" &&
    !/[.!?](?:\s|$)/.test(text.slice(e, e + 2))
  ) {
    e++;
  }
  return [s, e];
}

const KEYWORDS = [
  "_key",
  "_token",
  "_secret",
  "_pat",
  "_password",
  "_pass",
  "_pwd",
  "_cred",
  "_auth",
];
// Every ENV_TAIL match opens with one of the keywords (checked here: its leading literals), so
// the gate's hits for this rule hold every match start, and the regex is tried only there.
const TAILS_GATED =
  leadingLiterals(ENV_TAIL)?.every((l) => KEYWORDS.some((k) => l.startsWith(k))) ??
    false;

/** ENV_TAIL's matches in `text`, as a global scan gives them; `at`: this rule's keyword hits. */
export function eachTail(
  text: string,
  at: number[] | null,
  each: (t: RegExpExecArray) => void,
): void {
  if (at !== null && TAILS_GATED) execAtStarts(ENV_TAIL, text, at, each);
  else execWindows(ENV_TAIL, text, null, 0, 0, each); // the text index's candidates
}

function findSentenceValues(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  eachTail(text, at, (t) => {
    let from = t.index;
    while (from > 0 && t.index - from < 60 && /[A-Z0-9_]/.test(text[from - 1])) from--;
    if (!/^[A-Z]/.test(text.slice(from, t.index)) || /[\w]/.test(text[from - 1] ?? " ")) return;
    const name = text.slice(from, t.index + t[0].length);
    if (!isSensitiveKey(name) && !/_(?:PAT|CREDS?)$/.test(name)) return;
    const m = { index: from, 0: name };
    const [s, e] = sentenceAround(text, m.index);
    const sentence = text.slice(s, e);
    RUN.lastIndex = 0;
    for (let r = RUN.exec(sentence); r; r = RUN.exec(sentence)) {
      const start = s + r.index;
      const value = r[0].replace(/[.,:;]+$/, "");
      if (start <= m.index && start + r[0].length >= m.index) continue; // the name itself
      if (/[=:]/.test(value) || !credentialShaped(value)) continue;
      if (ID_BEFORE.test(sentence.slice(Math.max(0, r.index - 24), r.index))) continue;
      // `actions/checkout@8e5e…`, `#a1b2…`: a pinned version or a reference.
      if (/[@#]/.test(sentence[r.index - 1] ?? "")) continue;
      spans.push({
        start,
        end: start + value.length,
        rule: "credential-sentence",
        category: "secret",
      });
    }
  });
  return spans;
}

export const SENTENCE_RULES: TextRule[] = [
  {
    id: "credential-sentence",
    category: "secret",
    keywords: KEYWORDS,
    broad: true,
    find: findSentenceValues,
  },
];
