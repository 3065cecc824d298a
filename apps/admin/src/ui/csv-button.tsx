// CSV of a list the screen holds whole (staff, jobs, rewards…): made in the browser with proper quoting. Paged lists
// download their CSV from the server instead (PagedTable's csvUrl, format=csv), so every row is in it, not just a page.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { spreadsheetSafe } from '@loyalty/domain/spreadsheet-cell';

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // The server's CSV rule: what a spreadsheet would run as a formula gets a leading apostrophe.
  const safe = typeof value === 'string' ? spreadsheetSafe(text) : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvText(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function CsvButton({ filename, header, rows }: { filename: string; header: string[]; rows: unknown[][] }) {
  const { t } = useTranslation();
  const download = () => {
    const url = URL.createObjectURL(new Blob([csvText(header, rows)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button variant="default" size="sm" onClick={download}>
      {t('common.csv')}
    </Button>
  );
}
