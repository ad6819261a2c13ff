// Credentials recognised by where they sit, whatever the vendor: a random standalone literal in
// any carrier (quotes, assignments, table cells, constructor arguments), every pair of a Cookie
// header, a password flag on a login-like command line, and (query_key_rules.ts) credential-like
// query keys.
import { idBefore } from "./named_id.ts";
import { shannonEntropy } from "./checksums.ts";
import { ID_PREFIX, wordish } from "./credential_shape.ts";
import { notALiteral } from "./literal_context.ts";
import { isExemptValue } from "./key_names.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { looksRandom } from "./token_checks.ts";
import { tokenRunStarts } from "./long_runs.ts";
import { execWindows } from "./windows.ts";
import { QUERY_KEY_RULE } from "./query_key_rules.ts";
import { CRYPT_BEFORE } from "./crypt_formats.ts";
import { cisco7Plain } from "./cisco_type7.ts";
import { standaloneRandom } from "./standalone_random.ts";

const UUID_LIKE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
// Hash and encoding notations whose material is public: `sha384-…`, `h1:…`, `sha256:…`.
const HASH_NOTATION = /^(?:sha\d*|md5|blake\w*|h1|sri|git|commit|rev|etag|digest|tx|0x)[-_:]/i;
const GO_FIELD = /^[A-Z][A-Za-z0-9]{1,40}:(?=[A-Za-z0-9])/;
const PUBLIC_BLOCK = /-----BEGIN (?:CERTIFICATE|PUBLIC KEY|PGP PUBLIC KEY BLOCK)-----/;

// Prefixes of public identifiers (Stripe objects, publishable keys) and of hash notations; round
// 12: ids that LLM APIs give tool calls, messages, runs and threads (`toolu_`, `call_`, `asst_`).
export const PUBLIC_PREFIX =
  /^(?:toolu|srvtoolu|call|chatcmpl|asst|thread|run|step|resp|batch|svc|gh[pousr]|npm|pk|cus|ch|pi|pm|py|in|ii|sub|si|price|prod|evt|acct|txn|re|src|tok|seti|cs|po|tr|ba|card|file|link|plan|req|msg|sha\d*|md5|blake\d*\w*|sri|v\d+|id|uuid|trace|span|phc|rzp|flwpubk)$/i;

/** Dotted or dashed names made of words (`django.contrib.auth.hashers.PBKDF2Hasher`). */
function wordy(token: string): boolean {
  return token.split(/[_.~:-]/).filter((s) => /^[a-z]{4,}$/.test(s)).length >= 2;
}

/** Random material by itself (three classes), or prefixed hex / upper-case+digit bodies. */
function randomLiteral(token: string, before = ""): boolean {
  if (UUID_LIKE.test(token) || HASH_NOTATION.test(token) || looksFake(token)) return false;
  const head = /^([A-Za-z0-9]{2,8})[_-]/.exec(token);
  if ((head && PUBLIC_PREFIX.test(head[1])) || wordy(token) || wordish(token)) return false;
  const compact = token.replace(/[_.~:-]/g, "");
  const classes = Number(/\d/.test(compact)) + Number(/[A-Z]/.test(compact)) +
    Number(/[a-z]/.test(compact));
  if (classes === 3 && compact.length >= 28 && looksRandom(compact)) return true;
  if (standaloneRandom(token, before)) return true; // round 28: two-class and prefixed runs
  // `key-<32 hex>`, `sbp_<40 hex>`, `NRAK-<27 upper/digits>`: a letter prefix, then the body.
  const m =
    /^([A-Za-z]{2,12}(?:[_-][A-Za-z0-9]{1,8}){0,2})[_-]([A-Za-z0-9]{24,128})(?:[_-][A-Za-z0-9]{1,4})?$/
      .exec(token);
  if (!m || ID_PREFIX.test(m[1].split(/[_-]/)[0])) return false;
  const body = m[2];
  if (/^[0-9a-f]{32,128}$/.test(body) || /^[0-9A-F]{32,128}$/.test(body)) {
    return /\d/.test(body) && /[a-f]/i.test(body) && shannonEntropy(body) >= 3.3;
  }
  return /^[A-Z0-9]{24,}$/.test(body) && /\d.*\d/.test(body) && shannonEntropy(body) >= 3.7;
}

// A standalone run of token characters (no `+/=`, which base64 data has), 28 to 400 long.
// A `%` beside it means a percent-encoded run (a data URL, an encoded query), not a literal.
export const LITERAL =
  /(?<![\w.~:+\/=%-])[A-Za-z0-9][A-Za-z0-9_.~:-]{27,399}(?![\w.~:+\/=%-]|\.\w)/g;

// The look-behind forbids every token character, so a match can start only where a maximal run
// of token characters starts: LITERAL is tried (sticky) at those starts only, not at every letter.
const LITERAL_AT = new RegExp(LITERAL.source, "y");

export function findLiterals(text: string): Span[] {
  if (PUBLIC_BLOCK.test(text)) return [];
  const spans: Span[] = [];
  for (const start of tokenRunStarts(text, 28)) {
    LITERAL_AT.lastIndex = start;
    const m = LITERAL_AT.exec(text);
    if (!m) continue;
    const token = m[0].replace(/[.:]+$/, "");
    // A bare value (a JSON leaf) is judged by its key; a scheme word by the header rules.
    if (token.length === text.trim().length) continue;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (idBefore(text, m.index) || notALiteral(text, m.index, token, before)) continue;
    // Round 51: Go's `%+v` writes a struct's field and value with no blank (`ImageID:sha256:…`):
    // the field is the value's label, an id's or a digest notation's.
    const field = GO_FIELD.exec(token)?.[0].length ?? 0;
    if (field && (idBefore(text, m.index + field) || HASH_NOTATION.test(token.slice(field)))) {
      continue;
    }
    // Round 7: the fields of a crypt hash after its `$id$` (round 41's rule judges the hash whole).
    if (
      text[m.index - 1] === "$" && CRYPT_BEFORE.test(text.slice(Math.max(0, m.index - 90), m.index))
    ) continue;
    const label = text.slice(Math.max(0, m.index - 60), m.index);
    // Round 21: a Cisco type 7 string is hex of one case, but decodes to a password.
    if (!randomLiteral(token, label) && cisco7Plain(token) === null) continue;
    spans.push({
      start: m.index,
      end: m.index + token.length,
      rule: "random-literal",
      category: "secret",
    });
  }
  return spans;
}

// Every `name=value` pair of a Cookie / Set-Cookie header line; round 10: also of curl's cookie
// flag (`-b 'a=1; sess=…'`, `--cookie "…"`, as "Copy as cURL" writes it; `-b jar.txt` has no pair).
// Round 22: a label naming the cookie may stand before the header (`RMS cookie: Cookie: a=…`).
const COOKIE_LINE =
  /\b(?:set-)?cookie[ \t]*:[ \t]*(?:(?:set-)?cookie[ \t]*:[ \t]*)?([^\n]+)|(?<![\w-])(?:-b|--cookie)[ \t=]+(?:'([^'\n]*=[^'\n]*)'|"([^"\n]*=[^"\n]*)")/dgi;
const PAIR = /(?:^|;)[ \t]*([\w.$!#%&'*+^`|~-]+)=("?)([^;"\s]{8,4096})\2/dg;
const COOKIE_ATTRIBUTE = /^(?:path|domain|expires|max-age|samesite|priority)$/i;

// Cookie names that carry a session whatever their value looks like (round 16: Magento's two).
const SESSION_NAME =
  /sess|sid|auth|token|jwt|csrf|xsrf|remember|login|secure-|host-|^frontend$|^adminhtml$/i;

const SIGNED = /^[^|]{1,64}(?:\||--|\.)(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{32,128}$/i;

export function cookieValue(name: string, v: string): boolean {
  // Round 25: a cookie named for a digest holding one of that length (`md5=<32 hex>`) is a
  // checksum, as `token_sha256` is under the key-name rule.
  if (isTemplateOrMask(v) || looksFake(v) || isExemptValue(name, v)) return false;
  if (SESSION_NAME.test(name)) return /\d/.test(v) && /[A-Za-z]/.test(v);
  if (/^[0-9a-f]{16,}$/i.test(v)) return /\d/.test(v) && /[a-f]/i.test(v);
  // Round 18: a payload and its MAC (`user|<40 hex>`, RStudio's; `…--<hex>`, Rails'): a signed
  // value. EZproxy's session id is 15 mixed characters, so 12 is the floor, not 16.
  if (SIGNED.test(v)) return true;
  // An escape (`Europe%2FBerlin`) is no randomness: it goes before the count.
  const compact = v.replace(/%[0-9A-Fa-f]{2}|[_.~%-]/g, "");
  return compact.length >= 12 && /\d/.test(compact) && /[A-Z]/.test(compact) &&
    /[a-z]/.test(compact) &&
    shannonEntropy(compact) >= Math.min(4, Math.log2(compact.length) - 0.4);
}

function findCookies(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(COOKIE_LINE, text, at, 12, 4200, (m, offset) => {
    const g = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
    const line = m[g];
    const base = offset + m.indices![g]![0];
    PAIR.lastIndex = 0;
    for (let p = PAIR.exec(line); p; p = PAIR.exec(line)) {
      if (COOKIE_ATTRIBUTE.test(p[1]) || !cookieValue(p[1], p[3])) continue;
      const start = base + p.indices![3]![0];
      spans.push({ start, end: start + p[3].length, rule: "cookie-pair", category: "secret" });
    }
  });
  return spans;
}

// A password flag is read on a line that logs in somewhere: a login-like command or a user flag.
const LOGIN_LINE =
  /\b(?:login|sshpass|htpasswd|mysql\w*|mariadb|psql|mongo(?:sh|dump|restore)?|ldap\w+|smbclient|rabbitmqctl|sqlcmd|zip|7z|openssl|lftp|ftp|mc\s+alias|repo\s+add)\b|(?:^|\s)(?:-u|-U|-D|-l|--user(?:name)?|--login)[ \t=]+\S|(?:^|\s)\/u(?:ser)?:\S/i;
const PASSWORD_FLAG =
  /(?<![\w-])(?:-p|-P|-w|--pass(?:word|wd)?|-pass(?:out|in)[ \t]+pass:|pass:)(?:=|[ \t]+)(["']?)([^\s"'`;|&<>]{4,256})\1|(?<![\w-])-U[ \t]+[\w.@-]+%([^\s"'`;|&<>]{4,256})/dg;

/** The cheap tests first: the mask and placeholder tests run only on a candidate. */
function flagValue(v: string): boolean {
  if (/^[$<({%-]/.test(v) || /^[\d:.,]+$/.test(v)) return false; // `ssh -p 2222`, `-p 8080:80`
  if (/^[A-Za-z_][\w.]*=/.test(v)) return false; // a property: MSBuild's `/p:Configuration=Release`
  if (!/[A-Za-z]/.test(v) || !/[^A-Za-z]/.test(v) || v.toLowerCase() === "password") return false;
  return !isTemplateOrMask(v) && !looksFake(v);
}

function findFlags(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(PASSWORD_FLAG, text, at, 200, 300, (m, offset) => {
    const start = offset + m.index;
    const group = m[2] !== undefined ? 2 : 3;
    const value = m[group];
    if (!flagValue(value)) return;
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = text.indexOf("\n", start);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    if (!LOGIN_LINE.test(line)) return;
    const s = offset + m.indices![group]![0];
    spans.push({
      start: s,
      end: s + value.length,
      rule: "login-password-flag",
      category: "secret",
    });
  });
  return spans;
}

// Round 10: Windows-style flags (FreeRDP's `/u:X /p:PW`, `cmdkey /user:X /pass:PW`), read on each
// line holding one; the value first, so MSBuild's `/p:Name=Value` properties cost one test.
const SLASH_FLAG = /\/(?:p|pass|password):(["']?)([^\s"'`;|&<>]{4,256})\1/gi;

function findSlashFlags(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    // `/p:` opens an argument (a blank before it; not a path such as `C:/p:x`).
    const found = [...line.matchAll(SLASH_FLAG)].filter((m) =>
      /\s/.test(line[m.index - 1] ?? "") && flagValue(m[2])
    );
    if (found.length === 0 || !LOGIN_LINE.test(line)) return;
    for (const m of found) {
      const start = s + m.index + m[0].length - m[1].length - m[2].length;
      spans.push({
        start,
        end: start + m[2].length,
        rule: "login-password-flag",
        category: "secret",
      });
    }
  });
  return spans;
}

export const LITERAL_RULES: TextRule[] = [
  {
    id: "random-literal",
    category: "secret",
    keywords: [],
    hint: /[A-Za-z0-9][A-Za-z0-9_.~:-]{27}/,
    broad: true,
    find: findLiterals,
  },
  {
    id: "cookie-pair",
    category: "secret",
    keywords: ["cookie", "-b '", '-b "'],
    find: findCookies,
  },
  {
    id: "login-password-flag",
    category: "secret",
    keywords: ["-p", "-w", "--pass", "pass:", "-u "],
    find: findFlags,
  },
  {
    id: "login-password-flag",
    category: "secret",
    keywords: ["/p:", "/pass:", "/password:"],
    find: findSlashFlags,
  },
  QUERY_KEY_RULE,
];
