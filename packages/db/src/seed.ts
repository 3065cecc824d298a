// Loads the demo catalogue, content and loyalty data into an empty database, once, whatever the number of starting processes.
import { sql } from 'drizzle-orm';
import { brands, type Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import type { Executor, Transaction } from './client.ts';
import {
  demoCollections,
  demoProducts,
  popularHandles,
  productImageSize,
  productImageSrc,
  variantImageSrc,
} from './demo/catalog.ts';
import { seedCertificates } from './demo/certificates.ts';
import { demoFaq } from './demo/faq.ts';
import { demoNews, newsImageSrc } from './demo/news.ts';
import { seedOfflineOrders } from './demo/offline-orders.ts';
import {
  daysFrom,
  demoOffers,
  type DemoOffer,
  demoPackCodes,
  demoQuizzes,
  demoRewards,
  demoStores,
  loyaltyImageSrc,
} from './demo/loyalty.ts';
import { contentPageSlugs } from '@loyalty/contracts/content';
import { demoPages } from './demo/pages.ts';
import { seedTiers } from './demo/tiers.ts';
import {
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
} from './schema/index.ts';

/** Fixed key: API processes starting together against one PostgreSQL seed one after another, and only the first inserts. */
const seedLockKey = 7_423_190_012;

/**
 * Seeds the demo data when the database has no collections yet, all in one transaction: a failure leaves the database
 * empty, and a second call (every server start makes one) changes nothing.
 */
export async function seedDemoData(db: Executor): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Transaction-scoped, so it is released by commit or rollback; PGlite accepts it too (and has no one to wait for).
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const existing = await tx.select({ id: collections.id }).from(collections).limit(1);
    if (existing.length > 0) return { seeded: false };
    // Offers and quizzes are dated around the seeding time, so a fresh demo always has current and past ones.
    const now = new Date();
    for (const brand of brands) {
      const productIdByHandle = await seedBrand(tx, brand);
      await seedLoyalty(tx, brand, now, productIdByHandle);
      await seedTiers(tx, brand);
    }
    await seedPackCodes(tx);
    await seedCertificates(tx, now);
    await seedOfflineOrders(tx, now);
    return { seeded: true };
  });
}

/** Seeds the brand's catalogue; answers its products' ids by handle. */
async function seedBrand(tx: Transaction, brand: Brand): Promise<ReadonlyMap<string, number>> {
  const collectionRows = await tx
    .insert(collections)
    .values(
      demoCollections
        .filter((collection) => collection.brand === brand)
        .map((collection, position) => ({ ...collection, position })),
    )
    .returning({ id: collections.id, slug: collections.slug });
  const collectionIdBySlug = new Map<CategorySlug, number>(collectionRows.map((row) => [row.slug, row.id]));
  const collectionIdOf = (slug: CategorySlug): number => {
    const id = collectionIdBySlug.get(slug);
    if (id === undefined) throw new Error(`Demo product of ${brand} names the unknown category ${slug}`);
    return id;
  };

  const catalogue = demoProducts[brand];
  const productRows = await tx
    .insert(products)
    .values(
      catalogue.map((product, position) => ({
        brand,
        handle: product.handle,
        title: product.title,
        description: product.description,
        collectionId: collectionIdOf(product.category),
        tags: product.tags,
        imageSrc: productImageSrc(product.handle),
        imageWidth: productImageSize.width,
        imageHeight: productImageSize.height,
        imageAlt: product.title,
        position,
      })),
    )
    .returning({ id: products.id, handle: products.handle });
  const productIdByHandle = new Map(productRows.map((row) => [row.handle, row.id]));
  const productIdOf = (handle: string): number => {
    const id = productIdByHandle.get(handle);
    if (id === undefined) throw new Error(`Demo data of ${brand} names the unknown product ${handle}`);
    return id;
  };

  await tx.insert(productVariants).values(
    catalogue.flatMap((product) =>
      product.variants.map((variant, position) => ({
        productId: productIdOf(product.handle),
        title: variant.title,
        priceKop: variant.priceKop,
        bonuses: variant.bonuses ?? 0,
        packQuantity: variant.packQuantity ?? 1,
        available: variant.available ?? true,
        position,
        imageSrc: variantImageSrc(product.handle, position),
      })),
    ),
  );

  const positionInCategory = new Map<CategorySlug, number>();
  const memberships = catalogue.map((product) => {
    const position = positionInCategory.get(product.category) ?? 0;
    positionInCategory.set(product.category, position + 1);
    return { collectionId: collectionIdOf(product.category), productId: productIdOf(product.handle), position };
  });
  if (collectionIdBySlug.has('popular')) {
    const popularId = collectionIdOf('popular');
    popularHandles.forEach((handle, position) => {
      memberships.push({ collectionId: popularId, productId: productIdOf(handle), position });
    });
  }
  await tx.insert(collectionProducts).values(memberships);

  await tx.insert(news).values(
    demoNews[brand].map((article) => ({
      brand,
      title: article.title,
      summary: article.summary,
      bodyHtml: article.bodyHtml,
      imageSrc: newsImageSrc(article.slug),
      publishedAt: new Date(article.publishedAt),
    })),
  );

  const pages = demoPages[brand];
  await tx
    .insert(contentPages)
    .values(contentPageSlugs.map((slug) => ({ brand, slug, title: pages[slug].title, bodyHtml: pages[slug].bodyHtml })));

  await tx.insert(faqItems).values(
    demoFaq[brand].map((item, index) => ({
      brand,
      topic: item.topic,
      title: item.title,
      text: item.text,
      // Positions count within a topic, which is how the FAQ pages list them.
      position: demoFaq[brand].slice(0, index).filter((earlier) => earlier.topic === item.topic).length,
    })),
  );
  return productIdByHandle;
}

async function seedLoyalty(
  tx: Transaction,
  brand: Brand,
  now: Date,
  productIdByHandle: ReadonlyMap<string, number>,
): Promise<void> {
  await tx.insert(rewards).values(
    demoRewards[brand].map((reward, position) => ({
      brand,
      title: reward.title,
      description: reward.description,
      imageSrc: loyaltyImageSrc(reward.imageHandle),
      xpPrice: reward.xpPrice,
      active: reward.active ?? true,
      inactiveReason: reward.inactiveReason ?? null,
      stock: reward.stock ?? null,
      position,
    })),
  );
  /** The app's path of what an offer is about: the product's page in its own category, or a category's list. */
  const shopPathOf = (shop: NonNullable<DemoOffer['shop']>): string => {
    if ('category' in shop) return `/shop/${shop.category}`;
    const product = demoProducts[brand].find((candidate) => candidate.handle === shop.product);
    const id = productIdByHandle.get(shop.product);
    if (!product || id === undefined) throw new Error(`An offer of ${brand} names the unknown product ${shop.product}`);
    return `/shop/${product.category}/${id}`;
  };
  await tx.insert(offers).values(
    demoOffers[brand].map((offer, position) => ({
      brand,
      title: offer.title,
      bodyHtml: offer.shop
        ? `${offer.bodyHtml}<p><a href="${shopPathOf(offer.shop)}">${offer.shop.label}</a></p>`
        : offer.bodyHtml,
      imageSrc: loyaltyImageSrc(offer.imageHandle),
      validFrom: daysFrom(now, offer.validFromDays),
      validTo: daysFrom(now, offer.validToDays),
      position,
    })),
  );
  await tx.insert(quizCampaigns).values(
    demoQuizzes[brand].map((quiz) => ({
      brand,
      slug: quiz.slug,
      title: quiz.title,
      description: quiz.description,
      xpReward: quiz.xpReward,
      passScore: quiz.passScore,
      questions: quiz.questions,
      startsAt: daysFrom(now, quiz.startsDays),
      endsAt: daysFrom(now, quiz.endsDays),
    })),
  );
  await tx.insert(stores).values(
    demoStores[brand].map((store, index) => ({
      brand,
      ...store,
      // Positions count within a kind, which is how each list is shown.
      position: demoStores[brand].slice(0, index).filter((earlier) => earlier.kind === store.kind).length,
    })),
  );
}

async function seedPackCodes(tx: Transaction): Promise<void> {
  await tx
    .insert(packCodes)
    .values(demoPackCodes().map(({ code, brand, kind, xp }) => ({ code, brand, kind, xp, batch: 'demo' })));
}
