'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import { useT } from '~/app/_i18n/use-t';
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
  dates?: boolean;
  /** Whether the list's own filters are set (shows the clear button). */
  active?: boolean;
  onClear?: () => void;
  children?: ReactNode;
}) {
  const t = useT(listFilters);
  const [text, setText] = useState(value.search ?? '');
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if ((debounced.trim() || undefined) !== value.search) onChange({ ...value, search: debounced.trim() || undefined });
    // Only a new pause in typing sends the search; the other fields change `value` themselves.
  }, [debounced]);
  const anything = active || Boolean(value.search || value.from || value.to);
  return (
    <Group role="search" aria-label={t.filtersLabel} align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        id={`${id}-search`}
        type="search"
        label={t.search}
        placeholder={searchPlaceholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        w={240}
      />
      {dates ? (
        <>
          <TextInput
            id={`${id}-from`}
            type="date"
            label={t.from}
            value={value.from ?? ''}
            max={value.to}
            onChange={(e) => onChange({ ...value, from: e.currentTarget.value || undefined })}
          />
          <TextInput
            id={`${id}-to`}
            type="date"
            label={t.to}
            value={value.to ?? ''}
            min={value.from}
            onChange={(e) => onChange({ ...value, to: e.currentTarget.value || undefined })}
          />
        </>
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
