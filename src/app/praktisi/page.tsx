import { Stack } from '@mantine/core';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { WaitingForYou } from './_components/waiting-for-you';
import { OffersView } from './offers-view';

/** The practitioner's home: what waits on them, then their offers; prefetched, so the first paint shows both. */
export default function PractitionerHomePage() {
  return (
    <Prefetched
      queries={[
        trpcServer.practitioner.offers.list.queryOptions(),
        trpcServer.practitioner.orders.list.queryOptions(),
        trpcServer.practitioner.cases.board.queryOptions(),
      ]}
    >
      <Stack gap="md">
        <WaitingForYou />
        <OffersView />
      </Stack>
    </Prefetched>
  );
}
