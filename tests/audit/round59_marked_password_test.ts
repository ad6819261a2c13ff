// Issue 13, redaction round 59 (guided by v47's and v48's misses; the same shapes missed in v31,
// v36, v37, v45, v46, rtr3 and rtr9): a password with a policy's mark among its letters and digits
// may hold words, a generator's dash-joined groups with random letters in one, and a time-stamped
// chat message that ends with a generated value hands it over.
// Examples written here.
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { markedPassword } from "../../src/audit/marked_password.ts";
import { endsChatMessage } from "../../src/audit/chat_message_end.ts";
import { groupedPassword } from "../../src/audit/grouped_password.ts";

Deno.test("the policy-marked shape: a mark among letters and digits, words allowed", () => {
  for (
    const v of [
      "Harbour#2291ab",
      "tulip71&Rk3vQ",
      "Pebble-lantern-4410!",
      "7Gq%pLw2xZ",
      "Kite*2031x",
    ]
  ) assert.ok(markedPassword(v), v);
  for (
    const v of [
      "Welcome2026!", // a sentence's own `!`
      "#anchor-Name42", // an anchor or tag
      "@handle-99ab", // a handle
      "ops@relay-07", // a user at a host
      "$4f2e9a1c$var$name", // a bundler's identifier
      "q=%7B%22a%22%7D", // percent-encoded text
      "Spring-2026", // no mark
      "x#1", // too short
      "abc#defghij", // no digits
      "Len16-Digits#Mixed", // a rule: words and a size
    ]
  ) assert.ok(!markedPassword(v), v);
});

Deno.test("a marked password under a system's name or in a field is redacted", () => {
  gone(
    "Hola, para el almacén sur: caja registradora Harbour#2291ab. El turno de noche la necesita.",
    "Harbour#2291ab",
  );
  gone(
    "# kiosk\nTZ=Europe/Madrid\nKIOSK_BACKOFFICE=Pebble-lantern-4410!\nLOG_LEVEL=warn",
    "Pebble",
  );
  gone(
    '2026-03-04T05:06:07Z WARN relay site="Dock 3" gate_panel_admin=tulip71&Rk3vQ status=401',
    "tulip71&Rk3vQ",
  );
});

Deno.test("a chat message that ends with a generated value hands it over", () => {
  gone(
    "[09:12] Noor (front desk): the scanner PC won't take the old one\n" +
      "[09:14] Ravi (IT): reset it this morning, try Kite*2031x\n[09:15] Noor (front desk): works",
    "Kite*2031x",
  );
  gone("[Lee 18:02] for the label printer it's Wq7Zr2Tk9Lm4\n[Ana 18:03] ta", "Wq7Zr2Tk9Lm4");
  const line = "[10:00] Ravi: try Kite*2031x\nnext";
  assert.ok(endsChatMessage(line, 18, 28));
  // Not a chat line, or the value is not the message's last word.
  assert.ok(!endsChatMessage("Ravi said try Kite*2031x\n", 14, 24));
  assert.ok(!endsChatMessage("[10:00] Ravi: try Kite*2031x today\n", 18, 28));
});

Deno.test("look-alikes at a chat message's end or in prose are kept", () => {
  kept("[10:02] Mo: the release build is 4f9c2e1a\n[10:03] Li: ok");
  kept("[10:02] Mo: the video id is dQw4w9WgXcQ\n[10:03] Li: ok");
  kept("[10:02] Mo: ssh ops@relay-07\n[10:03] Li: in");
  kept("[10:02] Mo: we finally made it, Welcome2026!\n[10:03] Li: 🎉");
  kept('<a href="#install-Guide42" title="Docs">📖</a>');
  kept("var cookies = cookie.parse('foo=bar; equation=E%3Dmc%5E2');");
});

Deno.test("a generator's dash-joined groups with a group of random letters", () => {
  for (const v of ["Pkrtwq-oyane-2719", "zTQEr-mKpWd-J4sNb", "Wq7Zp-bRxLm-0981"]) {
    assert.ok(groupedPassword(v), v);
  }
  for (
    const v of [
      "Autumn-Sale-2027", // words and a year
      "Big5-HKSCS-2004", // an upper-case name
      "iPad-Case-2025A", // a brand's camel case
      "ABCD1-EFGH2-IJKL3", // one case: a licence or product key
      "3f9a-77c1-b2d4", // lower-case hex groups
      "Pkrtwq-oyane", // two groups
    ]
  ) assert.ok(!groupedPassword(v), v);
  gone(
    "Hallo, für das Lager Ost: Waagen-PC Pkrtwq-oyane-2719. Die Frühschicht braucht es.",
    "Pkrtwq-oyane-2719",
  );
  kept("Hallo, für das Lager Ost: Aktion Autumn-Sale-2027. Die Frühschicht weiß Bescheid.");
});
