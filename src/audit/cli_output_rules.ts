// Redaction round 10 (issue 13): a secret printed by a tool as its output, where the name sits on
// another line or in the command: a prompt line reading one credential, then its value alone on
// the next line (`$ wp config get DB_PASSWORD`, `$ nmcli -s -g …psk connection show X`,
// `$ vault kv get -field=password …`); `kubectl describe configmap`'s `NAME:` / `----` / value
// block; and a key-value store write whose key names a credential (Redis `SET`/`HSET` as typed or
// as MONITOR logs it, `etcdctl put`, `consul kv put`).
import { isSensitiveKey } from "./key_names.ts";
import { namedValue } from "./pair_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

// A prompt (`$ `, `# `, `user@host:~$ `, `PS C:\x> `, `mysql> `), the command, then one token
// alone on the next line. A `#` prompt (root's) is also a comment: its command starts with a
// lower-case letter (`# /etc/nginx/.htpasswd (bcrypt hashes)` is a title).
const PROMPT_OUTPUT =
  /^[ \t]*(?:PS [^\n>]{0,200}>|[\w.@~:\/-]{0,80}[$%>]|[\w.@~:\/-]{0,80}#(?=[ \t]+[a-z]))[ \t]+([^\n]{1,400})\r?\n[ \t]*([^\s]{8,256})[ \t]*\r?$/dgm;
// The names a command line holds: words between flags, quotes, paths and JSON paths.
const NAME_SPLIT = /[\s'"=.{}\[\]\/:,|()$]+/;

// A password hash (`user:$2y$10$…`, `$argon2id$…`) is what a password file holds, not the password.
const CRYPT = /\$(?:2[abxy]?|1|5|6|7|y|gy|argon2(?:id|i|d)|pbkdf2[\w-]*|scrypt|sha1|md5)\$/;

/** A printed credential mixes three of lower, upper, digits and symbols, and is no path or file. */
function printedSecret(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || /^[$<({%@\/~-]|:\/\/|\.\w{2,4}$/.test(v)) return false;
  if (CRYPT.test(v)) return false;
  const classes = Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) +
    Number(/[^A-Za-z0-9]/.test(v));
  return classes >= 3;
}

function commandOutput(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(PROMPT_OUTPUT, text, at, 400, 700, (m, offset) => {
    if (!m[1].split(NAME_SPLIT).some((w) => w.length >= 3 && isSensitiveKey(w))) return;
    if (!printedSecret(m[2])) return;
    const start = offset + m.indices![2]![0];
    spans.push({
      start,
      end: start + m[2].length,
      rule: "command-output-secret",
      category: "secret",
    });
  });
  return spans;
}

// `kubectl describe configmap|secret`: the key, a line of dashes, then the value's first line.
const DESCRIBE_BLOCK =
  /^([\w.-]{1,128}):[ \t]*\r?\n-{3,}[ \t]*\r?\n[ \t]*([^\n]{4,1024}?)[ \t]*\r?$/dgm;

function describeBlock(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(DESCRIBE_BLOCK, text, at, 140, 1100, (m, offset) => {
    if (!namedValue(m[1], m[2])) return;
    const start = offset + m.indices![2]![0];
    spans.push({
      start,
      end: start + m[2].length,
      rule: "command-output-secret",
      category: "secret",
    });
  });
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
  execWindows(STORE_WRITE, text, at, 40, 600, (m, offset) => {
    const hash = /hm?set/i.test(m[0].slice(0, 8));
    const ttl = m[4] !== undefined && /^\d+$/.test(m[4]);
    // HSET's second token is the field (the name); SETEX's is the TTL; else it is the value.
    const [name, g] = m[4] === undefined
      ? [m[2], 6]
      : hash
      ? [m[4], 6]
      : ttl
      ? [m[2], 6]
      : [m[2], 4];
    const value = m[g];
    if (!namedValue(keyName(name), value)) return;
    const start = offset + m.indices![g]![0];
    spans.push({
      start,
      end: start + value.length,
      rule: "store-write-secret",
      category: "secret",
    });
  });
  return spans;
}

export const CLI_OUTPUT_RULES: TextRule[] = [
  {
    id: "command-output-secret",
    category: "secret",
    // The credential words of the command line.
    keywords: ["pass", "psk", "secret", "token", "key", "cred"],
    find: commandOutput,
  },
  { id: "command-output-secret", category: "secret", keywords: ["\n---"], find: describeBlock },
  {
    id: "store-write-secret",
    category: "secret",
    keywords: ['"set"', '"hset"', '"setex"', "> set ", "> hset ", "redis-cli", "etcdctl", "kv put"],
    find: storeWrite,
  },
];
