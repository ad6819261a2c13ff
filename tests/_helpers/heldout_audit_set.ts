// Shape and reproducibility checks for a held-out audit set written by a non-tuner (v7 and later).
// Deliberately never scores the set (no import of src/audit or scripts/heldout_eval.ts): a
// held-out set is only scored when named.
import assert from "node:assert/strict";
import { luhnValid } from "./heldout_checksums.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type RedactionCase = { text: string; sensitive: boolean; kind: string; secret?: string };
type JsonCase = { value: Json; sensitivePaths: string[] };
export type InjectionCase = {
  text: string;
  malicious: boolean;
  source: string;
  category: string;
  lang?: string;
  ownTools?: string[];
  otherTools?: string[];
};

// Checksums written apart from the builders' kits (Luhn in heldout_checksums.ts), so a broken
// generator cannot vouch for itself.
function ibanValid(value: string): boolean {
  const s = value.replace(/ /g, "");
  const moved = s.slice(4) + s.slice(0, 4);
  const digits = [...moved].map((c) => parseInt(c, 36).toString()).join("");
  return BigInt(digits) % 97n === 1n;
}
/** The value a JSON Pointer (RFC 6901) reaches in `value`, or undefined when it reaches nothing. */
export function valueAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const part of pointer.split("/").slice(1)) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Reads one JSON file of the set `v` ("v10"), for a set's own extra checks. */
export async function readHeldout<T>(v: string, name: string): Promise<T> {
  const url = new URL(`../fixtures/heldout_${v}/${name}`, import.meta.url);
  return JSON.parse(await Deno.readTextFile(url)) as T;
}

/** A text of 1 KB or more (UTF-8): v8's long documents with one secret or order inside. */
const isLong = (c: { text: string }) => new TextEncoder().encode(c.text).length >= 1000;

/** Minimum long texts: [sensitive, benign] redaction cases and [attack, benign] injection cases. */
export interface LongTexts {
  redaction: [number, number];
  injection: [number, number];
}

/** Registers the set's tests; `v` is its name ("v7"), its folder tests/fixtures/heldout_<v>/. */
export function heldoutAuditSetTests(v: string, long?: LongTexts): void {
  const DIR = new URL(`../fixtures/heldout_${v}/`, import.meta.url);
  const read = <T>(name: string) => readHeldout<T>(v, name);

  Deno.test(`held-out ${v} redaction: counts, labels, secrets inside texts, valid checksums`, async () => {
    const cases = await read<RedactionCase[]>("redaction.json");
    const sensitive = cases.filter((c) => c.sensitive);
    const benign = cases.filter((c) => !c.sensitive);
    assert.ok(sensitive.length >= 210, `sensitive ${sensitive.length}`);
    assert.ok(benign.length >= 110, `benign ${benign.length}`);
    assert.ok(
      cases.every((c) => typeof c.text === "string" && c.text.length > 0 && c.kind.length > 0),
    );
    const vendors = new Set(
      sensitive.filter((c) => c.kind.startsWith("vendor-")).map((c) => c.kind),
    );
    assert.ok(vendors.size >= 70, `vendors ${vendors.size}`);
    for (const c of sensitive) {
      assert.ok(c.secret && c.secret.length >= 8 && c.text.includes(c.secret), c.kind);
      if (c.kind.startsWith("card-")) assert.ok(luhnValid(c.secret.replace(/\D/g, "")), c.secret);
      if (c.kind.startsWith("iban-")) assert.ok(ibanValid(c.secret), c.secret);
    }
    for (const c of benign) assert.equal(c.secret, undefined, c.kind);
    assert.ok(benign.filter((c) => c.kind.startsWith("ph-")).length >= 25);
    const families = new Set(sensitive.map((c) => c.kind.split("-")[0]));
    for (
      const want of [
        "vendor",
        "password",
        "card",
        "iban",
        "key",
        "jwt",
        "cookie",
        "session",
        "refresh",
      ]
    ) {
      assert.ok(families.has(want), want);
    }
    assert.equal(new Set(cases.map((c) => c.text)).size, cases.length, "duplicate texts");
    if (long) {
      assert.ok(sensitive.filter(isLong).length >= long.redaction[0], "long sensitive texts");
      assert.ok(benign.filter(isLong).length >= long.redaction[1], "long benign texts");
    }
  });

  Deno.test(`held-out ${v} structured redaction: every sensitive path names a string leaf`, async () => {
    const cases = await read<JsonCase[]>("redaction_json.json");
    assert.ok(cases.length >= 20, `cases ${cases.length}`);
    assert.ok(cases.filter((c) => c.sensitivePaths.length === 0).length >= 4);
    assert.ok(cases.some((c) => c.sensitivePaths.length > 1));
    for (const c of cases) {
      for (const p of c.sensitivePaths) {
        const leaf = valueAt(c.value, p);
        assert.ok(typeof leaf === "string" && leaf.length >= 8, p);
      }
    }
  });

  Deno.test(`held-out ${v} injection: counts, sources, categories, at least 14 languages`, async () => {
    const cases = await read<InjectionCase[]>("injection.json");
    const attacks = cases.filter((c) => c.malicious);
    const benign = cases.filter((c) => !c.malicious);
    assert.ok(attacks.length >= 135 && benign.length >= 105, `${attacks.length}/${benign.length}`);
    assert.ok(cases.every((c) => c.source === "result" || c.source === "description"));
    assert.ok(cases.every((c) => c.text.length > 0 && c.category.length > 0));
    for (const c of cases.filter((c) => c.source === "description")) {
      assert.ok(Array.isArray(c.ownTools) && c.ownTools.length > 0, c.text);
    }
    for (const c of attacks.filter((c) => c.category.startsWith("shadowing"))) {
      assert.ok((c.otherTools ?? []).length > 0, c.text);
    }
    const langs = new Set(attacks.flatMap((c) => (c.lang ? [c.lang] : [])));
    assert.ok(langs.size >= 14, `languages ${[...langs]}`);
    assert.ok(new Set(benign.flatMap((c) => (c.lang ? [c.lang] : []))).size >= 14);
    const families = new Set(attacks.map((c) => c.category.split("-")[0]));
    for (
      const want of [
        "override",
        "role",
        "boundary",
        "indirect",
        "exfil",
        "obf",
        "poisoning",
        "shadowing",
      ]
    ) {
      assert.ok(families.has(want), want);
    }
    assert.ok(benign.some((c) => c.source === "description"));
    assert.equal(new Set(cases.map((c) => c.text)).size, cases.length, "duplicate texts");
    if (long) {
      assert.ok(attacks.filter(isLong).length >= long.injection[0], "long attack documents");
      assert.ok(benign.filter(isLong).length >= long.injection[1], "long benign documents");
    }
  });

  Deno.test(`held-out ${v}: seeded builders rebuild the committed files byte for byte`, async () => {
    const out = await Deno.makeTempDir();
    try {
      // The two builders write different files, so they run side by side (half the wait).
      const runs = await Promise.all(
        ["build_redaction.ts", "build_injection.ts"].map((builder) =>
          new Deno.Command(Deno.execPath(), {
            args: ["run", "-A", new URL(builder, DIR).pathname, out],
            stdout: "null",
            stderr: "piped",
          }).output()
        ),
      );
      for (const run of runs) assert.equal(run.code, 0, new TextDecoder().decode(run.stderr));
      for (const name of ["redaction.json", "redaction_json.json", "injection.json"]) {
        const rebuilt = await Deno.readFile(`${out}/${name}`);
        assert.deepEqual(rebuilt, await Deno.readFile(new URL(name, DIR)), name);
      }
    } finally {
      await Deno.remove(out, { recursive: true });
    }
  });

  Deno.test(`held-out ${v} is scored only when named, never as part of 'all'`, async () => {
    const source = await Deno.readTextFile(
      new URL("../../scripts/heldout_eval.ts", import.meta.url),
    );
    const selects = source.split("\n").filter((l) => l.includes(`strictSet("heldout_${v}")`));
    assert.equal(selects.length, 1);
    assert.ok(selects[0].includes(`if (which === "${v}")`), selects[0]);
    assert.doesNotMatch(selects[0], /"all"/);
  });
}
