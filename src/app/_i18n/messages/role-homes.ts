/**
 * Words of the practitioner's, operator's and finance's homes (the organization's are in `org-home.ts`).
 * Counted texts: `singular|plural` in English (`counted` in confirmations.ts picks by the count).
 */
const id = {
  waitingTitle: 'Menunggu Anda',
  allSections: 'Semua bagian',
  // Practitioner
  practitionerNothing: 'Tidak ada yang menunggu Anda. Tawaran dan order baru muncul di sini.',
  offersWaiting: 'tawaran menunggu jawaban Anda',
  answer: 'Jawab',
  ordersToStart: 'order sudah Anda ambil, belum mulai dikerjakan',
  start: 'Mulai',
  ordersInWork: 'order sedang Anda kerjakan',
  handIn: 'Serahkan',
  ordersWithClient: 'order menunggu jawaban klien',
  view: 'Lihat',
  casesOpen: 'kasus terbuka untuk penawaran',
  bid: 'Ajukan penawaran',
  nextDue: 'Tenggat terdekat: {service}, {due}.',
  // Operator
  operatorNothing: 'Tidak ada yang menunggu. Permohonan, sengketa dan order yang tak diambil muncul di sini.',
  applicationsWaiting: 'permohonan organisasi menunggu tinjauan',
  review: 'Tinjau',
  disputesWaiting: 'sengketa menunggu keputusan Anda',
  decide: 'Putuskan',
  lapsingWaiting: 'order belum diambil praktisi walau tawarannya sudah lewat',
  lapsingTitle: 'Order yang tawarannya lewat',
  lapsingIntro:
    'Tawaran order ini ditolak atau kedaluwarsa dan belum ada praktisi yang mengambilnya. Tambahkan praktisi untuk layanannya, atau batalkan order (dananya kembali ke deposit).',
  lapsedOffers: '{n} tawaran lewat',
  lapsedHeader: 'Tawaran lewat',
  waitingSince: 'Menunggu sejak',
  toCancellations: 'Ke pembatalan',
  toPractitioners: 'Ke praktisi',
  // Finance
  financeNothing: 'Tidak ada invoice yang belum dibayar.',
  invoicesWaiting: 'invoice belum dibayar',
  markPaid: 'Tandai lunas',
  oldestTitle: 'Invoice terlama yang belum dibayar',
  transfersWeek: 'Transfer yang dicatat 7 hari terakhir: {n} ({sum}).',
  recordTransfer: 'Catat transfer',
  invoice: 'Invoice',
  organization: 'Organisasi',
  amount: 'Jumlah',
  order: 'Order',
  created: 'Dibuat',
};

type Messages = typeof id;

const en: Messages = {
  waitingTitle: 'Waiting for you',
  allSections: 'All sections',
  practitionerNothing: 'Nothing is waiting for you. New offers and orders show up here.',
  offersWaiting: 'offer awaiting your answer|offers awaiting your answer',
  answer: 'Answer',
  ordersToStart: 'order taken, not started yet|orders taken, not started yet',
  start: 'Start',
  ordersInWork: 'order in progress|orders in progress',
  handIn: 'Hand in',
  ordersWithClient: 'order waiting for the client’s answer|orders waiting for the client’s answer',
  view: 'View',
  casesOpen: 'case open for bids|cases open for bids',
  bid: 'Bid',
  nextDue: 'Next due: {service}, {due}.',
  operatorNothing: 'Nothing is waiting. Applications, disputes and untaken orders show up here.',
  applicationsWaiting: 'organization application awaiting review|organization applications awaiting review',
  review: 'Review',
  disputesWaiting: 'dispute awaiting your decision|disputes awaiting your decision',
  decide: 'Decide',
  lapsingWaiting: 'order still untaken after its offers lapsed|orders still untaken after their offers lapsed',
  lapsingTitle: 'Orders whose offers lapsed',
  lapsingIntro:
    'These orders’ offers were declined or expired and no practitioner has taken them yet. Add a practitioner for the service, or cancel the order (its money returns to the deposit).',
  lapsedOffers: '{n} offer lapsed|{n} offers lapsed',
  lapsedHeader: 'Lapsed offers',
  waitingSince: 'Waiting since',
  toCancellations: 'To cancellations',
  toPractitioners: 'To practitioners',
  financeNothing: 'No unpaid invoices.',
  invoicesWaiting: 'unpaid invoice|unpaid invoices',
  markPaid: 'Mark paid',
  oldestTitle: 'Oldest unpaid invoices',
  transfersWeek: 'Transfers recorded in the last 7 days: {n} ({sum}).',
  recordTransfer: 'Record a transfer',
  invoice: 'Invoice',
  organization: 'Organization',
  amount: 'Amount',
  order: 'Order',
  created: 'Created',
};

export const roleHomes = { id, en } as const;
