'use client';

import { Button } from '@mantine/core';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';

/** The footer of a paged table: the next page while there is one. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const t = useT(org);
  if (!query.hasNextPage) return null;
  return (
    <Button variant="default" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
      {t.loadMore}
    </Button>
  );
}
