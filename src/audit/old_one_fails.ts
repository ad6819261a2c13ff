// Redaction round red97 (issue 13): "<system> wants / is asking for V now after the update, old
// one won't work". A system that asks for a value in place of an old one that no longer works is
// asking for a rotated credential: a reference, a digest or a serial does not stop working. The
// value needs a key's or a code's shape — hex of 32, 40 or 64 digits (`openssl rand -hex`), a
// UUID, 4–10 digits — or a memorable password's; the frame's benign values (a GLN, a public SSH
// key, a DSN, an npm integrity digest, capitals serials, a mixed-case waiver id) are none of
// these. Tuning sets: v66 ("wants V since the update, the old one's dead"), v67.
import { memorable } from "./for_system_rules.ts";
import { hitWindows } from "./hit_windows.ts";
import { rotatedKey } from "./rotated_one.ts";
import { referenceWords } from "./system_colon_end.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The system (up to 80 characters of its line), the verb, one token, "now" and "since / after
// the update" at most, then the old one failing.
const OLD_ONE_FAILS = new RegExp(
  String
    .raw`([^\n]{0,80}?)(?<!\p{L})(?:wants|is\s+asking\s+for|asks\s+for|needs|only\s+(?:takes|accepts))` +
    String
      .raw`[ \t]+([^\s,;]{4,128}?)(?:[ \t]+now)?(?:[ \t]+(?:since|after)[ \t]+the[ \t]+(?:update|upgrade|reset|migration))?` +
    String
      .raw`(?:[ \t]+now)?[,;.]?[ \t]+(?:and[ \t]+)?(?:the[ \t]+)?(?:old|previous|other)[ \t]+one` +
    String
      .raw`(?:['’]s|[ \t]+is)?[ \t]+(?:dead|won['’]t[ \t]+work|will[ \t]+not[ \t]+work|doesn['’]t[ \t]+work|` +
    String
      .raw`does[ \t]+not[ \t]+work|stopped[ \t]+working|no[ \t]+longer[ \t]+works|expired)(?!\p{L})`,
  "gidu",
);
const HEX64 = /^(?:[0-9a-f]{64}|[0-9A-F]{64})$/;
const FIRMWARE = /firmware|image|release|build|package/i;

function failsOver(system: string, v: string): boolean {
  if (ID_LABEL.test(system) || referenceWords(system) || FIRMWARE.test(system)) return false;
  return rotatedKey(v) || HEX64.test(v) || memorable(v);
}

function findOldOneFails(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 320, 60)) {
    for (const m of text.slice(ws, we).matchAll(OLD_ONE_FAILS)) {
      if (!failsOver(m[1], m[2])) continue;
      const [start, end] = m.indices![2]!;
      spans.push({
        start: ws + start,
        end: ws + end,
        rule: "old-one-fails-value",
        category: "secret",
      });
    }
  }
  return spans;
}

export const OLD_ONE_FAILS_RULES: TextRule[] = [{
  id: "old-one-fails-value",
  category: "secret",
  keywords: ["old one", "previous one", "other one"],
  find: findOldOneFails,
}];
