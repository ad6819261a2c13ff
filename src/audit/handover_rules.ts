// Redaction round 26 (issue 13): the link between a slot and its value may cross a sentence or a
// chat turn. One sentence (or turn) ends on the slot's noun ("Yesterday we changed the one-time
// code.", "can you send me the password for the portal?"), the next opens with a few words and a
// link of the shared grammar (slot_link.ts: a colon, a copula of any language) or, in a chat
// reply, with the value alone after the speaker ("Now it is: <v>.", "Bây giờ nó là <v>.",
// "[09:54] jan: <v>"). The words before the noun are judged as a settings label is (pair_rules.ts
// `labelledSlot`), and the value must end its clause. The noun ends its sentence (a qualifier of
// words may follow, no value: "API key ****8985." has its value already), and the next sentence
// opens with no subject of its own (an identifier's or another slot's name). Of the marks only
// the colon links here: `=` and arrows after a line break are code. A line break ends a turn
// only before a chat line's time stamp.
import { labelledSlot, slotNoun } from "./pair_rules.ts";
import { NOT_SECRET } from "./credential_slot_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { endsClause, LINK_WORD_SRC } from "./slot_link.ts";
import { execWindows } from "./windows.ts";

const NOUN = String
  .raw`pass(?:word|wort|phrase|code)|secret|token|key|code|cookie|PIN|OTP`;
// The noun, an optional qualifier of the same clause ("for the portal"), the sentence's or the
// turn's end; then a chat turn's time and speaker, up to six words without digits, and the link.
const HANDOVER = new RegExp(
  String
    .raw`(?<![\p{L}\d_])(?:${NOUN})(?![\p{L}\d_])[^.!?。？！:\n$(){}[\]\/=<>"'\x60*•#\d]{0,40}?[ \t]*(?:[.!?。？！][ \t]*(?:\n|[ \t])|\n(?=[ \t]*\[[\d:]{4,8}\]))[ \t]*(\[[\d:]{4,8}\][ \t]*[\p{L}\d_.-]{1,24}:[ \t]*)?((?:[^\s\d.!?:："'<>]+(?:[ \t,]+|(?=[:：]))){0,6}?)(?:([:：])[ \t]*|(?<=[ \t])(${LINK_WORD_SRC})[ \t]+|(?<=\][ \t]*[\p{L}\d_.-]{1,24}:[ \t]*))(?![^\s]*[:：](?:\s|$))([^\s"'<>\x60]{6,200}?)[.,;!]?(?=\s|$)`,
  "dgiu",
);

function findHandover(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(HANDOVER, text, at, 2, 200, (m, offset) => {
    const [vs, ve] = m.indices![5]!;
    // No link: a chat reply holding the value alone after its speaker, to the line's end.
    const alone = m[3] === undefined && m[4] === undefined;
    if (alone && !/^[.!]?[ \t]*(?:\r?\n|$)/.test(text.slice(offset + ve, offset + ve + 4))) return;
    if (!endsClause(text, offset + ve)) return;
    const nounEnd = offset + m.index + m[0].search(/(?![\p{L}])/u);
    // The next sentence names its own subject ("The serial number is …", "commit to …").
    if (m[2] !== "" && (NOT_SECRET.test(m[2]) || slotNoun(m[2].trim()) !== undefined)) return;
    const label = slotLabel(text, offset + m.index, nounEnd);
    if (label === undefined || !labelledSlot(label, m[5])) return;
    const start = offset + vs;
    spans.push({ start, end: start + m[5].length, rule: "handover", category: "secret" });
  });
  return spans;
}

/** Up to six words ending in the noun, from the start of its sentence or turn. */
function slotLabel(text: string, nounStart: number, nounEnd: number): string | undefined {
  const from = Math.max(0, nounStart - 80);
  const head = text.slice(from, nounEnd).split(/[.!?。？！:\n]/).pop()!;
  const words = head.trim().split(/\s+/).slice(-6).join(" ");
  return words.length >= 3 ? words : undefined;
}

export const HANDOVER_RULES: TextRule[] = [
  {
    id: "handover",
    category: "secret",
    keywords: [
      "password",
      "passwort",
      "passphrase",
      "passcode",
      "secret",
      "token",
      "key",
      "code",
      "cookie",
      "pin",
      "otp",
    ],
    find: findHandover,
  },
];
