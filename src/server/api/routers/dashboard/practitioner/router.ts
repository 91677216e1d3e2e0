import { router } from '~/server/api/trpc';
import { listCaseBoardProcedure } from './cases/list-case-board';
import { listMyBidsProcedure } from './cases/list-my-bids';
import { placeBidProcedure } from './cases/place-bid';
import { getEarningsProcedure } from './get-earnings';
import { acceptOfferProcedure } from './offers/accept-offer';
import { declineOfferProcedure } from './offers/decline-offer';
import { listOffersProcedure } from './offers/list-offers';
import { askClientProcedure } from './orders/ask-client';
import { deliverOrderProcedure } from './orders/deliver-order';
import { listOrdersProcedure } from './orders/list-orders';
import { releaseOrderProcedure } from './orders/release-order';
import { startWorkProcedure } from './orders/start-work';

/** The practitioner workspace: every procedure needs a signed-in, active practitioner. */
export const practitionerRouter = router({
  /** The offers made to the practitioner, one order at a time per offer. */
  offers: router({ list: listOffersProcedure, accept: acceptOfferProcedure, decline: declineOfferProcedure }),
  /** Orders the practitioner holds: another practitioner's order is 403 before anything moves. */
  orders: router({
    list: listOrdersProcedure,
    start: startWorkProcedure,
    release: releaseOrderProcedure,
    askClient: askClientProcedure,
    deliver: deliverOrderProcedure,
  }),
  /** The case board, the practitioner's own bids, and bidding. */
  cases: router({ board: listCaseBoardProcedure, myBids: listMyBidsProcedure, bid: placeBidProcedure }),
  earnings: getEarningsProcedure,
});
