// /scan/multi: one photo of several packs, checked here, uploaded to /mapi/multiscan/load, then its status until decoded.
import { useState } from 'react';
import { formatXp } from '@loyalty/client/format';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { EmptyState } from '@/components/ui/empty-state';
import { multiscanPhoto } from '@/config/constants';
import { errorMessageKey } from '@/lib/error-messages';
import { isApiError } from '@/lib/api-client';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useMultiscan } from '@/features/scan/api/get-multiscan';
import { useUploadMultiscan } from '@/features/scan/api/upload-multiscan';
import { checkMultiscanFile, type MultiscanFileProblem } from '@/features/scan/utils/multiscan-file';

const accept = multiscanPhoto.types.join(',');

function problemOfUploadError(error: unknown): MultiscanFileProblem {
  if (!isApiError(error)) return null;
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'wrongType';
  return null;
}

export default function MultiScanPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const userId = useSessionStore((state) => state.shopIds[brand]);
  const phone = useSessionStore((state) => state.customer?.phone ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<MultiscanFileProblem>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const upload = useUploadMultiscan();
  const status = useMultiscan(uploadId);

  const pick = (file: File | null): void => {
    setPhoto(file);
    // The type and size are told at once, before the customer presses send.
    setProblem(file ? checkMultiscanFile(file) : null);
  };

  const send = (): void => {
    const found = checkMultiscanFile(photo);
    setProblem(found);
    if (found !== null || !photo || userId === null) return;
    upload.mutate(
      { image: photo, phone, userId, brand },
      {
        onSuccess: (answer) => setUploadId(answer.id),
        onError: (error) => setProblem(problemOfUploadError(error)),
      },
    );
  };

  const reset = (): void => {
    setPhoto(null);
    setUploadId(null);
    setProblem(null);
    upload.reset();
  };

  if (userId === null) {
    return <EmptyState text={t('multi.noRecord', { brand: t(`brand.${brand}`) })} />;
  }

  const current = status.data;
  return (
    <div className="loyalty-page multi-scan">
      <h1 className="profile__title">{t('multi.title')}</h1>
      <p>{t('multi.intro')}</p>
      {uploadId === null ? (
        <div className="form">
          <div className="field">
            <span className="field__label" id="multi-photo-label">
              {t('multi.photoLabel')}
            </span>
            <span className="field__hint">{t('multi.hint')}</span>
            <PhotoPicker
              labelledBy="multi-photo-label"
              accept={accept}
              photo={photo}
              onPick={pick}
              takeLabel={t('multi.takePhoto')}
              chooseLabel={t('multi.choosePhoto')}
              previewAlt=""
              fileInputTestId="multi-file-input"
            />
            {problem && (
              <span className="field__error" role="alert" data-testid="multi-problem">
                {t(`multi.${problem}`)}
              </span>
            )}
            {upload.isError && problem === null && (
              <span className="field__error" role="alert" data-testid="multi-problem">
                {t(errorMessageKey(upload.error))}
              </span>
            )}
          </div>
          <Button busy={upload.isPending} onClick={send} data-testid="multi-upload">
            {t(upload.isPending ? 'multi.uploading' : 'multi.upload')}
          </Button>
        </div>
      ) : (
        <Card className="multi-scan__status" role="status" data-testid="multi-status" data-status={current?.status ?? 'queued'}>
          {status.isError ? (
            <p>{t(errorMessageKey(status.error))}</p>
          ) : current?.status === 'done' ? (
            <p>
              {t('multi.status.done', {
                found: current.codes_found,
                xp: formatXp(current.credited_xp, i18n.language),
              })}
            </p>
          ) : (
            <p>{t(`multi.status.${current?.status ?? 'queued'}`)}</p>
          )}
          {(current?.status === 'done' || current?.status === 'failed') && (
            <>
              <Link className="loyalty-link" to="/scan/history">
                {t('multi.seeHistory')}
              </Link>
              <Button variant="secondary" onClick={reset}>
                {t('multi.another')}
              </Button>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
