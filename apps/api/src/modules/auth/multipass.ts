// Shopify Multipass login links for the brand sites: the customer JSON encrypted and signed with the site's secret.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface MultipassCustomer {
  email: string;
  first_name: string;
  last_name: string;
  return_to: string;
}

/** The two halves of SHA-256(secret): the first encrypts, the second signs (Shopify's scheme). */
function keysOf(secret: string): { encryptionKey: Buffer; signatureKey: Buffer } {
  const material = createHash('sha256').update(secret).digest();
  return { encryptionKey: material.subarray(0, 16), signatureKey: material.subarray(16, 32) };
}

/** Shopify's reference implementation (Ruby urlsafe_encode64) keeps the '=' padding; so do we, byte for byte alike. */
function urlsafeBase64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

export function multipassToken(secret: string, customer: MultipassCustomer, now: Date = new Date()): string {
  const { encryptionKey, signatureKey } = keysOf(secret);
  const json = JSON.stringify({ ...customer, created_at: now.toISOString() });
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', encryptionKey, iv);
  const ciphertext = Buffer.concat([iv, cipher.update(json, 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', signatureKey).update(ciphertext).digest();
  return urlsafeBase64(Buffer.concat([ciphertext, signature]));
}

/** What the shop does with a token; used by the tests to prove the round trip. Undefined for a forged token. */
export function openMultipassToken(secret: string, token: string): Record<string, unknown> | undefined {
  const { encryptionKey, signatureKey } = keysOf(secret);
  const bytes = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length < 16 + 16 + 32) return undefined;
  const ciphertext = bytes.subarray(0, bytes.length - 32);
  const signature = bytes.subarray(bytes.length - 32);
  const expected = createHmac('sha256', signatureKey).update(ciphertext).digest();
  if (!timingSafeEqual(signature, expected)) return undefined;
  const decipher = createDecipheriv('aes-128-cbc', encryptionKey, ciphertext.subarray(0, 16));
  const json = Buffer.concat([decipher.update(ciphertext.subarray(16)), decipher.final()]).toString('utf8');
  return JSON.parse(json) as Record<string, unknown>;
}

export function multipassLoginUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/account/login/multipass/${token}`;
}

/**
 * The absolute return URL on the site, or undefined when `returnTo` points anywhere else (another host, another
 * scheme, javascript:…). A path such as /collections/velo is taken relative to the site; unset means the site root.
 */
export function returnUrlOnSite(siteOrigin: string, returnTo: string | undefined): string | undefined {
  if (returnTo === undefined || returnTo.trim() === '') return `${siteOrigin}/`;
  let url: URL;
  try {
    url = new URL(returnTo.trim(), `${siteOrigin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== siteOrigin || url.username || url.password) return undefined;
  return url.href;
}
