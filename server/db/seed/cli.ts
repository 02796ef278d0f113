import { parseArgs } from 'node:util';
import { loadServerConfig } from '../../../config/server';
import { openDatabase } from '../client';
import { DEFAULT_SEED_OPTIONS, seedDatabase } from '.';

/** `npm run seed [-- --products N --vendors N]`: seeds the configured database (idempotent). */
async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, vendors: { type: 'string' } },
  });
  const config = loadServerConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const started = Date.now();
  await seedDatabase(database.db, {
    products: values.products ? Number(values.products) : DEFAULT_SEED_OPTIONS.products,
    vendors: values.vendors ? Number(values.vendors) : DEFAULT_SEED_OPTIONS.vendors,
    log: (m) => console.log(m),
  });
  console.log(`seed finished in ${Date.now() - started} ms (${database.kind})`);
  await database.close();
}

run().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
