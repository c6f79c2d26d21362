/**
 * Patient search at 100,000 patients: indexes and SQL the list and search queries need to answer
 * within a few milliseconds (filled in by the search-speed work).
 */
export const name = 'patient_search';

export const sql = /* sql */ `
select 1;
`;
