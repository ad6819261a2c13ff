// Issue 13, redaction round 55 (guided by v44's misses; the same label-above shape as v37's,
// v40's and v43's `VALUE=` slots): a setting whose key names only a vendor or a system is a
// secret when the comment line directly above names one. Comments above plain settings, notes
// and plural nouns pull nothing in. Examples written here.
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, rand, uuid } from "./fixtures/random.ts";
import { COMMENTED_KEY_RULES } from "../../src/audit/commented_key_rules.ts";

const find = (t: string) => COMMENTED_KEY_RULES[0].find(t, null);

Deno.test("a comment naming a secret kind gives up the setting below it", () => {
  const pw = "k2Rv-9xqp-Lm4t-77";
  gone(
    `[depot."Hull"]\nkiosk = "HUL-2"\n# warehouse scanner admin password\nscanner_admin = "${pw}"\nrelay = 1`,
    pw,
  );
  const id = uuid();
  gone(`# Adobe Sign integration secret\nadobe_sign = "${id}"`, id);
  const key = rand(ALNUM, 36);
  gone(`// Freightlink API key\nfreightlink: ${key}`, key);
});

Deno.test("comments above plain settings pull nothing in", () => {
  kept('# API key rotation interval\nrotation_days = "90"');
  kept('# Stripe public key\nstripe_pk = "pk_test_8rTq2LmZx"');
  kept('# Where the password is kept\nvault_path = "/kv/depot/admin"');
  kept('# token endpoint\ntoken_url = "https://auth.example.org/oauth/token"');
  kept('# TODO: move to the secrets manager\nregion = "eu-north-1"');
  kept('# rotate the secrets\nschedule = "0 3 * * 1"');
});

Deno.test("only the line right below a comment line is read", () => {
  const v = rand(ALNUM, 30);
  assert.equal(find(`# vendor secret\n\nfreightlink = "${v}"`).length, 0);
  assert.equal(find(`note: vendor secret\nfreightlink = "${v}"`).length, 0);
  assert.equal(find(`//npm.example.org/:_authToken=x\nfreightlink = "${v}"`).length, 0);
  assert.equal(find(`# vendor secret\nfreightlink = "${v}"`).length, 1);
});
