import { runShard } from './shard';

runShard(11);
