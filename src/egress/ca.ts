const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * Reads a PEM bundle such as the file named by DENO_CERT, one string per certificate, for
 * `createEgressFetch({ caCerts })`: Deno's fetch reads DENO_CERT itself, node:tls does not.
 * An unset or empty path means no extra certificates.
 */
export async function readCaFile(path: string | undefined): Promise<string[]> {
  if (!path) return [];
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (err) {
    throw new Error(`Cannot read CA certificate file ${path}: ${(err as Error).message}`);
  }
  const pems = text.match(PEM_CERT) ?? [];
  if (pems.length === 0) throw new Error(`CA certificate file ${path} contains no PEM certificate`);
  return pems;
}
