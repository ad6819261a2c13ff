// Issue 13, redaction round red98 P5 (guided by the benign changes of rtr2 and v66): an object's id
// in its vendor's published format names a thing — a Stripe object id as Stripe prints it, and any
// part of an AWS ARN, whichever rule found it. A PaymentIntent's client secret, an `sk_` key, or a
// value running past the ARN still go. Examples written here; each kept one was changed by the base.
import { gone, kept } from "./_gone_kept.ts";

const ARN_ROW =
  "Leeds\tSecrets Manager\tAna\tarn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/till-gateway-QW8xhc";

Deno.test("P5: a Stripe object id and a part of an ARN are kept", () => {
  kept('결제는 os.environ["PAY_SECRET"] 입니다 (payment intent pi_3QxWv7LkdIwHu7ix28a3tqPa).');
  kept(ARN_ROW);
});

Deno.test("P5: a client secret, a secret key, or a value past the ARN still go", () => {
  const clientSecret = "pi_3QxWv7LkdIwHu7ix28a3tqPa_secret_Qm7vT9Lp2xRwZk4YbN8c";
  gone(`the payment intent client secret is ${clientSecret}`, clientSecret);
  gone("Stripe secret key: sk_live_51QxWv7LkdIwHu7ix28a3tqPaQm7vT9Lp2xRw", "sk_live_51QxWv7Lkd");
  gone(
    "arn:aws:secretsmanager:eu-west-1:123456789012:secret:db password: Qm7vT9Lp2xRwZk4",
    "Qm7vT9Lp2xRwZk4",
  );
});
