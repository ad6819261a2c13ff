// Redaction round 23 (issue 13): an English slot label inside another language's sentence, linked
// to its value by that language's copula or a dash ("auction clerk terminal password ni <v>",
// "Cookie: TNEW_SESSION là <v>", "collections database password هو <v>", "WireGuard PrivateKey
// of the gate VPN — <v>", "« Wi-Fi password for the press box » vaut <v>"). The words before the
// link are judged as a settings label is (pair_rules.ts `labelledSlot`).
import { credentialShaped, randomMaterial, wordish } from "./credential_shape.ts";
import { shannonEntropy } from "./checksums.ts";
import { NOT_SECRET } from "./credential_slot_rules.ts";
import { labelledSlot, slotNoun } from "./pair_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";
import { COMMON_LINKS, endsClause, LINK_WORD_SRC } from "./slot_link.ts";

// Round 26: the link words are the shared grammar's (slot_link.ts), with the dash of a handover
// note; the value runs to a blank, a comma or a quote. English "is" is left to the English rules
// (`named-in-prose`, `prose-password`), which read it first with their own value tests.
// Common words of another language (`to`, `on`, `je`) are left to the noun-anchored rules
// (`credential-slot`): searched from here they cost twice this rule's budget.
const LINK_WORDS_HERE = LINK_WORD_SRC.split("|").filter((w) =>
  w !== "is" && !COMMON_LINKS.includes(w)
)
  .join("|");
// Korean marks the slot as the object with a particle glued to it and the value with `로`
// ("password를 <v>로 설정했어요").
const LINK = new RegExp(
  String
    .raw`(?:[ \t](?:${LINK_WORDS_HERE}|[—–])|(?<=[A-Za-z_])[를을])[ \t]+([^\s"'<>\x60,،;]{6,200})`,
  "gu",
);
const COOKIE = /(?:Set-)?Cookie:[ \t]*[\w.-]{2,64}$/i;
// The label's start: after the last mark that ends a clause (a colon, a comma, a quote, a bracket).
const BEFORE_LABEL = /^.*[:,;.!?«»"“”(){}\[\]]\s*/su;

/** The label before the link at `at`: the cookie header, or up to six words after a mark. */
function labelBefore(text: string, at: number): string {
  const from = Math.max(text.lastIndexOf("\n", at - 1) + 1, at - 80);
  const head = text.slice(from, at).replace(/[\s»"“”']+$/u, "");
  const cookie = COOKIE.exec(head);
  if (cookie) return cookie[0];
  return head.replace(BEFORE_LABEL, "").split(/\s+/).slice(-6).join(" ");
}

// Round 25: the English slot noun, then the vendor and what it serves in the sentence's own
// language ("API token Pipedrive cho the clinic's portal là <v>", "API secret ของ Vonage สำหรับ …
// คือ <v>"): the label is the noun with up to three words before it, when at most eight words
// (no clause mark) follow it before the link.
const SLOT_NOUN =
  /(?:^|\s)((?:\S+\s+){0,3}?(?:password|passphrase|secret|token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|auth[ _-]?key))(?=\s)((?:\s+\S+){1,8})$/iu;

// Words after the noun that make the phrase about the secret, not the secret's slot.
const ABOUT =
  /^\s*(?:policy|policies|hint|hash|hashes|reset|length|rules?|field|manager|ids?|name)\b/i;

function nounLabel(text: string, at: number): string | undefined {
  const from = Math.max(text.lastIndexOf("\n", at - 1) + 1, at - 120);
  const head = text.slice(from, at).replace(BEFORE_LABEL, "").trimEnd();
  const m = SLOT_NOUN.exec(head);
  return m === null || ABOUT.test(m[2]) ? undefined : m[1];
}

function findLinked(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  const onLink = (m: RegExpExecArray, offset: number, linkAt: number) => {
    const value = m[1].replace(/(?<=[\p{L}\d])\.$/u, "").replace(/(?<=[\x21-\x7e])으?로$/u, "");
    const label = labelBefore(text, linkAt);
    const slot = label.length >= 3 && labelledSlot(label, value);
    const dash = /^[ \t]*[—–]/.test(m[0]);
    const noun = slot || dash ? undefined : nounLabel(text, linkAt);
    if (!slot && (noun === undefined || !labelledSlot(noun, value))) return;
    const start = offset + m.index + m[0].lastIndexOf(m[1]);
    spans.push({ start, end: start + value.length, rule: "linked-slot", category: "secret" });
  };
  execWindows(LINK, text, at, 2, 120, (m, offset) => onLink(m, offset, offset + m.index));
  return spans;
}

// Round 24: any language's link, or none. The link lists above carried poorly (round 22's `ni`,
// round 23's ten words, then Polish `to` and Turkish `değerini … yaptım`), so after the noun one
// word of any language, or no word, may link the value, which must then be key material: random,
// a UUID, or 16+ letters whose case flips like a generator's (Polish `to` links too: "token to
// <material>" is the token in English as well). English grammar words and an identifier's noun
// between ("the token for …", "secret id …") name something else. Round 40: a full-width
// clause mark ends the value as an ASCII one does ("secret <v>。検査証と…").
const OPEN = new RegExp(
  String
    .raw`(?:pass(?:word|phrase)|secret|token|api key|private key)(?:[ \t]+([^\s\d"'<>\x60,;()_.:=\/-]{1,12}))?[ \t]+([^\s"'<>\x60,،;()。、，；：！？（）「」]{16,200})`,
  "dgi",
);
const GRAMMAR =
  /^(?:for|of|from|in|on|at|by|with|via|into|under|over|than|as|like|and|or|but|nor|the|a|an|this|that|these|those|its|their|our|your|my|his|her|is|was|were|be|been|has|have|had|not|no|named|called|expired|revoked|rotated|used|value|field|name|names|number|prefix|suffix)$/i;

/** Key material a link of any language may point at. */
function material(v: string): boolean {
  return credentialShaped(v, true) || randomMaterial(v, 16) || generated(v);
}

/** 16+ letters whose case flips like a generator's (`OKqcnfCRPaKUSEBoAQeMnA`). */
export function generated(v: string): boolean {
  if (!/^[A-Za-z]{16,}$/.test(v) || wordish(v)) return false;
  const flips = v.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
  return flips * 3 >= v.length && shannonEntropy(v) >= 3.5;
}

function findOpen(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(OPEN, text, at, 2, 240, (m, offset) => {
    const word = m[1];
    // The noun starts a word; the link is one word of letters (any script).
    if (/[\p{L}\d_-]/u.test(text[offset + m.index - 1] ?? "")) return;
    if (word !== undefined && (!/^\p{L}+$/u.test(word) || GRAMMAR.test(word))) return;
    if (word !== undefined && NOT_SECRET.test(word)) return;
    const value = m[2].replace(/(?<=[\p{L}\d])\.$/u, "");
    const end = offset + m.indices![2]![0] + value.length;
    // With no link word the value must end its clause: "API secret <v>, then …".
    if (word === undefined && !endsClause(text, end)) return;
    const nounEnd = offset + (word === undefined ? m.indices![2]![0] : m.indices![1]![0]);
    const label = labelBefore(text, nounEnd);
    if (!material(value) || label.length < 3 || slotNoun(label) === undefined) return;
    if (NOT_SECRET.test(label.split(/\s+/).slice(-3).join(" "))) return;
    const start = offset + m.indices![2]![0];
    spans.push({ start, end: start + value.length, rule: "open-link", category: "secret" });
  });
  return spans;
}

// Round 25: the value first, then a clause that names it ("staging keeps rejecting <v>? it's the
// secret key we set up for …", "<v>, that's the device pairing secret"): up to three words before
// the slot noun, judged as a label is.
const NAMED_AFTER =
  /(?<![\w\/-])([A-Za-z0-9][^\s"'<>\x60,;?!]{7,199})[?!.,]?[ \t]+(?:it's|it is|that's|that is|this is)[ \t]+(?:the|our|my|a|an)[ \t]+((?:[\w-]+[ \t]+){0,3}(?:password|passphrase|secret|token|key|codes?|seed))\b/gi;

function findNamedAfter(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(NAMED_AFTER, text, at, 220, 80, (m, offset) => {
    const value = m[1].replace(/[.:]+$/, "");
    // Letters and digits, 12 or more: not a page, a file or a version the clause names.
    const material = value.length >= 12 && /\d/.test(value) && /[A-Za-z]/.test(value) &&
      !/[\/.]/.test(value);
    if (!material || !labelledSlot(m[2], value)) return;
    const start = offset + m.index;
    spans.push({ start, end: start + value.length, rule: "linked-slot", category: "secret" });
  });
  return spans;
}

// The links of rounds 22–23's own gate anchor the search themselves; every other link is found
// after the slot's noun, which the keyword gate sees (its automaton reads ASCII only): a common
// word of some language (`este`, `jest`, `to`) in the gate would wake the rule on every sentence.
const ASCII_LINKS = [" ni ", " kuwa ", " adalah ", " es ", " vaut ", " ingesteld op "];
// Round 25: and the slots named as credentials by another name (pair_rules.ts SEED_OR_STREAM).
const NOUNS = [
  "password",
  "secret",
  "privatekey",
  "api key",
  "token",
  "cookie:",
  "stream key",
  "pairing key",
  "totp seed",
];

export const LINKED_SLOT_RULES: TextRule[] = [
  { id: "linked-slot", category: "secret", keywords: [...ASCII_LINKS, ...NOUNS], find: findLinked },
  {
    id: "linked-slot",
    category: "secret",
    keywords: ["it's the", "it is the", "that's the", "that is the", "this is the"],
    find: findNamedAfter,
  },
  {
    id: "open-link",
    category: "secret",
    keywords: ["password", "passphrase", "secret", "token", "api key", "private key"],
    find: findOpen,
  },
];
