// Tests of content:import: parsing JSON bundles and HTML front matter, sanitising, and the operator command end to end.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages, faqItems, news } from '@loyalty/db/schema';
import { readFileOrDirectory } from '../../ops/cli.ts';
import { buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
import { ContentImportError, parseContentImport, parseFrontMatter } from './import.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(() => testApp.close());

function runImport(source: string, file = 'content.json') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/ops/run',
    headers: { authorization: `Bearer ${testOpsToken}` },
    payload: { command: 'content:import', args: { source, file } },
  });
}

describe('parseContentImport', () => {
  it('reads front matter and sanitises the HTML of pages and news', () => {
    expect(parseFrontMatter('---\nbrand: glo\ntitle: "Правила: нові"\n---\n<p>x</p>')).toEqual({
      fields: { brand: 'glo', title: 'Правила: нові' },
      body: '<p>x</p>',
    });
    const directory = JSON.stringify({
      files: [
        {
          name: 'rules.html',
          text: '---\nbrand: ogo\nslug: rules\ntitle: Правила\n---\n<p onclick="x()">Текст</p><script>bad()</script>',
        },
        {
          name: 'launch.html',
          text: '---\nbrand: glo\nnews: true\ntitle: Запуск\nsummary: Коротко\nimage: /media/news/launch.svg\npublished_at: 2026-11-01T10:00:00Z\n---\n<h3>Новина</h3><img src=x>',
        },
        { name: 'notes.txt', text: 'ignored' },
      ],
    });
    const bundle = parseContentImport(directory, 'content/');
    expect(bundle.pages).toEqual([{ brand: 'ogo', slug: 'rules', title: 'Правила', body_html: '<p>Текст</p>' }]);
    expect(bundle.news[0]).toMatchObject({
      brand: 'glo',
      title: 'Запуск',
      body_html: '<h3>Новина</h3>',
      image_src: '/media/news/launch.svg',
    });
  });

  it('names the file and field at fault', () => {
    const badSlug = JSON.stringify({
      files: [{ name: 'admin.html', text: '---\nbrand: glo\nslug: admin\ntitle: A\n---\n<p>x</p>' }],
    });
    expect(() => parseContentImport(badSlug)).toThrow(/admin\.html: pages\.0\.slug/);
    const noFrontMatter = JSON.stringify({ files: [{ name: 'a.html', text: '<p>x</p>' }] });
    expect(() => parseContentImport(noFrontMatter)).toThrow(/a\.html: expected front matter/);
    expect(() =>
      parseContentImport(JSON.stringify({ pages: [{ brand: 'velo', slug: 'rules', title: 'R', body_html: '' }] })),
    ).toThrow(/pages\.0\.brand/);
    expect(() => parseContentImport('just text')).toThrow(ContentImportError);
  });
});

describe('ops content:import', () => {
  it('upserts pages, adds or updates news and replaces FAQ lists; a second run changes nothing', async () => {
    const bundle = {
      pages: [
        { brand: 'glo', slug: 'support', title: 'Підтримка 2', body_html: '<p>Пишіть <a href="mailto:help@glo.ua">нам</a></p>' },
      ],
      news: [{ brand: 'ogo', title: 'Імпортована новина', summary: 'S', body_html: '<p>N</p>', image_src: '/media/news/n.svg' }],
      faq: [
        { brand: 'ogo', topic: 'subscription', title: 'Питання 1', text: 'Відповідь 1' },
        { brand: 'ogo', topic: 'subscription', title: 'Питання 2', text: 'Відповідь 2' },
      ],
    };
    const first = await runImport(JSON.stringify(bundle));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ pages: 1, newsCreated: 1, newsUpdated: 0, faq: 2 });
    const second = await runImport(JSON.stringify(bundle));
    expect(second.json().data).toEqual({ pages: 1, newsCreated: 0, newsUpdated: 1, faq: 2 });

    const db = testApp.database.db;
    const [page] = await db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.brand, 'glo'), eq(contentPages.slug, 'support')));
    expect(page).toMatchObject({ title: 'Підтримка 2', bodyHtml: '<p>Пишіть <a href="mailto:help@glo.ua">нам</a></p>' });
    expect(await db.select().from(news).where(eq(news.title, 'Імпортована новина'))).toHaveLength(1);
    const faq = await db
      .select()
      .from(faqItems)
      .where(and(eq(faqItems.brand, 'ogo'), eq(faqItems.topic, 'subscription')));
    expect(faq.map((item) => [item.title, item.position]).sort()).toEqual([
      ['Питання 1', 0],
      ['Питання 2', 1],
    ]);
  });

  it('answers 400 naming the problem and writes nothing', async () => {
    const before = await testApp.database.db.select().from(news);
    const response = await runImport(
      JSON.stringify({
        news: [{ brand: 'glo', title: 'Добра', summary: '', body_html: '<p/>', image_src: '/a.svg' }],
        faq: [{ brand: 'glo', topic: 'nope', title: 'T', text: 'x' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('faq.0.topic');
    expect(await testApp.database.db.select().from(news)).toHaveLength(before.length);
  });

  it('reads a directory through the CLI helper', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'content-import-'));
    try {
      await writeFile(
        path.join(directory, 'why-ogo.html'),
        '---\nbrand: ogo\nslug: why-ogo\ntitle: Чому ogo\n---\n<p>Бо так</p>',
      );
      await writeFile(path.join(directory, 'README.md'), 'not content');
      const source = await readFileOrDirectory(directory);
      expect(JSON.parse(source).files.map((file: { name: string }) => file.name)).toEqual(['README.md', 'why-ogo.html']);
      const response = await runImport(source, directory);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.pages).toBe(1);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
