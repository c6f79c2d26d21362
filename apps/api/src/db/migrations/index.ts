import * as initial from './001_initial';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration, in order. A new one gets the next number, its own file and a line here. */
export const migrations: readonly Migration[] = [{ version: 1, name: initial.name, sql: initial.sql }];
