// Where a sentence sits, as features of the trained classifier (classifier round 26): whether it
// opens with a data-field label ("memo:", "\"description\": \""), a role or turn marker
// ("assistant:", "<|im_start|>"), and an AI addressee label at its head or right after the field
// label, read by the rules' own addressee label (role_nouns.ts LABEL). The cleaned piece has lost
// its colons and quotes, and a label shifts the addressee past the "first two words" feature.
import { mix } from "./classifier_hash.ts";
import { LABEL } from "./role_nouns.ts";

/** Structure flags of a piece (OR-ed; the combination with the piece's classes is a feature). */
export const S = { field: 1, role: 2, addrHead: 4, addrField: 8 } as const;

/**
 * Whether pieces carry structure features: on, as the shipped weights were trained (round 26);
 * training scripts switch it (TrainOptions.structure) to compare.
 */
export const STRUCTURE = { on: true };

// Bullets, quotes and brackets a record or a chat line opens with.
const LEAD = /[\s"'“”«»{[(<>,*#|•·-]*/y;
const ROLE =
  /(?:<\|?im_start\|?>\s*|\[\/?inst\]|<\|?(?:system|user|assistant)\|?>|(?:system|user|assistant|human|developer|tool|bot|model|ai)\s*[:：])/iy;
// A short key (no sentence inside it) and its separator; "http://" is not a label.
const FIELD = /[\p{L}_][\p{L}\p{N}_ .\/-]{0,30}?["']?\s*[:=：](?!\/\/)\s*["'“«]?\s*/uy;
// The rules' addressee label, read at one position only.
const ADDR = new RegExp(LABEL.source, "iuy");

// A modifier word before the noun ("KI-Assistent,", "AI assistant:", "Fleet bot:").
const WORD = /[\p{L}\p{N}]{1,20}[\s-]+/uy;

/** Whether the addressee label opens at `i` or after one or two modifier words. */
function addressee(text: string, i: number): boolean {
  for (let k = 0, j = i; k < 3 && j >= 0; k++, j = at(WORD, text, j)) {
    if (at(ADDR, text, j) >= 0) return true;
  }
  return false;
}

function at(re: RegExp, text: string, i: number): number {
  re.lastIndex = i;
  return re.test(text) ? re.lastIndex : -1;
}

/** Structure flags of one raw piece (the normalised text before cleaning); 0 for none. */
export function structureFlags(raw: string): number {
  const head = raw.length > 200 ? raw.slice(0, 200) : raw;
  const p = at(LEAD, head, 0);
  let flags = 0;
  if (at(ROLE, head, 0) >= 0 || at(ROLE, head, p) >= 0) flags |= S.role;
  if (addressee(head, p)) return flags | S.addrHead;
  const q = at(FIELD, head, p);
  if (q < 0) return flags;
  flags |= S.field;
  const r = at(LEAD, head, q);
  return addressee(head, r) ? flags | S.addrField : flags;
}

/** A raw piece's structure flags when the model reads them (STRUCTURE.on), else 0. */
export const shape = (raw: string): number => STRUCTURE.on ? structureFlags(raw) : 0;

const SEED_STRUCT = 0x2f6a9d13;
const SEED_STRUCT_CLS = 0x58e1c7b5;
/** Repeats, as for the addressee feature: one feature among hundreds of n-grams weighs little. */
const REPEAT = 4;
export const STRUCTURE_ROOM = 2 * REPEAT;

/**
 * Appends the flags' feature and the flags joined with which of the piece's order classes are
 * present (`orders`: a small bit set of act / override / send / secret) to `out` from `n`.
 */
export function structureFeatures(
  out: Uint32Array,
  n: number,
  flags: number,
  orders: number,
  mask: number,
): number {
  if (flags === 0) return n;
  const f = (mix(SEED_STRUCT, flags) >>> 0) & mask;
  const g = (mix(mix(SEED_STRUCT_CLS, flags), orders) >>> 0) & mask;
  for (let k = 0; k < REPEAT; k++) out[n++] = f;
  for (let k = 0; k < REPEAT; k++) out[n++] = g;
  return n;
}
