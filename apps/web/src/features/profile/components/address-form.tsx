// /profile: the delivery address — the Nova Poshta city and branch from the checkout's own pickers (no free
// text for them), street, house and flat (save-address). A placed order saves its delivery here too (the server, with the order).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryBranch, DeliveryCity } from '@loyalty/contracts/delivery';
import type { DeliveryAddress, User } from '@loyalty/contracts/user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { BranchPicker, CityPicker } from '@/components/delivery-pickers';
import { errorMessageKey } from '@/lib/error-messages';
import '@/lib/locales/shop';
import { notify } from '@/lib/notify';
import { saveAddress } from '@/lib/shared-api/save-address';
import { useApplyUser } from '@/features/profile/hooks/use-apply-user';
import { addressFormSchema, type AddressFormInput, type AddressFormValues } from '@/features/profile/utils/profile-forms';

interface AddressFormProps {
  user: User;
  brand: Brand;
}

type TextFieldName = 'street' | 'house' | 'flat';

const fields: ReadonlyArray<{ name: TextFieldName; labelKey: `profile.address.${TextFieldName}`; autoComplete: string }> = [
  { name: 'street', labelKey: 'profile.address.street', autoComplete: 'address-line1' },
  { name: 'house', labelKey: 'profile.address.house', autoComplete: 'off' },
  { name: 'flat', labelKey: 'profile.address.flat', autoComplete: 'address-line2' },
];

/** The saved city as the picker shows a choice; a city typed before the picker existed has no reference yet. */
function savedCity(address: DeliveryAddress): DeliveryCity | null {
  if (address.city.trim() === '') return null;
  const ref = address.city_ref ?? '';
  return {
    value: ref,
    label: address.city,
    city_id: ref,
    province: '',
    delivery_city_id: ref,
    popular: false,
    meta: { MainDescription: address.city, Area: '', Region: '', DeliveryCity: ref },
  };
}

/** The saved branch number as the picker shows a choice. */
function savedBranch(address: DeliveryAddress): DeliveryBranch | null {
  const number = address.branch_number.trim();
  if (number === '' || !address.city_ref) return null;
  return {
    value: `${address.city_ref}:${number}`,
    label: `№${number}`,
    meta: { number, shortAddress: '', cityRef: address.city_ref, postomat: false },
  };
}

export function AddressForm({ user, brand }: AddressFormProps) {
  const { t } = useTranslation();
  const applyUser = useApplyUser(brand);
  const save = useMutation({ mutationFn: (address: DeliveryAddress) => saveAddress(user.id, brand, address) });
  const [city, setCity] = useState(() => savedCity(user.address));
  const [branch, setBranch] = useState(() => savedBranch(user.address));
  const { street, house, flat, branch_number } = user.address;
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    values: { city: user.address.city, street, house, flat, branch_number },
  });

  const pickCity = (picked: DeliveryCity) => {
    setCity(picked);
    setBranch(null);
    setValue('city', picked.meta.MainDescription, { shouldDirty: true });
    setValue('branch_number', '', { shouldDirty: true });
  };
  const pickBranch = (picked: DeliveryBranch) => {
    setBranch(picked);
    setValue('branch_number', picked.meta.number, { shouldDirty: true });
  };

  const submit = async (values: AddressFormValues): Promise<void> => {
    try {
      const saved = await save.mutateAsync({ ...values, city_ref: city?.city_id || null });
      applyUser(saved);
      notify.success(t('profile.saved'));
    } catch (error) {
      notify.error(t(errorMessageKey(error)));
    }
  };

  return (
    <Card className="profile__section" aria-labelledby="profile-address-title">
      <h2 id="profile-address-title" className="profile__heading">
        {t('profile.addressTitle')}
      </h2>
      <form className="form" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="address-form">
        <CityPicker selected={city} onSelect={pickCity} />
        {/* The branch search needs the city's Nova Poshta reference: a city saved without one is chosen again first. */}
        {city?.city_id ? <BranchPicker cityRef={city.city_id} selected={branch} onSelect={pickBranch} /> : null}
        {/* The street is the courier's, not the branch's: grouped under its own title, so a branch customer does not
            read the empty fields as missing. */}
        <fieldset className="form__group" data-testid="address-courier">
          <legend className="form__legend">{t('profile.address.courier')}</legend>
          {fields.map(({ name, labelKey, autoComplete }) => (
            <TextField
              key={name}
              id={`address-${name}`}
              label={t(labelKey)}
              error={errors[name] && t('profile.errors.tooLong')}
              autoComplete={autoComplete}
              {...register(name)}
            />
          ))}
        </fieldset>
        {/* Kept in view at the sheet's foot: the city list and the courier's fields scroll above it. */}
        <div className="form__sticky-action">
          <Button type="submit" busy={save.isPending} disabled={!isDirty} data-testid="address-save">
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
