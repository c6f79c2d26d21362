import { runShard } from './shard';

runShard(12);
