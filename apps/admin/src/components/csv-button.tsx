// CSV of a list the screen holds whole (staff, jobs, rewards…): made in the browser with proper quoting. Paged lists
// download their CSV from the server instead (format=csv), so every row is in it, not just this page.
import { useTranslation } from 'react-i18next';
import { spreadsheetSafe } from '@loyalty/domain/spreadsheet-cell';

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // The server's CSV rule: what a spreadsheet would run as a formula gets a leading apostrophe.
  const safe = typeof value === 'string' ? spreadsheetSafe(text) : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function CsvButton({ filename, header, rows }: { filename: string; header: string[]; rows: unknown[][] }) {
  const { t } = useTranslation();
  const download = () => {
    const text = [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
    const url = URL.createObjectURL(new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button type="button" onClick={download}>
      {t('common.csv')}
    </button>
  );
}
