// Manual entry of a pack code, always shown under the camera: the normal form as it will be sent, checked before sending.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { minPackCodeLength, readManualCode } from '@/features/scan/utils/manual-code';

interface ManualEntryProps {
  busy: boolean;
  /** Resolves true when the code was credited: the field is then emptied for the next pack. */
  onSubmit: (normalizedCode: string) => Promise<boolean>;
}

export function ManualEntry({ busy, onSubmit }: ManualEntryProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const code = readManualCode(text);
  const error =
    tried && code.problem === 'invalid'
      ? t('scan.manual.invalid')
      : tried && (code.problem === 'tooShort' || code.problem === 'empty')
        ? t('scan.manual.tooShort', { min: minPackCodeLength })
        : undefined;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTried(true);
    if (code.problem !== null) return;
    void onSubmit(code.normalized).then((credited) => {
      if (!credited) return;
      setText('');
      setTried(false);
    });
  };

  return (
    <form className="form manual-entry" onSubmit={submit} noValidate data-testid="manual-entry">
      <TextField
        id="pack-code"
        label={t('scan.manual.label')}
        hint={t('scan.manual.hint')}
        error={error}
        className="field__input--code"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={2048}
        data-testid="code-entry"
      />
      {code.normalized !== '' && (
        <p className="manual-entry__preview" data-testid="code-preview">
          {t('scan.manual.preview', { code: code.display })}
        </p>
      )}
      <Button type="submit" busy={busy} data-testid="redeem-submit">
        {t(busy ? 'scan.manual.submitting' : 'scan.manual.submit')}
      </Button>
    </form>
  );
}
