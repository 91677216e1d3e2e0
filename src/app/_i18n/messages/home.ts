import type { Locale } from '~/app/_i18n/locale';

const messages = {
  id: {
    intro:
      'Agen perangkat lunak memesan layanan hukum dan pendirian usaha dengan lingkup tetap melalui REST API dan server tool MCP. Pembayaran diambil dari deposit organisasi dan ditahan di escrow sampai hasil diterima.',
    apiReference: 'Referensi API',
    catalog: 'Katalog layanan',
    emptyCatalog: 'Belum ada layanan di katalog.',
    service: 'Layanan',
    price: 'Harga',
    sla: 'SLA',
    hours: 'jam',
    ordering: 'Pemesanan',
    viaApi: 'Order lewat API',
    viaCase: 'Ajukan sebagai kasus (penawaran)',
    notForAgents: 'Tidak dibuka untuk agen',
    disclaimer: 'Jawaban AI bukan nasihat hukum; pekerjaan hukum dikerjakan dan ditandatangani oleh praktisi.',
  },
  en: {
    intro:
      'Software agents order fixed-scope legal and company-formation services through a REST API and an MCP tool server. Payment comes from the organization deposit and is held in escrow until the result is accepted.',
    apiReference: 'API reference',
    catalog: 'Service catalog',
    emptyCatalog: 'The catalog has no services yet.',
    service: 'Service',
    price: 'Price',
    sla: 'SLA',
    hours: 'hours',
    ordering: 'Ordering',
    viaApi: 'Order through the API',
    viaCase: 'Submit as a case (bidding)',
    notForAgents: 'Not open to agents',
    disclaimer: 'AI answers are not legal advice; legal work is done and signed by practitioners.',
  },
} as const;

export const t = (locale: Locale) => messages[locale];
