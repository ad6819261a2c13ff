// Redaction round 30 (issue 13): a settings table of name/value rows under a header row
// (`[["system", "setting", "value"], ["pos-gateway", "password", "…"]]`, an entity-attribute-
// value export): no column is a credential's, but each row's name cell says what its value cell
// holds, as a `{name, value}` pair's name does (pair_rules.ts' labelledSlot judges both cells).
import { labelledSlot } from "./pair_rules.ts";
import { headerRowTable, type Table } from "./table_rows.ts";

const NAME_COLUMN =
  /^(?:setting|settings|key|name|field|parameter|param|property|variable|var|attribute|item|label|credential|entry|option)$/i;
const VALUE_COLUMN = /^(?:value|val|setting_?value|current_?value)$/i;

/** The header's name and value columns, when `rows[0]` is a header of short words that has both. */
export function pairRowTable(rows: unknown[]): Table | undefined {
  const header = rows[0];
  if (rows.length < 2 || !Array.isArray(header) || header.length < 2 || header.length > 12) {
    return undefined;
  }
  if (!header.every((h) => typeof h === "string" && h.length <= 30)) return undefined;
  const name = header.findIndex((h) => NAME_COLUMN.test(h as string));
  const value = header.findIndex((h) => VALUE_COLUMN.test(h as string));
  if (name < 0 || value < 0) return undefined;
  const pairCell = (row: unknown[], j: number) => {
    if (j !== value || row.length !== header.length) return false;
    const n = row[name], v = row[value];
    return typeof n === "string" && typeof v === "string" && labelledSlot(n, v);
  };
  return { header, columns: new Set(), from: 1, pairCell };
}

/** A header row's table: its credential columns (table_rows.ts), else its name/value columns. */
export function rowTable(rows: unknown[]): Table | undefined {
  return headerRowTable(rows) ?? pairRowTable(rows);
}
