// Redaction round 6 (issue 13): PIN codes given in a ticket or chat ("PIN für das Tablet: 4821",
// "the door PIN is 90317", "code PIN : 5530", "PIN-код 2846"). "pin" is also an
// electronics word ("pin 13 is HIGH", "GPIO pin: 2048 Hz"), so the value is 4-8 digits after a
// colon or an "is" within a short stretch of words without digits, on a line that says nothing
// of circuits; default and sample PINs (0000, 1234, 1111) are kept.
import type { Span, TextRule } from "./rule_kit.ts";

// Not a decimal, a time, a range or a quantity ("4096 bytes", "3300 mV").
const AFTER = String
  .raw`(?![\d:\/-]|[.,]\d|\s*(?:bytes?|bits?|[kMG]?(?:Hz|B|b)|m?[VAW]|ms|rpm|°|%|x\b|px)(?![A-Za-z]))`;
// Round 52: a keypad's `#`/`*` may join digit groups into one code (`840676#2047`,
// `9340*638631`): secrets in v25, v29, v33, v35, v38; no benign text of any set holds such a run.
export const KEYPAD = String.raw`(?:[#*]\d{2,10})*`;
const PIN = new RegExp(
  String
    .raw`(?:\bPIN|\bPin|\bPUK2?|\bpin(?=[- ]?(?:code|kod|kód)))(?:[- ]?(?:code|Code|kod|kód|код|Nummer|nummer|number|码|コード))?(?![A-Za-z])([^\n\d:：=]{0,40}?)(?:[:：=]|\s(?:is|ist|est|es|é|è|lautet|jest|je|är|er|on|era|was|to|auf)\b|是|は|는)\s*(\d{4,8}${KEYPAD})${AFTER}`,
  "y",
);
const CODE_BEFORE = /(?<![\p{L}\d])(?:code|código|codice|kod|kód)\s+$/iu;
const CODE_PIN_VALUE = new RegExp(
  String.raw`^\s*(?:[:：=]|(?:est|es|è|é|to)\b)\s*(\d{4,8}${KEYPAD})${AFTER}`,
);
export const CIRCUIT =
  /\b(?:gpio|pinout|pinMode|header|voltage|volts?|ohms?|led|analog|digital|vcc|gnd|mcu|arduino|esp32|raspberry|connector|resistor|board|sensor|hz|khz|mhz|adc|pwm|uart|spi|i2c|baud)\b/i;

/** A PIN nobody would keep secret: one digit repeated, or counting up or down. */
export function samplePin(v: string): boolean {
  if (new Set(v).size === 1) return true;
  let up = true;
  let down = true;
  for (let i = 1; i < v.length; i++) {
    const d = v.charCodeAt(i) - v.charCodeAt(i - 1);
    up &&= d === 1 || (v[i - 1] === "9" && v[i] === "0");
    down &&= d === -1;
  }
  return up || down;
}

// Words between "PIN" and the digits that make them a count, a rule or another record's number.
const ABOUT =
  /\b(?:count|length|digits?|attempts?|retries|tries|size|limit|polic(?:y|ies)|expir\w*|max\w*|min\w*|reset|change[ds]?|ticket|request|order|case|id|ref\w*|no|nr|number|version|step|page|line|port)\b/i;

function lineOf(text: string, at: number): string {
  const s = text.lastIndexOf("\n", at) + 1;
  const e = text.indexOf("\n", at);
  return text.slice(s, e < 0 ? text.length : e);
}

/** Offsets where "PIN", "Pin" or "pin" starts a word (native scans; most texts hold none). */
function pinStarts(text: string): number[] {
  const out: number[] = [];
  for (const w of ["PIN", "Pin", "pin", "PUK"]) {
    for (let p = text.indexOf(w); p >= 0; p = text.indexOf(w, p + 3)) {
      if (p === 0 || !/[\p{L}\d_]/u.test(text[p - 1])) out.push(p);
    }
  }
  return out.sort((x, y) => x - y);
}

// Round 10: a PIN logged as a field (`entered_pin=17744270`, `"voicemail_pin": "4471"`): the name
// ends in `_pin`, and the word before it says whose PIN, not a count or a circuit (`gpio_pin`).
const FIELD_PIN = /_pin(?:_?code)?["']?[ \t]*[:=][ \t]*["']?(\d{4,8})(?![\d.,:\/-])/g;

function fieldPins(text: string, push: (start: number, value: string) => void): void {
  if (!text.includes("_pin")) return;
  for (const m of text.matchAll(FIELD_PIN)) {
    const owner = /(?:^|[^a-z])([a-z]+)$/.exec(text.slice(Math.max(0, m.index - 24), m.index));
    if (owner === null || ABOUT.test(owner[1]) || CIRCUIT.test(owner[1])) continue;
    push(m.index + m[0].length - m[1].length, m[1]);
  }
}

function findPins(text: string): Span[] {
  const spans: Span[] = [];
  const push = (start: number, value: string) => {
    if (samplePin(value) || CIRCUIT.test(lineOf(text, start))) return;
    spans.push({ start, end: start + value.length, rule: "pin-code", category: "secret" });
  };
  fieldPins(text, push);
  for (const p of pinStarts(text)) {
    PIN.lastIndex = p;
    const m = PIN.exec(text);
    if (m && !ABOUT.test(m[1])) push(m.index + m[0].length - m[2].length, m[2]);
    // "code PIN : 5530", "código PIN: 4471" (the word order of French, Spanish, Italian, Polish).
    if (text.startsWith("PIN", p) && CODE_BEFORE.test(text.slice(Math.max(0, p - 10), p))) {
      const after = CODE_PIN_VALUE.exec(text.slice(p + 3, p + 27));
      if (after) push(p + 3 + after[0].length - after[1].length, after[1]);
    }
  }
  return spans;
}

export const PIN_RULES: TextRule[] = [
  {
    id: "pin-code",
    category: "secret",
    // ASCII gate words; "PIN码"/"PINコード" glued to CJK are not gated (too frequent a bare "pin").
    keywords: ["pin:", "pin ", "pin-", "pin=", "_pin", "puk"],
    find: findPins,
  },
];
