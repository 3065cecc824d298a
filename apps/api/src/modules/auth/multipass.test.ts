import { createCipheriv, createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { multipassLoginUrl, multipassToken, openMultipassToken, returnUrlOnSite } from './multipass.ts';

const secret = 'shopify-multipass-secret-0123456789abcdef';
const customer = { email: 'olga@example.com', first_name: 'Ольга', last_name: 'Бондар', return_to: 'https://shop.example/a' };

describe('multipassToken', () => {
  it('decrypts with SHA-256(secret)[0..16] and is signed with SHA-256(secret)[16..32] over iv + ciphertext', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const token = multipassToken(secret, customer, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+=*$/);
    expect(openMultipassToken(secret, token)).toEqual({ ...customer, created_at: '2026-03-01T10:00:00.000Z' });

    // Recomputed here independently of the module: the signature is the last 32 bytes.
    const bytes = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    const material = createHash('sha256').update(secret).digest();
    const signed = bytes.subarray(0, bytes.length - 32);
    expect(
      createHmac('sha256', material.subarray(16))
        .update(signed)
        .digest()
        .equals(bytes.subarray(bytes.length - 32)),
    ).toBe(true);
    // The first 16 bytes are the IV: encrypting the same JSON with it gives the same ciphertext.
    const cipher = createCipheriv('aes-128-cbc', material.subarray(0, 16), signed.subarray(0, 16));
    const json = JSON.stringify({ ...customer, created_at: now.toISOString() });
    expect(Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).equals(signed.subarray(16))).toBe(true);
  });

  it('uses a fresh IV each time and refuses tampered or foreign tokens', () => {
    const a = multipassToken(secret, customer);
    const b = multipassToken(secret, customer);
    expect(a).not.toBe(b);
    const bytes = Buffer.from(a.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(openMultipassToken(secret, bytes.toString('base64'))).toBeUndefined();
    expect(openMultipassToken('another-secret', a)).toBeUndefined();
  });

  it('builds the Shopify login URL', () => {
    expect(multipassLoginUrl('https://shop.example', 'abc')).toBe('https://shop.example/account/login/multipass/abc');
  });
});

describe('returnUrlOnSite', () => {
  const site = 'https://shop.example';
  it.each([
    [undefined, 'https://shop.example/'],
    ['', 'https://shop.example/'],
    ['/products/neo?v=1#top', 'https://shop.example/products/neo?v=1#top'],
    ['https://shop.example/cart', 'https://shop.example/cart'],
  ])('accepts %s as %s', (input, expected) => {
    expect(returnUrlOnSite(site, input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['http://shop.example/'],
    ['https://shop.example.evil.example/'],
    ['https://user:pw@shop.example/'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
  ])('refuses %s', (input) => {
    expect(returnUrlOnSite(site, input)).toBeUndefined();
  });
});
