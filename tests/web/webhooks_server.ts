/** The whole app with webhook egress reaching TLS receivers on loopback, for the app's tests. */
import { startServer, type TestServer } from "../oauth/_helpers.ts";
import { testCa } from "../webhooks/_harness.ts";
import { createApp } from "../../src/app.ts";
import { WebhookService } from "../../src/webhooks/service.ts";

/** The app with webhook egress to loopback (private egress on, test CA trusted, names → 127.0.0.1). */
export async function webhookServer(): Promise<TestServer> {
  const ca = await testCa();
  return await startServer({
    env: { TOOLGATE_ALLOW_PRIVATE_EGRESS: "true" },
    build: (deps, services) =>
      createApp(deps, {
        ...services,
        webhooks: new WebhookService(deps, {
          resolve: () => Promise.resolve(["127.0.0.1"]),
          caCerts: [ca.caPem],
        }),
      }),
  });
}
