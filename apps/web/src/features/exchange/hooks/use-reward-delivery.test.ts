// Where a reward goes starts from the profile, and never takes back what the customer already chose or typed.
import { describe, expect, it } from 'vitest';
import type { User } from '@loyalty/contracts/user';
import { stubFetch } from '@/test/fetch-stub';
import {
  emptyRewardDelivery,
  prefillRewardDelivery,
  rewardDeliveryProblems,
  type RewardDeliveryDraft,
} from '@/features/exchange/hooks/use-reward-delivery';

const kyiv = {
  value: '11111111-1111-4111-8111-111111111111',
  label: 'Київ, Київська обл.',
  city_id: '22222222-2222-4222-8222-222222222222',
  province: 'Київська',
  delivery_city_id: '22222222-2222-4222-8222-222222222222',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: '' },
};
const lviv = { ...kyiv, city_id: '44444444-4444-4444-8444-444444444444', meta: { ...kyiv.meta, MainDescription: 'Львів' } };
const branch12 = {
  value: '33333333-3333-4333-8333-333333333333',
  label: 'Відділення №12 (до 30 кг): вул. Хрещатик, 22',
  meta: { number: '12', shortAddress: 'вул. Хрещатик, 22', cityRef: kyiv.city_id, postomat: false },
};

const user: User = {
  id: 42,
  first_name: 'Олена',
  last_name: 'Коваль',
  email: '',
  phone: '+380501234567',
  tags: [],
  orders_count: 0,
  total_spent: '0.00',
  note: '',
  address: { city: 'Київ', city_ref: null, branch_number: '12', street: '', house: '', flat: '' },
};

function directory() {
  return stubFetch((request) => {
    if (request.url === '/api/novaposhta/cities') return { body: { cities: [kyiv] } };
    if (request.url === '/api/novaposhta/branches') return { body: { branches: [branch12] } };
    return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
  });
}

async function prefilled(start: RewardDeliveryDraft): Promise<RewardDeliveryDraft> {
  let draft = start;
  await prefillRewardDelivery(user, (change) => {
    draft = change(draft);
  });
  return draft;
}

describe('prefillRewardDelivery', () => {
  it('takes the name, phone, saved city and saved branch from the profile', async () => {
    directory();
    const draft = await prefilled(emptyRewardDelivery);
    expect(draft).toEqual({ city: kyiv, branch: branch12, firstName: 'Олена', lastName: 'Коваль', phone: '+380501234567' });
    expect(rewardDeliveryProblems(draft)).toEqual([]);
  });

  it('keeps what the customer chose or typed before the profile arrived', async () => {
    directory();
    const draft = await prefilled({ ...emptyRewardDelivery, city: lviv, lastName: 'Петренко' });
    // Another city was chosen: neither the profile's city nor its branch (of Kyiv) replaces it.
    expect(draft.city).toBe(lviv);
    expect(draft.branch).toBeNull();
    expect(draft.lastName).toBe('Петренко');
    expect(draft.firstName).toBe('Олена');
  });
});

describe('rewardDeliveryProblems', () => {
  it('names each missing or wrong field in the form’s order', () => {
    expect(rewardDeliveryProblems({ ...emptyRewardDelivery, phone: '050 123' })).toEqual([
      'city',
      'branch',
      'firstName',
      'lastName',
      'phone',
    ]);
    // A phone typed with spaces and brackets is the same phone.
    expect(rewardDeliveryProblems({ ...emptyRewardDelivery, phone: '+38 (050) 123-45-67' })).not.toContain('phone');
  });
});
