import type { RouteBody, RouteKey } from '@dental/contracts';
import { dentalApi, whenSaved, writeTags, type Answer, type EntityTag, type RouteRequest } from '@dental/api-client';

type Builder = Parameters<Parameters<typeof dentalApi.injectEndpoints>[0]['endpoints']>[0];

/** The three writes of an entity addressed by `:id`, by their keys in the route table. */
interface WriteKeys<Create extends RouteKey, Update extends RouteKey, Remove extends RouteKey> {
  create: Create;
  update: Update;
  remove: Remove;
}

// The keys are generic here, so the route table cannot check the arguments: the callers' types do.
const request = (key: RouteKey, args: { params?: { id: string }; body?: unknown }) => ({ key, args }) as RouteRequest;

/**
 * Create, update and remove of an entity: each accepted write invalidates the entity's tags, so
 * every view showing it (here or in another module) reads it again.
 */
export function writeEndpoints<Create extends RouteKey, Update extends RouteKey, Remove extends RouteKey>(
  build: Builder,
  tag: EntityTag,
  keys: WriteKeys<Create, Update, Remove>,
) {
  return {
    create: build.mutation<Answer<Create>, RouteBody<Create>>({
      query: (body) => request(keys.create, { body }),
      invalidatesTags: whenSaved(() => writeTags(tag)),
    }),
    update: build.mutation<Answer<Update>, { id: string; body: RouteBody<Update> }>({
      query: ({ id, body }) => request(keys.update, { params: { id }, body }),
      invalidatesTags: whenSaved(({ id }) => writeTags(tag, id)),
    }),
    remove: build.mutation<Answer<Remove>, string>({
      query: (id) => request(keys.remove, { params: { id } }),
      invalidatesTags: whenSaved((id) => writeTags(tag, id)),
    }),
  };
}
