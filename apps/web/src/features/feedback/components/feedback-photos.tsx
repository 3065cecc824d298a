// Up to 3 photos for a feedback, each checked against the server's limits (type and 5 MB) before it is added.
import { useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { maxFeedbackPhotoBytes, maxFeedbackPhotos } from '@loyalty/contracts/feedback';
import { Button } from '@/components/ui/button';
import { PhotoPicker } from '@/components/ui/photo-picker';

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

interface FeedbackPhotosProps {
  photos: File[];
  onChange: (photos: File[]) => void;
}

export function FeedbackPhotos({ photos, onChange }: FeedbackPhotosProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);

  const add = (file: File | null): void => {
    if (!file) return;
    if (photos.length >= maxFeedbackPhotos) return setProblem(t('feedback.photoLimit', { max: maxFeedbackPhotos }));
    if (!acceptedTypes.includes(file.type)) return setProblem(t('feedback.photoWrongType'));
    if (file.size > maxFeedbackPhotoBytes) {
      return setProblem(t('feedback.photoTooLarge', { mb: maxFeedbackPhotoBytes / (1024 * 1024) }));
    }
    setProblem(null);
    onChange([...photos, file]);
  };

  return (
    <div className="field">
      <span className="field__label" id="feedback-photos-label">
        {t('feedback.photos', { max: maxFeedbackPhotos })}
      </span>
      {photos.length < maxFeedbackPhotos && (
        <PhotoPicker
          labelledBy="feedback-photos-label"
          accept={acceptedTypes.join(',')}
          // The picker previews one photo; the list below shows every photo added.
          photo={null}
          onPick={add}
          takeLabel={t('feedback.takePhoto')}
          chooseLabel={t('feedback.choosePhoto')}
          previewAlt={t('feedback.photoAlt')}
          fileInputTestId="feedback-photo-input"
        />
      )}
      {problem && (
        <span className="field__error" role="alert" data-testid="feedback-photo-error">
          {problem}
        </span>
      )}
      <ul className="feedback-photos" data-testid="feedback-photos">
        {photos.map((photo, index) => (
          <li key={`${photo.name}-${index}`} data-testid="feedback-photo">
            {photo.name}{' '}
            <Button
              variant="secondary"
              aria-label={t('feedback.removePhoto', { name: photo.name })}
              onClick={() => onChange(photos.filter((_, other) => other !== index))}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
