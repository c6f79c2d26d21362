import { LIST_FILTERS, defaultFilter, isStage, listQuery, listSearchParams, parseFilter, quickSearchQuery } from './list-query';

describe('list filters', () => {
  it('gives each list its tabs, the default first', () => {
    expect(LIST_FILTERS.consultation).toEqual(['notArchived', 'archived']);
    expect(LIST_FILTERS.current).toEqual(['patients', 'inCommon']);
    expect(LIST_FILTERS.finish).toEqual(['all', 'debtor', 'settled', 'creditor']);
    expect(defaultFilter('finish')).toBe('all');
  });

  it('reads the filter of the address, falling back to the default', () => {
    expect(parseFilter('consultation', 'archived')).toBe('archived');
    expect(parseFilter('consultation', 'debtor')).toBe('notArchived');
    expect(parseFilter('current', null)).toBe('patients');
    expect(parseFilter('finish', 'creditor')).toBe('creditor');
  });

  it('knows the three stages', () => {
    expect(isStage('current')).toBe(true);
    expect(isStage('finished')).toBe(false);
  });
});

describe('listQuery', () => {
  it('asks for a page of a stage, sub-filter and doctor, newest first by the server', () => {
    expect(listQuery({ stage: 'consultation', filter: 'notArchived', doctor: '4' })).toEqual({
      ptType: 'consultation',
      filter: 'notArchived',
      doctor: '4',
      offset: 0,
      limit: 30,
    });
  });

  it('sends no filter for "all", and the trimmed search text only when there is one', () => {
    expect(listQuery({ stage: 'finish', filter: 'all', doctor: '4', search: '  ', offset: 30 })).toEqual({ ptType: 'finish', doctor: '4', offset: 30, limit: 30 });
    expect(listQuery({ stage: 'current', filter: 'inCommon', search: ' 00 ' })).toEqual({ ptType: 'current', filter: 'inCommon', q: '00', offset: 0, limit: 30 });
  });
});

describe('quickSearchQuery', () => {
  it('searches every stage for 5 hits, and nothing for an empty text', () => {
    expect(quickSearchQuery(' ami ')).toEqual({ q: 'ami', offset: 0, limit: 5 });
    expect(quickSearchQuery('   ')).toBeNull();
  });
});

describe('listSearchParams', () => {
  it('keeps only what differs from the list’s defaults', () => {
    expect(listSearchParams('consultation', 'notArchived', '')).toEqual({});
    expect(listSearchParams('consultation', 'archived', ' Ami ')).toEqual({ filter: 'archived', q: 'Ami' });
    expect(listSearchParams('finish', 'all', '0042')).toEqual({ q: '0042' });
  });
});
