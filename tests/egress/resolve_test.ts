import assert from "node:assert/strict";
import { resolveAndVet } from "../../src/egress/policy.ts";
import { refusedAsync } from "./refusals.ts";

function counting(answers: string[] | Error) {
  const calls: string[] = [];
  const resolve = (host: string) => {
    calls.push(host);
    return answers instanceof Error ? Promise.reject(answers) : Promise.resolve(answers);
  };
  return { calls, resolve };
}

Deno.test("resolveAndVet refuses a name resolving to a private address", async () => {
  const r = counting(["10.0.0.5"]);
  await refusedAsync(
    "address",
    () =>
      resolveAndVet(new URL("https://rebind.example.com/"), {
        allowPrivate: false,
        resolve: r.resolve,
      }),
    /rebind\.example\.com resolves to a refused address: Address 10\.0\.0\.5 is in a private range \(10\.0\.0\.0\/8\)/,
  );
  assert.deepEqual(r.calls, ["rebind.example.com"]);
});

Deno.test("resolveAndVet refuses when ANY answer is refused (one public, one private)", async () => {
  for (
    const answers of [["93.184.216.34", "10.0.0.5"], ["2606:4700::1111", "::1"], [
      "8.8.8.8",
      "::ffff:127.0.0.1",
    ]]
  ) {
    const r = counting(answers);
    await refusedAsync(
      "address",
      () =>
        resolveAndVet(new URL("https://mixed.example.com/"), {
          allowPrivate: false,
          resolve: r.resolve,
        }),
    );
  }
});

Deno.test("resolveAndVet returns vetted public addresses, canonical and de-duplicated", async () => {
  const r = counting(["8.8.8.8", "2606:4700:0:0:0:0:0:1111", "8.8.8.8"]);
  const got = await resolveAndVet(new URL("https://dns.example.com./x"), {
    allowPrivate: false,
    resolve: r.resolve,
  });
  assert.deepEqual(got, ["8.8.8.8", "2606:4700::1111"]);
  assert.deepEqual(r.calls, ["dns.example.com"], "the trailing dot is stripped before lookup");
});

Deno.test("resolveAndVet reports empty answers, resolver failures and non-addresses", async () => {
  const url = new URL("https://gone.example.com/");
  await refusedAsync(
    "resolve",
    () => resolveAndVet(url, { allowPrivate: false, resolve: counting([]).resolve }),
    /gone\.example\.com has no A or AAAA records/,
  );
  await refusedAsync(
    "resolve",
    () =>
      resolveAndVet(url, { allowPrivate: false, resolve: counting(new Error("SERVFAIL")).resolve }),
    /Could not resolve gone\.example\.com: SERVFAIL/,
  );
  await refusedAsync(
    "address",
    () => resolveAndVet(url, { allowPrivate: false, resolve: counting(["not-an-ip"]).resolve }),
    /not an IP address/,
  );
});

Deno.test("resolveAndVet: IP literals and localhost need no lookup", async () => {
  const r = counting(new Error("must not be called"));
  assert.deepEqual(
    await resolveAndVet(new URL("https://8.8.8.8/"), { allowPrivate: false, resolve: r.resolve }),
    ["8.8.8.8"],
  );
  assert.deepEqual(
    await resolveAndVet(new URL("https://[2606:4700::1111]/"), {
      allowPrivate: false,
      resolve: r.resolve,
    }),
    ["2606:4700::1111"],
  );
  assert.deepEqual(
    await resolveAndVet(new URL("https://localhost:8443/"), {
      allowPrivate: true,
      resolve: r.resolve,
    }),
    ["127.0.0.1", "::1"],
  );
  await refusedAsync(
    "hostname",
    () => resolveAndVet(new URL("https://localhost/"), { allowPrivate: false, resolve: r.resolve }),
  );
  await refusedAsync(
    "address",
    () => resolveAndVet(new URL("https://127.0.0.1/"), { allowPrivate: false, resolve: r.resolve }),
  );
  assert.deepEqual(r.calls, []);
});

Deno.test("allowPrivate lets a name resolve to loopback but not to metadata", async () => {
  const ok = counting(["127.0.0.1"]);
  assert.deepEqual(
    await resolveAndVet(new URL("https://receiver.test/"), {
      allowPrivate: true,
      resolve: ok.resolve,
    }),
    ["127.0.0.1"],
  );
  const meta = counting(["169.254.169.254"]);
  await refusedAsync(
    "address",
    () =>
      resolveAndVet(new URL("https://receiver.test/"), {
        allowPrivate: true,
        resolve: meta.resolve,
      }),
    /169\.254\.0\.0\/16/,
  );
});
