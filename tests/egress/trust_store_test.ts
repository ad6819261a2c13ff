import assert from "node:assert/strict";
import { readCaFile } from "../../src/egress/ca.ts";
import { makeTestCa, serveTls } from "../_helpers/tls.ts";

const probe = new URL("./trust_store_probe.ts", import.meta.url).pathname;
const config = new URL("../../deno.json", import.meta.url).pathname;

async function runProbe(
  systemCaFile: string,
  ports: number[],
  extraCa: string[],
): Promise<string[]> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--config", config, probe, JSON.stringify({ ports, extraCa })],
    env: { DENO_TLS_CA_STORE: "system", SSL_CERT_FILE: systemCaFile, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(out.success, new TextDecoder().decode(out.stderr));
  return JSON.parse(new TextDecoder().decode(out.stdout));
}

// The "system" roots are replaced by CA A (rustls-native-certs honours SSL_CERT_FILE), so this
// checks that extra CAs are added to the default roots rather than replacing them.
Deno.test("extra CA certificates are trusted in addition to the default roots", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_trust_" });
  const caA = await makeTestCa();
  const caB = await makeTestCa();
  const serverA = serveTls(() => new Response("A"), await caA.issue(["receiver.test"]));
  const serverB = serveTls(() => new Response("B"), await caB.issue(["receiver.test"]));
  try {
    await Deno.writeTextFile(`${dir}/system.pem`, caA.caPem);
    const ports = [serverA.port, serverB.port];
    assert.deepEqual(await runProbe(`${dir}/system.pem`, ports, []), ["A", "refused"]);
    assert.deepEqual(await runProbe(`${dir}/system.pem`, ports, [caB.caPem]), ["A", "B"]);
  } finally {
    await serverA.close();
    await serverB.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("readCaFile splits a PEM bundle and explains unreadable or empty files", async () => {
  const dir = await Deno.makeTempDir({ prefix: "toolgate_cafile_" });
  try {
    const [a, b] = [await makeTestCa(), await makeTestCa()];
    await Deno.writeTextFile(`${dir}/bundle.pem`, `# bundle\n${a.caPem}\n${b.caPem}`);
    assert.deepEqual(await readCaFile(`${dir}/bundle.pem`), [a.caPem.trim(), b.caPem.trim()]);
    assert.deepEqual(await readCaFile(undefined), []);
    assert.deepEqual(await readCaFile(""), []);
    await assert.rejects(readCaFile(`${dir}/missing.pem`), /Cannot read CA certificate file/);
    await Deno.writeTextFile(`${dir}/empty.pem`, "nothing here");
    await assert.rejects(readCaFile(`${dir}/empty.pem`), /contains no PEM certificate/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
