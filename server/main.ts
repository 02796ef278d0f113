import { loadServerConfig } from '../config/server';
import { seedDatabase } from './db/seed';
import { buildApp } from './app';

/** Starts the server: open the database (migrations run), seed if asked, listen, shut down gracefully. */
async function main(): Promise<void> {
  const config = loadServerConfig();
  // The app opens the database and closes it last, after every module's own onClose (the registry's
  // UNLISTEN needs it open): a hook added here would run first and close it under them.
  const app = await buildApp(config);
  if (config.seedOnStart) await seedDatabase(app.db, { log: (m) => app.log.info(m) });
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
