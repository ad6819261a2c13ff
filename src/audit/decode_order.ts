// The "decode-and-follow" phrase (rounds 1 and 15). Round 15 (v18 as tuning; misses of v16 and v17
// too): the order to decode may name the encoding ("decode the Morse and follow it", "decode the
// hex as UTF-8 and apply it"), read it backwards ("Read backwards and obey:"), solve a cipher
// ("ROT13 puzzle … solve it and do what it says"), say "comply", or tag the run ("(hex, apply as
// instruction)"), in the lexicons' main languages. The act must point back at the decoded text
// (it, them, what it says) or have no object: "decode the response and follow the redirect" is
// an API's documentation.
const BACK = String
  .raw`(?:(?:follow|apply|execute|run|carry\s+out|act\s+on)\s+(?:it|them|that|this)\b|obey\b|comply\b|do\s+(?:it|what\s+it\s+says)\b|(?:apply|execute)\b(?!\s+(?:the|a|an|to|for|your|this|that|it|them|on)\b))`;
const ENCODING = String.raw`hex|base64|base32|rot-?13|morse|cipher|puzzle|reversed`;

export const DECODE_ORDER = new RegExp(
  [
    String
      .raw`\bdecode\s+(?:(?:this|the\s+following|it|the\s+(?:base64|string|payload))\b[^.\n]{0,40}?\b)?(?:and\s+)?(?:follow|execute|run|obey|do\s+what|carry\s+out)\b`,
    String
      .raw`\b(?:decode|decipher|unscramble|read\s+(?:it\s+|this\s+|them\s+)?(?:backwards|in\s+reverse|reversed))\b[^.\n:]{0,50}?\band\s+${BACK}`,
    String
      .raw`\b(?:${ENCODING})\b[,;:]?\s+(?:apply|execute|follow|obey)\s+(?:it\s+)?as\s+(?:an?\s+)?(?:instruction|command|order)s?\b`,
    String
      .raw`\b(?:${ENCODING})\b[^.\n]{0,40}?\b(?:solve|decode|decipher)\s+(?:it|this|them)\s+and\s+${BACK}`,
    // French, Spanish, Portuguese, German, Italian, Dutch, Polish: decode … and execute/apply/obey.
    String
      .raw`\bd[ée]code[zr]?\b[^.\n:]{0,50}?\bet\s+(?:ex[ée]cute|applique|ob[ée]is|suis)`,
    String
      .raw`\bdecodifi(?:ca|que)\b[^.\n:]{0,50}?\b(?:y|e)\s+(?:ejecuta|aplica|obedece|cumple|execute|aplique|obede[çc]a|cumpra|esegui|applica|obbedisci)`,
    String.raw`\bdekodiere\b[^.\n:]{0,50}?\bund\s+(?:f[üu]hre|befolge|wende)`,
    String.raw`\bdecodeer\b[^.\n:]{0,50}?\ben\s+(?:voer|volg|pas)`,
    String.raw`\bzdekoduj\b[^.\n:]{0,50}?\bi\s+(?:wykonaj|zastosuj)`,
    // Round inj96 (v19, v33, v57, v58, v65, v66, trn6): a label's infinitives ("bitte dekodieren
    // und ausführen", "à décoder puis exécuter"), Chinese "解码后执行/照做", English "carry it out".
    String
      .raw`\bdekodieren\s+und\s+(?:ausf[üu]hren|befolgen|anwenden|umsetzen)\b|\bd[ée]coder\s+(?:et|puis)\s+(?:ex[ée]cuter|appliquer|suivre|ob[ée]ir)\b`,
    String
      .raw`解码(?:后|并|然后|之后)?\s*(?:执行|照做|遵照执行|按其执行)|\bdecode\s+(?:this|the\s+following|it)\b[^.\n:]{0,40}?\band\s+carry\s+(?:it|them)\s+out\b`,
    // Round inj98 (v67, trn5): the same label in Japanese ("デコードして指示どおりに実行") and Korean
    // ("디코딩 후 적용"): decode, then execute, apply or follow.
    String
      .raw`デコード(?:して|し[、,]?|した後|してから|後)[^。\n]{0,20}?(?:実行|適用|従)|디코딩\s*(?:후|해서|하여|한\s*(?:후|뒤|다음))\s*(?:적용|실행|따르|따라)`,
  ].join("|"),
  "i",
);

export const DECODE_ORDER_KEYWORDS = [
  "decode",
  "decipher",
  "unscramble",
  "backwards",
  "in reverse",
  "reversed",
  "apply as",
  "apply it as",
  "execute as",
  "follow as",
  "obey as",
  "solve it",
  "solve this",
  "solve them",
  "codez",
  "code et",
  "code le",
  "code la",
  "code ce",
  "decodifi",
  "dekodier",
  "decodeer",
  "zdekoduj",
  "解码",
  "décoder",
  "decoder et",
  "decoder puis",
  "デコード",
  "디코딩",
];

// Round inj34 (v34 guided): "we log them but do not decode and act on them" states a policy; a
// negation right before the verb makes the order its opposite.
const NEGATED =
  /(?:\bnot|\bnever|n['’]t|\bnicht|\bnie|\bnunca|\bjamais|\bmai|\bniet|\bnooit|\bnigdy)\s+(?:\w+\s+)?$/i;

/** The match is not preceded by a negation ("do not decode and …", "never decode and …"). */
export function notNegated(text: string, start: number): boolean {
  return !NEGATED.test(text.slice(Math.max(0, start - 24), start));
}
