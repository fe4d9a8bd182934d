// Preloaded into a `./sudoku` process by cpu-busy-bench.ts (NODE_OPTIONS=--import): at exit it appends one JSON line
// to $SUDOKU_CPU_REPORT with the process's CPU time (all threads, finished worker threads included), its main
// thread's own CPU time (/proc/<pid>/task/<pid>/stat, Linux), the wall time since the process started and its peak
// resident memory. Nothing else: the process runs exactly as it would without it.
import { appendFileSync, readFileSync } from 'node:fs';

const startedAt = performance.timeOrigin;

/** utime + stime of a /proc stat line, in seconds (clock ticks of 10 ms), counted after the ")" that ends the name. */
function ticksOf(stat) {
  const fields = stat.split(') ')[1].split(' ').map(Number);
  return (fields[11] + fields[12]) / 100;
}

process.on('exit', () => {
  const usage = process.resourceUsage();
  let mainThread = null;
  try {
    mainThread = ticksOf(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
  } catch {
    // Not Linux: only the whole process's figures.
  }
  const record = {
    cpu: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    mainThread,
    wall: (Date.now() - startedAt) / 1000,
    maxRssMb: usage.maxRSS / 1024,
  };
  appendFileSync(process.env.SUDOKU_CPU_REPORT, `${JSON.stringify(record)}\n`);
});
