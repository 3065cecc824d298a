// A campaign's effects beside XP (decision 0065), applied in the fact's transaction once its credit is claimed (the
// claim is unique per campaign and fact, so a replay reaches none of this): a push or an SMS enqueued for the worker
// to send after commit (a rolled-back fact sends nothing), keyed on the campaign and the fact; a reward unlocked.
import type { Transaction } from '@loyalty/db/client';
import type { CampaignRow } from '@loyalty/db/schema';
import { campaignSourceRef, effectsOf, type CampaignTrigger } from '@loyalty/domain/campaigns';
import { enqueueMarketingSms } from '../push/marketing-sms.ts';
import { campaignPushMessage } from '../push/messages.ts';
import { notifyCustomer } from '../push/notify.ts';
import { recordRewardUnlock } from './repository.ts';

export interface EffectFact {
  trigger: CampaignTrigger;
  factRef: string;
  customerId: number;
  at: Date;
}

export async function applyOtherEffects(tx: Transaction, campaign: CampaignRow, fact: EffectFact): Promise<void> {
  const key = campaignSourceRef(campaign.id, fact.trigger, fact.factRef);
  for (const effect of effectsOf(campaign)) {
    if (effect.kind === 'message' && effect.channel === 'push') {
      await notifyCustomer(
        tx,
        fact.customerId,
        campaignPushMessage({ key, title: effect.title ?? campaign.name, text: effect.text }),
      );
    } else if (effect.kind === 'message') {
      await enqueueMarketingSms(tx, { customerId: fact.customerId, key: `campaign:${key}`, text: effect.text });
    } else if (effect.kind === 'unlock_reward') {
      await recordRewardUnlock(tx, {
        campaignId: campaign.id,
        factType: fact.trigger,
        factRef: fact.factRef,
        rewardId: effect.reward_id,
        customerId: fact.customerId,
        at: fact.at,
      });
    }
  }
}
