import { runShard } from './shard';

runShard(10);
