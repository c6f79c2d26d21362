import { runShard } from './shard';

runShard(7);
