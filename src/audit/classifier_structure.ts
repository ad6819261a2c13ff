// Where a sentence sits, as features of the trained classifier (classifier round 26): whether it
// opens with a data-field label ("memo:", "\"description\": \""), a role or turn marker
// ("assistant:", "<|im_start|>"), and an AI addressee label at its head or right after the field
// label, read by the rules' own addressee label (role_nouns.ts LABEL). The cleaned piece has lost
// its colons and quotes, and a label shifts the addressee past the "first two words" feature.
import { mix } from "./classifier_hash.ts";
import { LABEL } from "./role_nouns.ts";

/** Structure flags of a piece (OR-ed; the combination with the piece's classes is a feature). */
export const S = { field: 1, role: 2, addrHead: 4, addrField: 8, turn: 16, carried: 32 } as const;

/**
 * Whether pieces carry structure features: on, as the shipped weights were trained (round 26);
 * training scripts switch it (TrainOptions.structure) to compare.
 */
export const STRUCTURE = { on: true, turns: false, carry: false };

// Bullets, quotes and brackets a record or a chat line opens with.
const LEAD = /[\s"'“”«»{[(<>,*#|•·-]*/y;
const ROLE =
  /(?:<\|?im_start\|?>\s*|\[\/?inst\]|<\|?(?:system|user|assistant)\|?>|(?:system|user|assistant|human|developer|tool|bot|model|ai)\s*[:：])/iy;
// Classifier round 27 (STRUCTURE.turns): role words beyond English, and a role word alone on its
// line ("### SYSTEM"), for chat exports and fake turns written in other languages.
const ROLE_WIDE = new RegExp(
  "(?:system|user|assistant|human|developer|tool|bot|model|ai|sistema|syst[eè]me|syst[eé]m|" +
    "systemet|rendszer|järjestelmä|σύστημα|система|系统|系統|システム|시스템|sistem|usuario|" +
    "utilisateur|benutzer|nutzer|utente|utilizador|gebruiker|użytkownik|uživatel|kullanıcı|" +
    "pengguna|felhasználó|пользователь|користувач|用户|用戶|ユーザー|사용자|asistente|assistente|" +
    "assistent|asystent|asistent|ассистент|помощник|助手|アシスタント|어시스턴트|asisten|avustaja|" +
    "ki|ia|ии)(?:\\s*[:：]|[ \\t]*\\n)",
  "iuy",
);
// A transcript or log turn's time ("[00:07] Owner:", "10:03 guest_88:"), skipped before the label.
const TIME =
  /(?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?[\])]?[\s\]),-]*/iy;
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
  let p = at(LEAD, head, 0);
  let flags = 0;
  if (STRUCTURE.turns) {
    const t = at(TIME, head, p);
    if (t > p) [flags, p] = [S.turn, at(LEAD, head, t)];
    if (at(ROLE_WIDE, head, p) >= 0) flags |= S.role;
  }
  // LEAD always matches (maybe empty): p is 0 when nothing leads, and ROLE needs one test.
  if (at(ROLE, head, 0) >= 0 || (p !== 0 && at(ROLE, head, p) >= 0)) flags |= S.role;
  if (addressee(head, p)) return flags | S.addrHead;
  const q = at(FIELD, head, p);
  if (q < 0) return flags;
  flags |= S.field;
  const r = at(LEAD, head, q);
  return addressee(head, r) ? flags | S.addrField : flags;
}

// A field label alone on its line ("Message from the owner (portal):"); its value is the next piece.
const LABEL_LINE = /[\p{L}_][\p{L}\p{N}_ .,\/()'-]{0,48}["']?\s*[:：]\s*$/uy;

/** Whether a raw piece is only a field label (round 27, STRUCTURE.carry). */
export function labelOnly(raw: string): boolean {
  if (raw.length > 80) return false;
  return at(LABEL_LINE, raw, at(LEAD, raw, 0)) >= 0;
}

/**
 * A raw piece's structure flags when the model reads them (STRUCTURE.on), else 0; with
 * STRUCTURE.carry also whether the piece before it (`prev`) was a field label alone.
 */
export function shape(raw: string, prev?: string): number {
  if (!STRUCTURE.on) return 0;
  const f = structureFlags(raw);
  return STRUCTURE.carry && prev !== undefined && labelOnly(prev) ? f | S.carried : f;
}

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
