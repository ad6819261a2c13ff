// Injection round inj75 (v57's phishing-deck slides and v53's awareness slide guided it): a
// Markdown block quote under a lead-in line that ends in a colon and calls what follows an
// example, training material or an attack ("From the phishing training deck, example of what NOT
// to obey:\n> …"), disowns it, or says a carrier held it; or whose first line after the "> "
// lines disowns it ("> …\nIf you see anything like it, don't act on it"). The "> " is the
// writer's mark for a quotation and the lead-in frames it, as round 23's reported quotation is
// framed on its line. A reply's attribution ("On Tue, … Support wrote:\n> …") only hands the
// quoted message on, so a report verb alone is no frame here (trn10 hides orders in such quotes).
// Markdown's lazy continuation keeps the lines after a "> " line in the quote up to a blank line,
// and writers lean on it ("> ]]}\n{\"role\": …}"), so the quote runs to a blank line.
import { teachingFrame } from "./reported_quote.ts";
import { disowned } from "./disowned_quote.ts";
import { carrierHeld } from "./carrier_report.ts";

// How far above the match the quote's first line may be (lines of one paragraph).
const REACH = 800;
const EXAMPLE = /\b(?:examples?|samples?|specimens?)\b/i;
// Round inj93: the writer says the quoted message was stopped ("we blocked an e-mail whose body
// read:", "the text the filter caught"); an attribution ("… wrote:") never says so.
const STOPPED = /\b(?:blocked|caught|flagged|quarantined|intercepted)\b/i;
const BLANK_LINE = /\n[ \t]*(?:\n|$)/g;
const INLINE = /(:[ \t]*)>[ \t]/g;

function lineAt(text: string, at: number): string {
  const nl = text.indexOf("\n", at);
  return text.slice(at, nl < 0 ? text.length : nl);
}

/** A lead-in that ends in a colon and calls what follows an example, disowns it or names its carrier. */
function framingLead(lead: string): boolean {
  return lead.endsWith(":") &&
    (teachingFrame(lead) || EXAMPLE.test(lead) || disowned(lead) || carrierHeld(lead) ||
      STOPPED.test(lead));
}

/** The lead-in above the block quote opening at `quoteLine`, or the line after its "> " lines, frames it. */
function framed(text: string, quoteLine: number): boolean {
  const lead = quoteLine === 0
    ? ""
    : text.slice(text.lastIndexOf("\n", quoteLine - 2) + 1, quoteLine - 1).trimEnd();
  if (framingLead(lead)) return true;
  let at = quoteLine;
  while (text.charCodeAt(at) === 62) {
    const nl = text.indexOf("\n", at);
    if (nl < 0) return false;
    at = nl + 1;
  }
  if (disowned(lineAt(text, at))) return true;
  // Round inj93: the writer's first line after the quote, past one blank line, says it was stopped.
  const next = lineAt(text, at).trim() === "" ? at + lineAt(text, at).length + 1 : at;
  return STOPPED.test(lineAt(text, next));
}

/**
 * Round inj81 (v59's vendor guide, v47's incident review): a quote whose "> " follows its lead-in's
 * colon on the same line ("… (example of an attack, do not run): > …"), as a flattened Markdown
 * quote reads; the lead-in, from its line's start, frames it as above. Returns where the ">" is.
 */
function inlineQuote(text: string, lineStart: number, before: number): number {
  const line = text.slice(lineStart, Math.min(before, lineEnd(text, lineStart)));
  if (!line.includes(">")) return -1;
  for (const m of line.matchAll(INLINE)) {
    if (framingLead(line.slice(0, m.index + 1).trimEnd())) return lineStart + m.index + m[1].length;
  }
  return -1;
}

function lineEnd(text: string, at: number): number {
  const nl = text.indexOf("\n", at);
  return nl < 0 ? text.length : nl;
}

/** The match at `start` lies in a block quote that its lead-in or its next line frames. */
export function framedBlockQuote(text: string, start: number): boolean {
  let lineStart = text.lastIndexOf("\n", start - 1) + 1;
  while (start - lineStart <= REACH) {
    if (inlineQuote(text, lineStart, start) >= 0) return true;
    // Round inj93: a quote that opens the text has no lead-in; its next line may frame it.
    if (lineStart === 0) return text.charCodeAt(0) === 62 && framed(text, 0);
    const above = text.lastIndexOf("\n", lineStart - 2) + 1;
    if (text.slice(above, lineStart - 1).trim() === "") return false; // a paragraph's first line
    if (text.charCodeAt(lineStart) === 62 && text.charCodeAt(above) !== 62) {
      return framed(text, lineStart);
    }
    lineStart = above;
  }
  return false;
}

/**
 * The framed block quotes (see above) that reach into [from, to) of `text`, each from its "> " to
 * the end of its paragraph: for the classifier's blank-and-rescore (classifier_quoted.ts).
 */
export function framedBlockQuotes(text: string, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  for (let at = text.indexOf("\n>", Math.max(0, from - REACH)); at >= 0 && at < to;) {
    const open = at + 1;
    BLANK_LINE.lastIndex = open;
    const blank = BLANK_LINE.exec(text);
    const close = blank === null ? text.length : blank.index;
    const first = text.charCodeAt(text.lastIndexOf("\n", at - 1) + 1) !== 62;
    if (close > from && first && framed(text, open)) out.push([open, close]);
    at = text.indexOf("\n>", close);
  }
  // Round inj81: the quotes opened after a lead-in's colon on its line (see inlineQuote).
  const stop = Math.min(to, text.length); // a caller's `to` may run past the text's end
  for (let line = text.lastIndexOf("\n", Math.max(0, from - REACH)) + 1; line < stop;) {
    const end = lineEnd(text, line);
    const open = inlineQuote(text, line, end);
    if (open >= 0) {
      BLANK_LINE.lastIndex = open;
      const blank = BLANK_LINE.exec(text);
      const close = blank === null ? text.length : blank.index;
      if (close > from && !out.some(([s, e]) => open >= s && open < e)) out.push([open, close]);
    }
    line = end + 1;
  }
  out.sort((a, b) => a[0] - b[0]);
  return out;
}
