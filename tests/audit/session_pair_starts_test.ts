// The session-cookie rule searches a whole text for SESSION_PAIR through execWindows, which tries
// it only at the text index's candidates (its names are literals) once the text is indexed: over
// seeded long texts that must give exactly the matches of a plain global scan.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { SESSION_PAIR } from "../../src/audit/session_rules.ts";
import { candidateStarts } from "../../src/audit/regex_index.ts";
import { execWindows } from "../../src/audit/windows.ts";

const PIECES = [
  "connect.sid=s%3AabcdEFGH1234ijklMNOP",
  "PHPSESSID=0123456789abcdef0123",
  "JSESSIONID=ABCDEF0123456789ABCD",
  "ASPSESSIONIDQCRTABCD=ABCDEFGHIJKLMNOPQRST",
  '_myapp_session="abcdefghijklmnop1234"',
  "rack.session=abcdefghijklmnopqrstu",
  "sessionid=short",
  "session_id=abcdefghijklmnop12345",
  "SessionId=1234567890abcdefghij",
  "SESSION=abcdefghijklmnopqrstuvwx",
  "wordpress_logged_in_0123456789abcdef0123456789abcdef=admin%7C1700000000%7Cabcdef123456",
  "wordpress_sec_0123456789abcdef0123456789abcdef=abcdefghijklmnop1234",
  "; ",
  " ",
  "\n",
  "session ",
  "x",
];

Deno.test("session pairs: indexed whole-text search equals a global scan, 200 long texts", () => {
  const rng = new Rng(41);
  let matched = 0;
  for (let n = 0; n < 200; n++) {
    let text = "";
    while (text.length < 2600) text += rng.pick(PIECES);
    const found: string[] = [];
    execWindows(
      SESSION_PAIR,
      text,
      null,
      0,
      0,
      (m, o) => void found.push(`${o + m.index}:${m[0]}`),
    );
    assert.ok(candidateStarts(SESSION_PAIR, text, false) !== undefined, "indexed");
    const expected = globalMatches(SESSION_PAIR, text);
    if (expected.length > 0) matched++;
    assert.deepEqual(found, expected, JSON.stringify(text));
  }
  assert.ok(matched > 150, `only ${matched} texts had a match`);
});
