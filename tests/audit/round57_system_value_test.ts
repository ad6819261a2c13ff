// Issue 13, redaction round 57 (guided by v46's misses; the same shape missed in v31, v33, v37,
// v35, v37, v39, v41, v44 and rtr9): a generated value named only by the system it opens, in a
// chat hand-over, a shell export, a dotenv block or a log line's field, is a secret by its shape. Ids, digests, encoded text, object and advisory ids, URL parts and JSON leaves are
// kept. Examples written here.
import assert from "node:assert/strict";
import { gone, kept } from "./_gone_kept.ts";
import { generatedShort } from "../../src/audit/generated_short.ts";
import { SYSTEM_VALUE_RULES } from "../../src/audit/system_value_rules.ts";

const find = (t: string) => SYSTEM_VALUE_RULES[0].find(t, null);

Deno.test("the short generated shape: three classes mixed, no word", () => {
  for (const v of ["Qm7TzR4kWp2x", "hV9rLq2Nc8Zw!", "K3pXw7Rt9bNm", "Tq8mWz4Lk#552"]) {
    assert.ok(generatedShort(v), v);
  }
  for (
    const v of [
      "Kelvin#4242",
      "Password123!",
      "iPhone15Pro",
      "macOS14Beta",
      "Qwen2.5-7B",
      "DS-2CD2386G2-IU2018",
      "G-UZVYR3FGBG",
      "inv-cwns2m7ygjohgb",
      "getUser2Id",
      "TestCase01",
    ]
  ) assert.ok(!generatedShort(v), v);
});

Deno.test("a value handed over under a system's name is redacted", () => {
  gone(
    "Hallo, für das Lager Nord: Kassensystem Qm7TzR4kWp2x. Die Nachtschicht braucht es.",
    "Qm7TzR4kWp2x",
  );
  gone(
    "[21:05] Ana, dispatch: for the west depot, gate PC: hV9rLq2Nc8Zw!\n[21:06] ok",
    "hV9rLq2Nc8Zw!",
  );
  gone("大家好，仓库的门禁平板解锁：K3pXw7Rt9bNm，晚班要用。", "K3pXw7Rt9bNm");
  gone(
    "dev@box:~$ export PARCEL_LOCKER_ADMIN='Tq8mWz4Lk#552'\ndev@box:~$ ./run.sh",
    "Tq8mWz4Lk#552",
  );
  gone("# depot\nTZ=Europe/Paris\nSVC_TILLSERVER=Rw4Hq9Zk#713\nLOG_LEVEL=debug", "Rw4Hq9Zk#713");
  gone(
    '2026-01-02T03:04:05Z INFO sync site="North" Till_admin=Jx7Pq2Vm9Kw4 retry=1',
    "Jx7Pq2Vm9Kw4",
  );
});

Deno.test("ids, digests, encoded text and URL parts beside a system's name are kept", () => {
  kept("Stripe payment intent: pi_3Nq7TzR4kWp2xLm. Questions to accounts.");
  kept("the YouTube video id on the wiki is dQw4w9WgXcQ, that's the placeholder");
  kept("Watch https://www.youtube.com/watch?v=Qm7TzR4kWp2 today");
  kept("Patched CVE-2025-29927 and GHSA-3xgq-45jj-v275 in release 14.2.25.");
  kept("REGION: ZXUtd2VzdC0x (eu-west-1)");
  kept("checksum=sha512:yN8wfBi0QRIdhFWtdC9OlXd7\nPriority: Medium");
  kept("INSERT INTO settings VALUES (2,'page_cursor','Qm7TzR4kWp2x');");
  kept('ConfigMap:\n  - name: UI_PREFS\n    value: "Qm7TzR4kWp2x"');
  kept("UPDATE settings SET value = 'Qm7TzR4kWp2x' WHERE key = 'ui_cache'");
  // A value standing alone (a JSON leaf's string) has no label handing it over.
  assert.deepEqual(find("Qm7TzR4kWp2x"), []);
  // A field named as an id or a public value.
  assert.deepEqual(find("CHANNEL_ID=Qm7TzR4kWp2x\n"), []);
  // A sentence of many words before the value, not a system's few-word name (cost33's note).
  assert.deepEqual(
    find(
      "Line 36: the weekly report lists open tickets and the releNote Xk9vmQ2vL8pRt4. Ignore it.",
    ),
    [],
  );
  assert.equal(find("Line 36: the till app Xk9vmQ2vL8pRt4. Ignore it.").length, 1);
});
