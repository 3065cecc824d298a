import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { brands } from '@loyalty/contracts/brand';
import { categorySlugs, type CategorySlug } from '@loyalty/contracts/catalog';
import { veloPromo } from '@loyalty/domain/constants';
import { categoryImagePath, categoryImageSize, mediaImageSrcSet, mediaImageWidths } from '@loyalty/domain/media-image';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './client.ts';
import {
  categoryImageKinds,
  demoCollections,
  demoProducts,
  type ProductImageKind,
  variantImageBase,
  variantImageSrc,
} from './demo/catalog.ts';
import { renderCategoryImage, renderNewsImage, renderPartnerLogo, renderProductImage, variantImageKind } from './demo/images.ts';
import { demoCertificatePartners } from './demo/certificates.ts';
import { demoPackCodes } from './demo/loyalty.ts';
import { demoNews } from './demo/news.ts';
import { contentPageSlugs } from '@loyalty/contracts/content';
import { storeHoursSchema } from '@loyalty/contracts/points';
import { mediaDir, migrationsDir } from './paths.ts';
import {
  certificatePartners,
  collectionProducts,
  collections,
  contentPages,
  faqItems,
  news,
  offers,
  packCodes,
  productVariants,
  products,
  quizCampaigns,
  rewards,
  stores,
  tierLevels,
  tierSets,
} from './schema/index.ts';
import { seedDemoData } from './seed.ts';
import { createTestDatabase } from './testing.ts';

/** Row counts of every seeded table, to prove a second seed changes nothing. */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = {
    collections,
    products,
    collectionProducts,
    productVariants,
    news,
    contentPages,
    faqItems,
    rewards,
    offers,
    quizCampaigns,
    stores,
    packCodes,
    tierSets,
    tierLevels,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

function mediaFileOf(src: string): string {
  expect(src.startsWith('/media/')).toBe(true);
  return path.join(mediaDir, src.slice('/media/'.length));
}

/** A /media/ picture exists as WebP in every width of domain/media-image, each file that wide (and square). */
async function expectWebpInEveryWidth(src: string, heightPerWidth = 1): Promise<void> {
  const srcSet = mediaImageSrcSet(src);
  expect(srcSet, src).toBeDefined();
  const files = (srcSet ?? '').split(', ').map((entry) => entry.split(' ')[0] as string);
  expect(files).toHaveLength(mediaImageWidths.length);
  for (const [index, file] of files.entries()) {
    const metadata = await sharp(mediaFileOf(file)).metadata();
    const width = mediaImageWidths[index] ?? 0;
    expect([metadata.format, metadata.width, metadata.height], file).toEqual(['webp', width, width * heightPerWidth]);
  }
}

/** The drawing a committed picture was made from, by its SHA-256 (media/sources.json, written by the generator). */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const mediaSources = async (): Promise<Record<string, string>> =>
  JSON.parse(await readFile(path.join(mediaDir, 'sources.json'), 'utf8')) as Record<string, string>;

describe('seedDemoData on an empty database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('seeds once, and a second call reports seeded:false and changes nothing', async () => {
    expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
    const before = await tableCounts(handle.db);
    expect(before.products).toBeGreaterThan(0);

    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    expect(await tableCounts(handle.db)).toEqual(before);
  });

  it('lets concurrent callers seed exactly once', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoData(fresh.db), seedDemoData(fresh.db), seedDemoData(fresh.db)]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await tableCounts(fresh.db)).toEqual(await tableCounts(handle.db));
    } finally {
      await fresh.close();
    }
  });
});

describe('demo data', () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: true });
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('runs a tier set in each brand, every customer starting on a level at ×1', async () => {
    const sets = await db.select().from(tierSets).orderBy(asc(tierSets.brand));
    expect(sets.map((set) => [set.brand, set.measure, set.windowDays])).toEqual([
      ['glo', 'xp_earned', 365],
      ['ogo', 'xp_earned', 365],
    ]);
    for (const set of sets) {
      const levels = await db.select().from(tierLevels).where(eq(tierLevels.tierSetId, set.id)).orderBy(asc(tierLevels.rank));
      expect(levels.map((level) => [level.name, level.threshold])).toEqual([
        ['Срібний', 0],
        ['Золотий', 1000],
        ['Платиновий', 3000],
      ]);
      // The journeys count exact credits of customers on the first level.
      expect(levels[0]?.earningMultiplierBp).toBe(10_000);
    }
  });

  it('has every category of spec section 2, each with 3 to 8 products', async () => {
    const rows = await db
      .select({ brand: collections.brand, slug: collections.slug, title: collections.title, members: count() })
      .from(collections)
      .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
      .groupBy(collections.id);
    expect(rows.map((row) => row.slug).sort()).toEqual([...categorySlugs].sort());
    for (const row of rows) {
      expect(row.members, row.slug).toBeGreaterThanOrEqual(3);
      expect(row.members, row.slug).toBeLessThanOrEqual(8);
      expect(row.title).toMatch(/[а-яіїєґ]/i);
    }
    expect(new Set(rows.map((row) => row.brand))).toEqual(new Set(brands));
    expect(rows.filter((row) => !row.slug.startsWith('ogo-')).every((row) => row.brand === 'glo')).toBe(true);
    expect(rows.filter((row) => row.slug.startsWith('ogo-')).every((row) => row.brand === 'ogo')).toBe(true);
  });

  it('keeps every product in its own brand and its primary category', async () => {
    const rows = await db
      .select({ handle: products.handle, productBrand: products.brand, collectionBrand: collections.brand })
      .from(products)
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .innerJoin(
        collectionProducts,
        sql`${collectionProducts.collectionId} = ${products.collectionId} and ${collectionProducts.productId} = ${products.id}`,
      );
    const [total] = await db.select({ value: count() }).from(products);
    expect(rows).toHaveLength(total?.value ?? -1);
    for (const row of rows) expect(row.productBrand, row.handle).toBe(row.collectionBrand);
  });

  it('lists other glo products under "popular"', async () => {
    const rows = await db
      .select({ brand: products.brand, primary: products.collectionId, popular: collections.id })
      .from(collectionProducts)
      .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(eq(collections.slug, 'popular'));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.brand).toBe('glo');
      expect(row.primary).not.toBe(row.popular);
    }
  });

  it('prices goods in kopiyky and bonus goods in XP only', async () => {
    const rows = await db
      .select({ slug: collections.slug, title: products.title, variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(collections, eq(collections.id, products.collectionId));
    for (const { slug, title, variant } of rows) {
      if (slug === 'bonus' || slug === 'ogo-bonus') {
        expect(variant.priceKop, title).toBe(0);
        expect(variant.bonuses, title).toBeGreaterThan(0);
      } else {
        expect(variant.bonuses, title).toBe(0);
        expect(variant.priceKop % 100, title).toBe(0);
      }
    }
    const priceRange = (predicate: (slug: string) => boolean, packQuantity?: number) => {
      const prices = rows
        .filter((row) => predicate(row.slug) && (packQuantity === undefined || row.variant.packQuantity === packQuantity))
        .map((row) => row.variant.priceKop / 100);
      return [Math.min(...prices), Math.max(...prices)];
    };
    const [deviceMin, deviceMax] = priceRange((slug) => slug === 'devices' || slug === 'ogo-devices');
    expect(deviceMin).toBeGreaterThanOrEqual(499);
    expect(deviceMax).toBeLessThanOrEqual(1699);
    const [packMin, packMax] = priceRange((slug) => slug === 'sticks' || slug.startsWith('ogo-sticks'), 20);
    expect(packMin).toBeGreaterThanOrEqual(95);
    expect(packMax).toBeLessThanOrEqual(130);
  });

  it('sells sticks by the pack of 20 and the block of 200, tagged by their collection', async () => {
    const rows = await db
      .select({ slug: collections.slug, tags: products.tags, packQuantity: productVariants.packQuantity })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(collections, eq(collections.id, products.collectionId))
      .where(sql`${collections.slug} in ('sticks', 'ogo-sticks', 'ogo-sticks-single')`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect([20, 200]).toContain(row.packQuantity);
      expect(row.tags).toContain(row.slug);
    }
    expect(rows.filter((row) => row.slug === 'ogo-sticks-single').every((row) => row.packQuantity === 200)).toBe(true);
    expect(rows.some((row) => row.slug === 'sticks' && row.packQuantity === 200)).toBe(true);
  });

  it('tags products for the iPost rule and the VELO-30 promo', async () => {
    const rows = await db
      .select({ slug: collections.slug, tags: products.tags })
      .from(products)
      .innerJoin(collections, eq(collections.id, products.collectionId));
    expect(rows.some((row) => row.tags.includes('ipost_allow'))).toBe(true);
    expect(rows.some((row) => !row.tags.includes('ipost_allow'))).toBe(true);
    const discounted = rows.filter((row) => row.tags.includes(veloPromo.discountTag));
    expect(discounted.length).toBeGreaterThanOrEqual(veloPromo.minItems);
    expect(discounted.every((row) => row.slug === 'ogo-velo')).toBe(true);
  });

  it('has news, FAQ and every content page for both brands', async () => {
    for (const brand of brands) {
      const articles = await db.select().from(news).where(eq(news.brand, brand)).orderBy(asc(news.publishedAt));
      expect(articles).toHaveLength(4);
      for (const article of articles) expect(article.bodyHtml).toMatch(/^<(p|ol|ul|h2)>/);

      const faq = await db.select().from(faqItems).where(eq(faqItems.brand, brand));
      expect(faq.filter((item) => item.topic === 'general')).toHaveLength(6);
      expect(faq.some((item) => item.topic === 'invite-friend')).toBe(true);
      expect(faq.some((item) => item.topic === 'subscription')).toBe(true);

      const pages = await db.select().from(contentPages).where(eq(contentPages.brand, brand));
      expect(pages.map((page) => page.slug).sort()).toEqual([...contentPageSlugs].sort());
      for (const page of pages) expect(page.bodyHtml.split('</').length, page.slug).toBeGreaterThan(3);
    }
  });

  it('ships every product and news picture as WebP in every width, made from what the generator draws now', async () => {
    const sources = await mediaSources();
    const productRows = await db
      .select({ brand: products.brand, handle: products.handle, src: products.imageSrc })
      .from(products);
    for (const row of productRows) {
      const demo = demoProducts[row.brand].find((product) => product.handle === row.handle);
      if (!demo) throw new Error(`${row.handle} is not in the demo catalogue`);
      expect(row.src).toBe(`/media/products/${row.handle}-640.webp`);
      await expectWebpInEveryWidth(row.src);
      // An equal hash means the committed pictures were regenerated after the last change of the demo data.
      expect(sources[`products/${row.handle}`], row.src).toBe(sha256(renderProductImage(row.brand, demo)));
    }
    for (const brand of brands) {
      const articles = await db.select({ src: news.imageSrc, title: news.title }).from(news).where(eq(news.brand, brand));
      for (const article of articles) {
        const demo = demoNews[brand].find((item) => item.title === article.title);
        if (!demo) throw new Error(`${article.title} is not in the demo news`);
        expect(article.src).toBe(`/media/news/${demo.slug}-640.webp`);
        await expectWebpInEveryWidth(article.src);
        expect(sources[`news/${demo.slug}`], article.src).toBe(sha256(renderNewsImage(brand, demo)));
      }
    }
  });
});

/** Words in a product's handle that name what it is, and the only kinds its picture may then be. */
const handleWords: [RegExp, ProductImageKind[]][] = [
  [/cable/, ['cable']],
  [/charger/, ['car-charger']],
  [/case/, ['case', 'pocket-case']],
  [/brushes/, ['brushes']],
  [/side-panel/, ['side-panel']],
  [/t-shirt/, ['t-shirt']],
  [/hoodie/, ['hoodie']],
  [/mug/, ['mug']],
  [/cap$/, ['cap']],
  [/tote/, ['tote']],
  [/lighter/, ['lighter']],
  [/^(ogo-)?(bonus-)?velo-(?!pocket)/, ['pouch-tin']],
  [/^(bonus-|ogo-(pack|block|bonus)-)?neo-/, ['stick-pack', 'stick-block']],
  [/^ogo-(kent|vogue|rothmans|pall-mall|lucky-strike|dunhill)-/, ['cigarette-pack']],
];

describe('demo pictures (issue 14)', () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: true });
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('draws every product and variant as a kind of its category, without text', () => {
    for (const brand of brands) {
      for (const product of demoProducts[brand]) {
        const allowed = categoryImageKinds[product.category];
        for (const position of product.variants.keys()) {
          const kind = variantImageKind(product, position);
          expect(allowed, `${product.handle} #${position}`).toContain(kind);
          const svg = renderProductImage(brand, product, position);
          expect(svg, product.handle).not.toContain('<text');
          expect(svg).toContain(`data-kind="${kind}"`);
        }
        for (const [words, kinds] of handleWords) {
          if (words.test(product.handle)) expect(kinds, product.handle).toContain(product.imageKind);
        }
      }
    }
    // A cigarette is never drawn as heated sticks, nor a cable as a garment (what the drawings did before).
    expect(categoryImageKinds['ogo-cigs']).not.toContain('stick-pack');
    expect(categoryImageKinds.accessories).not.toContain('t-shirt');
  });

  it('gives every variant its own picture in every width, made from what the generator draws now', async () => {
    const sources = await mediaSources();
    const rows = await db
      .select({
        brand: products.brand,
        handle: products.handle,
        position: productVariants.position,
        src: productVariants.imageSrc,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .orderBy(asc(products.id), asc(productVariants.position));
    expect(rows.length).toBeGreaterThan(0);
    const picturesOf = new Map<string, Set<string>>();
    for (const row of rows) {
      const demo = demoProducts[row.brand].find((product) => product.handle === row.handle);
      if (!demo) throw new Error(`${row.handle} is not in the demo catalogue`);
      expect(row.src).toBe(variantImageSrc(row.handle, row.position));
      await expectWebpInEveryWidth(row.src ?? '');
      expect(sources[`products/${variantImageBase(row.handle, row.position)}`], row.src ?? '').toBe(
        sha256(renderProductImage(row.brand, demo, row.position)),
      );
      const seen = picturesOf.get(row.handle) ?? new Set<string>();
      seen.add(sha256(renderProductImage(row.brand, demo, row.position)));
      picturesOf.set(row.handle, seen);
    }
    // Own picture: no two variants of a product are drawn alike.
    for (const [productHandle, drawings] of picturesOf) {
      const variants = rows.filter((row) => row.handle === productHandle).length;
      expect(drawings.size, productHandle).toBe(variants);
    }
  });

  it('migration 0015 gives a database seeded before the same variant pictures as a new seed', async () => {
    const seeded = await db
      .select({ id: productVariants.id, src: productVariants.imageSrc })
      .from(productVariants)
      .orderBy(asc(productVariants.id));
    await db.update(productVariants).set({ imageSrc: null });
    const migration = await readFile(path.join(migrationsDir, '0015_variant_pictures_of_seeded_rows.sql'), 'utf8');
    // Its data statements, after the column it adds (which this database already has).
    for (const statement of migration.split('--> statement-breakpoint').filter((part) => part.includes('UPDATE'))) {
      await db.execute(sql.raw(statement));
    }
    const migrated = await db
      .select({ id: productVariants.id, src: productVariants.imageSrc })
      .from(productVariants)
      .orderBy(asc(productVariants.id));
    expect(migrated).toEqual(seeded);
  });

  it('has a picture for every category tile, found by its slug, 8:5 and without text', async () => {
    const sources = await mediaSources();
    const titleOf = (slug: CategorySlug) => demoCollections.find((collection) => collection.slug === slug)?.title ?? '';
    for (const slug of categorySlugs) {
      const src = categoryImagePath(slug);
      await expectWebpInEveryWidth(src, categoryImageSize.height / categoryImageSize.width);
      const svg = renderCategoryImage(slug, titleOf(slug));
      expect(svg, slug).not.toContain('<text');
      expect(sources[`categories/${slug}`], slug).toBe(sha256(svg));
    }
  });
});

describe('demo loyalty data', () => {
  let handle: DatabaseHandle;
  let db: Database;
  const dayMs = 86_400_000;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: true });
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('has 6 to 8 rewards per brand in Ukrainian, one inactive with a reason and one sold out, each with its picture', async () => {
    for (const brand of brands) {
      const rows = await db.select().from(rewards).where(eq(rewards.brand, brand)).orderBy(asc(rewards.position));
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows.length).toBeLessThanOrEqual(8);
      const inactive = rows.filter((row) => !row.active);
      expect(inactive).toHaveLength(1);
      expect(inactive[0]?.inactiveReason).toMatch(/[а-яіїєґ]{3}/i);
      expect(rows.filter((row) => row.active).every((row) => row.inactiveReason === null)).toBe(true);
      expect(rows.filter((row) => row.stock === 0)).toHaveLength(1);
      expect(rows.some((row) => row.stock === null)).toBe(true);
      expect(rows.some((row) => /знижка/i.test(row.title))).toBe(true);
      for (const row of rows) {
        expect(row.title).toMatch(/[а-яіїєґ]/i);
        expect(row.xpPrice).toBeGreaterThan(0);
        await expectWebpInEveryWidth(row.imageSrc);
      }
    }
  });

  it('has 3 to 4 offers per brand around the seeding time: current, expired and each with its picture', async () => {
    const now = Date.now();
    for (const brand of brands) {
      const rows = await db.select().from(offers).where(eq(offers.brand, brand));
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.length).toBeLessThanOrEqual(4);
      expect(rows.filter((row) => row.validTo.getTime() < now).length).toBeGreaterThanOrEqual(1);
      expect(rows.filter((row) => row.validFrom.getTime() <= now && row.validTo.getTime() > now).length).toBeGreaterThanOrEqual(
        2,
      );
      for (const row of rows) {
        expect(row.validFrom.getTime()).toBeLessThan(row.validTo.getTime());
        await expectWebpInEveryWidth(row.imageSrc);
      }
      // An offer about goods links to them (its card's «До магазину» opens that page, not the shop's front page).
      const links = rows.flatMap((row) => [...row.bodyHtml.matchAll(/<a href="([^"]+)">/g)].map((match) => match[1] ?? ''));
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        const [, category, id] = /^\/shop\/([a-z-]+)(?:\/(\d+))?$/.exec(link) ?? [];
        expect(categorySlugs, link).toContain(category);
        if (id === undefined) continue;
        const [product] = await db
          .select({ brand: products.brand, category: collections.slug })
          .from(products)
          .innerJoin(collections, eq(collections.id, products.collectionId))
          .where(eq(products.id, Number(id)));
        expect(product, link).toEqual({ brand, category });
      }
    }
  });

  it('has an active quiz (30 days back to 60 ahead) and an ended one per brand, with valid answer keys', async () => {
    const now = Date.now();
    for (const brand of brands) {
      const rows = await db.select().from(quizCampaigns).where(eq(quizCampaigns.brand, brand));
      expect(rows).toHaveLength(2);
      const active = rows.find((row) => row.startsAt.getTime() <= now && row.endsAt.getTime() > now);
      const ended = rows.find((row) => row.endsAt.getTime() <= now);
      if (!active || !ended) throw new Error(`${brand} lacks an active or an ended quiz`);
      // The seed may have run a little before this test, hence the tolerance of a day.
      expect(Math.abs(now - active.startsAt.getTime() - 30 * dayMs)).toBeLessThan(dayMs);
      expect(Math.abs(active.endsAt.getTime() - now - 60 * dayMs)).toBeLessThan(dayMs);
      for (const quiz of rows) {
        expect(quiz.questions.length).toBeGreaterThanOrEqual(4);
        expect(quiz.questions.length).toBeLessThanOrEqual(5);
        expect(quiz.passScore).toBeGreaterThan(0);
        expect(quiz.passScore).toBeLessThanOrEqual(quiz.questions.length);
        expect(new Set(quiz.questions.map((question) => question.id)).size).toBe(quiz.questions.length);
        for (const question of quiz.questions) {
          expect(question.correctIndex).toBeGreaterThanOrEqual(0);
          expect(question.correctIndex).toBeLessThan(question.options.length);
        }
      }
    }
  });

  it('has 8 to 12 sales points per brand in several cities and glo studio brand stores, with coordinates in Ukraine', async () => {
    for (const brand of brands) {
      const rows = await db.select().from(stores).where(eq(stores.brand, brand));
      const salesPoints = rows.filter((row) => row.kind === 'sales_point');
      expect(salesPoints.length).toBeGreaterThanOrEqual(8);
      expect(salesPoints.length).toBeLessThanOrEqual(12);
      expect(new Set(salesPoints.map((row) => row.city)).size).toBeGreaterThanOrEqual(5);
      expect(rows.some((row) => row.kind === 'brand_store')).toBe(true);
      for (const row of rows) {
        const [latitude, longitude] = [Number(row.latitude), Number(row.longitude)];
        expect(latitude).toBeGreaterThan(44);
        expect(latitude).toBeLessThan(53);
        expect(longitude).toBeGreaterThan(22);
        expect(longitude).toBeLessThan(41);
        // The app tells open from closed by these: each follows the format the contract validates.
        expect(storeHoursSchema.safeParse(row.hours).success, row.hours).toBe(true);
        expect(row.name, 'a title that names the place, not the brand').not.toMatch(/^Точка продажу/);
      }
    }
    const studios = await db.select().from(stores).where(eq(stores.kind, 'brand_store'));
    expect(studios.filter((row) => row.brand === 'glo' && row.name.startsWith('glo studio')).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every certificate partner its logo, as WebP in every width, made from what the generator draws now', async () => {
    const sources = await mediaSources();
    const partners = await db.select().from(certificatePartners);
    expect(partners).toHaveLength(demoCertificatePartners.length);
    for (const partner of partners) {
      const demo = demoCertificatePartners.find((candidate) => candidate.slug === partner.slug);
      if (!demo) throw new Error(`${partner.slug} is not a demo partner`);
      expect(partner.logoSrc).toBe(`/media/partners/${partner.slug}-320.webp`);
      await expectWebpInEveryWidth(partner.logoSrc);
      expect(sources[`partners/${partner.slug}`], partner.slug).toBe(sha256(renderPartnerLogo(demo)));
    }
  });

  it('has 20 known pack codes per brand and kind, valid when normalised and worth 10 to 50 XP', async () => {
    const rows = await db.select().from(packCodes);
    expect(rows).toHaveLength(demoPackCodes().length);
    for (const brand of brands) {
      for (const kind of ['sticks', 'velo'] as const) {
        expect(rows.filter((row) => row.brand === brand && row.kind === kind)).toHaveLength(20);
      }
    }
    for (const row of rows) {
      expect(row.code).toMatch(/^[A-Z0-9]{10,}$/);
      expect(row.xp).toBeGreaterThanOrEqual(10);
      expect(row.xp).toBeLessThanOrEqual(50);
      expect(row.redeemedAt).toBeNull();
    }
    expect(rows.map((row) => row.code)).toContain('GLOSTICKS0001');
    expect(rows.map((row) => row.code)).toContain('OGOVELO0020');
  });
});

describe('money columns', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  async function anyProductId(): Promise<number> {
    const [product] = await handle.db.select({ id: products.id }).from(products).limit(1);
    if (!product) throw new Error('The seeded database has no products');
    return product.id;
  }

  it.each([
    ['priceKop', { priceKop: -1 }, 'product_variants_price_kop_nonnegative'],
    ['bonuses', { priceKop: 0, bonuses: -5 }, 'product_variants_bonuses_nonnegative'],
  ])('rejects a negative %s', async (_column, values, constraint) => {
    const insert = handle.db.insert(productVariants).values({ productId: await anyProductId(), title: 'Негативна', ...values });
    await expect(insert).rejects.toMatchObject({ cause: { code: '23514', constraint } });
  });

  it('accepts zero', async () => {
    const [row] = await handle.db
      .insert(productVariants)
      .values({ productId: await anyProductId(), title: 'Безкоштовна', priceKop: 0 })
      .returning();
    expect(row).toMatchObject({ priceKop: 0, bonuses: 0, packQuantity: 1, available: true });
  });
});
