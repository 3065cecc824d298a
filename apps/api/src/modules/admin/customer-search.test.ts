// The back-office's customer search returns people: the glo and ogo records of one phone in one entry, paged by
// person (never split across pages, never a short page), found by any phone format, by the other brand's record, and
// counted up to a horizon past the page. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCountHorizon, type AdminPerson } from '@loyalty/contracts/admin';
import { customers } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount } from '../user/test-accounts.ts';
import { createStaff } from './staff.ts';
import { opsActor } from '../audit/service.ts';

let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const email = 'search-support@staff.example';
  const created = await createStaff(testApp.database.db, { email, role: 'support' }, opsActor('test'));
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: created.password },
  });
  headers = { authorization: `Bearer ${login.json().token as string}` };
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    headers,
    payload: { current_password: created.password, new_password: 'correct horse battery staple' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
});
afterAll(async () => {
  await testApp.close();
});

interface PeoplePage {
  people: AdminPerson[];
  total: number;
  total_exact: boolean;
}

async function search(query: string, extra = ''): Promise<PeoplePage> {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/customers?query=${encodeURIComponent(query)}${extra}`,
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PeoplePage;
}

const brandsOf = (person: AdminPerson | undefined) => person?.records.map((record) => record.brand);

describe('customer search by person', () => {
  it('answers a person with both brands as one entry, glo first, with each record', async () => {
    const person = await createAccount(testApp, { phone: '+380507770001', lastName: 'Одноособенко' });
    const found = await search('Одноособенко');
    expect(found.people).toHaveLength(1);
    expect(found.people[0]?.phone).toBe('+380507770001');
    expect(brandsOf(found.people[0])).toEqual(['glo', 'ogo']);
    expect(found.people[0]?.records.map((record) => record.id)).toEqual([person.ids.glo, person.ids.ogo]);
    expect(found).toMatchObject({ total: 1, total_exact: true });
  });

  it('pages by person: both records of a person on the same page, full pages, the count in people', async () => {
    // Five people, three of them with both brands: eight records.
    for (const [index, brands] of ([['glo', 'ogo'], ['glo'], ['glo', 'ogo'], ['ogo'], ['glo', 'ogo']] as const).entries()) {
      await createAccount(testApp, { phone: `+38050777100${index}`, lastName: 'Сторінченко', brands: [...brands] });
    }
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search('Сторінченко', `&sort=phone&per_page=2&page=${page}`));
    expect(pages.map((page) => page.people.length)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.total === 5 && page.total_exact)).toBe(true);
    const phones = pages.flatMap((page) => page.people.map((person) => person.phone));
    expect(phones).toEqual(['+380507771000', '+380507771001', '+380507771002', '+380507771003', '+380507771004']);
    expect(pages.flatMap((page) => page.people.map(brandsOf))).toEqual([
      ['glo', 'ogo'],
      ['glo'],
      ['glo', 'ogo'],
      ['ogo'],
      ['glo', 'ogo'],
    ]);
    expect((await search('Сторінченко', '&sort=phone&per_page=2&page=4')).people).toEqual([]);
  });

  it('finds the same person by a phone in any format, by its first digits and by its last digits', async () => {
    const person = await createAccount(testApp, { phone: '+380507654321', lastName: 'Форматенко' });
    for (const query of [
      '+380 50 765 43 21',
      '050-765-43-21',
      '380507654321',
      '(050) 765 4321',
      '507654321',
      '050 765',
      '7654321',
    ]) {
      const found = await search(query);
      expect(
        found.people.map((one) => one.phone),
        query,
      ).toEqual([person.phone]);
      expect(
        found.people[0]?.records.map((record) => record.id),
        query,
      ).toEqual([person.ids.glo, person.ids.ogo]);
    }
  });

  it('finds a person with an ogo record only, and a person by what only their ogo record holds', async () => {
    const ogoOnly = await createAccount(testApp, { phone: '+380507770002', lastName: 'Огоєнко', brands: ['ogo'] });
    for (const query of ['0507770002', 'Огоєнко', '380507770002@example.com']) {
      const found = await search(query);
      expect(
        found.people.map((person) => person.phone),
        query,
      ).toEqual([ogoOnly.phone]);
      expect(brandsOf(found.people[0]), query).toEqual(['ogo']);
    }
    const both = await createAccount(testApp, { phone: '+380507770003', lastName: 'Двобрендова' });
    await testApp.database.db
      .update(customers)
      .set({ email: 'only.ogo@example.com', lastName: 'Іншопрізвищна' })
      .where(eq(customers.id, both.ids.ogo ?? 0));
    for (const query of ['only.ogo@example.com', 'ONLY.OGO@exa', 'Іншопрізвищна']) {
      const found = await search(query);
      expect(
        found.people.map((person) => person.phone),
        query,
      ).toEqual([both.phone]);
      expect(brandsOf(found.people[0]), query).toEqual(['glo', 'ogo']);
    }
  });

  it('counts every person of a search; without one, up to the horizon past the page, saying when there are more', async () => {
    // listCountHorizon + 2 people of one surname, glo only, written in one statement.
    await testApp.database.db.execute(sql`
      insert into customers (brand, phone, first_name, last_name, email)
      select 'glo', '+38063' || lpad(i::text, 7, '0'), 'Лічба', 'Багатоненко', ''
      from generate_series(1, ${listCountHorizon + 2}) as i`);
    const searched = await search('Багатоненко', '&per_page=25&page=3');
    expect(searched).toMatchObject({ total: listCountHorizon + 2, total_exact: true });
    expect(searched.people).toHaveLength(25);
    const beyond = await search('Багатоненко', '&per_page=25&page=100');
    expect(beyond).toMatchObject({ people: [], total: listCountHorizon + 2, total_exact: true });

    const first = await search('', '&per_page=25');
    expect(first).toMatchObject({ total: listCountHorizon, total_exact: false });
    // From page 41 the horizon is 1,000 further: every person so far is counted.
    const later = await search('', '&per_page=25&page=41');
    expect(later.total_exact).toBe(true);
    expect(later.total).toBeGreaterThan(listCountHorizon + 2);
    expect(later.total).toBeLessThan(2 * listCountHorizon);
  });

  it('lists everyone by person without a search, in each sort', async () => {
    const person = await createAccount(testApp, { phone: '+380507770009', lastName: 'Безпошукова' });
    for (const sort of ['-created_at', 'created_at', 'phone', 'last_name']) {
      const all = await search('', `&sort=${sort}&per_page=200`);
      const phones = all.people.map((one) => one.phone);
      expect(phones.length, sort).toBe(200);
      expect(new Set(phones).size, sort).toBe(phones.length);
      if (sort === 'phone') expect(phones, sort).toEqual([...phones].sort());
    }
    const newest = await search('', '&sort=-created_at&per_page=1');
    expect(newest.people[0]?.phone).toBe(person.phone);
    expect(newest.people[0]?.records.map((record) => record.id)).toEqual([person.ids.glo, person.ids.ogo]);
  });

  it('writes every record of the people found to the CSV', async () => {
    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/customers?query=${encodeURIComponent('Сторінченко')}&sort=phone&format=csv`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(8);
    expect(lines.map((line) => line.split(',')[1])).toEqual(['glo', 'ogo', 'glo', 'glo', 'ogo', 'ogo', 'glo', 'ogo']);
  });
});
