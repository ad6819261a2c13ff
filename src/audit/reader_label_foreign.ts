// Injection round inj68 (issue 13; v53 guided, the same forms missed in v10, v22, v24, v26, v31,
// trn2, trn3, trn5, trn7-trn11): round inj66's order to whatever reads this text, written in
// another language as a label. A label that names a machine reader by its reading of this very
// text ("Ohje tätä tietuetta lukevalle tekoälylle:", "Dla systemu AI czytającego ten wpis:"), or
// calls its reader automatic ("Aan de automatische agent:"), is addressed to an unknown automated
// reader; a note to colleagues names them. The label is the evidence: no act lexicon is needed.
import { orderStands } from "./field_quote.ts";
import type { PhraseRule } from "./phrase_rule.ts";

const B = String.raw`(?<![\p{L}\p{N}])`, W = String.raw`(?![\p{L}\p{N}])`;
// Reading or processing, as a relative clause or participle has it (English: this_reader.ts);
// round inj74: Finnish's relative clause too ("järjestelmä, joka lukee tämän …").
export const READS = String
  .raw`läser|læser|leser|liest|lesende|verarbeitet|verarbeitende|lit|traite|lee|lea|procesa|procese|legge|elabora|lê|ler|processa|leest|verwerkt|verwerkende|czytając\p{L}*|przetwarzając\p{L}*|olvasó|olvassa|feldolgozó|feldolgozza|lukeva\p{L}*|käsittelevä\p{L}*|lukee|käsittelee|okuyan|işleyen|čte|čtoucí|zpracovává|číta|citește|procesează|membaca|memproses|đọc|читает|читающ\p{L}*|обрабатывает|обрабатывающ\p{L}*|читає|обробляє|يقرأ|تقرأ|يعالج|\p{L}*קורא\p{L}*`;
// The reader named as a machine: the abbreviations for AI in capitals ("mi" is "my" in Spanish),
// the words for artificial intelligence, an assistant, agent, system, model or bot.
export const MACHINE = new RegExp(
  String
    .raw`${B}(?-i:AI|KI|IA|MI|ИИ|ШІ)${W}|tekoäly|yapay\s+zek|intelig|intellig|assist|asisten|asystent|asszisztens|avustaja|agent|${B}agen${W}|system|systeem|sistem|systém|rendszer|järjestelm|model|modèle|ajan|pembantu|trợ\s+lý|ассистент|асистент|агент|систем|модел|الذكاء|مساعد|نظام|מערכת|מלאכותית|עוזר|סוכן`,
  "iu",
);
// The text being read is this one: a demonstrative in the label ("ce dossier", "ezt a rekordot",
// "tätä tietuetta", "ten wpis"); "le système lit les fichiers CSV :" documents a product.
export const THIS = new RegExp(
  String
    .raw`${B}(?:ce|cet|cette|ces|ceci|este|esta|esto|estos|estas|isto|deste|desta|questo|questa|questi|queste|deze|dit|diese|dieser|dieses|diesen|diesem|denne|dette|disse|denna|detta|dessa|ten|tę|tego|tej|tento|tuto|toto|tato|tyto|tieto|túto|ezt|ez|ezen|tätä|tämän|tämä|näitä|bu|этот|эту|это|эти|этого|этой|цей|цю|це|ці|цього|цієї|acest|această|aceasta|acestui|acestei|ini|này|هذا|هذه|הזה|הזאת|הזו)${W}`,
  "iu",
);
const LABEL = new RegExp(
  String
    .raw`(?:^|[\n.!?:：;])([^\n.!?:：;]{0,70}?${B}(?:${READS})${W}[^\n.!?:：;]{0,45}?)[:：]\s*(?=\p{L})`,
  "iu",
);

function stands(text: string, start: number, end: number): boolean {
  const at = start + /^[\s\n.!?:：;]*/u.exec(text.slice(start, end))![0].length;
  const label = text.slice(at, end);
  return MACHINE.test(label) && THIS.test(label) && orderStands(text, at);
}

// A label to an automatic reader ("Aan de automatische agent:", "Automatickému čtenáři:",
// "Relecteur automatique :"): a colleague is never called automatic, and a label naming an
// automatic process ("Test automatico:", "Automatische Verlängerung:") has no reader noun.
const AUTOMATIC = String
  .raw`automatisch\p{L}*|automatique\p{L}*|automatic[oaie]|automátic[oa]s?|automatyczn\p{L}*|automatick\p{L}*|automatikus\p{L}*|automatisk\p{L}*|automatisiert\p{L}*|automatisé\p{L}*|automatizad[oa]s?|automatizzat[oaie]|automatiser\p{L}*`;
const AUTO_LABEL = new RegExp(
  String
    .raw`(?:^|[\n.!?:：;"—–(>])\s*((?:[\p{L}'’-]+\s+){0,4}?${B}(?:${AUTOMATIC})${W}(?:\s+[\p{L}'’-]+){0,3}?)\s*[:：]\s*(?=\p{L})`,
  "iu",
);
const READER_NOUN =
  /recenzent|relecteur|résumeur|reviewer|prüfer|čtenář|lecteur|lector|lettore|leser|läsare|læser|granskar|verificador|verificatore|revisor|correcteur|approver|bearbeiter|verwerker|procesador/iu;

function autoStands(text: string, start: number, end: number): boolean {
  const at = start + /^[\s\n.!?:：;"—–(>]*/u.exec(text.slice(start, end))![0].length;
  const label = text.slice(at, end);
  return (MACHINE.test(label) || READER_NOUN.test(label)) && orderStands(text, at);
}

/** The reading verbs as the phrase index's keywords (the reader-subject rule shares them). */
export const READ_KEYWORDS = [
  ..."läser,læser,leser,liest,lesende,verarbeite, lit , traite, lee , lea ,procesa,legge,elabora, lê , ler ,processa,leest,verwerk,czytając,przetwarzając,olvas,feldolgoz,lukeva,käsittelevä,lukee,käsittelee,okuyan,işleyen, čte,čtoucí,zpracovává,číta,citește,procesează,membaca,memproses,đọc,читает,читающ,обрабатыва,читає,обробляє,يقرأ,تقرأ,يعالج,קורא"
    .split(","),
];

export const READER_LABEL_FOREIGN_RULES: PhraseRule[] = [{
  id: "reader-label-foreign",
  severity: "medium",
  where: ["r"],
  keywords: ["automat", "automát"],
  re: AUTO_LABEL,
  accept: autoStands,
}, {
  id: "reader-label-foreign",
  severity: "medium",
  where: ["r"],
  keywords: READ_KEYWORDS,
  re: LABEL,
  accept: stands,
}];
