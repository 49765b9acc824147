/**
 * The plans of spec/dashboard.md section 9. The pricing page and the plans page disagree (Pro at
 * $29 or $20; Enterprise or Teams); the spec keeps both, and so do we.
 */
import { BYTES_PER_GB, billedGb, roundDollars, type PriceTable } from './prices.js';

export interface PricingPlan {
  name: 'Free' | 'Pro' | 'Enterprise';
  price: string;
  period?: string;
  features: readonly string[];
  mostPopular: boolean;
}

/** /pricing: jobs and data points. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: 'Free',
    price: '$0',
    features: ['10 jobs per month', '1,000 data points per job', 'CSV and JSON export'],
    mostPopular: false,
  },
  {
    name: 'Pro',
    price: '$29',
    period: '/month',
    features: ['1,000 jobs per month', '50,000 data points per job', '14-day free trial'],
    mostPopular: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    features: ['Unlimited jobs', 'Unlimited data points', 'Dedicated support'],
    mostPopular: false,
  },
];

export interface UsagePlan {
  name: 'Free' | 'Pro' | 'Teams';
  price: string;
  period?: string;
  tokens: number;
  storageGb: number;
  features: readonly string[];
}

/** /plans: model tokens and storage a month. */
export const USAGE_PLANS: readonly UsagePlan[] = [
  {
    name: 'Free',
    price: '$0',
    tokens: 10_000,
    storageGb: 1,
    features: ['10,000 tokens', '1GB storage', '1 active agent'],
  },
  {
    name: 'Pro',
    price: '$20',
    period: '/month',
    tokens: 100_000,
    storageGb: 100,
    features: ['100,000 tokens', '100GB storage', 'Unlimited agents', '14-day trial'],
  },
  {
    name: 'Teams',
    price: '£50',
    period: '/month',
    tokens: 200_000,
    storageGb: 200,
    features: ['200,000 tokens', '200GB storage', 'Unlimited agents', 'GPU access'],
  },
];

export interface CalculatorInput {
  pages: number;
  records: number;
  tokens: number;
  storageGb: number;
}

export interface CalculatorResult {
  /** Storage the records add, at the measured size of a stored item (0 when none is known). */
  recordsGb: number;
  totalGb: number;
  aiCost: number;
  storageCost: number;
  monthlyCost: number;
  /** The first plan of the plans page whose tokens and storage cover the use; null when none does. */
  plan: UsagePlan | null;
}

/**
 * The Usage Calculator, with the same price table as the bill: tokens at the AI rate, storage
 * (entered plus the records at their measured size) by whole GB at the storage rate. Pages are
 * not priced: the table has no per-page price.
 */
export function calculateMonthlyCost(
  prices: PriceTable,
  input: CalculatorInput,
  bytesPerRecord: number | null,
): CalculatorResult {
  const recordsGb = bytesPerRecord ? (input.records * bytesPerRecord) / BYTES_PER_GB : 0;
  const totalGb = input.storageGb + recordsGb;
  const aiCost = roundDollars((input.tokens * prices.ai_per_1000_tokens) / 1000);
  const storageCost = roundDollars(billedGb(totalGb * BYTES_PER_GB) * prices.storage_per_gb_month);
  const plan =
    USAGE_PLANS.find(
      (candidate) => input.tokens <= candidate.tokens && totalGb <= candidate.storageGb,
    ) ?? null;
  return {
    recordsGb,
    totalGb,
    aiCost,
    storageCost,
    monthlyCost: roundDollars(aiCost + storageCost),
    plan,
  };
}

/**
 * Every account is on Free; its limits on the pricing page, enforced only when the operator
 * turns PLAN_LIMITS on (self-hosting runs unlimited by default).
 */
export const FREE_PLAN_LIMITS = { jobsPerMonth: 10, dataPointsPerJob: 1000 } as const;
