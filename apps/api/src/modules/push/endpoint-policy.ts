// Which push endpoints the server may POST to: the server must never be made to call an address a customer
// chose, so a subscription is accepted only on a host of PUSH_ENDPOINT_HOSTS, over https on port 443; an entry
// `host:port` (or `*.suffix:port`) allows that port instead, and an `http://host:port` entry allows that one host
// without TLS (a local stand-in of a push service in tests). Any port was accepted, so a subscription could
// make the server knock on SSH or an admin port of an allowed host.

const httpsPort = '443';

interface HostEntry {
  /** An exact host, or `.suffix` for a `*.suffix` entry. */
  host: string;
  wildcard: boolean;
  port: string;
}

function parseEntry(entry: string): HostEntry {
  const colon = entry.lastIndexOf(':');
  const name = colon === -1 ? entry : entry.slice(0, colon);
  const port = colon === -1 ? httpsPort : entry.slice(colon + 1);
  return name.startsWith('*.') ? { host: name.slice(1), wildcard: true, port } : { host: name, wildcard: false, port };
}

function hostMatches(entry: HostEntry, host: string): boolean {
  return entry.wildcard ? host.endsWith(entry.host) && host.length > entry.host.length : host === entry.host;
}

/** Why `endpoint` is refused, or null when the server may send to it. */
export function pushEndpointRefusal(endpoint: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username !== '' || url.password !== '') return 'credentials are not allowed in a push endpoint';
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    const plain = `http://${url.host.toLowerCase()}`;
    return allowedHosts.includes(plain) ? null : 'a push endpoint must use https';
  }
  if (url.protocol !== 'https:') return 'a push endpoint must use https';
  const entries = allowedHosts.filter((entry) => !entry.startsWith('http://')).map(parseEntry);
  const forHost = entries.filter((entry) => hostMatches(entry, host));
  if (forHost.length === 0) return `${host} is not a push service this server sends to`;
  // URL leaves the port empty when it is the scheme's own (https://host:443/ has port '').
  const port = url.port === '' ? httpsPort : url.port;
  if (forHost.some((entry) => entry.port === port)) return null;
  return `port ${port} is not allowed for ${host}: push endpoints use port ${forHost.map((entry) => entry.port).join(' or ')}`;
}
