// Answers the server put into the page it sent (a product page's answer comes with the page, so it renders
// without a round trip; see apps/api/src/modules/catalog/shell-preload.ts). Each is used once: the first query that
// asks for it takes it, and later ones ask the server as usual. A page opened from the service worker's copy of the
// shell has none.
let answers: Record<string, unknown> | null | undefined;

function readAnswers(): Record<string, unknown> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('preloaded-answers');
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The preloaded answer for `key`, once; undefined when the page came without it. */
export function takePreloadedAnswer<Answer>(key: string): Answer | undefined {
  answers ??= readAnswers();
  if (!answers || !(key in answers)) return undefined;
  const answer = answers[key] as Answer;
  delete answers[key];
  return answer;
}

/** Forgets what was read (tests). */
export function resetPreloadedAnswers(): void {
  answers = undefined;
}
