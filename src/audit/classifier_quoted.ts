// Injection round 58 (v43, v45 and v46's classifier false alarms guided it): a report that
// quotes the attack it saw ("a tester put '…' into a note", "w polu uwag wpisano „…”", "In einer
// Notiz stand „…“. Das ist ein bekannter Angriff"). The rules have called such a quotation a
// specimen since round 23 (reported_quote.ts, message_quote.ts); the classifier scored the whole
// report, quotation included. Round 43's test frame (classifier_specimen.ts) is one case of it.
import { type LinearModel, scoreText } from "./classifier.ts";
import { reportedQuotation } from "./message_quote.ts";
import { reportedQuote } from "./reported_quote.ts";
import { introducedQuote } from "./specimen_intro.ts";

// A quotation of at least four characters on one line, in any of the usual quote marks; an
// opening straight quote or apostrophe not inside a word ("l'assistente" opens nothing).
const QUOTATION = /(?<![\p{L}\p{N}])['"‘“«„「『][^'"’”»“」』\n]{4,300}['"’”»“」』]/gu;

/** The quotation at [qs, qe) of `visible` is one its frame reports. */
function reported(visible: string, qs: number, qe: number): boolean {
  // A JSON string's own quotes ("note":"…") delimit data, never a quotation of it.
  if (visible[qs] === '"' && /[:,[{]\s*$/.test(visible.slice(Math.max(0, qs - 3), qs))) {
    return false;
  }
  return introducedQuote(visible, qs) ||
    reportedQuote(visible, qs + 1, qe - 1) || reportedQuotation(visible, qs + 1, qe - 1);
}

/**
 * When the classifier's window [start, end) of `visible` reaches the threshold through reported
 * quotations that are orders by themselves, `visible` with those blanked (for the caller to score
 * again: an order elsewhere in the text still counts); undefined when there are none.
 */
export function withoutReportedQuotes(
  model: LinearModel,
  visible: string,
  start: number,
  end: number,
): string | undefined {
  const window = visible.slice(start, end);
  let out = visible.slice(0, start), at = 0, any = false;
  QUOTATION.lastIndex = 0;
  for (let m = QUOTATION.exec(window); m; m = QUOTATION.exec(window)) {
    if (!reported(visible, start + m.index, start + m.index + m[0].length)) continue;
    // The quotation must carry the order itself, not a name or a label beside it.
    if (scoreText(model, m[0].slice(1, -1)).score < model.threshold) continue;
    out += window.slice(at, m.index) + "«…»";
    at = m.index + m[0].length;
    any = true;
  }
  return any ? out + window.slice(at) + visible.slice(end) : undefined;
}
