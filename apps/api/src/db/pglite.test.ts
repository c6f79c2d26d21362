import { describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { dumpForLoading, PGLITE_EXTENSIONS } from './pglite';

describe('a dump handed to PGlite', () => {
  it('gives exactly the bytes of a view into a larger buffer, and a whole buffer without copying it', async () => {
    const backing = new Uint8Array([9, 9, 1, 2, 3, 9]);
    const view = backing.subarray(2, 5);
    expect([...new Uint8Array(await dumpForLoading(view).arrayBuffer())]).toEqual([1, 2, 3]);
    expect(dumpForLoading(view).size).toBe(3);
    expect(await dumpForLoading(backing).arrayBuffer()).toBe(backing.buffer);
  });

  it('loads into a database that answers with what the dumped one held', async () => {
    const source = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await source.exec("create table kept (word text); insert into kept values ('restored'); checkpoint");
    const dump = new Uint8Array(await (await source.dumpDataDir('none')).arrayBuffer());
    await source.close();
    // As a backup file's payload arrives: a view inside a larger buffer.
    const framed = new Uint8Array(dump.length + 16);
    framed.set(dump, 8);
    const copy = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: dumpForLoading(framed.subarray(8, 8 + dump.length)) });
    expect((await copy.query<{ word: string }>('select word from kept')).rows).toEqual([{ word: 'restored' }]);
    await copy.close();
  });
});
