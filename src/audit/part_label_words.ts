// The words that label one part of a split message ("Parte 1 de 2", "Část 2:"), shared by the first
// and later part rules. A leaf module on purpose: importing it from either rule file would pull the
// other into the rule registry's import order before its regex is built.
export const PART_LABEL_WORDS = String
  .raw`part|parte|partea|deel|del|teil|partie|część|bagian|phần|rész|osa|část|časť|част|частина|часть|الجزء|भाग`;

// Their keyword gate: each rule is tried only on a text holding one of these. The later part's gate
// leaves Polish out as it always has (round inj92 measured adding it: no set changed either way).
export const LATER_PART_KEYWORDS = [
  "part",
  "deel",
  "del ",
  "teil",
  "bagian",
  "phần",
  "rész",
  "osa",
  "část",
  "časť",
  "част",
  "частина",
  "часть",
  "الجزء",
  "भाग",
];
export const FIRST_PART_KEYWORDS = [...LATER_PART_KEYWORDS, "część"];
