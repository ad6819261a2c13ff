/**
 * Load generator of the REST benchmark, run as a worker: `connections` loops per scenario, one
 * request at a time each, in one-second turns that rotate between scenarios so that a change of
 * load on the machine hits them all alike. Answers requests, failures, rps, p50 and p99.
 */
interface Job {
  urls: Record<string, string>;
  key: string;
  seconds: number;
  connections: number;
}
interface Sample {
  lat: number[];
  failures: number;
  ms: number;
}

async function turn(job: Job, name: string, ms: number, sample: Sample | null) {
  const headers = { authorization: `Bearer ${job.key}` };
  const start = performance.now();
  const until = start + ms;
  await Promise.all(Array.from({ length: job.connections }, async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await fetch(job.urls[name], { headers });
      await res.arrayBuffer();
      if (sample === null) continue;
      if (res.status !== 200) sample.failures++;
      sample.lat.push(performance.now() - t0);
    }
  }));
  if (sample) sample.ms += performance.now() - start;
}

function figures(s: Sample) {
  s.lat.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  const pick = (q: number) =>
    round(s.lat[Math.min(s.lat.length - 1, Math.floor(q * s.lat.length))]);
  return {
    requests: s.lat.length,
    failures: s.failures,
    rps: round(s.lat.length / (s.ms / 1000)),
    p50Ms: pick(0.5),
    p99Ms: pick(0.99),
  };
}

async function run(job: Job) {
  const names = Object.keys(job.urls);
  const samples = Object.fromEntries(names.map((n) => [n, { lat: [], failures: 0, ms: 0 }]));
  for (const name of names) await turn(job, name, 500, null);
  for (let i = 0; i < job.seconds; i++) {
    for (const name of names) await turn(job, name, 1000, samples[name]);
  }
  return Object.fromEntries(names.map((n) => [n, figures(samples[n])]));
}

const scope = self as unknown as {
  onmessage: (e: MessageEvent<Job>) => void;
  postMessage: (v: unknown) => void;
};
scope.onmessage = async (e) => scope.postMessage(await run(e.data));
