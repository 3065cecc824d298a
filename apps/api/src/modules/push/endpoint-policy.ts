// Which push endpoints the server may POST to (issue 17): the server must never be made to call an address a customer
// chose, so a subscription is accepted only on a host of PUSH_ENDPOINT_HOSTS, over https; an `http://host:port` entry
// allows that one host without TLS (a local stand-in of a push service in tests).

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
  const allowed = allowedHosts.some((entry) => {
    if (entry.startsWith('http://')) return false;
    if (entry.startsWith('*.')) return host.endsWith(entry.slice(1)) && host.length > entry.length - 1;
    return host === entry;
  });
  return allowed ? null : `${host} is not a push service this server sends to`;
}
