// Shared presentation of news: the cover size (the demo covers are square) and the date as the language writes it.
export const newsImageSize = { width: 640, height: 640 } as const;

export function formatNewsDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}
