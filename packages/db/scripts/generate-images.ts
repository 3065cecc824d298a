// Writes the demo product and news images into packages/db/media (committed; rerun after changing demo data).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brands } from '@loyalty/contracts/brand';
import { demoProducts } from '../src/demo/catalog.ts';
import { renderNewsImage, renderProductImage } from '../src/demo/images.ts';
import { demoNews } from '../src/demo/news.ts';
import { mediaDir } from '../src/paths.ts';

const productsDir = path.join(mediaDir, 'products');
const newsDir = path.join(mediaDir, 'news');

async function writeAll(dir: string, files: Map<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Drop pictures of products that no longer exist so the folder mirrors the demo data exactly.
  for (const name of await readdir(dir)) {
    if (name.endsWith('.svg') && !files.has(name)) await rm(path.join(dir, name));
  }
  for (const [name, svg] of files) await writeFile(path.join(dir, name), svg);
}

const productFiles = new Map<string, string>();
const newsFiles = new Map<string, string>();
for (const brand of brands) {
  for (const product of demoProducts[brand]) productFiles.set(`${product.handle}.svg`, renderProductImage(brand, product));
  for (const article of demoNews[brand]) newsFiles.set(`${article.slug}.svg`, renderNewsImage(brand, article));
}
await writeAll(productsDir, productFiles);
await writeAll(newsDir, newsFiles);
console.log(`Wrote ${productFiles.size} product images to ${productsDir} and ${newsFiles.size} news images to ${newsDir}`);
