// Runs one command with a throw-away PostgreSQL cluster, its address in an environment variable;
// the cluster is removed afterwards, also when the command fails or the run is interrupted.
// Exits the process with the command's code.
import { spawn } from 'node:child_process';
import { startPostgresCluster } from './postgres-cluster.mjs';

export async function runWithPostgres(variable, command, args, { cwd } = {}) {
  let cluster;
  let child;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child && child.exitCode === null) child.kill(signal);
      else {
        cluster?.stop();
        process.exit(130);
      }
    });
  }
  let exitCode;
  try {
    cluster = await startPostgresCluster();
    console.log(`${cluster.version} on ${cluster.url}`);
    exitCode = await new Promise((resolveExit) => {
      child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, [variable]: cluster.url } });
      child.on('error', (error) => {
        console.error(`could not run ${command}: ${error.message}`);
        resolveExit(1);
      });
      child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0)));
    });
  } catch (error) {
    console.error(String(error.message ?? error));
    exitCode = 1;
  } finally {
    cluster?.stop();
  }
  process.exit(exitCode);
}
