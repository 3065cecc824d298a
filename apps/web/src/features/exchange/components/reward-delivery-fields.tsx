// The confirmation's "where to send it" (decision 0084): the checkout's own Nova Poshta pickers (city, then a branch of
// it) and the recipient's name and phone, all started from the profile and changeable here. Delivery of rewards is free.
import { useTranslation } from '@/lib/translation-hooks';
import type { DeliveryBranch, DeliveryCity } from '@loyalty/contracts/delivery';
import { BranchPicker, CityPicker } from '@/components/delivery-pickers';
import { TextField } from '@/components/ui/input';
import '@/lib/locales/shop';
import type { RewardDeliveryDraft, RewardDeliveryField } from '@/features/exchange/hooks/use-reward-delivery';

interface RewardDeliveryFieldsProps {
  draft: RewardDeliveryDraft;
  /** Fields to mark as missing or wrong (after a confirm that could not go). */
  problems: readonly RewardDeliveryField[];
  onCity(city: DeliveryCity): void;
  onBranch(branch: DeliveryBranch): void;
  onText(field: 'firstName' | 'lastName' | 'phone', value: string): void;
}

const textFields = [
  { field: 'firstName', autoComplete: 'given-name', type: 'text' },
  { field: 'lastName', autoComplete: 'family-name', type: 'text' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
] as const;

export function RewardDeliveryFields({ draft, problems, onCity, onBranch, onText }: RewardDeliveryFieldsProps) {
  const { t } = useTranslation();
  const problem = (field: RewardDeliveryField) => (problems.includes(field) ? t(`exchange.delivery.errors.${field}`) : undefined);
  return (
    <fieldset className="reward-delivery" data-testid="reward-delivery">
      <legend className="reward-delivery__title">{t('exchange.delivery.title')}</legend>
      <p className="reward-detail__stock">{t('exchange.delivery.free')}</p>
      <CityPicker selected={draft.city} onSelect={onCity} error={problem('city')} />
      {draft.city && (
        <BranchPicker cityRef={draft.city.city_id} selected={draft.branch} onSelect={onBranch} error={problem('branch')} />
      )}
      {textFields.map(({ field, autoComplete, type }) => (
        <TextField
          key={field}
          id={`reward-recipient-${field}`}
          label={t(`exchange.delivery.${field}`)}
          type={type}
          autoComplete={autoComplete}
          maxLength={field === 'phone' ? 20 : 100}
          value={draft[field]}
          onChange={(event) => onText(field, event.target.value)}
          error={problem(field)}
          data-testid={`reward-recipient-${field}`}
        />
      ))}
    </fieldset>
  );
}
