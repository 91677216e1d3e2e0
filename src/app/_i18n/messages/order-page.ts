import type { OrderStatus } from '~/shared/orders/order-statuses';

/** Words of the owner's order page that lead with what a person needs (the rest is in `org.ts`). */
const id = {
  orderId: 'ID order',
  serviceCode: 'Kode layanan',
  price: 'Harga',
  maxBudget: 'Anggaran maksimum',
  slaDue: 'Tenggat',
  created: 'Dibuat',
  technical: 'Detail teknis',
  callbackUrl: 'URL callback',
  needsApproval: 'Perlu persetujuan Anda sebelum dibayar dari deposit.',
  nextStep: 'Langkah berikutnya',
  attemptsButton: 'Lihat percobaan',
  attemptsOf: 'Percobaan pengiriman',
  lastAttempt: 'Percobaan terakhir',
  noAttemptYet: 'Belum dicoba',
  close: 'Tutup',
  next_menunggu_bayar: 'Harga di atas batas persetujuan. Setujui agar dibayar dari deposit, atau tolak.',
  next_dibayar: 'Dibayar dari deposit ke escrow; segera ditawarkan ke praktisi.',
  next_ditawarkan: 'Ditawarkan ke praktisi. Anda diberi tahu begitu ada yang mengambilnya.',
  next_diambil: 'Seorang praktisi mengambil order ini dan akan segera mulai.',
  next_dikerjakan: 'Praktisi sedang mengerjakan. Anda diberi tahu bila ada pertanyaan atau hasil.',
  next_butuh_input_klien: 'Praktisi menunggu balasan Anda. Jawab pertanyaannya di bawah.',
  next_diserahkan: 'Hasil sudah diserahkan. Periksa, lalu terima, minta revisi, atau buka sengketa.',
  next_selesai: 'Selesai: hasil diterima dan praktisi dibayar dari escrow.',
  next_sengketa: 'Sengketa sedang ditinjau operator. Dana tetap di escrow sampai diputuskan.',
  next_dibatalkan: 'Order dibatalkan; tidak ada dana yang terpakai.',
  next_direfund: 'Dana dikembalikan ke deposit Anda.',
};

type Messages = typeof id;

const en: Messages = {
  orderId: 'Order ID',
  serviceCode: 'Service code',
  price: 'Price',
  maxBudget: 'Maximum budget',
  slaDue: 'Due',
  created: 'Created',
  technical: 'Technical details',
  callbackUrl: 'Callback URL',
  needsApproval: 'Needs your approval before it is paid from the deposit.',
  nextStep: 'What happens next',
  attemptsButton: 'View attempts',
  attemptsOf: 'Delivery attempts',
  lastAttempt: 'Last attempt',
  noAttemptYet: 'Not tried yet',
  close: 'Close',
  next_menunggu_bayar: 'The price is above your approval limit. Approve to pay it from the deposit, or reject it.',
  next_dibayar: 'Paid from the deposit into escrow; it is offered to practitioners next.',
  next_ditawarkan: 'Offered to practitioners. You are told as soon as one takes it.',
  next_diambil: 'A practitioner took this order and starts shortly.',
  next_dikerjakan: 'The practitioner is working on it. You are told when they ask or deliver.',
  next_butuh_input_klien: 'The practitioner waits for your reply. Answer their question below.',
  next_diserahkan: 'The result is delivered. Check it, then accept, ask for a revision or open a dispute.',
  next_selesai: 'Done: the result was accepted and the practitioner paid from escrow.',
  next_sengketa: 'An operator is reviewing the dispute. The money stays in escrow until it is decided.',
  next_dibatalkan: 'The order was cancelled; no money was spent.',
  next_direfund: 'The money went back to your deposit.',
};

export const orderPage = { id, en } as const;

/** "What happens next" for a status, in the reader's language. */
export const nextStepKey = (status: OrderStatus) => `next_${status}` as keyof Messages;
