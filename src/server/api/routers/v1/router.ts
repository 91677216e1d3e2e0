import { router } from '~/server/api/trpc';
import { getBalanceProcedure } from './balance/get-balance';
import { createCaseProcedure } from './cases/create-case';
import { getCaseProcedure } from './cases/get-case';
import { selectBidProcedure } from './cases/select-bid';
import { getEventProcedure } from './events/get-event';
import { listEventsProcedure } from './events/list-events';
import { acceptOrderProcedure } from './orders/accept-order';
import { createOrderProcedure } from './orders/create-order';
import { getOrderProcedure } from './orders/get-order';
import { listOrdersProcedure } from './orders/list-orders';
import { postMessageProcedure } from './orders/post-message';
import { getServiceProcedure } from './services/get-service';
import { listServicesProcedure } from './services/list-services';
import { advanceTestOrderProcedure } from './test/advance-test-order';
import { expireTestOfferProcedure } from './test/expire-test-offer';
import { payTestInvoiceProcedure } from './test/pay-test-invoice';
import { topUpTestDepositProcedure } from './test/top-up-test-deposit';

/** Everything under /v1: each procedure carries its OpenAPI route. */
export const v1Router = router({
  services: router({ list: listServicesProcedure, get: getServiceProcedure }),
  orders: router({
    create: createOrderProcedure,
    list: listOrdersProcedure,
    get: getOrderProcedure,
    postMessage: postMessageProcedure,
    accept: acceptOrderProcedure,
  }),
  cases: router({ create: createCaseProcedure, get: getCaseProcedure, selectBid: selectBidProcedure }),
  balance: router({ get: getBalanceProcedure }),
  events: router({ list: listEventsProcedure, get: getEventProcedure }),
  test: router({
    deposit: topUpTestDepositProcedure,
    advance: advanceTestOrderProcedure,
    expireOffer: expireTestOfferProcedure,
    payInvoice: payTestInvoiceProcedure,
  }),
});

export type V1Router = typeof v1Router;
