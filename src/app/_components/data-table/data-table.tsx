'use client';

import { Group, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { table } from '~/app/_i18n/messages/table';
import { useLocale, useT } from '~/app/_i18n/use-t';
import classes from './data-table.module.css';
import { sortRows, type Sort, type SortValue } from './sort-rows';

export type Column<T> = {
  key: string;
  /** The column's name: the header, and the label above the value on phones. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  /** Amounts and dates stay on one line. */
  nowrap?: boolean;
};

/**
 * The one table of the dashboard: sortable columns (a button in the header, `aria-sort`), pages of
 * `pageSize` rows, and on phones one card per row. `footer` goes below (e.g. a "load more" button for a
 * list fetched in pages from the server).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  pageSize = 20,
  initialSort,
  footer,
  layout = 'cards',
}: {
  /** The table's name for screen readers (a visually hidden caption). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  pageSize?: number;
  initialSort?: Sort;
  footer?: ReactNode;
  /** On phones: a card per row (default), or one compact line per row for short rows. */
  layout?: 'cards' | 'list';
}) {
  const t = useT(table);
  const locale = useLocale();
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const [page, setPage] = useState(1);
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(scroller);

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    return sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction, locale) : rows;
  }, [rows, columns, sort, locale]);

  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages);
  const visible = sorted.slice((current - 1) * pageSize, current * pageSize);

  const toggle = (key: string) => {
    setSort((s) =>
      s?.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
    );
    setPage(1);
  };

  return (
    <div>
      {/* Wider than the page (a narrow window beside the sidebar): it scrolls, and the keyboard can scroll it. */}
      <div
        ref={scroller}
        className={classes.scroll}
        {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      >
        <Table
          className={layout === 'list' ? `${classes.table} ${classes.list}` : classes.table}
          striped
          highlightOnHover
          verticalSpacing="xs"
        >
          {caption ? (
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          ) : null}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort?.key === column.key;
                const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortValue ? (ariaSort ?? 'none') : undefined}
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className={classes.sort}
                        onClick={() => toggle(column.key)}
                        title={t.sortBy.replace('{column}', column.header)}
                      >
                        {column.header}
                        <span aria-hidden className={classes.arrow}>
                          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    data-label={column.header}
                    className={column.nowrap ? `${classes.cell} ${classes.nowrap}` : classes.cell}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {pages > 1 || footer ? (
        <Group justify="space-between" mt="sm" gap="sm">
          {pages > 1 ? (
            <Group gap="sm">
              <Pagination
                total={pages}
                value={current}
                onChange={setPage}
                size="sm"
                aria-label={t.pages}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t.previousPage }
                    : control === 'next'
                      ? { 'aria-label': t.nextPage }
                      : {}
                }
              />
              <Text size="sm" c="dimmed">
                {t.pageOf.replace('{page}', String(current)).replace('{pages}', String(pages))}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          {footer}
        </Group>
      ) : null}
    </div>
  );
}

/** Whether the element's content is wider than the element (then it scrolls sideways). */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
