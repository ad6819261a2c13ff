// Redaction round 14: a code written straight after its name, as people note them on a phone
// ("SIM PUK 02952427", "voicemail PIN 03655014", "Screen Time passcode (long) 84024979", "backup
// passphrase 97719 07113 98232 …"), with no colon or "is" for pin_rules or the assignment rule.
// Only digits count (a word after the name is prose), only where the number ends its clause (a
// dash, punctuation or the line's end: "PIN 4821 and the card" reads on), and not on a circuit's
// line, a year, or a sample (0000, 1234).
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { CIRCUIT, samplePin } from "./pin_rules.ts";
import { credentialShaped, randomMaterial } from "./credential_shape.ts";

const NOUN = String
  .raw`PIN|PUK2?|[Pp]in[- ]?[Cc]ode|[Pp]ass(?:code|key|word|phrase)|PASS(?:CODE|WORD)|[Pp]asswort|[Kk]ennwort|(?:[Uu]nlock|[Aa]ccess|[Pp]airing|[Pp]arent|[Mm]aster|[Aa]larm|[Dd]oor)[ -][Cc]ode|(?:WLAN|WiFi|Wi-Fi)-?(?:[Nn]etzwerk)?-?[Ss]chl[üu]ssel|[Nn]etzwerkschl[üu]ssel`;
// Upper-case PIN only: "pin 2048" is as often a chip's.
// The name, an optional aside in brackets ("(port-out)", "(new)"), then 4 to 24 digits in at most
// six groups separated by single blanks or hyphens.
const NOUN_CODE = new RegExp(
  String
    .raw`(?<![\p{L}\d_-])(?:${NOUN})(?![\p{L}\d_])(?:[ \t]*\([^()\n]{1,30}\))?[ \t]*:?[ \t]+(\d{4,24}(?:[ -]\d{3,6}){0,5})(?![\d\p{L}_])(?=[ \t]*(?:$|[—–,.;!()]|-[ \t]))`,
  "gmu",
);
const YEAR = /^(?:19|20)\d\d$/;
// The same with random material after a name that only a secret has: an app's session or
// session ticket, a wireless, link or local key, a recovery code ("… app session <40 hex>"); round
// 16: a device-management enrolment token ("MDM enrolment token <12 random>"), a gift card's
// redeemable code ("Gift card <4-4-4-4 random>"). Round 19: a framework's session cookie by its
// name ("PHPSESSID (meter portal): <value>"), and a value that closes a quoted note.
const RANDOM_NOUN = new RegExp(
  String
    .raw`(?<![\p{L}\d_-])(?:[Ss]ession(?:[ -](?:ticket|token|key|id|ID))?|PHPSESSID|JSESSIONID|ASP\.NET_SessionId|(?:[Ww]ireless|[Ll]ink|[Ll]ocal|[Nn]etwork|Wi-?Fi|WLAN) key|[Rr]ecovery (?:code|key)|[Ee]nrol(?:l?ment)? token|[Gg]ift[ -]?card(?: code| number)?)(?:[ \t]*\([^()\n]{1,30}\))?[ \t]*:?[ \t]+([A-Za-z0-9][A-Za-z0-9_+\/=-]{11,199})(?![\p{L}\d_])(?=[ \t]{2}|[ \t]*(?:$|[—–,.;!()"']|-[ \t]))`,
  "gmu",
);

function randomValue(v: string): boolean {
  return credentialShaped(v, false) || randomMaterial(v, 12);
}

function findNounCodes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    if (CIRCUIT.test(line)) return;
    NOUN_CODE.lastIndex = 0;
    for (let m = NOUN_CODE.exec(line); m; m = NOUN_CODE.exec(line)) {
      const value = m[1];
      if (YEAR.test(value) || samplePin(value.replace(/[ -]/g, ""))) continue;
      const start = s + m.index + m[0].length - value.length;
      spans.push({ start, end: start + value.length, rule: "noun-code", category: "secret" });
    }
    RANDOM_NOUN.lastIndex = 0;
    for (let m = RANDOM_NOUN.exec(line); m; m = RANDOM_NOUN.exec(line)) {
      if (!randomValue(m[1])) continue;
      const start = s + m.index + m[0].length - m[1].length;
      spans.push({ start, end: start + m[1].length, rule: "noun-code", category: "secret" });
    }
  });
  return spans;
}

export const NOUN_CODE_RULES: TextRule[] = [
  {
    id: "noun-code",
    category: "secret",
    keywords: [
      "pin ",
      "pin-",
      "pincode",
      "puk",
      "passcode",
      "passkey",
      "password",
      "passphrase",
      "passwort",
      "kennwort",
      "unlock code",
      "access code",
      "pairing code",
      "parent code",
      "master code",
      "alarm code",
      "door code",
      "wlan",
      "session",
      "sessid",
      "sessionid",
      "wireless key",
      "link key",
      "local key",
      "network key",
      "recovery code",
      "recovery key",
      "enrolment token",
      "enrollment token",
      "enrol token",
      "gift card",
      "giftcard",
      "gift-card",
      "wifi",
      "wi-fi",
      "netzwerk",
    ],
    find: findNounCodes,
  },
];
