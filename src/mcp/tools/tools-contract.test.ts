// The tools accept what the REST endpoints accept: their arguments are the endpoints' own body schemas
// (src/shared/v1), so the limits cannot drift apart again.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCaseBody } from '~/shared/v1/create-case-body';
import { createOrderBody } from '~/shared/v1/create-order-body';
import { MAX_STRING } from '~/shared/v1/limits';
import { postMessageBody } from '~/shared/v1/post-message-body';
import { selectBidBody } from '~/shared/v1/select-bid-body';
import { TOOLS } from './index';
import { buatOrder } from './buat-order';
import type { ToolDefinition } from './tool';

/** The JSON Schema of one field, descriptions dropped (they name the REST field, which is the point). */
function fieldContract(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(z.object({ field: schema }), { io: 'input' }) as Record<string, unknown>;
  return JSON.parse(JSON.stringify(json, (key, value) => (key === 'description' ? undefined : value)));
}

const tools = TOOLS as ToolDefinition[];
const REST_BODY: Record<string, z.ZodObject> = {
  buat_order: createOrderBody,
  ajukan_kasus: createCaseBody,
  kirim_pesan: postMessageBody,
  pilih_penawaran: selectBidBody,
};

/**
 * Rules the spec's tool table gives a tool argument beyond its REST field: POST /v1/cases answers them with
 * its own codes (EMAIL_INVALID, STORY_TOO_SHORT) rather than in its body schema, the tool states them.
 */
const TOOL_TABLE_RULES: Record<string, Record<string, unknown>> = {
  'ajukan_kasus.email_kontak': { format: 'email' },
  'ajukan_kasus.cerita': { minLength: 30 },
};

function withToolRules(contract: unknown, rules: Record<string, unknown> | undefined): unknown {
  if (!rules) return contract;
  const json = contract as { properties: { field: Record<string, unknown> } };
  return { ...json, properties: { field: { ...json.properties.field, ...rules } } };
}

describe('MCP tool inputs are derived from the REST bodies', () => {
  it('every tool that sends a body takes it from the endpoint’s own schema, every field of it', () => {
    const withBody = tools.filter((t) => t.body).map((t) => t.name);
    expect(withBody.sort()).toEqual(Object.keys(REST_BODY).sort());
    for (const tool of tools.filter((t) => t.body)) {
      const { schema, args } = tool.body!;
      expect(schema, tool.name).toBe(REST_BODY[tool.name]);
      expect(Object.values(args).sort(), tool.name).toEqual(Object.keys(schema.shape).sort());
      for (const [arg, field] of Object.entries(args)) {
        expect(fieldContract(tool.inputSchema[arg] as z.ZodType), `${tool.name}.${arg}`).toEqual(
          withToolRules(fieldContract(schema.shape[field] as z.ZodType), TOOL_TABLE_RULES[`${tool.name}.${arg}`]),
        );
      }
    }
  });

  it('sends the arguments under the REST names', () => {
    const request = buatOrder.request({
      layanan: 'nib-oss',
      intake: { nama: 'PT A' },
      max_budget: 100,
      callback_url: 'https://a.example/hook',
      idempotency_key: 'k1',
    });
    expect(request).toEqual({
      method: 'POST',
      path: '/orders',
      body: { service: 'nib-oss', intake: { nama: 'PT A' }, max_budget: 100, callback_url: 'https://a.example/hook' },
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(createOrderBody.safeParse(request.body).success).toBe(true);
  });
});

describe('buat_order refuses what POST /v1/orders refuses', () => {
  const tool = z.object(buatOrder.inputSchema);
  const base = { layanan: 'nib-oss', intake: {} };
  const rest = (extra: Record<string, unknown>) =>
    createOrderBody.safeParse({ service: 'nib-oss', intake: {}, ...extra });

  it.each(['ftp://files.example/hook', 'mailto:ops@example.com', 'https://', 'https://a.example/ hook'])(
    'callback_url %j',
    (callback_url) => {
      expect(rest({ callback_url }).success).toBe(false);
      expect(tool.safeParse({ ...base, callback_url }).success).toBe(false);
    },
  );

  it('a callback_url over 2,048 characters', () => {
    const callback_url = `https://a.example/${'x'.repeat(2048)}`;
    expect(rest({ callback_url }).success).toBe(false);
    expect(tool.safeParse({ ...base, callback_url }).success).toBe(false);
  });

  it('an intake over the limits: more than 100 keys, or a value or key over 20,000 characters', () => {
    const intakes = [
      Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v'])),
      { nama: 'x'.repeat(MAX_STRING + 1) },
      { ['k'.repeat(MAX_STRING + 1)]: 'v' },
    ];
    for (const intake of intakes) {
      expect(rest({ intake }).success).toBe(false);
      expect(tool.safeParse({ ...base, intake }).success).toBe(false);
    }
  });

  it('accepts what REST accepts at the edges', () => {
    const intake = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 'v']));
    const args = { intake, callback_url: 'http://localhost:9/hook', max_budget: null };
    expect(rest(args).success).toBe(true);
    expect(tool.safeParse({ ...base, ...args }).success).toBe(true);
  });
});
