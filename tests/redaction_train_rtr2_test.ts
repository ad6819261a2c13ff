// Shape and reproducibility of the rtr2 redaction TRAINING set (issue 13). It never runs the
// redaction and never scores anything: it checks the files the builder writes.
import assert from "node:assert/strict";
import { valueAt } from "./_helpers/heldout_audit_set.ts";
import {
  build,
  OTHER_COUNTS,
  SENSITIVE_TOTAL,
  serialise,
} from "./fixtures/redaction_train/rtr2/build.ts";
import type { Case } from "./fixtures/redaction_train/rtr2/build.ts";
import { ibanValid, Jsf32, luhnValid } from "./fixtures/redaction_train/rtr2/kit.ts";
import { VENDORS } from "./fixtures/redaction_train/rtr2/vendors.ts";

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type JsonCase = { value: Json; sensitivePaths: string[] };

const DIR = new URL("./fixtures/redaction_train/rtr2/", import.meta.url);
const read = async <T>(name: string) =>
  JSON.parse(await Deno.readTextFile(new URL(name, DIR))) as T;

Deno.test("rtr2: schema and counts of redaction.json", async () => {
  const cases = await read<Case[]>("redaction.json");
  for (const c of cases) {
    const keys = Object.keys(c).sort().join(",");
    assert.equal(keys, c.sensitive ? "kind,secret,sensitive,text" : "kind,sensitive,text");
    assert.equal(typeof c.text, "string");
    assert.ok(c.kind.length > 0);
  }
  const pos = cases.filter((c) => c.sensitive);
  assert.equal(pos.length, SENSITIVE_TOTAL);
  assert.ok(cases.length - pos.length >= 300, `benign ${cases.length - pos.length}`);
  const others = Object.values(OTHER_COUNTS).reduce((a, b) => a + b, 0);
  assert.equal(pos.filter((c) => c.kind === "vendor").length, SENSITIVE_TOTAL - others);
  // 150+ vendor credential slots, each a distinct vendor and label (many share a value shape).
  const slots = new Set(VENDORS.map((v) => `${v[0]} ${v[1]}`));
  assert.equal(slots.size, VENDORS.length);
  assert.ok(slots.size >= 150, `vendor slots ${slots.size}`);
  assert.ok(SENSITIVE_TOTAL - others >= VENDORS.length, "every vendor slot is used at least once");
});

Deno.test("rtr2: each secret sits in its text, and no text or secret repeats", async () => {
  const cases = await read<Case[]>("redaction.json");
  const secrets = cases.filter((c) => c.sensitive).map((c) => c.secret ?? "");
  for (const c of cases.filter((c) => c.sensitive)) {
    assert.ok(c.secret && c.text.includes(c.secret), c.text.slice(0, 80));
  }
  assert.equal(new Set(cases.map((c) => c.text)).size, cases.length);
  assert.equal(new Set(secrets).size, secrets.length);
  for (const c of cases.filter((c) => !c.sensitive)) {
    assert.ok(
      !secrets.some((s) => c.text.includes(s)),
      `a secret leaks into a benign text: ${c.text}`,
    );
  }
});

Deno.test("rtr2: cards and IBANs pass their checks; the check-digit look-alikes fail them", async () => {
  const cases = await read<Case[]>("redaction.json");
  for (const c of cases.filter((c) => c.kind === "card")) {
    assert.ok(luhnValid(c.secret ?? ""), c.secret);
  }
  for (const c of cases.filter((c) => c.kind === "iban")) {
    assert.ok(ibanValid(c.secret ?? ""), c.secret);
  }
  const looks = cases.filter((c) => c.kind === "check");
  assert.ok(looks.length >= 10);
  for (const c of looks) {
    const cardLike = c.text.match(/\b\d{16}\b/)?.[0];
    const ibanLike = c.text.match(/\b[A-Z]{2}\d{2}[A-Z0-9]{12,30}\b/)?.[0];
    if (cardLike) assert.ok(!luhnValid(cardLike), cardLike);
    if (ibanLike) assert.ok(!ibanValid(ibanLike), ibanLike);
    assert.ok(cardLike || ibanLike, c.text);
  }
});

Deno.test("rtr2: 25+ languages on both sides, and publishable keys only in benign texts", () => {
  const built = build();
  const langs = (sensitive: boolean) =>
    new Set(
      built.langs.filter((_, i) =>
        built.cases[i].sensitive === sensitive && built.langs[i] !== "en"
      ),
    );
  assert.ok(langs(true).size >= 25, `sensitive languages ${langs(true).size}`);
  assert.ok(langs(false).size >= 25, `benign languages ${langs(false).size}`);
  for (const c of built.cases.filter((c) => c.sensitive)) {
    assert.ok(!c.secret?.startsWith("pk_live_"));
  }
});

Deno.test("rtr2: every sensitive path of redaction_json.json is a string leaf", async () => {
  const cases = await read<JsonCase[]>("redaction_json.json");
  assert.equal(cases.length, 40);
  assert.equal(cases.filter((c) => c.sensitivePaths.length > 0).length, 32);
  assert.ok(cases.some((c) => c.sensitivePaths.some((p) => p.includes("~1"))));
  for (const c of cases) {
    for (const p of c.sensitivePaths) assert.equal(typeof valueAt(c.value, p), "string", p);
  }
});

Deno.test("rtr2: the builder rebuilds both files byte for byte", async () => {
  const out = serialise(build());
  assert.equal(out.text, await Deno.readTextFile(new URL("redaction.json", DIR)));
  assert.equal(out.json, await Deno.readTextFile(new URL("redaction_json.json", DIR)));
  const tmp = await Deno.makeTempDir();
  const script = new URL("build.ts", DIR).pathname;
  const run = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", script, tmp],
    stdout: "null",
  }).output();
  assert.ok(run.success);
  assert.equal(await Deno.readTextFile(`${tmp}/redaction.json`), out.text);
  assert.equal(await Deno.readTextFile(`${tmp}/redaction_json.json`), out.json);
  await Deno.remove(tmp, { recursive: true });
});

Deno.test("rtr2: long texts on both sides, and the README marks the set as training only", async () => {
  const cases = await read<Case[]>("redaction.json");
  const long = (sensitive: boolean) =>
    cases.filter((c) => c.sensitive === sensitive && c.text.length >= 1024).length;
  assert.ok(long(true) >= 8 && long(false) >= 8, `long texts ${long(true)}/${long(false)}`);
  const readme = await Deno.readTextFile(new URL("README.md", DIR));
  assert.ok(readme.includes("Training only: never used to score"));
});

Deno.test("rtr2 kit: JSF32 draws stay in range, cover it, and differ by seed", () => {
  const g = new Jsf32(1);
  const seen = new Set<number>();
  for (let i = 0; i < 1000; i++) seen.add(g.int(6));
  assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5]);
  assert.notEqual(new Jsf32(1).next(), new Jsf32(2).next());
});
