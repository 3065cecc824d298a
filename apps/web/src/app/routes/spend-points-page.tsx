// /spend-points: the one place that says where the customer's XP go. The spec has three ways, each kept where it lives:
// rewards taken without delivery (/exchange), goods for XP delivered with an order (the shop's points category) and
// partners' certificates (/certificates). Each says what it is and what the balance covers there today (decision
// 0075). Composed here, in the app layer, because it reads the shop's list and the exchange's rewards.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import Gift from 'lucide-react/icons/gift';
import Package from 'lucide-react/icons/package';
import Ticket from 'lucide-react/icons/ticket';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { Product } from '@loyalty/contracts/catalog';
import type { Reward } from '@loyalty/contracts/points';
import { pointsCategoryOf } from '@loyalty/contracts/catalog-categories';
import { formatXp } from '@loyalty/client/format';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import { useTranslation, type UseTranslationResult } from '@/lib/translation-hooks';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBalance } from '@/lib/shared-api/get-balance';
import { useRewards } from '@/lib/shared-api/get-rewards';
import { isTakeableReward } from '@/lib/next-reward';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useProductsByCollection } from '@/features/shop/api/get-products-by-collection';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** What the balance covers among prices in XP: how many of all, or how many XP the cheapest still needs. */
export type Coverage = { kind: 'covers'; count: number; of: number } | { kind: 'short'; missing: number } | { kind: 'none' };

export function coverageOf(prices: readonly number[], balance: number): Coverage {
  if (prices.length === 0) return { kind: 'none' };
  const count = prices.filter((price) => price <= balance).length;
  if (count > 0) return { kind: 'covers', count, of: prices.length };
  return { kind: 'short', missing: Math.min(...prices) - balance };
}

/** The rewards that can be taken at all (the next reward's rule). */
export const rewardPrices = (rewards: readonly Reward[]): number[] =>
  rewards.filter(isTakeableReward).map((reward) => reward.xp_price);

/** Each points product at its lowest XP price among the variants on sale. */
export const goodsPrices = (products: readonly Product[]): number[] =>
  products.flatMap((product) => {
    const prices = product.variants
      .filter((variant) => variant.available && variant.bonuses > 0)
      .map((variant) => variant.bonuses);
    return prices.length > 0 ? [Math.min(...prices)] : [];
  });

function coverageText(t: UseTranslationResult['t'], coverage: Coverage, language: string, noun: 'rewards' | 'goods'): string {
  if (coverage.kind === 'none') return t(`spendPoints.${noun}.none`);
  if (coverage.kind === 'short') {
    // No line ends between the number and its unit, as home's next reward writes it.
    return keepNumbersWithUnits(t(`spendPoints.${noun}.short`, { amount: formatXp(coverage.missing, language) }));
  }
  return t(`spendPoints.${noun}.covers`, { n: coverage.count, of: coverage.of });
}

interface WayProps {
  to: string;
  Icon: Icon;
  title: string;
  text: string;
  /** What the balance covers here; undefined while it is being read. */
  coverage?: string | undefined;
  testId: string;
}

function Way({ to, Icon, title, text, coverage, testId }: WayProps) {
  return (
    <li>
      <Link className="spend-way" to={to} data-testid={testId}>
        <Icon className="spend-way__icon" size={28} aria-hidden="true" />
        <span className="spend-way__body">
          <span className="spend-way__title">{title}</span>
          <span className="spend-way__text">{text}</span>
          {coverage && (
            <strong className="spend-way__coverage" data-testid={`${testId}-coverage`}>
              {coverage}
            </strong>
          )}
        </span>
        <ChevronRight className="spend-way__chevron" size={20} aria-hidden="true" />
      </Link>
    </li>
  );
}

export default function SpendPointsPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const balance = useBalance(brand, hasRecord);
  const rewards = useRewards(brand, hasRecord);
  const pointsCategory = pointsCategoryOf(brand);
  const goods = useProductsByCollection(pointsCategory, brand);
  const known = balance.isSuccess ? balance.data : null;
  const rewardsCoverage =
    known !== null && rewards.isSuccess
      ? coverageText(t, coverageOf(rewardPrices(rewards.data), known), i18n.language, 'rewards')
      : undefined;
  const goodsCoverage =
    known !== null && goods.isSuccess
      ? coverageText(t, coverageOf(goodsPrices(goods.data.products), known), i18n.language, 'goods')
      : undefined;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('spendPoints.title')}</h1>
      {known !== null && (
        <p className="loyalty-balance" data-testid="spend-balance">
          {t('exchange.balance', { amount: formatXp(known, i18n.language) })}
        </p>
      )}
      <p>{t('spendPoints.intro')}</p>
      <ul className="spend-ways" data-testid="spend-ways">
        <Way
          to="/exchange"
          Icon={Gift}
          title={t('spendPoints.rewards.title')}
          text={t('spendPoints.rewards.text')}
          coverage={rewardsCoverage}
          testId="spend-rewards"
        />
        <Way
          to={`/shop/${pointsCategory}`}
          Icon={Package}
          title={t('spendPoints.goods.title')}
          text={t('spendPoints.goods.text')}
          coverage={goodsCoverage}
          testId="spend-goods"
        />
        <Way
          to="/certificates"
          Icon={Ticket}
          title={t('spendPoints.certificates.title')}
          text={t('spendPoints.certificates.text')}
          testId="spend-certificates"
        />
      </ul>
    </div>
  );
}
