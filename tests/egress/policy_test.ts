import assert from "node:assert/strict";
import { checkUrlSyntax, type EgressPolicy } from "../../src/egress/policy.ts";
import { refused } from "./refusals.ts";

const STRICT: EgressPolicy = { allowPrivate: false };
const DEV: EgressPolicy = { allowPrivate: true };

Deno.test("numeric and encoded spellings of loopback and metadata are normalised, then refused", () => {
  // deno-fmt-ignore
  const tricks = [
    "https://2130706433/", "https://0177.0.0.1/", "https://0x7f.0.0.1/", "https://0x7f.1/",
    "https://127.1/", "https://017700000001/", "https://%31%32%37.0.0.1/", "https://①②⑦.0.0.1/",
    "https://[::ffff:127.0.0.1]/", "https://[::]/", "https://[::127.0.0.1]/", "https://0/",
    "https://169.254.169.254./latest/meta-data/", "https://0xa9fea9fe/",
    "https://[::ffff:a9fe:a9fe]/", "https://[64:ff9b::169.254.169.254]/",
    "https://[2002:a9fe:a9fe::]/",
  ];
  for (const raw of tricks) refused("address", () => checkUrlSyntax(raw, STRICT));
});

Deno.test("internal, reserved and single-label host names are refused before DNS", () => {
  // deno-fmt-ignore
  const names = [
    "localhost", "LOCALHOST", "localhost.", "ｌｏｃａｌｈｏｓｔ", "api.localhost", "api.localhost.",
    "printer.local", "x.internal", "metadata.google.internal", "instance-data.ec2.internal",
    "router.home.arpa", "nas.lan", "wiki.intranet", "git.corp", "receiver.test", "x.invalid",
    "www.example", "host.localdomain", "intranet", "metadata", "instance-data", "rancher-metadata",
    "metadata.goog",
  ];
  for (const name of names) {
    refused("hostname", () => checkUrlSyntax(`https://${name}/hook`, STRICT));
  }
  refused("hostname", () => checkUrlSyntax("https://foo..example.com/", STRICT), /empty label/);
  refused(
    "hostname",
    () => checkUrlSyntax("https://metadata.google.internal/", STRICT),
    /metadata/,
  );
});

Deno.test("scheme, credentials, port and malformed input are refused with their own codes", () => {
  for (
    const raw of [
      "http://example.com/",
      "http://8.8.8.8/",
      "ftp://example.com/",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "data:text/plain,x",
      "wss://example.com/",
    ]
  ) {
    refused("scheme", () => checkUrlSyntax(raw, STRICT), /must be https/);
  }
  for (
    const raw of [
      "https://user:pw@example.com/",
      "https://user@example.com/",
      "https://:pw@example.com/",
    ]
  ) {
    refused("credentials", () => checkUrlSyntax(raw, STRICT));
  }
  refused("port", () => checkUrlSyntax("https://example.com:0/", STRICT));
  // deno-fmt-ignore
  const bad = [
    "", "not a url", "/relative/path", "https://exa\nmple.com/", "https://example.com/\r\nX: y",
    "https://example.com/\t", " https://example.com/", "https://example.com:99999/",
    `https://example.com/${"a".repeat(2100)}`, "https://exa mple.com/",
  ];
  for (const raw of bad) refused("invalid_url", () => checkUrlSyntax(raw, STRICT));
});

Deno.test("public https URLs pass with their port, path and query intact", () => {
  const url = checkUrlSyntax("https://Hooks.Example.COM:8443/in/abc?x=1", STRICT);
  assert.equal(url.hostname, "hooks.example.com");
  assert.equal(url.port, "8443");
  assert.equal(url.pathname + url.search, "/in/abc?x=1");
  checkUrlSyntax("https://example.com./hook", STRICT);
  checkUrlSyntax("https://hooks.slack.com/services/T0/B0/x", STRICT);
  checkUrlSyntax("https://[2606:4700::1111]:443/", STRICT);
});

Deno.test("allowPrivate opens localhost, .test and private literals but keeps everything else", () => {
  for (
    const raw of [
      "https://127.0.0.1:8443/",
      "https://localhost/",
      "https://localhost.:9/",
      "https://[::1]/",
      "https://10.1.2.3/",
      "https://192.168.1.1/",
      "https://[fd12::1]/",
      "https://receiver.test/",
      "https://[::ffff:127.0.0.1]/",
    ]
  ) {
    checkUrlSyntax(raw, DEV);
  }
  refused("scheme", () => checkUrlSyntax("http://127.0.0.1/", DEV));
  refused("scheme", () => checkUrlSyntax("http://localhost/", DEV));
  refused("credentials", () => checkUrlSyntax("https://u:p@localhost/", DEV));
  for (
    const raw of [
      "https://169.254.169.254/",
      "https://100.100.100.200/",
      "https://[fd00:ec2::254]/",
      "https://0.0.0.0/",
      "https://[::]/",
      "https://[fe80::1]/",
      "https://[::ffff:169.254.169.254]/",
      "https://224.0.0.1/",
    ]
  ) {
    refused("address", () => checkUrlSyntax(raw, DEV));
  }
  for (
    const raw of [
      "https://foo.localhost/",
      "https://metadata.google.internal/",
      "https://printer.local/",
      "https://intranet/",
    ]
  ) {
    refused("hostname", () => checkUrlSyntax(raw, DEV));
  }
});
