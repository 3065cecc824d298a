// PIN entry (pin/token, with the SMS reset of pin/enter-sms) and PIN setting (pin/store) of the certificate list.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { errorMessageKey } from '@/lib/error-messages';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSendPinSms } from '@/features/certificates/api/pin-enter-sms';
import { useStorePin } from '@/features/certificates/api/pin-store';
import { useVerifyPin } from '@/features/certificates/api/pin-token';
import { certErrorText } from '@/features/certificates/utils/cert-errors';

const pinPattern = /^\d{4,6}$/;

export function PinEntryForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verify = useVerifyPin();
  const sms = useSendPinSms();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pinPattern.test(code)) {
      setError(t('certificates.pin.invalid'));
      return;
    }
    setError(undefined);
    verify.mutate(code, { onError: (failure) => setError(certErrorText(t, failure)) });
  }

  return (
    <form className="cert-form" onSubmit={submit} noValidate data-testid="cert-pin-form">
      <h2 className="cert-form__title">{t('certificates.pin.enterTitle')}</h2>
      <TextField
        id="cert-pin"
        label={t('certificates.pin.label')}
        error={error}
        className="field__input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" busy={verify.isPending}>
        {t('certificates.pin.submit')}
      </Button>
      <Button
        variant="ghost"
        busy={sms.isPending}
        onClick={() =>
          sms.mutate(undefined, {
            onSuccess: () => notify.info(t('certificates.pin.smsSent')),
            onError: (failure) =>
              notify.error(
                isApiError(failure) && failure.status === 429 ? t(errorMessageKey(failure)) : certErrorText(t, failure),
              ),
          })
        }
      >
        {t('certificates.pin.forgot')}
      </Button>
    </form>
  );
}

export function PinSetForm() {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const store = useStorePin();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pinPattern.test(pin)) {
      setError(t('certificates.pin.invalid'));
      return;
    }
    setError(undefined);
    store.mutate(pin, {
      onSuccess: () => {
        setPin('');
        notify.success(t('certificates.pin.stored'));
      },
      onError: (failure) => setError(certErrorText(t, failure)),
    });
  }

  return (
    <form className="cert-form" onSubmit={submit} noValidate data-testid="cert-pin-set-form">
      <h2 className="cert-form__title">{t('certificates.pin.setTitle')}</h2>
      <TextField
        id="cert-new-pin"
        label={t('certificates.pin.label')}
        error={error}
        className="field__input--code"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" variant="secondary" busy={store.isPending}>
        {t('certificates.pin.set')}
      </Button>
    </form>
  );
}
