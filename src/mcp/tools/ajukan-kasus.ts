import { z } from 'zod';
import { defineTool, WRITES } from './tool';

export const ajukanKasus = defineTool({
  name: 'ajukan_kasus',
  title: 'Ajukan kasus',
  description:
    'Submits a custom matter to the case board when no catalog service fits (or the service is bid-based). Practitioners bid on it; ' +
    'follow with status_kasus and choose with pilih_penawaran. Promise the user no outcome.',
  inputSchema: {
    nama_kontak: z.string().min(1).describe('Contact name (contact_name)'),
    email_kontak: z.string().email().describe('Contact e-mail (contact_email)'),
    cerita: z.string().min(30).describe('What happened and what is needed, at least 30 characters (story)'),
    telepon_kontak: z.string().optional().describe('Contact phone (contact_phone)'),
    bidang: z.string().optional().describe('Area of law (area)'),
    urgensi: z.string().optional().describe('Urgency (urgency)'),
    budget: z.string().optional().describe('Budget range (budget_range)'),
  },
  annotations: WRITES,
  request: (a) => ({
    method: 'POST',
    path: '/cases',
    body: {
      contact_name: a.nama_kontak,
      contact_email: a.email_kontak,
      story: a.cerita,
      ...(a.telepon_kontak !== undefined && { contact_phone: a.telepon_kontak }),
      ...(a.bidang !== undefined && { area: a.bidang }),
      ...(a.urgensi !== undefined && { urgency: a.urgensi }),
      ...(a.budget !== undefined && { budget_range: a.budget }),
    },
  }),
});
