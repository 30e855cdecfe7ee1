/**
 * Office previews go through an online viewer (Microsoft's or Google's), which fetches the file
 * itself: that works only for a link its servers can reach, so local and private-network addresses
 * are ruled out.
 */
import type { OfficePreviewProvider } from '@cloudpaste/contracts';

const PRIVATE_IPV4 = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];
const LOCAL_SUFFIXES = ['.localhost', '.local', '.lan', '.internal', '.home.arpa', '.intranet'];

function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) {
    // IPv6: loopback, unique-local (fc00::/7) and link-local (fe80::/10) stay on the network.
    const ip = host.slice(1, -1);
    return !(ip === '::1' || ip === '::' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip));
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !PRIVATE_IPV4.some((range) => range.test(host));
  if (host === 'localhost' || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return false;
  // A single-label name ("minio", "nas") only resolves inside a private network.
  return host.includes('.');
}

/** True for an absolute http(s) link on a host the internet can reach. */
export function isPublicHttpUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') && isPublicHost(parsed.hostname)
  );
}

const VIEWERS: Record<OfficePreviewProvider, (encodedUrl: string) => string> = {
  microsoft: (url) => `https://view.officeapps.live.com/op/embed.aspx?src=${url}`,
  google: (url) => `https://docs.google.com/viewer?url=${url}&embedded=true`,
};

/** The chosen viewer's page for a file at `fileUrl`. */
export function officeViewerUrl(provider: OfficePreviewProvider, fileUrl: string): string {
  return VIEWERS[provider](encodeURIComponent(fileUrl));
}
