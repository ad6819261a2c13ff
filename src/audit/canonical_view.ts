// A second reading of a string with obfuscation undone, so the phrase rules see what a model
// would read: HTML entities and percent-escapes decoded, spaced-out letters joined, and
// homoglyphs (Cyrillic/Greek look-alikes) folded to their Latin skeleton (UTS #39 idea).

// Look-alikes that occur in real attacks; a full confusables table (thousands of entries) would
// cost start-up time for letters nobody uses to spell "ignore" or "SYSTEM".
const CONFUSABLE: Record<string, string> = {
  "а": "a",
  "в": "B",
  "е": "e",
  "к": "k",
  "м": "M",
  "н": "H",
  "о": "o",
  "р": "p",
  "с": "c",
  "т": "T",
  "у": "y",
  "х": "x",
  "ѕ": "s",
  "і": "i",
  "ј": "j",
  "ԁ": "d",
  "ԛ": "q",
  "ԝ": "w",
  "ɡ": "g",
  "һ": "h",
  "ӏ": "l",
  "А": "A",
  "В": "B",
  "Е": "E",
  "К": "K",
  "М": "M",
  "Н": "H",
  "О": "O",
  "Р": "P",
  "С": "C",
  "Т": "T",
  "У": "Y",
  "Х": "X",
  "Ѕ": "S",
  "І": "I",
  "Ј": "J",
  "Ԁ": "D",
  "Ԛ": "Q",
  "Ԝ": "W",
  "Ү": "Y",
  "ү": "y",
  "Ι": "I",
  "Α": "A",
  "Β": "B",
  "Ε": "E",
  "Ζ": "Z",
  "Η": "H",
  "Κ": "K",
  "Μ": "M",
  "Ν": "N",
  "Ο": "O",
  "Ρ": "P",
  "Τ": "T",
  "Υ": "Y",
  "Χ": "X",
  "ο": "o",
  "ν": "v",
  "α": "a",
  "ι": "i",
  "κ": "k",
  "ρ": "p",
  "τ": "t",
  "υ": "u",
  "ϲ": "c",
  "ϳ": "j",
  "ɑ": "a",
  "ɩ": "i",
  "ꮃ": "W",
  "ᴠ": "v",
  "ı": "i",
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLE).join("")}]`, "gu");

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi;
const NAMED: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  shy: "",
  zwj: "",
  zwnj: "",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  colon: ":",
  sol: "/",
  lpar: "(",
  rpar: ")",
};
const PERCENT_RUN =
  /(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9._~+-])*%[0-9A-Fa-f]{2}(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9._~+-])*/g;
// "I g n o r e   a l l": single letters with single spaces, words split by wider gaps.
const SPACED =
  /(?<![\p{L}\p{N}])(?:\p{L}[ \u00A0]){3,}\p{L}(?![\p{L}\p{N}])(?:[ \u00A0]{2,}(?:\p{L}[ \u00A0]){1,}\p{L}(?![\p{L}\p{N}]))*/gu;

// ASCII letters suffice for the cheap test; the join itself handles any script.
const SPACED_HINT = /[A-Za-z] [A-Za-z] [A-Za-z] [A-Za-z] /;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (m, dec, hex, name) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? m;
    const cp = dec !== undefined ? Number(dec) : parseInt(hex, 16);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
  });
}

function decodePercent(text: string): string {
  return text.replace(PERCENT_RUN, (run) => {
    if ((run.match(/%/g)?.length ?? 0) < 2) return run;
    try {
      return decodeURIComponent(run.replaceAll("+", " "));
    } catch {
      return run;
    }
  });
}

function joinSpaced(text: string): string {
  return text.replace(
    SPACED,
    (run) => run.split(/[ \u00A0]{2,}/).map((w) => w.replace(/[ \u00A0]/g, "")).join(" "),
  );
}

/** The de-obfuscated reading of `visible`, or undefined when there is nothing to undo. */
export function canonicalView(visible: string): string | undefined {
  let out = visible;
  if (out.includes("&") && ENTITY.test(out)) out = decodeEntities(out);
  ENTITY.lastIndex = 0;
  if (out.includes("%") && /%[0-9A-Fa-f]{2}[^%\s]{0,3}%[0-9A-Fa-f]{2}/.test(out)) {
    out = decodePercent(out);
  }
  if (SPACED_HINT.test(out)) out = joinSpaced(out);
  if (/[\u0370-\u03FF\u0400-\u052F\u0250-\u02AF\u13A0-\u13FF\u1D00-\u1D7F]/.test(out)) {
    out = out.replace(CONFUSABLE_RE, (ch) => CONFUSABLE[ch]);
  }
  return out === visible ? undefined : out.normalize("NFKC");
}
