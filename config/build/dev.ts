import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server (restarted by tsx watch on change) on PORT (3000) and
 * webpack-dev-server with hot reload on DEV_PORT (8080), which proxies the API prefixes to it.
 */
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, APP_ENV: process.env.APP_ENV ?? 'development' },
  }),
  spawn('npx', ['webpack', 'serve', '--mode', 'development'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
