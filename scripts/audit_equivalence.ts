/**
 * Before/after equivalence of the audit engine: every redaction and every injection finding of the
 * current src/audit must equal those of a baseline checkout, byte for byte (speed work must not
 * change behaviour). Inputs: every string and value of the unit fixtures (tests/audit/fixtures),
 * the tuning set tests/fixtures/heldout/ and the held-out sets tests/fixtures/heldout_v2/ and
 * heldout_v3/ (used as inputs only: equivalence is not tuning), each alone, embedded in ~2.5 KB of
 * prose (so the long-string paths run) and as a tool result; plus seeded random mixtures of them
 * from 4 to 64 KB, as text, as JSON rows, and with invisible characters and obfuscation sprinkled
 * in; attack-heavy mixtures (many findings per long string); the benchmark payloads; and long-gap
 * texts (attacks split by 120 to 8,500 characters of sentence-free filler, sparse and dense in
 * keywords), where a bound on a rule's reach would show.
 * Run:
 *   mkdir -p /tmp/audit_base && git archive <commit> src | tar -x -C /tmp/audit_base
 *   AUDIT_BASELINE_ROOT=/tmp/audit_base deno run -A scripts/audit_equivalence.ts [--mixtures N]
 * Exits 1 and prints the first differences when any output differs.
 */
import * as fixtures from "../tests/audit/fixtures/quality.ts";
import * as secretPositives from "../tests/audit/fixtures/secret_positives.ts";
import * as secretNegatives from "../tests/audit/fixtures/secret_negatives.ts";
import * as structured from "../tests/audit/fixtures/structured_positives.ts";
import * as realistic from "../tests/audit/fixtures/realistic.ts";
import * as schemes from "../tests/audit/fixtures/scheme_positives.ts";
import * as injectionCases from "../tests/audit/fixtures/injection_cases.ts";
import * as injectionNegatives from "../tests/audit/fixtures/injection_negatives.ts";
import * as phrasings from "../tests/audit/fixtures/injection_phrasings.ts";
import * as generalised from "../tests/audit/fixtures/generalised_cases.ts";
import * as tools from "../tests/audit/fixtures/tool_definitions.ts";
import { workloads } from "./bench/audit.ts";

type Engine = {
  redactValue(v: unknown, base: string, o?: { contactDetails?: boolean }): unknown;
  redactText(t: string, o?: { contactDetails?: boolean }): string;
  scanForInjection(v: unknown, base: string, source: string): unknown;
  scanToolDefinition(t: unknown, other?: string[], own?: string[]): unknown;
};

async function engine(root: string): Promise<Engine> {
  const red = await import(`${root}/src/audit/redact.ts`);
  const inj = await import(`${root}/src/audit/injection.ts`);
  return {
    redactValue: red.redactValue,
    redactText: red.redactText,
    scanForInjection: inj.scanForInjection,
    scanToolDefinition: inj.scanToolDefinition,
  };
}

/** Every string and JSON-like value reachable from fixture exports (zero-argument functions called). */
function harvest(mod: Record<string, unknown>, texts: Set<string>, values: unknown[]): void {
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number): void => {
    if (depth > 6 || seen.has(v)) return;
    if (typeof v === "string") return void texts.add(v);
    if (typeof v === "function") {
      if (v.length === 0 && depth === 0) {
        try {
          visit((v as () => unknown)(), depth + 1);
        } catch { /* a helper that needs state */ }
      }
      return;
    }
    if (typeof v !== "object" || v === null) return;
    seen.add(v);
    if (depth > 0) values.push(v);
    for (const child of Object.values(v)) visit(child, depth + 1);
  };
  for (const v of Object.values(mod)) visit(v, 0);
}

async function heldout(dir: string, texts: Set<string>, values: unknown[]): Promise<void> {
  for (const name of ["redaction.json", "injection.json", "redaction_json.json"]) {
    const url = new URL(`../tests/fixtures/${dir}/${name}`, import.meta.url);
    const cases = JSON.parse(await Deno.readTextFile(url)) as Array<Record<string, unknown>>;
    for (const c of cases) {
      if (typeof c.text === "string") texts.add(c.text);
      if (c.value !== undefined) values.push(c.value);
    }
  }
}

/** Seeded PRNG (mulberry32), so a failing mixture can be reproduced. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPRINKLES = [
  "\u200B",
  "\u202E",
  "\u00AD",
  "&#105;",
  "%69",
  "і",
  "ѕ",
  "Ｉ",
  "\uFEFF",
  "\u{E0069}",
];

function mixture(pool: string[], prose: string[], rnd: () => number, bytes: number): string {
  let s = "";
  while (s.length < bytes) {
    const from = rnd() < 0.6 ? prose : pool;
    let part = from[Math.floor(rnd() * from.length)];
    if (rnd() < 0.1) {
      const at = Math.floor(rnd() * part.length);
      part = part.slice(0, at) + SPRINKLES[Math.floor(rnd() * SPRINKLES.length)] + part.slice(at);
    }
    s += part + (rnd() < 0.5 ? "\n" : " ");
  }
  return s;
}

function rows(pool: string[], rnd: () => number, n: number): unknown {
  const list = [];
  for (let i = 0; i < n; i++) {
    list.push({ id: i, title: `Row ${i}`, body: pool[Math.floor(rnd() * pool.length)] });
  }
  return { content: [{ type: "text", text: JSON.stringify(list) }], structuredContent: { list } };
}

// Sentence-free filler: a phrase's parts split by it stay in one sentence (`[^.]*` may span it).
const PLAIN_GAP = "and the quarterly figures were reviewed by the regional team on site ";
// Dense in phrase and redaction keywords: past MAX_WINDOWS hits rules search the whole text.
const DENSE_GAP = "the assistant system agent noted the token and password and secret key ";
const GAPS = [120, 280, 620, 2100, 8500];

/**
 * Long-gap texts (cost round 19): each attack split at its middle blank with 120 to 8,500
 * characters of filler between its halves, sparse and keyword-dense, so a rule whose parts may be
 * any distance apart is tried at and past any reach bound a later round gives it.
 */
function longGaps(attacks: string[], before: Engine, after: Engine): void {
  for (const [i, t] of attacks.slice(0, 40).entries()) {
    const mid = t.indexOf(" ", t.length >> 1);
    if (mid < 0) continue;
    for (const gap of GAPS) {
      for (const [kind, unit] of [["plain", PLAIN_GAP], ["dense", DENSE_GAP]]) {
        const filler = unit.repeat(Math.ceil(gap / unit.length)).slice(0, gap);
        const text = `${t.slice(0, mid)} ${filler} ${t.slice(mid + 1)}`;
        compare(`gap#${i} ${kind} ${gap}`, { content: [{ type: "text", text }] }, before, after);
      }
    }
  }
}

let differences = 0;
let compared = 0;

function same(label: string, before: () => unknown, after: () => unknown): void {
  compared++;
  const b = JSON.stringify(before());
  const a = JSON.stringify(after());
  if (a === b) return;
  differences++;
  if (differences <= 10) {
    console.log(`DIFFERENT: ${label}\n  before: ${b.slice(0, 600)}\n  after:  ${a.slice(0, 600)}`);
  }
}

/** What the gate does with a value: redaction (both settings), then findings on the copy and raw. */
function compare(label: string, value: unknown, before: Engine, after: Engine): void {
  for (const contactDetails of [false, true]) {
    const o = { contactDetails };
    same(
      `${label} redactValue ${contactDetails}`,
      () => before.redactValue(value, "/r", o),
      () => after.redactValue(value, "/r", o),
    );
  }
  const redB = (before.redactValue(value, "/r") as { value: unknown }).value;
  const redA = (after.redactValue(value, "/r") as { value: unknown }).value;
  same(
    `${label} scan(redacted)`,
    () => before.scanForInjection(redB, "/r", "result"),
    () => after.scanForInjection(redA, "/r", "result"),
  );
  for (const source of ["result", "description", "arguments"]) {
    same(
      `${label} scan ${source}`,
      () => before.scanForInjection(value, "/r", source),
      () => after.scanForInjection(value, "/r", source),
    );
  }
  if (typeof value === "string") {
    same(`${label} redactText`, () => before.redactText(value), () => after.redactText(value));
  }
}

async function main(): Promise<void> {
  const root = Deno.env.get("AUDIT_BASELINE_ROOT") ?? "/tmp/audit_base";
  const at = Deno.args.indexOf("--mixtures");
  const mixtures = at >= 0 ? Number(Deno.args[at + 1]) : 60;
  const before = await engine(root);
  const after = await engine(new URL("..", import.meta.url).pathname.replace(/\/$/, ""));
  const texts = new Set<string>();
  const values: unknown[] = [];
  for (
    const mod of [
      fixtures,
      secretPositives,
      secretNegatives,
      structured,
      realistic,
      schemes,
      injectionCases,
      injectionNegatives,
      phrasings,
      generalised,
      tools,
    ]
  ) harvest(mod as Record<string, unknown>, texts, values);
  await heldout("heldout", texts, values);
  await heldout("heldout_v2", texts, values);
  await heldout("heldout_v3", texts, values);
  const pool = [...texts];
  const prose = realistic.REALISTIC_BENIGN;
  const padding = prose.join("\n").slice(0, 1250);
  for (const [i, t] of pool.entries()) {
    compare(`text#${i}`, t, before, after);
    const embedded = `${padding}\n${t}\n${padding}`;
    compare(`embedded#${i}`, embedded, before, after);
    compare(`result#${i}`, { content: [{ type: "text", text: embedded }] }, before, after);
  }
  for (const [i, v] of values.entries()) compare(`value#${i}`, v, before, after);
  for (const tool of [...tools.POISONED_TOOLS.map((c) => c.tool), ...tools.BENIGN_TOOLS]) {
    same(
      `tool ${tool.name}`,
      () => before.scanToolDefinition(tool, tools.CATALOGUE),
      () => after.scanToolDefinition(tool, tools.CATALOGUE),
    );
  }
  const rnd = prng(13);
  for (let i = 0; i < mixtures; i++) {
    const bytes = 4096 * 2 ** Math.floor(rnd() * 5);
    const text = mixture(pool, prose, rnd, bytes);
    compare(`mixture#${i} (${bytes})`, { content: [{ type: "text", text }] }, before, after);
    if (i % 4 === 0) compare(`rows#${i}`, rows(pool, rnd, 40 + i), before, after);
  }
  // Attack-heavy: most parts are findings, so excerpts come from all over each reading.
  const attacks = fixtures.ALL_POSITIVES.map((c) => c.text);
  for (let i = 0; i < mixtures / 2; i++) {
    const bytes = 8192 * 2 ** Math.floor(rnd() * 3);
    const text = mixture(pool, attacks, rnd, bytes);
    compare(`attacks#${i} (${bytes})`, { content: [{ type: "text", text }] }, before, after);
  }
  for (const [name, v] of Object.entries(workloads())) compare(`bench ${name}`, v, before, after);
  longGaps(attacks, before, after);
  // Repeated values (rows share statuses and bodies), and a key equal to its value (same path).
  for (let i = 0; i + 6 <= pool.length; i += 97) {
    const few = pool.slice(i, i + 6);
    compare(`repeats#${i}`, rows(few, rnd, 30), before, after);
    const [k, other] = [few[0], few[1]];
    compare(`keyed#${i}`, { [k]: k, a: k, b: [other, k, other] }, before, after);
  }
  console.log(JSON.stringify({
    baseline: root,
    texts: pool.length,
    values: values.length,
    mixtures,
    comparisons: compared,
    differences,
  }));
  if (differences > 0) Deno.exit(1);
}

if (import.meta.main) await main();
