// One store, new or edited, in a dialog: its kind, name, city, address, hours (the format explained under the field),
// phone, coordinates and place in the list. The contract's schemas check it first; the server's field errors land
// under their fields.
import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@loyalty/contracts/brand';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useStoreMutations, type Store, type StoreKind } from '../api/stores';
import { storeForm, type StoreFormValues } from '../forms';

interface StoreFormProps {
  brand: Brand;
  /** null: a new store of `kind`. */
  store: Store | null;
  kind: StoreKind;
  onClose: () => void;
}

function valuesOf(store: Store | null, kind: StoreKind): StoreFormValues {
  if (!store) {
    return { kind, name: '', city: '', address: '', hours: '', phone: '', latitude: '', longitude: '', position: '' };
  }
  return {
    kind: store.kind,
    name: store.name,
    city: store.city,
    address: store.address,
    hours: store.hours,
    phone: store.phone,
    latitude: String(store.latitude),
    longitude: String(store.longitude),
    position: String(store.position),
  };
}

export function StoreForm({ brand, store, kind, onClose }: StoreFormProps) {
  const { t } = useTranslation();
  const { create, update } = useStoreMutations();
  const form = useZodForm(storeForm, { defaultValues: valuesOf(store, kind) });
  const saving = create.isPending || update.isPending;
  const handlers = {
    onSuccess: (saved: Store) => {
      notifySuccess(t(store ? 'stores.saved' : 'stores.added', { name: saved.name }));
      onClose();
    },
    onError: (error: unknown) => {
      if (!applyServerErrors(form, error)) notifyError(error);
    },
  };
  const submit = form.handleSubmit((values) => {
    if (store) update.mutate({ brand, id: store.id, change: values }, handlers);
    else create.mutate({ brand, ...values }, handlers);
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={store ? t('stores.editTitle', { name: store.name }) : t('stores.newTitle', { brand })}
      size="lg"
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="store-form">
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                aria-label={t('stores.kind')}
                value={field.value}
                onChange={(next) => field.onChange(next as StoreKind)}
                data={[
                  { value: 'sales_point', label: t('stores.kinds.sales_point') },
                  { value: 'brand_store', label: t('stores.kinds.brand_store') },
                ]}
              />
            )}
          />
          <TextInput
            label={t('stores.fields.name')}
            {...form.register('name')}
            error={fieldError(form, 'name', t('stores.hints.text', { max: 120 }))}
            data-testid="store-name"
          />
          <SimpleGrid cols={2}>
            <TextInput
              label={t('stores.fields.city')}
              {...form.register('city')}
              error={fieldError(form, 'city', t('stores.hints.text', { max: 80 }))}
              data-testid="store-city"
            />
            <TextInput
              label={t('stores.fields.phone')}
              description={t('stores.hints.phone')}
              inputMode="tel"
              {...form.register('phone')}
              error={fieldError(form, 'phone', t('stores.errors.phone'))}
              data-testid="store-phone"
            />
          </SimpleGrid>
          <TextInput
            label={t('stores.fields.address')}
            {...form.register('address')}
            error={fieldError(form, 'address', t('stores.hints.text', { max: 200 }))}
            data-testid="store-address"
          />
          {/* The server's own message says the format (in Ukrainian), so it is shown as sent. */}
          <TextInput
            label={t('stores.fields.hours')}
            description={t('stores.hints.hours')}
            placeholder="Пн–Пт 10:00–20:00, Сб–Нд вихідний"
            {...form.register('hours')}
            error={fieldError(form, 'hours')}
            data-testid="store-hours"
          />
          <Text size="xs" c="dimmed">
            {t('stores.hints.coordinates')}
          </Text>
          <SimpleGrid cols={3}>
            <TextInput
              label={t('stores.fields.latitude')}
              inputMode="decimal"
              placeholder="50.4501"
              {...form.register('latitude')}
              error={fieldError(form, 'latitude', t('stores.errors.latitude'))}
              data-testid="store-latitude"
            />
            <TextInput
              label={t('stores.fields.longitude')}
              inputMode="decimal"
              placeholder="30.5234"
              {...form.register('longitude')}
              error={fieldError(form, 'longitude', t('stores.errors.longitude'))}
              data-testid="store-longitude"
            />
            <TextInput
              label={t('stores.fields.position')}
              inputMode="numeric"
              placeholder={t('stores.hints.last')}
              {...form.register('position')}
              error={fieldError(form, 'position', t('catalogue.wholeNumber'))}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('confirm.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="store-submit">
              {store ? t('common.save') : t('content.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
