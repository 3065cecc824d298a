// /profile: the delivery address — city, street, house, flat and the Nova Poshta branch number (save-address).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryAddress, User } from '@loyalty/contracts/user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { errorMessageKey } from '@/lib/error-messages';
import { notify } from '@/lib/notify';
import { saveAddress } from '@/features/profile/api/save-address';
import { useApplyUser } from '@/features/profile/hooks/use-apply-user';
import { addressFormSchema, type AddressFormInput, type AddressFormValues } from '@/features/profile/utils/profile-forms';

interface AddressFormProps {
  user: User;
  brand: Brand;
}

type AddressField = keyof AddressFormInput;

const fields: ReadonlyArray<{ name: AddressField; labelKey: `profile.address.${AddressField}`; autoComplete: string }> = [
  { name: 'city', labelKey: 'profile.address.city', autoComplete: 'address-level2' },
  { name: 'street', labelKey: 'profile.address.street', autoComplete: 'address-line1' },
  { name: 'house', labelKey: 'profile.address.house', autoComplete: 'off' },
  { name: 'flat', labelKey: 'profile.address.flat', autoComplete: 'address-line2' },
  { name: 'branch_number', labelKey: 'profile.address.branch_number', autoComplete: 'off' },
];

export function AddressForm({ user, brand }: AddressFormProps) {
  const { t } = useTranslation();
  const applyUser = useApplyUser(brand);
  const save = useMutation({ mutationFn: (address: DeliveryAddress) => saveAddress(user.id, brand, address) });
  const { city, street, house, flat, branch_number } = user.address;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    values: { city, street, house, flat, branch_number },
  });

  const submit = async (values: AddressFormValues): Promise<void> => {
    // The Nova Poshta city reference belongs to the city it was chosen with; a retyped city has none yet.
    const cityRef = values.city === user.address.city ? user.address.city_ref : null;
    try {
      const saved = await save.mutateAsync({ ...values, city_ref: cityRef });
      applyUser(saved);
      const { city_ref: _cityRef, ...kept } = saved.address;
      reset(kept);
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
        {fields.map(({ name, labelKey, autoComplete }) => (
          <TextField
            key={name}
            id={`address-${name}`}
            label={t(labelKey)}
            error={errors[name] && t(name === 'branch_number' ? 'profile.errors.branchNumber' : 'profile.errors.tooLong')}
            autoComplete={autoComplete}
            inputMode={name === 'branch_number' ? 'numeric' : undefined}
            {...register(name)}
          />
        ))}
        <Button type="submit" busy={save.isPending} disabled={!isDirty} data-testid="address-save">
          {t('profile.save')}
        </Button>
      </form>
    </Card>
  );
}
