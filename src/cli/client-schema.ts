import openapiTS, { astToString } from 'openapi-typescript';
import { v1OpenApiDocument } from '~/server/api/rest/openapi-document';

export const CLIENT_SCHEMA_PATH = 'packages/client/schema.d.ts';

/** The typed client's `schema.d.ts`: openapi-typescript over the document `/v1/openapi.json` serves. */
export async function clientSchemaSource(): Promise<string> {
  const ast = await openapiTS(structuredClone(v1OpenApiDocument()) as never);
  return `// Generated from /v1/openapi.json by \`npm run client:generate\`; do not edit.\n\n${astToString(ast)}`;
}
