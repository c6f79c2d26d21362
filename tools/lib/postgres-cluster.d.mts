export function findOnPath(name: string): string;
export function freePort(): Promise<number>;
export interface PostgresCluster {
  /** The superuser's address of the `postgres` database. */
  url: string;
  version: string;
  stop(): void;
  serverLog(): string;
}
export function startPostgresCluster(options?: { maxConnections?: number }): Promise<PostgresCluster>;
