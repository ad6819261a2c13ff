// Redaction round 4 (issue 13): name/value tables, where one column names each row's setting and
// another holds its value (`| Environment | Variable | Value |`, `env,service,key_name,value`).
// The header says which columns they are; each row's name cell then decides whether its value
// cell is a credential, as a `{name, value}` pair does (pair_rules.ts).
import { labelledSlot, namedValue } from "./pair_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { documentedSample } from "./documented_sample.ts";
import { type Cell, cellsOf, FIXED, splitRow } from "./table_cells.ts";

// Header words for the two columns, in English and the languages of the other rules.
export const VALUE_HEADER =
  /^(?:values?|val|secret[ _]?value|current[ _]?value|wert|valeur|valor|valore|waarde|verdi|värde|wartość|arvo|hodnota|érték|değer|значение|值|値|값)$/i;
// Round 52: a label column (`label,value,note`) or one typing each row's secret
// (`site,asset,secret_type,value,owner`) names the row as well (rtr7, v40; v10's "Credential type").
export const NAME_HEADER =
  /^(?:name|key|item|label|(?:secret|credential)[ _]?type|credential|entry|key[ _]?name|variable|var|variable[ _]?name|env(?:ironment)?[ _]?var(?:iable)?|setting|parameter|param|field|property|secret|secret[ _]?name|option|nom|nombre|nome|naam|navn|namn|nazwa|schlüssel|clé|clave|chave|chiave|variabile|variável|zmienna|paramètre|parámetro|parametro|parametr|einstellung|имя|название|переменная|параметр|名称|变量|名前|変数|이름|변수)$/i;
// Round 25: last, a fixed-width listing's two or more blanks (`SETTING  VALUE  OWNER`).
const SEPARATORS = [",", "\t", ";", "|", FIXED];
const MAX_HEADER = 400;
const MAX_ROWS = 2000;
const RULE_LINE = /^\s*\|?[\s:|-]+$/;
const CELL_EDGE = /[\s,;|"'`_]/;

function lineAt(text: string, p: number): [number, number] {
  const s = text.lastIndexOf("\n", p - 1) + 1;
  const nl = text.indexOf("\n", p);
  return [s, nl < 0 ? text.length : nl];
}

/** Round 38: a listing's row whose name outgrew its column (`TOTP seed of the trust portal V`
 * under `NAME   VALUE`) leaves one blank before the value: with the value column last, that
 * row's last cell splits at its last blank into the name and the value. */
function overflowRow(cells: Cell[], sep: string, width: number, v: number): Cell[] {
  if (sep !== FIXED || v !== width - 1 || cells.length !== width - 1) return cells;
  const last = cells[cells.length - 1];
  const cut = last.value.lastIndexOf(" ");
  // A name of a few words, not a line of prose that follows the listing.
  if (cut < 0 || cut > 60 || last.value.slice(0, cut).split(" ").length > 8) return cells;
  const name = { value: last.value.slice(0, cut), start: last.start };
  return [...cells.slice(0, -1), name, {
    value: last.value.slice(cut + 1),
    start: last.start + cut + 1,
  }];
}

/** Whether a row's value is what its name cell names. An outgrown name is a phrase ("… of the
 * trust portal"), read as a described slot. Round 52: so is a name cell that is a phrase
 * ("landfill gas flare SCADA password", "store credit code"; v40, rtr7) when its value is one
 * token; a value with blanks ("DOT 5EUY V767 4511") stays the named judge's. */
function rowHolds(name: string, value: string, outgrown: boolean): boolean {
  if (outgrown) return labelledSlot(name, value);
  return namedValue(name, value) || (!/\s/.test(value) && labelledSlot(name, value));
}

/** Value cells of the rows below a header whose columns `n` (name) and `v` (value) are known. */
function rowsBelow(text: string, from: number, sep: string, width: number, n: number, v: number) {
  const spans: Span[] = [];
  let at = from;
  for (let row = 0; row < MAX_ROWS && at < text.length; row++) {
    const [s, e] = lineAt(text, at);
    const line = text.slice(s, e);
    at = e + 1;
    if (sep === "|" && row === 0 && RULE_LINE.test(line)) continue;
    const split = splitRow(line, sep);
    const cells = overflowRow(split, sep, width, v);
    if (cells.length !== width) break;
    const { value } = cells[v];
    if (!rowHolds(cells[n].value, value, cells !== split)) continue;
    const start = s + cells[v].start;
    // Round 42: a row that calls its stock value a sample ("password in the training deck").
    if (documentedSample(text, start, value)) continue;
    spans.push({
      start,
      end: start + value.length,
      rule: "kv-table-credential",
      category: "secret",
    });
  }
  return spans;
}

/** The name column nearest before the value column (`NAME;…;PARAMETER;WERT`: PARAMETER), else
 * the first after it. */
function nameColumn(cells: string[], v: number): number {
  const names = cells.flatMap((c, i) => i !== v && NAME_HEADER.test(c) ? [i] : []);
  return names.filter((i) => i < v).pop() ?? names[0] ?? -1;
}

function findKvTables(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  let lastHeader = -1;
  const words = /value|wert|valeur|valor|valore|waarde|verdi|arvo|hodnota/gi;
  for (const p of at ?? [...text.matchAll(words)].map((m) => m.index!)) {
    // A header cell: "value" after a separator, a space or a prefix (`secret_value`).
    if (!CELL_EDGE.test(text[p - 1] ?? "\n")) continue;
    const [s, e] = lineAt(text, p);
    if (s === lastHeader || e - s > MAX_HEADER || e >= text.length) continue;
    lastHeader = s;
    const line = text.slice(s, e);
    for (const sep of SEPARATORS) {
      if (!line.includes(sep)) continue;
      const cells = cellsOf(line, sep);
      const v = cells.findIndex((c) => VALUE_HEADER.test(c));
      const n = nameColumn(cells, v);
      if (v < 0 || n < 0) continue;
      spans.push(...rowsBelow(text, e + 1, sep, cells.length, n, v));
      break;
    }
  }
  return spans;
}

export const KV_TABLE_RULES: TextRule[] = [
  {
    id: "kv-table-credential",
    category: "secret",
    // ASCII header words only (the gate's keywords are ASCII).
    keywords: ["value", "wert", "valeur", "valor", "valore", "waarde", "verdi", "arvo", "hodnota"],
    find: findKvTables,
  },
];
