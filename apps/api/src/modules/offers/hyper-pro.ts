// The personal glo™ hyper pro for 699 UAH offer (spec section 6: "Hyper-pro offer flag from a metafield, glo only"):
// the metafield activities/hyper-pro-699 of a glo customer record, set by the operator only (never by the client), and
// redeemed in glo's brand stores, where staff see it in the customer's app (decision 0023).
import { knownMetafields } from '@loyalty/contracts/user';
import type { Executor } from '@loyalty/db/client';
import { DomainError } from '../../lib/domain-error.ts';
import { findCustomerByPhone, upsertMetafield } from '../user/repository.ts';

export const hyperProMetafield = { key: 'hyper-pro-699', ...knownMetafields['hyper-pro-699'] } as const;

export async function setHyperProOffer(
  db: Executor,
  phone: string,
  offered: boolean,
): Promise<{ customerId: number; offered: boolean }> {
  const customer = await findCustomerByPhone(db, 'glo', phone);
  if (!customer) throw new DomainError('not_found', `No glo customer has the phone ${phone}: the offer is glo's only.`);
  await upsertMetafield(db, customer.id, {
    namespace: hyperProMetafield.namespace,
    key: hyperProMetafield.key,
    type: hyperProMetafield.type,
    value: offered ? 'true' : 'false',
  });
  return { customerId: customer.id, offered };
}
