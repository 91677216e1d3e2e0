import { describe, expect, it } from 'vitest';
import { ORDER_FIELDS, orderViewSchema } from './order-view-schema';

describe('order view schema', () => {
  it("is the spec's order record plus allowed_actions and files, and nothing else", () => {
    expect(ORDER_FIELDS).toEqual([
      'allowed_actions',
      'approval_required',
      'callback_url',
      'created_at',
      'deliverable',
      'files',
      'id',
      'intake',
      'max_budget',
      'messages',
      'price_idr',
      'service',
      'sla_due_at',
      'status',
      'updated_at',
    ]);
  });

  it('keeps the spec fields in the spec order, then allowed_actions and files', () => {
    expect(Object.keys(orderViewSchema.shape)).toEqual([
      'id',
      'service',
      'status',
      'price_idr',
      'max_budget',
      'intake',
      'callback_url',
      'sla_due_at',
      'deliverable',
      'approval_required',
      'messages',
      'created_at',
      'updated_at',
      'allowed_actions',
      'files',
    ]);
  });
});
