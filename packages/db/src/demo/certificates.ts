// Demo certificate data: the spec's default categories, 2–3 partners each and about ten stock codes per partner.
import { createHash } from 'node:crypto';
import { defaultCertCategories } from '@loyalty/contracts/certificates';
import { mediaImagePath } from '@loyalty/domain/media-image';
import type { Transaction } from '../client.ts';
import { certificateCategories, certificatePartners, certificates } from '../schema/index.ts';

/** What each category's get-message shows: how the partner's certificate is used. */
const categoryMessages: Record<number, string> = {
  1: 'Сертифікат діє в інтернет-магазині та фізичних магазинах партнера. Покажи штрихкод на касі або введи код у кошику.',
  2: 'Сертифікат приймають на касах супермаркетів мережі. Решта з номіналу не повертається.',
  4: 'Код поповнення зараховується на рахунок оператора протягом 15 хвилин після введення.',
  5: 'Покажи штрихкод касиру АЗК; сертифікат діє на пальне та товари магазину.',
  6: 'Обміняй сертифікат на квитки на сайті або в касі партнера.',
  7: 'Сертифікат діє в магазинах та салонах партнера на всі товари й послуги.',
};

interface DemoPartner {
  slug: string;
  categoryId: number;
  name: string;
  description: string;
  /** Nominals in UAH; the XP price is 0.8 XP per hryvnia. */
  nominals: number[];
  /** The wordmark of the demo logo (demo/images.ts): its background and text colours. */
  colour: string;
  text: string;
}

/** The demo partner's logo, drawn by scripts/generate-images.ts into media/partners (the list shows it 56 px wide). */
export function partnerLogoSrc(slug: string): string {
  return mediaImagePath(`/media/partners/${slug}`, 320);
}

export const demoCertificatePartners: DemoPartner[] = [
  { slug: 'rozetka', categoryId: 1, name: 'Rozetka', description: 'Техніка, гаджети та товари для дому', nominals: [500, 1000], colour: '#00A046', text: '#FFFFFF' },
  { slug: 'comfy', categoryId: 1, name: 'Comfy', description: 'Побутова техніка та електроніка', nominals: [500, 1000, 2000], colour: '#2B2D83', text: '#FFFFFF' },
  { slug: 'foxtrot', categoryId: 1, name: 'Фокстрот', description: 'Техніка та електроніка', nominals: [300, 1000], colour: '#E94E1B', text: '#FFFFFF' },
  { slug: 'silpo', categoryId: 2, name: 'Сільпо', description: 'Продукти в супермаркетах мережі', nominals: [200, 500], colour: '#F7941D', text: '#FFFFFF' },
  { slug: 'atb', categoryId: 2, name: 'АТБ', description: 'Продукти щодня', nominals: [100, 200, 500], colour: '#D7141A', text: '#FFFFFF' },
  { slug: 'kyivstar', categoryId: 4, name: 'Київстар', description: 'Поповнення мобільного рахунку', nominals: [50, 100, 200], colour: '#00519E', text: '#FFD200' },
  { slug: 'vodafone', categoryId: 4, name: 'Vodafone', description: 'Поповнення мобільного рахунку', nominals: [50, 100, 200], colour: '#E60000', text: '#FFFFFF' },
  { slug: 'lifecell', categoryId: 4, name: 'lifecell', description: 'Поповнення мобільного рахунку', nominals: [50, 100], colour: '#FFCC00', text: '#1E1E1E' },
  { slug: 'okko', categoryId: 5, name: 'ОККО', description: 'Пальне та кава на АЗК ОККО', nominals: [200, 500, 1000], colour: '#00843D', text: '#FFFFFF' },
  { slug: 'wog', categoryId: 5, name: 'WOG', description: 'Пальне та кава на АЗК WOG', nominals: [200, 500], colour: '#1D4F91', text: '#FFFFFF' },
  { slug: 'multiplex', categoryId: 6, name: 'Multiplex', description: 'Квитки в кіно', nominals: [150, 300], colour: '#6A1B9A', text: '#FFFFFF' },
  { slug: 'planetakino', categoryId: 6, name: 'Планета Кіно', description: 'Квитки в кіно та попкорн', nominals: [200, 400], colour: '#1B1B1B', text: '#FFFFFF' },
  { slug: 'eva', categoryId: 7, name: 'EVA', description: 'Косметика та засоби догляду', nominals: [200, 500], colour: '#E6007E', text: '#FFFFFF' },
  { slug: 'watsons', categoryId: 7, name: 'Watsons', description: 'Краса та здоров’я', nominals: [300, 500, 1000], colour: '#00A0AF', text: '#FFFFFF' },
];

const codesPerPartner = 10;

/** 13 digits whose last one is the EAN-13 check digit, so the demo bar codes scan like real ones. */
function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

/** A stable, unguessable-looking code per (partner, index): the same demo on every fresh database. */
function demoCode(slug: string, index: number): string {
  const digest = createHash('sha256').update(`demo-certificate:${slug}:${index}`).digest('hex').toUpperCase();
  return `${slug.slice(0, 4).toUpperCase()}-${digest.slice(0, 4)}-${digest.slice(4, 8)}-${digest.slice(8, 12)}`;
}

export async function seedCertificates(tx: Transaction, now: Date): Promise<void> {
  await tx
    .insert(certificateCategories)
    .values(
      defaultCertCategories.map((category, position) => ({
        id: category.CATEGORY_ID,
        name: category.CATEGORY_NAME,
        position,
        message: categoryMessages[category.CATEGORY_ID] ?? '',
      })),
    )
    .onConflictDoNothing();
  const validUntil = `${now.getUTCFullYear() + 1}-12-31`;
  let serial = 0;
  for (const [position, partner] of demoCertificatePartners.entries()) {
    const [row] = await tx
      .insert(certificatePartners)
      .values({
        slug: partner.slug,
        categoryId: partner.categoryId,
        name: partner.name,
        description: partner.description,
        logoSrc: partnerLogoSrc(partner.slug),
        position,
      })
      .onConflictDoNothing()
      .returning({ id: certificatePartners.id });
    if (!row) continue;
    const stock = Array.from({ length: codesPerPartner }, (_, index) => {
      serial += 1;
      const nominal = partner.nominals[index % partner.nominals.length] ?? 100;
      return {
        partnerId: row.id,
        nominalKop: nominal * 100,
        xpPrice: Math.round(nominal * 0.8),
        code: demoCode(partner.slug, index),
        barCode: ean13(`482${String(serial).padStart(9, '0')}`),
        validUntil,
      };
    });
    await tx.insert(certificates).values(stock).onConflictDoNothing();
  }
}
