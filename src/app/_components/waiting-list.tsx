'use client';

import { Anchor, Group, Text, Title } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';
import classes from './waiting-list.module.css';

type WaitingItem = {
  /** How many wait; an item with none is left out. */
  n: number;
  /** What waits, its noun agreeing with `n` (messages' `counted`). */
  text: string;
  href: string;
  /** The next action's words on the link ("Review", "Open"); the item's text completes its name. */
  action: string;
};

/**
 * What waits on the person now, each with the link to where it is done: every role's home leads with it.
 * Nothing waiting: `emptyText`, so the home still says that all is done.
 */
export function WaitingList({
  id,
  title,
  emptyText,
  items,
  children,
}: {
  id: string;
  title: string;
  emptyText: string;
  items: WaitingItem[];
  /** More under the list (the oldest of what waits, a primary action). */
  children?: ReactNode;
}) {
  const shown = items.filter((item) => item.n > 0);
  return (
    <section className="card" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {shown.length === 0 ? (
        <p className="empty">{emptyText}</p>
      ) : (
        <ul className={classes.list}>
          {shown.map((item) => (
            <li key={item.href + item.text}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text>
                  <Text span fw={700} size="lg">
                    {item.n}
                  </Text>{' '}
                  {item.text}
                </Text>
                <Anchor component={Link} href={item.href}>
                  {item.action} <span className="sr-only">{item.text}</span>
                </Anchor>
              </Group>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
