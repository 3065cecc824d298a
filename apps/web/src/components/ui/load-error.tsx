// What a page shows when its data could not be read: the reason in plain words and a retry.
import { useTranslation } from '@/lib/translation-hooks';
import { errorMessageKey } from '@/lib/error-messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Card className="load-error" role="alert" data-testid="load-error">
      <p>{t(errorMessageKey(error))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('errorPage.retry')}
      </Button>
    </Card>
  );
}
