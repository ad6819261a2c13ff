// Redaction round 6 (issue 13): query results as arrays of rows whose column names stand apart
// from the values, as SQL clients, spreadsheet APIs and data warehouses return them:
// `[["id", "email", "password"], [1, "ana@…", "…"]]` (the first row names the columns) and
// `{"columns": ["id", "token"], "rows": [[1, "…"]]}`. A cell is judged by its column's name,
// as a member is by its key (`password` redacted, `password_hash` metadata).
import { isExemptValue, isSensitiveKey } from "./key_names.ts";

// Up to four words, each opening with a letter ("Bearer 8873…", "application/json" are values).
const COLUMN_NAME = /^[\p{L}_][\p{L}\p{M}\d_.-]{0,39}(?: [\p{L}_][\p{L}\p{M}\d_.-]{0,39}){0,3}$/u;
const COLUMN_LISTS = ["columns", "fields", "headers", "header", "cols"] as const;
const FIELD_NAME = /^[a-z]+(?:[_.][a-z]+)+$/;
const ROW_LISTS = new Set(["rows", "data", "values", "records"]);

/** Indexes of the sensitive columns of a header, or undefined when it is not a header. */
function sensitiveColumns(header: unknown[]): Set<number> | undefined {
  if (header.length < 2 || header.length > 200) return undefined;
  const names = header.map((h) =>
    typeof h === "string"
      ? h
      : typeof h === "object" && h !== null
      ? (h as { name?: unknown }).name
      : undefined
  );
  if (!names.every((n) => typeof n === "string" && COLUMN_NAME.test(n))) return undefined;
  // `[["Authorization", "Basic …"], …]`: a list of name/value pairs (pairedItem's case).
  if (names.length === 2 && isSensitiveKey(names[0] as string)) return undefined;
  const hit = new Set<number>();
  names.forEach((n, i) => isSensitiveKey(n as string) && hit.add(i));
  return hit.size > 0 ? hit : undefined;
}

/** A table's header and its sensitive columns; `from`: the first row that holds values. */
export interface Table {
  header: unknown[];
  columns: Set<number>;
  from: number;
  /** Round 30: a row's name cell names its value cell (pair_rows.ts). */
  pairCell?: (row: unknown[], j: number) => boolean;
}

/** `rows[0]` names the columns of the rows after it. */
export function headerRowTable(rows: unknown[]): Table | undefined {
  if (rows.length < 2 || !Array.isArray(rows[0])) return undefined;
  const header = rows[0];
  if (!rows.slice(1).some((r) => Array.isArray(r) && r.length === header.length)) return undefined;
  const columns = sensitiveColumns(header);
  return columns && { header, columns, from: 1 };
}

/** `obj[key]` is the row list beside a column list (`{columns: […], rows: [[…]]}`). */
export function columnListTable(obj: Record<string, unknown>, key: string): Table | undefined {
  if (!ROW_LISTS.has(key.toLowerCase()) || !Array.isArray(obj[key])) return undefined;
  for (const name of COLUMN_LISTS) {
    const header = obj[name];
    if (!Array.isArray(header)) continue;
    const columns = sensitiveColumns(header);
    return columns && { header, columns, from: 0 };
  }
  return undefined;
}

/** A cell of a sensitive column holds the secret; a cell naming a field or a date does not. */
export function sensitiveCell(table: Table, j: number, cell: unknown, row: unknown[] = []) {
  if (table.pairCell) return table.pairCell(row, j);
  if (!table.columns.has(j)) return false;
  if (typeof cell !== "string") return typeof cell === "number";
  const name = table.header[j];
  const n = typeof name === "string" ? name : String((name as { name?: unknown })?.name ?? "");
  // A field's name (`expires_in`, `token`) in a list of names is not a value.
  if (FIELD_NAME.test(cell) || (/^[A-Za-z_][A-Za-z_.-]*$/.test(cell) && isSensitiveKey(cell))) {
    return false;
  }
  return !isExemptValue(n, cell);
}
