/** Server-side sessions and shared sign-in throttling (filled in by the hardening work). */
export const name = 'sessions';

export const sql = /* sql */ `
select 1;
`;
