// Shape and reproducibility of the v6 held-out audit set. Deliberately never scores the set (no
// import of src/audit or scripts/heldout_eval.ts): a held-out set is only scored when named.
import assert from "node:assert/strict";

const DIR = new URL("./fixtures/heldout_v6/", import.meta.url);
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type RedactionCase = { text: string; sensitive: boolean; kind: string; secret?: string };
type JsonCase = { value: Json; sensitivePaths: string[] };
type InjectionCase = {
  text: string;
  malicious: boolean;
  source: string;
  category: string;
  lang?: string;
  ownTools?: string[];
  otherTools?: string[];
};

const read = async <T>(name: string) =>
  JSON.parse(await Deno.readTextFile(new URL(name, DIR))) as T;

// Independent of the builders' kit, so a broken generator cannot vouch for itself.
function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => {
    let d = Number(ch) * (i % 2 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  });
  return sum % 10 === 0;
}
function mod97(iban: string): boolean {
  const s = iban.replaceAll(" ", "");
  const numeric = [...(s.slice(4) + s.slice(0, 4))].map((c) => parseInt(c, 36)).join("");
  return BigInt(numeric) % 97n === 1n;
}
function resolve(value: Json, pointer: string): Json | undefined {
  let at: Json | undefined = value;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (at === null || typeof at !== "object") return undefined;
    at = Array.isArray(at) ? at[Number(key)] : at[key];
  }
  return at;
}

Deno.test("held-out v6 redaction: counts, labels, secrets inside texts, valid checksums", async () => {
  const cases = await read<RedactionCase[]>("redaction.json");
  const positives = cases.filter((c) => c.sensitive);
  const negatives = cases.filter((c) => !c.sensitive);
  assert.ok(positives.length >= 200, `sensitive ${positives.length}`);
  assert.ok(negatives.length >= 100, `benign ${negatives.length}`);
  assert.ok(cases.every((c) => typeof c.text === "string" && c.kind.length > 0));
  const vendors = new Set(positives.filter((c) => c.kind.startsWith("vendor-")).map((c) => c.kind));
  assert.ok(vendors.size >= 60, `vendors ${vendors.size}`);
  for (const c of positives) {
    assert.ok(c.secret && c.secret.length >= 8 && c.text.includes(c.secret), c.kind);
    if (c.kind.startsWith("card-")) assert.ok(luhn(c.secret.replace(/\D/g, "")), c.secret);
    if (c.kind.startsWith("iban-")) assert.ok(mod97(c.secret), c.secret);
  }
  for (const c of negatives) assert.equal(c.secret, undefined, c.kind);
  assert.ok(negatives.some((c) => c.kind.startsWith("ph-")));
});

Deno.test("held-out v6 structured redaction: every sensitive path names a leaf", async () => {
  const cases = await read<JsonCase[]>("redaction_json.json");
  assert.ok(cases.length >= 20, `cases ${cases.length}`);
  assert.ok(cases.some((c) => c.sensitivePaths.length === 0));
  assert.ok(cases.some((c) => c.sensitivePaths.length > 1));
  for (const c of cases) {
    for (const p of c.sensitivePaths) {
      const leaf = resolve(c.value, p);
      assert.ok(typeof leaf === "string" && leaf.length >= 3, p);
    }
  }
});

Deno.test("held-out v6 injection: counts, sources, categories, at least 12 languages", async () => {
  const cases = await read<InjectionCase[]>("injection.json");
  const attacks = cases.filter((c) => c.malicious);
  const benign = cases.filter((c) => !c.malicious);
  assert.ok(attacks.length >= 130 && benign.length >= 100, `${attacks.length}/${benign.length}`);
  assert.ok(cases.every((c) => c.source === "result" || c.source === "description"));
  assert.ok(cases.every((c) => c.text.length > 0 && c.category.length > 0));
  for (const c of cases.filter((c) => c.source === "description")) {
    assert.ok(Array.isArray(c.ownTools) && c.ownTools.length > 0, c.text);
  }
  const langs = new Set(attacks.flatMap((c) => c.lang ? [c.lang] : []));
  assert.ok(langs.size >= 12, `languages ${[...langs]}`);
  assert.ok(benign.filter((c) => c.lang).length >= 12);
  const categories = new Set(attacks.map((c) => c.category.split("-")[0]));
  for (const want of ["override", "role", "boundary", "indirect", "exfil", "obf", "shadowing"]) {
    assert.ok(categories.has(want), want);
  }
  assert.ok(benign.some((c) => c.source === "description"));
});

Deno.test("held-out v6: seeded builders rebuild the committed files byte for byte", async () => {
  const out = await Deno.makeTempDir();
  try {
    for (const builder of ["build_redaction.ts", "build_injection.ts"]) {
      const run = await new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", new URL(builder, DIR).pathname, out],
        stdout: "null",
        stderr: "piped",
      }).output();
      assert.equal(run.code, 0, new TextDecoder().decode(run.stderr));
    }
    for (const name of ["redaction.json", "redaction_json.json", "injection.json"]) {
      const rebuilt = await Deno.readFile(`${out}/${name}`);
      assert.deepEqual(rebuilt, await Deno.readFile(new URL(name, DIR)), name);
    }
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("held-out v6 is scored only when named, never as part of 'all'", async () => {
  const source = await Deno.readTextFile(
    new URL("../scripts/heldout_eval.ts", import.meta.url),
  );
  const selects = source.split("\n").filter((l) => l.includes('strictSet("heldout_v6")'));
  assert.equal(selects.length, 1);
  assert.match(selects[0], /if \(which === "v6"\)/);
  assert.doesNotMatch(selects[0], /"all"/);
});
