/** Words of the lists' search and date range. */
export const listFilters = {
  id: {
    search: 'Cari',
    from: 'Dari tanggal',
    to: 'Sampai tanggal',
    clear: 'Hapus filter',
    filtersLabel: 'Saring daftar',
    ordersSearch: 'Layanan, perusahaan atau ID order',
  },
  en: {
    search: 'Search',
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
    filtersLabel: 'Filter the list',
    ordersSearch: 'Service, company or order ID',
  },
} as const;
