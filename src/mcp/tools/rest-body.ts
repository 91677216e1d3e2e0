import { z } from 'zod';

/** Tool argument name → the REST body field it is sent as. */
export type ArgNames<Body extends z.ZodRawShape> = Record<string, keyof Body & string>;

/** Which REST body a tool sends and under which argument names; the contract test reads it. */
export type RestBody<Body extends z.ZodRawShape = z.ZodRawShape> = { schema: z.ZodObject<Body>; args: ArgNames<Body> };

export const restBody = <Body extends z.ZodRawShape, Names extends ArgNames<Body>>(
  schema: z.ZodObject<Body>,
  args: Names,
) => ({ schema, args });

/**
 * The tool's arguments for a REST body: the body's own field schemas under the tool's (Indonesian) names,
 * so that what the tool accepts cannot drift from what the endpoint accepts. Only the description changes,
 * naming the field the argument is sent as.
 */
export function argsFromBody<Body extends z.ZodRawShape, Names extends ArgNames<Body>>(body: {
  schema: z.ZodObject<Body>;
  args: Names;
}): { [Arg in keyof Names]: Body[Names[Arg]] } {
  return Object.fromEntries(
    Object.entries(body.args).map(([arg, field]) => {
      const schema = body.schema.shape[field] as z.ZodType;
      return [arg, arg === field ? schema : schema.describe(`${schema.description ?? field} (sent as \`${field}\`)`)];
    }),
  ) as never;
}

/** The REST body from the tool's arguments: renamed back, arguments not given left out. */
export function bodyFromArgs(args: Record<string, unknown>, body: RestBody): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body.args)
      .filter(([arg]) => args[arg] !== undefined)
      .map(([arg, field]) => [field, args[arg]]),
  );
}
