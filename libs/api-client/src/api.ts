import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { RouteData, RouteKey } from '@dental/contracts';
import { call, callPage, type ArgsOf, type CallArgs, type Page } from './client';
import { currentToken } from './config';
import { ApiError, NotSignedInError } from './errors';
import { failureMessages } from './failure';

/** A call of the route table as RTK Query endpoints describe it. */
export interface RouteRequest<K extends RouteKey = RouteKey> {
  key: K;
  args?: CallArgs<K>;
  /** What a read answers with no token, without sending anything (spec part 1 §7: an empty list). */
  signedOut?: unknown;
  /** A page of a list: `success` holds the items, the paging stands beside it (a `Page`). */
  paged?: true;
}

/**
 * Why a call failed: `status` 300 with the formErrors, another HTTP status with `err`, 'NETWORK'
 * when no answer came, 'NOT_SIGNED_IN' when nothing was sent. `messages` are ready to show.
 */
export interface ApiFailure {
  status: number | 'NETWORK' | 'NOT_SIGNED_IN';
  messages: string[];
}

function failureOf(error: unknown): ApiFailure {
  const status = error instanceof ApiError ? error.status : error instanceof NotSignedInError ? 'NOT_SIGNED_IN' : 'NETWORK';
  return { status, messages: failureMessages(error) };
}

/** The wire contract of spec part 1 §7–§8, once, for every endpoint of every module. */
export const routeBaseQuery: BaseQueryFn<RouteRequest, unknown, ApiFailure> = async ({ key, args, signedOut, paged }) => {
  if (signedOut !== undefined && !currentToken()) return { data: signedOut };
  const send = (paged ? callPage : call) as (key: RouteKey, args?: CallArgs<RouteKey>) => Promise<unknown>;
  try {
    return { data: await send(key, args) };
  } catch (error) {
    return { error: failureOf(error) };
  }
};

/** A call of the route table for an endpoint's `query`. */
export function routeRequest<K extends RouteKey>(key: K, ...[args]: ArgsOf<K>): RouteRequest<K> {
  return { key, args: args as CallArgs<K> | undefined };
}

/** A list read: with no token nothing is sent and the list is empty. */
export function listRequest<K extends RouteKey>(key: K, ...[args]: ArgsOf<K>): RouteRequest<K> {
  return { key, args: args as CallArgs<K> | undefined, signedOut: [] };
}

/** A page of a list read (`Page`): with no token nothing is sent and the page is empty. */
export function pageRequest<K extends RouteKey>(key: K, ...[args]: ArgsOf<K>): RouteRequest<K> {
  const empty: Page<never> = { items: [], total: 0, offset: 0, limit: 0 };
  return { key, args: args as CallArgs<K> | undefined, signedOut: empty, paged: true };
}

/** What the route `K` answers, for an endpoint's result type. */
export type Answer<K extends RouteKey> = RouteData<K>;

/**
 * The entities views show. A write invalidates its entity's tags, and every view reading them
 * reloads: a module adding an entity adds its tag here (or with enhanceEndpoints({ addTagTypes })).
 */
export const ENTITY_TAGS = [
  'User',
  'Role',
  'Permission',
  'PaymentMode',
  'Treatment',
  'InsurerTreatment',
  'Assurance',
  'InsuranceInvoice',
  'Patient',
  'Laboratory',
  /** The chart's conditions' catalogue (issue 37): the admin module edits it, the patient file draws with it. */
  'ConditionType',
] as const;
export type EntityTag = (typeof ENTITY_TAGS)[number];

/**
 * The one RTK Query API of the application, shared by the shell and every module through Module
 * Federation (this lib is a singleton). Modules add their endpoints with `dentalApi.injectEndpoints`
 * beside the feature that uses them.
 */
export const dentalApi = createApi({
  reducerPath: 'api',
  baseQuery: routeBaseQuery,
  tagTypes: ENTITY_TAGS,
  // Reads always ask the server again when a screen mounts (spec: no-cache), but two screens
  // mounted together share one request.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** Tags of a list answer: each item by its `_id`, and the list itself. Any tag: shared or a module's own. */
export function listTags<T extends string>(type: T) {
  return (result: readonly { _id: string }[] | undefined) => [
    ...(result ?? []).map(({ _id }) => ({ type, id: _id })),
    { type, id: 'LIST' as const },
  ];
}

/** The tags a write changes: the item when known, and every list of the entity. */
export function writeTags<T extends string>(type: T, id?: string) {
  return id ? [{ type, id }, { type, id: 'LIST' as const }] : [{ type, id: 'LIST' as const }];
}

/**
 * An endpoint's `invalidatesTags` for a write: the tags `tagsOf(arg)` names, once the server
 * accepted it; a refused write changed nothing, so nothing is read again.
 */
export function whenSaved<Arg, Tag>(tagsOf: (arg: Arg) => readonly Tag[]) {
  return (_result: unknown, error: unknown, arg: Arg): readonly Tag[] => (error ? [] : tagsOf(arg));
}
