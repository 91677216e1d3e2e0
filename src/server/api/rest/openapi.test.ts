import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { api } from '~/test/fixtures';

describe('GET /v1/openapi.json', () => {
  it('is served without a key and validates as OpenAPI 3.x', async () => {
    const res = await api('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(res.body))).resolves.toBeTruthy();
  });

  it('documents the bearer scheme and every error response with the envelope', async () => {
    const doc = (await api('/v1/openapi.json')).body;
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const get = doc.paths['/services/{code}'].get;
    expect(Object.keys(get.responses)).toEqual(['200', '401', '403', '404', '405', '429', '500', '503']);
    expect(get.responses['404'].description).toContain('SERVICE_NOT_FOUND');
    expect(get.responses['403'].description).toContain('ACCOUNT_REJECTED');
    expect(get.responses['429'].headers['Retry-After']).toBeDefined();
    expect(get.responses['503'].description).toBe('TEMPORARILY_UNAVAILABLE');
    expect(get.responses['503'].headers['Retry-After']).toBeDefined();
    expect(get.responses['404'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(get.responses['405'].headers.Allow).toBeDefined();
  });

  it('declares the headers every error carries, one error schema, real bounds only, a license and a readable key hint', async () => {
    const doc = (await api('/v1/openapi.json')).body;
    // One error schema; `File` is the uploaded document's object (POST /v1/files, GET /v1/files/{id}).
    expect(Object.keys(doc.components.schemas)).toEqual(['Error', 'File']);
    expect(JSON.stringify(doc)).not.toContain('9007199254740991');
    expect(doc.info.license.name).toBeTruthy();
    expect(doc.components.securitySchemes.ApiKey.description).toContain('`svc_live_<prefix>.<secret>`');
    for (const [path, item] of Object.entries<
      Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>
    >(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.headers?.['X-Request-Id'], `${method} ${path} ${status}`).toBeDefined();
          if (status !== '401' && status !== '405')
            expect(response.headers?.['X-RateLimit-Remaining'], `${method} ${path} ${status}`).toBeDefined();
        }
      }
    }
    const intake = doc.paths['/orders'].post.requestBody.content['application/json'].schema.properties.intake;
    expect(intake.description).toContain('GET /v1/services/{code}');
  });
});
