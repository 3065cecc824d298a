// The address forms of delivery modes 2 (courier: street, house, flat) and 3 (iPost: street, flat, day and window).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/translation-hooks';
import { addressText } from '@loyalty/domain/shop/address-text';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import type { DeliveryState } from '@/features/shop/stores/shop-store';
import { DayOptions, TimeSlotOptions } from '@/features/shop/components/window-options';
import {
  courierFormSchema,
  fieldErrorKey,
  ipostFormSchema,
  type CourierFormValues,
  type IpostFormValues,
} from '@/features/shop/utils/delivery-forms';

function safeText(build: () => string): string | null {
  try {
    return build();
  } catch {
    return null;
  }
}

function AddressPreview({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <p className="checkout-preview" data-testid="address-preview">
      {t('checkout.delivery.preview')}: {text}
    </p>
  );
}

interface FormProps<T> {
  /** The form's id: its submit button is the checkout bar's, outside the form (`form` attribute). */
  id: string;
  delivery: DeliveryState;
  onSubmit(values: T): void;
}

export function CourierForm({ id, delivery, onSubmit }: FormProps<CourierFormValues>) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CourierFormValues>({
    resolver: zodResolver(courierFormSchema),
    defaultValues: { street: delivery.street, house: delivery.house, flat: delivery.flat },
  });
  const [street = '', house = '', flat = ''] = watch(['street', 'house', 'flat']);
  const preview = safeText(() => addressText({ mode: 'courier', streetLabel: street, house, flat }));
  const error = (key: ReturnType<typeof fieldErrorKey>): string | undefined => (key ? t(key) : undefined);

  return (
    <form id={id} className="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="courier-form">
      <TextField
        id="courier-street"
        label={t('checkout.delivery.street')}
        error={error(fieldErrorKey(errors.street?.message))}
        autoComplete="address-line1"
        {...register('street')}
      />
      <div className="checkout-row">
        <TextField
          id="courier-house"
          label={t('checkout.delivery.house')}
          error={error(fieldErrorKey(errors.house?.message))}
          autoComplete="off"
          {...register('house')}
        />
        <TextField
          id="courier-flat"
          label={t('checkout.delivery.flat')}
          error={error(fieldErrorKey(errors.flat?.message))}
          autoComplete="address-line2"
          {...register('flat')}
        />
      </div>
      <AddressPreview text={preview} />
    </form>
  );
}

export function IpostForm({ id, delivery, onSubmit }: FormProps<IpostFormValues>) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<IpostFormValues>({
    resolver: zodResolver(ipostFormSchema),
    defaultValues: {
      ipostStreet: delivery.ipostStreet,
      ipostFlat: delivery.ipostFlat,
      ipostDay: delivery.ipostDay === 'Завтра' ? 'Завтра' : 'Сьогодні',
      ipostFrom: delivery.ipostFrom,
      ipostTo: delivery.ipostTo,
    },
  });
  const [street = '', flat = ''] = watch(['ipostStreet', 'ipostFlat']);
  const preview = safeText(() => addressText({ mode: 'third', street, flat }));
  const error = (key: ReturnType<typeof fieldErrorKey>): string | undefined => (key ? t(key) : undefined);

  return (
    <form id={id} className="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="ipost-form">
      <TextField
        id="ipost-street"
        label={t('checkout.delivery.ipostStreet')}
        error={error(fieldErrorKey(errors.ipostStreet?.message))}
        autoComplete="address-line1"
        {...register('ipostStreet')}
      />
      <TextField
        id="ipost-flat"
        label={t('checkout.delivery.ipostFlat')}
        error={error(fieldErrorKey(errors.ipostFlat?.message))}
        autoComplete="address-line2"
        {...register('ipostFlat')}
      />
      <div className="checkout-row">
        <SelectField id="ipost-day" label={t('checkout.window.day')} {...register('ipostDay')}>
          <DayOptions />
        </SelectField>
        <SelectField
          id="ipost-from"
          label={t('checkout.window.from')}
          error={error(fieldErrorKey(errors.ipostFrom?.message))}
          {...register('ipostFrom')}
        >
          <TimeSlotOptions />
        </SelectField>
        <SelectField
          id="ipost-to"
          label={t('checkout.window.to')}
          error={error(fieldErrorKey(errors.ipostTo?.message))}
          {...register('ipostTo')}
        >
          <TimeSlotOptions />
        </SelectField>
      </div>
      <AddressPreview text={preview} />
    </form>
  );
}
