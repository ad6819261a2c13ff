import { z } from "zod";

export const PLAN_IDS = ["free", "pro", "scale", "business", "enterprise"] as const;
export type PlanId = typeof PLAN_IDS[number];

export const PlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string().min(1),
  includedCalls: z.number().int().min(0),
  hardLimit: z.boolean(),
  overageEurPer1k: z.number().min(0).nullable(),
  burstPerMinute: z.number().int().min(1),
  apiPerMinute: z.number().int().min(1),
  auditRetentionDays: z.number().int().min(1).max(3650),
});
export type Plan = z.infer<typeof PlanSchema>;

/** Defaults from the spec README; an operator plans file may override any of them. */
export const DEFAULT_PLANS: Record<PlanId, Plan> = {
  free: p("free", "Free", 2_000, true, null, 30, 120, 7),
  pro: p("pro", "Pro", 50_000, false, 0.4, 120, 300, 30),
  scale: p("scale", "Scale", 250_000, false, 0.3, 300, 600, 90),
  business: p("business", "Business", 1_000_000, false, 0.25, 600, 1_200, 180),
  // Enterprise is negotiated per account; these are the values until an operator sets them.
  enterprise: p("enterprise", "Enterprise", 5_000_000, false, 0.2, 1_200, 2_400, 365),
};

function p(
  id: PlanId,
  name: string,
  includedCalls: number,
  hardLimit: boolean,
  overageEurPer1k: number | null,
  burstPerMinute: number,
  apiPerMinute: number,
  auditRetentionDays: number,
): Plan {
  return {
    id,
    name,
    includedCalls,
    hardLimit,
    overageEurPer1k,
    burstPerMinute,
    apiPerMinute,
    auditRetentionDays,
  };
}

const PlansFileSchema = z.object({
  plans: z.array(PlanSchema.partial().extend({ id: z.enum(PLAN_IDS) })),
})
  .strict();

/** Merges an operator plans file (JSON text) over the defaults; throws with the field at fault. */
export function parsePlansFile(text: string): Record<PlanId, Plan> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`Plans file is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = PlansFileSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new Error(`Plans file: ${i.path.join(".")}: ${i.message}`);
  }
  const plans = { ...DEFAULT_PLANS };
  for (const over of parsed.data.plans) plans[over.id] = { ...plans[over.id], ...over };
  return plans;
}
