import type { SeedService } from './catalog-seed-types';

/**
 * Seed data for the service catalog.
 *
 * Service codes are a contract with agents and tests; do not rename them.
 * Prices are in rupiah (IDR), SLA in hours.
 */
export const CATALOG_SEED: SeedService[] = [
  // ---------------------------------------------------------------------------
  // Pendirian usaha
  // ---------------------------------------------------------------------------
  {
    code: 'pendirian-pt',
    name: 'Pendirian PT (Perseroan Terbatas)',
    description:
      'Pendirian PT lokal (PMDN) termasuk pemesanan nama, akta pendirian oleh notaris, SK pengesahan Kemenkumham, NPWP badan, dan NIB melalui OSS RBA. Tidak termasuk sewa kantor/virtual office dan izin usaha sektoral di luar NIB.',
    category: 'pendirian-usaha',
    price_idr: 4_500_000,
    sla_hours: 168,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_perusahaan',
        label: 'Nama Perusahaan',
        required: true,
        description:
          'Nama PT yang diinginkan, minimal 3 kata, tanpa singkatan; sebaiknya sertakan 2 alternatif nama dipisahkan koma.',
      },
      {
        key: 'bidang_usaha',
        label: 'Bidang Usaha',
        required: true,
        description: 'Uraian singkat kegiatan usaha utama, misalnya "perdagangan eceran alat elektronik".',
      },
      {
        key: 'modal_dasar',
        label: 'Modal Dasar (Rp)',
        required: true,
        description: 'Jumlah modal dasar dalam rupiah, angka tanpa titik, misalnya 50000000.',
      },
      {
        key: 'alamat_domisili',
        label: 'Alamat Domisili Perusahaan',
        required: true,
        description:
          'Alamat lengkap kantor sesuai zonasi komersial: jalan, nomor, RT/RW, kelurahan, kecamatan, kota, kode pos.',
      },
      {
        key: 'nama_direktur',
        label: 'Nama Direktur',
        required: true,
        description: 'Nama lengkap direktur utama sesuai KTP.',
      },
      {
        key: 'kbli',
        label: 'Kode KBLI',
        required: false,
        description:
          'Kode KBLI 2020 lima digit, pisahkan dengan koma jika lebih dari satu; kosongkan jika ingin dibantu memilih.',
      },
    ],
  },
  {
    code: 'pendirian-cv',
    name: 'Pendirian CV (Commanditaire Vennootschap)',
    description:
      'Pendirian CV termasuk akta pendirian oleh notaris, pendaftaran pada SABU Kemenkumham, NPWP badan, dan NIB melalui OSS RBA. Tidak termasuk izin usaha sektoral dan sewa kantor.',
    category: 'pendirian-usaha',
    price_idr: 3_000_000,
    sla_hours: 120,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_perusahaan',
        label: 'Nama CV',
        required: true,
        description: 'Nama CV yang diinginkan, tanpa singkatan; sertakan 1-2 alternatif nama dipisahkan koma.',
      },
      {
        key: 'bidang_usaha',
        label: 'Bidang Usaha',
        required: true,
        description: 'Uraian singkat kegiatan usaha utama CV.',
      },
      {
        key: 'nama_sekutu_aktif',
        label: 'Nama Sekutu Aktif',
        required: true,
        description: 'Nama lengkap sekutu aktif (pengurus) sesuai KTP.',
      },
      {
        key: 'nama_sekutu_pasif',
        label: 'Nama Sekutu Pasif',
        required: true,
        description: 'Nama lengkap sekutu pasif (pemodal) sesuai KTP; pisahkan dengan koma jika lebih dari satu.',
      },
      {
        key: 'alamat_domisili',
        label: 'Alamat Domisili',
        required: true,
        description: 'Alamat lengkap kantor CV termasuk kelurahan, kecamatan, kota, dan kode pos.',
      },
      {
        key: 'kbli',
        label: 'Kode KBLI',
        required: false,
        description: 'Kode KBLI 2020 lima digit, pisahkan dengan koma; kosongkan jika ingin dibantu memilih.',
      },
    ],
  },
  {
    code: 'pendirian-yayasan',
    name: 'Pendirian Yayasan',
    description:
      'Pendirian yayasan sosial, keagamaan, atau kemanusiaan termasuk akta notaris, SK pengesahan Kemenkumham, dan NPWP. Tidak termasuk izin operasional dari instansi teknis.',
    category: 'pendirian-usaha',
    price_idr: 4_000_000,
    sla_hours: 168,
    pricing: 'fixed',
    active: false,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_yayasan',
        label: 'Nama Yayasan',
        required: true,
        description: 'Nama yayasan yang diinginkan, diawali kata "Yayasan"; sertakan 1-2 alternatif.',
      },
      {
        key: 'maksud_tujuan',
        label: 'Maksud dan Tujuan',
        required: true,
        description: 'Bidang kegiatan yayasan: sosial, keagamaan, dan/atau kemanusiaan, beserta uraian singkat.',
      },
      {
        key: 'kekayaan_awal',
        label: 'Kekayaan Awal (Rp)',
        required: true,
        description: 'Nilai kekayaan awal yang dipisahkan dalam rupiah, angka tanpa titik.',
      },
      {
        key: 'susunan_organ',
        label: 'Susunan Pembina, Pengurus, dan Pengawas',
        required: true,
        description: 'Nama lengkap dan jabatan masing-masing organ yayasan sesuai KTP.',
      },
      {
        key: 'alamat_domisili',
        label: 'Alamat Domisili',
        required: false,
        description: 'Alamat lengkap kantor yayasan; kosongkan jika sama dengan alamat ketua pengurus.',
      },
    ],
  },
  {
    code: 'perubahan-anggaran-dasar',
    name: 'Perubahan Anggaran Dasar PT',
    description:
      'Perubahan anggaran dasar PT (misalnya nama, modal, pengurus, pemegang saham, atau KBLI) termasuk draf keputusan RUPS/sirkuler, akta perubahan notaris, dan persetujuan atau penerimaan pemberitahuan Kemenkumham. Tidak termasuk pembaruan izin sektoral.',
    category: 'pendirian-usaha',
    price_idr: 3_500_000,
    sla_hours: 120,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_perusahaan',
        label: 'Nama Perusahaan',
        required: true,
        description: 'Nama PT sesuai akta terakhir, lengkap dengan "PT".',
      },
      {
        key: 'jenis_perubahan',
        label: 'Jenis Perubahan',
        required: true,
        description:
          'Hal yang diubah, misalnya: nama, modal dasar, susunan direksi/komisaris, pemegang saham, atau KBLI.',
      },
      {
        key: 'rincian_perubahan',
        label: 'Rincian Perubahan',
        required: true,
        description: 'Uraikan kondisi sebelum dan sesudah perubahan secara singkat.',
      },
      {
        key: 'dokumen_akta_url',
        label: 'Tautan Akta Terakhir',
        required: false,
        description: 'URL unduhan akta pendirian dan akta perubahan terakhir beserta SK Kemenkumham (PDF).',
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Perizinan
  // ---------------------------------------------------------------------------
  {
    code: 'nib-oss',
    name: 'Pengurusan NIB melalui OSS RBA',
    description:
      'Pendaftaran Nomor Induk Berusaha (NIB) melalui sistem OSS Berbasis Risiko untuk usaha perorangan atau badan usaha yang sudah berdiri, termasuk pemetaan KBLI dan tingkat risiko. Tidak termasuk sertifikat standar atau izin yang memerlukan verifikasi instansi teknis.',
    category: 'perizinan',
    price_idr: 750_000,
    sla_hours: 48,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_usaha',
        label: 'Nama Usaha',
        required: true,
        description: 'Nama usaha atau badan usaha sesuai akta/KTP pemilik.',
      },
      {
        key: 'kbli',
        label: 'Kode KBLI',
        required: true,
        description: 'Kode KBLI 2020 lima digit; pisahkan dengan koma jika lebih dari satu.',
      },
      {
        key: 'nik_pemilik',
        label: 'NIK Pemilik/Penanggung Jawab',
        required: true,
        description: 'Nomor Induk Kependudukan 16 digit sesuai KTP.',
      },
      {
        key: 'alamat_usaha',
        label: 'Alamat Usaha',
        required: false,
        description: 'Alamat lokasi kegiatan usaha; kosongkan jika sama dengan alamat domisili.',
      },
    ],
  },
  {
    code: 'izin-usaha-pma',
    name: 'Pendirian dan Perizinan PT PMA',
    description:
      'Pendirian PT Penanaman Modal Asing termasuk akta notaris, SK Kemenkumham, NPWP badan, NIB dan pemenuhan persyaratan dasar di OSS RBA, serta laporan LKPM pertama. Tidak termasuk KITAS direksi asing dan izin sektoral berisiko tinggi.',
    category: 'perizinan',
    price_idr: 7_500_000,
    sla_hours: 336,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_perusahaan',
        label: 'Nama Perusahaan',
        required: true,
        description: 'Nama PT yang diinginkan, minimal 3 kata, dalam bahasa Indonesia; sertakan 2 alternatif.',
      },
      {
        key: 'negara_investor',
        label: 'Negara Asal Investor',
        required: true,
        description: 'Negara asal pemegang saham asing, misalnya "Singapura".',
      },
      {
        key: 'kbli',
        label: 'Kode KBLI',
        required: true,
        description: 'Kode KBLI 2020 lima digit yang terbuka untuk PMA; pisahkan dengan koma.',
      },
      {
        key: 'rencana_investasi',
        label: 'Rencana Nilai Investasi (Rp)',
        required: true,
        description:
          'Total rencana investasi di luar tanah dan bangunan, minimal 10000000000 per KBLI, angka tanpa titik.',
      },
      {
        key: 'struktur_pemegang_saham',
        label: 'Struktur Pemegang Saham',
        required: true,
        description:
          'Nama pemegang saham dan persentase kepemilikan masing-masing, misalnya "ABC Pte Ltd 90%, Budi 10%".',
      },
      {
        key: 'alamat_domisili',
        label: 'Alamat Domisili',
        required: false,
        description:
          'Alamat kantor di Indonesia di zona komersial; kosongkan jika memerlukan rekomendasi virtual office.',
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Kekayaan intelektual
  // ---------------------------------------------------------------------------
  {
    code: 'pendaftaran-merek',
    name: 'Pendaftaran Merek',
    description:
      'Penelusuran merek dan pengajuan permohonan pendaftaran merek ke DJKI untuk satu kelas, termasuk PNBP permohonan. Tidak termasuk tanggapan atas penolakan substantif atau oposisi.',
    category: 'kekayaan-intelektual',
    price_idr: 2_500_000,
    sla_hours: 72,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_merek',
        label: 'Nama Merek',
        required: true,
        description: 'Kata atau nama merek persis seperti yang akan didaftarkan.',
      },
      {
        key: 'kelas_merek',
        label: 'Kelas Merek',
        required: true,
        description: 'Nomor kelas Nice (1-45), satu kelas per permohonan, misalnya 35.',
      },
      {
        key: 'nama_pemohon',
        label: 'Nama Pemohon',
        required: true,
        description: 'Nama perorangan sesuai KTP atau nama badan usaha pemilik merek.',
      },
      {
        key: 'logo_url',
        label: 'Tautan Logo',
        required: false,
        description: 'URL file logo (JPG/PNG, minimal 1000x1000 piksel); kosongkan untuk merek kata saja.',
      },
      {
        key: 'uraian_barang_jasa',
        label: 'Uraian Barang/Jasa',
        required: false,
        description: 'Daftar barang atau jasa yang dilindungi; kosongkan jika ingin dibantu menyusun.',
      },
    ],
  },
  {
    code: 'pendaftaran-hak-cipta',
    name: 'Pencatatan Hak Cipta',
    description:
      'Pencatatan ciptaan (misalnya program komputer, buku, desain, atau karya seni) ke DJKI secara daring termasuk surat pernyataan dan PNBP. Tidak termasuk penelusuran pelanggaran atau penegakan hak.',
    category: 'kekayaan-intelektual',
    price_idr: 1_000_000,
    sla_hours: 72,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'judul_ciptaan',
        label: 'Judul Ciptaan',
        required: true,
        description: 'Judul karya yang akan dicatatkan.',
      },
      {
        key: 'jenis_ciptaan',
        label: 'Jenis Ciptaan',
        required: true,
        description: 'Kategori ciptaan, misalnya "program komputer", "buku", atau "karya seni rupa".',
      },
      {
        key: 'nama_pencipta',
        label: 'Nama Pencipta',
        required: true,
        description: 'Nama lengkap pencipta sesuai KTP; pisahkan dengan koma jika lebih dari satu.',
      },
      {
        key: 'tanggal_diumumkan',
        label: 'Tanggal Pertama Diumumkan',
        required: false,
        description: 'Tanggal pertama kali ciptaan dipublikasikan, format YYYY-MM-DD.',
      },
      {
        key: 'contoh_ciptaan_url',
        label: 'Tautan Contoh Ciptaan',
        required: false,
        description: 'URL file contoh ciptaan (PDF, gambar, atau kode sumber terkompresi).',
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Kontrak
  // ---------------------------------------------------------------------------
  {
    code: 'review-kontrak',
    name: 'Review Kontrak',
    description:
      'Telaah hukum atas satu kontrak hingga 20 halaman, berupa catatan risiko dan usulan revisi pasal (redline). Tidak termasuk negosiasi dengan pihak lawan atau penyusunan kontrak baru.',
    category: 'kontrak',
    price_idr: 1_500_000,
    sla_hours: 72,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'dokumen_kontrak_url',
        label: 'Tautan Dokumen Kontrak',
        required: true,
        description: 'URL unduhan kontrak dalam format DOCX atau PDF, maksimal 20 halaman.',
      },
      {
        key: 'jenis_kontrak',
        label: 'Jenis Kontrak',
        required: true,
        description: 'Jenis perjanjian, misalnya "perjanjian jual beli", "sewa-menyewa", atau "kerja sama".',
      },
      {
        key: 'posisi_klien',
        label: 'Posisi Klien',
        required: false,
        description: 'Pihak yang diwakili dalam kontrak, misalnya "penjual" atau "penyewa".',
      },
      {
        key: 'catatan',
        label: 'Catatan',
        required: false,
        description: 'Hal khusus yang ingin diperhatikan, misalnya pasal pembayaran atau penyelesaian sengketa.',
      },
    ],
  },
  {
    code: 'legal-opinion',
    name: 'Legal Opinion (Pendapat Hukum)',
    description:
      'Pendapat hukum tertulis atas satu permasalahan hukum berdasarkan fakta dan dokumen yang diberikan, ditandatangani advokat. Tidak termasuk uji tuntas (due diligence) menyeluruh atau pendampingan di pengadilan.',
    category: 'kontrak',
    price_idr: 4_000_000,
    sla_hours: 120,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: false,
    intake: [
      {
        key: 'pokok_permasalahan',
        label: 'Pokok Permasalahan',
        required: true,
        description: 'Pertanyaan hukum yang ingin dijawab, dirumuskan secara singkat dan spesifik.',
      },
      {
        key: 'kronologi',
        label: 'Kronologi Fakta',
        required: true,
        description: 'Urutan kejadian yang relevan beserta tanggal, format bebas.',
      },
      {
        key: 'dokumen_pendukung_url',
        label: 'Tautan Dokumen Pendukung',
        required: false,
        description: 'URL folder atau file dokumen terkait (perjanjian, surat, izin) dalam format PDF.',
      },
      {
        key: 'tujuan_penggunaan',
        label: 'Tujuan Penggunaan',
        required: false,
        description: 'Untuk apa pendapat hukum digunakan, misalnya pendanaan, internal, atau regulator.',
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Sengketa
  // ---------------------------------------------------------------------------
  {
    code: 'somasi',
    name: 'Penyusunan dan Pengiriman Somasi',
    description:
      'Penyusunan surat somasi (teguran hukum) oleh advokat dan pengiriman satu kali ke pihak lawan melalui pos tercatat dan/atau email. Tidak termasuk somasi lanjutan, negosiasi, atau gugatan.',
    category: 'sengketa',
    price_idr: 2_000_000,
    sla_hours: 48,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'pihak_lawan',
        label: 'Pihak Lawan',
        required: true,
        description: 'Nama lengkap orang atau badan usaha yang akan disomasi.',
      },
      {
        key: 'alamat_pihak_lawan',
        label: 'Alamat Pihak Lawan',
        required: true,
        description: 'Alamat surat menyurat lengkap pihak lawan, beserta email jika ada.',
      },
      {
        key: 'kronologi',
        label: 'Kronologi',
        required: true,
        description: 'Urutan kejadian dan pelanggaran yang dilakukan pihak lawan, lengkap dengan tanggal.',
      },
      {
        key: 'tuntutan',
        label: 'Tuntutan',
        required: true,
        description: 'Hal yang diminta dari pihak lawan, misalnya pembayaran Rp 25000000 dalam 7 hari.',
      },
      {
        key: 'dokumen_pendukung_url',
        label: 'Tautan Dokumen Pendukung',
        required: false,
        description: 'URL bukti pendukung seperti perjanjian, invoice, atau percakapan (PDF/gambar).',
      },
    ],
  },
  {
    code: 'litigasi-perdata',
    name: 'Litigasi Perdata (Pengadilan Negeri)',
    description:
      'Pendampingan dan perwakilan oleh advokat dalam perkara perdata tingkat pertama di Pengadilan Negeri, termasuk penyusunan gugatan/jawaban dan mediasi wajib. Harga berdasarkan penawaran; harga tercantum adalah harga mulai, belum termasuk biaya panjar perkara dan tingkat banding/kasasi.',
    category: 'sengketa',
    price_idr: 25_000_000,
    sla_hours: 336,
    pricing: 'bid',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'pihak_lawan',
        label: 'Pihak Lawan',
        required: true,
        description: 'Nama lengkap orang atau badan usaha yang menjadi lawan perkara.',
      },
      {
        key: 'posisi_klien',
        label: 'Posisi Klien',
        required: true,
        description: 'Isi "penggugat" atau "tergugat".',
      },
      {
        key: 'kronologi',
        label: 'Kronologi',
        required: true,
        description: 'Urutan kejadian yang menjadi dasar sengketa, lengkap dengan tanggal.',
      },
      {
        key: 'nilai_sengketa',
        label: 'Nilai Sengketa (Rp)',
        required: false,
        description: 'Perkiraan nilai tuntutan dalam rupiah, angka tanpa titik.',
      },
      {
        key: 'lokasi_pengadilan',
        label: 'Pengadilan Negeri',
        required: false,
        description: 'Pengadilan Negeri yang berwenang atau tempat perkara berjalan, misalnya "PN Jakarta Selatan".',
      },
      {
        key: 'dokumen_pendukung_url',
        label: 'Tautan Dokumen Pendukung',
        required: false,
        description: 'URL bukti dan dokumen perkara (perjanjian, somasi, surat gugatan jika sudah ada).',
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Ketenagakerjaan
  // ---------------------------------------------------------------------------
  {
    code: 'perjanjian-kerja',
    name: 'Penyusunan Perjanjian Kerja (PKWT/PKWTT)',
    description:
      'Penyusunan template perjanjian kerja waktu tertentu (PKWT) atau tidak tertentu (PKWTT) sesuai UU Cipta Kerja dan PP 35/2021, termasuk satu kali revisi. Tidak termasuk peraturan perusahaan atau pendaftaran PKWT ke Disnaker.',
    category: 'ketenagakerjaan',
    price_idr: 1_750_000,
    sla_hours: 72,
    pricing: 'fixed',
    active: true,
    agent_visible: true,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_perusahaan',
        label: 'Nama Perusahaan',
        required: true,
        description: 'Nama pemberi kerja sesuai akta atau NIB.',
      },
      {
        key: 'jenis_perjanjian',
        label: 'Jenis Perjanjian',
        required: true,
        description: 'Isi "PKWT" (kontrak) atau "PKWTT" (tetap).',
      },
      {
        key: 'jabatan',
        label: 'Jabatan',
        required: true,
        description: 'Nama jabatan dan ringkasan tugas pekerja.',
      },
      {
        key: 'jangka_waktu',
        label: 'Jangka Waktu',
        required: false,
        description: 'Khusus PKWT: lama kontrak dalam bulan, maksimal 60 bulan termasuk perpanjangan.',
      },
      {
        key: 'upah_bulanan',
        label: 'Upah Bulanan (Rp)',
        required: false,
        description: 'Upah pokok per bulan dalam rupiah, angka tanpa titik, tidak di bawah UMK setempat.',
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // Kepatuhan
  // ---------------------------------------------------------------------------
  {
    code: 'audit-internal',
    name: 'Audit Kepatuhan Hukum Internal',
    description:
      'Pemeriksaan kepatuhan hukum perusahaan atas dokumen korporasi, perizinan, dan ketenagakerjaan, menghasilkan laporan temuan dan rekomendasi. Tidak termasuk audit keuangan atau perpajakan.',
    category: 'kepatuhan',
    price_idr: 12_000_000,
    sla_hours: 336,
    pricing: 'fixed',
    active: true,
    agent_visible: false,
    agent_orderable: true,
    intake: [
      {
        key: 'nama_perusahaan',
        label: 'Nama Perusahaan',
        required: true,
        description: 'Nama PT sesuai akta terakhir.',
      },
      {
        key: 'ruang_lingkup',
        label: 'Ruang Lingkup Audit',
        required: true,
        description: 'Area yang diaudit, misalnya korporasi, perizinan, ketenagakerjaan; pisahkan dengan koma.',
      },
      {
        key: 'jumlah_karyawan',
        label: 'Jumlah Karyawan',
        required: false,
        description: 'Perkiraan jumlah karyawan aktif, angka bulat.',
      },
      {
        key: 'dokumen_korporasi_url',
        label: 'Tautan Dokumen Korporasi',
        required: false,
        description: 'URL folder berisi akta, SK Kemenkumham, NIB, dan izin-izin yang dimiliki.',
      },
    ],
  },
];
