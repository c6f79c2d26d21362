export declare const SHARD_FILE: RegExp;
export declare function shardableFilesUnder(dir: string, skipping?: readonly string[]): string[];
