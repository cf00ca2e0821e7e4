import { describe, expect, it } from 'vitest';
import { GroupCommit } from './groupCommit';

/** A writer whose calls are held until the test settles them, recording each batch. */
function heldWriter() {
  const calls: { items: string[]; settle(error?: Error): void }[] = [];
  const write = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({
        items,
        settle: (error) => (error ? reject(error) : resolve(items.map((item) => `stored ${item}`))),
      });
    });
  return { calls, write };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Settles when `promise` has, and says how: its value or the message of its error. */
const outcome = (promise: Promise<string>) =>
  promise.then(
    (value) => ({ value }),
    (error: Error) => ({ error: error.message }),
  );

describe('GroupCommit (issue 24)', () => {
  it('writes the items submitted in one turn with one call, in submission order', async () => {
    const { calls, write } = heldWriter();
    const commits = new GroupCommit(write);
    const answers = ['a', 'b', 'c'].map((item) => commits.submit(item));
    await turn();
    expect(calls.map((c) => c.items)).toEqual([['a', 'b', 'c']]);
    calls[0]?.settle();
    expect(await Promise.all(answers)).toEqual(['stored a', 'stored b', 'stored c']);
    expect(commits.stats()).toEqual({ statements: 1, items: 3, largest: 3 });
  });

  it('answers nobody before the write of its batch settled', async () => {
    const { calls, write } = heldWriter();
    const commits = new GroupCommit(write);
    let answered = false;
    const answer = commits.submit('a').then((value) => {
      answered = true;
      return value;
    });
    await turn();
    await turn();
    expect(answered).toBe(false);
    calls[0]?.settle();
    expect(await answer).toBe('stored a');
  });

  it('gathers items arriving while a write is in flight into the next call, one call at a time', async () => {
    const { calls, write } = heldWriter();
    const commits = new GroupCommit(write);
    const first = commits.submit('a');
    await turn();
    const later = ['b', 'c', 'd'].map((item) => commits.submit(item));
    await turn();
    // Still one call: the next waits for the one in flight.
    expect(calls).toHaveLength(1);
    calls[0]?.settle();
    await first;
    await turn();
    expect(calls.map((c) => c.items)).toEqual([['a'], ['b', 'c', 'd']]);
    calls[1]?.settle();
    expect(await Promise.all(later)).toEqual(['stored b', 'stored c', 'stored d']);
  });

  it('fails exactly the items of a failed batch, each with its error; the next batch is written', async () => {
    const { calls, write } = heldWriter();
    const commits = new GroupCommit(write);
    const doomed = ['a', 'b'].map((item) => outcome(commits.submit(item)));
    await turn();
    const next = ['c', 'd'].map((item) => outcome(commits.submit(item)));
    await turn();
    calls[0]?.settle(new Error('commit failed'));
    expect(await Promise.all(doomed)).toEqual([
      { error: 'commit failed' },
      { error: 'commit failed' },
    ]);
    await turn();
    expect(calls[1]?.items).toEqual(['c', 'd']);
    calls[1]?.settle();
    expect(await Promise.all(next)).toEqual([{ value: 'stored c' }, { value: 'stored d' }]);
  });

  it('caps a batch at maxBatch items and keeps the order across the calls', async () => {
    const written: string[][] = [];
    const commits = new GroupCommit(async (items: string[]) => {
      written.push(items);
      return items;
    }, 2);
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((i) => commits.submit(i)));
    expect(answers).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(written).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(commits.stats()).toEqual({ statements: 3, items: 5, largest: 2 });
  });

  it('rejects the whole batch when the writer answers for the wrong number of items', async () => {
    const commits = new GroupCommit(async (items: string[]) => items.slice(1));
    const outcomes = await Promise.all(['a', 'b'].map((item) => outcome(commits.submit(item))));
    expect(outcomes.every((o) => 'error' in o && /1 answers for 2 items/.test(o.error))).toBe(true);
  });

  it('starts again after going quiet: a later item is written on its own', async () => {
    const written: string[][] = [];
    const commits = new GroupCommit(async (items: string[]) => {
      written.push(items);
      return items;
    });
    await commits.submit('a');
    await commits.submit('b');
    expect(written).toEqual([['a'], ['b']]);
  });
});
