/**
 * Turns text (or a redirect's Location) into a URL the fetcher may request: absolute http(s), no
 * user info, and no host that is a refused address literal. WHATWG URL parsing has already turned
 * every IPv4 spelling (2130706433, 0x7f.1, 0177.0.0.1, 127.1, trailing dots, full-width digits) and
 * IDN into one canonical host, so one check covers them all. Names are checked when resolved.
 */
import { parseIpAddress, type AddressPolicy } from './address-policy.js';
import { BadUrlError, RefusedAddressError } from './errors.js';

export const MAX_URL_LENGTH = 4096;

export function parseTarget(input: string, policy: AddressPolicy, base?: URL): URL {
  if (input.length > MAX_URL_LENGTH) throw new BadUrlError('the URL is too long');
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new BadUrlError('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BadUrlError('only http and https URLs can be fetched');
  if (url.username || url.password)
    throw new BadUrlError('URLs with a user name or password are not accepted');
  const host = url.hostname;
  if (!host) throw new BadUrlError('the URL has no host');
  const address = parseIpAddress(host);
  if (address ? !policy(address) : isLocalName(host)) throw new RefusedAddressError(host);
  url.hash = '';
  return url;
}

/** RFC 6761: localhost and its subdomains never leave the machine, whatever DNS says. */
function isLocalName(host: string): boolean {
  const name = host.replace(/\.+$/, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost');
}
