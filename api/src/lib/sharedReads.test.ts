import { describe, expect, it } from 'vitest';
import { createSharedReads } from './sharedReads.ts';

/** A read that waits until released, counting how often it ran. */
function gatedRead(value: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const read = async () => {
    read.runs += 1;
    await gate;
    return value;
  };
  read.runs = 0;
  return { read, release };
}

describe('shared reads', () => {
  it('run one read for the callers that miss a key together, and a new one once it is over', async () => {
    const reads = createSharedReads<string, string>();
    const { read, release } = gatedRead('rows');
    const waiting = Array.from({ length: 50 }, () => reads.run('weeks', 0, read));
    release();
    expect(await Promise.all(waiting)).toEqual(Array(50).fill('rows'));
    expect(read.runs).toBe(1);
    await reads.run('weeks', 0, read);
    expect(read.runs).toBe(2);
  });

  it('never join a read that began before a drop (another generation), nor one of another key', async () => {
    const reads = createSharedReads<string, string>();
    const before = gatedRead('old');
    const after = gatedRead('new');
    const other = gatedRead('other');
    const early = reads.run('weeks', 0, before.read);
    const late = reads.run('weeks', 1, after.read);
    const elsewhere = reads.run('meals', 1, other.read);
    const lateToo = reads.run('weeks', 1, before.read);
    [before, after, other].forEach(({ release }) => release());
    expect(await Promise.all([early, late, elsewhere, lateToo])).toEqual(['old', 'new', 'other', 'new']);
    expect([before.read.runs, after.read.runs, other.read.runs]).toEqual([1, 1, 1]);
  });

  it('give every caller of a failed read its error, and read again next time', async () => {
    const reads = createSharedReads<string, string>();
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('database down');
    };
    const results = await Promise.allSettled([reads.run('k', 0, failing), reads.run('k', 0, failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
    await expect(reads.run('k', 0, async () => 'back')).resolves.toBe('back');
  });
});
