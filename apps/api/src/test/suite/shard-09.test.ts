import { runShard } from './shard';

runShard(9);
