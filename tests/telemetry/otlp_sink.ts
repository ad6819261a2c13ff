/**
 * A do-nothing OTLP/HTTP collector for measuring the cost of export: it reads each request in
 * full, answers 200 and counts requests and bytes per signal (printed on SIGINT).
 *
 *   deno run -A tests/telemetry/otlp_sink.ts 4318
 */
const port = Number(Deno.args[0] ?? 4318);
const seen: Record<string, { requests: number; bytes: number }> = {};
Deno.serve({ hostname: "127.0.0.1", port }, async (req) => {
  const path = new URL(req.url).pathname;
  const bytes = (await req.arrayBuffer()).byteLength;
  const s = (seen[path] ??= { requests: 0, bytes: 0 });
  s.requests++;
  s.bytes += bytes;
  return Response.json({});
});
Deno.addSignalListener("SIGINT", () => {
  console.log(JSON.stringify(seen));
  Deno.exit(0);
});
