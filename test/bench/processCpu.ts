import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time a process has used so far (user + system, in µs), from /proc: the bench reads it around
 * a load to tell what an answer costs the server itself (its sends included), apart from what it
 * costs the client. Null where /proc is not there (the bench then prints no CPU column).
 */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicks();
  } catch {
    return null;
  }
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Runs `work` and returns its result with the process's CPU µs spent meanwhile (null when unknown). */
export async function withProcessCpu<T>(pid: number | undefined, work: () => Promise<T>): Promise<{ result: T; cpuMicros: number | null }> {
  const before = processCpuMicros(pid);
  const result = await work();
  const after = processCpuMicros(pid);
  return { result, cpuMicros: before === null || after === null ? null : after - before };
}

/** A process's resident memory now (VmRSS, in MB), from /proc; null where it cannot be read. */
export function processRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
