// Dates and money as staff read them, in the chosen language, on Kyiv's clock.
const locales: Record<string, string> = { uk: 'uk-UA', en: 'en-GB' };

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locales[language] ?? 'uk-UA', {
    timeZone: 'Europe/Kyiv',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

export function formatKop(kop: number, language: string): string {
  return new Intl.NumberFormat(locales[language] ?? 'uk-UA', { style: 'currency', currency: 'UAH' }).format(kop / 100);
}
