/** The (invented) company behind the reference shop, quoted by the legal and service pages. */
export const COMPANY = {
  name: 'Otthon Lakberendezési Kft.',
  registrationNumber: 'Cg. 01-09-998877',
  registryCourt: { hu: 'Fővárosi Törvényszék Cégbírósága', en: 'Company Registry Court of Budapest' },
  taxNumber: '26543217-2-41',
  euVatNumber: 'HU26543217',
  email: 'info@otthon.example',
  privacyEmail: 'adatvedelem@otthon.example',
  careersEmail: 'karrier@otthon.example',
  phone: '+36 1 555 0100',
  /** Customer service by phone. */
  serviceHours: { hu: 'munkanapokon 8:00 és 18:00 között', en: 'on working days between 8:00 and 18:00' },
  founded: 2012,
  warehouse: { zipcode: '2040', city: 'Budaörs', street: 'Kinizsi utca 14.' },
  hostingProvider: 'Felhőház Informatikai Zrt.',
} as const;
