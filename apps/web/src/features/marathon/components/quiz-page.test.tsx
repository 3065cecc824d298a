// /marathon/quiz against a stubbed server: every question answered before sending, the answers sent, each result shown.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import QuizPage from '@/features/marathon/components/quiz-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const campaign = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  slug: 'glo-hyper',
  title: 'Знавець glo hyper',
  description: 'Чотири питання про пристрій',
  xp_reward: 50,
  pass_score: 2,
  starts_at: '2026-10-01T00:00:00.000Z',
  ends_at: '2027-01-01T00:00:00.000Z',
  status: 'active',
  completed: false,
  questions: [
    { id: 'q1', text: 'Скільки триває сесія?', options: ['3 хв', '4 хв'] },
    { id: 'q2', text: 'Який режим швидший?', options: ['Standard', 'Boost'] },
  ],
  ...extra,
});

function renderQuiz(answer: (request: RecordedRequest) => StubAnswer, campaigns = [campaign()]) {
  const network = stubFetch((request) => (request.url.startsWith('/api/marathon?') ? { body: { campaigns } } : answer(request)));
  renderRoutes([{ path: '/marathon/quiz', Component: QuizPage }], '/marathon/quiz');
  return network;
}

async function send(): Promise<void> {
  await act(async () => fireEvent.click(screen.getByTestId('quiz-submit')));
}

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
});

describe('/marathon/quiz', () => {
  it('asks for every answer before sending', async () => {
    const { requests } = renderQuiz(() => ({ body: {} }));
    fireEvent.click(await screen.findByLabelText('4 хв'));
    await send();
    expect(screen.getAllByText('Обери відповідь')).toHaveLength(1);
    expect(requests.filter((request) => request.url === '/api/marathon/answer')).toHaveLength(0);
  });

  it('sends the chosen option indexes and shows the credited XP and balance', async () => {
    const { requests } = renderQuiz(() => ({ body: { score: 2, passed: true, credited: 50, balance: 170 } }));
    fireEvent.click(await screen.findByLabelText('4 хв'));
    fireEvent.click(screen.getByLabelText('Boost'));
    await send();
    expect((await screen.findByTestId('quiz-result-text')).textContent).toBe(
      'Вікторину пройдено! Нараховано 50 XP. Мій баланс: 170 XP',
    );
    expect(screen.getByText('Правильних відповідей: 2 з 2')).toBeDefined();
    const sent = requests.find((request) => request.url === '/api/marathon/answer');
    expect(sent?.body).toEqual({ campaign_id: 7, answers: { q1: 1, q2: 1 }, product: 'glo' });
  });

  it('a second pass says the points were credited before', async () => {
    renderQuiz(() => ({ body: { score: 2, passed: true, credited: 0, balance: 170 } }));
    fireEvent.click(await screen.findByLabelText('3 хв'));
    fireEvent.click(screen.getByLabelText('Boost'));
    await send();
    expect((await screen.findByTestId('quiz-result-text')).textContent).toBe(
      'Вікторину пройдено. Бали за цю кампанію вже було нараховано раніше.',
    );
  });

  it('a failed attempt says how many were needed, and offers no second try (one attempt per campaign)', async () => {
    renderQuiz(() => ({ body: { score: 1, passed: false, credited: 0, balance: 120 } }));
    fireEvent.click(await screen.findByLabelText('3 хв'));
    fireEvent.click(screen.getByLabelText('Standard'));
    await send();
    expect((await screen.findByTestId('quiz-result-text')).textContent).toBe(
      'Цього разу не вийшло: потрібно було щонайменше 2 правильних відповідей. Вікторину кожної кампанії проходять один раз.',
    );
    expect(screen.queryByText('Спробувати ще раз')).toBeNull();
  });

  it('says so when the quiz was answered already', async () => {
    renderQuiz(() => ({ status: 409, body: { error: { code: 'already_answered', message: 'answered' } } }));
    fireEvent.click(await screen.findByLabelText('3 хв'));
    fireEvent.click(screen.getByLabelText('Boost'));
    await send();
    expect((await screen.findByTestId('quiz-failure')).textContent).toBe(
      'Відповіді на цю вікторину вже зараховано: кожну кампанію проходять один раз.',
    );
  });

  it('explains a campaign that ended meanwhile', async () => {
    renderQuiz(() => ({ status: 409, body: { error: { code: 'campaign_not_active', message: 'ended' } } }));
    fireEvent.click(await screen.findByLabelText('3 хв'));
    fireEvent.click(screen.getByLabelText('Boost'));
    await send();
    expect((await screen.findByTestId('quiz-failure')).textContent).toBe('Ця кампанія вже не активна');
  });

  it('without an active campaign says so', async () => {
    renderQuiz(() => ({ body: {} }), [campaign({ status: 'ended' })]);
    expect(await screen.findByText('Зараз немає активної вікторини')).toBeDefined();
    expect(screen.queryByTestId('quiz-form')).toBeNull();
  });
});
