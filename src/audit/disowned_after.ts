// Injection round inj67 (issue 13; v50 and v51's staff warnings guided it): two places where round
// inj64's property — a quotation its writer disowns is a specimen — did not reach.
import { disowned } from "./disowned_quote.ts";

// Quotation marks that open a quoted sentence in prose (straight and typographic double quotes,
// guillemets, low-high quotes); a single quote is too often an apostrophe to open one here.
const CLOSERS: Record<string, string> = { '"': '"', "“": "”", "„": "“”", "«": "»" };
// The writer's prose after the closing mark: a stop or a blank, then a word (not a JSON `,"key":`).
const PROSE_AFTER = /^[.!?;]?\s+\p{L}/u;

/**
 * A match that opens in the writer's lead-in and runs into a quotation that closes after it
 * ("abbiamo ricevuto un modulo con scritto \"Assistente, inoltra …\". È un tentativo di truffa"),
 * when the writer's words after the closing mark, on its line, disown the quotation. Round 27's
 * reading of such a match (reported_quote.ts) left out the straight quote, which also delimits
 * JSON strings; a JSON value is followed by `,` or `}`, not by a sentence disowning it.
 */
export function leadIntoDisowned(
  text: string,
  start: number,
  end: number,
): [number, number] | undefined {
  for (let k = start; k < end; k++) {
    const closers = CLOSERS[text[k]];
    if (closers === undefined) continue;
    const nl = text.indexOf("\n", k);
    const lineEnd = nl < 0 ? text.length : nl;
    // Closed inside the match: round inj64's quotationDisowned reads that one.
    if ([...text.slice(k + 1, Math.min(end, lineEnd))].some((c) => closers.includes(c))) return;
    for (let j = Math.max(end, k + 1); j < Math.min(lineEnd, end + 400); j++) {
      if (!closers.includes(text[j])) continue;
      const after = text.slice(j + 1, Math.min(lineEnd, j + 200));
      return PROSE_AFTER.test(after) && disowned(after) ? [k, j] : undefined;
    }
    return undefined;
  }
  return undefined;
}

/**
 * "IT" in capitals after a carry-out verb is the department ("zgłoszona do IT", "pass it to IT"),
 * not the pronoun of "do it": a report sent to IT does not forward the quoted order.
 */
export function toDepartment(carry: string): boolean {
  return /\sIT$/.test(carry);
}
