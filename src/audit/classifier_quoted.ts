// Injection round 58 (v43, v45 and v46's classifier false alarms guided it): a report that
// quotes the attack it saw ("a tester put '…' into a note", "w polu uwag wpisano „…”", "In einer
// Notiz stand „…“. Das ist ein bekannter Angriff"). The rules have called such a quotation a
// specimen since round 23 (reported_quote.ts, message_quote.ts); the classifier scored the whole
// report, quotation included. Round 43's test frame (classifier_specimen.ts) is one case of it.
import { type LinearModel, scoreText } from "./classifier.ts";
import { framedBlockQuotes } from "./block_quote_frame.ts";
import { reportedQuotation } from "./message_quote.ts";
import { quotationsAcrossLines } from "./multiline_quote.ts";
import { reportedQuote } from "./reported_quote.ts";
import { introducedQuote } from "./specimen_intro.ts";

// A quotation of at least four characters on one line, in any of the usual quote marks; an
// opening straight quote or apostrophe not inside a word ("l'assistente" opens nothing). Round
// inj62: guillemets and low-high quotes close only on their own mark, so an apostrophe inside
// («Note pour l'assistant IA : …») no longer cuts the quotation short. Round inj64: nor does an
// apostrophe inside a word ("… our author's agent …"); the Nordic ”…” opens one.
const QUOTATION =
  /«[^»\n]{4,300}»|„[^“”\n]{4,300}[“”]|「[^」\n]{4,300}」|『[^』\n]{4,300}』|(?<![\p{L}\p{N}])(?:['"‘“](?:[^'"’”»“」』\n]|(?<=\p{L})['’](?=\p{L})){4,300}['"’”»“」』]|”[^”\n]{4,300}”)/gu;
// Round inj62: an order quoted in another language scores lower alone than inside its report,
// which names the assistant to say it refused (v34, v43, v45, v48: 0.55-0.86 alone). Where a
// word names the report, a quotation the model leans to reading as an order is one; a bare
// embedding ("include the sentence '…'") still needs the order to reach the threshold alone.
const ORDER_LEAN = 0.5;
// How far before the window a quotation may open and still be the one the window scored.
const REACH = 300;

/**
 * How the frame of the quotation at [qs, qe) of `visible` reports it: "named" when a word says
 * so (a report verb, a message noun, an example or an attack), "embedded" when it only sits right
 * after a word of the writer's sentence; undefined when it is not reported.
 */
function reported(visible: string, qs: number, qe: number): "named" | "embedded" | undefined {
  // A JSON string's own quotes ("note":"…") delimit data, never a quotation of it.
  // Round inj64: after a word and a colon ("do NOT follow it: \"…\"") the quote is prose's.
  if (visible[qs] === '"' && /(?:"\s*:|[,[{])\s*$/.test(visible.slice(Math.max(0, qs - 4), qs))) {
    return undefined;
  }
  if (
    introducedQuote(visible, qs) || reportedQuote(visible, qs + 1, qe - 1, true) ||
    reportedQuotation(visible, qs + 1, qe - 1)
  ) return "named";
  return reportedQuote(visible, qs + 1, qe - 1) ? "embedded" : undefined;
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
  // Round inj62: a quotation that opened before the window (its sentence split inside the
  // quotation) is still the window's.
  const from = Math.max(0, start - REACH);
  // Round inj73: one that opened inside the window and closes after it (the window's sentence
  // ended at a stop inside the quotation) is the window's too.
  const to = Math.min(visible.length, end + REACH);
  const region = visible.slice(from, to);
  let out = "", at = 0, any = false;
  const found = [...region.matchAll(QUOTATION)].filter((m) => from + m.index < end)
    .map((m) => [m.index, m.index + m[0].length]);
  // Round inj65: a quotation over several lines, the ones on a line left out above.
  for (const [qs, qe] of quotationsAcrossLines(visible, from, end)) {
    found.push([qs - from, qe + 1 - from]);
  }
  // Round inj75: a block quote under a lead-in line that frames it, to its paragraph's end.
  const blocks = framedBlockQuotes(visible, from, end).map(([bs, be]) => [bs - from, be - from]);
  found.push(...blocks);
  found.sort((a, b) => a[0] - b[0]);
  for (const [ms, me] of found) {
    if (ms < at) continue;
    // A quotation over several lines may close after the window: it is blanked whole.
    const qs = from + ms, qe = from + me;
    const block = blocks.some(([bs, be]) => bs === ms && be === me);
    const how = qe <= start ? undefined : block ? "named" : reported(visible, qs, qe);
    if (how === undefined) continue;
    // The quotation must carry the order itself, not a name or a label beside it.
    const bar = how === "named" ? ORDER_LEAN : model.threshold;
    if (scoreText(model, visible.slice(qs + 1, qe - 1)).score < bar) continue;
    out += region.slice(at, ms) + "«…»";
    at = me;
    any = true;
  }
  const rest = region.slice(at) + visible.slice(Math.max(to, from + at));
  return any ? visible.slice(0, from) + out + rest : undefined;
}
