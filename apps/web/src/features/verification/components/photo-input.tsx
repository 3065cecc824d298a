// The document photo: from the camera or from files, with a preview of what will be sent.
import { useTranslation } from '@/lib/translation-hooks';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { verificationPhoto } from '@/config/constants';

interface PhotoInputProps {
  photo: File | null;
  onChange: (photo: File | null) => void;
  error?: string | undefined;
}

const accept = verificationPhoto.types.join(',');

export function PhotoInput({ photo, onChange, error }: PhotoInputProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span className="field__label" id="photo-label">
        {t('verification.photo')}
      </span>
      <span className="field__hint">{t('verification.photoHint')}</span>
      <PhotoPicker
        labelledBy="photo-label"
        accept={accept}
        photo={photo}
        onPick={onChange}
        takeLabel={t('verification.takePhoto')}
        chooseLabel={t('verification.choosePhoto')}
        previewAlt={t('verification.photoPreview')}
        fileInputTestId="photo-file-input"
        previewTestId="photo-preview"
      />
      {error && (
        <span className="field__error" role="alert" id="photo-error">
          {error}
        </span>
      )}
    </div>
  );
}
