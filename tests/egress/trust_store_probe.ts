// Child process for trust_store_test.ts: its default trust store is whatever the parent set up
// (DENO_TLS_CA_STORE=system + SSL_CERT_FILE). Prints what each receiver answered.
import { createEgressFetch } from "../../src/egress/pinned_fetch.ts";

const { ports, extraCa } = JSON.parse(Deno.args[0]) as { ports: number[]; extraCa: string[] };
const egressFetch = createEgressFetch({
  policy: { allowPrivate: true, resolve: () => Promise.resolve(["127.0.0.1"]) },
  caCerts: extraCa,
});
const answers: string[] = [];
for (const port of ports) {
  try {
    answers.push(await (await egressFetch(`https://receiver.test:${port}/`)).text());
  } catch {
    answers.push("refused");
  }
}
console.log(JSON.stringify(answers));
