import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { BlockedAddressError } from '../errors.js';
import { isForbiddenAddress } from './address-policy.js';

/**
 * A DNS lookup for the socket layer that refuses forbidden addresses. Checking the address the
 * socket actually connects to (not a separate lookup beforehand) defeats DNS rebinding.
 */
export function createSafeLookup(
  isForbidden: (address: string) => boolean = isForbiddenAddress,
): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const forbidden = addresses.find((entry) => isForbidden(entry.address));
      if (forbidden) {
        callback(
          new BlockedAddressError(
            `Refused to connect to ${hostname}: it resolves to ${forbidden.address}, a private or reserved address. ` +
              'Only public websites can be reached.',
          ),
          '',
          0,
        );
        return;
      }
      if (options.all) callback(null, addresses);
      else {
        const first = addresses[0];
        if (first) callback(null, first.address, first.family);
        else
          callback(
            Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
      }
    });
  };
}

export const safeLookup = createSafeLookup();
