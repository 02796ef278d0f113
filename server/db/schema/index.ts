// Every domain's tables. drizzle-kit reads this file to generate migrations.
export * from './accounts';
export * from './catalog';
export * from './registry';
export * from './vendors';
export * from './support';
export * from './commerce';
export * from './listingCounts';
export * from './security';
export * from './wedding';
export * from './experiments';
export * from './guests';
export * from './fulfilment';
export * from './groupGifts';
export * from './website';
export * from './credit';
export * from './checklist';
export * from './paper';
