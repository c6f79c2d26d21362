import type { Queryable } from '../db/types';

export interface DatabaseState {
  /** Each table's name and a hash of its rows: equal fingerprints, equal contents. */
  fingerprint: string;
  /** The tables holding a text with an invisible or direction-control character. */
  hiddenText: string[];
}

const HIDDEN_CHARACTERS = '[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]';
/** Throttle bookkeeping, written by every sign-in attempt: not the clinic's data. */
const UNWATCHED_TABLE = 'login_attempts';

/**
 * The watch a test database gets on its first state: a counter per table, moved by every row a
 * committed statement inserts, updates or deletes (and by a truncate), in a schema of its own
 * that no state reads. A rolled-back change moves nothing: the counter is written in the same
 * transaction. Its signature moves with any counter, any table created, dropped or recreated, and
 * any watch trigger added or dropped: one call (its plans kept by plpgsql) tells a state unchanged.
 */
const WATCH_SETUP = `
  create schema if not exists test_watch;
  create table if not exists test_watch.changes (relid oid primary key, n bigint not null);
  create or replace function test_watch.count_change() returns trigger language plpgsql as $$
  begin
    insert into test_watch.changes values (TG_RELID, 1) on conflict (relid) do update set n = test_watch.changes.n + 1;
    return null;
  end $$;
  create or replace function test_watch.signature() returns text language plpgsql stable as $$
  begin
    return (select coalesce(sum(n), 0) from test_watch.changes)::text
      || '|' || (select string_agg(c.oid::text, ',' order by c.oid) from pg_class c
                  where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p'))
      || '|' || (select count(*) from pg_trigger where tgname = 'test_watch_rows')::text;
  end $$;`;

function watchTable(name: string): string {
  return `create trigger test_watch_rows after insert or update or delete on "${name}" for each row execute function test_watch.count_change();
          create trigger test_watch_truncate after truncate on "${name}" for each statement execute function test_watch.count_change();`;
}

interface TableState {
  relid: string;
  changes: string;
  hash: string;
  hidden: boolean;
}

/** What the last state of each database read, by table name. */
const known = new WeakMap<Queryable, Map<string, TableState>>();
/** Each database's last state, and the watch's signature read just before it. */
const lastStates = new WeakMap<Queryable, { signature: string; state: DatabaseState }>();

/**
 * The state of the database's tables (its schema's, but the sign-in throttle), to tell whether a
 * request changed anything and whether a stored text carries an invisible character. Hashing every
 * row of every table after each of thousands of requests was most of the API suite's time: a table
 * is hashed again only when its change counter moved (or it is new), else its last hash stands;
 * and while the watch's signature stands, so does the whole last state (the catalog unread).
 */
export async function databaseState(db: Queryable): Promise<DatabaseState> {
  if (!known.has(db)) {
    await db.exec(WATCH_SETUP);
    known.set(db, new Map());
  }
  // Read before the tables: a change made meanwhile moves the next signature, never hides in this one.
  const [{ signature }] = await db.query<{ signature: string }>('select test_watch.signature() as signature');
  const last = lastStates.get(db);
  if (last?.signature === signature) return last.state;
  const { state, watchedAnew } = await readState(db, known.get(db)!);
  // A watch installed moved the signature after it was read: the next state reads the catalog again.
  if (watchedAnew) lastStates.delete(db);
  else lastStates.set(db, { signature, state });
  return state;
}

/** The state from the catalog and the change counters: every table new or changed since `tables` was read is hashed again. */
async function readState(db: Queryable, tables: Map<string, TableState>): Promise<{ state: DatabaseState; watchedAnew: boolean }> {
  const current = await db.query<{ name: string; relid: string; changes: string; watched: boolean }>(
    `select c.relname as name, c.oid::text as relid, coalesce(w.n, 0)::text as changes,
            exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'test_watch_rows') as watched
       from pg_class c
       join pg_namespace s on s.oid = c.relnamespace
       left join test_watch.changes w on w.relid = c.oid
      where s.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> $1
      order by c.relname`,
    [UNWATCHED_TABLE],
  );
  const unwatched = current.filter((table) => !table.watched);
  if (unwatched.length > 0) await db.exec(unwatched.map((table) => watchTable(table.name)).join('\n'));
  const stale = current.filter((table) => {
    const last = tables.get(table.name);
    return !table.watched || !last || last.relid !== table.relid || last.changes !== table.changes;
  });
  if (stale.length > 0) {
    const hashes = await db.query<{ name: string; hash: string; hidden: boolean }>(
      stale
        .map(
          ({ name }) =>
            `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash,
                    coalesce(bool_or(t::text ~ $1), false) as hidden
               from "${name}" t`,
        )
        .join(' union all '),
      [HIDDEN_CHARACTERS],
    );
    for (const table of stale) {
      const { hash, hidden } = hashes.find((row) => row.name === table.name)!;
      tables.set(table.name, { relid: table.relid, changes: table.changes, hash, hidden });
    }
  }
  const names = new Set(current.map((table) => table.name));
  for (const name of tables.keys()) if (!names.has(name)) tables.delete(name);
  const states = current.map((table) => ({ name: table.name, ...tables.get(table.name)! }));
  const state = {
    fingerprint: states.map((table) => `${table.name}:${table.hash}`).join(','),
    hiddenText: states.filter((table) => table.hidden).map((table) => table.name),
  };
  return { state, watchedAnew: unwatched.length > 0 };
}
