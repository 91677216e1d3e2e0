/** The OAuth consent page and the connected-apps list. */
export const oauth = {
  id: {
    consentTitle: 'Hubungkan aplikasi',
    consentIntro: '{client} meminta akses ke Agent Order Service atas nama organisasi Anda.',
    redirectHost: 'Setelah Anda memilih, Anda dikembalikan ke {host}.',
    localOnly:
      'Aplikasi ini hanya kembali ke alamat di komputer ini (localhost). Program lain di komputer Anda dapat memakai nama yang sama: izinkan hanya jika Anda sendiri yang baru saja memulai sambungan ini.',
    organization: 'Organisasi',
    organizationHint: 'Hanya pemilik atau admin yang dapat memberi izin.',
    noOrganizations:
      'Anda bukan pemilik atau admin organisasi mana pun yang disetujui atau sedang ditinjau, jadi Anda tidak dapat memberi izin. Minta pemilik organisasi Anda untuk menghubungkan aplikasi ini.',
    mode: 'Mode',
    modeLive: 'Live (uang sungguhan)',
    modeTest: 'Uji (data uji, tanpa uang sungguhan)',
    pendingLiveOnly: 'Organisasi yang sedang ditinjau hanya dapat memberi izin mode uji.',
    willBeAble: 'Aplikasi ini akan dapat:',
    willSpend:
      'Aplikasi ini dapat membelanjakan deposit organisasi hingga {perOrder} per order dan {monthly} per bulan. Order di atas ambang persetujuan menunggu persetujuan pemilik.',
    revokeLater: 'Anda dapat mencabut izin ini kapan saja di halaman API key organisasi.',
    allow: 'Izinkan',
    deny: 'Tolak',
    invalidRequest: 'Permintaan ini tidak dapat diproses: {reason}',
    connectedTitle: 'Aplikasi terhubung',
    connectedIntro:
      'Asisten yang terhubung lewat OAuth (mis. konektor Claude atau ChatGPT). Masing-masing berlaku seperti API key dengan scope dan batasnya sendiri.',
    noConnected: 'Belum ada aplikasi yang terhubung.',
    client: 'Aplikasi',
    grantedBy: 'Diberi izin oleh',
    created: 'Dibuat',
    revokedNotice: 'Aplikasi diputus. Panggilan berikutnya ditolak.',
    revokeApp: 'Putuskan',
    revokeQuestion: 'Putuskan {client}? Tokennya langsung tidak berlaku.',
    testBadge: 'uji',
  },
  en: {
    consentTitle: 'Connect an app',
    consentIntro: '{client} asks for access to Agent Order Service on behalf of your organization.',
    redirectHost: 'After you choose, you are sent back to {host}.',
    localOnly:
      'This app only returns to addresses on this computer (localhost). Any other program on your computer could use the same name: allow only if you started this connection yourself just now.',
    organization: 'Organization',
    organizationHint: 'Only owners and admins can grant access.',
    noOrganizations:
      'You are not an owner or admin of any approved or pending organization, so you cannot grant access. Ask your organization’s owner to connect this app.',
    mode: 'Mode',
    modeLive: 'Live (real money)',
    modeTest: 'Test (test data, no real money)',
    pendingLiveOnly: 'An organization under review can grant test mode only.',
    willBeAble: 'This app will be able to:',
    willSpend:
      'This app can spend the organization’s deposit up to {perOrder} per order and {monthly} per month. Orders above the approval threshold wait for an owner’s approval.',
    revokeLater: 'You can revoke this access at any time on the organization’s API keys page.',
    allow: 'Allow',
    deny: 'Deny',
    invalidRequest: 'This request cannot be processed: {reason}',
    connectedTitle: 'Connected apps',
    connectedIntro:
      'Assistants connected by OAuth (e.g. Claude or ChatGPT connectors). Each acts as an API key with its own scopes and limits.',
    noConnected: 'No app is connected yet.',
    client: 'App',
    grantedBy: 'Granted by',
    created: 'Created',
    revokedNotice: 'App disconnected. Its next call is refused.',
    revokeApp: 'Disconnect',
    revokeQuestion: 'Disconnect {client}? Its tokens stop working at once.',
    testBadge: 'test',
  },
} as const;
