/** The marketplace's main vendor categories (taxonomy keys of the server's vendor_categories). */
export const VENDOR_CATEGORY_LINKS: ReadonlyArray<{ key: string; name: string }> = [
  { key: 'wedding-venues', name: 'Reception Venues' },
  { key: 'wedding-photographers', name: 'Photographers' },
  { key: 'wedding-videographers', name: 'Videographers' },
  { key: 'wedding-florists', name: 'Florists' },
  { key: 'wedding-caterers', name: 'Caterers' },
  { key: 'wedding-bands-djs', name: 'Bands & DJs' },
  { key: 'wedding-hair-makeup', name: 'Hair & Makeup' },
  { key: 'wedding-planners', name: 'Planners' },
  { key: 'wedding-cakes', name: 'Cakes' },
];
