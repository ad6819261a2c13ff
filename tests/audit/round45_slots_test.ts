// Issue 13, redaction round 45 (guided by v37's misses): a generic `VALUE=` / `value:` slot named
// by the comment line above it. Examples written here.
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, B64, HEX, password, rand } from "./fixtures/random.ts";

Deno.test("a VALUE= line under a comment naming a credential is redacted", () => {
  const token = rand(ALNUM, 40);
  gone(`# Freshdesk API token (staging)\nVALUE=${token}\nQUEUE=inbound`, token);
  const pw = password();
  gone(`// warehouse DB password\nexport value="${pw}"`, pw);
  const key = rand(B64, 86) + "==";
  gone(`; Backblaze application key\nval = ${key}`, key);
});

Deno.test("the comment must be the line right above the slot", () => {
  kept(`# Freshdesk API token (staging)\nQUEUE=inbound\nVALUE=${rand(ALNUM, 16)}\n`);
});

Deno.test("a value slot under a comment that names no credential, or a setting, is kept", () => {
  kept(`# retry budget for the sync job\nVALUE=${rand(HEX, 12)}\n`);
  kept("# API token endpoint (prod)\nVALUE=https://auth.example.com/oauth/token\n");
  kept("# database password policy\nvalue: min-length-12\n");
  // The slot's key must say nothing itself: a named key is the keyed rules' to judge.
  kept("# admin password (set below)\nADMIN_USER=prepress-ops\n");
});
