// Redaction round 4 (issue 13): a credential handed over in another language ("Vultr 운영 키
// 전달드립니다: …", "LINE 的生产环境密钥是 …", "posílám klíč k Postmark: …"). The English
// rule (context_rules.ts, credential-nearby) reads "key", "token", "secret"; this one reads the
// words for them in about 25 languages, then judges the value after them the same way: random
// material, or two-class material linked by a colon or the language's "is".
import { ID_WORDS, strongValue, valueAfter } from "./context_rules.ts";
import { credentialShaped, UUID_INSIDE } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";
import { shortValueAfter } from "./reply_rules.ts";

// Words for key, token and secret. Germanic compounds end in the word (`Zugangsschlüssel`);
// Korean 키 stands alone or before a particle (not inside 패키지, "package").
const WORD_SOURCE = [
  String
    .raw`(?<!\p{L})(?:klíč|kľúč|klucz|clé|clef|clave|chave|chiave|chei[ae]|kulcs|anahtar|kunci|khóa|jeton|secreto|segredo|segreto|ключ|токен|секрет|κλειδί)\p{L}{0,4}`,
  String.raw`(?:schlüssel|sleutel|nyckel|nøgle|nøkkel|avain)\p{L}{0,4}`,
  // The English words closing a compound, in lower case (`Zugriffstoken`, not code's `rawTokens`).
  String.raw`(?<=\p{Ll})(?-i:token|secret)(?!\p{L})`,
  String
    .raw`מפתח|مفتاح|कुंजी|密[钥鑰]|秘钥|金鑰|令牌|トークン|シークレット|鍵|キー(?!ボ)|토큰|시크릿`,
  String
    .raw`(?:(?<![\uAC00-\uD7A3])|(?<=비밀|인증|액세스))키(?=(?:는|은|가|이|를|값)?(?![\uAC00-\uD7A3]))`,
].join("|");
// Candidates are found cheaply, then the full pattern is tried only there (sticky). Words in
// ASCII letters come from the gate's keywords; a word with another letter is found by that
// letter and its place in the word (a walk over the text's non-ASCII characters), since a
// regex alternation of these literals costs about 1 ms per 60 KB.
const ASCII_WORDS = [
  "klucz",
  "clef",
  "clave",
  "chave",
  "chiave",
  "chei",
  "kulcs",
  "anahtar",
  "kunci",
  "jeton",
  "secreto",
  "segredo",
  "segreto",
  "sleutel",
  "nyckel",
  "avain",
  // German compounds end in `…s` + `token` (`Zugriffstoken`, `Sicherheitstoken`).
  "stoken",
];
const OTHER_WORDS = [
  "klíč",
  "kľúč",
  "clé",
  "khóa",
  "schlüssel",
  "nøgle",
  "nøkkel",
  "ключ",
  "токен",
  "секрет",
  "κλειδί",
  "מפתח",
  "مفتاح",
  "कुंजी",
  "密钥",
  "密鑰",
  "秘钥",
  "金鑰",
  "令牌",
  "トークン",
  "シークレット",
  "鍵",
  "キー",
  "토큰",
  "시크릿",
  "키",
];
// Each non-ASCII letter → the words holding it first (lower case, or capitalised), with its place; a
// character class of those letters lets the regex engine skip to them natively.
const BY_LETTER = new Map<string, Array<[number, string]>>();
for (const word of OTHER_WORDS) {
  const k = [...word].findIndex((ch) => ch.charCodeAt(0) > 127);
  // The word as written in running text and at a sentence's start (`ключ`, `Ключ`, `Schlüssel`).
  for (const form of new Set([word, word[0].toUpperCase() + word.slice(1)])) {
    BY_LETTER.set(form[k], [...(BY_LETTER.get(form[k]) ?? []), [k, form]]);
  }
}
const LETTERS = new RegExp(`[${[...BY_LETTER.keys()].join("")}]`, "g");
const LETTERS_HINT = new RegExp(LETTERS.source);
const WORD_AT = new RegExp(WORD_SOURCE, "iuy");
// The ASCII words' own pattern (smaller, so a try at each gate hit stays cheap).
const ASCII_AT =
  /(?<!\p{L})(?:klucz|clef|clave|chave|chiave|chei[ae]|kulcs|anahtar|kunci|jeton|secreto|segredo|segreto)\p{L}{0,4}|(?:sleutel|nyckel|avain)\p{L}{0,4}|(?<=\p{Ll})token(?!\p{L})/iuy;

/** The credential word starting at `p` (its boundaries and endings checked), or null. */
function wordAt(re: RegExp, text: string, p: number): RegExpExecArray | null {
  re.lastIndex = p;
  return re.exec(text);
}

/** Start offsets of non-ASCII credential words, in order. */
function otherWordStarts(text: string): number[] {
  const out: number[] = [];
  LETTERS.lastIndex = 0;
  for (let m = LETTERS.exec(text); m; m = LETTERS.exec(text)) {
    for (const [k, word] of BY_LETTER.get(m[0])!) {
      const p = m.index - k;
      if (p >= 0 && text.startsWith(word, p)) out.push(p);
    }
  }
  return out.sort((a, b) => a - b);
}

/** A credential word of another language, for other rules' cues (`klíč k Postmark`). */
export function hasForeignCredentialWord(text: string): boolean {
  const lower = text.toLowerCase();
  return OTHER_WORDS.some((w) => lower.includes(w)) ||
    ASCII_WORDS.slice(0, -1).some((w) => lower.includes(w));
}

// A colon or "is" (是, は, 는, 가, ist, lautet, est, es, é, è, je, jest, är, er, on, это) ends the gap.
const FOREIGN_LINK =
  /^[^\n]{0,40}?(?:[:=：]|是|为|為|は|が|는|은|가|이|(?<!\p{L})(?:ist|lautet|lauten|est|es|é|è|je|jest|är|er|on|это|to)(?!\p{L}))\s*["'`「『]?$/u;
// Identifier, hash, public-key and database-key words in those languages.
const FOREIGN_ID =
  /identifi|идентификатор|kennung|hash|хеш|哈希|散列|ハッシュ|해시|public|publique|pública|pubblica|öffentlich|публичн|открыт|公[钥鑰開]|공개|primaire|primaria|primária|primär|первичн|主[键鍵]|主キー|기본\s?키|idempot|(?<!\p{L})id(?!\p{L})/iu;

/**
 * Two-class material linked to the word: by a colon or "is" from 20 characters (hex from 32), or
 * from 24 characters right after the word (Japanese and Korean often write no colon).
 */
function linkedForeign(gap: string, v: string): boolean {
  if (UUID_INSIDE.test(v) || !credentialShaped(v)) return false;
  const c = v.replace(/[_.~:\/+=%-]/g, "");
  const hex = /^[0-9a-f]+$/i.test(c);
  const min = hex ? 32 : FOREIGN_LINK.test(gap) ? 20 : 24;
  // Round 5: hex keys may follow a longer clause ("clé de production Steam Web API que le
  // prestataire nous a transmise : …", "der neue ist …") within the sentence.
  const far = hex && FAR_LINK.test(gap) && !/[.!?]\s/.test(gap);
  return c.length >= min && (FOREIGN_LINK.test(gap) || far || /^\s{0,2}$/.test(gap));
}
const FAR_LINK = new RegExp(FOREIGN_LINK.source.replace("{0,40}", "{0,90}"), "u");

function findForeign(text: string, starts: number[], re: RegExp, rule: string): Span[] {
  const spans: Span[] = [];
  let lastEnd = -1;
  for (const p of starts) {
    if (p < lastEnd) continue;
    const m = wordAt(re, text, p);
    if (m === null) continue;
    const end = m.index + m[0].length;
    lastEnd = end;
    const long = valueAfter(text, end);
    // Round 6: a short strong value after a colon, or opening the next sentence (reply_rules.ts).
    const found = long ?? shortValueAfter(text, end);
    if (found === undefined) continue;
    const [s, e] = found;
    const around = text.slice(Math.max(0, m.index - 20), s);
    if (ID_WORDS.test(around) || FOREIGN_ID.test(around)) continue;
    const value = text.slice(s, e).replace(/[.,:;]+$/, "");
    if (long && !strongValue(value) && !linkedForeign(text.slice(end, s), value)) continue;
    spans.push({ start: s, end: s + value.length, rule, category: "secret" });
  }
  return spans;
}

/** Keyword offsets of the ASCII words, or (no gate) every place one of them starts. */
function asciiWordStarts(text: string, at: number[] | null): number[] {
  // `stoken` hits one character before the compound's `token`.
  if (at !== null) return at.flatMap((p) => /^stoken/i.test(text.slice(p, p + 6)) ? [p + 1] : [p]);
  const lower = text.toLowerCase();
  const out: number[] = [];
  for (const w of ASCII_WORDS) {
    const shift = w === "stoken" ? 1 : 0;
    for (let p = lower.indexOf(w); p >= 0; p = lower.indexOf(w, p + 1)) out.push(p + shift);
  }
  return out.sort((a, b) => a - b);
}

// A setting named in another language (`CLAVE_API=…`, `API_SCHLUESSEL: …`, `klucz_api = "…"`):
// anchored on the word for "key", the rest of the name read backwards; the key-name list decides
// (key_name_lists.ts), and the value must look like a credential.
const FOREIGN_NAMED =
  /(clave|chave|cl[eé]|chiave|schl(?:ue|ü|u)ssel|klucz|anahtar[ıi]?|sleutel|nyckel|n[øo]gle|n[øo]kkel|avain|kulcs)([\w.-]{0,30}?)(\\?["'])?[ \t]{0,8}(=|:)[ \t]{0,8}(\\?["'])?([A-Za-z0-9][A-Za-z0-9_.~+\/=%-]{15,511})/dgi;

function findForeignNamed(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(FOREIGN_NAMED, text, at, 0, 600, (m, offset) => {
    let from = offset + m.index;
    while (from > 0 && offset + m.index - from < 40 && /[\w.-]/.test(text[from - 1])) from--;
    const key = text.slice(from, offset + m.indices![2]![1]);
    if (!isSensitiveKey(key) || !credentialShaped(m[6], true)) return;
    const start = offset + m.indices![6]![0];
    spans.push({
      start,
      end: start + m[6].length,
      rule: "foreign-named-credential",
      category: "secret",
    });
  });
  return spans;
}

export const FOREIGN_CREDENTIAL_RULES: TextRule[] = [
  {
    id: "foreign-named-credential",
    category: "secret",
    // ASCII only (the gate's keywords): `clé` and `nøgle` are met through `cle_`, `schl`, `nogle`.
    keywords: [
      "clave",
      "chave",
      "cle_",
      "cle-",
      "_cle",
      "-cle",
      "cleapi",
      "cledapi",
      "chiave",
      "schl",
      "klucz",
      "anahtar",
      "sleutel",
      "nyckel",
      "nogle",
      "nokkel",
      "avain",
      "kulcs",
    ],
    find: findForeignNamed,
  },
  {
    id: "foreign-credential-latin",
    category: "secret",
    keywords: ASCII_WORDS,
    find: (text, at) =>
      findForeign(text, asciiWordStarts(text, at), ASCII_AT, "foreign-credential-latin"),
  },
  {
    id: "foreign-credential",
    category: "secret",
    keywords: [],
    // Non-ASCII words cannot be gate keywords: one of their letters lets the rule run.
    hint: LETTERS_HINT,
    find: (text) => findForeign(text, otherWordStarts(text), WORD_AT, "foreign-credential"),
  },
];
