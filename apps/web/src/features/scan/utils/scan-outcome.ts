// What a redemption attempt came to, and the Ukrainian text for it: the server's error codes become values here.
import type { TFunction } from 'i18next';
import { formatXp } from '@loyalty/client/format';
import type { RedeemResponse } from '@loyalty/contracts/scan';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export type ScanResult =
  | {
      kind: 'credited';
      credited: number;
      balance: number;
      campaigns: { name: string; xp: number }[];
      tierBonus: { level: string; xp: number } | null;
    }
  | { kind: 'already_used' | 'unknown_code' | 'limit_reached' | 'invalid_code' | 'network' | 'error' };

const refusals = new Set(['already_used', 'unknown_code', 'limit_reached', 'invalid_code']);

export function creditedResult(answer: RedeemResponse): ScanResult {
  return {
    kind: 'credited',
    credited: answer.credited,
    balance: answer.balance,
    campaigns: answer.campaigns ?? [],
    tierBonus: answer.tier_bonus ?? null,
  };
}

/** The server's refusal by its code; a 400 on the code field is a mistyped code too. */
export function resultFromError(error: unknown): ScanResult {
  if (!isApiError(error)) return { kind: 'error' };
  if (refusals.has(error.code)) return { kind: error.code as 'already_used' | 'unknown_code' | 'limit_reached' | 'invalid_code' };
  if (error.code === 'network_error') return { kind: 'network' };
  if (error.status === 429) return { kind: 'limit_reached' };
  if (error.status === 400 && error.fields.some((field) => field.field.endsWith('code'))) return { kind: 'invalid_code' };
  return { kind: 'error' };
}

/** All a credit added: the code's XP, the campaigns' and the level's. The headline says this, not the code's alone. */
export function earnedXp(result: Extract<ScanResult, { kind: 'credited' }>): number {
  return result.credited + result.campaigns.reduce((sum, campaign) => sum + campaign.xp, 0) + (result.tierBonus?.xp ?? 0);
}

/**
 * Where a credit's XP came from when the code was not alone, one line each: the code ("За код: +25 XP"), the campaigns
 * by name ("«×2 на стіки»: +25 XP") and the level's extra XP ("Рівень «Золотий»: +7 XP"). Empty for the code alone.
 */
export function creditExtras(result: Extract<ScanResult, { kind: 'credited' }>, t: TFunction): string[] {
  const lines = result.campaigns.map((campaign) =>
    t('programme.scanCampaign', { name: campaign.name, amount: formatXp(campaign.xp, i18n.language, true) }),
  );
  if (result.tierBonus) {
    const { level, xp } = result.tierBonus;
    lines.push(t('programme.scanTierBonus', { level, amount: formatXp(xp, i18n.language, true) }));
  }
  if (lines.length === 0) return lines;
  return [t('programme.scanCode', { amount: formatXp(result.credited, i18n.language, true) }), ...lines];
}

export function scanResultMessage(result: ScanResult, t: TFunction, brand: string): string {
  if (result.kind === 'credited') {
    const credited = t('scan.outcome.credited', {
      xp: formatXp(earnedXp(result), i18n.language),
      balance: formatXp(result.balance, i18n.language),
    });
    return [credited, ...creditExtras(result, t)].join(' ');
  }
  // No connection reads as it does everywhere else in the app.
  if (result.kind === 'network') return t('errors.network');
  return t(`scan.outcome.${result.kind}`, { brand });
}
