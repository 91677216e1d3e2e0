import { csvResponse, notFoundResponse, refusal, staffReader } from '~/app/_lib/paper-responses';
import { getDb, type Db } from '~/server/db/client';
import { bankTransfersCsv, payoutsCsv, payoutsDueCsv } from '~/server/domain/exports/finance-csv';
import { invoicesCsv } from '~/server/domain/exports/invoices-csv';

export const dynamic = 'force-dynamic';

/** Finance's exports by file name; the monthly ones take `?bulan=YYYY-MM`. */
const EXPORTS: Record<string, (db: Db, month: string) => AsyncGenerator<string>> = {
  'transfer.csv': (db, month) => bankTransfersCsv({ db, month }),
  'invoice-lunas.csv': (db, month) => invoicesCsv({ db, reach: 'platform', paidIn: month || '-' }),
  'pembayaran-praktisi.csv': (db, month) => payoutsCsv({ db, month }),
  'terutang-praktisi.csv': (db) => payoutsDueCsv({ db }),
};

/** Finance staff's CSV exports: bank transfers recorded, invoices paid, payouts made, payouts due. */
export async function GET(req: Request, { params }: { params: Promise<{ file: string }> }) {
  const reader = await staffReader(req, 'finance');
  if (!reader.ok) return reader.response;
  const { file } = await params;
  const make = Object.hasOwn(EXPORTS, file) ? EXPORTS[file] : undefined;
  if (!make) return notFoundResponse();
  try {
    const month = new URL(req.url).searchParams.get('bulan') ?? '';
    return csvResponse(make(await getDb(), month), month ? file.replace('.csv', `-${month}.csv`) : file);
  } catch (e) {
    return refusal(e);
  }
}
