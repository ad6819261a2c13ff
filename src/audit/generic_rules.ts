// Credential shapes that are not tied to one provider: PEM keys, JWTs, HTTP auth, URL passwords.
import { basicWordExample } from "./decoded_words.ts";
import { publishedSampleJwt } from "./sample_jwt.ts";
import { isTemplateOrMask } from "./placeholders.ts";
import { regexRule, type Span, type TextRule } from "./rule_kit.ts";
import { jwtStructureValid } from "./token_checks.ts";

const PEM_HEADER = /-----BEGIN[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const PEM_FOOTER = /-----END[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const PEM_BODY_CHAR = /[A-Za-z0-9+\/=\s:,-]|\\[nr]/y;

/** PEM private keys, also when "\n" was JSON-escaped; an unterminated key is redacted to its body's end. */
function findPem(text: string): Span[] {
  const spans: Span[] = [];
  PEM_HEADER.lastIndex = 0;
  for (let m = PEM_HEADER.exec(text); m; m = PEM_HEADER.exec(text)) {
    const bodyStart = m.index + m[0].length;
    PEM_FOOTER.lastIndex = bodyStart;
    const footer = PEM_FOOTER.exec(text);
    let end: number;
    if (footer) end = footer.index + footer[0].length;
    else {
      end = bodyStart;
      PEM_BODY_CHAR.lastIndex = end;
      while (PEM_BODY_CHAR.exec(text)) end = PEM_BODY_CHAR.lastIndex;
    }
    const body = text.slice(bodyStart, footer ? footer.index : end);
    if ((body.match(/[A-Za-z0-9+\/]/g)?.length ?? 0) < 64) continue;
    spans.push({ start: m.index, end, rule: "private-key", category: "secret" });
    PEM_HEADER.lastIndex = end;
  }
  return spans;
}

/** Opaque bearer tokens: long enough and not an English word ("Bearer authentication"). */
function bearerLike(token: string): boolean {
  if (token.length < 12 || isTemplateOrMask(token)) return false;
  return /\d/.test(token) || (/[A-Z]/.test(token) && /[a-z]/.test(token) && token.length >= 20);
}

/** `Basic` credentials must decode to printable `user:password`. */
function basicLike(b64: string): boolean {
  try {
    const decoded = atob(b64);
    if (basicWordExample(b64)) return false; // round 42: "username:password"
    return /^[\x20-\x7e]+:[\x20-\x7e]*$/.test(decoded) && decoded.indexOf(":") > 0;
  } catch {
    return false;
  }
}

const DB_SCHEMES =
  /^(?:postgres(?:ql)?|mysqlx?|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|jdbc:[a-z]+|clickhouse|cockroachdb|neo4j(?:\+s)?|couchdb|cassandra|oracle)$/i;
// Anchored on "://" so the engine skips quickly to candidates; the scheme is read backwards.
// Passwords may hold "#" and "?" (issue 13): only "@" before the host ends them.
// Round 13: a mail client or a quoted reply may wrap the URL right before its `@`
// (`postgresql://svc:<password>` / `  @db.example.net/ledger`): the host then has a dot.
const USERINFO =
  /:\/\/([^\s\/:@?#"'<>]{0,128}):([^\s\/@"'<>]{1,256})(?:@(?=[\w\[])|\r?\n[ \t>]{0,8}@(?=[\w-]+\.[\w-]))/g;

function findUrlPasswords(text: string): Span[] {
  const spans: Span[] = [];
  USERINFO.lastIndex = 0;
  for (let m = USERINFO.exec(text); m; m = USERINFO.exec(text)) {
    const password = m[2];
    if (isTemplateOrMask(password) || /^(?:pass(?:word)?|secret|pwd)$/i.test(password)) continue;
    // Wrapped, a port (`host:8080` then `@bob` on the next line) is no password.
    if (m[0].includes("\n") && /^\d+$/.test(password)) continue;
    const start = m.index + 3 + m[1].length + 1;
    const scheme = /((?:jdbc:)?[a-z][a-z0-9+.-]{0,30})$/i.exec(
      text.slice(Math.max(0, m.index - 31), m.index),
    );
    if (!scheme) continue;
    const rule = DB_SCHEMES.test(scheme[1]) ? "connection-string-password" : "url-password";
    spans.push({ start, end: start + password.length, rule, category: "secret" });
  }
  return spans;
}

export const GENERIC_RULES: TextRule[] = [
  { id: "private-key", category: "secret", keywords: ["private key"], find: findPem },
  regexRule({
    id: "jwt",
    keywords: ["eyj"],
    re: /\bey[\w-]{10,4000}\.ey[\w\/\\-]{10,8000}\.(?:[\w\/\\-]{10,4000}={0,2})?/g,
    // Round 8: a token signed with a documented example secret is a sample (sample_jwt.ts).
    validate: (s) => jwtStructureValid(s) && !publishedSampleJwt(s),
    broad: true,
  }),
  regexRule({
    id: "bearer-token",
    keywords: ["bearer"],
    re: /\bBearer\s+([A-Za-z0-9\-._~+\/]{8,4096}=*)/gi,
    group: 1,
    minEntropy: 2.5,
    validate: bearerLike,
    broad: true,
    window: { before: 0, after: 4200 },
  }),
  regexRule({
    id: "basic-auth",
    keywords: ["basic"],
    re: /\bBasic\s+([A-Za-z0-9+\/]{6,4096}={0,3})(?![A-Za-z0-9+\/=])/gi,
    group: 1,
    minEntropy: 2,
    validate: basicLike,
    broad: true,
    window: { before: 0, after: 4200 },
  }),
  {
    id: "url-password",
    category: "secret",
    keywords: ["://"],
    broad: true,
    find: findUrlPasswords,
  },
];
