/** Test TLS: a throwaway CA made with the `openssl` CLI, and a Deno.serve HTTPS server on loopback. */

export interface TestCa {
  caPem: string;
  issue(names: string[]): Promise<{ certPem: string; keyPem: string }>;
}

export interface TlsServer {
  port: number;
  close(): Promise<void>;
}

async function openssl(cwd: string, args: string[]): Promise<void> {
  const out = await new Deno.Command("openssl", { args, cwd, stdout: "null", stderr: "piped" })
    .output();
  if (!out.success) {
    throw new Error(`openssl ${args[0]} failed: ${new TextDecoder().decode(out.stderr)}`);
  }
}

/** Runs `work` in `dir`, or in a fresh temporary directory that is removed afterwards. */
async function inDir<T>(dir: string | undefined, work: (dir: string) => Promise<T>): Promise<T> {
  if (dir !== undefined) return await work(dir);
  const tmp = await Deno.makeTempDir({ prefix: "toolgate_tls_" });
  try {
    return await work(tmp);
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
}

function isIpLiteral(name: string): boolean {
  return /^[0-9.]+$/.test(name) || name.includes(":");
}

/** SAN list for openssl: IP literals as `IP:`, everything else as `DNS:`. */
function subjectAltNames(names: string[]): string {
  return names.map((n) => (isIpLiteral(n) ? `IP:${n}` : `DNS:${n}`)).join(",");
}

const EC_KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];

/**
 * Creates a CA (EC P-256, valid one day). `issue` signs a leaf certificate for the given DNS names
 * and IP addresses. The CA key stays in memory; without `dir` no files are left behind.
 */
export async function makeTestCa(dir?: string): Promise<TestCa> {
  const { caPem, caKeyPem } = await inDir(dir, async (d) => {
    // deno-fmt-ignore
    await openssl(d, [
      "req", "-x509", ...EC_KEY, "-keyout", "ca.key", "-out", "ca.pem", "-days", "1", "-subj",
      "/CN=Toolgate Test CA", "-addext", "basicConstraints=critical,CA:TRUE", "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
    ]);
    return {
      caPem: await Deno.readTextFile(`${d}/ca.pem`),
      caKeyPem: await Deno.readTextFile(`${d}/ca.key`),
    };
  });
  let serial = 0;
  const issue = (names: string[]) =>
    inDir(dir, async (d) => {
      const id = `leaf${++serial}`;
      await Deno.writeTextFile(`${d}/${id}.ca.pem`, caPem);
      await Deno.writeTextFile(`${d}/${id}.ca.key`, caKeyPem);
      await Deno.writeTextFile(
        `${d}/${id}.ext`,
        `basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n` +
          `extendedKeyUsage=serverAuth\nsubjectAltName=${subjectAltNames(names)}\n`,
      );
      // deno-fmt-ignore
      await openssl(d, [
        "req", "-new", ...EC_KEY, "-keyout", `${id}.key`, "-out", `${id}.csr`, "-subj",
        `/CN=${names[0] ?? "test"}`,
      ]);
      // deno-fmt-ignore
      await openssl(d, [
        "x509", "-req", "-in", `${id}.csr`, "-CA", `${id}.ca.pem`, "-CAkey", `${id}.ca.key`,
        "-set_serial", String(Date.now() * 1000 + serial), "-days", "1", "-extfile", `${id}.ext`,
        "-out", `${id}.pem`,
      ]);
      return {
        certPem: await Deno.readTextFile(`${d}/${id}.pem`),
        keyPem: await Deno.readTextFile(`${d}/${id}.key`),
      };
    });
  return { caPem, issue };
}

/** Serves HTTPS on an ephemeral port of `hostname` (127.0.0.1 by default). */
export function serveTls(
  handler: Deno.ServeHandler,
  opts: { certPem: string; keyPem: string; hostname?: string },
): TlsServer {
  const server = Deno.serve({
    port: 0,
    hostname: opts.hostname ?? "127.0.0.1",
    cert: opts.certPem,
    key: opts.keyPem,
    onListen() {},
  }, handler);
  return { port: server.addr.port, close: () => server.shutdown() };
}
