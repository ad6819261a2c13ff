// Credential shapes added for issue 13: any Authorization scheme (`Token`, `ApiKey`, …),
// `curl -u user:password`, a bare AWS secret key in prose, Twilio secrets, Discord bot tokens.
import { shannonEntropy } from "./checksums.ts";
import { looksFake } from "./placeholders.ts";
import { regexRule, type Span, type TextRule } from "./rule_kit.ts";

/** Opaque credential: not a word, carries digits or mixed case. */
function opaque(value: string): boolean {
  if (value.length < 8 || looksFake(value)) return false;
  return /\d/.test(value) || (/[A-Z]/.test(value) && /[a-z]/.test(value) && value.length >= 16);
}

// Words that make a 40-character base64 run an AWS secret rather than any identifier.
const AWS_CONTEXT = /aws|amazon|secret|\bs3\b|\biam\b|AKIA|ASIA|credential|access[ _-]?key/i;
const B64_CHAR = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") {
  B64_CHAR[ch.charCodeAt(0)] = 1;
}
const EQUALS = 61;

/** Starts of maximal base64 runs of exactly 40 characters with no "=" on either side (one pass). */
function runsOf40(text: string): number[] {
  const out: number[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (c < 128 && B64_CHAR[c] === 1) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start === 40 && c !== EQUALS && text.charCodeAt(start - 1) !== EQUALS) {
      out.push(start);
    }
    start = -1;
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
    validate: opaque,
    broad: true,
    window: { before: 0, after: 4200 },
  }),
  regexRule({
    id: "curl-user-password",
    keywords: ["-u", "--user"],
    re: /(?:^|\s)(?:-u|--user)[ \t=]*["']?[^\s:"'$]{1,64}:([^\s"'@$]{3,256})["']?(?=\s|$)/g,
    group: 1,
    minEntropy: 2,
    validate: (s) => !looksFake(s),
    window: { before: 1, after: 400 },
  }),
  {
    id: "aws-secret-access-key",
    category: "secret",
    keywords: [],
    hint: /[A-Za-z0-9+\/]{40}/,
    broad: true,
    find: findBareAwsSecrets,
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
    hint: /[MNO][\w-]{23,25}\.[\w-]{6}\./,
    re: /(?<![\w-])[MNO][A-Za-z\d_-]{23,25}\.[A-Za-z\d_-]{6}\.[A-Za-z\d_-]{27,38}(?![\w-])/g,
    minEntropy: 3.5,
  }),
];
