import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageByIdResponseSchema } from '@loyalty/contracts/content';
import { contentPages, customers } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { sanitizePageHtml } from './sanitize.ts';

let testApp: TestApp;
let person: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  person = await createAccount(testApp, { phone: '+380931234567' });
});
afterAll(() => testApp.close());

function getPage(account: TestAccount | null, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/content/get-page-by-id',
    headers: account ? account.headers : apiHeaders,
    payload: payload as object,
  });
}

describe('POST /api/content/get-page-by-id', () => {
  it('answers the user agreement of each brand without a session', async () => {
    for (const product of ['glo', 'ogo'] as const) {
      const response = await getPage(null, { id: 'user-agreement', product });
      expect(response.statusCode).toBe(200);
      const page = getPageByIdResponseSchema.parse(response.json());
      expect(page.title).toBe('Угода користувача');
      expect(page.body_html).toContain('<h2>1. Реєстрація</h2>');
      expect(page.body_html).toContain(product === 'glo' ? 'glo™' : 'ogo');
    }
  });

  it('answers the other pages to a signed-in person only', async () => {
    const anonymous = await getPage(null, { id: 'support', product: 'glo' });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await getPage(person, { id: 'support', product: 'glo' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().title).toBe('Підтримка');
    const vocabulary = await getPage(person, { id: 'vocabulary', product: 'ogo' });
    // Definition lists survive the sanitiser: the vocabularies are made of them.
    expect(vocabulary.json().body_html).toContain('<dt>XP</dt><dd>');
  });

  it('answers the rules to age-verified people only', async () => {
    const before = await getPage(person, { id: 'rules', product: 'glo' });
    expect(before.statusCode).toBe(403);
    await testApp.database.db
      .update(customers)
      .set({ tags: ['age_verified'] })
      .where(eq(customers.id, person.ids.ogo!));
    const after = await getPage(person, { id: 'rules', product: 'glo' });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toContain('Правила');
  });

  it('answers 404 for a page the brand does not have, 400 for an id that is no page', async () => {
    await testApp.database.db.delete(contentPages).where(and(eq(contentPages.brand, 'glo'), eq(contentPages.slug, 'why-ogo')));
    const missing = await getPage(person, { id: 'why-ogo', product: 'glo' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const unknown = await getPage(null, { id: 'admin', product: 'glo' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['body.id']);
    const noProduct = await getPage(null, { id: 'user-agreement' });
    expect(noProduct.statusCode).toBe(400);
  });

  it('sanitises what the database holds before it leaves the server', async () => {
    await testApp.database.db
      .update(contentPages)
      .set({
        bodyHtml:
          '<p onclick="steal()">Текст</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">лінк</a><a href="/faq">FAQ</a>',
      })
      .where(and(eq(contentPages.brand, 'ogo'), eq(contentPages.slug, 'user-agreement')));
    const response = await getPage(null, { id: 'user-agreement', product: 'ogo' });
    expect(response.statusCode).toBe(200);
    expect(response.json().body_html).toBe('<p>Текст</p><a>лінк</a><a href="/faq">FAQ</a>');
  });

  it('still needs the API key', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/content/get-page-by-id',
      payload: { id: 'user-agreement', product: 'glo' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_api_key');
  });
});

describe('sanitizePageHtml', () => {
  it('strips scripts with their content, event handlers and styles', () => {
    expect(sanitizePageHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizePageHtml('<p onmouseover="x()" style="color:red" class="c">a</p>')).toBe('<p>a</p>');
    expect(sanitizePageHtml('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizePageHtml('<svg onload="alert(1)"><circle/></svg>ok')).toBe('ok');
    expect(sanitizePageHtml('<style>p{}</style><iframe src="https://e.com">x</iframe><p>t</p>')).toBe('<p>t</p>');
    expect(sanitizePageHtml('<SCRIPT>alert(1)</SCRIPT><P>up</P>')).toBe('<p>up</p>');
  });

  it('keeps only http, https, mailto, tel and relative links', () => {
    expect(sanitizePageHtml('<a href="https://glo.ua/a">x</a>')).toBe('<a href="https://glo.ua/a">x</a>');
    expect(sanitizePageHtml('<a href="http://glo.ua">x</a>')).toBe('<a href="http://glo.ua">x</a>');
    expect(sanitizePageHtml('<a href="mailto:help@glo.ua">x</a>')).toBe('<a href="mailto:help@glo.ua">x</a>');
    expect(sanitizePageHtml('<a href="tel:+380800300000">x</a>')).toBe('<a href="tel:+380800300000">x</a>');
    expect(sanitizePageHtml('<a href="/rules#xp">x</a>')).toBe('<a href="/rules#xp">x</a>');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      '//evil.example/x',
    ]) {
      expect(sanitizePageHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizePageHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps the allowed markup as it is', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p><strong>s</strong> <em>e</em><br />n</p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><dl><dt>t</dt><dd>d</dd></dl>' +
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">v</td></tr></tbody></table>';
    expect(sanitizePageHtml(html)).toBe(html);
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizePageHtml('<div><span>text</span> <b>bold</b> <h5>h5</h5></div>')).toBe('text bold h5');
    expect(sanitizePageHtml('<form action="/x"><input value="v">label</form>')).toBe('label');
  });
});
