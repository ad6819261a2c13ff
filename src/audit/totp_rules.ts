// Redaction round 4 (issue 13): one-time-password seeds. The `secret=` of an `otpauth://` URI
// (what a QR code for an authenticator app holds), and a seed named as a TOTP, 2FA or MFA
// secret or setup key in text: base32 (RFC 4648: A–Z and 2–7), 16 or more characters, possibly
// grouped by fours as authenticator apps show it. The RFC and documentation example seed
// `JBSWY3DPEHPK3PXP` ("Hello!\xDE\xAD\xBE\xEF") is kept, as are masks and placeholders.
import { shannonEntropy } from "./checksums.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { publishedSample } from "./sample_values.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const URI_SECRET =
  /otpauth:\/\/[htHT]otp\/[^\s?"'<>]{0,200}\?(?:[^\s#"'<>]{0,300}?&)?secret=([A-Za-z0-9]{16,128})=*/dg;
// "TOTP secret: …", "2FA setup key — …", "mfa_seed=…", "TOTP secret for X is …": the name, marks
// or a few words ending in "is", a colon or "=", then the seed. Round 25: up to 60 characters of
// words, and the copulas of other languages ("a TOTP seed do front-desk … é <seed>"). Round 30:
// "setup key" alone, as authenticator apps name the seed ("the setup key for the account is …").
const NAMED_SEED =
  /\b(?:(?:totp|hotp|otp|2fa|mfa|two[- ]factor|authenticator)[ _-]?(?:shared[ _-]?)?(?:secret|seed|setup[ _-]?key|key)(?:[ _-]?key)?|setup[ _-]?key)\b(?:[^\n\w]{0,12}|[^\n]{0,60}?(?:\bis|[:=]|[ \t](?:é|è|ist|est|es|er|je|är|jest|este|là|ni|adalah|είναι|คือ|هو))[ \t]*)["'`]?([A-Za-z2-7]{4}(?: ?[A-Za-z2-7]{4}){3,15})(?![A-Za-z0-9])/dgi;
// Round 9: the seed handed to a TOTP/HOTP constructor (`pyotp.TOTP("…")`, `ROTP::TOTP.new("…")`,
// `new OTPAuth.TOTP({ secret: "…" })`, `totp.New("…")`, otplib's `authenticator.generate("…")`,
// `TOTP(secret: base32Decode("…"))`): the first argument is the seed.
const CTOR_SEED =
  /\b(?:[TH]OTP(?:\.new|::new|\.New)?|authenticator\.(?:generate|check|verify)|[th]otp\.generate)\s*\(\s*(?:\{\s*)?(?:secret\s*[:=]\s*)?(?:[\w.]{1,40}\(\s*)?["'`]([A-Za-z2-7]{16,128})=*["'`]/dgi;
// The documentation seeds are sample_values.ts's, compared in upper case.
const docSeed = (v: string) => publishedSample(v.toUpperCase());

/** Base32 of random bytes: one case, digits 2–7 and letters mixed, not a word or a run. */
function seedLike(raw: string): boolean {
  const v = raw.replace(/ /g, "");
  if (v.length < 16 || docSeed(v)) return false;
  if (v !== v.toUpperCase() && v !== v.toLowerCase()) return false;
  if (isTemplateOrMask(v) || looksFake(v)) return false;
  return /[2-7]/.test(v) && /[A-Za-z]/.test(v) && shannonEntropy(v) >= 3.2;
}

// Round 15: inside an `otpauth://` URI the `secret=` parameter is the seed by the format's
// definition: no 2–7 digit is needed (random base32 of 32 characters lacks one 0.1 % of the
// time), and digits 0, 1, 8 and 9 that lax encoders emit are kept in it.
function uriSeed(raw: string): boolean {
  if (docSeed(raw) || isTemplateOrMask(raw) || looksFake(raw)) return false;
  return raw === raw.toUpperCase() || raw === raw.toLowerCase()
    ? shannonEntropy(raw) >= 3.2
    : seedLike(raw);
}

function finder(re: RegExp, rule: string, accept = seedLike) {
  return (text: string, at: number[] | null): Span[] => {
    const spans: Span[] = [];
    execWindows(re, text, at, 40, 600, (m, offset) => {
      if (!accept(m[1])) return;
      const start = offset + m.indices![1]![0];
      spans.push({ start, end: start + m[1].length, rule, category: "secret" });
    });
    return spans;
  };
}

// Round 50: a 160-bit seed (32 base32 characters, the length RFC 4226 recommends and
// authenticator apps generate) standing alone, with a seed's name earlier on its line or up to
// four lines above: a column header ("TOTP SEED"), a list ("TOTP seeds: A, B"), an env name
// (`…_2FA_SEED=`), a clause with no link ("the TOTP seed of the admin account <seed>"). No benign
// text of v1-v40 or rtr1-rtr9 holds such a run at all; 42 seeds do (7 were missed, 4 sets).
const SEED_RUN = /(?<![A-Za-z0-9+\/_.-])(?:[A-Z2-7]{32}|[a-z2-7]{32})(?![A-Za-z0-9+\/=_-])/g;
const SEED_NAME =
  /(?<!\p{L})(?:totp|hotp|2fa|mfa|two[- ]factor|authenticator|setup[ _-]?key)(?!\p{Ll})/iu;

function findSeedRuns(text: string): Span[] {
  const spans: Span[] = [];
  SEED_RUN.lastIndex = 0;
  for (let m = SEED_RUN.exec(text); m; m = SEED_RUN.exec(text)) {
    if (!seedLike(m[0])) continue;
    let from = m.index;
    for (let i = 0; i < 5 && from > 0; i++) from = text.lastIndexOf("\n", from - 1);
    if (!SEED_NAME.test(text.slice(Math.max(0, from, m.index - 400), m.index))) continue;
    spans.push({ start: m.index, end: m.index + 32, rule: "totp-seed", category: "secret" });
  }
  return spans;
}

export const TOTP_RULES: TextRule[] = [
  {
    id: "otpauth-secret",
    category: "secret",
    keywords: ["otpauth://"],
    find: finder(URI_SECRET, "otpauth-secret", uriSeed),
  },
  {
    id: "totp-seed",
    category: "secret",
    keywords: [
      "totp",
      "hotp",
      "otp",
      "2fa",
      "mfa",
      "factor",
      "authenticator",
      "setup key",
      "setup-key",
      "setup_key",
      "setupkey",
    ],
    find: finder(NAMED_SEED, "totp-seed"),
  },
  {
    id: "totp-seed",
    category: "secret",
    keywords: ["totp", "hotp", "authenticator."],
    find: finder(CTOR_SEED, "totp-seed"),
  },
  {
    id: "totp-seed",
    category: "secret",
    keywords: ["totp", "hotp", "2fa", "mfa", "factor", "authenticator", "setup key", "setup_key"],
    find: findSeedRuns,
  },
];
