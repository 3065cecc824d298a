// The short Ukrainian line that says what a campaign gives ("×2 XP за стіки", "+50 XP за перше замовлення"): one
// function, from the campaign's effect, trigger and conditions, for the customer's banner and the back-office alike.
import { xpEffectOf, type CampaignConditions, type CampaignEffect, type CampaignTrigger } from './campaigns.ts';

export interface DescribedCampaign {
  trigger: CampaignTrigger;
  conditions: Pick<CampaignConditions, 'code_kinds' | 'first_time_only' | 'nth_scan'>;
  effect: CampaignEffect;
  extraEffects?: readonly CampaignEffect[] | null;
}

const noBreakSpace = '\u00a0';

/** 1500 → "1 500" (no-break space between thousands, as the apps write numbers). */
function wholeNumber(value: number): string {
  return String(Math.floor(value)).replace(/\B(?=(\d{3})+(?!\d))/g, noBreakSpace);
}

/** 2 → "2", 1.5 → "1,5", 1.25 → "1,25": whole hundredths with a decimal comma. */
export function factorText(factor: number): string {
  const hundredths = Math.round(factor * 100);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  if (rest === 0) return String(whole);
  return `${whole},${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** What the effect adds: "×2 XP", "+50 XP", "Подарунок" (a reward unlocked); a message is not a promise: "". */
export function campaignEffectText(effect: CampaignEffect): string {
  switch (effect.kind) {
    case 'multiplier':
      return `×${factorText(effect.factor)} XP`;
    case 'fixed_xp':
      return `+${wholeNumber(effect.xp)} XP`;
    case 'unlock_reward':
      return 'Подарунок';
    case 'message':
      return '';
  }
}

/** A neuter ordinal in figures: 1-е, 2-е, 3-є, 13-е, 23-є (one letter after the hyphen, as Ukrainian writes it). */
function neuterOrdinal(n: number): string {
  return `${n}-${n % 10 === 3 && n % 100 !== 13 ? 'є' : 'е'}`;
}

/** What earns it: "за стіки", "за перше сканування", "за 3-є сканування місяця", "за замовлення"… */
export function campaignTriggerText(campaign: Pick<DescribedCampaign, 'trigger' | 'conditions'>): string {
  const { trigger, conditions } = campaign;
  const kinds = conditions.code_kinds ?? [];
  const oneKind = kinds.length === 1 ? kinds[0] : undefined;
  switch (trigger) {
    case 'pack_code_credited':
      if (conditions.first_time_only) return 'за перше сканування';
      if (oneKind === 'sticks') return 'за стіки';
      if (oneKind === 'velo') return 'за velo';
      return 'за сканування';
    case 'nth_scan_of_month':
      return conditions.nth_scan === undefined ? 'за сканування' : `за ${neuterOrdinal(conditions.nth_scan)} сканування місяця`;
    case 'order_paid':
      return conditions.first_time_only ? 'за перше замовлення' : 'за замовлення';
    case 'registration':
      return 'за реєстрацію';
    case 'referral_first_order':
      return 'за перше замовлення друга';
    case 'custom_event':
      return '';
  }
}

/** The campaign in a few words: "×2 XP за стіки", "+100 XP за перше замовлення", "+20 XP" (a custom event). */
export function describeCampaign(campaign: DescribedCampaign): string {
  const what = campaignTriggerText(campaign);
  // The XP a campaign gives says most; a campaign without XP is told by its own effect.
  const effect = campaignEffectText(xpEffectOf(campaign) ?? campaign.effect);
  return [effect, what].filter((part) => part !== '').join(' ');
}
