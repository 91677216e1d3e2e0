'use client';

import { Checkbox, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { label } from '~/app/org/[orgId]/_components/badges';
import { SCOPES, type Scope } from '~/shared/scopes';

/**
 * What a key (or an app connected by OAuth) may do: one checkbox per scope, in the spec's order, named by what
 * it allows with the scope's code after it. The key dialog and the consent page use this one list, so a person
 * reads the same words in both places.
 */
export function ScopeCheckboxes({
  id,
  legend,
  description,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: ReactNode;
  description?: ReactNode;
  value: Scope[];
  onChange: (next: Scope[]) => void;
  error?: string;
}) {
  const t = useT(org);
  return (
    <Checkbox.Group
      id={id}
      label={legend}
      description={description}
      value={value}
      onChange={(next) => onChange(SCOPES.filter((s) => next.includes(s)))}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            name="scopes"
            label={
              <>
                {label(t, 'scope_', scope)} <code>{scope}</code>
              </>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
