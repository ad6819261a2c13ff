// Issue 13, redaction round 55 (guided by v38's, v41's and v44's misses): a dotenv block's line
// whose name says only which vendor or system it is for (or a credential word cut short) gives
// its value up when that value is credential-shaped; plain settings, ids, digests, hosts and
// encoded settings in the same block stay. Examples written here.
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { ALNUM, HEX, rand } from "./fixtures/random.ts";
import { ENV_BLOCK_RULES } from "../../src/audit/env_block_rules.ts";

const find = (t: string) => ENV_BLOCK_RULES[0].find(t, null);

Deno.test("a vendor-named dotenv line with random material loses its value", () => {
  const v = rand(ALNUM, 32);
  gone(`# depot kiosk .env (prod)\nDEPOT_CODE=NOR02\nLOG_LEVEL=warn\nFREIGHTLINK=${v}\nPOLL=30`, v);
  const w = rand(ALNUM, 28);
  gone(`APP_ENV=production\nTZ=Europe/Oslo\nBILLING_PORTAL=${w}`, w);
});

Deno.test("a credential word cut short in the name is no obstacle", () => {
  const pw = "Qm7#tRv2!kWz9pLx";
  gone(
    `# lab bench - do not commit\nSPECTRO_CONSOLE_ADMIN_PAS=${pw}\nLAB_TZ=UTC\nLOG_LEVEL=info`,
    pw,
  );
});

Deno.test("plain settings, ids, digests and hosts in a dotenv block stay", () => {
  kept("SITE_CODE=HAM03\nLOG_LEVEL=info\nFEATURE_FAST_GATE=true\nGATE_POLL_SECONDS=15");
  kept(`APP_ENV=prod\nGIT_SHA=${rand(HEX, 40)}\nBUILD_NUMBER=812`);
  kept(`APP_ENV=prod\nDEVICE_ID=esp32-${rand(HEX, 12)}\nREGION=eu-west-1`);
  kept("NODE_ENV=production\nHOSTNAME=web-5d8c9f7b4-x2k9q\nPORT=8080");
  kept("APP_ENV=prod\nPUBLIC_URL=https://depot.example.org/app\nDATA_DIR=/var/lib/depot");
  // Encoded plain settings (`{"locale":"nb-NO","pageSize":25}`).
  kept("APP_ENV=prod\nUI_PREFS=eyJsb2NhbGUiOiJuYi1OTyIsInBhZ2VTaXplIjoyNX0=\nLOG_LEVEL=info");
});

Deno.test("a lone NAME=value line is no block", () => {
  const v = rand(ALNUM, 32);
  assert.equal(find(`the vendor sent FREIGHTLINK=${v} by mail`).length, 0);
  assert.equal(find(`FREIGHTLINK=${v}\nsee the wiki`).length, 0);
  assert.equal(find(`APP_ENV=prod\nFREIGHTLINK=${v}`).length, 0);
  assert.equal(find(`APP_ENV=prod\nFREIGHTLINK=${v}\nLOG=info`).length, 1);
});
