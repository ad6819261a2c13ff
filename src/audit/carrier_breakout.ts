// Injection round 16 (v19 as tuning): a record's free-text field closes its own carrier and opens
// a forged message in the model's protocol. Round 12 named closed containers by name
// ("</tool_result>"); the carriers here are the record's own: any closing tag or CDATA end
// ("]]></Ustrd></RmtInf>", "</order>", "</catatan>") then a tag named for the system, an
// instruction or the assistant, in the lexicon languages; or a JSON string and its array closed
// ('"}]}') and a new chat message opened ('{"role":"system","content":…}', '"rol": "sistem"').
import type { PhraseRule } from "./phrase_rule.ts";
import { ROLE_BREAKOUT_RULES } from "./role_breakout.ts";

// Role tags: the system or the assistant, in the lexicon languages; an instruction tag counts
// with an attribute that ranks it ('<Instruction priority="system">') or after a CDATA end, since
// recipes and manuals carry plain <instructions> elements.
const ROLE_WORD = String
  .raw`system|sistem|sistema|système|systeem|systemet|järjestelmä|rendszer|assistant[-_]?\w*|asistan|asistente|assistente|developer|override`;
const ORDER_WORD = String
  .raw`instructions?|instruction[-_]\w+|anweisung(?:en)?|instrucci[oó]n(?:es)?|istruzion[ei]|instru[cç][aã]o|instructies?|instrukcj[ae]|talimat(?:lar)?|instruksi|instrukser|instruktion(?:er)?|ohjeet|pokyny|utasítás`;
const RANKED = String.raw`\s[^>\n]{0,40}?\b(?:priority|role|level|type|from|source)\s*=`;
const CLOSE = String.raw`<\/[\w:.-]{1,40}>`;
const BLANK = String.raw`(?:\s|\\[nrt])*`;
// A closing tag or CDATA end, up to three more closing tags, then the role or ranked order tag.
const XML_BREAKOUT = String
  .raw`(?:\]\]>|${CLOSE})${BLANK}(?:${CLOSE}${BLANK}){0,3}<(?:(?:${ROLE_WORD})\b[^>\n]{0,60}|(?:${ORDER_WORD})${RANKED}[^>\n]{0,40})>|\]\]>${BLANK}(?:${CLOSE}${BLANK}){0,3}<(?:${ORDER_WORD})\b[^>\n]{0,60}>`;
// A JSON string closed with its array or object, a new line, then a message object with a role.
const JSON_BREAKOUT = String
  .raw`\\?"\s*\}\s*\]\s*\}?(?:\s|\\[nrt])*\{\s*\\?"(?:role|rol|rolle|rôle|ruolo|papel|rola)\\?"\s*:\s*\\?"(?:system|sistem|sistema|système|systeem|developer|assistant|asistan|asistente)\\?"`;

// The forged block orders or claims an approval, in the lexicon languages: an inventory's
// "<system>Linux host with 8 cores</system>" stays quiet.
const ORDERS =
  /\b(?:approv\w*|change|send|forward|delete|mark|transfer|share|proceed|grant|release|refund\w*|export|reply|disable|ignore|must|onayla\w*|aprueba|aprobar|genehmig\w*|approuv\w*|approva|aprove|keur|zatwierd\w*|godkänn|godkend|hyväksy|schval\w*|jóváhagy|aprob\w*|envía|sende|envoie|invia|wyślij|kirim|gönder)\b|setujui|duyệt/iu;

export const CARRIER_BREAKOUT_RULES: PhraseRule[] = [{
  id: "carrier-breakout",
  severity: "high",
  where: ["r"],
  keywords: ["]]>", "</", "}]"],
  re: new RegExp(`${XML_BREAKOUT}|${JSON_BREAKOUT}`, "iu"),
  accept: (text, _start, end) => ORDERS.test(text.slice(end, end + 200).split(/<\/|"\s*\}/)[0]),
}, ...ROLE_BREAKOUT_RULES];
