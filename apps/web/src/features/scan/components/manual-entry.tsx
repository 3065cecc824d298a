// Manual entry of a pack code, always shown under the camera, checked before sending; the outcome of the last attempt
// sits right under the field, so it is seen with the keyboard open.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ScanKind } from '@loyalty/contracts/scan';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { minPackCodeLength, readManualCode } from '@/features/scan/utils/manual-code';

interface ManualEntryProps {
  /** What the code is printed on: a velo code comes from a tin, a sticks code from a pack. */
  kind: ScanKind;
  busy: boolean;
  /** The last attempt's outcome, shown under the field (its element has the id scan-outcome). */
  outcome?: ReactNode;
  /** The server refused the code itself: the field is marked and described by the outcome. */
  refused?: boolean;
  /** The last attempt was credited: until the next code is typed, the next steps replace the submit button. */
  credited?: boolean;
  /** Resolves true when the code was credited: the field is then emptied for the next pack. */
  onSubmit: (normalizedCode: string) => Promise<boolean>;
}

export function ManualEntry({ kind, busy, outcome, refused = false, credited = false, onSubmit }: ManualEntryProps) {
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
        label={t(kind === 'velo' ? 'scan.manual.labelVelo' : 'scan.manual.label')}
        // Once there is an outcome it takes the hint's place, right under the field, above the keyboard.
        hint={outcome ? undefined : t(kind === 'velo' ? 'scan.manual.hintVelo' : 'scan.manual.hint')}
        error={error}
        className="field__input--pack-code"
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...(refused && error === undefined ? { 'aria-invalid': true, 'aria-describedby': 'scan-outcome' } : {})}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={2048}
        data-testid="code-entry"
      />
      {outcome}
      {credited && text === '' && !busy ? (
        // After a credit the empty field has nothing to send: the next pack and the way to spend come first. Typing a
        // code brings the submit button back (Enter in the field submits either way).
        <div className="manual-entry__next">
          <Button data-testid="scan-again" onClick={() => document.getElementById('pack-code')?.focus()}>
            {t('scan.manual.again')}
          </Button>
          <Link className="button button--secondary" to="/spend-points" data-testid="scan-spend">
            {t('scan.manual.spend')}
          </Link>
        </div>
      ) : (
        <Button type="submit" busy={busy} data-testid="redeem-submit">
          {t(busy ? 'scan.manual.submitting' : 'scan.manual.submit')}
        </Button>
      )}
    </form>
  );
}
