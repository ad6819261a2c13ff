// A credential introduced in prose by the variable it belongs to, before or after it: "Replaced
// with 9f3c… in the DD_API_KEY variable", "set SENTRY_AUTH_TOKEN to a81f… and redeploy". The
// value must be random material in the same sentence, not labelled as an id or a hash.
import { credentialShaped } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// An environment-style name (upper-case words joined by `_`) ending in a credential word.
// Anchored on the tail so the engine skips to candidates; the name is read backwards.
const ENV_TAIL = /_(?:KEY|TOKEN|SECRET|PAT|PASSWORD|PASS|PWD|CREDS?|AUTH)\b/g;
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

function findSentenceValues(text: string): Span[] {
  const spans: Span[] = [];
  ENV_TAIL.lastIndex = 0;
  for (let t = ENV_TAIL.exec(text); t; t = ENV_TAIL.exec(text)) {
    let from = t.index;
    while (from > 0 && t.index - from < 60 && /[A-Z0-9_]/.test(text[from - 1])) from--;
    if (!/^[A-Z]/.test(text.slice(from, t.index)) || /[\w]/.test(text[from - 1] ?? " ")) continue;
    const name = text.slice(from, t.index + t[0].length);
    if (!isSensitiveKey(name) && !/_(?:PAT|CREDS?)$/.test(name)) continue;
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
  }
  return spans;
}

export const SENTENCE_RULES: TextRule[] = [
  {
    id: "credential-sentence",
    category: "secret",
    keywords: ["_key", "_token", "_secret", "_pat", "_password", "_pass", "_pwd", "_cred", "_auth"],
    broad: true,
    find: findSentenceValues,
  },
];
