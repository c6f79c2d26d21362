import { describe, expect, it } from '@jest/globals';
import { StoredFilesCache } from './stored-builds';

const file = (bytes: number) => ({ contentType: 'text/javascript', content: Buffer.alloc(bytes), etag: '"x"' });

describe('the stored files cache', () => {
  it('keeps at most its size, dropping the least recently used first', () => {
    const cache = new StoredFilesCache(100);
    cache.set('a', file(40));
    cache.set('b', file(40));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', file(40));
    expect({ a: !!cache.get('a'), b: !!cache.get('b'), c: !!cache.get('c'), size: cache.size }).toEqual({ a: true, b: false, c: true, size: 80 });
  });

  it('never keeps a file larger than the whole cache', () => {
    const cache = new StoredFilesCache(100);
    cache.set('big', file(101));
    expect({ big: cache.get('big'), size: cache.size }).toEqual({ big: undefined, size: 0 });
  });
});
