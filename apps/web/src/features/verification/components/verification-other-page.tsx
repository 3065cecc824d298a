// /verification/other: the age verification request — document type, names, birth date and a document photo.
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation-hooks';
import { documentTypes } from '@loyalty/contracts/verification';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import '@/lib/locales/accounts';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { submitVerification, type VerificationSubmission } from '@/features/verification/api/submit-verification';
import { useVerificationStatus, verificationStatusQueryKey } from '@/features/verification/api/get-verification-status';
import { PhotoInput } from '@/features/verification/components/photo-input';
import {
  photoProblem,
  verificationFormSchema,
  verificationReasons,
  type PhotoProblem,
  type VerificationField,
  type VerificationFormInput,
  type VerificationFormValues,
} from '@/features/verification/utils/verification-form';

const photoProblemKeys = {
  missing: 'verification.errors.photoMissing',
  type: 'verification.errors.photoType',
  size: 'verification.errors.photoSize',
} as const satisfies Record<PhotoProblem, string>;

const fieldKeys = {
  document_type: 'verification.errors.documentType',
  first_name: 'form.errors.firstName',
  last_name: 'form.errors.lastName',
  birth_date: 'form.errors.birthDate',
} as const satisfies Record<VerificationField, string>;

export default function VerificationOtherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customer = useSessionStore((state) => state.customer);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<PhotoProblem | null>(null);
  const submit = useMutation({ mutationFn: (submission: VerificationSubmission) => submitVerification(submission) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<VerificationFormInput, unknown, VerificationFormValues>({
    resolver: zodResolver(verificationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      document_type: 'passport',
      first_name: customer?.first_name ?? '',
      last_name: customer?.last_name ?? '',
      birth_date: '',
    },
  });

  // The birth date was given at registration: the form starts with it, unless the customer typed one first.
  const registeredBirthDate = useVerificationStatus().data?.birth_date ?? null;
  useEffect(() => {
    if (registeredBirthDate !== null && getValues('birth_date') === '') setValue('birth_date', registeredBirthDate);
  }, [registeredBirthDate, getValues, setValue]);

  const errorText = (field: VerificationField): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    return t(error.message === verificationReasons.underAge ? 'form.errors.underAge' : fieldKeys[field]);
  };

  const choosePhoto = (file: File | null): void => {
    setPhoto(file);
    setPhotoError(file ? photoProblem(file) : null);
  };

  const showServerError = (error: unknown): void => {
    if (isApiError(error)) {
      if (error.status === 413) return setPhotoError('size');
      if (error.status === 415) return setPhotoError('type');
      if (error.code === 'under_age') {
        setError('birth_date', { type: 'server', message: verificationReasons.underAge }, { shouldFocus: true });
        return;
      }
      if (error.status === 409) {
        // Already verified or a request is waiting: the status page says which.
        notify.info(t('verification.errors.conflict'));
        void queryClient.invalidateQueries({ queryKey: verificationStatusQueryKey });
        void navigate('/verification', { replace: true });
        return;
      }
      const known = error.fields.map((field) => field.field.replace(/^body\./, ''));
      if (known.includes('photo')) setPhotoError('type');
      const formFields = known.filter((name): name is VerificationField => name in fieldKeys);
      for (const field of formFields) setError(field, { type: 'server', message: verificationReasons.invalid });
      if (formFields.length > 0 || known.includes('photo')) return;
    }
    notify.error(t(errorMessageKey(error)));
  };

  const send = async (values: VerificationFormValues): Promise<void> => {
    const problem = photoProblem(photo);
    if (problem || !photo) {
      setPhotoError(problem ?? 'missing');
      return;
    }
    try {
      const status = await submit.mutateAsync({ ...values, photo });
      queryClient.setQueryData(verificationStatusQueryKey, status);
      notify.success(t('verification.submitted'));
      await navigate('/verification', { replace: true });
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <Card className="verification-form">
      <h1 className="profile__title">{t('verification.formTitle')}</h1>
      <p className="form__note">{t('verification.formIntro')}</p>
      <form
        className="form"
        // The photo is not a form field of the resolver; it is checked here even when the fields fail.
        onSubmit={(event) => {
          if (!photo) setPhotoError('missing');
          void handleSubmit(send)(event);
        }}
        noValidate
        data-testid="verification-form"
      >
        <FormField id="verification-document_type" label={t('verification.documentType')} error={errorText('document_type')}>
          <Select id="verification-document_type" {...register('document_type')}>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`verification.documentTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <TextField
          id="verification-first_name"
          label={t('form.firstName')}
          error={errorText('first_name')}
          autoComplete="given-name"
          {...register('first_name')}
        />
        <TextField
          id="verification-last_name"
          label={t('form.lastName')}
          error={errorText('last_name')}
          autoComplete="family-name"
          {...register('last_name')}
        />
        <Controller
          control={control}
          name="birth_date"
          render={({ field }) => (
            <DateField
              id="verification-birth_date"
              label={t('form.birthDate')}
              error={errorText('birth_date')}
              placeholder={t('form.datePlaceholder')}
              autoComplete="bday"
              {...field}
            />
          )}
        />
        <PhotoInput photo={photo} onChange={choosePhoto} error={photoError ? t(photoProblemKeys[photoError]) : undefined} />
        <Button type="submit" busy={submit.isPending} data-testid="verification-submit">
          {t('verification.submit')}
        </Button>
      </form>
    </Card>
  );
}
