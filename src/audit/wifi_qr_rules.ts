// Redaction round 7 (issue 13): the Wi-Fi network a QR code joins, as OCR or a scanner app
// prints its text: `WIFI:T:WPA;S:Office-5G;P:<password>;;` (the ZXing format every phone reads;
// `\;`, `\:` and `\\` escape). The `P:` field is the network's password; an open network
// (`T:nopass`) has none, and an empty or template value is kept.
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

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

export const WIFI_QR_RULES: TextRule[] = [
  {
    id: "wifi-qr-password",
    category: "secret",
    keywords: ["wifi:"],
    find: findWifiPasswords,
  },
];
