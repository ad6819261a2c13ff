// Redaction round 3 (issue 13): passwords in carriers whose position, not a name, says what the
// value is. A credential call's second string (`NetworkCredential("u", "PW")`, `HTTPBasicAuth`,
// `auth=("u", "PW")`, `.login("u", "PW")`); a database or cache client's password argument
// (`mysql -pPW`, `redis-cli -a PW`, `AUTH PW`, `requirepass PW`); `net use … PW`; the fifth
// field of a `.pgpass` line; and the default of an environment lookup for a credential
// (`ENV.fetch("DB_PW", "PW")`, `os.getenv("X_TOKEN", "…")`, `${DB_PASS:-PW}`).
import { isSensitiveKey } from "./key_names.ts";
import { isBenignWord, isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { eachWord, wordSet } from "./gate_words.ts";
import { execAtStarts, execWindows } from "./windows.ts";

const Q = String.raw`(["'])`;
const STR = String.raw`([^"'\n]{3,200})`;
const CALLS = new RegExp(
  "(?:" + [
    // A constructor or call named for credentials or a login: its second string argument.
    String
      .raw`(?:Credentials?|BasicAuth|DigestAuth|PasswordAuthentication|[lL]ogin|[aA]uthenticate)\s*\(\s*` +
    Q + String.raw`[^"'\n]{0,100}\1\s*,\s*`,
    // `auth=("user", "PW")`, `auth: ["user", "PW"]` (requests, httpx, axios-like options).
    String.raw`\bauth\s*[=:]\s*[(\[]\s*` + Q + String.raw`[^"'\n]{1,100}\2\s*,\s*`,
  ].join("|") + ")" + String.raw`(["'])` + STR + String.raw`\3`,
  "dg",
);

// Database and cache clients: an attached `-pPW` (mysql family), redis `-a PW`, `AUTH [user] PW`
// at a prompt or line start, and the server's `requirepass` / `masterauth` settings. Round 11:
// AUTH's user never ends in a colon (a receipt's `AUTH CODE: X` is an approval code).
export const CLIENTS = new RegExp(
  [
    String
      .raw`\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlsh|mariadb(?:-dump)?)\b[^\n|;]{0,200}?\s-p(["']?)([^\s"']{3,256})\1`,
    String.raw`\bredis-cli\b[^\n|;]{0,200}?\s(?:-a|--pass)\s+(["']?)([^\s"']{3,256})\3`,
    String.raw`(?:^|>)[ \t]*AUTH[ \t]+(?:\S*[^\s:][ \t]+)?(["']?)([^\s"']{3,256})\5[ \t]*$`,
    String.raw`^[ \t]*(?:requirepass|masterauth)[ \t]+(["']?)([^\s"']{3,256})\7[ \t]*$`,
  ].join("|"),
  "dgm",
);

// `host:port:database:user:password`, one entry a line (`*` allowed in the first four fields).
// The host is a name, an IPv4 address or `*`, so IPv6 addresses (`2606:2800:220:1:…`) never match.
// Round 22: libpq's format escapes a `:` inside a field as `\:`, so the password holds no bare
// colon; a colon-hex fingerprint (`BF:39:E7:…`, five fields and more) is not a pgpass line.
const PGPASS =
  /^[ \t]*(?:\*|[A-Za-z][\w.-]{0,252}|\d{1,3}(?:\.\d{1,3}){3}):(?:\d{1,5}|\*):(?:\*|[A-Za-z_][\w.$-]{0,62}):(?:\*|[A-Za-z_][\w.@$-]{0,62}):((?:[^\s:\\]|\\\S){3,256})[ \t]*$/dgm;

// An environment lookup with a default: `fetch/getenv/get/env/getOrDefault("NAME", "DEFAULT")`,
// `process.env.NAME || "DEFAULT"`, the shell's `${NAME:-DEFAULT}`, and a default after the call.
const ENV_DEFAULT = new RegExp(
  [
    String
      .raw`\b(?:fetch|getenv|get|env|getOrDefault|GetEnvironmentVariable)\s*\(\s*["']([\w.-]{2,80})["']\s*,\s*(["'])([^"'\n]{3,200})\2\s*\)`,
    String
      .raw`\bprocess\.env(?:\.([A-Za-z_]\w{1,80})|\[["']([\w.-]{2,80})["']\])\s*(?:\|\||\?\?)\s*(["'` +
    "`" + String.raw`])([^"'` + "`" + String.raw`\n]{3,200})\6`,
    String.raw`\$\{([A-Za-z_]\w{1,80}):?-([^}\s]{3,200})\}`,
    // Round 4: a default after the call: Ruby's block (`ENV.fetch("X") { "PW" }`), `or`, `||`,
    // `??`, and PHP's or Kotlin's `?:`.
    String
      .raw`\b(?:fetch|getenv|get|env|GetEnvironmentVariable)\s*\(\s*["']([\w.-]{2,80})["']\s*\)\s*(?:\{|\|\||\?\?|\?:|\bor\b)\s*(["'])([^"'\n]{3,200})\11`,
    // Round 9: Rust's `env::var("X").unwrap_or("PW")` / `unwrap_or_else(|_| "PW".into())`, Java's
    // `Optional.ofNullable(System.getenv("X")).orElse("PW")`, Scala's `getOrElse`.
    String
      .raw`\b(?:var|getenv|env)\s*\(\s*["']([\w.-]{2,80})["']\s*\)\s*\)?\s*\.(?:unwrap_or(?:_else)?|or_else|orElse(?:Get)?|getOrElse)\s*\(\s*(?:\|[^|\n]{0,12}\|\s*|\(\)\s*->\s*)?(?:[\w:.]{1,30}\(\s*)?(["'])([^"'\n]{3,200})\14`,
    // Go's and Python's "empty, then a literal": `v := os.Getenv("X")` / `if v == "" { v = "PW" }`,
    // `v = os.getenv("X")` / `if not v: v = "PW"`. The variable is read behind `os.` (a literal
    // the engine can skip to), not at every word.
    String
      .raw`(?<=\b([A-Za-z_]\w{0,40})\s*:?=\s*)os\.(?:Getenv|getenv|environ\.get)\(\s*["']([\w.-]{2,80})["']\s*\)[ \t]*\r?\n[+-]?[ \t]*if\s+(?:\16\s*==\s*""|not\s+\16)\s*[{:]\s*(?:[+-][ \t]*)?\16\s*=\s*(["'])([^"'\n]{3,200})\18`,
  ].join("|"),
  "dg",
);
// The lookup stands as the value of a credential key (`password: <%= ENV.fetch("DB", "…") %>`).
const CREDENTIAL_KEY_BEFORE =
  /(?:pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|credentials?)["']?\s*(?::|=>|=)[^\n]*$/i;

/** A value that can be a password: not a placeholder, a variable, a flag or a key's own name. */
export function passwordValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || /^[$<({%@-]/.test(v) || /\s/.test(v)) return false;
  if (isSensitiveKey(v) && /^[A-Za-z_]+$/.test(v)) return false; // `login("user", "password")`
  return v.length >= 4 && /[A-Za-z0-9]/.test(v);
}

function push(spans: Span[], start: number, value: string, rule: string) {
  if (passwordValue(value)) {
    spans.push({ start, end: start + value.length, rule, category: "secret" });
  }
}

/** The span of the last defined capture group among `groups` of a match. */
function lastGroup(m: RegExpExecArray, offset: number, groups: number[]): [number, string] | null {
  for (const g of groups) {
    if (m[g] !== undefined) return [offset + m.indices![g]![0], m[g]];
  }
  return null;
}

function findCalls(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  // The keyword (credential, auth, login) sits inside the call's name, at most 30 characters in.
  execWindows(CALLS, text, at, 30, 420, (m, offset) => {
    const hit = lastGroup(m, offset, [4]);
    if (hit) push(spans, hit[0], hit[1], "credential-call");
  });
  return spans;
}

// Every CLIENTS match opens with a client's name, or at the line start or `>` just before the
// blanks that precede AUTH, requirepass or masterauth (case-sensitive): only those offsets can
// start one, found at the rule's keyword hits (gate_words.ts) instead of running the regex
// at every character.
const CLIENT_NAMES = ["mysql", "mariadb", "redis-cli"];
const LINE_WORDS = ["AUTH", "requirepass", "masterauth"];
const CLIENT_KEYWORDS = ["mysql", "mariadb", "redis", "auth", "requirepass", "masterauth"];
const CLIENT_WORDS = wordSet([...CLIENT_NAMES, ...LINE_WORDS], CLIENT_KEYWORDS);

/**
 * Sorted offsets including every offset where a CLIENTS match can start; `at`: the gate's
 * keyword starts of the client-password rule in `text` (null: search the whole text).
 */
export function clientStarts(text: string, at: number[] | null = null): number[] {
  const starts: number[] = [];
  eachWord(text, CLIENT_WORDS, at, (i, word) => {
    if (!LINE_WORDS.includes(word)) return void starts.push(i);
    let p = i;
    while (p > 0 && (text[p - 1] === " " || text[p - 1] === "\t")) p--;
    starts.push(p); // `^` here (a line start)
    if (p > 0) starts.push(p - 1); // or a `>` just before the blanks
  });
  return starts.sort((a, b) => a - b);
}

function findClients(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execAtStarts(CLIENTS, text, clientStarts(text, at), (m, offset) => {
    const hit = lastGroup(m, offset, [2, 4, 6, 8]);
    if (hit) push(spans, hit[0], hit[1], "client-password");
  });
  return spans;
}

function findPgpass(text: string): Span[] {
  const spans: Span[] = [];
  PGPASS.lastIndex = 0;
  for (let m = PGPASS.exec(text); m; m = PGPASS.exec(text)) {
    push(spans, m.indices![1]![0], m[1], "pgpass-password");
  }
  return spans;
}

function findEnvDefaults(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  // `${NAME:-…}`: the keyword `:-` follows a name of up to 80 characters.
  execWindows(ENV_DEFAULT, text, at, 100, 420, (m, offset) => {
    const name = m[1] ?? m[4] ?? m[5] ?? m[8] ?? m[10] ?? m[13] ?? m[17];
    const hit = lastGroup(m, offset, [3, 7, 9, 12, 15, 19]);
    // Round 42: a placeholder word as the default (`${QLAB_PASS:-unset}`) holds no password.
    if (!hit || name === undefined || isBenignWord(hit[1])) return;
    const at = offset + m.index;
    const lineStart = text.lastIndexOf("\n", at - 1) + 1;
    if (!isSensitiveKey(name) && !CREDENTIAL_KEY_BEFORE.test(text.slice(lineStart, at))) return;
    push(spans, hit[0], hit[1], "env-default-secret");
  });
  return spans;
}

// `net use Z: \\srv\share PW /user:DOMAIN\name` or `… /user:DOMAIN\name PW`: the one argument
// that is neither the drive, the share, `*` nor a `/switch`.
const NET_USE = /\bnet\s+use\s+(?=[A-Za-z]:\s|\*\s|\\\\)([^\n`]*)/dgi;
// Where the command ends: a shell operator standing apart (`&&`, `|`, `;`, `>`), not `&` inside a word.
const COMMAND_END = /\s(?:&&?|\|\|?|;|>>?|2>)(?:\s|$)/;

function findNetUse(text: string): Span[] {
  const spans: Span[] = [];
  NET_USE.lastIndex = 0;
  for (let m = NET_USE.exec(text); m; m = NET_USE.exec(text)) {
    const base = m.indices![1]![0];
    const end = m[1].search(COMMAND_END);
    const line = end < 0 ? m[1] : m[1].slice(0, end);
    const args = [...line.matchAll(/\S+/g)].filter((a) =>
      !/^["']?(?:[A-Za-z]:|\*|\\\\.*|\/.*|[A-Za-z]:\\.*)$/.test(a[0])
    );
    // One argument left, the password; more would be prose or a command this rule does not know.
    if (args.length !== 1) continue;
    for (const a of args) {
      const v = a[0].replace(/^["']|["']$/g, "");
      push(
        spans,
        base + a.index + (a[0].startsWith('"') || a[0].startsWith("'") ? 1 : 0),
        v,
        "net-use-password",
      );
    }
  }
  return spans;
}

export const CARRIER_RULES: TextRule[] = [
  {
    id: "credential-call",
    category: "secret",
    keywords: ["credential", "auth", "login"],
    find: findCalls,
  },
  {
    id: "client-password",
    category: "secret",
    keywords: CLIENT_KEYWORDS,
    find: findClients,
  },
  {
    id: "pgpass-password",
    category: "secret",
    keywords: [],
    hint: /:(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:\S/,
    find: findPgpass,
  },
  {
    id: "env-default-secret",
    category: "secret",
    keywords: ["fetch", "getenv", "get(", "env(", "getordefault", "process.env", ":-", "var("],
    find: findEnvDefaults,
  },
  { id: "net-use-password", category: "secret", keywords: ["net use"], find: findNetUse },
];
