// The one table of every server-paged list: sorting by a column's header, the page and its size from the server,
// filters above it, a choice of columns remembered on this computer, and the CSV of the filtered list (every page,
// made by the server's format=csv). Loading, error and empty states come from QueryState.
import { Box, Button, Checkbox, Group, Menu, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CsvButton } from './csv-button';
import { QueryState } from './query-state';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The server's sort values this column offers: clicking its header turns between them (descending first). */
  sort?: { asc?: string; desc?: string };
  align?: 'left' | 'right';
  /** Kept on one line (dates, amounts, phones): a value broken over lines reads as two values. Right-aligned cells are. */
  nowrap?: boolean;
  /** Left out until the operator chooses it in "Columns". */
  hidden?: boolean;
}

/** The paging of every list answer. */
export interface PageAnswer {
  total: number;
  /** false: the server stopped counting at `total` (more match); the pager then reaches that far. */
  total_exact?: boolean;
  page: number;
  per_page: number;
}

interface PagedTableProps<P extends PageAnswer, Row> {
  /** Names the table for the remembered column choice. */
  id: string;
  /** The table's accessible name. */
  label: string;
  query: UseQueryResult<P>;
  rows: (answer: P) => Row[];
  rowKey: (row: Row) => string | number;
  columns: Column<Row>[];
  onPage: (page: number) => void;
  sort?: string;
  onSort?: (sort: string) => void;
  /** The filters of the list: inputs and selects, shown above the table. */
  filters?: ReactNode;
  /** The server's CSV of the filtered list. */
  csvUrl?: string;
  empty?: ReactNode;
  rowTestId?: string;
}

const storagePrefix = 'admin.columns.';

function storedHidden(id: string, columns: { key: string; hidden?: boolean }[]): string[] {
  try {
    const stored = localStorage.getItem(storagePrefix + id);
    if (stored) return (JSON.parse(stored) as unknown[]).filter((key): key is string => typeof key === 'string');
  } catch {
    // Nothing remembered: the defaults.
  }
  return columns.filter((column) => column.hidden).map((column) => column.key);
}

function SortHeader({
  header,
  sort,
  current,
  onSort,
}: {
  header: string;
  sort: NonNullable<Column<unknown>['sort']>;
  current?: string;
  onSort?: (sort: string) => void;
}) {
  const { t } = useTranslation();
  const direction = current === sort.desc ? 'descending' : current === sort.asc ? 'ascending' : 'none';
  const next = direction === 'descending' ? (sort.asc ?? sort.desc) : (sort.desc ?? sort.asc);
  return (
    <UnstyledButton
      fw={700}
      fz="sm"
      onClick={() => next && onSort?.(next)}
      aria-label={t('table.sortBy', { column: header })}
      data-sort={direction}
      style={{ whiteSpace: 'nowrap' }}
    >
      {header} {direction === 'descending' ? '↓' : direction === 'ascending' ? '↑' : '↕'}
    </UnstyledButton>
  );
}

export function PagedTable<P extends PageAnswer, Row>(props: PagedTableProps<P, Row>) {
  const { id, label, query, rows, rowKey, columns, onPage, sort, onSort, filters, csvUrl, empty, rowTestId } = props;
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => storedHidden(id, columns));
  const shown = columns.filter((column) => !hidden.includes(column.key));
  const toggle = (key: string) => {
    const next = hidden.includes(key) ? hidden.filter((other) => other !== key) : [...hidden, key];
    setHidden(next);
    try {
      localStorage.setItem(storagePrefix + id, JSON.stringify(next));
    } catch {
      // Remembered for this visit only.
    }
  };
  const ariaSort = (column: Column<Row>) =>
    !column.sort ? undefined : sort === column.sort.desc ? 'descending' : sort === column.sort.asc ? 'ascending' : 'none';

  return (
    <Box>
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm" wrap="nowrap">
        {/* The filters take the row and wrap among themselves; the table's own actions stay at its top right. */}
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 auto', minWidth: 0 }}>
          {filters}
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" size="sm">
                {t('table.columns')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {columns.map((column) => (
                <Menu.Item key={column.key} onClick={() => toggle(column.key)}>
                  <Checkbox
                    readOnly
                    tabIndex={-1}
                    label={column.header}
                    checked={!hidden.includes(column.key)}
                    disabled={shown.length === 1 && !hidden.includes(column.key)}
                  />
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {csvUrl && <CsvButton href={csvUrl} />}
        </Group>
      </Group>
      <QueryState query={query} isEmpty={(answer) => rows(answer).length === 0} empty={empty}>
        {(answer) => {
          const pages = Math.max(1, Math.ceil(answer.total / answer.per_page));
          return (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table striped aria-label={label} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                  <Table.Thead>
                    <Table.Tr>
                      {shown.map((column) => (
                        <Table.Th key={column.key} ta={column.align} aria-sort={ariaSort(column)}>
                          {column.sort ? (
                            <SortHeader header={column.header} sort={column.sort} current={sort} onSort={onSort} />
                          ) : (
                            column.header
                          )}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows(answer).map((row) => (
                      <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
                        {shown.map((column) => (
                          <Table.Td
                            key={column.key}
                            ta={column.align}
                            style={column.nowrap || column.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}
                          >
                            {column.render(row)}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Group justify="space-between" mt="sm">
                <Text size="sm" c="dimmed">
                  {t(answer.total_exact === false ? 'pager.positionMore' : 'pager.position', {
                    page: answer.page,
                    pages,
                    total: answer.total,
                  })}
                </Text>
                <Pagination
                  total={pages}
                  value={answer.page}
                  onChange={onPage}
                  size="sm"
                  aria-label={t('pager.label')}
                  getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
                  getItemProps={(page) => ({ 'aria-label': t('pager.page', { page }) })}
                />
              </Group>
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}

/**
 * A list's filters, sort and page kept in the address, so a search can be shared, reloaded and gone back to. A change
 * of a filter or the sort starts again at page 1.
 */
export function useListParams<F extends Record<string, string>>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback])) as F;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const write = (next: F, nextPage: number) => {
    const entries = Object.entries(next).filter(([key, value]) => value !== '' && value !== defaults[key]);
    if (nextPage > 1) entries.push(['page', String(nextPage)]);
    setParams(Object.fromEntries(entries), { replace: false });
  };
  return {
    values,
    page,
    set: (change: Partial<F>) => write({ ...values, ...change }, 1),
    setPage: (next: number) => write(values, next),
  };
}
