import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { v1Router } from '~/server/api/routers/v1/router';
import { createOrderEndpoint } from '~/server/api/routers/v1/orders/create-order';
import { endpointOf, v1Endpoint, type Idempotency } from './endpoint';

const meta = { openapi: { method: 'POST', path: '/planted' } } as const;

describe('a /v1 endpoint', () => {
  it('gets the Idempotency-Key outcome only when declared idempotent (misuse does not compile)', () => {
    const idempotent = v1Endpoint({
      scope: null,
      idempotent: true,
      meta,
      input: z.object({}),
      output: z.object({ replayed: z.boolean() }),
      handle: async ({ idempotency }) => {
        expectTypeOf(idempotency).toEqualTypeOf<Idempotency>();
        return { replayed: idempotency.replay !== null };
      },
    });
    v1Endpoint({
      scope: null,
      meta,
      input: z.object({}),
      output: z.object({ replayed: z.boolean() }),
      // @ts-expect-error an endpoint not declared idempotent has no Idempotency-Key outcome
      handle: async ({ idempotency }) => ({ replayed: Boolean(idempotency) }),
    });
    expect(idempotent.idempotent).toBe(true);
    expect(idempotent.meta.idempotent).toBe(true);
  });

  it('must answer what its output schema describes (a wrong body does not compile)', () => {
    v1Endpoint({
      scope: null,
      meta,
      input: z.object({}),
      output: z.object({ count: z.number() }),
      // @ts-expect-error `count` is a number in the output schema
      handle: async () => ({ count: 'one' }),
    });
  });

  it('is found from every procedure of the v1 router, which only describes it for the OpenAPI document', async () => {
    const procedures = Object.values(v1Router._def.procedures);
    expect(procedures.length).toBeGreaterThan(0);
    for (const procedure of procedures) expect(endpointOf(procedure).procedure).toBe(procedure);
    expect(endpointOf(createOrderEndpoint.procedure)).toBe(createOrderEndpoint);
    await expect(v1Router.createCaller({}).balance.get({})).rejects.toThrow(/served by serveV1/);
  });
});
