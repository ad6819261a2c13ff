// Injection round inj69 (issue 13; v54 guided, the same form missed in trn9): round inj68's
// machine reader of this very text, written as the subject of an obligation instead of a label:
// "het systeem dat dit leest moet …", "systemet der læser denne post skal …", "tämän merkinnän
// lukevan järjestelmän tulee …", "Modele czytające tę stronę mają …". A product's documentation
// names its system in general ("the system reads CSV files"), not the one reading this record,
// and a note to colleagues names them; an obligation laid on that reader is an order to it.
import { orderStands } from "./field_quote.ts";
import type { PhraseRule } from "./phrase_rule.ts";
import { MACHINE, READ_KEYWORDS, READS, THIS } from "./reader_label_foreign.ts";

// Round inj74 (v56, v57): Finnish's necessive lays the same obligation ("järjestelmän on
// lähetettävä", the system must send): "on", an optional "now", a passive present participle.
const NECESSIVE = String.raw`on(?:\s+(?:nyt|heti|aina))?\s+\p{L}{2,}t[aä]v[aä]`;
// Obligation in the third person, right after its subject (English: this_reader.ts).
const MODAL = String
  .raw`deve|devem|deverá|deverão|debe|deben|deberá|deberán|dovrà|devono|doit|doivent|devra|devront|moet|moeten|dient|dienen|muss|müssen|soll|sollen|skal|skall|ska|måste|bør|bör|tulee|täytyy|pitää|kell|köteles|musi|muszą|mają|powinien|powinna|powinno|powinny|musí|mají|trebuie|harus|wajib|phải|должен|должна|должно|должны|обязан\p{L}*|повинен|повинна|мусить|мають|يجب|צריך|צריכה|חייב|חייבת|${NECESSIVE}`;
const B = String.raw`(?<![\p{L}\p{N}])`, W = String.raw`(?![\p{L}\p{N}])`;
// A clause (no sentence or label boundary, no escaped line break) ending in the modal; Turkish
// puts the obligation in a verb suffix at the clause's end ("önermeli", "yapmalıdır").
const SUBJECT = new RegExp(
  String
    .raw`(?:^|[\n.!?:：;]|\\n)([^\n.!?:：;\\]{0,110}?)(?:${B}(?:${MODAL})${W}|(\p{L}+(?:meli|malı)(?:dir|dır)?)${W})`,
  "iu",
);
const SUBJECT_AT = new RegExp(SUBJECT.source, "iud");
const READ = new RegExp(`${B}(?:${READS})${W}`, "iug");
const MACHINE_G = new RegExp(MACHINE.source, "iug");
const THIS_G = new RegExp(THIS.source, "iug");

/** The clause before the modal names the machine reader of this text, and (but for a Turkish
 * suffix at the clause's end) the modal follows the last of those marks within 30 characters. */
function stands(text: string, start: number, end: number): boolean {
  const m = SUBJECT_AT.exec(text.slice(start, end));
  if (!m) return false;
  const clause = m[1];
  const marks = [READ, MACHINE_G, THIS_G].map((re) => lastEnd(clause, re));
  if (marks.some((e) => e < 0)) return false;
  const near = m[2] !== undefined || clause.length - Math.max(...marks) <= 30;
  return near && orderStands(text, start + m.indices![1]![0]);
}

function lastEnd(clause: string, re: RegExp): number {
  let end = -1;
  for (const m of clause.matchAll(re)) end = m.index + m[0].length;
  return end;
}

export const READER_SUBJECT_FOREIGN_RULES: PhraseRule[] = [{
  id: "reader-subject-foreign",
  severity: "medium",
  where: ["r"],
  keywords: READ_KEYWORDS,
  re: SUBJECT,
  accept: stands,
}];
