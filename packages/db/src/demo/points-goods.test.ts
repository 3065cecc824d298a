// One thing, one XP price (docs/decisions/0073): a good for XP is either a product of the shop's points category
// (ordered and delivered) or a reward of the exchange (taken at once), never both, so the customer never meets the same
// thing at two prices. And the names the customer reads say "бали", never "бонуси" (decision 0032).
import { describe, expect, it } from 'vitest';
import { demoCollections, demoProducts } from './catalog.ts';
import { demoOffers, demoRewards } from './loyalty.ts';

/** A name as the customer reads it: any case, no trade mark signs, one kind of space. */
function plain(title: string): string {
  return title
    .toLowerCase()
    .replace(/[™®]/g, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

const products = [...demoProducts.glo, ...demoProducts.ogo];
const pointsProducts = products.filter((product) => product.variants.some((variant) => (variant.bonuses ?? 0) > 0));

describe('the demo goods for XP', () => {
  it('exist in both places', () => {
    expect(pointsProducts.length).toBeGreaterThan(0);
    expect(demoRewards.glo.length + demoRewards.ogo.length).toBeGreaterThan(0);
  });

  it('are never both a points product of the shop and a reward of the exchange', () => {
    const twice = (['glo', 'ogo'] as const).flatMap((brand) =>
      demoRewards[brand].flatMap((reward) =>
        pointsProducts
          .filter((product) => {
            const [rewardName, productName] = [plain(reward.title), plain(product.title)];
            // A reward is the product when it shows its picture or names it ("Термокружка ogo 350 мл" is "Термокружка ogo").
            return (
              reward.imageHandle === product.handle || rewardName.startsWith(productName) || productName.startsWith(rewardName)
            );
          })
          .map((product) => `${brand}: «${reward.title}» ${reward.xpPrice} XP and «${product.title}» in the shop`),
      ),
    );
    expect(twice).toEqual([]);
  });

  it('are named without "бонуси", as the app names points', () => {
    const names = [
      ...demoCollections.map((collection) => collection.title),
      ...products.map((product) => product.title),
      ...demoRewards.glo.map((reward) => reward.title),
      ...demoRewards.ogo.map((reward) => reward.title),
    ];
    expect(names.filter((name) => /бонус/i.test(name))).toEqual([]);
  });
});

describe('the demo offers', () => {
  it("promise no XP: earning is a campaign's, shown from the campaign, never repeated by content", () => {
    const promising = [...demoOffers.glo, ...demoOffers.ogo]
      .filter((offer) => /\bXP\b|бал[иіа]|бонус|удвічі|подвійн|×\s?\d/i.test(`${offer.title} ${offer.bodyHtml}`))
      .map((offer) => offer.title);
    expect(promising).toEqual([]);
  });

  it('each make one deal about one product: no list of goods or of terms on one card', () => {
    const several = [...demoOffers.glo, ...demoOffers.ogo]
      .filter((offer) => /<li\b|,\s*\S+\s+(чи|або)\s/iu.test(offer.bodyHtml) || (offer.bodyHtml.match(/<p\b/g) ?? []).length > 1)
      .map((offer) => offer.title);
    expect(several).toEqual([]);
  });

  it('promise only a discount the checkout gives (VELO-30) and name the one product pictured', () => {
    const offers = [...demoOffers.glo, ...demoOffers.ogo];
    const untrue = offers
      .filter(
        (offer) => /знижк|−\s?\d+\s?%|\d+\s?%/iu.test(`${offer.title} ${offer.bodyHtml}`) && !offer.bodyHtml.includes('VELO-30'),
      )
      .map((offer) => offer.title);
    expect(untrue).toEqual([]);
    const pictured = offers.filter((offer) => !products.some((product) => product.handle === offer.imageHandle));
    expect(pictured.map((offer) => offer.title)).toEqual([]);
  });
});
