// The document photo: from the camera or from files, with a preview of what will be sent.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { verificationPhoto } from '@/config/constants';

interface PhotoInputProps {
  photo: File | null;
  onChange: (photo: File | null) => void;
  error?: string | undefined;
}

const accept = verificationPhoto.types.join(',');

export function PhotoInput({ photo, onChange, error }: PhotoInputProps) {
  const { t } = useTranslation();
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!photo || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(photo);
    setPreviewUrl(url);
    // The object URL holds the whole image in memory until revoked.
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [photo]);

  const pick = (files: FileList | null): void => {
    onChange(files?.[0] ?? null);
  };

  return (
    <div className="field">
      <span className="field__label" id="photo-label">
        {t('verification.photo')}
      </span>
      <span className="field__hint">{t('verification.photoHint')}</span>
      <div className="form__actions">
        <Button variant="secondary" onClick={() => cameraInput.current?.click()}>
          {t('verification.takePhoto')}
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          {t('verification.choosePhoto')}
        </Button>
      </div>
      {/* Two inputs: `capture` opens the camera on phones, the other the file picker. */}
      <input
        ref={cameraInput}
        className="visually-hidden"
        type="file"
        accept={accept}
        capture="environment"
        tabIndex={-1}
        aria-labelledby="photo-label"
        onChange={(event) => pick(event.target.files)}
      />
      <input
        ref={fileInput}
        className="visually-hidden"
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-labelledby="photo-label"
        onChange={(event) => pick(event.target.files)}
        data-testid="photo-file-input"
      />
      {photo && (
        <figure className="photo-preview">
          {previewUrl && <img src={previewUrl} alt={t('verification.photoPreview')} data-testid="photo-preview" />}
          <figcaption>{photo.name}</figcaption>
        </figure>
      )}
      {error && (
        <span className="field__error" role="alert" id="photo-error">
          {error}
        </span>
      )}
    </div>
  );
}
