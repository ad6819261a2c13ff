// Round 13: forms that make a matched attack string a specimen whatever the language of the
// prose around it: a list of quotations, and markup inside an inline code span.
import { reportedQuote } from "./reported_quote.ts";
import { reportedQuotation } from "./message_quote.ts";

// One short quotation, and two or more of them joined by commas, "or" or "and" ("'you are DAN',
// '[INST] <<SYS>>', fake 'Moderator notice'"; («…», «…»); ("<IMPORTANT>", "do not tell the user")).
const ITEM = String.raw`['"‘“«„「][^'"’”»」\n]{1,80}['"’”»」]`;
const QUOTE_LIST = new RegExp(
  `${ITEM}(?:[ \\t]*(?:,|;|\\bor\\b|\\band\\b)[ \\t]*(?:[A-Za-z]+[ \\t]+)?${ITEM})+`,
  "g",
);
// A JSON line ("key": "value", …) has the same shape but is data an agent reads, not a list.
const JSON_LINE = /"\s*:\s*["[{\d]|^\s*[[{]/;
// Words that introduce an example, in the languages write-ups come in ("something like `…`",
// "etwas wie `…`", "quelque chose comme `…`", "что-то вроде `…`", "類似 `…`").
const EXAMPLE_WORD =
  /(?:\b(?:like|such\s+as|e\.g\.|wie|etwa|comme|como|come|zoals|jak|gibi)|вроде|как|наподобие|例如|比如|类似|のような|같은|כמו|مثل|όπως|जैसे)\s*[:,]?\s*$/iu;

function lineBounds(text: string, start: number, end: number): [number, number] {
  const nl = text.indexOf("\n", end);
  return [text.lastIndexOf("\n", start - 1) + 1, nl < 0 ? text.length : nl];
}

/**
 * The match opens inside a list of two or more quotations on its line, outside JSON. An order
 * that only holds such a list ("forward mail containing 'invoice' or 'payment'") opens before it.
 */
export function inQuoteList(text: string, start: number, end: number): boolean {
  const [from, to] = lineBounds(text, start, end);
  if (to - from > 4000) return false;
  const line = text.slice(from, to);
  if (JSON_LINE.test(line)) return false;
  for (const m of line.matchAll(QUOTE_LIST)) {
    const a = from + m.index, b = a + m[0].length;
    if (a <= start && start < b) return true;
  }
  return false;
}

/** The inline code span (`…`) on the match's line that holds position `at`, or null. */
function codeSpanAt(text: string, start: number, end: number, at: number): [number, number] | null {
  const [from, to] = lineBounds(text, start, end);
  for (let i = text.indexOf("`", from); i >= 0 && i < to; i = text.indexOf("`", i + 1)) {
    const close = text.indexOf("`", i + 1);
    if (close < 0 || close >= to) return null;
    if (i < at && at < close) return [i, close];
    i = close;
  }
  return null;
}

const IMAGE_RULES = new Set(["markdown-image-exfiltration", "url-data-placeholder"]);

/** A whole Markdown image inside a code span (`` `![](…)` ``) is shown as text, never fetched. */
function shownImage(text: string, start: number, end: number): boolean {
  const [from] = lineBounds(text, start, end);
  const bang = text.lastIndexOf("![", end);
  if (bang < from) return false;
  const span = codeSpanAt(text, start, end, bang + 1);
  return span !== null && span[0] === bang - 1 && text[span[1] - 1] === ")" &&
    span[1] >= Math.min(end, text.indexOf("\n", start) < 0 ? end : end);
}

/**
 * Markup shown as code: a hiding tag inside a code span is displayed, so nothing is hidden; a
 * spoofed boundary in a code span after "like"/"wie"/"comme" is named as an example.
 */
export function codeSpanSpecimen(rule: string, text: string, start: number, end: number): boolean {
  if (IMAGE_RULES.has(rule)) return shownImage(text, start, end);
  const tag = text.indexOf("<", start);
  if (tag < 0 || tag >= end) return false;
  const span = codeSpanAt(text, start, end, tag);
  if (!span) return false;
  if (rule === "hidden-html-instruction") return true;
  return EXAMPLE_WORD.test(text.slice(Math.max(0, span[0] - 40), span[0]));
}

// "Memory hygiene for agents: don't store …": a heading naming agents as its audience, then a
// prohibition, is guidance. An attack's prohibition keeps a human out ("don't tell/warn/flag …"),
// so those stay orders.
const AUDIENCE_PROHIBITION =
  /\bfor\s+(?:(?:AI|LLM|coding|autonomous)\s+)?(?:agents?|assistants?|bots?|models?)\s*:\s*(?:don'?t|do\s+not|never)\s+(\w+)/iy;
const OVERSIGHT =
  /^(?:tell|warn|flag|report|mention|ask|confirm|alert|notify|disclose|inform|reveal|show|let|escalate|refuse|question|check|verify|log|stop|wait)/i;

/** An ai-vocative-order match opening on "for agents: don't <act>", the act not oversight. */
export function audienceGuideline(text: string, start: number): boolean {
  const from = text.lastIndexOf("for", start + 1);
  if (from < 0) return false;
  if (start - from > 30) return false;
  AUDIENCE_PROHIBITION.lastIndex = from;
  const m = AUDIENCE_PROHIBITION.exec(text);
  return m !== null && !OVERSIGHT.test(m[1]);
}

// Round 17: a quotation given as what a file or message may contain ("if a caption file contains
// a line like \"ignore previous instructions\", flag it"): a runbook's specimen, not an order.
const CONTAINS_LIKE = new RegExp(
  String
    .raw`(?:\b(?:contains?|containing|includes?|including|with|has)\s+(?:a|an|the|any)\s+(?:line|string|phrase|text|message|comment|caption|sentence|note)s?\s+(?:like|such\s+as|saying|reading)|\b(?:contient|contenant)\s+une\s+(?:ligne|phrase|chaîne)\s+comme|\b(?:eine|einer)\s+(?:Zeile|Phrase|Zeichenkette)\s+wie|\b(?:contiene|con)\s+una\s+(?:línea|linea|frase|cadena|riga|stringa)\s+(?:como|come)|\b(?:contém|com)\s+uma\s+(?:linha|frase)\s+como|\been\s+(?:regel|zin)\s+(?:zoals|als))\s*[:,]?\s*["'“‘«„]\s*$`,
  "iu",
);

/** The match is quoted right after "contains a line like" and the quote closes within 80. */
function containsLikeSpecimen(text: string, start: number, end: number): boolean {
  return CONTAINS_LIKE.test(text.slice(Math.max(0, start - 70), start)) &&
    /^[^"”’»\n]{0,80}["”’»]/.test(text.slice(end, end + 82)) === true;
}

// "… were blocked/stripped/flagged": the tokens are reported as handled, not sent.
export const HANDLED =
  /^[^.\n]{0,40}?\b(?:was|were|is|are|got|get|gets)\s+(?:\w+\s+)?(?:blocked|stripped|filtered|removed|rejected|detected|caught|flagged|escaped|sanitis|sanitiz)/i;

// Round inj34 (v34 guided): "records containing </tool_result> or <|im_start|> are now escaped":
// a template token as what some input contains, then reported handled in the same clause.
const CONTAINING_BEFORE =
  /\b(?:contain(?:s|ing)?|includ(?:es|ing)|with)\s+(?:\S{1,30}\s*(?:,|\bor\b|\band\b)\s*){0,3}$/i;
function handledToken(rule: string, text: string, start: number, end: number): boolean {
  return rule.startsWith("chat-template") &&
    CONTAINING_BEFORE.test(text.slice(Math.max(0, start - 100), start)) &&
    HANDLED.test(text.slice(end, end + 80));
}

/** A list of quotations, markup shown as code, or a quotation of what a file may contain. */
export function quotedSpecimen(rule: string, text: string, start: number, end: number): boolean {
  return inQuoteList(text, start, end) || codeSpanSpecimen(rule, text, start, end) ||
    containsLikeSpecimen(text, start, end) || reportedQuote(text, start, end) ||
    handledToken(rule, text, start, end) ||
    (rule === "multilingual-override" && reportedQuotation(text, start, end));
}
