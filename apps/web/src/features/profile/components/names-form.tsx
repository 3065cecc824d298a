// /profile: first and last name (update-profile).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { User } from '@loyalty/contracts/user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { errorMessageKey } from '@/lib/error-messages';
import { notify } from '@/lib/notify';
import { updateProfile } from '@/features/profile/api/update-profile';
import { useApplyUser } from '@/features/profile/hooks/use-apply-user';
import { namesFormSchema, type NamesFormValues } from '@/features/profile/utils/profile-forms';

interface NamesFormProps {
  user: User;
  brand: Brand;
}

export function NamesForm({ user, brand }: NamesFormProps) {
  const { t } = useTranslation();
  const applyUser = useApplyUser(brand);
  const save = useMutation({ mutationFn: (names: NamesFormValues) => updateProfile(user.id, brand, names) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<NamesFormValues>({
    resolver: zodResolver(namesFormSchema),
    values: { first_name: user.first_name, last_name: user.last_name },
  });

  const submit = async (names: NamesFormValues): Promise<void> => {
    try {
      const saved = await save.mutateAsync(names);
      applyUser(saved);
      reset({ first_name: saved.first_name, last_name: saved.last_name });
      notify.success(t('profile.saved'));
    } catch (error) {
      notify.error(t(errorMessageKey(error)));
    }
  };

  return (
    <Card className="profile__section" aria-labelledby="profile-names-title">
      <h2 id="profile-names-title" className="profile__heading">
        {t('profile.namesTitle')}
      </h2>
      <form className="form" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="names-form">
        <TextField
          id="profile-first_name"
          label={t('form.firstName')}
          error={errors.first_name && t('form.errors.firstName')}
          autoComplete="given-name"
          {...register('first_name')}
        />
        <TextField
          id="profile-last_name"
          label={t('form.lastName')}
          error={errors.last_name && t('form.errors.lastName')}
          autoComplete="family-name"
          {...register('last_name')}
        />
        <Button type="submit" busy={save.isPending} disabled={!isDirty} data-testid="names-save">
          {t('profile.save')}
        </Button>
      </form>
    </Card>
  );
}
