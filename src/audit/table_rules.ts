// Credentials in a column of a table (CSV, TSV, `;`-separated, markdown): a header cell names a
// credential (`password`, `api_key`, `widget_token`, `secret`), so the cells below it are judged
// as values of that name, whatever their vendor.
import { credentialShaped, isPublicValue } from "./credential_shape.ts";
import { groupedSecret, isSensitiveKey, normaliseKey } from "./key_names.ts";
import { isBenignWord } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { OTHER_WORD_HINT, otherMatches } from "./prose_password_rules.ts";
import { cellsOf, FIXED, headerNames, rowsOf, splitRow } from "./table_cells.ts";

export { cellsOf } from "./table_cells.ts";

// Round 25: last, a fixed-width listing's two or more blanks (`#  SYSTEM  PASSWORD  REGION`).
const SEPARATORS = [",", "\t", ";", "|", FIXED];
// Letters of any script (`Contraseña`, `Пароль`, `密码`). Round 25: or a row-number column's
// `#` / `№` / `No.` (`#,system,password,region`).
const NAME_CELL = /^\p{L}[\p{L}\p{N}_.-]{0,40}(?: [\p{L}\p{N}_.-]{1,20}){0,2}$|^(?:#|№|No\.?)$/u;
const MAX_ROWS = 2000;
const MAX_HEADER = 400;

/** Credential-like names the key-name list leaves out: `widget_key`, `vendor_pat`, `creds`;
 * round 25: an authenticator's `TOTP seed` (its values must look random too). */
const WEAK_NAME = /(?:key|pat|creds?|token|secret|(?:totp|otp|mfa|2fa)seed)$/;
const NOT_SECRET_NAME = /(?:primary|foreign|sort|partition|cache|public|ssh|idempotency|page)key$/;

/** How a column's cells are judged: any non-word value, a random one, or a wallet's words. */
export type Column = "strong" | "weak" | "phrase";

// A wallet's recovery words (`Recovery phrase`, `Seed words`, `Mnemonic`).
const PHRASE_NAME =
  /^(?:(?:recovery|seed|secret|backup|wallet|mnemonic)(?:phrase|words?)|mnemonic)$/;
const PHRASE_VALUE = /^[a-z]{3,8}(?: [a-z]{3,8}){11,23}$/;

function columnOf(name: string): Column | undefined {
  const k = normaliseKey(name);
  if (PHRASE_NAME.test(k)) return "phrase";
  // A bare "Token" column is as often a design or lexer token: judged by its values' shape.
  if (isSensitiveKey(name) && !/^(?:tokens?|keys?)$/.test(k)) return "strong";
  if (WEAK_NAME.test(k) && !NOT_SECRET_NAME.test(k)) return "weak";
  return undefined;
}

// A qualifier saying what kind of key the column holds: `Key (sort)`, `Site key (public)`.
const PUBLIC_QUALIFIER =
  /[([]\s*(?:public|publishable|sort|primary|foreign|partition|id|ids|fingerprint|hash|idempotency)\s*[)\]]/i;

/** Columns of a header line that name a credential, with the strongest name each cell gives. */
export function credentialColumns(cells: string[]): Map<number, Column> {
  const out = new Map<number, Column>();
  const rank = { phrase: 3, strong: 2, weak: 1 };
  cells.forEach((c, i) => {
    if (PUBLIC_QUALIFIER.test(c)) return;
    for (const kind of headerNames(c).map(columnOf)) {
      const was = out.get(i);
      if (kind && (!was || rank[kind] > rank[was])) out.set(i, kind);
    }
  });
  return out;
}

// A note where the value would be: "stored in 1Password (Finance vault)", "see the safe".
const NOTE = /\s(?:in|im|see|ask|stored|kept|the|via|from|per|siehe|dans|voir|en|nel|bij)\s/i;

export function cellValue(v: string, kind: Column, name = ""): boolean {
  // Words alone (which the placeholder tests take for a sample) are what a phrase column holds.
  if (kind === "phrase") return PHRASE_VALUE.test(v);
  if (v.length < 4 || isBenignWord(v) || isPublicValue(v) || /^[-:| ]+$/.test(v)) return false;
  if (kind === "weak") return credentialShaped(v) || groupedSecret(name, v);
  if (/^[A-Z][a-z]{0,11}(?:-[A-Z][a-z]{0,11}){1,4}$/.test(v)) return false; // `X-Api-Key`: a header name
  return !/^[$<({%]/.test(v) && /[^A-Za-z ]|^\S{12,}$/.test(v) && !NOTE.test(` ${v} `);
}

/** Spans of credential cells in the rows under one header line (same number of separators). */
function rowsUnder(text: string, lineEnd: number, sep: string, cols: Map<number, Column>) {
  const spans: Span[] = [];
  const header = text.slice(text.lastIndexOf("\n", lineEnd - 1) + 1, lineEnd);
  const names = cellsOf(header, sep);
  for (const { at, cells } of rowsOf(text, lineEnd + 1, sep, names.length, MAX_ROWS)) {
    for (const [index, kind] of cols) {
      const { value, start } = cells[index];
      if (!cellValue(value, kind, names[index])) continue;
      spans.push({
        start: at + start,
        end: at + start + value.length,
        rule: "table-credential",
        category: "secret",
      });
    }
  }
  return spans;
}

/**
 * A header opens the text or follows a line that is not a row of the same table; a markdown
 * header is followed by its `|---|` line.
 */
function opensTable(text: string, start: number, line: string, sep: string): boolean {
  if (sep === "|") {
    return /^\s*\|?[\s:|-]+\|/.test(text.slice(start + line.length + 1, start + line.length + 400));
  }
  if (start === 0) return true;
  const prevStart = text.lastIndexOf("\n", start - 2) + 1;
  const prev = text.slice(prevStart, start - 1);
  return splitRow(prev, sep).length !== splitRow(line, sep).length;
}

const WORD =
  /pass|secret|token|key|cred|auth|pwd|phrase|mnemonic|session|kennwort|contrase|senha|wachtwoord|hasło|haslo|salasana|jelsz|heslo|lösenord|losenord|şifre|sifre|adgangskode|пароль|парола|密码|パスワード|비밀번호/gi;

/** Start of the line holding `p`, or -1 when that line is longer than a header can be. */
function shortLineStart(text: string, p: number): number {
  const from = Math.max(0, p - MAX_HEADER);
  const nl = text.lastIndexOf("\n", p - 1);
  if (nl < from && from > 0) return -1;
  return nl + 1;
}

/** Start offsets of short lines (possible headers) holding a credential word, in order. */
function candidateLines(text: string, at: number[] | null): number[] {
  const out: number[] = [];
  const add = (p: number) => {
    const start = shortLineStart(text, p);
    if (start >= 0 && start !== out[out.length - 1]) out.push(start);
  };
  if (at !== null) { for (const p of at) add(p); }
  else {
    WORD.lastIndex = 0;
    for (let m = WORD.exec(text); m; m = WORD.exec(text)) add(m.index);
  }
  return out;
}

function findTableCells(text: string, at: number[] | null): Span[] {
  if (!text.includes("\n")) return [];
  const spans: Span[] = [];
  for (const start of candidateLines(text, at)) {
    const end = text.indexOf("\n", start);
    if (end < 0) break; // a header needs rows below it
    if (end - start > MAX_HEADER) continue; // a header line is a short list of names
    const line = text.slice(start, end);
    for (const sep of SEPARATORS) {
      if (!line.includes(sep) || !opensTable(text, start, line, sep)) continue;
      const cells = cellsOf(line, sep);
      // Every header cell is a short name; a sentence with commas is not a header.
      if (cells.length < 2 || !cells.every((c) => headerNames(c).every((n) => NAME_CELL.test(n)))) {
        continue;
      }
      const cols = credentialColumns(cells);
      if (cols.size === 0) continue;
      spans.push(...rowsUnder(text, end, sep, cols));
      break;
    }
  }
  return spans;
}

// A credential word touching a separator (`password,`, `,api`, `| secret`): few prose positions.
const CELL_END =
  "password,passwd,passphrase,secret,secrets,token,tokens,key,keys,creds,credential,credentials,auth,pwd,pat,sessionid,phrase,mnemonic,seed"
    .split(",");
const CELL_START = "pass,secret,token,key,cred,auth,pwd,api".split(",");
// `key (` for a header cell with a qualifier after its name, `/ pass` for alternatives. (The gate reads a tab as a blank,
// so tab-separated sheets have a rule of their own below.)
const HEADER_KEYWORDS = [
  ...CELL_END.flatMap((w) => [`${w},`, `${w};`, `${w}|`, `${w} |`, `${w}",`, `${w} (`]),
  ...CELL_START.flatMap((w) => [`,${w}`, `;${w}`, `|${w}`, `| ${w}`, `,"${w}`, `/ ${w}`]),
];

/** Round 11: starts of the lines that hold a tab and a credential word (a sheet pasted as
 * text), each once: a text without tabs costs one search. */
function tabLines(text: string): number[] {
  const out: number[] = [];
  for (let t = text.indexOf("\t"); t >= 0;) {
    const s = text.lastIndexOf("\n", t) + 1;
    const nl = text.indexOf("\n", t);
    const e = nl < 0 ? text.length : nl;
    // An indented line is code, not a sheet's header.
    const indented = text.charCodeAt(s) === 9 || text.charCodeAt(s) === 32;
    WORD.lastIndex = 0;
    if (!indented && e - s <= MAX_HEADER && WORD.test(text.slice(s, e))) out.push(s);
    t = nl < 0 ? -1 : text.indexOf("\t", e);
  }
  return out;
}

// Password words of other languages, bare (ASCII only: the gate's keywords are ASCII).
const FOREIGN_HEADER_WORDS = [
  "kennwort",
  "contrase",
  "senha",
  "wachtwoord",
  "haslo",
  "salasana",
  "jelszo",
  "heslo",
  "losenord",
  "sifre",
  "adgangskode",
];

// The word fills a cell, as the ASCII gate words touch a separator: a separator or the line's
// edge on both sides, past spaces and the rest of the word (`Пароль`, `"密码"`).
const EDGE_CODES = new Set([..."," + "\t;|\n\"'"].map((c) => c.charCodeAt(0)));
const edgeAt = (text: string, i: number) => EDGE_CODES.has(text.charCodeAt(i));

function inCell(text: string, m: { index: number; word: string }): boolean {
  let s = m.index;
  while (s > 0 && text.charCodeAt(s - 1) === 32) s--;
  if (s > 0 && !edgeAt(text, s - 1)) return false;
  // The word's own ending (`Пароля`, `Passwörter`), then spaces, then the separator.
  let e = m.index + m.word.length;
  const stop = e + 12;
  while (e < stop && /\p{L}/u.test(text[e] ?? "")) e++;
  while (text.charCodeAt(e) === 32) e++;
  return e >= text.length || edgeAt(text, e);
}

export const TABLE_RULES: TextRule[] = [
  {
    id: "table-credential",
    category: "secret",
    keywords: [...HEADER_KEYWORDS, ...FOREIGN_HEADER_WORDS],
    broad: true,
    find: findTableCells,
  },
  {
    id: "table-credential",
    category: "secret",
    keywords: [],
    hint: /\t/,
    broad: true,
    find: (text) => findTableCells(text, tabLines(text)),
  },
  // Round 6: headers written only in other scripts (`Сервис,Пароль`, `服务,密码`): the
  // prose-password rule's non-ASCII word matches (shared, not searched twice) give the lines.
  {
    id: "table-credential",
    category: "secret",
    keywords: [],
    hint: OTHER_WORD_HINT,
    broad: true,
    find: (text) =>
      findTableCells(text, otherMatches(text).filter((m) => inCell(text, m)).map((m) => m.index)),
  },
];
