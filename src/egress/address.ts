import ipaddr from "ipaddr.js";
import { EgressError } from "./errors.ts";

type Addr = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Words for refusal messages, first match wins (security.md 4.1-4.2, rest-webhooks.md 1.9).
 * The decision itself uses ipaddr.js `range()`; this table only names the range.
 */
const LABELS: ReadonlyArray<readonly [Addr, number, string]> = ([
  ["0.0.0.0/8", 'is in the "this network" range'],
  ["10.0.0.0/8", "is in a private range"],
  ["172.16.0.0/12", "is in a private range"],
  ["192.168.0.0/16", "is in a private range"],
  ["100.64.0.0/10", "is in the carrier-grade NAT range"],
  ["127.0.0.0/8", "is in the loopback range"],
  ["169.254.0.0/16", "is in the link-local range (cloud metadata)"],
  ["192.0.0.0/24", "is in the IETF protocol assignments range"],
  ["192.0.2.0/24", "is in a documentation range"],
  ["198.51.100.0/24", "is in a documentation range"],
  ["203.0.113.0/24", "is in a documentation range"],
  ["192.31.196.0/24", "is in an AS112 range"],
  ["192.175.48.0/24", "is in an AS112 range"],
  ["192.52.193.0/24", "is in the AMT range"],
  ["192.88.99.0/24", "is in the 6to4 relay range"],
  ["198.18.0.0/15", "is in the benchmarking range"],
  ["224.0.0.0/4", "is in the multicast range"],
  ["255.255.255.255/32", "is the broadcast address"],
  ["240.0.0.0/4", "is in the reserved range"],
  ["::/128", "is the unspecified address"],
  ["::1/128", "is the loopback address"],
  ["::ffff:0:0:0/96", "is in the IPv4-translated range"],
  ["::/96", "is in the deprecated IPv4-compatible range"],
  ["64:ff9b::/96", "is in a NAT64 range"],
  ["64:ff9b:1::/48", "is in a NAT64 range"],
  ["100::/64", "is in the discard-only range"],
  ["2001::/32", "is in the Teredo range"],
  ["2001:db8::/32", "is in a documentation range"],
  ["2001::/23", "is in the IETF protocol assignments range"],
  ["2002::/16", "is in the 6to4 range"],
  ["2620:4f:8000::/48", "is in an AS112 range"],
  ["3fff::/20", "is in a documentation range"],
  ["5f00::/16", "is in the segment routing range"],
  ["fd00:ec2::/32", "is in the cloud metadata range"],
  ["fc00::/7", "is in the unique-local (private) range"],
  ["fe80::/10", "is in the link-local range"],
  ["fec0::/10", "is in the deprecated site-local range"],
  ["ff00::/8", "is in the multicast range"],
] as const).map(([cidr, words]) => [...ipaddr.parseCIDR(cidr), words] as const);

/** Global unicast IPv6 is 2000::/3 minus these (rest-webhooks.md 1.9), checked beside range(). */
const V6_GLOBAL = ipaddr.parseCIDR("2000::/3");
const V6_NOT_GLOBAL = ["2001::/23", "2001:db8::/32", "2002::/16", "2620:4f:8000::/48", "3fff::/20"]
  .map((c) => ipaddr.parseCIDR(c));
const V4_COMPATIBLE = ipaddr.parseCIDR("::/96");
const AWS_METADATA_V6 = ipaddr.parseCIDR("fd00:ec2::/32");

function inRange(addr: Addr, [net, bits]: [Addr, number]): boolean {
  return addr.kind() === net.kind() && addr.match(net, bits);
}

function describe(addr: Addr): string {
  const label = LABELS.find(([net, bits]) => inRange(addr, [net, bits]));
  if (label) return `${label[2]} (${label[0].toString()}/${label[1]})`;
  return addr.kind() === "ipv6"
    ? "is outside global unicast space (2000::/3)"
    : `is in the ${addr.range()} range`;
}

/** allowPrivate (development) opens loopback and private ranges; metadata and the rest stay closed. */
function permittedIPv4(addr: ipaddr.IPv4, allowPrivate: boolean): boolean {
  const range = addr.range();
  return range === "unicast" || (allowPrivate && (range === "loopback" || range === "private"));
}

function permittedIPv6(addr: ipaddr.IPv6, allowPrivate: boolean): boolean {
  const range = addr.range();
  if (allowPrivate && (range === "loopback" || range === "uniqueLocal")) {
    return !inRange(addr, AWS_METADATA_V6);
  }
  return range === "unicast" && !inRange(addr, V4_COMPATIBLE) && inRange(addr, V6_GLOBAL) &&
    !V6_NOT_GLOBAL.some((cidr) => inRange(addr, cidr));
}

/**
 * Rewrites a dotted IPv4 tail (`::127.0.0.1`) as two hex groups: ipaddr.js 2.5 parses
 * `::a.b.c.d` as IPv4-mapped `::ffff:a.b.c.d`, which would hide the IPv4-compatible ::/96 form.
 */
function hexTail(v6: string): string | null {
  const m = /^(.*:)([0-9.]+)$/.exec(v6);
  if (m === null || !m[2].includes(".")) return v6;
  if (!ipaddr.IPv4.isValidFourPartDecimal(m[2])) return null;
  const [a, b, c, d] = ipaddr.IPv4.parse(m[2]).octets;
  return `${m[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** Parses a canonical IP string (dotted-quad IPv4, or IPv6 with optional brackets, no zone id). */
export function parseIp(ip: string): Addr | null {
  const bare = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (!bare.includes(":") || bare.includes("%")) return null;
  const v6 = hexTail(bare);
  return v6 !== null && ipaddr.IPv6.isValid(v6) ? ipaddr.IPv6.parse(v6) : null;
}

/**
 * Throws EgressError("address") unless `ip` is a public unicast address. IPv4-mapped IPv6
 * (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
 */
export function vetAddress(ip: string, policy: { allowPrivate: boolean }): void {
  const addr = parseIp(ip);
  if (addr === null) throw new EgressError("address", `"${ip}" is not an IP address`);
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    const v4 = (addr as ipaddr.IPv6).toIPv4Address();
    if (permittedIPv4(v4, policy.allowPrivate)) return;
    throw new EgressError("address", `Address ${ip} maps to ${v4}, which ${describe(v4)}`);
  }
  const ok = addr.kind() === "ipv4"
    ? permittedIPv4(addr as ipaddr.IPv4, policy.allowPrivate)
    : permittedIPv6(addr as ipaddr.IPv6, policy.allowPrivate);
  if (!ok) throw new EgressError("address", `Address ${ip} ${describe(addr)}`);
}
