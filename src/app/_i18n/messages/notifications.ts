/** The notification centre: the header bell, the list page and the e-mail choices. */
const id = {
  bell: 'Pemberitahuan',
  bellUnread: 'Pemberitahuan, {n} belum dibaca',
  title: 'Pemberitahuan',
  intro:
    'Kabar tentang penawaran, order, kasus, sengketa, deposit, dan invoice yang membutuhkan Anda. Yang terbaru di atas.',
  none: 'Belum ada pemberitahuan.',
  unread: 'Belum dibaca',
  handled: 'Sudah ditangani',
  open: 'Buka',
  markRead: 'Tandai dibaca',
  markAllRead: 'Tandai semua dibaca',
  seeAll: 'Lihat semua pemberitahuan',
  allRead: 'Semua pemberitahuan sudah dibaca.',
  settingsTitle: 'Pemberitahuan lewat e-mail',
  settingsIntro:
    'Pemberitahuan di aplikasi selalu aktif. Pilih jenis yang juga dikirim ke e-mail Anda, dalam bahasa akun Anda.',
  settingsSaved: 'Pilihan e-mail disimpan.',
  emailFor: 'Kirim e-mail: {kind}',
};

const en: Record<keyof typeof id, string> = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {n} unread',
  title: 'Notifications',
  intro: 'News about offers, orders, cases, disputes, deposits and invoices that need you. Newest first.',
  none: 'No notifications yet.',
  unread: 'Unread',
  handled: 'Handled',
  open: 'Open',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  seeAll: 'See all notifications',
  allRead: 'All notifications are read.',
  settingsTitle: 'Notifications by e-mail',
  settingsIntro:
    "In-app notifications are always on. Choose which kinds also go to your e-mail, in your account's language.",
  settingsSaved: 'E-mail choices saved.',
  emailFor: 'Send e-mail: {kind}',
};

export const notifications = { id, en } as const;
