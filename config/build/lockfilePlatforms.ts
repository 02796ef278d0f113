import fs from 'node:fs';

/**
 * The registry this project installs from holds only the Linux x64 builds of packages that ship
 * per-platform binaries (@swc, unrs-resolver, …), so npm leaves the other platforms' optional
 * packages out of package-lock.json, and then `npm ci` refuses the lock as out of sync.
 * This adds lock entries for those optional packages, marked with their os/cpu so npm skips
 * them on every other platform. Run after changing dependencies: `node --import tsx config/build/lockfilePlatforms.ts`.
 */
interface LockPackage {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'openbsd', 'netbsd'];
const CPU: Array<[RegExp, string]> = [
  [/arm64|aarch64/, 'arm64'],
  [/x64|x86_64|amd64/, 'x64'],
  [/ia32|x86/, 'ia32'],
  [/loong64/, 'loong64'],
  [/riscv64/, 'riscv64'],
  [/ppc64/, 'ppc64'],
  [/s390x/, 's390x'],
  [/wasm32/, 'wasm32'],
  [/arm/, 'arm'],
];

export function platformOf(name: string): { os?: string[]; cpu?: string[]; libc?: string[] } | null {
  const base = name.split('/').pop()!;
  const os = OS.find((o) => base.includes(o === 'win32' ? 'win32' : o));
  const cpu = CPU.find(([re]) => re.test(base))?.[1];
  if (!os && !cpu) return null;
  const libc = os === 'linux' ? (base.includes('musl') ? ['musl'] : base.includes('gnu') ? ['glibc'] : undefined) : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

function main(): void {
  const file = 'package-lock.json';
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, LockPackage> };
  let added = 0;
  for (const [key, pkg] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
      const prefix = key ? `${key}/node_modules/` : 'node_modules/';
      if (lock.packages[`${prefix}${dep}`] || lock.packages[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      lock.packages[`node_modules/${dep}`] = {
        version: version.replace(/^[\^~=]/, ''),
        ...(pkg.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added++;
    }
  }
  const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  console.log(`lockfile: added ${added} platform-specific optional packages`);
}

main();
