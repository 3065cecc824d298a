// Referrals as support and marketing watch them: every inviter with their friends by outcome, and the
// patterns that suggest abuse: several friends' orders to one address, friends signing in from the inviter's (or one
// another's) IP address, rewarded friends whose order was refunded.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@loyalty/db/client';
import type { referralFlags } from '@loyalty/contracts/admin';
import { orderPlacesSql } from '../orders/repository.ts';
import { customerCardsSql } from '../user/repository.ts';

type Flag = (typeof referralFlags)[number];

interface InviterRow extends Record<string, unknown> {
  customer_id: number;
  brand: 'glo' | 'ogo';
  phone: string;
  name: string;
  invited: number;
  pending: number;
  rewarded: number;
  capped: number;
  reversed: number;
  xp_rewarded: number;
  max_same_address: number;
  shared_ip_friends: number;
  total_count: number;
}

/** Inviters, most friends first; `suspicious` keeps those with a flag. */
const inviterSorts = {
  '-invited': sql`invited desc, customer_id`,
  '-xp_rewarded': sql`xp_rewarded desc, customer_id`,
  '-reversed': sql`reversed desc, invited desc, customer_id`,
} as const;

export async function listInviters(
  executor: Executor,
  options: { suspicious: boolean; page: number; perPage: number; sort?: keyof typeof inviterSorts },
) {
  // The customers' and orders' columns this report reads, as their owners hand them out.
  const cards = customerCardsSql();
  const orderPlaces = orderPlacesSql();
  const rows = await queryRows<InviterRow>(
    executor,
    sql`
    with per_inviter as (
      select r.inviter_id,
        count(*)::int as invited,
        count(*) filter (where r.status = 'pending')::int as pending,
        count(*) filter (where r.status = 'rewarded')::int as rewarded,
        count(*) filter (where r.status = 'capped')::int as capped,
        count(*) filter (where r.status = 'reversed')::int as reversed,
        coalesce(sum(r.reward_xp) filter (where r.status = 'rewarded'), 0)::int as xp_rewarded
      from referrals r group by r.inviter_id
    ),
    addresses as (
      select inviter_id, max(friends)::int as max_same_address from (
        select r.inviter_id, o.place, count(distinct r.invited_id) as friends
        from referrals r join ${orderPlaces} o on o.customer_id = r.invited_id
        group by 1, 2
      ) by_place group by inviter_id
    ),
    shared_ips as (
      select r.inviter_id, count(distinct r.invited_id)::int as shared_ip_friends
      from referrals r
      join ${cards} friend on friend.id = r.invited_id
      join sessions fs on fs.phone = friend.phone and fs.ip <> ''
      join ${cards} inviter on inviter.id = r.inviter_id
      where exists (select 1 from sessions s where s.phone = inviter.phone and s.ip = fs.ip)
         or exists (
           select 1 from referrals r2 join ${cards} f2 on f2.id = r2.invited_id join sessions s2 on s2.phone = f2.phone
           where r2.inviter_id = r.inviter_id and r2.invited_id <> r.invited_id and s2.ip = fs.ip)
      group by r.inviter_id
    ),
    ranked as (
      select c.id as customer_id, c.brand, c.phone, trim(c.first_name || ' ' || c.last_name) as name,
        p.invited, p.pending, p.rewarded, p.capped, p.reversed, p.xp_rewarded,
        coalesce(a.max_same_address, 0) as max_same_address, coalesce(i.shared_ip_friends, 0) as shared_ip_friends
      from per_inviter p
      join ${cards} c on c.id = p.inviter_id
      left join addresses a on a.inviter_id = p.inviter_id
      left join shared_ips i on i.inviter_id = p.inviter_id
    )
    select *, count(*) over ()::int as total_count from ranked
    where not ${options.suspicious} or max_same_address >= 3 or shared_ip_friends >= 2 or reversed > 0
    order by ${inviterSorts[options.sort ?? '-invited']}
    limit ${options.perPage} offset ${(options.page - 1) * options.perPage}`,
  );
  return {
    inviters: rows.map((row) => {
      const flags: Flag[] = [];
      if (Number(row.max_same_address) >= 3) flags.push('shared_address');
      if (Number(row.shared_ip_friends) >= 2) flags.push('shared_ip');
      if (Number(row.reversed) > 0) flags.push('refunds');
      return {
        customer_id: Number(row.customer_id),
        brand: row.brand,
        phone: row.phone,
        name: row.name,
        invited: Number(row.invited),
        pending: Number(row.pending),
        rewarded: Number(row.rewarded),
        capped: Number(row.capped),
        reversed: Number(row.reversed),
        xp_rewarded: Number(row.xp_rewarded),
        flags,
      };
    }),
    total: Number(rows[0]?.total_count ?? 0),
  };
}
