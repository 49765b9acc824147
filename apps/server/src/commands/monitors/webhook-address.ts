import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isForbiddenAddress, isForbiddenHostname } from '@gleaner/scraper';
import { BadRequestError } from '../../errors.js';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Webhooks pass the scraping address policy: a private, loopback or reserved address (or a name
 * that resolves to one) is refused unless ALLOW_PRIVATE_HOSTS is set. Checked here to answer
 * with a 400 at once; each delivery checks the address it dials again (DNS can change).
 */
export async function checkWebhookUrl(url: string, allowPrivateHosts: boolean): Promise<void> {
  if (allowPrivateHosts) return;
  const { hostname } = new URL(url);
  const refused = new BadRequestError(
    `The webhook address ${hostname} is private, loopback or reserved; webhooks go to public addresses only`,
  );
  if (isForbiddenHostname(hostname, isForbiddenAddress)) throw refused;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true });
  } catch {
    throw new BadRequestError(`The webhook address ${hostname} does not resolve`);
  }
  if (addresses.some((entry) => isForbiddenAddress(entry.address))) throw refused;
}
