/**
 * Release health that cannot be forged (issue 34 §7): `module_loads.counted` says whether the
 * server agreed, when the load was reported, that the user was served the build and cohort the
 * report names (the user's bucket recomputed from the registry row). Only counted loads weigh in
 * a canary's judgement; the others are kept for the per-user bound and the builds' figures.
 * Loads stored before this version were never checked: they do not count (a canary is judged on
 * the minutes after the upgrade).
 */
export const name = 'counted_module_loads';

export const sql = /* sql */ `
alter table module_loads add column counted boolean not null default false;
create index module_loads_counted_idx on module_loads (module, build, cohort, at) where counted;
`;
