// Redaction round 39 (issue 13): the other secrets people hand each other in writing, each after
// a label naming its kind and any connector (access_code_rules.ts `JOIN`: "lautet", "devient",
// "mudou para", "是", a dash, an arrow, a cell's edge, a line break), and each with the shape its
// kind has: a passphrase of 4-8 words, a seed of 12 or 24, a TOTP seed in base32 (grouped in
// fours as apps show it), a one-time code of digits, a list of recovery codes, a session cookie,
// a voucher code in groups, a Wi-Fi key. The label names the kind, the shape must match it and
// end its line or cell, so one rule reads all of them without guessing at free text.
// Tuning set: rtr7 (its missed passphrases, seeds, TOTP seeds, codes and cookies).
import { handedLike, joinAfter } from "./access_code_rules.ts";
import { hitWindows } from "./hit_windows.ts";
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const W = String.raw`[a-z]{2,10}`;
// The value ends its line or its cell (a Markdown `|`, a CSV `;`/`,` with no space after it: "…
// 3PXP, the example from the RFC" goes on as prose), spaces aside.
const END = String.raw`(?=[ \t]*(?:$|\n|\r|\||[;,](?![ \t])))`;
const TOTP_LABEL = String
  .raw`(?:2fa|totp|mfa)[- ]?(?:key|sleutel|clé|schlüssel|secret|seed|geheim(?:nis)?|segredo|secreto|clave|chave|kunci|rahasia)|(?:clé|clave|chave|kunci|segredo|secreto|geheim|sleutel)\s+(?:2fa|totp|mfa)|authenticator\s+key|setup\s+key|totp`;
const KINDS: { label: string; value: RegExp }[] = [
  { // passphrases: 4-8 lower-case words, one separator throughout
    label: String
      .raw`pass\s?phrase|master[- ]?pass(?:word|wort)|contraseña\s+maestra|senha\s+mestra|frase\s+de\s+contraseña|frase[- ]senha|phrase\s+secrète|frasa\s+sandi|wachtzin|wachtwoordzin|口令短语|主密码`,
    value: new RegExp(String.raw`^${W}([-. ])${W}(?:\1${W}){2,6}${END}`, "u"),
  },
  { // wallet seeds: 12 or 24 lower-case words
    label: String
      .raw`seed(?:\s+phrase|\s+words)?(?:\s+du\s+wallet)?|recovery\s+phrase|wallet\s+words|mnemonic|phrase\s+de\s+récupération|frase\s+(?:semente|semilla|de\s+recupera(?:ção|ción))|herstelzin|frasa\s+pemulihan|wiederherstellungsphrase|助记词`,
    value: new RegExp(
      String.raw`^[a-z]{3,8}(?: [a-z]{3,8}){11}(?:(?: [a-z]{3,8}){12})?${END}`,
      "u",
    ),
  },
  { // TOTP seeds: base32, upper case, or lower case in groups of four
    label: TOTP_LABEL,
    value: new RegExp(
      String
        .raw`^(?:[A-Z2-7]{16,64}|[a-z2-7]{4}(?: [a-z2-7]{4}){3,15}|[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15})${END}`,
      "u",
    ),
  },
  { // one-time codes: 6-8 digits
    label: String
      .raw`verification\s+code|one[- ]time\s+code|sms\s+code|eenmalige\s+code|código\s+de\s+(?:uso\s+único|verificaci[óo]n|verificação)|code\s+de\s+vérification|kode\s+(?:otp|verifikasi)|bestätigungscode|验证码`,
    value: new RegExp(String.raw`^\d{6,8}${END}`, "u"),
  },
  { // recovery codes: four or more codes of 8-10 characters split in two, digits among them
    label: String
      .raw`(?:backup|recovery)\s+codes|backup-codes|wiederherstellungscodes|codes\s+de\s+(?:récupération|secours)|códigos\s+de\s+(?:recuperação|recuperación|respaldo)|herstelcodes|kode\s+(?:cadangan|pemulihan)|备用(?:验证)?码|恢复码`,
    value: new RegExp(
      String
        .raw`^[A-Za-z0-9]{4,5}[- ][A-Za-z0-9]{4,5}(?:,?[ \t]+[A-Za-z0-9]{4,5}[- ][A-Za-z0-9]{4,5}){3,}${END}`,
      "u",
    ),
  },
  { // session cookies pasted from a browser: 20-48 lower-case letters and digits
    label: String
      .raw`session\s+cookie|cookie\s+de\s+sess(?:ão|ion)|cookie\s+sesi|sessiecookie|sitzungscookie|cookie\s+from\s+my\s+browser|(?:the|o|le|el|het|der)\s+cookie`,
    value: new RegExp(String.raw`^(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{20,48}${END}`, "u"),
  },
  { // voucher codes: 3-5 groups of 4-5 capitals and digits
    label: String
      .raw`(?:store\s+credit|gift\s+card|voucher|coupon)(?:\s+code)?|código\s+(?:del|do)\s+(?:vale|cupón|cupom)|gutscheincode|code\s+(?:du\s+bon|cadeau)|kode\s+voucher|cadeaucode|礼品卡(?:码|卡密)`,
    value: new RegExp(
      String.raw`^(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){2,4}${END}`,
      "u",
    ),
  },
  { // Wi-Fi keys: any password-like token
    label: String
      .raw`(?:wi-?fi|wlan|wpa2?)[- ]?(?:key|password|passwort|schlüssel|sleutel|clé|clave|chave|senha|kunci|sandi|密码)|(?:clave|chave|clé|kunci|senha)\s+(?:del\s+|do\s+|de\s+la\s+|da\s+)?(?:wi-?fi|wpa2?)|无线密码`,
    value: new RegExp(String.raw`^[^\s|,;"'${"`"}(){}\[\]<>=]{8,63}${END}`, "u"),
  },
];

// Each label, then an optional aside naming the product ("session cookie (PHPSESSID)").
// One regex for all labels (a group per kind), then an optional aside naming the product
// ("session cookie (PHPSESSID)"); read only around the keyword hits.
const LABELS = new RegExp(
  String.raw`(?<![\p{L}\d_])(?:${KINDS.map((k) => `(${k.label})`).join("|")})` +
    String.raw`(?![\p{Script=Latin}\d_])(?:[ \t]*[(（][^)）\n]{1,30}[)）])?`,
  "giu",
);

function findHanded(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 48, 64)) {
    for (const m of text.slice(ws, we).matchAll(LABELS)) {
      const i = m.findIndex((g, n) => n > 0 && g !== undefined) - 1;
      const span = readValue(text, ws + m.index + m[0].length, i);
      if (span && (ws + m.index === 0 || !/[\p{L}\d_]/u.test(text[ws + m.index - 1]))) {
        spans.push(span);
      }
    }
  }
  return spans;
}

/** The value of kind `i` after a connector at `after`, if one of that kind's shape stands there. */
function readValue(text: string, after: number, i: number): Span | undefined {
  const kind = KINDS[i];
  const join = joinAfter(text.slice(after, after + 40));
  if (join === undefined || join.includes("=")) return undefined;
  const v = kind.value.exec(text.slice(after + join.length, after + join.length + 700))?.[0];
  // A placeholder in a TOTP seed's place (`REPLACEWITHYOURKEY`) reads as base32; words of a
  // passphrase or seed read as a description to looksFake, so only this kind asks it.
  const fake = v !== undefined && kind.label === TOTP_LABEL && looksFake(v);
  if (v === undefined || fake || (i === KINDS.length - 1 && !handedLike(v))) return undefined;
  const start = after + join.length;
  return { start, end: start + v.length, rule: "handed-secret", category: "secret" };
}

export const HANDED_SECRET_RULES: TextRule[] = [{
  id: "handed-secret",
  category: "secret",
  // The head words of the labels above, in each language.
  keywords: [
    "phrase",
    "frase",
    "frasa",
    "wachtwoordzin",
    "contraseña",
    "master",
    "mestra",
    "secrète",
    "pass",
    "seed",
    "wallet",
    "mnemonic",
    "semente",
    "semilla",
    "herstel",
    "wachtzin",
    "sandi",
    "2fa",
    "totp",
    "mfa",
    "authenticator",
    "setup key",
    "code",
    "código",
    "kode",
    "cookie",
    "voucher",
    "coupon",
    "gutschein",
    "cadeau",
    "vale",
    "wifi",
    "wi-fi",
    "wlan",
    "wpa",
    "口令",
    "主密码",
    "助记词",
    "验证码",
    "备用",
    "恢复码",
    "礼品卡",
    "无线密码",
  ],
  find: findHanded,
}];
