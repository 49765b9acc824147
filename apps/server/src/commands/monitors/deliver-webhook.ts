import { createSafeLookup } from '@gleaner/scraper';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Agent } from 'undici';
import { webhookDeliveries, webhooks } from '../../db/schema.js';
import type { MonitorRuntime } from '../../monitors/monitor-runtime.js';

/** A try that may succeed later (network error, 5xx, 408, 429): the queue tries again. */
export class RetryableDeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RetryableDeliveryError';
  }
}

const RETRY_STATUS = (status: number) => status >= 500 || status === 408 || status === 429;
const dispatchers = new WeakMap<MonitorRuntime, Agent>();

/**
 * One connection pool per process; the safe lookup refuses private addresses as scraping does.
 * undici loads with the first delivery, not with the server.
 */
async function dispatcherOf(runtime: MonitorRuntime): Promise<Agent> {
  let agent = dispatchers.get(runtime);
  if (!agent) {
    const { Agent } = await import('undici');
    agent =
      dispatchers.get(runtime) ??
      new Agent({
        connect: {
          timeout: runtime.webhooks.timeoutMs,
          ...(runtime.webhooks.allowPrivateHosts ? {} : { lookup: createSafeLookup() }),
        },
        headersTimeout: runtime.webhooks.timeoutMs,
        bodyTimeout: runtime.webhooks.timeoutMs,
      });
    dispatchers.set(runtime, agent);
  }
  return agent;
}

/**
 * One try of a delivery, signed per Standard Webhooks: `webhook-id` (the delivery's, the same
 * on every try), `webhook-timestamp` (this try's) and `webhook-signature` (v1, HMAC-SHA256 of
 * `id.timestamp.body` with the webhook's current secret). A 2xx delivers it; a network error,
 * 5xx, 408 or 429 throws so the queue retries with backoff; any other answer fails it for good.
 */
export async function deliverWebhook(runtime: MonitorRuntime, deliveryId: string): Promise<void> {
  const { db } = runtime.jobs.database;
  const [found] = await db
    .select({ delivery: webhookDeliveries, url: webhooks.url, secret: webhooks.secret })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found || found.delivery.status !== 'pending') return;
  const body = JSON.stringify(found.delivery.payload);
  const now = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Gleaner-Webhooks/1.0',
    'webhook-id': deliveryId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(found.secret).sign(deliveryId, now, body),
  };
  const attempts = found.delivery.attempts + 1;
  const record = (set: Partial<typeof webhookDeliveries.$inferInsert>) =>
    db
      .update(webhookDeliveries)
      .set({ attempts, ...set })
      .where(eq(webhookDeliveries.id, deliveryId));
  // Counted before it is sent: a try cut short by a crash was still a try the receiver may have seen.
  await record({});
  let status: number;
  try {
    const [dispatcher, { request }] = await Promise.all([dispatcherOf(runtime), import('undici')]);
    const response = await request(found.url, {
      method: 'POST',
      body,
      headers,
      dispatcher,
      signal: AbortSignal.timeout(runtime.webhooks.timeoutMs),
    });
    status = response.statusCode;
    await response.body.dump();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await record({ lastStatus: null, lastError: message });
    throw new RetryableDeliveryError(`Delivery to ${found.url} failed: ${message}`, {
      cause: error,
    });
  }
  if (status >= 200 && status < 300) {
    await record({
      status: 'delivered',
      lastStatus: status,
      lastError: null,
      deliveredAt: new Date(),
      nextAttemptAt: null,
    });
    return;
  }
  if (RETRY_STATUS(status)) {
    await record({ lastStatus: status, lastError: `HTTP ${status}` });
    throw new RetryableDeliveryError(`${found.url} answered HTTP ${status}`);
  }
  await record({
    status: 'failed',
    lastStatus: status,
    lastError: `HTTP ${status}; not retried`,
    nextAttemptAt: null,
  });
}

/** After a failed try: when the queue tries next, or, with no try left, failed for good. */
export async function recordDeliveryRetry(
  runtime: MonitorRuntime,
  deliveryId: string,
  next: Date | null,
): Promise<void> {
  await runtime.jobs.database.db
    .update(webhookDeliveries)
    .set(next ? { nextAttemptAt: next } : { status: 'failed', nextAttemptAt: null })
    .where(eq(webhookDeliveries.id, deliveryId));
}

export function closeWebhookDispatcher(runtime: MonitorRuntime): Promise<void> {
  const agent = dispatchers.get(runtime);
  dispatchers.delete(runtime);
  return agent ? agent.close() : Promise.resolve();
}
