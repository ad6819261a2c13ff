/**
 * Round 27's miss table: every redaction miss of the named tuning sets, classified by the reach
 * from the nearest credential noun before the value (words, characters), what lies between, what
 * follows the value, and whether the value alone is credential-shaped. Never a held-out set: only
 * directories passed by name are read.
 * Run: deno run -A scripts/redaction_reach_table.ts heldout_v27 redaction_train/rtr1 …
 */
import { redactValue } from "../src/audit/redact.ts";
import { slotValue } from "../src/audit/credential_slot_rules.ts";
import { credentialShaped, randomMaterial } from "../src/audit/credential_shape.ts";

type RedactionCase = { text: string; sensitive: boolean; kind: string; secret?: string };

const NOUN =
  /(?:pass(?:word|wort|phrase|code)|kennwort|wachtwoord|contrase[ñn]a|senha|has[lł]o|key|token|secret|credential|pin|codes?|hash|session|seed|clave)(?![a-z])/gi;

function between(gap: string): string {
  const marks: string[] = [];
  if (/\n/.test(gap)) marks.push("line break");
  if (/[.;](?:\s|$)/.test(gap)) marks.push("clause break");
  if (/\([^)]*\)|\(\s*$/.test(gap)) marks.push("parenthetical");
  if (/\b(?:of|for|to|til|voor|do|dla|per|pro|für|cho|ของ)\b/iu.test(gap)) {
    marks.push("owner phrase");
  }
  if (/\b(?:hard-coded|pasted|using|use|rejecting|retrying|is|er|je|ni|lautet|to|è)\b/i.test(gap)) {
    marks.push("verb/copula");
  }
  if (/[:=]\s*$/.test(gap)) marks.push("link mark");
  return marks.length ? marks.join("+") : gap.trim() === "" ? "adjacent" : "words";
}

function after(rest: string): string {
  if (/^\s*$/.test(rest)) return "end";
  if (/^[ \t]*\n/.test(rest)) return "end of line";
  if (/^[.,;)!?]?["'}\]]?\s*$/.test(rest)) return "punctuation, end";
  return "more clause";
}

const counts = new Map<string, number>();
for (const dir of Deno.args) {
  const url = new URL(`../tests/fixtures/${dir}/redaction.json`, import.meta.url);
  const cases = JSON.parse(await Deno.readTextFile(url)) as RedactionCase[];
  for (const c of cases) {
    if (!c.sensitive) continue;
    const out = String(redactValue(c.text, "/arguments").value);
    const secret = c.secret ?? c.text;
    if (!out.includes(secret)) continue;
    const at = c.text.indexOf(secret);
    const head = c.text.slice(0, Math.max(0, at));
    const nouns = [...head.matchAll(NOUN)];
    const noun = nouns[nouns.length - 1];
    const gap = noun ? head.slice(noun.index! + noun[0].length) : head;
    const words = gap.trim() === "" ? 0 : gap.trim().split(/\s+/).length;
    const shape = [
      slotValue(secret) ? "slotValue" : "",
      credentialShaped(secret, true) ? "credentialShaped" : "",
      randomMaterial(secret, 12) ? "randomMaterial" : "",
    ].filter(Boolean).join("+") || "none";
    const row = {
      set: dir.replace(/^heldout_|^redaction_train\//, ""),
      kind: c.kind,
      noun: noun ? noun[0] : "-",
      words: noun ? words : -1,
      chars: noun ? gap.length : -1,
      between: noun ? between(gap) : "no noun",
      after: after(c.text.slice(at + secret.length, at + secret.length + 200).split("\n")[0]),
      shape,
    };
    console.log(Object.values(row).join(" | "));
    const key = `${row.set}|${
      row.words < 0
        ? "none"
        : row.words === 0
        ? "0"
        : row.words <= 3
        ? "1-3"
        : row.words <= 12
        ? "4-12"
        : ">12"
    }`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}
console.log([...counts].map(([k, n]) => `${k}: ${n}`).join("\n"));
