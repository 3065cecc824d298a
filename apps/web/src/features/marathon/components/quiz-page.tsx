// /marathon/quiz: the active campaign's questions, every one answered before sending, then the score and credited XP.
import { useState, type FormEvent } from 'react';
import { formatXp } from '@loyalty/client/format';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { QuizCampaign } from '@loyalty/contracts/points';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceGroup, Radio } from '@/components/ui/checkbox';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { activeCampaign, useCampaigns } from '@/features/marathon/api/get-campaigns';
import { useSubmitAnswers } from '@/features/marathon/api/submit-answers';

interface QuizResult {
  score: number;
  passed: boolean;
  credited: number;
  balance: number;
}

function QuizForm({ campaign }: { campaign: QuizCampaign }) {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const submit = useSubmitAnswers();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<QuizResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const total = campaign.questions.length;
  const missing = campaign.questions.filter((question) => answers[question.id] === undefined);

  const send = (event: FormEvent): void => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (missing.length > 0) {
      document.getElementById(`question-${missing[0]?.id ?? ''}`)?.scrollIntoView?.({ block: 'center' });
      return;
    }
    submit.mutate(
      { campaignId: campaign.id, answers, brand },
      {
        onSuccess: setResult,
        onError: (error) => {
          const code = isApiError(error) ? error.code : undefined;
          setFailure(
            code === 'campaign_not_active'
              ? t('marathon.notActive')
              : code === 'already_answered'
                ? t('marathon.alreadyAnswered')
                : t(errorMessageKey(error)),
          );
        },
      },
    );
  };

  if (result) {
    return (
      <Card className="quiz-result" role="status" data-testid="quiz-result" data-passed={String(result.passed)}>
        <p>{t('marathon.result', { score: result.score, total })}</p>
        <p data-testid="quiz-result-text">
          {result.passed
            ? result.credited > 0
              ? t('marathon.passedCredited', {
                  amount: formatXp(result.credited, i18n.language),
                  balance: formatXp(result.balance, i18n.language),
                })
              : t('marathon.passedAlready')
            : t('marathon.failed', { count: campaign.pass_score })}
        </p>
        <Link className="loyalty-link" to="/marathon">
          {t('marathon.toMarathon')}
        </Link>
      </Card>
    );
  }

  return (
    <form className="form quiz" onSubmit={send} noValidate data-testid="quiz-form">
      <h1 className="profile__title">{campaign.title}</h1>
      <p>{campaign.description}</p>
      <p className="loyalty-muted">
        {t('marathon.passScore', { count: campaign.pass_score, total })} ·{' '}
        {t('marathon.reward', { amount: formatXp(campaign.xp_reward, i18n.language) })}
      </p>
      {campaign.questions.map((question, index) => {
        const unanswered = tried && answers[question.id] === undefined;
        return (
          <ChoiceGroup
            key={question.id}
            id={`question-${question.id}`}
            data-testid="quiz-question"
            legend={
              <span className="quiz__legend">
                <span className="loyalty-muted">{t('marathon.question', { number: index + 1, total })}</span>
                <span>{question.text}</span>
              </span>
            }
            error={unanswered ? t('marathon.unanswered') : undefined}
            errorId={`question-${question.id}-error`}
          >
            {question.options.map((option, optionIndex) => (
              <Radio
                key={option}
                name={`q-${question.id}`}
                value={optionIndex}
                label={option}
                checked={answers[question.id] === optionIndex}
                onChange={() => setAnswers((current) => ({ ...current, [question.id]: optionIndex }))}
              />
            ))}
          </ChoiceGroup>
        );
      })}
      {failure && (
        <p className="field__error" role="alert" data-testid="quiz-failure">
          {failure}
        </p>
      )}
      <p className="checkout-muted">{t('marathon.answerOnce')}</p>
      <Button type="submit" busy={submit.isPending} data-testid="quiz-submit">
        {t(submit.isPending ? 'marathon.submitting' : 'marathon.submit')}
      </Button>
    </form>
  );
}

export default function QuizPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const campaigns = useCampaigns(brand);

  if (campaigns.isPending) return <PageLoader />;
  if (campaigns.isLoadingError) return <LoadError error={campaigns.error} onRetry={() => void campaigns.refetch()} />;

  const campaign = activeCampaign(campaigns.data);
  if (!campaign) {
    return (
      <div className="loyalty-page">
        <EmptyState text={t('marathon.noActive')} />
        <Link className="loyalty-link" to="/marathon">
          {t('marathon.toMarathon')}
        </Link>
      </div>
    );
  }
  // Keyed by campaign: answers of one campaign never carry over to another.
  return (
    <div className="loyalty-page">
      <QuizForm key={campaign.id} campaign={campaign} />
    </div>
  );
}
