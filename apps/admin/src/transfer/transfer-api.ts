import { dentalApi, listRequest, routeRequest, sendBlob, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { routeUrl, type ImportJob, type ImportKind, type ImportReadQuery, type ImportSettings, type RouteBody } from '@dental/contracts';

const IMPORTS = 'Imports' as const;
const MAPPINGS = 'ImportMappings' as const;
const IMPORT_LIST = [{ type: IMPORTS, id: 'LIST' as const }];
const MAPPING_LIST = [{ type: MAPPINGS, id: 'LIST' as const }];

/** What an import creates or an undo removes: the lists showing them read again. */
export const IMPORTED_TAGS = [...IMPORT_LIST, ...writeTags('Patient'), ...writeTags('Treatment')];

const api = dentalApi.enhanceEndpoints({ addTagTypes: [IMPORTS, MAPPINGS] });

interface Settled {
  id: string;
  settings: ImportSettings;
}

export const transferApi = api.injectEndpoints({
  endpoints: (build) => ({
    imports: build.query<Answer<'imports.list'>, void>({
      query: () => listRequest('imports.list'),
      providesTags: IMPORT_LIST,
    }),
    importJob: build.query<Answer<'imports.get'>, string>({
      query: (id) => routeRequest('imports.get', { params: { id } }),
    }),
    /** The draft's file read with another sheet or encoding: its header and the mapping suggested for it. */
    fileReadAs: build.query<Answer<'imports.get'>, { id: string } & ImportReadQuery>({
      query: ({ id, ...query }) => routeRequest('imports.get', { params: { id }, query }),
    }),
    dryRun: build.mutation<Answer<'imports.dryRun'>, Settled>({
      query: ({ id, settings }) => routeRequest('imports.dryRun', { params: { id }, body: settings }),
    }),
    startImport: build.mutation<Answer<'imports.start'>, Settled>({
      query: ({ id, settings }) => routeRequest('imports.start', { params: { id }, body: settings }),
      invalidatesTags: whenSaved(() => IMPORT_LIST),
    }),
    cancelImport: build.mutation<Answer<'imports.cancel'>, string>({
      query: (id) => routeRequest('imports.cancel', { params: { id } }),
      invalidatesTags: whenSaved(() => IMPORT_LIST),
    }),
    undoImport: build.mutation<Answer<'imports.undo'>, string>({
      query: (id) => routeRequest('imports.undo', { params: { id } }),
      invalidatesTags: whenSaved(() => IMPORTED_TAGS),
    }),
    importMappings: build.query<Answer<'importMappings.list'>, void>({
      query: () => listRequest('importMappings.list'),
      providesTags: MAPPING_LIST,
    }),
    saveMapping: build.mutation<Answer<'importMappings.save'>, RouteBody<'importMappings.save'>>({
      query: (body) => routeRequest('importMappings.save', { body }),
      invalidatesTags: whenSaved(() => MAPPING_LIST),
    }),
  }),
});

/** The history reads again: an upload (outside the endpoints) added a draft to it. */
export const importsChanged = () => transferApi.util.invalidateTags(IMPORT_LIST);

/** Sends the file's bytes (application/octet-stream): the draft import, with the file's header and suggested mapping. */
export function uploadImportFile(kind: ImportKind, file: File, onProgress: (sent: number) => void): Promise<ImportJob> {
  return sendBlob<ImportJob>(routeUrl('imports.upload'), { kind, fileName: file.name }, file, onProgress);
}

