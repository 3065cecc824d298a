// A campaign's effects beside XP as the contract allows them (decision 0065): a message (push with its title, or SMS)
// whose length is shown as it is typed by the contract's own rule (the SMS parts by the same counter the server
// checks with), and a reward unlocked, picked by name among the campaign's brand's rewards. Bound to the form by the
// effect's path (`effect` or `extra_effects.N`), each field showing the error the schema or the server put on it.
import { Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Brand } from '@loyalty/contracts/brand';
import {
  maxPushTextLength,
  maxPushTitleLength,
  maxSmsParts,
  smsLength,
  type CampaignDraft,
  type campaignDraftSchema,
} from '@loyalty/contracts/campaigns';
import type { Reward } from '@admin/features/catalogue/api/catalogue';
import { fieldError } from '@admin/ui/form';

export type DraftForm = UseFormReturn<z.input<typeof campaignDraftSchema>, unknown, CampaignDraft>;
/** Where an effect sits in the draft: the main one, or one of the extra effects. */
export type EffectPath = 'effect' | `extra_effects.${number}`;

/** A new message effect of a channel: a push carries a title, an SMS none. */
export function newMessage(channel: 'push' | 'sms') {
  return channel === 'push'
    ? { kind: 'message' as const, channel, title: '', text: '' }
    : { kind: 'message' as const, channel, text: '' };
}

/** The form's fields by a path built at run time: the draft's effects are a union the path types cannot follow. */
function loose(form: DraftForm) {
  return form as unknown as UseFormReturn<FieldValues>;
}

/**
 * The field's error: the screen's own words for what the form found, the server's reason as it gave it (it names what
 * the form cannot know: a reward gone, another brand's).
 */
function errorOf(form: UseFormReturn<FieldValues>, name: string, hint: string): string | undefined {
  const state = form.getFieldState(name, form.formState);
  return fieldError(form, name, state.error?.type === 'server' ? undefined : hint);
}

/** How long the text is against its channel's limit, as the contract counts it (trimmed, as it is stored). */
function LengthLine({ control, path, channel }: { control: Control<FieldValues>; path: EffectPath; channel: string }) {
  const { t } = useTranslation();
  const text = String(useWatch({ control, name: `${path}.text` }) ?? '').trim();
  if (channel === 'push') {
    const over = text.length > maxPushTextLength;
    return (
      <Text size="xs" c={over ? 'red.8' : 'dimmed'} data-testid={`${path}-length`}>
        {t('campaigns.message.pushLength', { count: text.length, max: maxPushTextLength })}
      </Text>
    );
  }
  const length = smsLength(text);
  const over = length.parts > maxSmsParts;
  return (
    <Text size="xs" c={over ? 'red.8' : 'dimmed'} data-testid={`${path}-length`}>
      {t('campaigns.message.smsLength', {
        count: length.characters,
        encoding: t(`campaigns.message.encoding.${length.encoding === 'UCS-2' ? 'ucs2' : 'gsm7'}`),
        parts: length.parts,
        max: maxSmsParts,
      })}
    </Text>
  );
}

export function MessageEffectFields({ form, path }: { form: DraftForm; path: EffectPath }) {
  const { t } = useTranslation();
  const any = loose(form);
  const channel = String(useWatch({ control: any.control, name: `${path}.channel` }) ?? 'push');
  const title = String(useWatch({ control: any.control, name: `${path}.title` }) ?? '').trim();
  return (
    <Stack gap="xs">
      <Controller
        control={any.control}
        name={`${path}.channel`}
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${path}-channel-label`}>
              {t('campaigns.message.channel')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${path}-channel-label`}
              value={String(field.value)}
              onChange={(next) => {
                const text = String(any.getValues(`${path}.text`) ?? '');
                // An SMS has no title: the effect is rebuilt for the channel, keeping what was typed.
                any.setValue(path, { ...newMessage(next as 'push' | 'sms'), text }, { shouldDirty: true });
              }}
              data={[
                { value: 'push', label: t('campaigns.message.push') },
                { value: 'sms', label: t('campaigns.message.sms') },
              ]}
              data-testid={`${path}-channel`}
            />
          </Stack>
        )}
      />
      {channel === 'push' && (
        <TextInput
          label={t('campaigns.message.title')}
          description={t('campaigns.message.titleLength', { count: title.length, max: maxPushTitleLength })}
          {...any.register(`${path}.title`)}
          error={errorOf(any, `${path}.title`, t('campaigns.errors.messageTitle', { max: maxPushTitleLength }))}
          data-testid={`${path}-title`}
        />
      )}
      <Textarea
        label={t('campaigns.message.text')}
        description={channel === 'sms' ? t('campaigns.message.smsHint') : t('campaigns.message.pushHint')}
        autosize
        minRows={2}
        {...any.register(`${path}.text`)}
        error={errorOf(any, `${path}.text`, t('campaigns.errors.messageText'))}
        data-testid={`${path}-text`}
      />
      <LengthLine control={any.control} path={path} channel={channel} />
    </Stack>
  );
}

/** The brand's rewards by name; a chosen one the list lacks (another brand's, or not loaded) reads as its number. */
export function RewardEffectField({
  form,
  path,
  brand,
  rewards,
}: {
  form: DraftForm;
  path: EffectPath;
  brand: Brand;
  rewards: readonly Reward[] | undefined;
}) {
  const { t } = useTranslation();
  const any = loose(form);
  return (
    <Controller
      control={any.control}
      name={`${path}.reward_id`}
      render={({ field }) => {
        const chosen = typeof field.value === 'number' ? String(field.value) : null;
        const data = (rewards ?? [])
          .filter((reward) => reward.brand === brand)
          .map((reward) => ({
            value: String(reward.id),
            label: reward.active ? reward.title : t('campaigns.reward.inactive', { name: reward.title }),
          }));
        if (chosen && !data.some((item) => item.value === chosen)) data.push({ value: chosen, label: `#${chosen}` });
        return (
          <Select
            label={t('campaigns.reward.label')}
            description={t('campaigns.reward.hint')}
            placeholder={t('campaigns.reward.placeholder')}
            data={data}
            value={chosen}
            onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
            onBlur={field.onBlur}
            searchable
            nothingFoundMessage={t('campaigns.reward.none')}
            error={errorOf(any, `${path}.reward_id`, t('campaigns.errors.reward'))}
            data-testid={`${path}-reward`}
          />
        );
      }}
    />
  );
}

/** The fields of a message or an unlock effect at the path; XP effects have their own fields in the editor. */
export function OtherEffectFields({
  form,
  path,
  brand,
  rewards,
}: {
  form: DraftForm;
  path: EffectPath;
  brand: Brand;
  rewards: readonly Reward[] | undefined;
}) {
  const kind = String(useWatch({ control: loose(form).control, name: `${path}.kind` }) ?? '');
  if (kind === 'message') return <MessageEffectFields form={form} path={path} />;
  if (kind === 'unlock_reward') return <RewardEffectField form={form} path={path} brand={brand} rewards={rewards} />;
  return null;
}

/** The error the schema or the server put on the effect as a whole (`…kind`: the same effect twice, a multiplier…). */
export function EffectKindError({ form, path, hint }: { form: DraftForm; path: EffectPath; hint?: string }) {
  const message = fieldError(loose(form), `${path}.kind`, hint);
  if (!message) return null;
  return (
    <Group>
      <Text size="sm" c="red.8" role="alert">
        {message}
      </Text>
    </Group>
  );
}
