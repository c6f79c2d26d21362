import { runShard } from './shard';

runShard(4);
