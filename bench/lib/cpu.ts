import { readFileSync, readdirSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every common build). */
const TICKS = 100;

/** utime, stime, cutime, cstime and the parent of a process, from /proc/<pid>/stat; null once it is gone. */
const statOf = (pid: number) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3 of proc(5)): field n is fields[n - 3].
    const at = (n: number) => Number(fields[n - 3]);
    return { ppid: at(4), own: at(14) + at(15), children: at(16) + at(17) };
  } catch {
    return null;
  }
};

/** CPU seconds a process has used so far (its own, not its children's). */
export const processCpu = (pid: number) => (statOf(pid)?.own ?? 0) / TICKS;

/** CPU seconds a process and its live children have used so far (the app target with its workers). */
export const processTreeCpu = (pid: number) => {
  let ticks = statOf(pid)?.own ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statOf(Number(entry));
    if (child && child.ppid === pid) ticks += child.own;
  }
  return ticks / TICKS;
};

/**
 * CPU seconds a PostgreSQL cluster has used so far: the postmaster, its live children (backends, workers) and
 * the children it has reaped (pgbench's connections end before the run's figures are read).
 */
export const clusterCpu = (postmaster: number) => {
  const root = statOf(postmaster);
  if (!root) return 0;
  let ticks = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statOf(Number(entry));
    if (child && child.ppid === postmaster) ticks += child.own;
  }
  return ticks / TICKS;
};
