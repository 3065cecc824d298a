// A photo from the camera or from files, with a preview of what will be sent (verification document, multi-scan).
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

interface PhotoPickerProps {
  /** Id of the element that labels the picker (the field's label). */
  labelledBy: string;
  /** MIME types the pickers offer. */
  accept: string;
  photo: File | null;
  onPick: (file: File | null) => void;
  takeLabel: string;
  chooseLabel: string;
  previewAlt: string;
  fileInputTestId: string;
  previewTestId?: string;
}

export function PhotoPicker(props: PhotoPickerProps) {
  const { labelledBy, accept, photo, onPick } = props;
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

  const pick = (files: FileList | null): void => onPick(files?.[0] ?? null);

  return (
    <>
      <div className="form__actions">
        <Button variant="secondary" onClick={() => cameraInput.current?.click()}>
          {props.takeLabel}
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          {props.chooseLabel}
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
        aria-labelledby={labelledBy}
        onChange={(event) => pick(event.target.files)}
      />
      <input
        ref={fileInput}
        className="visually-hidden"
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-labelledby={labelledBy}
        onChange={(event) => pick(event.target.files)}
        data-testid={props.fileInputTestId}
      />
      {photo && (
        <figure className="photo-preview">
          {previewUrl && <img src={previewUrl} alt={props.previewAlt} data-testid={props.previewTestId} />}
          <figcaption>{photo.name}</figcaption>
        </figure>
      )}
    </>
  );
}
