// Round red54's proof that reading through invisible characters changes no benign text: every
// text of the tuning sets (heldout v1–v42, redaction_train rtr1–rtr10, injection_train
// trn1–trn11; never v43+) holding a character normaliseText strips is redacted by a base
// checkout and by this one. Benign texts (negatives, and values without sensitive paths) must
// come out identical; the positives that differ are printed with the rule that now fires.
// Run: deno run -A scripts/invisible_split_census.ts <base checkout>
import { redactValue as after } from "../src/audit/redact.ts";
import { visibleView } from "../src/audit/visible_spans.ts";

const base = Deno.args[0];
if (!base) throw new Error("usage: invisible_split_census.ts <base checkout>");
const { redactValue: before } = await import(`${base}/src/audit/redact.ts`);
const root = new URL("../tests/fixtures/", import.meta.url);

const dirs = ["heldout"];
for (let v = 2; v <= 42; v++) dirs.push(`heldout_v${v}`);
for (let t = 1; t <= 11; t++) dirs.push(`injection_train/trn${t}`);
for (let r = 1; r <= 10; r++) dirs.push(`redaction_train/rtr${r}`);

const JOINERS = /[\u200C\u200D]/;
const holds = (v: unknown) => visibleView(JSON.stringify(v) ?? "") !== undefined;
const tally = { texts: 0, benign: 0, benignJoiners: 0, benignChanged: 0, positives: 0, newly: 0 };

async function cases(dir: string, name: string): Promise<Record<string, unknown>[]> {
  try {
    return JSON.parse(await Deno.readTextFile(new URL(`${dir}/${name}`, root)));
  } catch {
    return [];
  }
}

for (const dir of dirs) {
  const all = [
    ...(await cases(dir, "redaction.json")).map((c) => ({ v: c.text, benign: !c.sensitive })),
    ...(await cases(dir, "redaction_json.json")).map((c) => ({
      v: c.value,
      benign: ((c.sensitivePaths as unknown[] | undefined) ?? []).length === 0,
    })),
    ...(await cases(dir, "injection.json")).map((c) => ({ v: c.text, benign: !c.malicious })),
  ];
  for (const { v, benign } of all) {
    if (!holds(v)) continue;
    tally.texts++;
    const b = JSON.stringify(before(v, "").value), a = JSON.stringify(after(v, "").value);
    if (benign) {
      tally.benign++;
      if (JOINERS.test(JSON.stringify(v))) tally.benignJoiners++;
      if (a !== b) {
        tally.benignChanged++;
        console.log(`BENIGN CHANGED ${dir}: ${a.slice(0, 300)}`);
      }
    } else {
      tally.positives++;
      if (a !== b) {
        tally.newly++;
        console.log(`positive changed ${dir}: ${a.slice(0, 200)}`);
      }
    }
  }
}
console.log(JSON.stringify(tally));
