import { runShard } from './shard';

runShard(5);
