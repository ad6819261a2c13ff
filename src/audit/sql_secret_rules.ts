// Redaction round 9 (issue 13): passwords in SQL, which names them by statement and column rather
// than by `key=value`. A login's password in `CREATE/ALTER USER|ROLE|LOGIN … [WITH] PASSWORD 'PW'`
// and `IDENTIFIED BY 'PW'` (PostgreSQL, MySQL, SQL Server, Oracle; MySQL 5's `GRANT … IDENTIFIED BY`) or `SET PASSWORD … = 'PW'`; and
// the values of a credential column in `INSERT INTO t (…, password, …) VALUES (…), (…)` (seed
// files, migrations, dumps) and in pg_dump's `COPY … FROM stdin` rows.
import { isExemptValue, isSensitiveKey } from "./key_names.ts";
import { passwordValue } from "./carrier_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const LOGIN_PASSWORD =
  /\b(?:(?:(?:CREATE|ALTER)\s+(?:USER|ROLE|LOGIN)|GRANT)\b[^;\n]{0,200}?\b(?:PASSWORD\s*=?|IDENTIFIED\s+(?:WITH\s+\w+\s+)?BY)|SET\s+PASSWORD\b[^;\n]{0,120}?=\s*(?:PASSWORD\s*\(\s*)?)\s*N?(?:'([^'\n]{3,200})'|"([^"\n]{3,200})"|(?<=BY\s+)([^\s;'"()]{3,128}))/dgi;
// Oracle's `IDENTIFIED BY VALUES 'hash'` quotes a hash under a keyword; a bare keyword is no password.
const NOT_A_PASSWORD = /^(?:values|password|null|externally|globally)$/i;

function findLoginPasswords(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(LOGIN_PASSWORD, text, at, 260, 200, (m, offset) => {
    const g = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
    const v = m[g];
    if (NOT_A_PASSWORD.test(v) || !passwordValue(v)) return;
    const start = offset + m.indices![g]![0];
    spans.push({ start, end: start + v.length, rule: "client-password", category: "secret" });
  });
  return spans;
}

const INSERT = /\bINSERT\s+INTO\s+[\w."`\[\]]{1,120}\s*\(([^()]{1,800})\)\s*VALUES\s*/dgi;
const MAX_ROWS = 500;

/** Past blanks and line breaks, and a patch's `+`/`-` opening a line (a diff of a seed file). */
function skipGap(text: string, i: number): number {
  while (/\s/.test(text[i] ?? "") || (/[+-]/.test(text[i] ?? "") && text[i - 1] === "\n")) i++;
  return i;
}

/** The literals of `(…), (…)` rows from `from`: per row, each cell's [start, end] of its text. */
function rows(text: string, from: number): Array<Array<[number, number] | null>> {
  const out: Array<Array<[number, number] | null>> = [];
  let i = from;
  i = skipGap(text, i);
  while (text[i] === "(" && out.length < MAX_ROWS) {
    const row: Array<[number, number] | null> = [];
    i++;
    for (;;) {
      i = skipGap(text, i);
      const q = text[i];
      if (q === "'" || q === '"') {
        let e = i + 1;
        while (e < text.length && (text[e] !== q || text[e + 1] === q)) e += text[e] === q ? 2 : 1;
        if (e >= text.length) return out;
        row.push([i + 1, e]);
        i = e + 1;
      } else {
        let depth = 0;
        while (i < text.length && (depth > 0 || !/[,)]/.test(text[i]))) {
          if (text[i] === "(") depth++;
          else if (text[i] === ")") depth--;
          i++;
        }
        row.push(null); // a number, NULL or an expression: no password literal
      }
      i = skipGap(text, i);
      if (text[i] === ",") i++;
      else break;
    }
    if (text[i] !== ")") return out;
    out.push(row);
    i++;
    i = skipGap(text, i);
    if (text[i] === ",") i = skipGap(text, i + 1);
  }
  return out;
}

function findInsertColumns(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(INSERT, text, at, 60, 1000, (m, offset) => {
    const columns = m[1].split(",").map((c) => c.trim().replace(/^[`"\[]|[`"\]]$/g, ""));
    const secret = columns.map((c) => isSensitiveKey(c));
    if (!secret.includes(true)) return;
    for (const row of rows(text, offset + m.index + m[0].length)) {
      row.forEach((cell, j) => {
        if (!cell || !secret[j]) return;
        const v = text.slice(cell[0], cell[1]);
        if (passwordValue(v) && !isExemptValue(columns[j], v)) {
          spans.push({ start: cell[0], end: cell[1], rule: "row-credential", category: "secret" });
        }
      });
    }
  });
  return spans;
}

// pg_dump's data section: `COPY t (…, password, …) FROM stdin;`, then one tab-separated row a line
// until `\.` (`\N` is NULL).
const COPY = /\bCOPY\s+[\w."]{1,120}\s*\(([^()]{1,800})\)\s+FROM\s+stdin;[ \t]*\r?\n/dgi;

function findCopyColumns(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(COPY, text, at, 10, 1000, (m, offset) => {
    const columns = m[1].split(",").map((c) => c.trim().replace(/^"|"$/g, ""));
    const secret = columns.map((c) => isSensitiveKey(c));
    if (!secret.includes(true)) return;
    let line = offset + m.index + m[0].length;
    for (let n = 0; n < MAX_ROWS && line < text.length; n++) {
      const nl = text.indexOf("\n", line);
      const end = nl < 0 ? text.length : nl;
      const row = text.slice(line, end).replace(/\r$/, "");
      if (row === "\\.") break;
      let cell = line;
      row.split("\t").forEach((v, j) => {
        if (secret[j] && v !== "\\N" && passwordValue(v) && !isExemptValue(columns[j], v)) {
          spans.push({
            start: cell,
            end: cell + v.length,
            rule: "row-credential",
            category: "secret",
          });
        }
        cell += v.length + 1;
      });
      line = end + 1;
    }
  });
  return spans;
}

export const SQL_SECRET_RULES: TextRule[] = [
  {
    id: "client-password",
    category: "secret",
    keywords: ["password", "identified"],
    find: findLoginPasswords,
  },
  { id: "row-credential", category: "secret", keywords: ["insert"], find: findInsertColumns },
  { id: "row-credential", category: "secret", keywords: ["copy"], find: findCopyColumns },
];
