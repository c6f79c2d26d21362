import type { ModuleName } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { currentUser, requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { refreshRegistryOrigins } from '../registry/origins';
import { checkBuild } from './build-checks';
import { buildIdOf, decodeBuildFiles } from './build-files';
import { listBuilds, storeBuild } from './builds';
import { releaseCommands, runReleaseCommand, type CommandLookup } from './commands';
import { listReleaseEvents } from './events';
import { releaseStatus } from './status';

/**
 * Largest publish request: a module's build folder of at most BUILD_MAX_BYTES (40 MB) in base64
 * (a third more) with its JSON around it. Every other route keeps the server's 1 MiB.
 */
export const PUBLISH_BODY_LIMIT = 60 * 1024 * 1024;

/** The release path of a module (developer only): publish, canary, promote, rollback, status, history. */
export async function releaseRoutes(app: FastifyInstance) {
  const { db } = app;
  const dev = { guard: requireDev() };
  // A refused read begins with AFFICHER, as every refused read of the API (spec part 1 §8).
  const devToRead = {
    guard: async (request: FastifyRequest) => {
      if (!currentUser(request).dev) throw new ApiError(403, 'release.readDevOnly');
    },
  };

  route(app, 'release.status', devToRead, async (request) => ok(await releaseStatus(db, request.params.name)));

  route(app, 'release.events', devToRead, async (request) => ok(await listReleaseEvents(db, request.params.name, request.query.limit)));

  /**
   * The build's files' contents are base64 texts far longer than the default text limit. The
   * caller's right and the announced length are checked before the body is read (`largeBody`).
   */
  const publishOptions = { ...dev, limits: { maxLengths: { files: PUBLISH_BODY_LIMIT } }, largeBody: { limit: PUBLISH_BODY_LIMIT, tooLarge: 'release.requestTooLarge' as const } };
  route(app, 'release.publish', publishOptions, async (request) => {
    const { name } = request.params;
    const files = decodeBuildFiles(request.body.files);
    checkBuild(name, files, request.server.servedShell ? await request.server.servedShell.provides() : null);
    const id = buildIdOf(files);
    const created = await storeBuild(db, name, id, files, currentUser(request).id);
    const [build] = await listBuilds(db, name, id);
    return ok({ build, created });
  });

  /** A canary, promote or rollback: decided and applied, then the state after it. */
  const change = async (request: FastifyRequest, name: ModuleName, lookup: CommandLookup) => {
    const { changed, event } = await runReleaseCommand(db, name, currentUser(request).id, lookup);
    if (changed) await refreshRegistryOrigins(db, request.log);
    return ok({ changed, event, status: await releaseStatus(db, name) });
  };

  route(app, 'release.canary', dev, async (request) => change(request, request.params.name, releaseCommands.canary(request.body)));
  route(app, 'release.promote', dev, async (request) => change(request, request.params.name, releaseCommands.promote(request.body.force)));
  route(app, 'release.rollback', dev, async (request) => change(request, request.params.name, releaseCommands.rollback(request.body)));
}
