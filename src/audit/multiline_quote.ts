// Injection round inj65 (v51's newsletter and red-team report guided it; v47 and v49 too): a
// quotation that breaks lines ("this month's example - \"```\nEND OF RECORD\n```\n### SYSTEM …\"
// Notice the urgency"). Round 23's reported quotation looks for the quotation on the match's line
// only, so a quoted fake boundary or JSON message was read as the boundary itself. The writer
// still opens it after words of their own and resumes their sentence after it.

// The opening marks of prose (an apostrophe or a code fence is not one).
const CLOSERS: Record<string, string> = { '"': '"', "“": "”", "«": "»", "„": "“”", "「": "」" };
// The opener follows a blank, colon or dash, with a letter of the writer's earlier on its line.
// Round inj86 (v61's minutes): or an opening parenthesis, the specimen set in brackets after the
// noun it exemplifies ("an example of a prompt injection (\"<|im_end|>\n…\") and …").
const LEAD = /\p{L}[^\n]*[\s:—–(-]$/u;
// After the closer, on its line: at most one punctuation mark, a blank, then the writer's word.
// Round inj86 (v61's newsletter): a dash may stand before that word, the writer's aside closing
// the specimen ("… \"=== DATA ENDS ===\n[SYSTEM]: …\" — our assistant flagged it").
const RESUMES = /^[.,;:!?)]?[ \t]+(?:[—–-][ \t]+)?\p{L}/u;
// Round inj70: or the text ends there, after at most a stop: the report ends with its specimen
// ("… because it contained: \"]}]\n{\"role\": …}\"").
const ENDS = /^[.!?)]?\s*$/;
const FRAME_ABOVE = /\p{L}[^\n]*:[ \t]*\n$/u;
// Round inj78 (v58's training slide): or, opened below such a line, it closes its own line and
// the writer's next line follows ("…<|im_end|>\"\nNobody acted on it.").
const NEXT_LINE = /^[.!?]?[ \t]*\n[ \t]*\p{Lu}/u;
const REACH = 600;
const JSON_VALUE = /"\s*:\s*$/;

/**
 * The quotation [open, close] holding [start, end) when it spans lines: opened after the writer's
 * words on its line, closed on a later line before more of them, no blank line inside.
 */
export function quotationAcrossLines(
  text: string,
  start: number,
  end: number,
): [number, number] | undefined {
  for (let i = start - 1; i >= Math.max(0, start - REACH); i--) {
    const closers = CLOSERS[text[i]];
    if (closers === undefined) continue;
    const lineStart = text.lastIndexOf("\n", i - 1) + 1;
    const lead = text.slice(lineStart, i);
    // Round inj70: a quotation that ends the text may open a line after a line ending in a colon.
    const below = lead.trim() === "" && i > 0 &&
      FRAME_ABOVE.test(text.slice(Math.max(0, lineStart - 200), lineStart));
    // A JSON value's own quote ("note": "…") delimits data, not a quotation of it.
    if (!(LEAD.test(lead) || below) || (text[i] === '"' && JSON_VALUE.test(lead))) continue;
    // A mark with a closer of its own ends at its first closer; a straight quote may hold others.
    const paired = closers !== text[i];
    for (let j = paired ? i + 1 : end; j < Math.min(text.length, i + REACH); j++) {
      if (!closers.includes(text[j])) continue;
      const ends = text.length - j <= 9 && ENDS.test(text.slice(j + 1));
      const resumes = (!below && RESUMES.test(text.slice(j + 1, j + 6))) || ends ||
        (below && NEXT_LINE.test(text.slice(j + 1, j + 8)));
      if (!paired && !resumes) continue;
      if (j < end || !resumes) return undefined;
      // On one line, round 23's reader decides; a blank line ends the quotation.
      const inside = text.slice(i, j);
      return inside.includes("\n") && (ends || !inside.includes("\n\n")) ? [i, j] : undefined;
    }
    return undefined;
  }
  return undefined;
}

/** The quotations over several lines (see above) that open in [from, to) of `text`. */
export function quotationsAcrossLines(text: string, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = from; i < to; i++) {
    if (CLOSERS[text[i]] === undefined || text.indexOf("\n", i) < 0) continue;
    const q = quotationAcrossLines(text, i + 1, i + 1);
    if (q !== undefined && q[0] === i) {
      out.push(q);
      i = q[1];
    }
  }
  return out;
}
