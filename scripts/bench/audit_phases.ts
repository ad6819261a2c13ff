/**
 * Where one audit's CPU time goes, by phase and by rule file: a V8 CPU profile of a child that
 * audits one ~60 KB payload in a loop (after a long warm-up, so registration and the automata's
 * first build are not in it), each sample given to the innermost frame that names a phase or a
 * rule file. Regex-search helpers (windows.ts, line_starts.ts, …) are transparent: their time goes
 * to the rule file that called them; a phrase rule is data (a regex and checks run by
 * phrase_scan.ts), so phrase rules' searches stay in that driver's row (per rule:
 * audit_rule_budget.ts). Shares are of the profile's busy time; milliseconds are the share times
 * the child's process-CPU per audit over the profiled window (wall-clock samples on a loaded
 * machine include time the child was descheduled; CPU does not).
 * Run: deno run -A scripts/bench/audit_phases.ts [payload...]   (AUDIT_FRESH as for audit.ts)
 */
import { type CpuProfile, startProfile } from "./peers_profile.ts";
import { audit, variants, workloads } from "./audit.ts";

const PORT = 9353;
const WARMUP_MS = 9000;
const SECONDS = 6;

/** Files whose time is a fixed pass of the audit, whoever calls them. */
const FIXED: Array<[RegExp, string]> = [
  [/^(keyword_gate|keyword_automaton|shared_pass|gate_events|script_gate)\.ts$/, "keyword gate"],
  [/^(regex_index|index_walk|index_lists)\.ts$/, "regex index (walk, candidate lists)"],
  [/^char_census\.ts$/, "census"],
  [/^canonical_view\.ts$/, "canonical view"],
  [/^cue_readings\.ts$/, "cue readings"],
  [/^classifier\w*\.ts$/, "classifier windows"],
  [/^normal_edits\.ts$/, "normalised reading"],
];
/** Engine files that run a rule's regex for it: their time is the rule's. */
const TRANSPARENT =
  /^(windows|line_starts|long_runs|regex_prefix|literal_split|hint_runs|rule_kit|label_words|label_starts)\.ts$/;
/** Drivers: time left in them (not in a rule or pass below) is the walk and scan bookkeeping. */
const DRIVERS =
  /^(phrase_scan|scan_text|text_scan|redact|redact_plan|walk_strings|injection|excerpt\w*|scan_state)\.ts$/;

type Frame = { fn: string; file: string };

function child(name: string, progress: string): void {
  const values = variants(workloads()[name]);
  const stopAt = Date.now() + (WARMUP_MS / 1000 + SECONDS + 8) * 1000;
  const c0 = process.cpuUsage();
  for (let k = 0; Date.now() < stopAt; k++) {
    audit(values[k % values.length]);
    const c = process.cpuUsage(c0);
    Deno.writeTextFileSync(progress, `${k + 1} ${(c.user + c.system) / 1000}`);
  }
}

function phaseOf(stack: Frame[]): string {
  const driverFrame = stack.find((f) => DRIVERS.test(f.file));
  const side = stack.some((f) => f.fn === "scanForInjection") ? "injection" : "redaction";
  for (const f of stack) {
    if (f.file === "") continue;
    const fixed = FIXED.find(([re]) => re.test(f.file));
    if (fixed) return fixed[1];
    if (TRANSPARENT.test(f.file)) continue;
    if (DRIVERS.test(f.file)) return `walk and scan drivers (${f.file})`;
    return `${side} rules: ${f.file}`;
  }
  return driverFrame ? `walk and scan drivers (${driverFrame.file})` : "outside src/audit";
}

function attribute(profile: CpuProfile) {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<string, number>();
  let busy = 0;
  let excerpts = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const file = f.url.includes("/src/audit/") ? f.url.replace(/^.*\//, "") : "";
      stack.push({ fn: f.functionName, file });
    }
    const leaf = stack[0].fn;
    if (leaf === "(idle)" || leaf === "(program)") return;
    if (!stack.some((f) => f.file !== "")) {
      if (leaf !== "(garbage collector)") return; // the child's loop and progress writes
    }
    busy += us;
    if (stack.some((f) => f.file.startsWith("excerpt"))) excerpts += us;
    const phase = leaf === "(garbage collector)" ? "garbage collector" : phaseOf(stack);
    total.set(phase, (total.get(phase) ?? 0) + us);
  });
  return { total, busy, excerpts };
}

async function parent(name: string) {
  const progress = await Deno.makeTempFile();
  const proc = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      `--inspect=127.0.0.1:${PORT}`,
      import.meta.filename!,
      "--child",
      name,
      progress,
    ],
    stdout: "null",
    stderr: "null",
  }).spawn();
  // The child rewrites the file after every audit: a read may catch it half written.
  const read = async (): Promise<number[]> => {
    for (;;) {
      const xs = (await Deno.readTextFile(progress)).split(" ").map(Number);
      if (xs.length === 2 && xs.every(Number.isFinite)) return xs;
      await new Promise((ok) => setTimeout(ok, 5));
    }
  };
  try {
    await new Promise((ok) => setTimeout(ok, WARMUP_MS));
    const profiler = await startProfile(PORT);
    const [n0, cpu0] = await read();
    await new Promise((ok) => setTimeout(ok, SECONDS * 1000));
    const profile = await profiler.stop();
    const [n1, cpu1] = await read();
    const audits = n1 - n0;
    const { total, busy, excerpts } = attribute(profile);
    const cpu = (cpu1 - cpu0) / audits;
    const ms = (us: number) => Math.round((us / busy) * cpu * 100) / 100;
    console.log(
      `== ${name}: ${audits} audits profiled, child process CPU ${ms(busy)} ms per audit ` +
        `(sampling overhead included); under excerpt scans ${ms(excerpts)} ms; load ` +
        `${Deno.loadavg()[0]}`,
    );
    // The phases summed: every rule file of a side in one row, every driver in one.
    const groups = new Map<string, number>();
    for (const [phase, us] of total) {
      const g = phase.replace(/: .*$/, "").replace(/ \(.*\.ts\)$/, "");
      groups.set(g, (groups.get(g) ?? 0) + us);
    }
    for (const [g, us] of [...groups].sort((a, b) => b[1] - a[1])) {
      const share = Math.round((us / busy) * 1000) / 10;
      console.log(`  phase ${String(ms(us)).padStart(7)} ms ${String(share).padStart(5)} %  ${g}`);
    }
    for (const [phase, us] of [...total].sort((a, b) => b[1] - a[1])) {
      const share = Math.round((us / busy) * 1000) / 10;
      if (share >= 0.5) {
        console.log(`${String(ms(us)).padStart(7)} ms ${String(share).padStart(5)} %  ${phase}`);
      }
    }
  } finally {
    proc.kill();
    await proc.status;
    await Deno.remove(progress);
  }
}

if (import.meta.main) {
  if (Deno.args[0] === "--child") child(Deno.args[1], Deno.args[2]);
  else {
    const names = Deno.args.length > 0 ? Deno.args : Object.keys(workloads());
    for (const name of names) await parent(name);
  }
}
