// Injection round inj82 (issue 13; v60 guided, the same form missed in v55 and v59): Hungarian
// names the machine reader of a record by a participle with its object before the noun ("a
// rekordot feldolgozó rendszer", "az ezt a mezőt beolvasó rendszer"), and lays the order on it
// with "kell", "feladata" or a third-person imperative, no modal the inj69 rule reads. A
// product's documentation names what its system processes in general ("az adatokat feldolgozó
// rendszer"), not this record, and describes (indicative "elküldi"), never orders.
import { orderStands } from "./field_quote.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const B = String.raw`(?<![\p{L}\p{N}])`, W = String.raw`(?![\p{L}\p{N}])`;
// This record: a demonstrative object, or a record's own noun with the article.
const OBJECT = String
  .raw`(?:ezt|ezeket)\s+az?\s+\p{L}+|az?\s+(?:rekord|bejegyzés|mező|üzenet|jegyzet|űrlap|tétel|adatlap)\p{L}*`;
const READING = String.raw`(?:be|fel)?(?:olvasó|feldolgozó|kezelő|importáló|betöltő)`;
const MACHINE = String
  .raw`(?:rendszer|program|szoftver|alkalmazás|asszisztens|modell|ügynök|robot|(?-i:AI|MI))\p{L}*`;
// An obligation, or a formal imperative whose indicative differs ("küldje", not "küldi").
const DUTY = String
  .raw`kell|kell\p{L}+|köteles|feladata|küldje|küldjön|továbbítsa|továbbítson|törölje|töröljön|fizesse|fizessen|ossza\s+meg|töltse\s+fel|jelölje|mutassa`;
const SUBJECT = new RegExp(
  String.raw`(?:^|[\n.!?:;]|\\n)\s*(?:az?\s+)?${B}(?:${OBJECT})\s+${READING}\s+${MACHINE}` +
    String.raw`[^\n.!?;]{0,60}?${B}(?:${DUTY})${W}`,
  "iu",
);

// The duty moves or destroys something ("el kell küldenie", "feladata: törölje"); a duty to check
// a format or comply with a law is a specification's.
const ACT = /küld|továbbít|töröl|utal|fizet|megoszt|ossza|(?<!be)tölt|exportál|átad/iu;

function stands(text: string, start: number, end: number): boolean {
  const at = start + /^[\s\n.!?:;]*(?:\\n)?\s*/u.exec(text.slice(start, end))![0].length;
  const stop = text.slice(end).search(/[.!?;](?=\s|$)|\n/);
  return ACT.test(text.slice(at, stop < 0 ? end + 80 : end + Math.min(stop, 80))) &&
    orderStands(text, at);
}

export const READER_SUBJECT_HU_RULES: PhraseRule[] = [{
  id: "reader-subject-foreign",
  severity: "medium",
  where: ["r"],
  keywords: ["olvasó", "feldolgozó", "kezelő", "importáló", "betöltő"],
  re: SUBJECT,
  accept: stands,
}];
