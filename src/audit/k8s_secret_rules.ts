// The values of a Kubernetes Secret manifest (`kind: Secret`, as `kubectl get secret -o yaml`
// prints it): every entry under `data:` is a base64-encoded secret whatever its name (`DSN`,
// `.dockerconfigjson`, `stripe`), every entry under `stringData:` the same in clear. A Sealed
// Secret is `kind: SealedSecret`, whose ciphertext stays (encrypted_values.ts).
import { PUBLIC_PREFIX } from "./literal_rules.ts";
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const KIND = /^[ \t]*kind:[ \t]*["']?Secret["']?[ \t]*$/m;
const BLOCK = /^([ \t]*)(data|stringData):[ \t]*\r?\n/gm;
const ENTRY = /^([ \t]+)([\w.-]{1,253}):[ \t]*["']?([^\s"'#][^\n"']{0,8000}?)["']?[ \t]*\r?$/;
const BASE64 = /^[A-Za-z0-9+\/]+={0,2}$/;

function decoded(v: string): string | undefined {
  if (!BASE64.test(v) || v.length % 4 !== 0) return undefined;
  try {
    return atob(v);
  } catch {
    return undefined;
  }
}

// Round 4: who and where a Secret connects to, stored beside the password (`username`, `host`,
// `database`), when the value is a plain lower-case name (`sensor-fleet`, `db.internal`).
const IDENTITY_KEY =
  /^(?:user(?:_?name)?|login|e-?mail|host(?:name)?|port|database|db(?:_?name)?|namespace|region)$/i;
const PLAIN_NAME = /^[a-z0-9][a-z0-9._@+-]{0,63}$/;
// Round 5: the account or tenant a Secret belongs to (`ACCOUNT: 1234567_SB1`, a NetSuite sandbox):
// an identifier of up to 32 characters, not mixing lower case, upper case and digits as keys do.
const ACCOUNT_KEY = /^(?:account|tenant|realm|company|org(?:anization)?)(?:_?id)?$/i;

// Round 48 (rtr9 guided): where and how the app runs, stored beside the password (`endpoint`,
// `queue`, `bucket`, `tz`): a plain name, a URL with no credentials and a path of lower-case
// words or a version, or an `Area/City` time zone.
const SETTING_KEY =
  /^(?:endpoint|url|base_?url|queue|bucket|topic|tz|time_?zone|log_?level|locale|env(?:ironment)?)$/i;
const PLAIN_URL = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/(?:[a-z]{1,24}|v\d{1,2}))*\/?$/;
const TIME_ZONE = /^[A-Z][a-z]+(?:_[A-Z][a-z]+)*\/[A-Z][a-z]+(?:_[A-Z][a-z]+)*$/;

function accountId(clear: string): boolean {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/.test(clear)) return false;
  return Number(/[a-z]/.test(clear)) + Number(/[A-Z]/.test(clear)) + Number(/\d/.test(clear)) < 3;
}

/** Worth hiding: 8+ characters with a digit, a mark or 16+ letters, and no placeholder. A
 * public object id stored beside the key (`acct_1Acme`, a Stripe account) is not a secret. */
function secretValue(clear: string, key = ""): boolean {
  if (clear.length < 8 || looksFake(clear)) return false;
  if (IDENTITY_KEY.test(key) && PLAIN_NAME.test(clear)) return false;
  if (SETTING_KEY.test(key) && [PLAIN_NAME, PLAIN_URL, TIME_ZONE].some((r) => r.test(clear))) {
    return false;
  }
  if (ACCOUNT_KEY.test(key) && accountId(clear)) return false;
  const id = /^([A-Za-z]{2,8})_[A-Za-z0-9]{4,40}$/.exec(clear);
  if (id && PUBLIC_PREFIX.test(id[1])) return false;
  return /[^A-Za-z]/.test(clear) || clear.length >= 16;
}

/** A `data` (base64) or `stringData` (clear) value of a Secret worth hiding. */
export function secretDataValue(value: string, clearText: boolean, key = ""): boolean {
  const clear = clearText ? value : decoded(value);
  return clear !== undefined && secretValue(clear, key);
}

function entriesUnder(text: string, from: number, indent: number, clearText: boolean): Span[] {
  const spans: Span[] = [];
  let at = from;
  while (at < text.length) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl;
    const m = ENTRY.exec(text.slice(at, end));
    if (m === null || m[1].replace(/\t/g, "  ").length <= indent) break;
    const value = m[3].trimEnd();
    const clear = clearText ? value : decoded(value);
    if (clear !== undefined && secretValue(clear, m[2])) {
      const start = at + m.index + m[0].indexOf(value, m[1].length + m[2].length + 1);
      spans.push({ start, end: start + value.length, rule: "k8s-secret-data", category: "secret" });
    }
    at = end + 1;
  }
  return spans;
}

// The same manifest printed as JSON (`kubectl get secret -o json` in a log): each string member
// of its `"data"` / `"stringData"` object.
const KIND_JSON = /"kind"\s*:\s*"Secret"/;
const JSON_BLOCK = /"(data|stringData)"\s*:\s*\{([^{}]{0,20000})\}/dg;
const JSON_ENTRY = /"((?:[^"\\\n]|\\.){1,253})"\s*:\s*"((?:[^"\\\n]|\\.){1,8000})"/dg;

function findJsonSecretData(text: string): Span[] {
  const spans: Span[] = [];
  JSON_BLOCK.lastIndex = 0;
  for (let m = JSON_BLOCK.exec(text); m; m = JSON_BLOCK.exec(text)) {
    const base = m.indices![2]![0];
    JSON_ENTRY.lastIndex = 0;
    for (let e = JSON_ENTRY.exec(m[2]); e; e = JSON_ENTRY.exec(m[2])) {
      const clear = m[1] === "stringData" ? e[2] : decoded(e[2]);
      if (clear === undefined || !secretValue(clear, e[1])) continue;
      const start = base + e.indices![2]![0];
      spans.push({ start, end: start + e[2].length, rule: "k8s-secret-data", category: "secret" });
    }
  }
  return spans;
}

function findSecretData(text: string): Span[] {
  if (KIND_JSON.test(text)) return findJsonSecretData(text);
  if (!KIND.test(text)) return [];
  const spans: Span[] = [];
  BLOCK.lastIndex = 0;
  for (let m = BLOCK.exec(text); m; m = BLOCK.exec(text)) {
    const indent = m[1].replace(/\t/g, "  ").length;
    spans.push(...entriesUnder(text, m.index + m[0].length, indent, m[2] === "stringData"));
  }
  return spans;
}

export const K8S_SECRET_RULES: TextRule[] = [
  {
    id: "k8s-secret-data",
    category: "secret",
    keywords: [
      "kind: secret",
      'kind: "secret"',
      "kind:secret",
      '"kind":"secret"',
      '"kind": "secret"',
    ],
    broad: true,
    find: findSecretData,
  },
];
