// Issue 13, redaction round red89 (guided by round 87's cue-less licence keys, v30–v64, rtr1–rtr4):
// a licence or gift key's equal groups where a value is given, not where a text shows the shape.
// Examples written here, not copied from a set; each positive is left by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a grouped key where a value is given is redacted", () => {
  const arrow = "HZ3Q-7MKD-W9RT-4XPL";
  gone(`Mon — hallway kiosk -> ${arrow}`, arrow);
  const its = "TLA-K8W2QZ4M-9RXD7NBV-M3PZ6QWT";
  gone(`The till app lost its key after the update. It's ${its} — put it back tonight.`, its);
  const cell = "KPR-3MZ9Q7WX-T8RD2LKV-6NBQ4ZHP";
  gone(`site,system,held by\nfront desk,Kiosk Pro,${cell}`, cell);
  const withIt = "ZK4P-9QWM-X7RT-2HDN";
  gone(`got back into the plotter with ${withIt}, thanks Ola`, withIt);
  const alone = "M8QK-2ZT7-RW4N-D9XH";
  gone(`Für morgen, bitte nicht weitergeben:\n${alone}`, alone);
});

Deno.test("a grouped key shown as a sample, a reference or not a key is kept", () => {
  // Documentation and source comments: a code span, a quoted example sentence, "such as", a list.
  kept("Keys are printed in equal groups (`ZK4P-9QWM-X7RT-2HDN`).");
  kept('A quoted line ("Plotter entry for the devkit (valid 24 h): ZK4P-9QWM-X7RT-2HDN").');
  kept("A key is written in groups, such as ZK4P-9QWM-X7RT-2HDN on the box.");
  kept("Shapes seen: ZK4P-9QWM-X7RT-2HDN, M8QK-2ZT7-RW4N-D9XH");
  // References, serials, placeholders, words and digits.
  kept("Order: ZK4P-9QWM-X7RT-2HDN");
  kept("Serial number: SN-8H2K-4M9P-7Q3R");
  kept("Licence format: XXXX-XXXX-XXXX-XXXX");
  kept("Theme: QUIZ-WEEK-FOUR-2026");
  kept("Route: 1176-1266-5289");
  // In the middle of a sentence, with no slot where a value is given.
  kept("we printed ZK4P-9QWM-X7RT-2HDN on the label by mistake");
});
