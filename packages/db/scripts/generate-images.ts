// Writes the demo product (one per variant), category and news pictures and the certificate partners' logos into packages/db/media (committed; rerun with
// `npm run db:images -w @loyalty/db` after changing demo data): each drawn as SVG (src/demo/images.ts), then written as
// WebP in every width of domain/media-image (a modern format and responsive sizes, made at build time; sharp
// is only needed here, never by the server).
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { brands } from '@loyalty/contracts/brand';
import { mediaImageWidths } from '@loyalty/domain/media-image';
import { demoCollections, demoProducts, variantImageBase } from '../src/demo/catalog.ts';
import {
  categoryDrawingWidth,
  categoryImageRatio,
  renderCategoryImage,
  renderNewsImage,
  renderPartnerLogo,
  renderProductImage,
} from '../src/demo/images.ts';
import { demoCertificatePartners } from '../src/demo/certificates.ts';
import { demoNews } from '../src/demo/news.ts';
import { mediaDir } from '../src/paths.ts';

const productsDir = path.join(mediaDir, 'products');
/** The SHA-256 of the drawing each picture was made from: the seed test compares it with what the demo data draws now. */
const sourcesFile = path.join(mediaDir, 'sources.json');
const sources: Record<string, string> = {};
const newsDir = path.join(mediaDir, 'news');
const categoriesDir = path.join(mediaDir, 'categories');
const partnersDir = path.join(mediaDir, 'partners');

/** Every width of one drawing, keyed by file name (`<name>-<width>.webp`); `ratio` is height / width. */
async function webpFiles(dir: string, name: string, svg: string, drawnWidth = 600, ratio = 1): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  sources[`${dir}/${name}`] = createHash('sha256').update(svg).digest('hex');
  for (const width of mediaImageWidths) {
    // Rendered at the target width (density scales the vector), not scaled down from a bitmap: sharp edges and text.
    const image = sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
      .resize(width, Math.round(width * ratio))
      .webp({ quality: 80, effort: 6 });
    files.set(`${name}-${width}.webp`, await image.toBuffer());
  }
  return files;
}

async function writeAll(dir: string, files: Map<string, Buffer>): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Drop pictures of products that no longer exist (and the SVGs of before) so the folder mirrors the demo data.
  for (const name of await readdir(dir)) {
    if (!files.has(name)) await rm(path.join(dir, name));
  }
  for (const [name, bytes] of files) await writeFile(path.join(dir, name), bytes);
}

const productFiles = new Map<string, Buffer>();
const newsFiles = new Map<string, Buffer>();
const categoryFiles = new Map<string, Buffer>();
const partnerFiles = new Map<string, Buffer>();
for (const brand of brands) {
  for (const product of demoProducts[brand]) {
    // The first variant's picture is the product's own (`<handle>`), each other variant's is `<handle>-v<n>`.
    for (const position of product.variants.keys()) {
      const svg = renderProductImage(brand, product, position);
      for (const [name, bytes] of await webpFiles('products', variantImageBase(product.handle, position), svg))
        productFiles.set(name, bytes);
    }
  }
  for (const article of demoNews[brand]) {
    for (const [name, bytes] of await webpFiles('news', article.slug, renderNewsImage(brand, article)))
      newsFiles.set(name, bytes);
  }
}
for (const collection of demoCollections) {
  const svg = renderCategoryImage(collection.slug, collection.title);
  const ratio = categoryImageRatio.height / categoryImageRatio.width;
  for (const [name, bytes] of await webpFiles('categories', collection.slug, svg, categoryDrawingWidth, ratio))
    categoryFiles.set(name, bytes);
}
for (const partner of demoCertificatePartners) {
  for (const [name, bytes] of await webpFiles('partners', partner.slug, renderPartnerLogo(partner))) partnerFiles.set(name, bytes);
}
await writeAll(productsDir, productFiles);
await writeAll(newsDir, newsFiles);
await writeAll(categoriesDir, categoryFiles);
await writeAll(partnersDir, partnerFiles);
await writeFile(sourcesFile, `${JSON.stringify(sources, null, 2)}\n`);
const total = (files: Map<string, Buffer>) => [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0);
console.log(
  `Wrote ${productFiles.size} product pictures (${(total(productFiles) / 1024).toFixed(0)} KiB) to ${productsDir} and ` +
    `${newsFiles.size} news pictures (${(total(newsFiles) / 1024).toFixed(0)} KiB) to ${newsDir} and ` +
    `${categoryFiles.size} category pictures (${(total(categoryFiles) / 1024).toFixed(0)} KiB) to ${categoriesDir} and ` +
    `${partnerFiles.size} partner logos (${(total(partnerFiles) / 1024).toFixed(0)} KiB) to ${partnersDir}`,
);
