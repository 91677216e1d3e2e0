import { describe, expect, it } from 'vitest';
import { api, createAgent } from '~/test/fixtures';

const agent = await createAgent({ status: 'approved' });

describe('GET /v1/services', () => {
  it('lists visible services with the decided shape, hiding inactive and agent-hidden ones', async () => {
    const res = await api<{ data: any[] }>('/v1/services', { key: agent.apiKey });
    expect(res.status).toBe(200);
    const codes = res.body.data.map((s) => s.code);
    for (const code of [
      'pendirian-pt',
      'pendirian-cv',
      'pendaftaran-merek',
      'nib-oss',
      'review-kontrak',
      'somasi',
      'perjanjian-kerja',
      'legal-opinion',
      'litigasi-perdata',
    ]) {
      expect(codes).toContain(code);
    }
    expect(codes).not.toContain('pendirian-yayasan');
    expect(codes).not.toContain('audit-internal');
    const pt = res.body.data.find((s) => s.code === 'pendirian-pt');
    expect(Object.keys(pt).sort()).toEqual([
      'category',
      'code',
      'description',
      'intake',
      'name',
      'orderable',
      'price_idr',
      'pricing',
      'sla_hours',
    ]);
    expect(pt).toMatchObject({ pricing: 'fixed', orderable: true, price_idr: 4_500_000 });
    expect(res.body.data.find((s) => s.code === 'litigasi-perdata')).toMatchObject({
      pricing: 'bid',
      orderable: false,
    });
    expect(res.body.data.find((s) => s.code === 'legal-opinion')).toMatchObject({ pricing: 'fixed', orderable: false });
  });

  it('filters by ?q= text and ?category=', async () => {
    const byText = await api<{ data: any[] }>('/v1/services?q=merek', { key: agent.apiKey });
    expect(byText.status).toBe(200);
    expect(byText.body.data.map((s) => s.code)).toContain('pendaftaran-merek');
    expect(byText.body.data.map((s) => s.code)).not.toContain('pendirian-pt');

    const byCategory = await api<{ data: any[] }>('/v1/services?category=pendirian-usaha', { key: agent.apiKey });
    expect(byCategory.body.data.length).toBeGreaterThan(0);
    expect(byCategory.body.data.every((s) => s.category === 'pendirian-usaha')).toBe(true);

    const none = await api<{ data: any[] }>('/v1/services?q=%25%25nothing-like-this', { key: agent.apiKey });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: [] });
  });
});

describe('GET /v1/services/{code}', () => {
  it('returns one service with its intake fields in order', async () => {
    const res = await api('/v1/services/pendirian-pt', { key: agent.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('pendirian-pt');
    const required = res.body.intake.filter((f: any) => f.required).map((f: any) => f.key);
    expect(required).toEqual(
      expect.arrayContaining(['nama_perusahaan', 'bidang_usaha', 'modal_dasar', 'alamat_domisili', 'nama_direktur']),
    );
    expect(res.body.intake.find((f: any) => f.key === 'kbli')).toMatchObject({
      required: false,
      label: expect.any(String),
      description: expect.any(String),
    });
  });

  it.each(['tidak-ada', 'pendirian-yayasan', 'audit-internal'])('404 SERVICE_NOT_FOUND for %s', async (code) => {
    const res = await api(`/v1/services/${code}`, { key: agent.apiKey });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'SERVICE_NOT_FOUND', message: expect.any(String) } });
  });

  it('bid-based and not-opened services are readable', async () => {
    expect((await api('/v1/services/litigasi-perdata', { key: agent.apiKey })).status).toBe(200);
    expect((await api('/v1/services/legal-opinion', { key: agent.apiKey })).status).toBe(200);
  });
});
