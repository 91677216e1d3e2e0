import { describeRouter as router } from '~/server/api/rest/endpoint';
import { getBalanceEndpoint } from './balance/get-balance';
import { createCaseEndpoint } from './cases/create-case';
import { getCaseEndpoint } from './cases/get-case';
import { selectBidEndpoint } from './cases/select-bid';
import { getFileEndpoint } from './files/get-file';
import { getFileContentEndpoint } from './files/get-file-content';
import { uploadFileEndpoint } from './files/upload-file';
import { getEventEndpoint } from './events/get-event';
import { listEventsEndpoint } from './events/list-events';
import { acceptOrderEndpoint } from './orders/accept-order';
import { createOrderEndpoint } from './orders/create-order';
import { getOrderEndpoint } from './orders/get-order';
import { getOrderReceiptEndpoint } from './orders/get-order-receipt';
import { listOrdersEndpoint } from './orders/list-orders';
import { postMessageEndpoint } from './orders/post-message';
import { getServiceEndpoint } from './services/get-service';
import { listServicesEndpoint } from './services/list-services';
import { getStatementEndpoint } from './statements/get-statement';
import { advanceTestOrderEndpoint } from './test/advance-test-order';
import { expireTestOfferEndpoint } from './test/expire-test-offer';
import { payTestInvoiceEndpoint } from './test/pay-test-invoice';
import { topUpTestDepositEndpoint } from './test/top-up-test-deposit';

/**
 * Everything under /v1 as trpc-to-openapi reads it: each endpoint's description carries its OpenAPI route, and
 * its place here names the operation. The route table finds endpoints through it.
 */
export const v1Router = router({
  services: router({ list: listServicesEndpoint.procedure, get: getServiceEndpoint.procedure }),
  orders: router({
    create: createOrderEndpoint.procedure,
    list: listOrdersEndpoint.procedure,
    get: getOrderEndpoint.procedure,
    postMessage: postMessageEndpoint.procedure,
    accept: acceptOrderEndpoint.procedure,
    receipt: getOrderReceiptEndpoint.procedure,
  }),
  cases: router({
    create: createCaseEndpoint.procedure,
    get: getCaseEndpoint.procedure,
    selectBid: selectBidEndpoint.procedure,
  }),
  balance: router({ get: getBalanceEndpoint.procedure }),
  statements: router({ get: getStatementEndpoint.procedure }),
  events: router({ list: listEventsEndpoint.procedure, get: getEventEndpoint.procedure }),
  files: router({
    upload: uploadFileEndpoint.procedure,
    get: getFileEndpoint.procedure,
    content: getFileContentEndpoint.procedure,
  }),
  test: router({
    deposit: topUpTestDepositEndpoint.procedure,
    advance: advanceTestOrderEndpoint.procedure,
    expireOffer: expireTestOfferEndpoint.procedure,
    payInvoice: payTestInvoiceEndpoint.procedure,
  }),
});
