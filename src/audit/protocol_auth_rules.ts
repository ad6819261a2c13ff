// Redaction round 6 (issue 13): passwords in a protocol's own login exchange, as traces, debug
// logs and monitors print it. SMTP/IMAP SASL PLAIN (`AUTH PLAIN <base64>`, also on the line after
// the server's `334`/`+`), SMTP AUTH LOGIN's answer to `334 UGFzc3dvcmQ6` ("Password:"), IMAP
// `a1 LOGIN user pass`, Redis `AUTH` as MONITOR prints it (`"AUTH" "user" "pw"`; its prompt
// form is client_password's).
// Each format says which word is the password; base64 answers must decode as that format.
import { isBenignWord, isTemplateOrMask } from "./placeholders.ts";
import { regexRule, type TextRule } from "./rule_kit.ts";

function decoded(b64: string): string | undefined {
  try {
    return atob(b64);
  } catch {
    return undefined;
  }
}

/** SASL PLAIN (RFC 4616): `[authzid] NUL authcid NUL passwd`, the last two not empty. */
export function saslPlain(b64: string): boolean {
  const text = decoded(b64);
  return text !== undefined && /^[^\0]*\0[^\0]+\0[^\0]+$/.test(text);
}

/** AUTH LOGIN's answer: printable text without line breaks. */
function printable(b64: string): boolean {
  const text = decoded(b64);
  return text !== undefined && text.length >= 1 && /^[\x20-\x7e\u00a0-\u00ff]+$/.test(text);
}

// `A1 LOGIN user password` in documentation: a placeholder or the word itself.
const notPlaceholder = (v: string) =>
  !isTemplateOrMask(v) && !isBenignWord(v) && !/^(?:pass(?:word|wd)?|secret|pwd?)$/i.test(v);
// Windows around the keyword: wide enough that `^`/`$` inside can only meet real line edges
// (every bounded match is shorter than the window on its side).
const WINDOW = { before: 40, after: 600 };

/** The gate matches " login " in any case (every "login fails" in prose): the command is capitals. */
function upperCaseOnly(rule: TextRule, word: string): TextRule {
  return { ...rule, find: (text, at) => text.includes(word) ? rule.find(text, at) : [] };
}

export const PROTOCOL_AUTH_RULES: TextRule[] = [
  regexRule({
    id: "sasl-plain",
    keywords: ["auth plain", "authenticate plain"],
    // The answer on the same line, or on the next after the server's empty challenge line.
    re:
      /\bAUTH(?:ENTICATE)?[ \t]+PLAIN(?:[ \t]+|[ \t]*\r?\n(?:[^\n]{0,60}\r?\n)?[ \t]*(?:C:[ \t]*)?)([A-Za-z0-9+\/]{8,400}={0,2})(?![\w+\/=])/g,
    group: 1,
    minEntropy: 0,
    window: WINDOW,
    validate: saslPlain,
  }),
  regexRule({
    id: "sasl-plain",
    keywords: ["ugfzc3dvcmq6"],
    re:
      /\b334[ \t]+UGFzc3dvcmQ6[ \t]*\r?\n[ \t]*(?:C:[ \t]*)?([A-Za-z0-9+\/]{4,400}={0,2})[ \t]*$/gm,
    group: 1,
    minEntropy: 0,
    window: WINDOW,
    validate: printable,
  }),
  upperCaseOnly(
    regexRule({
      id: "protocol-login",
      keywords: [" login "],
      // IMAP: a tag, LOGIN in capitals, the user, then the password (quoted or an atom).
      re:
        /^[ \t]{0,8}(?:C:[ \t]*)?[A-Za-z0-9.]{1,8}[ \t]+LOGIN[ \t]+(?:"[^"\n]{1,80}"|[^\s"]{1,80})[ \t]+("?)([^\s"]{4,128})\1[ \t]*$/gm,
      group: 2,
      minEntropy: 1.5,
      window: WINDOW,
      validate: notPlaceholder,
    }),
    " LOGIN ",
  ),
  regexRule({
    id: "protocol-login",
    keywords: ['"auth"'],
    // Redis MONITOR: every argument quoted, `\"` escaped; the password is the last argument.
    re: /"AUTH"(?:[ \t]+"(?:[^"\\\n]|\\.){1,64}")?[ \t]+"((?:[^"\\\n]|\\.){1,256})"[ \t]*$/gm,
    group: 1,
    minEntropy: 1.5,
    window: WINDOW,
    validate: notPlaceholder,
  }),
];
