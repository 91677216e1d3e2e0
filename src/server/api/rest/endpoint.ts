import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { DomainContext } from '~/server/domain/context';
import type { Db } from '~/server/db/client';
import type { ErrorCode } from '~/server/domain/errors';
import type { IdempotencyClaim } from '~/server/domain/idempotency/order-idempotency';
import type { AuthenticatedKey } from '~/server/domain/keys/authenticate-api-key';
import type { KeyRead, KeyReadResult } from '~/server/domain/keys/key-read';
import type { OrderView } from '~/server/domain/orders/order-view';
import type { Scope } from '~/shared/scopes';

type ApiMeta = OpenApiMeta<{
  /** Spec error codes this endpoint can answer with (beyond the common ones): drives the OpenAPI document. */
  errors?: ErrorCode[];
  /** Success status when it is not 200. */
  successStatus?: number;
  /** The endpoint takes no body: whatever arrives is ignored. */
  noBody?: boolean;
  /** The endpoint honours Idempotency-Key. */
  idempotent?: boolean;
  /** The body is multipart/form-data, streamed to the handler (`request`) instead of read as JSON. */
  multipart?: boolean;
  /** The success answer is a file's bytes as an attachment (a `StreamReply` of this type), not JSON. */
  attachment?: { contentType: string; description: string };
}>;

/** What a /v1 endpoint runs with, once the pipeline has authenticated its key and passed its checks. */
export type RestContext = { db: Db; domain: DomainContext; requestId: string; apiKey: AuthenticatedKey };

/**
 * The Idempotency-Key step's outcome (src/server/front-door/v1-pipeline.ts), given only to an endpoint
 * declared `idempotent`: the claim to record with the order (null without the header), and the order a
 * replay answers with.
 */
export type Idempotency = { claim: IdempotencyClaim | null; replay: OrderView | null };

/** An answer that is not JSON: bytes streamed as they are read (a file's content). */
export class StreamReply {
  constructor(
    readonly body: ReadableStream<Uint8Array>,
    readonly headers: Record<string, string>,
    readonly status = 200,
  ) {}
}

/** An answer whose status or headers differ from the endpoint's success status. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly status: number,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * A read an endpoint names, answered by the key check's own statement (domain/keys/key-read.ts): one statement per
 * request instead of two. `values` takes the path's parameters and gives the read's values, or null when the path
 * does not pass the endpoint's schema: then nothing is read and the input check answers as before.
 */
export type EndpointRead<Row> = {
  of: KeyRead<Row>;
  values: (path: Record<string, string>) => Record<string, unknown> | null;
};

/** `read` with the path's parameters as its values when they pass `schema` (synchronous: it runs before the key check). */
export function pathRead<Row>(of: KeyRead<Row>, schema: z.ZodType<Record<string, unknown>>): EndpointRead<Row> {
  return {
    of,
    values: (path) => {
      const parsed = schema.safeParse(path);
      return parsed.success ? parsed.data : null;
    },
  };
}

type HandlerArgs<Input, Idempotent extends boolean, Read> = {
  ctx: RestContext;
  input: Input;
  /** The request, whose body a `multipart` endpoint reads itself; already read for the others. */
  request: Request;
  /** The endpoint's read, as the key check's statement answered it; undefined when it was not sent. */
  read?: KeyReadResult<Read>;
} & (Idempotent extends true ? { idempotency: Idempotency } : unknown);

type Definition<In extends z.ZodType, Out extends z.ZodType, Idempotent extends boolean, Read> = {
  /** The scope the key needs; null: any valid key. */
  scope: Scope | null;
  /** A helper under /v1/test/...: a live key gets 404 before any other check. */
  testKeysOnly?: boolean;
  /** Honours Idempotency-Key: the handler receives the lookup's outcome. */
  idempotent?: Idempotent;
  meta: Omit<ApiMeta, 'idempotent'>;
  input: In;
  output: Out;
  /**
   * The handler's answer is already exactly what parsing it with `output` would give (same keys, same order, same
   * values: built by a typed function, checked by a test), so the pipeline sends it without parsing it again.
   */
  exactOutput?: boolean;
  /** What the key check's statement reads for the handler (EndpointRead): a GET of one record in one statement. */
  read?: EndpointRead<Read>;
  handle: (
    args: HandlerArgs<z.output<In>, Idempotent, Read>,
  ) => Promise<z.input<Out> | Reply<z.input<Out>> | StreamReply>;
};

/** One /v1 operation as the pipeline runs it. */
export type V1Endpoint = {
  scope: Scope | null;
  testKeysOnly: boolean;
  idempotent: boolean;
  meta: ApiMeta;
  input: z.ZodType;
  output: z.ZodType;
  exactOutput: boolean;
  read: EndpointRead<unknown> | null;
  handle: (args: {
    ctx: RestContext;
    input: unknown;
    request: Request;
    idempotency: Idempotency | null;
    read?: KeyReadResult<unknown>;
  }) => Promise<unknown>;
  /** Its description for trpc-to-openapi, which generates the OpenAPI document from a tRPC router. */
  procedure: ReturnType<typeof describe>;
};

/** tRPC here only describes the endpoints: no request reaches these procedures (see `procedure` below). */
const description = initTRPC.meta<ApiMeta>().create();

/** The v1 router: the endpoints' descriptions, in the places that name their operations (`orders-create`). */
export const describeRouter = description.router;

function describe(meta: ApiMeta, input: z.ZodType, output: z.ZodType) {
  const described = description.procedure.meta(meta).input(input).output(output);
  const served = (): never => {
    throw new Error('/v1 is served by serveV1 (src/server/front-door/v1-pipeline.ts), not through tRPC');
  };
  // The procedure type (query for GET) is part of what the document generator reads.
  return meta.openapi?.method === 'GET' ? described.query(served) : described.mutation(served);
}

const byProcedure = new WeakMap<object, V1Endpoint>();

/** A /v1 endpoint: its checks, schemas and handler; `procedure` goes into the v1 router for the document. */
export function v1Endpoint<
  In extends z.ZodType,
  Out extends z.ZodType,
  Idempotent extends boolean = false,
  Read = never,
>(definition: Definition<In, Out, Idempotent, Read>): V1Endpoint {
  const meta: ApiMeta = definition.idempotent ? { ...definition.meta, idempotent: true } : definition.meta;
  const endpoint: V1Endpoint = {
    scope: definition.scope,
    testKeysOnly: definition.testKeysOnly ?? false,
    idempotent: definition.idempotent ?? false,
    meta,
    input: definition.input,
    output: definition.output,
    exactOutput: definition.exactOutput ?? false,
    read: (definition.read as EndpointRead<unknown> | undefined) ?? null,
    handle: definition.handle as V1Endpoint['handle'],
    procedure: describe(meta, definition.input, definition.output),
  };
  byProcedure.set(endpoint.procedure, endpoint);
  return endpoint;
}

/** The endpoint a procedure of the v1 router describes (the route table finds procedures by path). */
export function endpointOf(procedure: object): V1Endpoint {
  const endpoint = byProcedure.get(procedure);
  if (!endpoint) throw new Error('Not a /v1 endpoint procedure');
  return endpoint;
}
