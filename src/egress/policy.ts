/**
 * Egress policy for URLs that accounts choose (webhook receivers, upstream MCP servers):
 * https only, no credentials, no internal names, and every address public unicast
 * (security.md section 4, rest-webhooks.md 1.8-1.9). Any port except 0 is allowed: the address
 * check is the control, and real receivers use non-standard ports.
 */
import { parseIp, vetAddress } from "./address.ts";
import { EgressError } from "./errors.ts";

export { EgressError, vetAddress };
export type { EgressErrorCode } from "./errors.ts";

export interface EgressPolicy {
  /**
   * Development and tests: permits `localhost`, `*.test` names, loopback and private addresses.
   * HTTPS stays required; metadata, link-local and the other ranges stay refused.
   */
  allowPrivate: boolean;
  /** A and AAAA lookup; defaults to Deno.resolveDns. Tests inject one. */
  resolve?: (host: string) => Promise<string[]>;
}

const MAX_URL_LENGTH = 2048;

/** Reserved, internal and local-network domains (RFC 6761, 6762, 8375 and common private TLDs). */
// deno-fmt-ignore
const INTERNAL_SUFFIXES = [
  "localhost", "local", "internal", "home.arpa", "lan", "intranet", "corp", "test", "invalid",
  "example", "localdomain",
];

/** Cloud metadata aliases not already covered by the suffixes or the single-label rule. */
const METADATA_NAMES = new Set([
  "metadata.google.internal",
  "metadata.goog",
  "instance-data.ec2.internal",
]);

// deno-lint-ignore no-control-regex
const BAD_CHARS = /[\s\u0000-\u001f\u007f]/u;

/** The IP inside a WHATWG-normalised hostname (dotted quad, or bracketed IPv6), else null. */
function ipLiteral(hostname: string): string | null {
  if (hostname.startsWith("[")) return hostname.slice(1, -1);
  return /^[0-9]+(\.[0-9]+){3}$/.test(hostname) ? hostname : null;
}

function checkHostname(hostname: string, policy: EgressPolicy): void {
  const ip = ipLiteral(hostname);
  if (ip !== null) return vetAddress(ip, policy);
  const name = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  if (name === "" || name.split(".").includes("")) {
    throw new EgressError("hostname", `Host name "${hostname}" has an empty label`);
  }
  // Development mode opens `localhost` and the RFC 6761 testing domain `.test`, nothing else.
  if (policy.allowPrivate && (name === "localhost" || name.endsWith(".test"))) return;
  if (METADATA_NAMES.has(name)) {
    throw new EgressError("hostname", `Host name ${name} is a cloud metadata service`);
  }
  const suffix = INTERNAL_SUFFIXES.find((s) => name === s || name.endsWith(`.${s}`));
  if (suffix !== undefined) {
    throw new EgressError(
      "hostname",
      `Host name ${name} is in the internal or reserved domain .${suffix}`,
    );
  }
  if (!name.includes(".")) {
    throw new EgressError("hostname", `Host name ${name} is a single label; use a public DNS name`);
  }
}

/**
 * Synchronous checks on a user-supplied URL: parses it with WHATWG URL (so `0x7f.1`, `2130706433`
 * and fullwidth letters are normalised before any decision) and refuses what the policy forbids.
 */
export function checkUrlSyntax(raw: string, policy: EgressPolicy): URL {
  if (typeof raw !== "string" || raw.length === 0) {
    throw new EgressError("invalid_url", "URL is empty");
  }
  if (raw.length > MAX_URL_LENGTH) {
    throw new EgressError("invalid_url", `URL is longer than ${MAX_URL_LENGTH} characters`);
  }
  // The URL parser silently drops tabs and newlines, so they are refused on the raw string.
  if (BAD_CHARS.test(raw)) {
    throw new EgressError("invalid_url", "URL contains whitespace or control characters");
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EgressError("invalid_url", "URL is not a valid absolute URL");
  }
  if (url.protocol !== "https:") {
    throw new EgressError("scheme", `URL scheme must be https, not ${url.protocol.slice(0, -1)}`);
  }
  if (url.username !== "" || url.password !== "") {
    throw new EgressError("credentials", "URL must not contain a user name or password");
  }
  if (url.port === "0") throw new EgressError("port", "Port 0 is not allowed");
  checkHostname(url.hostname, policy);
  return url;
}

/** Deno.resolveDns reads no /etc/hosts; one failed family is tolerated if the other answers. */
async function resolveWithDeno(host: string): Promise<string[]> {
  const results = await Promise.allSettled([
    Deno.resolveDns(host, "A"),
    Deno.resolveDns(host, "AAAA"),
  ]);
  const found = results.flatMap((r) => (r.status === "fulfilled" ? r.value : []));
  const failure = results.find((r): r is PromiseRejectedResult =>
    r.status === "rejected" && !(r.reason instanceof Deno.errors.NotFound)
  );
  if (found.length === 0 && failure) throw failure.reason;
  return found;
}

/**
 * Resolves A and AAAA (an IP literal resolves to itself) and refuses when nothing resolves or
 * ANY answer is refused. The caller must connect only to the returned addresses.
 */
export async function resolveAndVet(url: URL, policy: EgressPolicy): Promise<string[]> {
  checkHostname(url.hostname, policy);
  const ip = ipLiteral(url.hostname);
  if (ip !== null) return [ip];
  const host = url.hostname.replace(/\.$/, "");
  if (host === "localhost") return ["127.0.0.1", "::1"];
  let answers: string[];
  try {
    answers = await (policy.resolve ?? resolveWithDeno)(host);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new EgressError("resolve", `Could not resolve ${host}: ${why}`);
  }
  const unique = [...new Set(answers)];
  if (unique.length === 0) throw new EgressError("resolve", `${host} has no A or AAAA records`);
  for (const address of unique) {
    try {
      vetAddress(address, policy);
    } catch (err) {
      if (!(err instanceof EgressError)) throw err;
      throw new EgressError("address", `${host} resolves to a refused address: ${err.message}`);
    }
  }
  return unique.map((a) => parseIp(a)?.toString() ?? a);
}
