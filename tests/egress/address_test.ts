import {
  checkUrlSyntax,
  type EgressPolicy,
  resolveAndVet,
  vetAddress,
} from "../../src/egress/policy.ts";
import { refused, refusedAsync } from "./refusals.ts";

const STRICT: EgressPolicy = { allowPrivate: false };

function urlFor(ip: string): string {
  return ip.includes(":") ? `https://[${ip}]/hook` : `https://${ip}/hook`;
}

/** [address, the CIDR the refusal message must name] for every range of rest-webhooks.md 1.9. */
// deno-fmt-ignore
const REFUSED_V4: Array<[string, string]> = [
  ["0.0.0.0", "0.0.0.0/8"], ["0.1.2.3", "0.0.0.0/8"], ["10.0.0.1", "10.0.0.0/8"],
  ["10.255.255.255", "10.0.0.0/8"], ["100.64.0.1", "100.64.0.0/10"],
  ["100.100.100.200", "100.64.0.0/10"], ["100.127.255.254", "100.64.0.0/10"],
  ["127.0.0.1", "127.0.0.0/8"], ["127.255.255.254", "127.0.0.0/8"],
  ["169.254.169.254", "169.254.0.0/16"], ["169.254.170.2", "169.254.0.0/16"],
  ["172.16.0.1", "172.16.0.0/12"], ["172.31.255.254", "172.16.0.0/12"],
  ["192.0.0.192", "192.0.0.0/24"], ["192.0.2.1", "192.0.2.0/24"],
  ["192.31.196.1", "192.31.196.0/24"], ["192.52.193.1", "192.52.193.0/24"],
  ["192.88.99.1", "192.88.99.0/24"], ["192.168.0.1", "192.168.0.0/16"],
  ["192.168.255.255", "192.168.0.0/16"], ["192.175.48.1", "192.175.48.0/24"],
  ["198.18.0.1", "198.18.0.0/15"], ["198.19.255.254", "198.18.0.0/15"],
  ["198.51.100.7", "198.51.100.0/24"], ["203.0.113.9", "203.0.113.0/24"],
  ["224.0.0.1", "224.0.0.0/4"], ["239.255.255.255", "224.0.0.0/4"], ["240.0.0.1", "240.0.0.0/4"],
  ["255.255.255.255", "255.255.255.255/32"],
];

// deno-fmt-ignore
const REFUSED_V6: Array<[string, string]> = [
  ["::", "::/128"], ["::1", "::1/128"], ["::ffff:127.0.0.1", "127.0.0.0/8"],
  ["::ffff:10.1.2.3", "10.0.0.0/8"], ["::ffff:169.254.169.254", "169.254.0.0/16"],
  ["::ffff:0.0.0.1", "0.0.0.0/8"], ["::127.0.0.1", "::/96"], ["::8.8.8.8", "::/96"],
  ["::ffff:0:7f00:1", "::ffff:0:0:0/96"], ["64:ff9b::7f00:1", "64:ff9b::/96"],
  ["64:ff9b::808:808", "64:ff9b::/96"], ["64:ff9b:1::1", "64:ff9b:1::/48"], ["100::1", "100::/64"],
  ["2001::1", "2001::/32"], ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "2001::/32"],
  ["2001:2::1", "2001::/23"], ["2001:3::1", "2001::/23"], ["2001:4:112::1", "2001::/23"],
  ["2001:10::1", "2001::/23"], ["2001:20::1", "2001::/23"], ["2001:30::1", "2001::/23"],
  ["2001:db8::1", "2001:db8::/32"], ["2002:7f00:1::1", "2002::/16"],
  ["2002:808:808::1", "2002::/16"], ["2620:4f:8000::1", "2620:4f:8000::/48"],
  ["3fff::1", "3fff::/20"], ["5f00::1", "5f00::/16"], ["fc00::1", "fc00::/7"],
  ["fd12:3456::1", "fc00::/7"], ["fd00:ec2::254", "fd00:ec2::/32"], ["fe80::1", "fe80::/10"],
  ["fec0::1", "fec0::/10"], ["ff02::1", "ff00::/8"], ["4000::1", "2000::/3"],
  ["1000::1", "2000::/3"],
];

// deno-fmt-ignore
const PUBLIC = [
  "8.8.8.8", "1.1.1.1", "9.255.255.255", "11.0.0.1", "100.63.255.255", "100.128.0.1",
  "126.255.255.255", "128.0.0.1", "169.253.255.255", "172.15.255.255", "172.32.0.1",
  "192.167.255.255", "192.169.0.1", "198.17.255.255", "198.20.0.1", "223.255.255.254",
  "2606:4700::1111", "2001:4860:4860::8888", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8",
];

Deno.test("vetAddress refuses every IPv4 range of the block list, naming the range", () => {
  for (const [ip, cidr] of REFUSED_V4) {
    refused("address", () => vetAddress(ip, STRICT), new RegExp(`${ip}.*\\(${cidr}\\)`));
  }
  refused(
    "address",
    () => vetAddress("10.0.0.1", STRICT),
    /^Address 10\.0\.0\.1 is in a private range \(10\.0\.0\.0\/8\)$/,
  );
});

Deno.test("vetAddress refuses every IPv6 range, unwrapping IPv4-mapped addresses", () => {
  for (const [ip, cidr] of REFUSED_V6) {
    const escaped = cidr.replaceAll(".", "\\.");
    refused("address", () => vetAddress(ip, STRICT), new RegExp(`\\(?${escaped}\\)?`));
  }
  refused("address", () => vetAddress("::ffff:127.0.0.1", STRICT), /maps to 127\.0\.0\.1/);
});

Deno.test("vetAddress accepts public unicast addresses and refuses non-addresses", () => {
  for (const ip of PUBLIC) vetAddress(ip, STRICT);
  for (
    const bad of [
      "",
      "example.com",
      "0x7f.0.0.1",
      "127.1",
      "0177.0.0.1",
      "fe80::1%eth0",
      "1.2.3.4.5",
    ]
  ) {
    refused("address", () => vetAddress(bad, STRICT), /not an IP address/);
  }
});

Deno.test("every refused range is refused inside a URL and behind a DNS name", async () => {
  for (const [ip] of [...REFUSED_V4, ...REFUSED_V6]) {
    refused("address", () => checkUrlSyntax(urlFor(ip), STRICT));
    const policy = { allowPrivate: false, resolve: () => Promise.resolve([ip]) };
    await refusedAsync(
      "address",
      () => resolveAndVet(new URL("https://hooks.example.com/"), policy),
      /hooks\.example\.com resolves to a refused address/,
    );
  }
  for (const ip of PUBLIC) checkUrlSyntax(urlFor(ip), STRICT);
});
