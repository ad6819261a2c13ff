/** The operator catalogue file: validation, {PUBLIC_URL}, and the line named on failure. */
import assert from "node:assert/strict";
import { CatalogueFileError, parseCatalogueFile } from "../../src/catalog/catalogue_file.ts";
import { lineOfOffset, locateJsonPath } from "../../src/catalog/json_lines.ts";

const GOOD = await Deno.readTextFile(new URL("../../config/catalog.json", import.meta.url));

function failure(text: string): string {
  try {
    parseCatalogueFile(text, "http://localhost:8000", "catalog.json");
  } catch (err) {
    assert.ok(err instanceof CatalogueFileError);
    return err.message;
  }
  throw new Error("expected the file to be refused");
}

Deno.test("catalogue: the shipped file parses with {PUBLIC_URL} substituted", () => {
  const servers = parseCatalogueFile(GOOD, "https://gw.example.com");
  assert.deepEqual(servers.map((s) => s.slug), [
    "demo-notes",
    "demo-weather",
    "demo-vault",
    "demo-oauth",
  ]);
  assert.equal(servers[0].endpoint, "https://gw.example.com/demo/demo-notes/mcp");
  assert.deepEqual(servers.map((s) => [s.authType, s.defaultEnabled]), [
    ["none", true],
    ["none", false],
    ["bearer", false],
    ["oauth", false],
  ]);
});

Deno.test("catalogue: each kind of mistake names its line", () => {
  const lines = GOOD.split("\n");
  const lineOf = (needle: string, from = 0) =>
    lines.findIndex((l, i) => i >= from && l.includes(needle)) + 1;
  const weather = lineOf('"slug": "demo-weather"');
  const vault = lineOf('"slug": "demo-vault"');
  assert.equal(
    failure(GOOD.replace('"demo-weather"', '"Demo_Weather"')),
    `catalog.json:${weather}: servers[1].slug: must be 1-63 characters of a-z, 0-9 and '-', starting with a letter or digit`,
  );
  assert.equal(
    failure(GOOD.replace('"slug": "demo-vault"', '"slug": "demo-notes"')),
    `catalog.json:${vault}: servers[2].slug: "demo-notes" is already used by servers[0]`,
  );
  const endpoint = lineOf('"endpoint"', vault - 1);
  assert.match(
    failure(GOOD.replace("{PUBLIC_URL}/demo/demo-vault/mcp", "ftp://x/y")),
    new RegExp(
      `^catalog.json:${endpoint}: servers\\[2\\]\\.endpoint: must be an http or https URL`,
    ),
  );
  const auth = lineOf('"authType": "bearer"');
  assert.match(
    failure(GOOD.replace('"authType": "bearer"', '"authType": "magic"')),
    new RegExp(`^catalog.json:${auth}: servers\\[2\\]\\.authType`),
  );
  const missing = GOOD.replace(
    '      "category": "demo",\n      "authType": "bearer",\n',
    '      "authType": "bearer",\n',
  );
  assert.match(
    failure(missing),
    new RegExp(`^catalog.json:${vault - 1}: servers\\[2\\]\\.category`),
    "a missing field names its entry",
  );
  assert.match(
    failure(GOOD.replace('"defaultEnabled": true', '"defaultEnabled": true, "extra": 1')),
    /^catalog.json:\d+: servers\[0\]: .*extra/,
  );
  assert.match(failure("{}"), /^catalog.json:1: servers:/);
});

Deno.test("catalogue: broken JSON names the line of the syntax error", () => {
  const broken = GOOD.replace(
    '"defaultEnabled": false\n    },\n    {\n      "slug": "demo-vault"',
    '"defaultEnabled": false\n    }\n    {\n      "slug": "demo-vault"',
  );
  const message = failure(broken);
  const expected =
    broken.split("\n").findIndex((l, i, all) =>
      i > 0 && l.trim() === "{" && all[i - 1].trim() === "}"
    ) + 1;
  assert.match(message, new RegExp(`^catalog.json:${expected}: not valid JSON`));
});

Deno.test("json lines: offsets and paths map to 1-based lines", () => {
  const text = '{\n  "a": [\n    {"b": 1},\n    {"c": "x\\"y", "d": 2}\n  ]\n}';
  assert.equal(lineOfOffset(text, 0), 1);
  assert.equal(locateJsonPath(text, ["a"]), 2);
  assert.equal(locateJsonPath(text, ["a", 1]), 4);
  assert.equal(locateJsonPath(text, ["a", 1, "d"]), 4);
  assert.equal(locateJsonPath(text, ["a", 0, "missing"]), 3);
  assert.equal(locateJsonPath(text, ["nope"]), 1);
});

Deno.test("start-up: a bad catalogue file stops the service with the line at fault", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const file = `${dir}/catalog.json`;
    await Deno.writeTextFile(file, GOOD.replace('"demo-weather"', '"Demo_Weather"'));
    const main = new URL("../../src/main.ts", import.meta.url).pathname;
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", main],
      env: {
        CATALOG_FILE: file,
        KV_PATH: `${dir}/kv.sqlite3`,
        TOOLGATE_KEY_FILE: `${dir}/key`,
        PORT: "0",
        NO_COLOR: "1",
      },
      stdout: "null",
      stderr: "piped",
    }).output();
    assert.equal(code, 1);
    assert.match(
      new TextDecoder().decode(stderr),
      new RegExp(`CATALOG_FILE ${file}:\\d+: servers\\[1\\]\\.slug`),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
