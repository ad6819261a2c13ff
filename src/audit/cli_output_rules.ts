// Redaction round 10 (issue 13): a secret printed by a tool as its output, where the name sits on
// another line or in the command: a prompt line reading one credential, then its value alone on
// the next line (`$ wp config get DB_PASSWORD`, `$ nmcli -s -g …psk connection show X`,
// `$ vault kv get -field=password …`); `kubectl describe configmap`'s `NAME:` / `----` / value
// block; and a key-value store write whose key names a credential (Redis `SET`/`HSET` as typed or
// as MONITOR logs it, `etcdctl put`, `consul kv put`).
import { hasCryptMark } from "./crypt_formats.ts";
import { randomMaterial, wordish } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";
import { namedValue } from "./pair_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

// A prompt (`$ `, `# `, `user@host:~$ `, `PS C:\x> `, `mysql> `), then the command. A `#` prompt
// (root's) is also a comment: its command starts with a lower-case letter
// (`# /etc/nginx/.htpasswd (bcrypt hashes)` is a title).
const PROMPT =
  /^[ \t]*(?:PS [^\n>]{0,200}>|[\w.@~:\/-]{0,80}[$%>]|[\w.@~:\/-]{0,80}#(?=[ \t]+[a-z]))[ \t]+(\S[^\n]{0,400})$/;
// The names a command line holds: words between flags, quotes, paths and JSON paths.
const NAME_SPLIT = /[\s'"=.{}\[\]\/:,|()$]+/;

/** The line after the one ending at `e`: [start, end). */
function nextLine(text: string, e: number): [number, number] {
  const s = e + 1;
  return [s, (text.indexOf("\n", s) + 1 || text.length + 1) - 1];
}

// A cheap first test on a name before namedValue reads the value: the word every credential name
// (strong or weak) holds.
const CREDENTIAL_WORD = /pass|pw|secret|token|key|pat|cred|auth|psk|sess|cookie|seed/i;

function secretSpan(start: number, value: string, rule: string): Span {
  return { start, end: start + value.length, rule, category: "secret" };
}

/** A printed credential mixes three of lower, upper, digits and symbols, and is no path or file
 * (the cheap tests first: the placeholder tests run only on a candidate). */
function printedSecret(v: string): boolean {
  if (/^[$<({%@\/~-]|:\/\/|\.\w{2,4}$/.test(v)) return false;
  const classes = Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) +
    Number(/[^A-Za-z0-9]/.test(v));
  // Round 34: or two classes of random material (hex, a base32 seed) under the command's name.
  if (classes < 3 && !randomMaterial(v, 16)) return false;
  // A password hash (`user:$2y$10$…`: the password-hash rule judges it by crypt_formats.ts), or
  // a resource path of lower-case words (`secret/token-7`, `pods/api-0`).
  if (hasCryptMark(v) || /^[a-z0-9._-]+(?:\/[a-z0-9._-]+)+$/.test(v)) return false;
  return !isTemplateOrMask(v) && !looksFake(v);
}

// Round 15: a `# comment` between two rows of one table (a reconciliation report's
// `TX…;880.03;EUR;MATCHED;…`) is no root prompt: the line after it is the next row, not output.
function betweenRows(text: string, s: number, out: string): boolean {
  const before = text.slice(text.lastIndexOf("\n", s - 2) + 1, Math.max(0, s - 1));
  return [";", ",", "|", "\t"].some((d) => {
    const n = out.split(d).length - 1;
    return n >= 2 && before.split(d).length - 1 === n;
  });
}

// Cost round 13: a line followed by a lone token, the only lines commandOutput can report; over
// the whole text (its words are everywhere in prose) one search finds them instead of a slice and
// a test per line. Each match is the line break ending the prompt line.
const BEFORE_LONE_TOKEN = /\n(?=[ \t]*\S{8,256}[ \t]*\r?(?:\n|$))/g;

/** hitLines(text, null, visit) for only the lines followed by a lone token, in order. */
function linesBeforeLoneTokens(text: string, _: unknown, visit: (s: number, e: number) => void) {
  for (const m of text.matchAll(BEFORE_LONE_TOKEN)) {
    const e = m.index;
    visit(e === 0 ? 0 : text.lastIndexOf("\n", e - 1) + 1, e);
  }
}

const SELF_NAMED = /^[A-Za-z_][\w.-]{1,80}=[^=]/;

function commandOutput(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  (at === null ? linesBeforeLoneTokens : hitLines)(text, at, (s, e) => {
    if (e >= text.length) return;
    // The output line first (cheapest), then the prompt, then the value's tests, then the names.
    const [ns, ne] = nextLine(text, e);
    const out = /^[ \t]*(\S{8,256})[ \t]*\r?$/.exec(text.slice(ns, ne));
    // Round 38: a `NAME=value` line names itself (an .env line under a `# comment` that reads
    // as a root prompt); the keyed rules judge it by its own name, not the line above.
    if (out === null || SELF_NAMED.test(out[1])) return;
    const m = PROMPT.exec(text.slice(s, e));
    if (m === null || !printedSecret(out[1]) || betweenRows(text, s, out[1])) return;
    if (!m[1].split(NAME_SPLIT).some((w) => w.length >= 3 && isSensitiveKey(w))) return;
    spans.push(secretSpan(ns + out[0].indexOf(out[1]), out[1], "command-output-secret"));
  });
  return spans;
}

// Round 20: an agent's or CI's trace of a tool call writes the command and its output as fields
// (`command: bw get password X` … `stdout: <v>`, with `exit_code:` between): the same reading as
// a prompt and its output line, the command up to three lines above the output field.
const TRACE_OUTPUT = /^[ \t]*(?:stdout|output)[ \t]*:[ \t]*(\S{8,256})[ \t]*\r?$/i;
const TRACE_COMMAND = /^[ \t]*(?:command|cmd)[ \t]*:[ \t]+(\S[^\n]{0,400})$/i;

function traceOutput(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const out = TRACE_OUTPUT.exec(text.slice(s, e));
    // A field may hold a message (`Not-found-error`): words are no printed secret here.
    if (out === null || !printedSecret(out[1]) || wordish(out[1])) return;
    let ls = s;
    for (let k = 0; k < 3 && ls > 0; k++) {
      ls = text.lastIndexOf("\n", ls - 2) + 1;
      const cmd = TRACE_COMMAND.exec(text.slice(ls, text.indexOf("\n", ls)));
      if (cmd === null) continue;
      if (!cmd[1].split(NAME_SPLIT).some((w) => w.length >= 3 && isSensitiveKey(w))) return;
      spans.push(secretSpan(s + out[0].indexOf(out[1]), out[1], "command-output-secret"));
      return;
    }
  });
  return spans;
}

// `kubectl describe configmap|secret`: the key, a line of dashes, then the value's first line.
const DESCRIBE_KEY = /^([\w.-]{1,128}):[ \t]*\r?$/;

function describeBlock(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  // Each hit is the line break before a line of dashes.
  for (const p of at ?? []) {
    const key = DESCRIBE_KEY.exec(text.slice(text.lastIndexOf("\n", p - 1) + 1, p));
    const [ds, de] = nextLine(text, p);
    if (key === null || !/^-{3,}[ \t]*\r?$/.test(text.slice(ds, de)) || de >= text.length) continue;
    const [vs, ve] = nextLine(text, de);
    const v = /^[ \t]*(\S(?:[^\n]{0,1022}\S)?)[ \t]*\r?$/.exec(text.slice(vs, ve));
    if (v === null || !CREDENTIAL_WORD.test(key[1]) || !namedValue(key[1], v[1])) continue;
    spans.push(secretSpan(vs + v[0].indexOf(v[1]), v[1], "command-output-secret"));
  }
  return spans;
}

// `SET key value` (with `EX n` after, or `SETEX key ttl value`), `HSET key field value`,
// `etcdctl put key value`, `consul kv put key value`; quoted as MONITOR prints it or bare.
const STORE_WRITE =
  /(?:"?\b(?:SET|SETNX|GETSET|SETEX|PSETEX|HSET|HSETNX|HMSET)\b"?|\betcdctl(?:[ \t]+--?[\w-]+(?:[= ]\S+)?)*[ \t]+put|\bconsul[ \t]+kv[ \t]+put)[ \t]+("?)([^\s"]{1,256})\1(?:[ \t]+("?)([^\s"]{1,256})\3)?[ \t]+(["']?)([^\s"']{4,4096})\5/dgi;

/** The credential name of a store key: its last segment (`cfg:infura_api_key`, `/app/db/password`). */
function keyName(key: string): string {
  return key.split(/[:\/]/).filter((s) => s.length > 0).pop() ?? key;
}

function storeWrite(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    if (!CREDENTIAL_WORD.test(line)) return;
    for (const m of line.matchAll(STORE_WRITE)) {
      const hash = /hm?set/i.test(m[0].slice(0, 8));
      const ttl = m[4] !== undefined && /^\d+$/.test(m[4]);
      // HSET's second token is the field (the name); SETEX's is the TTL; else it is the value.
      const [name, g] = m[4] === undefined || ttl ? [m[2], 6] : hash ? [m[4], 6] : [m[2], 4];
      const k = keyName(name);
      if (!CREDENTIAL_WORD.test(k) || !namedValue(k, m[g])) continue;
      spans.push(secretSpan(s + m.indices![g]![0], m[g], "store-write-secret"));
    }
  });
  return spans;
}

// Round 13: a registry value as `reg query` prints it (`DefaultPassword    REG_SZ    <value>`,
// pasted as `DefaultPassword: REG_SZ …`): the type word stands between the name and the value.
const REG_VALUE =
  /\b([A-Za-z][\w.-]{1,60}):?[ \t]+REG_(?:SZ|EXPAND_SZ)[ \t]+(\S[^\n]{0,200}?)[ \t]*$/gm;

function registryValues(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(REG_VALUE)) {
    if (!isSensitiveKey(m[1]) || isTemplateOrMask(m[2]) || looksFake(m[2])) continue;
    const start = m.index + m[0].trimEnd().length - m[2].length;
    spans.push({
      start,
      end: start + m[2].length,
      rule: "command-output-secret",
      category: "secret",
    });
  }
  return spans;
}

export const CLI_OUTPUT_RULES: TextRule[] = [
  { id: "command-output-secret", category: "secret", keywords: ["reg_sz"], find: registryValues },
  {
    id: "command-output-secret",
    category: "secret",
    // The credential words of the command line.
    keywords: ["pass", "psk", "secret", "token", "key", "cred"],
    find: commandOutput,
  },
  { id: "command-output-secret", category: "secret", keywords: ["\n---"], find: describeBlock },
  {
    id: "command-output-secret",
    category: "secret",
    keywords: ["stdout", "output"],
    find: traceOutput,
  },
  {
    id: "store-write-secret",
    category: "secret",
    keywords: ['"set"', '"hset"', '"setex"', "> set ", "> hset ", "redis-cli", "etcdctl", "kv put"],
    find: storeWrite,
  },
];
