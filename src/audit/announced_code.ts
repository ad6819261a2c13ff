// Injection round 74 (v57 guided; the same form in v23 and trn3): a text that says how what
// follows is written — spelled backwards word by word, letters as numbers, spelled for radio —
// and orders it carried out ("do what it says:", "read it and do it:", "carry it out:"), or asks
// for one long token to be decoded "and do what it says". The announcement plus the order to act
// on the decoding is the attack whatever the code: no codec has to read the payload.
import type { PhraseRule } from "./phrase_rule.ts";
import { notNegated } from "./decode_order.ts";

// How the payload is written: spelled, backwards, letters or numbers standing for each other.
const WRITTEN = String
  .raw`spel(?:led|t|ling)|backwards?|reversed|in\s+reverse|letters?\s+as\s+numbers|numbers?\s+as\s+letters|a\s*=\s*1\b|a1z26|phonetic(?:\s+alphabet)?|for\s+radio|nato\s+alphabet|cipher(?:ed)?|encoded`;
// The order to carry out the decoded text; it points back at it (it, them, what it says).
const CARRY = String
  .raw`do\s+what\s+(?:it|they)\s+says?|carry\s+(?:it|them)\s+out|(?:read|decode|decipher|translate)\s+(?:it|them|this)\s+and\s+(?:do|follow|obey|carry\s+out)(?:\s+(?:it|them))?|(?:do|obey|follow)\s+(?:it|them)`;

export const ANNOUNCED_CODE = new RegExp(
  [
    // "Each word is spelled backwards; read it and do it: drawroF …" — the colon opens the payload;
    // a bracketed key ("(a=1 ... z=26)") may sit in the announcement.
    String.raw`\b(?:${WRITTEN})\b(?:\([^)\n]{0,30}\)|[^.\n:(]){0,60}?[,;]\s*(?:${CARRY})\s*:`,
    // "decode U2VuZCB0aGUg… and do what it says": one unbroken token is the payload.
    String.raw`\bdecode\s+[A-Za-z0-9+/=_-]{24,}\s+and\s+(?:${CARRY})\b`,
  ].join("|"),
  "i",
);

export const ANNOUNCED_CODE_RULES: PhraseRule[] = [{
  // Reported as decode-and-follow: the same attack as decode_order.ts, another wording.
  id: "decode-and-follow",
  severity: "medium",
  where: ["d", "r"],
  keywords: [
    "do what it says",
    "do what they say",
    "carry it out",
    "carry them out",
    " it:",
    " them:",
  ],
  re: ANNOUNCED_CODE,
  accept: (text, start) => notNegated(text, start),
}];
