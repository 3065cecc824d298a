// The Idempotency-Key of a call that spends money or XP (create-order, certificate create, reward redeem): one per
// attempt the customer starts, reused by its retries, so a repeated submit never buys twice.
export function newIdempotencyKey(): string {
  // 32 hex digits: within the server's 8–100 [A-Za-z0-9_-] rule.
  return crypto.randomUUID().replaceAll('-', '');
}
