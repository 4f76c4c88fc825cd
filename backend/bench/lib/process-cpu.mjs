// CPU time of a process group (Chromium is launched detached: its main process leads a group of its own), from
// /proc (Linux). Counts the children it already reaped too, so closed renderers are not lost.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** Fields after the ")" of the command: state ppid pgrp … utime(11) stime(12) cutime(13) cstime(14). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}
const cpuTicks = (fields) =>
  Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);

/** CPU ms (user + system, with reaped children) of every live process in the group `pgid`. */
export function groupCpuMs(pgid) {
  let ticks = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let fields;
    try {
      fields = statFields(name);
    } catch {
      continue; // exited meanwhile
    }
    if (fields[2] === String(pgid)) ticks += cpuTicks(fields);
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** CPU ms (user + system, with reaped children) of one live process. */
export function processCpuMs(pid) {
  return (cpuTicks(statFields(pid)) * 1000) / ticksPerSecond;
}

/** CPU ms this Node process used since `since` (a process.cpuUsage() value). */
export function nodeCpuMs(since) {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}
