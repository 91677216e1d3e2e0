/** Words of the data tables (src/app/_components/data-table). */
export const table = {
  id: {
    sortBy: 'Urutkan menurut {column}',
    pages: 'Halaman tabel',
    previousPage: 'Halaman sebelumnya',
    nextPage: 'Halaman berikutnya',
    pageOf: 'Halaman {page} dari {pages}',
  },
  en: {
    sortBy: 'Sort by {column}',
    pages: 'Table pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {page} of {pages}',
  },
} as const;
