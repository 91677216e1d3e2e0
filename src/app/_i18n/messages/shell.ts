/** Words of the app shell: header, sidebar and the burger menu on phones. */
export const shell = {
  id: {
    mainNav: 'Navigasi utama',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    areaOrganization: 'Organisasi',
    areaPractitioner: 'Praktisi',
    areaStaff: 'Staf',
    practitionerEarnings: 'Pendapatan',
    signedInAs: 'Masuk sebagai',
  },
  en: {
    mainNav: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    areaOrganization: 'Organization',
    areaPractitioner: 'Practitioner',
    areaStaff: 'Staff',
    practitionerEarnings: 'Earnings',
    signedInAs: 'Signed in as',
  },
} as const;
