// Redaction round red94 (issue 13): a one-line message that sets a colleague up at a new place
// ("<System> till det nya honungsrummet: V", "the shop alarm at the new branch: V", in the sets'
// languages). Saying which system at the new place and giving one value hands over that access.
// red80's frame (system_colon_end.ts) reads random runs there; this reads the code shapes it
// leaves: both cases with a digit, capitals with digits, a lock's digits. Quoted values, links,
// addresses and leads with reference words are left. Tuning sets: v50-v66 (the frame's misses).
import { referenceWords } from "./system_colon_end.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import { LOCK } from "./lock_code_reply.ts";
import { encodedKey } from "./base64_line_key.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// red80's frame: the whole text on one line, words, a colon, blanks, one token, a stop at most.
const FRAME = /^([^\n:：]{3,160}?)\s?[:：][ \t]*([^\s:：]{8,120}?)\.?$/u;
// "New" in the sets' languages other than English, as a word of its own.
const NEW = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:neue[nmrs]?|nouvel(?:le)?|nouveau|nuev[oa]s?|nov[aoéý]|novou|` +
    String.raw`nowy[mch]*|nowej|nowa|nuov[oa]|nieuwe?|nya|nye|nyt?|ny|új|noul|nouă|νέ[οαη]|νέας|` +
    String.raw`нов\p{L}*|mới|yeni|החדש\p{L}*|الجديد\p{L}*|नई|नए)(?![\p{L}\p{N}])|新`,
  "iu",
);
// Words with capitals only at their heads and a version after (`StockManager3.2`): a product's
// name, as red83 reads it (colon_end_password.ts).
const HEADED_WORDS = /^(?:\p{Lu}?\p{Ll}+[-_.]?)+(?:\d+(?:\.\d+)*)?$/u;
const BOTH_CASES = /^(?=.*\d)(?=.*\p{Ll})(?=.*\p{Lu})\S{8,64}$/u;
const CAPITALS = /^(?:[A-Z]{2,5}-)?(?=(?:[^\d]*\d){2})(?=(?:[^A-Z]*[A-Z]){2})[A-Z0-9]{8,40}$/;
const KEYPAD = /^[*#]?\d{2,12}(?:[-# ]\d{2,8}){0,2}[*#]?$|^\d{4}-[A-Z]{4}$/;
const NOT_A_VALUE = /^["'«“„]|:\/\/|^[^@\s]+@[^@\s]+\.\w+$|\w=\w|[{}%$]\w*[{}%]/u;

// A record's number named in a compound ("Bestellnummer", "Kundennummer"), as German writes it.
const NUMBER_TAIL = /(?:nummer|number|numéro|número|numero|номер)(?![\p{L}])/iu;

function newPlaceValue(lead: string, v: string): boolean {
  if (!NEW.test(lead) || ID_LABEL.test(lead) || referenceWords(lead)) return false;
  if (NUMBER_TAIL.test(lead)) return false;
  if (NOT_A_VALUE.test(v) || looksFake(v) || isTemplateOrMask(v)) return false;
  // A standard-base64 key after a link is red73's (base64_line_key.ts), named by its rule.
  if (encodedKey(v)) return false;
  if (KEYPAD.test(v)) {
    const digits = v.replace(/\D/g, "").length;
    return LOCK.test(lead) && digits >= 4 && digits <= 12 && !/^(?:19|20)\d\d$/.test(v);
  }
  return (BOTH_CASES.test(v) && !HEADED_WORDS.test(v)) || CAPITALS.test(v);
}

function findNewPlaceValue(text: string, _at: number[] | null): Span[] {
  if (text.length > 200) return [];
  const trimmed = text.trimEnd();
  const m = FRAME.exec(trimmed);
  if (!m || !newPlaceValue(m[1], m[2])) return [];
  const start = trimmed.length - (trimmed.endsWith(".") ? 1 : 0) - m[2].length;
  return [{ start, end: start + m[2].length, rule: "new-place-value", category: "secret" }];
}

export const NEW_PLACE_VALUE_RULES: TextRule[] = [{
  id: "new-place-value",
  category: "secret",
  keywords: [],
  // Cheap pre-test: a colon (the find itself reads only texts of 200 characters or fewer).
  hintHolds: (text: string) => text.includes(":") || text.includes("："),
  hint: /[:：]/,
  find: findNewPlaceValue,
}];
