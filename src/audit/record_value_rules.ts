// Redaction round 62 (issue 13): a YAML record that keeps a stored value in its `value:` member
// and says what it is only by the record's name: its key (`warehouse_wms_supervisor_password:`)
// or a `name:` member in words (`- name: SMTP relay`). system_value_rules.ts leaves `value:` lines
// to the record rules, which read a Kubernetes-style `name:` that is itself a key (`UI_PREFS`,
// `DB_PASSWORD`); a system's name in words, or a credential key the record hangs under, reaches
// neither. Here the value's own shape decides (a generated or policy-marked password, a memorable
// one), and a record named as an id, a public or sample value, a digest or a version is left
// alone. Tuning sets: v46, v49.
import { ASSIGNMENT_RULE } from "./assignment_rule.ts";
import { generatedValue, ID_LABEL } from "./system_value_rules.ts";
import { memorable } from "./for_system_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The member line: indent, an optional list dash, `value:`, the value (quoted or not), the end.
const VALUE_LINE = /^([ \t]*)(- )?value:[ \t]*(["']?)([^\s"']{8,64})\3[ \t]*\r?$/;
// A line above: its indent, an optional dash, a key and what follows its colon.
const MEMBER = /^([ \t]*)(- )?([A-Za-z_][\w.-]{0,80}):[ \t]*(.*)$/;
// Names of public, id or descriptive values the record may carry, beside ID_LABEL's id kinds.
const NOT_SECRET_NAME =
  /public|publishable|site[_ -]?key|idempoten|sha\d|md5|checksum|etag|version|build|commit|_?ids?$/i;
const CREDENTIAL_KEY =
  /pass(?:word|wd|phrase|code)?|secret|token|psk|shared[_-]?key|credential|api[_-]?key/i;
const MAX_UP = 8;

/** The lines above the one starting at `from`, nearest first, at most MAX_UP of them. */
function* linesAbove(text: string, from: number): Generator<string> {
  let end = from - 1;
  for (let n = 0; n < MAX_UP && end > 0; n++) {
    const s = text.lastIndexOf("\n", end - 1) + 1;
    yield text.slice(s, end);
    end = s - 1;
  }
}

/** The record's names in words (its `name:`-like members) and the credential's key it hangs
 * under, if any (file comment): one walk up the lines above. */
function recordWalk(text: string, from: number, indent: number): { named: string[]; key?: string } {
  const named: string[] = [];
  for (const line of linesAbove(text, from)) {
    const m = MEMBER.exec(line);
    if (!m) break;
    const at = m[1].length + (m[2] ? 2 : 0);
    if (at === indent) {
      // A name in words (`SMTP relay`); an identifier (`UI_PREFS`) is a setting's name, which
      // the record rules judge as a key.
      const isName = /^(?:name|label|system|description|title)$/i.test(m[3]);
      if (isName && /\p{L}{2}\S*\s+\S/u.test(m[4].trim())) named.push(m[4]);
      if (m[2]) break; // the list item's first member: the record starts here
    } else if (at < indent) {
      // The key the record hangs under (`<name>:` with nothing after it), when it names a
      // credential (`…_password:`, `…_pre_shared_key:`); a bare system's key says too little.
      if (m[4].trim() === "" && CREDENTIAL_KEY.test(m[3])) return { named, key: m[3] };
      break;
    }
  }
  return { named };
}

/** The generated or memorable value's record is named, and named as no id, digest or public
 * value. */
function namedRecord(text: string, from: number, indent: number): boolean {
  const { named, key } = recordWalk(text, from, indent);
  const names = key === undefined ? named : [...named, key];
  if (!names.some((n) => /\p{L}{2}/u.test(n))) return false;
  return !names.some((n) => ID_LABEL.test(n.replaceAll("_", " ")) || NOT_SECRET_NAME.test(n));
}

/** Round 68: a record under a credential's key holds that credential in `value:`, judged as
 * the key's own line (`<key>: "<value>"`) is by the assignment rule, whatever its shape. */
function keyedValue(text: string, from: number, indent: number, v: string): boolean {
  const { key } = recordWalk(text, from, indent);
  if (!key || ID_LABEL.test(key.replaceAll(/[_-]/g, " ")) || NOT_SECRET_NAME.test(key)) {
    return false;
  }
  const line = `${key}: "${v}"`;
  return ASSIGNMENT_RULE.find(line, null).some((sp) => line.slice(sp.start, sp.end) === v);
}

function findRecordValues(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  let done = -1;
  for (const p of at ?? [...text.matchAll(/value:/g)].map((m) => m.index)) {
    const s = text.lastIndexOf("\n", p - 1) + 1;
    if (s <= done) continue;
    done = s;
    const nl = text.indexOf("\n", p);
    const line = text.slice(s, nl < 0 ? text.length : nl);
    const m = VALUE_LINE.exec(line);
    if (!m) continue;
    const v = m[4];
    if (looksFake(v) || isTemplateOrMask(v)) continue;
    const indent = m[1].length + (m[2] ? 2 : 0);
    // Round 68: a value of no generated or memorable shape counts under a credential's key.
    const shaped = generatedValue(v) || memorable(v);
    if (shaped ? !namedRecord(text, s, indent) : !keyedValue(text, s, indent, v)) continue;
    const start = s + line.lastIndexOf(v);
    spans.push({ start, end: start + v.length, rule: "record-value", category: "secret" });
  }
  return spans;
}

export const RECORD_VALUE_RULES: TextRule[] = [{
  id: "record-value",
  category: "secret",
  keywords: ["value:"],
  find: findRecordValues,
}];
