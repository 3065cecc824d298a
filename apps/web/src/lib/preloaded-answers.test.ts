import { afterEach, describe, expect, it } from 'vitest';
import { resetPreloadedAnswers, takePreloadedAnswer } from '@/lib/preloaded-answers';

function pageWith(text: string | null): void {
  document.getElementById('preloaded-answers')?.remove();
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'preloaded-answers';
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  pageWith(null);
  resetPreloadedAnswers();
});

describe('answers preloaded with the page', () => {
  it('gives each answer once, to the first query that asks', () => {
    pageWith(JSON.stringify({ 'product:glo:7': { id: 7, title: 'Neo' } }));
    expect(takePreloadedAnswer('product:glo:7')).toEqual({ id: 7, title: 'Neo' });
    expect(takePreloadedAnswer('product:glo:7')).toBeUndefined();
    expect(takePreloadedAnswer('product:ogo:7')).toBeUndefined();
  });

  it('gives nothing for a page without them or with a broken block', () => {
    pageWith(null);
    expect(takePreloadedAnswer('product:glo:7')).toBeUndefined();
    resetPreloadedAnswers();
    pageWith('{not json');
    expect(takePreloadedAnswer('product:glo:7')).toBeUndefined();
  });
});
