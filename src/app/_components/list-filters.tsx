'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import 'dayjs/locale/id';
import { useEffect, useState, type ReactNode } from 'react';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import { useLocale, useT } from '~/app/_i18n/use-t';
import type { ListFilter } from '~/shared/dashboard/list-filter';

/**
 * A list's search box (sent once typing pauses) and date range (Jakarta days), with the list's own
 * filters beside them (`children`) and one button that clears them all.
 */
export function ListFilters({
  id,
  value,
  onChange,
  searchPlaceholder,
  label,
  dates = true,
  active = false,
  onClear,
  children,
}: {
  /** Prefix of the fields' ids (one page may hold two lists). */
  id: string;
  value: ListFilter;
  onChange: (next: ListFilter) => void;
  searchPlaceholder?: string;
  /** The search landmark's name where a page has two lists (default: "Filter the list"). */
  label?: string;
  dates?: boolean;
  /** Whether the list's own filters are set (shows the clear button). */
  active?: boolean;
  onClear?: () => void;
  children?: ReactNode;
}) {
  const t = useT(listFilters);
  const locale = useLocale();
  const [text, setText] = useState(value.search ?? '');
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if ((debounced.trim() || undefined) !== value.search) onChange({ ...value, search: debounced.trim() || undefined });
    // Only a new pause in typing sends the search; the other fields change `value` themselves.
  }, [debounced]);
  const anything = active || Boolean(value.search || value.from || value.to);
  return (
    // Its own space below: staff pages have no stack around their lists (the org pages' margins collapse with it).
    <Group role="search" aria-label={label ?? t.filtersLabel} align="flex-end" gap="sm" wrap="wrap" mb="md">
      <TextInput
        id={`${id}-search`}
        type="search"
        label={t.search}
        placeholder={searchPlaceholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        // Wide enough for its placeholder (what it searches in); the whole row on a phone.
        w={{ base: '100%', xs: 320 }}
      />
      {dates ? (
        // Mantine's picker, not the browser's date field: that one shows its format ("mm/dd/yyyy") in the
        // browser's language, whatever the page's. Days are Jakarta days as typed (YYYY-MM-DD strings).
        <DatePickerInput
          id={`${id}-dates`}
          type="range"
          allowSingleDateInRange
          label={t.dates}
          placeholder={t.anyDate}
          locale={locale}
          valueFormat="D MMM YYYY"
          clearable
          clearButtonProps={{ 'aria-label': t.clearDates }}
          // Its placeholder is text, not an input's placeholder: Mantine's light grey would fail contrast (2.1:1).
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          // The calendar's arrows are named; days of the next and previous months and red weekends are left
          // out, as their light colours fail contrast (2.2:1 and 3.3:1).
          ariaLabels={{
            previousMonth: t.previousMonth,
            nextMonth: t.nextMonth,
            previousYear: t.previousYear,
            nextYear: t.nextYear,
            previousDecade: t.previousDecade,
            nextDecade: t.nextDecade,
            monthLevelControl: t.chooseMonth,
            yearLevelControl: t.chooseYear,
          }}
          hideOutsideDates
          weekendDays={[]}
          value={[value.from ?? null, value.to ?? null]}
          onChange={([from, to]) => onChange({ ...value, from: from ?? undefined, to: to ?? undefined })}
          miw={240}
        />
      ) : null}
      {children}
      {anything ? (
        <Button
          variant="subtle"
          onClick={() => {
            setText('');
            onChange({});
            onClear?.();
          }}
        >
          {t.clear}
        </Button>
      ) : null}
    </Group>
  );
}
