import { BUDGETS, type Budgets, type BudgetsReply } from '@gleaner/shared';

/** The budgets as stored; the routes add what was spent in each window. */
export type StoredBudgets = Omit<BudgetsReply, 'spent'>;
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { userBudgets } from '../../db/schema.js';

/** The spec's defaults (section 9): daily 5, weekly 25, monthly 100, 0.01 per request. */
export const DEFAULT_BUDGETS: Budgets = {
  daily: BUDGETS.daily,
  weekly: BUDGETS.weekly,
  monthly: BUDGETS.monthly,
  max_per_request: BUDGETS.maxPerRequest,
};

/** A person's budgets: their own once set, else the defaults. */
export async function budgetsOf(db: Db, userId: string): Promise<StoredBudgets> {
  const [row] = await db.select().from(userBudgets).where(eq(userBudgets.userId, userId)).limit(1);
  if (!row) return { success: true, budgets: DEFAULT_BUDGETS, is_default: true };
  return {
    success: true,
    budgets: {
      daily: row.daily,
      weekly: row.weekly,
      monthly: row.monthly,
      max_per_request: row.maxPerRequest,
    },
    is_default: false,
  };
}

export async function setBudgets(db: Db, userId: string, budgets: Budgets): Promise<StoredBudgets> {
  const values = {
    daily: budgets.daily,
    weekly: budgets.weekly,
    monthly: budgets.monthly,
    maxPerRequest: budgets.max_per_request,
    updatedAt: new Date(),
  };
  await db
    .insert(userBudgets)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userBudgets.userId, set: values });
  return { success: true, budgets, is_default: false };
}
