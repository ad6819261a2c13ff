// Issue 13, redaction round red82 (guided by v43's and v61's benign changes): a Kubernetes
// `valueFrom` reference written as a setting's value names where the secret is kept, not the
// secret. Examples written here, not copied from a set; each was changed by the base code.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a valueFrom secretKeyRef written as a value is kept", () => {
  kept(
    "# sample env for the cluster\nBOOKINGS_SECRETKEYREF=valueFrom: { secretKeyRef: { name: bookings, key: api-key } }",
  );
  kept(
    'level=info job=sync Kube_secretKeyRef="valueFrom: secretKeyRef: {name: billing, key: token}" ok',
  );
  kept("SHOP_TOKEN=valueFrom: {configMapKeyRef: {name: shop, key: token}}");
});

Deno.test("a real value after other words is still redacted", () => {
  gone("SHOP_TOKEN=Xq9vLmZp7RtK2wNc4bHd", "Xq9vLmZp7RtK2wNc4bHd");
  gone('shop_password="valueFromTheVault9!Q"', "valueFromTheVault9!Q");
});
