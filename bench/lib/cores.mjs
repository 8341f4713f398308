// Keeps the server and the load generator on different cores: servers are
// spawned under `taskset -c <serverCore>`, and this process (the load
// generator, and any browser it launches) moves itself to the other core.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

// os.cpus(), not availableParallelism(): the latter shrinks once this process is pinned.
export const coreCount = () => os.cpus().length;

/** Pins every thread of this process to the load core (children inherit it). Returns false on a one-core machine. */
export function pinLoadGenerator() {
  if (coreCount() < 2) {
    console.warn('warning: one core only; the server and the load generator share it');
    return false;
  }
  execFileSync('taskset', ['-a', '-p', '-c', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
  return true;
}

/** The command line that runs `command args` on the server core. */
export function onServerCore(command, args) {
  return coreCount() < 2 ? [command, args] : ['taskset', ['-c', String(SERVER_CORE), command, ...args]];
}

export function machineLine() {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${coreCount()} cores (${cpu}); load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min); Node ${process.version}`;
}

export const loadAverageNow = () => os.loadavg()[0];
