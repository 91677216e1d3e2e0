import { z } from 'zod';
import { text } from '~/shared/v1/limits';

/** Body of POST /v1/cases/{id}/select; the MCP tool `pilih_penawaran` sends its `bid_id` as is. */
export const selectBidBody = z.strictObject({
  bid_id: text().min(1).describe('The chosen bid (`bid_…`)'),
});
