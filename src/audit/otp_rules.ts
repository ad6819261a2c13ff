// Redaction round 11 (issue 13): a one-time code as sign-in mails, SMS and chat relays print it
// ("Your verification code: 482913", "Acme sign-in code is 482-913", "OTP 48291377"). Until it
// expires it logs in as the user, and agents read such mails back through mailbox tools. The cue
// names a login code (verification, sign-in, login, one-time, security, 2FA/MFA, OTP, passcode)
// or a device's pairing, claim, setup, enrolment or provisioning code (`123-45-678`, `QX7M-9KPL`);
// confirmation, booking, authorisation, error and status codes are references, not secrets.
// Round 19: a remote access code ("your SCADA remote access code is …"), and an eSIM's
// confirmation code (GSMA SGP.22: the profile download asks for it), which is no reference.
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { FOREIGN_OTP_RULES } from "./foreign_otp_rules.ts";
import { GIFT_CODE_RULES } from "./gift_code_rules.ts";

const CUE = String
  .raw`(?:verification|verify|sign[- ]?in|log[- ]?in|one[- ]time|security|2fa|mfa|two[- ]factor|otp|pairing|claim|setup|enrol?lment|provisioning|device)[ -]?(?:code|pin|number)|one[- ]time[- ]pass(?:word|code)|access[ -]code|e-?sim[ -](?:confirmation|activation)[ -]code|confirmation[ -]code(?=[^\n]{0,40}?\be-?sim\b)|\botp\b|\bpasscode|bestätigungscode|best[aä]tigungs-?code|anmeldecode|code de (?:vérification|verification|connexion|sécurité)|código de (?:verificación|verificacion|acceso|seguridad)|codice di (?:verifica|accesso)|verificatiecode|inlogcode|kod (?:weryfikacyjny|logowania)`;
// The code: 4 to 8 digits (`482913`, `482-913`, `482 913`) or 6 to 8 upper-case letters and digits
// with a digit, a few words after the cue, in the same sentence and not past a quote, bracket or
// parenthesis (`"passcode"],codepoint:61330` is data, "(RFC 8628)" a reference).
const OTP = new RegExp(
  String
    .raw`(?:${CUE})\b[^.\n\d"{}\[\]()]{0,40}?(?<![\w-])(\d{3}-\d{2}-\d{3}|\d{3,4}[- ]\d{3,4}|\d{4,8}|(?=[A-Z-]*\d)[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){1,4}|(?=[A-Z]*\d)[A-Z0-9]{6,8})(?![\w-])(?![ \t]*(?:min|sec|hour|h\b|s\b|ms\b|day|attempt|tries|digit|char|%|times|x\b))`,
  "giu",
);
// Round 14: the code before its name, as Google and Microsoft texts put it ("G-688333 is your
// Google verification code", "Use 45134236 as Microsoft account security code"), and a bare
// "Your code is 47241439" / "Your code for the transfer of … is …" (a bank's SMS). The name ends
// its clause ("4821 is the security code update" is about code).
const CODE_FIRST = new RegExp(
  String
    .raw`(?<![\w-])((?:G-)?\d{4,8})[ \t]+(?:is|as)[ \t]+(?:(?:your|the|an?)[ \t]+)?(?:\p{L}+[ \t]+){0,3}?(?:verification|verify|sign[- ]?in|log[- ]?in|one[- ]time|security|2fa|mfa|two[- ]factor)[ -]?code\b(?=[ \t]*(?:$|[^\p{L}\s]|(?:for|to)\b))`,
  "giu",
);
const YOUR_CODE =
  /\byour code(?:[ \t]+for[ \t][^\n]{0,60}?)?[ \t]+is[ \t]+(\d{4,8})(?![\w-])(?![.,]?\d)(?![ \t]*(?:lines?|min|sec|char|digit|%|times))/gi;
// A year is no code ("security code update 2024").
const YEAR = /^(?:19|20)\d\d$/;

function findOtps(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    const line = text.slice(s, e);
    OTP.lastIndex = 0;
    for (let m = OTP.exec(line); m; m = OTP.exec(line)) {
      if (YEAR.test(m[1])) continue;
      const start = s + m.index + m[0].length - m[1].length;
      spans.push({ start, end: start + m[1].length, rule: "one-time-code", category: "secret" });
    }
    for (const re of [CODE_FIRST, YOUR_CODE]) {
      re.lastIndex = 0;
      for (let m = re.exec(line); m; m = re.exec(line)) {
        if (YEAR.test(m[1])) continue;
        const start = s + m.index + m[0].indexOf(m[1]);
        spans.push({ start, end: start + m[1].length, rule: "one-time-code", category: "secret" });
      }
    }
  });
  return spans;
}

export const OTP_RULES: TextRule[] = [
  {
    id: "one-time-code",
    category: "secret",
    keywords: [
      "verification code",
      "verify code",
      "sign-in code",
      "signin code",
      "sign in code",
      "login code",
      "log-in code",
      "one-time",
      "one time",
      "security code",
      "2fa code",
      "mfa code",
      "two-factor",
      "otp",
      "passcode",
      "tigungscode",
      "anmeldecode",
      "code de v",
      "code de connexion",
      "code de s",
      "digo de verifica",
      "digo de acceso",
      "digo de seguridad",
      "codice di verifica",
      "codice di accesso",
      "verificatiecode",
      "inlogcode",
      "kod weryfikacyjny",
      "kod logowania",
      "pairing code",
      "pairing pin",
      "claim code",
      "setup code",
      "enrollment code",
      "enrolment code",
      "provisioning code",
      "device code",
      "your code",
      "access code",
      "access-code",
      "confirmation code",
    ],
    find: findOtps,
  },
  // Round 29: the same code named in other languages, and a gift card's redemption code.
  ...FOREIGN_OTP_RULES,
  ...GIFT_CODE_RULES,
];
