import type { OrderStatus } from '~/shared/orders/order-statuses';

/** Words for each order state, shared by every page (the code is shown beside them). */
export const orderStatus: { id: Record<OrderStatus, string>; en: Record<OrderStatus, string> } = {
  id: {
    menunggu_bayar: 'Menunggu persetujuan',
    dibayar: 'Dibayar',
    ditawarkan: 'Ditawarkan ke praktisi',
    diambil: 'Diambil praktisi',
    dikerjakan: 'Sedang dikerjakan',
    butuh_input_klien: 'Butuh input klien',
    diserahkan: 'Hasil diserahkan',
    selesai: 'Selesai',
    sengketa: 'Sengketa',
    dibatalkan: 'Dibatalkan',
    direfund: 'Dana dikembalikan',
  },
  en: {
    menunggu_bayar: 'Awaiting approval',
    dibayar: 'Paid',
    ditawarkan: 'Offered to practitioners',
    diambil: 'Taken by a practitioner',
    dikerjakan: 'In progress',
    butuh_input_klien: 'Needs client input',
    diserahkan: 'Delivered',
    selesai: 'Completed',
    sengketa: 'In dispute',
    dibatalkan: 'Cancelled',
    direfund: 'Refunded',
  },
};
