// CSV of a list the screen holds whole (staff, jobs, rewards…): made in the browser with proper quoting. Paged lists
// and lists the screen does not hold (a segment's members) download the server's CSV instead, through the same button
// as a link (PagedTable's csvUrl, format=csv), so every row is in it, not just a page.
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

/** The CSV of rows the screen holds, or (`href`) the server's CSV of a whole list, downloaded as a link. */
export function CsvButton(
  props: { filename: string; header: string[]; rows: unknown[][]; href?: undefined } | { href: string; testId?: string },
) {
  const { t } = useTranslation();
  if (props.href !== undefined)
    return (
      <Button
        component="a"
        href={props.href}
        download
        variant="default"
        size="sm"
        data-testid={'testId' in props ? props.testId : undefined}
      >
        {t('common.csv')}
      </Button>
    );
  const { filename, header, rows } = props;
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
