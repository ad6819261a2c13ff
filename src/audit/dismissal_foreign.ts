// Injection round 40 (lexicon parity; v36 #54 guided, trn1–trn8 too): the two halves of
// dismissal_rules.ts in the languages that had only "forget the previous instructions". What a
// third party asked of the reader ("Uită tot ce ți s-a cerut", "zapomnij o tym, co ci kazano"),
// and "the real/actual/only request is" as the replacement (English since round inj38).

/**
 * "Forget everything you were asked/told", the teller unnamed or a third party. Romanian "ți" ends
 * in an ASCII "i" that dismissal_rules.ts's first-person test reads as "I": it stays a lookahead.
 */
export const DISMISS_TOLD_MORE = [
  String
    .raw`\buit[aă]\s+(?:tot\s+)?(?:ce|ceea\s+ce)(?=\s+(?:ți|ţi|ti)\s+s-a\s+(?:cerut|spus))`,
  String
    .raw`\bzapomnij\s+(?:o\s+)?(?:wszystkim|tym),?\s+(?:o\s+)?co\s+(?:ci\s+)?(?:kazano|powiedziano|zlecono)`,
  String
    .raw`\bzapome[nň]\s+na\s+(?:všechno|vše|to),?\s+co\s+ti\s+(?:\p{L}+\s+)?(?:řekl\p{L}*|zadal\p{L}*|nařídil\p{L}*)`,
  String
    .raw`\bfelejtsd\s+el,?\s+(?:mindazt,?\s+)?amit\s+(?:\p{L}+\s+)?(?:mondtak|kértek)`,
  String
    .raw`\bunohda\s+(?:kaikki,?\s+)?mitä\s+sinulle\s+(?:on\s+)?(?:sanottu|käsketty|pyydetty)`,
  String
    .raw`\b(?:sana\s+)?(?:söylenen|istenen)\s+her\s+şeyi\s+unut`,
  String
    .raw`\blupakan\s+(?:semua\s+)?(?:yang|apa\s+yang)\s+(?:diminta|dikatakan|diperintahkan)`,
];

/** ASCII gate stems for those, one per language (the gate's alphabet is ASCII). */
export const DISMISS_TOLD_KEYWORDS = [
  "s-a cerut",
  "s-a spus",
  "zapomnij",
  "zapome",
  "felejtsd",
  "unohda",
  "istenen",
  "lenen her",
  "lupakan",
];

/** "The real/actual/only request is …" in the lexicon languages. */
export const REAL_REQUEST_MORE = [
  String
    .raw`\b(?:la\s+)?(?:vraie|véritable|seule)\s+(?:demande|tâche|consigne|instruction)\b|\b(?:die\s+)?(?:eigentliche|wahre|echte|einzige)\s+(?:aufgabe|anfrage|anweisung|bitte)\b`,
  String
    .raw`\b(?:la\s+)?(?:verdadera|auténtica|única|real)\s+(?:petición|solicitud|tarea|instrucción)\b|\b(?:la\s+)?(?:vera|reale|unica)\s+(?:richiesta|istruzione)\b|\bil\s+vero\s+compito\b`,
  String
    .raw`\b(?:o\s+)?(?:verdadeiro|real|único)\s+pedido\b|\b(?:a\s+)?(?:verdadeira|real|única)\s+(?:tarefa|solicitação|instrução)\b`,
  String
    .raw`\badevărata\s+(?:cerere|sarcină|instrucțiune)\b|\b(?:cererea|sarcina)\s+(?:reală|adevărată)\b`,
  String
    .raw`\b(?:het\s+)?(?:echte|eigenlijke|enige)\s+(?:verzoek|taak|opdracht|instructie)\b|\b(?:prawdziwe|właściwe|jedyne)\s+(?:polecenie|zadanie|żądanie)\b|\b(?:prawdziwa|właściwa)\s+(?:prośba|instrukcja)\b`,
  String
    .raw`\b(?:skutečný|pravý|jediný)\s+(?:úkol|požadavek|pokyn)\b|\b(?:skutečná|pravá)\s+(?:žádost|instrukce)\b|\b(?:igazi|valódi|tényleges)\s+(?:kérés|feladat|utasítás)\b`,
  String
    .raw`\b(?:todellinen|varsinainen|ainoa)\s+(?:pyyntö|tehtävä|ohje)\b|\b(?:verkliga|egentliga|riktiga|egentlige|virkelige|rigtige|ekte)\s+(?:begäran|uppgiften|instruktionen|anmodning|opgave|oppgave|forespørsel)\b`,
  String
    .raw`\b(?:asıl|gerçek)\s+(?:istek|görev|talimat)\p{L}*|\b(?:permintaan|tugas|instruksi)\s+(?:yang\s+)?(?:sebenarnya|sesungguhnya)\b`,
];
