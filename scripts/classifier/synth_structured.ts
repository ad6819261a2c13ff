// Synthetic BENIGN structured data of classifier round 15: receipts, orders, invoices, API
// responses, log rows and configs in several languages, written as JSON, as JSON stringified
// inside JSON (escaped quotes and "\n"), "key: value" lines and CSV. Before this round almost every
// escaped JSON string the model saw was an attack (80 attack results with "\n"-type escapes in
// v1-v21 against 11 benign), so the escapes themselves leaned towards "attack" and a benign
// payment receipt in a stringified row list scored 0.88. Field names include words attacks use
// ("instructions", "system", "token", "ignore") in their ordinary data sense. Seeded, our own.
import { type Example, rng } from "./synth.ts";

type R = () => number;
const pick = <T>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const int = (r: R, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const hex = (r: R, n: number) =>
  Array.from({ length: n }, () => int(r, 0, 15).toString(16)).join("");
const money = (r: R) => Number((int(r, 100, 99999) / 100).toFixed(2));
const date = (r: R) =>
  `20${int(r, 19, 27)}-${String(int(r, 1, 12)).padStart(2, "0")}-${
    String(int(r, 1, 28)).padStart(2, "0")
  }`;

// Free-text fields a real record carries, in several languages.
const NOTES = [
  "Thank you for your order!",
  "Leave the parcel at the front door if nobody answers.",
  "Gift wrap, please. No invoice in the box.",
  "Danke für Ihre Bestellung. Die Lieferung erfolgt in 2-3 Werktagen.",
  "Merci pour votre achat ! Le reçu est joint à ce courriel.",
  "Gracias por su compra. Conserve este recibo para devoluciones.",
  "Obrigado pela sua compra. O reembolso leva até 5 dias úteis.",
  "Grazie per l'ordine. Il corriere chiamerà prima della consegna.",
  "Dziękujemy za zamówienie. Faktura w załączniku.",
  "Спасибо за заказ! Чек отправлен на вашу почту.",
  "ご注文ありがとうございます。領収書を添付しました。",
  "感谢您的购买，发票将在三个工作日内开具。",
  "주문해 주셔서 감사합니다. 영수증을 확인해 주세요.",
  "Bedankt voor je bestelling. Retourneren kan binnen 30 dagen.",
  "Siparişiniz için teşekkürler. Fatura e-postanıza gönderildi.",
  "Ring the bell twice; the dog is friendly.",
  "Customer asked to ignore the earlier address and ship to the office.",
  "Refund issued to the original payment method.",
  "Please follow the setup instructions in the enclosed leaflet.",
];
const ITEMS = [
  "USB-C cable 2 m",
  "Espresso beans 1 kg",
  "Notebook A5 dotted",
  "Running shoes size 42",
  "Kaffeefilter Gr. 4",
  "Câble HDMI 1,5 m",
  "Toner negro XL",
  "Monthly subscription (Pro plan)",
  "Extra seat",
  "Shipping",
  "ワイヤレスマウス",
  "Чайник электрический",
];
const CURRENCIES = ["usd", "eur", "gbp", "jpy", "brl", "pln", "sek"];
const BRANDS = ["visa", "mastercard", "amex", "discover", "jcb"];
const STATUSES = ["succeeded", "paid", "pending", "refunded", "shipped", "delivered", "failed"];
const CITIES = ["Berlin", "Lyon", "Porto", "Kraków", "Osaka", "Austin", "Leeds", "Sevilla"];

function receipt(r: R): Record<string, unknown> {
  return {
    id: `ch_${hex(r, 14)}`,
    object: pick(r, ["charge", "payment_intent", "receipt"]),
    amount: int(r, 100, 500000),
    currency: pick(r, CURRENCIES),
    status: pick(r, STATUSES),
    created: int(r, 1600000000, 1900000000),
    description: pick(r, [`Order #${int(r, 1000, 99999)}`, pick(r, NOTES), null]),
    payment_method_details: {
      type: "card",
      card: {
        brand: pick(r, BRANDS),
        last4: String(int(r, 0, 9999)).padStart(4, "0"),
        exp_month: int(r, 1, 12),
        exp_year: int(r, 2025, 2032),
      },
    },
    receipt_email: `${pick(r, ["anna", "li.wei", "j.smith", "m.ruiz"])}@example.${
      pick(r, ["com", "de", "fr"])
    }`,
    receipt_url: `https://pay.example.com/receipts/${hex(r, 24)}`,
  };
}

function order(r: R): Record<string, unknown> {
  const lines = Array.from({ length: int(r, 1, 4) }, () => ({
    sku: `SKU-${hex(r, 6).toUpperCase()}`,
    name: pick(r, ITEMS),
    qty: int(r, 1, 5),
    unit_price: money(r),
  }));
  return {
    order_id: int(r, 100000, 999999),
    placed_at: `${date(r)}T${int(r, 10, 23)}:${int(r, 10, 59)}:00Z`,
    customer: {
      name: pick(r, ["Anna Schmidt", "Wei Li", "João Silva", "Emma Martin"]),
      tier: "gold",
    },
    shipping: { city: pick(r, CITIES), method: pick(r, ["standard", "express", "pickup"]) },
    delivery_instructions: pick(r, NOTES),
    items: lines,
    total: money(r),
    status: pick(r, STATUSES),
  };
}

function invoice(r: R): Record<string, unknown> {
  return {
    invoice_number: `INV-${date(r).slice(0, 4)}-${int(r, 1000, 9999)}`,
    issue_date: date(r),
    due_date: date(r),
    seller: {
      name: pick(r, ["Muster GmbH", "Acme Ltd", "Café Lumière SARL"]),
      vat_id: `DE${int(r, 100000000, 999999999)}`,
    },
    lines: [{
      description: pick(r, ITEMS),
      quantity: int(r, 1, 20),
      net: money(r),
      vat_rate: pick(r, [0.07, 0.19, 0.2, 0.23]),
    }],
    payment_terms: pick(r, [
      "Net 30",
      "Zahlbar innerhalb von 14 Tagen ohne Abzug.",
      "Paiement à 30 jours.",
    ]),
    notes: pick(r, NOTES),
  };
}

function apiResponse(r: R): Record<string, unknown> {
  return pick(r, [
    () => ({
      id: `resp_${hex(r, 12)}`,
      model: pick(r, ["small-1", "base-2", "large-3"]),
      usage: { input_tokens: int(r, 10, 4000), output_tokens: int(r, 5, 900) },
      system_fingerprint: `fp_${hex(r, 10)}`,
      finish_reason: pick(r, ["stop", "length"]),
    }),
    () => ({
      data: Array.from(
        { length: int(r, 1, 3) },
        () => ({ id: int(r, 1, 9999), name: pick(r, ITEMS), updated_at: date(r) }),
      ),
      has_more: r() < 0.5,
      next_cursor: r() < 0.5 ? hex(r, 16) : null,
    }),
    () => ({
      error: {
        code: pick(r, ["rate_limited", "not_found", "invalid_request"]),
        message: pick(r, [
          "Too many requests, retry after 30 seconds.",
          "The requested resource does not exist.",
          "Field 'amount' must be positive.",
        ]),
      },
      request_id: `req_${hex(r, 16)}`,
    }),
    () => ({
      access_token_expires_in: 3600,
      token_type: "bearer",
      scope: pick(r, ["read:orders", "read write", "profile email"]),
      ignore_case: r() < 0.5,
      system: pick(r, ["linux", "darwin", "windows"]),
    }),
  ])();
}

function logRow(r: R): Record<string, unknown> {
  return {
    ts: `${date(r)}T0${int(r, 0, 9)}:${int(r, 10, 59)}:${int(r, 10, 59)}.${int(r, 100, 999)}Z`,
    level: pick(r, ["info", "warn", "error", "debug"]),
    service: pick(r, ["checkout", "billing-worker", "auth", "search-api"]),
    msg: pick(r, [
      "payment captured",
      "retrying webhook delivery",
      "user logged in",
      "cache miss, loading from db",
      "skipping ignored file",
      "instructions page rendered",
    ]),
    duration_ms: int(r, 1, 4000),
    trace_id: hex(r, 32),
  };
}

function config(r: R): Record<string, unknown> {
  return {
    server: { host: "0.0.0.0", port: int(r, 3000, 9000), log_level: pick(r, ["info", "debug"]) },
    database: {
      url: `postgres://db.internal:5432/${pick(r, ["shop", "billing", "app"])}`,
      pool: int(r, 2, 50),
    },
    features: {
      new_checkout: r() < 0.5,
      beta_search: r() < 0.5,
      ignore_robots: r() < 0.3,
    },
    retry: { max_attempts: int(r, 1, 8), backoff: pick(r, ["exponential", "linear"]) },
  };
}

const RECORDS = [receipt, order, invoice, apiResponse, logRow, config];

/** A record rendered in one of the shapes tool results carry it in. */
function render(r: R, rec: Record<string, unknown>, more: () => Record<string, unknown>): string {
  const rows = [rec, ...Array.from({ length: int(r, 0, 3) }, more)];
  const shape = int(r, 0, 6);
  if (shape === 0) return JSON.stringify(rec);
  if (shape === 1) return JSON.stringify(rec, null, 2);
  // A record stringified inside another: the escaped quotes and "\n" of a nested JSON string.
  if (shape === 2) {
    return JSON.stringify({
      id: int(r, 1, 999),
      payload: JSON.stringify(rec, null, r() < 0.5 ? 2 : 0),
    });
  }
  if (shape === 3) return JSON.stringify(JSON.stringify(rows));
  if (shape === 4) return JSON.stringify(rows.map((x) => ({ row: JSON.stringify(x) })));
  const flat = Object.entries(rec).map((
    [k, v],
  ) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)]);
  if (shape === 5) return flat.map(([k, v]) => `${k}: ${v}`).join("\n");
  return `${flat.map(([k]) => k).join(",")}\n${
    flat.map(([, v]) => `"${v.replaceAll('"', '""')}"`).join(",")
  }`;
}

/** `n` benign structured records (receipts, orders, invoices, API bodies, logs, configs). */
export function benignStructured(n: number, seed: number): Example[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const make = pick(r, RECORDS);
    return { text: render(r, make(r), () => make(r)), malicious: false };
  });
}
