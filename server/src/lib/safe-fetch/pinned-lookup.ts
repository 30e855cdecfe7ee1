/**
 * The DNS lookup the fetcher's sockets use. It resolves every A/AAAA record, refuses the name when
 * any record is not allowed, and hands the socket exactly the addresses it checked: the check and
 * the connection share one resolution, so DNS rebinding between them is impossible.
 */
import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { parseIpAddress, type AddressPolicy } from './address-policy.js';
import { RefusedAddressError, UpstreamError } from './errors.js';

/** Resolves a host name to all its addresses; the system resolver in production. */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dns.lookup(hostname, { all: true, order: 'verbatim' });

export async function resolveAllowed(
  hostname: string,
  resolve: Resolver,
  policy: AddressPolicy,
): Promise<LookupAddress[]> {
  let records: readonly LookupAddress[];
  try {
    records = await resolve(hostname);
  } catch (error) {
    throw new UpstreamError(`could not resolve ${hostname}`, { cause: error });
  }
  if (records.length === 0) throw new UpstreamError(`could not resolve ${hostname}`);
  for (const record of records) {
    const address = parseIpAddress(record.address);
    if (!address || !policy(address)) throw new RefusedAddressError(hostname);
  }
  return [...records];
}

export function pinnedLookup(resolve: Resolver, policy: AddressPolicy): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolveAllowed(hostname, resolve, policy).then(
      (records) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? records.filter((r) => r.family === options.family)
            : records;
        const [first] = wanted;
        if (!first)
          return callback(
            new UpstreamError(`${hostname} has no IPv${String(options.family)} address`),
            '',
            0,
          );
        if (options.all) return callback(null, wanted);
        return callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, '', 0),
    );
  };
}
