import { execFileSync } from 'node:child_process';

/**
 * A TCP port on 127.0.0.1 that the kernel reports free now, for a server started next. A random
 * pick could be taken: 40000–60000 lies in Linux's ephemeral range, where every outgoing
 * connection (the database's, the browser's) gets its local port. Synchronous, for config files.
 */
export function freePort(): number {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
