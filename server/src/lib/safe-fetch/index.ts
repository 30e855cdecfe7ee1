/** The SSRF-safe URL fetcher: public http(s) addresses only, capped in size, time and headers. */
export {
  isPublicAddress,
  parseIpAddress,
  parseNetwork,
  publicOrAllowed,
  type AddressPolicy,
  type IpAddress,
  type Network,
} from './address-policy.js';
export {
  BadStatusError,
  BadUrlError,
  RefusedAddressError,
  SafeFetchError,
  TimeoutError,
  TooLargeError,
  UpstreamError,
} from './errors.js';
export { systemResolver, type Resolver } from './pinned-lookup.js';
export {
  SafeFetcher,
  type SafeFetcherOptions,
  type SafeRequest,
  type SafeResponse,
} from './safe-fetcher.js';
export { MAX_URL_LENGTH, parseTarget } from './target.js';
