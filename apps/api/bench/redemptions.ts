// Redemption bench fixture: many signed-up customers of glo, each with a session, and enough fresh pack codes that
// every request of the run redeems a new one, spread over the customers in turn (POST /api/scan/redeem through the
// real route: API key, rate limiter, session, one redemption).
import { sql } from 'drizzle-orm';
import type { RequestSpec } from 'autocannon';
import type { DatabaseHandle } from '@loyalty/db/client';
import { hashSessionToken, newSessionToken } from '../src/plugins/session.ts';

/** Customers redeeming: far more than connections, so a customer's own serialisation is not what is measured. */
export const redemptionCustomers = 1000;
/** Codes prepared: far more than a run can redeem on this kind of machine (the run says when they ran out). */
export const preparedCodes = 300_000;

export interface RedemptionFixture {
  tokens: string[];
  codes: number;
}

function codeOf(index: number): string {
  return `BN${String(index).padStart(12, '0')}`;
}

/** A Postgres array literal of hex or base64url strings (drizzle would expand a JS array into a list of params). */
function textArray(values: string[]): string {
  return `{${values.join(',')}}`;
}

export async function prepareRedemptions(handle: DatabaseHandle): Promise<RedemptionFixture> {
  await handle.db.execute(sql`
    insert into customers (brand, phone)
    select 'glo', '+38090' || lpad(i::text, 7, '0') from generate_series(1, ${redemptionCustomers}) as i`);
  await handle.db.execute(sql`
    insert into pack_codes (code, brand, kind, xp)
    select 'BN' || lpad(i::text, 12, '0'), 'glo', 'sticks', 10 from generate_series(0, ${preparedCodes - 1}) as i`);
  const tokens = Array.from({ length: redemptionCustomers }, () => newSessionToken());
  await handle.db.execute(sql`
    insert into sessions (token_hash, phone, glo_customer_id, absolute_expires_at)
    select t.hash, c.phone, c.id, now() + interval '1 day'
    from unnest(${textArray(tokens.map(hashSessionToken))}::text[]) with ordinality as t(hash, n)
    join (select id, phone, row_number() over (order by id) as n from customers where phone like '+38090%') as c
      on c.n = t.n`);
  return { tokens, codes: preparedCodes };
}

/** One request spec whose every send is a fresh code for the next customer in turn. */
export function redemptionRequests(apiKey: string, fixture: RedemptionFixture): { requests: RequestSpec[]; used: () => number } {
  // autocannon resets a connection's context each cycle of `requests`, so the counter lives here.
  let next = 0;
  return {
    used: () => next,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const index = next++;
          return {
            ...request,
            headers: {
              'x-api-key': apiKey,
              authorization: `Bearer ${fixture.tokens[index % fixture.tokens.length] ?? ''}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ code: codeOf(index), product: 'glo', channel: 'camera' }),
          };
        },
      },
    ],
  };
}

/**
 * Each customer opens the scan page before scanning, as the app does: it asks for the balance and this month's
 * counters (two calls, so with several server processes each is likely to have seen the session). Without this, every
 * customer's first call of the run would be a redemption, which no customer of the app makes.
 */
export async function openScanPages(baseUrl: string, apiKey: string, fixture: RedemptionFixture): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < fixture.tokens.length) {
      const token = fixture.tokens[next++];
      const headers = { 'x-api-key': apiKey, authorization: `Bearer ${token}` };
      const answers = await Promise.all([
        fetch(`${baseUrl}/api/get-balance?v=glo`, { headers }),
        fetch(`${baseUrl}/api/scan/get-wide-count`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ product_variant: 'sticks', product: 'glo' }),
        }),
      ]);
      for (const answer of answers) {
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`opening the scan page answered ${answer.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 25 }, worker));
}
