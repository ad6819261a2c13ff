// Redaction round 59 (issue 13): a chat message that ends with the value (`[16:47] Keiko: it
// changed on Friday, use V`, `[7:13] Dad: sorry, typo, it's V`). Someone handing a value over in
// chat puts it last and sends; system_value_rules.ts reads the message's end as the end of the
// value's clause, as it reads a sentence's mark, when the value has the generated shape.

// A chat line's opening: a time stamp, then a speaker and a colon (`[16:47] Keiko (IT):`,
// `14:02 Ana:`), or a speaker and a time in brackets (`[Marek 07:06]`).
export const CHAT_OPENING =
  /^[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+[^:\n]{1,60}:|\[[^\]\n]{1,40}\d{1,2}:\d{2}\])[ \t]/;

/** The value [s, e) is the last word of a time-stamped chat message on its line. */
export function endsChatMessage(text: string, s: number, e: number): boolean {
  if (!/^[.!]?[ \t]*(?:\r?\n|$)/.test(text.slice(e, e + 4))) return false;
  const lineStart = text.lastIndexOf("\n", s - 1) + 1;
  return CHAT_OPENING.test(text.slice(lineStart, s));
}
