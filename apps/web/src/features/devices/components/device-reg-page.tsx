// /device-reg: registering a device by serial number, model and purchase date; errors per field, then back to /my-devices.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { deviceModels } from '@loyalty/contracts/devices';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import '@/lib/locales/devices';
import '@/styles/loyalty.css';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useRegisterDevice } from '@/features/devices/api/register-device';
import { deviceFormSchema, formErrorKey, type DeviceFormValues } from '@/features/devices/utils/device-form';

export default function DeviceRegPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrandStore((state) => state.brand);
  const register = useRegisterDevice();
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeviceFormValues>({
    resolver: zodResolver(deviceFormSchema),
    defaultValues: { serial_number: '', purchased_on: '' },
  });

  const submit = async (values: DeviceFormValues): Promise<void> => {
    try {
      await register.mutateAsync({ ...values, product: brand });
      notify.success(t('devices.form.done'));
      await navigate('/my-devices');
    } catch (error) {
      // The server's refusals of the serial belong under that field, in words the customer can act on.
      if (isApiError(error) && (error.code === 'serial_taken' || error.code === 'already_registered')) {
        setError('serial_number', { message: `devices.errors.${error.code}` });
        return;
      }
      notify.error(t(errorMessageKey(error)));
    }
  };

  const serialError = errors.serial_number?.message;
  const serialText =
    serialError === 'devices.errors.serial_taken' || serialError === 'devices.errors.already_registered'
      ? t(serialError)
      : serialError && t(formErrorKey(serialError, 'devices.errors.serial'));

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('title.deviceReg')}</h1>
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="device-reg-form">
        <TextField
          id="device-serial"
          label={t('devices.form.serial')}
          hint={t('devices.form.serialHint')}
          error={serialText}
          autoComplete="off"
          autoCapitalize="characters"
          {...field('serial_number')}
        />
        <FormField
          id="device-model"
          label={t('devices.form.model')}
          error={errors.model && t(formErrorKey(errors.model.message, 'devices.errors.model'))}
        >
          <Select id="device-model" defaultValue="" aria-invalid={Boolean(errors.model) || undefined} {...field('model')}>
            <option value="" disabled>
              {t('devices.form.modelPlaceholder')}
            </option>
            {deviceModels.map((model) => (
              <option key={model.key} value={model.key}>
                {model.title}
              </option>
            ))}
          </Select>
        </FormField>
        <TextField
          id="device-purchased"
          label={t('devices.form.purchasedOn')}
          error={errors.purchased_on && t(formErrorKey(errors.purchased_on.message, 'devices.errors.purchasedOn'))}
          type="date"
          {...field('purchased_on')}
        />
        <Button type="submit" busy={register.isPending} data-testid="device-reg-submit">
          {t('devices.form.submit')}
        </Button>
      </form>
    </div>
  );
}
