// Redaction round 27: the value test of the clause reader (clause_reach_rules.ts), stricter the
// farther a value sits from its credential noun and when no link mark precedes it.
import { credentialShaped, randomMaterial } from "./credential_shape.ts";
import { slotValue } from "./credential_slot_rules.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { generated } from "./linked_slot_rules.ts";
import { cisco7Plain } from "./cisco_type7.ts";
import type { Span } from "./rule_kit.ts";
import { perScan } from "./value_memo.ts";

// An identifier: a short one-case prefix and digit groups (`MAT-2026-54301`, `order-5250636812`),
// or an algorithm's name of capitals and numbers (`AES-256-GCM`).
const IDENTIFIER =
  /^(?:[A-Z]{1,8}|[a-z]{1,8})(?:[-_\/#.][A-Za-z]{0,3}\d+)+$|^[A-Z]{2,}(?:-(?:[A-Z]+|\d+))+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function classes(v: string): number {
  return Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) +
    Number(/[^A-Za-z0-9]/.test(v));
}

/** A pronounceable run of letters: a vowel, and no four consonants in a row. */
function wordlike(run: string): boolean {
  return /[aeiouy]/i.test(run) && !/[^aeiouy]{4}/i.test(run);
}

/** A name built of words (`Uint8Array`, `layer7-protocol`, `XSalsa20-Poly1305`): half its length. */
function wordName(v: string): boolean {
  const runs = v.match(/[A-Z]*[a-z]+|[A-Z]+/g) ?? [];
  const words = runs.filter((r) => r.length >= 3 && wordlike(r));
  if (runs.some((r) => r.length >= 3 && !wordlike(r))) return false;
  return words.reduce((n, r) => n + r.length, 0) * 2 >= v.length;
}

/**
 * The value test: a slot's value with a digit (or generated letters) when linked or adjacent;
 * random material or three classes when distant and unlinked. Never a name built of words, an
 * identifier, code (a `;` or `,` inside) or a mask.
 */
export function reachValue(v: string, linked: boolean, words: number): boolean {
  const kind = valueKind(v);
  return kind === ALWAYS || (kind === IF_LINKED && linked) ||
    (kind === IF_NEAR && (linked || words === 0));
}

// What the value alone decides (cost round 28): the link and distance are asked only after.
const NEVER = 0;
const ALWAYS = 1;
const IF_LINKED = 2;
const IF_NEAR = 3;

const valueKind = perScan(kindOf);

function kindOf(v: string): number {
  if (v.length < 10 || v.length > 200 || IDENTIFIER.test(v)) return NEVER;
  if (/[|<>{}\x60;,]/.test(v) || wordName(v)) return NEVER;
  // A Cisco type 7 string: decoding is its checksum (random hex passes about once in 3,000).
  if (cisco7Plain(v) !== null) return ALWAYS;
  // Without a digit: generated letters after an optional vendor prefix (`gh_live_…`), or typed
  // with marks beyond a dash (`i@kOAE-QF+mpEZ…`).
  if (!/\d/.test(v)) {
    if (isTemplateOrMask(v) || looksFake(v)) return NEVER;
    return generated(v.replace(/^[a-z]{2,8}_(?:[a-z]{2,8}_)?/, "")) ||
        /[^\w-]/.test(v) && slotValue(v)
      ? ALWAYS
      : NEVER;
  }
  if (!slotValue(v)) return NEVER;
  // A UUID with no link names an object as often as a secret ("the token <uuid> was revoked").
  if (UUID.test(v)) return IF_LINKED;
  // Linked or adjacent, a slot's value; distant and unlinked, random material or three classes.
  return randomMaterial(v, 12) || credentialShaped(v, true) || classes(v) >= 3 ? ALWAYS : IF_NEAR;
}

// Round 42: recovery and backup codes come as a run of equal groups ("d288b-c091c 5891e-c33bc
// dac54-596fc"): the value found is the first, the rest of the run goes with it.
const GROUP = /^[A-Za-z0-9]{3,6}-[A-Za-z0-9]{3,6}$/;

/** `span` grown over the blank-separated codes of its own shape that follow it. */
export function groupRun(text: string, span: Span): Span {
  const first = text.slice(span.start, span.end);
  if (!GROUP.test(first)) return span;
  const shape = (v: string) => v.replace(/[a-z]/gi, "a").replace(/\d/g, "a");
  let end = span.end;
  for (const m of text.slice(end, end + 200).matchAll(/ ([A-Za-z0-9-]+)/gy)) {
    if (shape(m[1]) !== shape(first) || !/\d/.test(m[1])) break;
    end += m[0].length;
  }
  return { ...span, end };
}
