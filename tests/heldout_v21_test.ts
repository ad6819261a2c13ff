// Shape and reproducibility of the v21 held-out audit set; never scores it (see the helper).
// v21's emphasis is science, research and higher-education computing an agent works in (HPC
// schedulers, notebook servers, lab instruments and LIMS/ELN, pipelines, data repositories,
// observatories and beamlines, grant, review and conference systems, university identity, libraries).
import assert from "node:assert/strict";
import { heldoutAuditSetTests, readHeldout } from "./_helpers/heldout_audit_set.ts";
import { heldoutInjectionShapeTests } from "./_helpers/heldout_injection_shape.ts";
import { heldoutCountTests } from "./_helpers/heldout_audit_counts.ts";
import { build, SEED } from "./fixtures/heldout_v21/build_redaction.ts";
import { SplitMix64 } from "./fixtures/heldout_v21/kit.ts";
import { OBF_PAYLOADS } from "./fixtures/heldout_v21/inj_encode.ts";

// Long texts (1 KB or more): job logs after notes, and pipeline logs before carrier texts.
heldoutAuditSetTests("v21", { redaction: [10, 6], injection: [10, 6] });

Deno.test("held-out v21 kit: SplitMix64 gives the reference outputs for seed 0", () => {
  // The first outputs of Vigna's splitmix64.c from state 0, as widely quoted.
  const rng = new SplitMix64(0);
  for (const want of [0xe220a8397b1dcdafn, 0x6e789e6aa1b965f4n, 0x06c45d188009454fn]) {
    assert.equal(rng.next64(), want);
  }
  assert.equal(new SplitMix64(0).next(), 0xe220a839);
});

heldoutInjectionShapeTests("v21", OBF_PAYLOADS);

/** ORCID (ISO 7064 mod 11-2), ISBN-13 (GS1 mod 10) and ISSN (mod 11), apart from the kit. */
function orcidValid(id: string): boolean {
  const s = id.replaceAll("-", "");
  let total = 0;
  for (const c of s.slice(0, 15)) total = (total + Number(c)) * 2;
  const r = (12 - (total % 11)) % 11;
  return s[15] === (r === 10 ? "X" : String(r));
}
function gs1Valid(digits: string): boolean {
  const sum = [...digits].reverse().reduce((a, c, i) => a + Number(c) * (i % 2 === 1 ? 3 : 1), 0);
  return sum % 10 === 0;
}
function issnValid(issn: string): boolean {
  const s = issn.replace("-", "");
  const sum = [...s].reduce((a, c, i) => a + (c === "X" ? 10 : Number(c)) * (8 - i), 0);
  return sum % 11 === 0;
}

Deno.test("held-out v21 redaction: benign ORCID iDs, ISBNs and ISSNs carry valid check digits", async () => {
  const cases = await readHeldout<Array<{ text: string; kind: string }>>("v21", "redaction.json");
  const codes: Array<[string, RegExp, (s: string) => boolean]> = [
    ["look-orcid", /orcid\.org\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/, orcidValid],
    ["look-isbn13", /ISBN (97[89]\d{10})/, gs1Valid],
    ["look-issn", /ISSN (\d{4}-\d{3}[\dX])/, issnValid],
  ];
  for (const [prefix, re, valid] of codes) {
    const here = cases.filter((c) => c.kind.startsWith(prefix));
    assert.equal(here.length, 2, prefix);
    for (const c of here) {
      const code = c.text.match(re)?.[1];
      assert.ok(code && valid(code), `${prefix}: ${code}`);
    }
  }
  // 0000-0002-1825-0097 is ORCID's documented sample iD: the check above must accept it.
  assert.ok(orcidValid("0000-0002-1825-0097") && !orcidValid("0000-0002-1825-0098"));
});

heldoutCountTests("v21", () => build(new SplitMix64(SEED)));
