// The member code with its copy button ('Скопійовано' for 1500 ms) and a share button: the device's share sheet where
// there is one (Web Share API), otherwise the invitation text copied for pasting into a messenger.
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { track } from '@/lib/analytics';
import { notify } from '@/lib/notify';
import { canShare, copyText, useCopyFeedback } from '@/lib/copy-text';

export function InviteCodeCard({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyFeedback();

  async function onCopy() {
    if (await copy(code)) track('invite_code_copy');
    else notify.error(t('invite.copyFailed'));
  }

  async function onShare() {
    const text = t('invite.shareText', { code });
    if (canShare()) {
      try {
        await navigator.share({ title: t('title.inviteFriend'), text });
        track('invite_code_share');
        return;
      } catch (error) {
        // The customer closed the share sheet: nothing to report. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(text)) {
      track('invite_code_share');
      notify.success(t('invite.shareCopied'), { page: true });
    } else {
      notify.error(t('invite.copyFailed'));
    }
  }

  return (
    <Card className="invite-code" data-testid="invite-code-card">
      <p className="invite-code__label">{label}</p>
      <p className="invite-code__value" data-testid="invite-code">
        {code}
      </p>
      <div className="invite-code__actions">
        <Button onClick={() => void onCopy()} data-testid="invite-copy">
          {t('invite.copy')}
        </Button>
        <Button variant="secondary" onClick={() => void onShare()} data-testid="invite-share">
          {t('invite.share')}
        </Button>
      </div>
      {/* Announced to screen readers too; gone after the spec's 1500 ms. */}
      <p className="invite-code__copied" role="status" aria-live="polite" data-testid="invite-copied">
        {copied ? t('invite.copied') : ''}
      </p>
    </Card>
  );
}
