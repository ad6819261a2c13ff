/**
 * Round inj35: what each human-context discount (src/audit/human_context.ts) costs and saves on
 * every tuning set (v1–v34, trn1–trn7; never v35 or later). Runs measure_run.ts with an import
 * map that swaps the discounts for traced_human_context.ts.
 * Run: deno run -A scripts/inj35/measure.ts > /work/cache/inj35/discounts.json
 */
const here = new URL("./", import.meta.url);
const target = new URL("../../src/audit/human_context.ts", import.meta.url).href;
const traced = new URL("./traced_human_context.ts", import.meta.url).href;
const config = JSON.parse(await Deno.readTextFile(new URL("../../deno.json", import.meta.url)));
const map = {
  imports: { ...config.imports, [target]: traced },
  scopes: { [here.href]: { [target]: target } },
};
const mapFile = await Deno.makeTempFile({ suffix: ".json" });
await Deno.writeTextFile(mapFile, JSON.stringify(map));
const run = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    "-A",
    `--import-map=${mapFile}`,
    new URL("./measure_run.ts", here).pathname,
    ...Deno.args,
  ],
  stdout: "inherit",
  stderr: "inherit",
});
const { code } = await run.output();
await Deno.remove(mapFile);
Deno.exit(code);
