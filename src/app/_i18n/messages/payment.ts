/** Words of payment instructions: deposit top-ups and unpaid invoices. */
export const payment = {
  id: {
    invoicePayTitle: 'Cara membayar invoice ini',
    invoicePayIntro: 'Transfer {amount} ke rekening layanan di bawah ini dan tulis referensi ini di berita transfer.',
    reference: 'Referensi (berita transfer)',
    referenceWarning:
      'Tulis referensi ini persis apa adanya; tim keuangan mencocokkan transfer dengan referensi ini lalu menandai invoice lunas.',
    noAccountInvoice:
      'Rincian rekening untuk pembayaran dikirim tim keuangan melalui e-mail. Saat membayar, tulis referensi {reference} di berita transfer.',
    noAccountTopUp:
      'Rincian rekening untuk top-up dikirim tim keuangan melalui e-mail. Saat mentransfer, tulis ID organisasi Anda di berita transfer.',
  },
  en: {
    invoicePayTitle: 'How to pay this invoice',
    invoicePayIntro: "Transfer {amount} to the service's account below and put this reference in the transfer note.",
    reference: 'Reference (transfer note)',
    referenceWarning:
      'Write this reference exactly as shown; finance matches the transfer by it and then marks the invoice paid.',
    noAccountInvoice:
      'Finance sends the bank account details for payment by e-mail. When you pay, put the reference {reference} in the transfer note.',
    noAccountTopUp:
      'Finance sends the bank account details for top-ups by e-mail. When you transfer, put your organization ID in the transfer note.',
  },
} as const;
