// Deep-copies a JSON value with credentials and payment data replaced by `[REDACTED:<rule>]` markers.
import { rememberClean } from "./clean_strings.ts";
import { memberKind, pairedItem } from "./keyed_values.ts";
import { pairIsSensitive } from "./key_pairs.ts";
import { isCardNumber } from "./pii.ts";
import { looksLikeJson } from "./json_text.ts";
import { isIdKey, specificOnly } from "./id_keys.ts";
import { keyedHidesNothing } from "./keyed_kept.ts";
import { byteListText } from "./keyed_context.ts";
import { childPointer } from "./pointer.ts";
import { planOf } from "./redact_plan.ts";
import { keepRedactedJson, keepRedactedPhraseHits, MIN_SHARED } from "./shared_pass.ts";
import { applySpans, findSecretSpans, marker, type Span } from "./text_scan.ts";
import { walkSpans } from "./redact_spans.ts";
import { spansThroughInvisible, visibleText } from "./visible_spans.ts";
import { redactRowRepeats } from "./row_values.ts";
import { noteSecret } from "./same_value.ts";
import type { Redaction } from "./types.ts";
import { columnListTable, sensitiveCell, type Table } from "./table_rows.ts";
import { rowTable } from "./pair_rows.ts";
import { withinScan } from "./value_memo.ts";
import { withTextMemo } from "./text_memo.ts";
import { newWalk, type Walk } from "./redact_walk.ts";

export type { Redaction } from "./types.ts";

type Obj = Record<string, unknown>;

/** Deeper subtrees are serialised and redacted as text, so hostile nesting cannot exhaust the stack. */
const MAX_DEPTH = 200;

export interface RedactOptions {
  /** Also redact e-mail addresses and phone numbers (account setting, default off). */
  contactDetails?: boolean;
}

/** Redacts recognised secrets inside free text (error messages, log lines, injection excerpts). */
export function redactText(text: string, options: RedactOptions = {}): string {
  if (looksLikeJson(text)) return String(redactValue(text, "", options).value);
  const contacts = options.contactDetails === true;
  const spans = spansThroughInvisible(text, (t) => findSecretSpans(t, undefined, contacts));
  return spans.length ? applySpans(text, spans) : text;
}

/** The stored copy of a gate error: its message (which may quote the upstream) redacted. */
export function redactError<E extends { message: string }>(
  error: E | null,
  options?: RedactOptions,
) {
  return error === null ? null : { ...error, message: redactText(error.message, options) };
}

/**
 * JSON held in a string is redacted as parsed JSON, value by value, so a rule can never swallow
 * a neighbouring key; it is re-serialised (same indentation) only when something changed.
 */
function redactJsonText(s: string, path: string, depth: number, w: Walk): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(s);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const inner = newWalk(undefined, w.contacts, w.memo);
  const copy = walk(parsed, "", false, depth + 1, inner);
  if (inner.out.length === 0) return s;
  for (const r of inner.out) w.out.push({ ...r, path });
  const indent = /^[{\[]\r?\n([ \t]+)/.exec(s.trim())?.[1] ?? (s.includes("\n") ? 2 : undefined);
  return JSON.stringify(copy, null, indent);
}

/** A provider rule (`secretAccessKey=…`) names a keyed value; "noun, then value" rules do not. */
function namedByKey(path: string, value: string) {
  const key = path.slice(path.lastIndexOf("/") + 1).replaceAll("~1", "/").replaceAll("~0", "~");
  if (key.length === 0 || key.length > 100) return undefined;
  return findSecretSpans(`${key}=${value}`).find((s) =>
    s.start > key.length && s.rule !== "sensitive-assignment" && s.rule !== "foreign-link"
  );
}

function redactString(s: string, path: string, keyed: boolean, w: Walk, depth = 0): string {
  // A sensitive key holding JSON (`SecretString`, a queue `Body`) is judged by its own members;
  // a byte list (`"[139, 189, …]"`) has none but the key itself.
  if (looksLikeJson(s) && depth < MAX_DEPTH && !(keyed && byteListText(s))) {
    const structured = redactJsonText(s, path, depth, w);
    if (structured !== undefined) return structured;
  }
  if (!keyed && !w.idKey && s.length >= MEMO_MIN && s.length < MIN_SHARED) {
    return redactShort(s, path, w);
  }
  const spans = w.idKey
    ? specificOnly(walkSpans(s, w.plan, w.contacts))
    : walkSpans(s, w.plan, w.contacts);
  // Under a sensitive key the whole value goes; a specific rule found inside names the redaction.
  const visible = keyed ? visibleText(s) : s;
  if (keyed && !keyedHidesNothing(visible)) {
    const named = specificOnly(spans)[0] ?? namedByKey(path, s);
    const rule = named?.rule ?? "sensitive-key";
    w.out.push({ path, rule, category: named?.category ?? "key-name" });
    noteSecret(w.secrets, visible, "secret");
    return marker(rule);
  }
  noteSpans(s, spans, path, w);
  if (spans.length === 0) return s;
  const out = applySpans(s, spans);
  if (s.length >= MIN_SHARED) keepRedactedPhraseHits(s, out, spans);
  return out;
}

const MEMO_MIN = 16;

/** A short free-text string: its spans depend on its content only, so a repeat reuses them. */
function redactShort(s: string, path: string, w: Walk): string {
  let done = w.memo.get(s);
  if (done === undefined) {
    const found = spansThroughInvisible(
      s,
      (t, v) => findSecretSpans(t, v ? undefined : w.plan, w.contacts),
    );
    done = { out: found.length ? applySpans(s, found) : s, found };
    w.memo.set(s, done);
  }
  noteSpans(s, done.found, path, w);
  return done.out;
}

function noteSpans(s: string, spans: Span[], path: string, w: Walk) {
  for (const span of spans) {
    w.out.push({ path, rule: span.rule, category: span.category });
    noteSecret(w.secrets, visibleText(s.slice(span.start, span.end)), span.category);
  }
}

function redactNumber(n: number, path: string, keyed: boolean, w: Walk): number | string {
  if (keyed && Number.isFinite(n)) {
    w.out.push({ path, rule: "sensitive-key", category: "key-name" });
    return marker("sensitive-key");
  }
  // Card numbers sent as JSON numbers (up to 16 digits survive as safe integers).
  if (Number.isSafeInteger(n) && n >= 1e12 && isCardNumber(String(n))) {
    w.out.push({ path, rule: "credit-card", category: "pii" });
    return marker("credit-card");
  }
  return n;
}

// `inherited`: the object sits in an array under a sensitive key (see pairIsSensitive).
function redactObject(obj: Obj, path: string, depth: number, w: Walk, inherited: boolean) {
  const copy: Record<string, unknown> = {};
  const pair = pairIsSensitive(obj, inherited);
  for (const key of Object.keys(obj)) {
    const child = obj[key];
    // A key name split by an invisible character (`pass\u200Bword`) is judged as it reads.
    const kind = memberKind(obj, visibleText(key), child, pair, path);
    const keyed = kind === "keyed";
    w.idKey = kind === "public" || (!keyed && typeof child === "string" && isIdKey(key));
    const table = Array.isArray(child) ? columnListTable(obj, key) : undefined;
    const redacted = table
      ? walkArray(child as unknown[], childPointer(path, key), keyed, depth + 1, w, table)
      : walk(child, childPointer(path, key), keyed, depth + 1, w);
    w.idKey = false;
    // A JSON "__proto__" member must stay a plain own property, not become the copy's prototype.
    if (key === "__proto__") {
      Object.defineProperty(copy, key, {
        value: redacted,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else copy[key] = redacted;
  }
  return copy;
}

function tooDeep(v: unknown, path: string, w: Walk): unknown {
  w.faithful = false;
  let text: string;
  try {
    text = JSON.stringify(v) ?? "null";
  } catch {
    w.out.push({ path, rule: "unserializable", category: "secret" });
    return marker("unserializable");
  }
  return redactString(text, path, false, w, MAX_DEPTH);
}

// `keyed`: the value sits under a sensitive key (inherited through arrays, not through objects).
function walk(v: unknown, path: string, keyed: boolean, depth: number, w: Walk): unknown {
  if (typeof v === "string") {
    const out = redactString(v, path, keyed, w, depth);
    rememberClean(out);
    return out;
  }
  if (typeof v === "number") return redactNumber(v, path, keyed, w);
  if (typeof v !== "object" || v === null) return v; // booleans and null carry no secret
  if (depth > MAX_DEPTH) return tooDeep(v, path, w);
  const withJson = v as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === "function") {
    w.faithful = false;
    return walk(withJson.toJSON(), path, keyed, depth, w);
  }
  if (Array.isArray(v)) return walkArray(v, path, keyed, depth, w, rowTable(v));
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) w.faithful = false; // e.g. a boxed String
  return redactObject(v as Record<string, unknown>, path, depth, w, keyed);
}

/** An array; `table`: it holds rows whose columns a header names (table_rows.ts). */
function walkArray(v: unknown[], path: string, keyed: boolean, depth: number, w: Walk, t?: Table) {
  return v.map((item, i) => {
    const at = childPointer(path, i);
    if (t === undefined || i < t.from || !Array.isArray(item)) {
      return walk(item, at, keyed || pairedItem(v, i), depth + 1, w);
    }
    return item.map((cell, j) =>
      walk(cell, childPointer(at, j), keyed || sensitiveCell(t, j, cell, item), depth + 2, w)
    );
  });
}

/**
 * Returns a redacted deep copy of `value` (the input is never mutated) and one entry per redacted
 * value, addressed by JSON Pointer under `basePath` (e.g. "/arguments"). Values under sensitive key
 * names are replaced whole when they are non-empty strings or numbers; empty strings, booleans and
 * null are kept (they carry no secret); objects and arrays under such keys are walked, and the
 * primitive items of such arrays count as sensitive too.
 */
export function redactValue(
  value: unknown,
  basePath: string,
  options: RedactOptions = {},
): { value: unknown; redacted: Redaction[] } {
  // The value's strings share one scan's per-value judgements (value_memo.ts): rows repeat.
  // Its per-text caches last for this audit only (text_memo.ts): no audited text outlives it.
  return withinScan(() =>
    withTextMemo(() => {
      const planned = planOf(value);
      const w = newWalk(planned?.plan, options.contactDetails === true, new Map());
      let copy = walk(value, basePath, false, 0, w);
      if (w.secrets.size) copy = redactRowRepeats(copy, basePath, w.secrets, w.out);
      // Nothing redacted: the copy serialises as the value did, and the scan need not serialise it.
      if (planned && w.out.length === 0 && w.faithful) keepRedactedJson(copy, planned.json);
      return { value: copy, redacted: w.out };
    })
  );
}
