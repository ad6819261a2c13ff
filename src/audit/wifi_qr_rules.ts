// Redaction round 7 (issue 13): the Wi-Fi network a QR code joins, as OCR or a scanner app
// prints its text: `WIFI:T:WPA;S:Office-5G;P:<password>;;` (the ZXing format every phone reads;
// `\;`, `\:` and `\\` escape). The `P:` field is the network's password; an open network
// (`T:nopass`) has none, and an empty or template value is kept.
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { regexRule, type Span, type TextRule } from "./rule_kit.ts";

const WIFI = /WIFI:((?:[A-Z]:(?:\\.|[^;\\\n])*;){1,6})/g;
const FIELD = /([A-Z]):((?:\\.|[^;\\\n])*);/g;

function findWifiPasswords(text: string): Span[] {
  const spans: Span[] = [];
  WIFI.lastIndex = 0;
  for (let m = WIFI.exec(text); m; m = WIFI.exec(text)) {
    const base = m.index + "WIFI:".length;
    FIELD.lastIndex = 0;
    for (let f = FIELD.exec(m[1]); f; f = FIELD.exec(m[1])) {
      const v = f[2];
      if (f[1] !== "P" || v.length < 4 || isTemplateOrMask(v) || looksFake(v)) continue;
      const start = base + f.index + 2;
      spans.push({ start, end: start + v.length, rule: "wifi-qr-password", category: "secret" });
    }
  }
  return spans;
}

// Round 10: the same password written out on an office sheet or in a mail ("WPA2 key: …",
// "Wi-Fi password: …", "WLAN-Schlüssel: …", "network security key = …"): 8 to 63 characters (a WPA
// passphrase's length) holding a letter and a digit or symbol, so "printed-on-router" stays.
const NETWORK_KEY = new RegExp(
  String.raw`\b(?:WPA[23]?(?:-PSK)?|Wi-?Fi|WLAN|wireless|network)[ \t-]+(?:security[ \t]+)?` +
    String
      .raw`(?:key|passphrase|pass(?:word)?|PSK|Schlüssel|clé|clave|chiave|sleutel|klucz|nyckel|nøkkel)` +
    // "… key is X" is the prose readers' (they name it); here the sheet's `:` or `=`.
    String.raw`[ \t]*[:：=][ \t]*(["']?)([^\s"']{8,63})\1(?![^\s.,;!?)])`,
  "dgiu",
);

// Security modes and ciphers named where a key is described ("Wi-Fi key: WPA2-PSK (AES)").
const WIFI_TERM = /^(?:WPA\d?|WEP|AES|TKIP|CCMP|GCMP|PSK|SAE|OWE|802\.1X|EAP)\b/i;

function networkKey(v: string): boolean {
  if (WIFI_TERM.test(v)) return false;
  return /\p{L}/u.test(v) && /[\d\W_]/.test(v) && !/^[a-z]+(?:-[a-z]+)+$/.test(v) &&
    !isTemplateOrMask(v);
}

export const WIFI_QR_RULES: TextRule[] = [
  regexRule({
    id: "wifi-qr-password",
    keywords: ["wpa", "wi-fi", "wifi", "wlan", "wireless", "network key", "network security"],
    re: NETWORK_KEY,
    group: 2,
    window: { before: 20, after: 140 },
    validate: networkKey,
  }),
  {
    id: "wifi-qr-password",
    category: "secret",
    keywords: ["wifi:"],
    find: findWifiPasswords,
  },
];
