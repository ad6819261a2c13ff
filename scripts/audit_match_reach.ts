/**
 * How far real phrase-rule matches reach, measured (cost round 19, issue 13): every raw match of
 * each keyword-gated phrase regex over the tuning fixtures' texts (heldout v1–v26, injection_train
 * trn1–trn4, redaction_train rtr1–rtr2; never a held-out set) and the bench payloads, searched
 * over the whole text, against the rule's keyword hits. Per rule: the longest match, the farthest
 * its first keyword sits from the match start (lead) and the match end from that keyword (tail),
 * and how many matches lie outside the merged windows [hit - 250, hit + 350] that phrase_scan.ts
 * searches when a rule has few hits. The data for choosing reach bounds.
 * Run: deno run -A scripts/audit_match_reach.ts [--all]
 */
import { PHRASE_RULES, type PhraseRule } from "../src/audit/injection_rules.ts";
import { GATE } from "../src/audit/phrase_scan.ts";
import { allHits } from "../src/audit/keyword_gate.ts";
import { workloads } from "./bench/audit.ts";

const BEFORE = 250;
const AFTER = 350;
const MAX_MATCHES = 200; // per rule and text: enough for the extremes, bounded time

async function texts(): Promise<string[]> {
  const dirs = ["heldout", ...Array.from({ length: 25 }, (_, i) => `heldout_v${i + 2}`)];
  dirs.push("injection_train/trn1", "injection_train/trn2", "injection_train/trn3");
  dirs.push("injection_train/trn4", "redaction_train/rtr1", "redaction_train/rtr2");
  const out = new Set<string>();
  for (const dir of dirs) {
    for (const name of ["injection.json", "redaction.json"]) {
      const url = new URL(`../tests/fixtures/${dir}/${name}`, import.meta.url);
      let cases: Array<{ text?: unknown }>;
      try {
        cases = JSON.parse(await Deno.readTextFile(url));
      } catch (e) {
        if (e instanceof Deno.errors.NotFound) continue;
        throw e;
      }
      for (const c of cases) if (typeof c.text === "string") out.add(c.text);
    }
  }
  const strings = (v: unknown): void => {
    if (typeof v === "string") out.add(v);
    else if (v && typeof v === "object") Object.values(v).forEach(strings);
  };
  strings(workloads());
  return [...out];
}

interface Row {
  id: string;
  matches: number;
  longest: number;
  lead: number;
  tail: number;
  noKeywordInside: number;
  outsideWindows: number;
}

/** Merged windows [p - BEFORE, p + AFTER] around sorted hits. */
function windowsOf(at: number[], length: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const p of at) {
    const s = Math.max(0, p - BEFORE);
    const e = Math.min(length, p + AFTER);
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function measure(rule: PhraseRule, text: string, at: number[], row: Row): void {
  const re = new RegExp(rule.re.source, rule.re.flags.replace("g", "") + "g");
  const wins = windowsOf(at, text.length);
  let k = 0;
  for (const m of text.matchAll(re)) {
    if (k++ >= MAX_MATCHES) break;
    const s = m.index;
    const e = s + m[0].length;
    row.matches++;
    row.longest = Math.max(row.longest, e - s);
    const p = at.find((x) => x >= s && x < Math.max(e, s + 1));
    if (p === undefined) row.noKeywordInside++;
    else (row.lead = Math.max(row.lead, p - s), row.tail = Math.max(row.tail, e - p));
    if (!wins.some(([ws, we]) => ws <= s && e <= we)) row.outsideWindows++;
  }
}

if (import.meta.main) {
  const rows = new Map<PhraseRule, Row>();
  const all = await texts();
  for (const text of all) {
    for (const [rule, at] of allHits(GATE, text)) {
      if (typeof rule !== "object" || !PHRASE_RULES.includes(rule as PhraseRule)) continue;
      const r = rule as PhraseRule;
      if (!rows.has(r)) {
        rows.set(r, {
          id: r.id,
          matches: 0,
          longest: 0,
          lead: 0,
          tail: 0,
          noKeywordInside: 0,
          outsideWindows: 0,
        });
      }
      measure(r, text, at, rows.get(r)!);
    }
  }
  const list = [...rows.values()].filter((r) => r.matches > 0).sort((a, b) =>
    b.longest - a.longest
  );
  const shown = Deno.args.includes("--all") ? list : list.slice(0, 25);
  console.log("id\tmatches\tlongest\tlead\ttail\tnoKeywordInside\toutsideWindows");
  for (const r of shown) {
    console.log(
      [r.id, r.matches, r.longest, r.lead, r.tail, r.noKeywordInside, r.outsideWindows].join("\t"),
    );
  }
  console.log(JSON.stringify({
    texts: all.length,
    rulesWithMatches: list.length,
    matches: list.reduce((s, r) => s + r.matches, 0),
    longestMatch: Math.max(0, ...list.map((r) => r.longest)),
    outsideWindows: list.reduce((s, r) => s + r.outsideWindows, 0),
  }));
}
