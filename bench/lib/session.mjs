// What every benchmark does first: check the product is built, move this
// process (the load generator, or Lighthouse and Chromium) to the load core,
// make a fresh database and a scratch folder, and promise to remove them and
// stop every server however the run ends.
import { loadAverageNow, machineLine, pinLoadGenerator } from './cores.mjs';
import { createBenchDatabase } from './database.mjs';
import { onExit, stopAll } from './processes.mjs';
import { assertBuilt, scratchDir } from './product.mjs';

/**
 * On a shared machine, BENCH_MAX_LOAD=1.5 waits (at most BENCH_WAIT_MINUTES, default 30) until
 * the 1-minute load average is below 1.5 before starting, then starts anyway with a warning.
 */
async function waitForQuiet() {
  const threshold = Number(process.env.BENCH_MAX_LOAD);
  if (!threshold) return;
  const deadline = Date.now() + Number(process.env.BENCH_WAIT_MINUTES ?? 30) * 60_000;
  while (loadAverageNow() >= threshold) {
    if (Date.now() > deadline)
      return console.error(`warning: load average still ${loadAverageNow().toFixed(2)}; starting anyway`);
    console.error(`load average ${loadAverageNow().toFixed(2)} ≥ ${threshold}: waiting…`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
}

export async function openBenchSession(name) {
  assertBuilt();
  await waitForQuiet();
  pinLoadGenerator();
  const machineBefore = machineLine();
  console.error(`machine: ${machineBefore}`);
  const database = await createBenchDatabase(`bench_${name}`);
  const scratch = scratchDir();
  const close = onExit(async () => {
    await stopAll();
    await database.drop();
    scratch.remove();
  });
  return { machineBefore, startedAt: new Date(), database, scratch: scratch.dir, close };
}
