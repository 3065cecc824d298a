// The 18+ question asked before login; "yes" is remembered for the visit, "no" explains the app is for adults and
// stays the answer until a new visit (no «Змінити відповідь»: a one-tap flip would make the question decoration).
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import '@/lib/locales/age-gate';
import { useAgeConfirmationStore } from '@/features/age-gate/stores/age-confirmation-store';

export default function Is18Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useAgeConfirmationStore((state) => state.confirm);
  const decline = useAgeConfirmationStore((state) => state.decline);
  const declined = useAgeConfirmationStore((state) => state.declined);

  if (declined) {
    return (
      <Card className="age-gate" data-testid="adults-only">
        <h1 className="age-gate__title">{t('is18.adultsOnlyTitle')}</h1>
        <p>{t('is18.adultsOnlyText')}</p>
      </Card>
    );
  }

  return (
    <Card className="age-gate" data-testid="age-question">
      <p className="age-gate__badge" aria-hidden="true">
        18+
      </p>
      <h1 className="age-gate__title">{t('is18.question')}</h1>
      <div className="age-gate__actions">
        <Button
          onClick={() => {
            confirm();
            void navigate('/auth', { replace: true });
          }}
        >
          {t('is18.yes')}
        </Button>
        <Button variant="secondary" onClick={decline}>
          {t('is18.no')}
        </Button>
      </div>
    </Card>
  );
}
