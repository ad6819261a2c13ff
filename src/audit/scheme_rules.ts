// Credential shapes added for issue 13: any Authorization scheme (`Token`, `ApiKey`, …),
// `curl -u user:password`, a bare AWS secret key in prose, Twilio secrets, Discord bot tokens.
import { shannonEntropy } from "./checksums.ts";
import { basicWordExample } from "./decoded_words.ts";
import { LABELLED_ID } from "./named_id.ts";
import { looksFake } from "./placeholders.ts";
import { regexRule, type Span, type TextRule } from "./rule_kit.ts";

/** Opaque credential: not a word, carries digits or mixed case. */
function opaque(value: string): boolean {
  if (value.length < 8 || looksFake(value)) return false;
  return /\d/.test(value) || (/[A-Z]/.test(value) && /[a-z]/.test(value) && value.length >= 16);
}

/** Round 50 (v40): the header's value under the Basic scheme is judged as basic-auth judges it,
 * so the documented "username:password" example stays (benign in v36-v40). */
function headerCredential(value: string, m: RegExpExecArray): boolean {
  const scheme = m[0].slice(0, m[0].length - value.length);
  // Round 53 (v42): the sentence's full stop after the example is no base64 (`…cmQ=.`).
  const b64 = value.replace(/[.,;:]+$/, "");
  if (/\bbasic[ \t]+$/i.test(scheme) && basicWordExample(b64)) return false;
  return opaque(value);
}

// Words that make a 40-character base64 run an AWS secret rather than any identifier.
const AWS_CONTEXT = /aws|amazon|secret|\bs3\b|\biam\b|AKIA|ASIA|credential|access[ _-]?key/i;
const B64 = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") {
  B64[ch.charCodeAt(0)] = 1;
}
const isB64 = (c: number) => c < 128 && B64[c] === 1;
const EQUALS = 61;

/**
 * Starts of maximal base64 runs of exactly 40 characters with no "=" on either side. Any such
 * run covers one of the probes 40 apart, so most of the text is never read (a regex was 10x slower).
 */
function runsOf40(text: string): number[] {
  const out: number[] = [];
  let i = 39;
  while (i < text.length) {
    if (!isB64(text.charCodeAt(i))) {
      i += 40;
      continue;
    }
    let s = i;
    while (s > 0 && isB64(text.charCodeAt(s - 1))) s--;
    let e = i + 1;
    while (e < text.length && isB64(text.charCodeAt(e))) e++;
    if (e - s === 40 && text.charCodeAt(s - 1) !== EQUALS && text.charCodeAt(e) !== EQUALS) {
      out.push(s);
    }
    i = e + 40;
  }
  return out;
}

/** trufflehog's pairing idea: a high-entropy 40-char base64 run, only with AWS words nearby. */
function findBareAwsSecrets(text: string): Span[] {
  const spans: Span[] = [];
  if (!AWS_CONTEXT.test(text)) return spans;
  for (const at of runsOf40(text)) {
    const s = text.slice(at, at + 40);
    if (!/[A-Z]/.test(s) || !/[a-z]/.test(s) || !/\d/.test(s) || /^[0-9a-f]+$/i.test(s)) continue;
    if (shannonEntropy(s) < 4.2 || looksFake(s)) continue;
    // A path segment (`…/id/<run>`, `…/<run>.html`) or a labelled id (`--key-id`, `"PublisherId"`).
    if (text[at - 1] === "/" || /^\.[A-Za-z]/.test(text.slice(at + 40, at + 42))) continue;
    if (LABELLED_ID.test(text.slice(Math.max(0, at - 30), at))) continue;
    const around = text.slice(Math.max(0, at - 300), at + 340);
    if (!AWS_CONTEXT.test(around.replace(s, " "))) continue;
    spans.push({
      start: at,
      end: at + 40,
      rule: "aws-secret-access-key",
      category: "secret",
    });
  }
  return spans;
}

export const SCHEME_RULES: TextRule[] = [
  regexRule({
    // `Authorization: <scheme> <credential>` for every scheme, not only Bearer and Basic.
    id: "authorization-header",
    keywords: ["authorization"],
    re:
      /\b(?:proxy-)?authorization\\?["']?[ \t]*[:=][ \t]*\\?["']?(?:[A-Za-z][\w-]{1,20}[ \t]+)?([A-Za-z0-9\-._~+\/=:]{8,4096})/gi,
    group: 1,
    minEntropy: 2.5,
    validate: headerCredential,
    broad: true,
    window: { before: 0, after: 4200 },
  }),
  regexRule({
    id: "curl-user-password",
    keywords: ["-u", "--user", "-a", "--auth"],
    // Round 44: a quoted password (`-u admin:'%rb…#'`) and httpie's `-a`/`--auth` (rtr8).
    re:
      /(?:^|\s)(?:-u|--user|(?<=\b(?:https?|xh)\s[^\n]{0,60})(?:-a|--auth))[ \t=]*["']?[^\s:"'$]{1,64}:(?:'(?=[^'\s]{3,256}')|"(?=[^"\s$]{3,256}"))?((?<=['"])[^\s'"]{3,256}|[^\s"'@$]{3,256})["']?(?=\s|$)/g,
    group: 1,
    minEntropy: 2,
    // `-u http://ci-app` (az login's service principal) is a URL, not user:password.
    validate: (s) => !looksFake(s) && !s.startsWith("//"),
    window: { before: 72, after: 400 },
  }),
  {
    id: "aws-secret-access-key",
    category: "secret",
    // The context words double as gate keywords; the rule then reads the whole text.
    keywords: ["aws", "amazon", "secret", "s3", "iam", "akia", "asia", "credential", "access"],
    broad: true,
    find: (text) => findBareAwsSecrets(text),
  },
  regexRule({
    // Twilio auth tokens (32 hex) and API key secrets (32 base62) carry no prefix: only near "twilio".
    id: "twilio-secret",
    keywords: ["twilio"],
    re: /(?<![A-Za-z0-9])([A-Za-z0-9]{32})(?![A-Za-z0-9])/g,
    group: 1,
    minEntropy: 2.8,
    validate: (s) => /\d/.test(s) && /[a-z]/i.test(s),
    window: { before: 600, after: 600 },
  }),
  regexRule({
    id: "discord-bot-token",
    keywords: [],
    hint: /\.[\w-]{6}\.[\w-]{27}/,
    re: /(?<![\w-])[MNO][A-Za-z\d_-]{23,25}\.[A-Za-z\d_-]{6}\.[A-Za-z\d_-]{27,38}(?![\w-])/g,
    minEntropy: 3.5,
  }),
];
