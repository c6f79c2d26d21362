import type { ClinicalNoteInput, ClinicalNoteUpdate, ToothConditionInput } from '@dental/contracts';
import { dentalApi, listRequest, routeRequest, whenSaved, type Answer } from '@dental/api-client';
import { PATIENT_IMAGES_TAG, patientImagesTags } from './images/images-api';

const CLINICAL_TAGS = ['ClinicalChart', 'ClinicalNote'] as const;
const api = dentalApi.enhanceEndpoints({ addTagTypes: [...CLINICAL_TAGS, PATIENT_IMAGES_TAG] });

/** What the chart and the teeth's histories of a patient draw from. */
const chartTags = (patientId: string) => [{ type: 'ClinicalChart' as const, id: patientId }];
const notesTags = (patientId: string) => [{ type: 'ClinicalNote' as const, id: patientId }, ...chartTags(patientId)];
// The chart shows each condition with its catalogue's colour and symbol, and marks the teeth with
// images: a restyle in the catalogue or an image uploaded or removed draws it again.
const CATALOGUE = { type: 'ConditionType' as const, id: 'LIST' as const };
const drawnFrom = (patientId: string) => [...chartTags(patientId), CATALOGUE, ...patientImagesTags(patientId)];

type Write = { patientId: string };

export const clinicalApi = api.injectEndpoints({
  endpoints: (build) => ({
    clinicalChart: build.query<Answer<'clinical.chart'>, string>({
      query: (patient) => routeRequest('clinical.chart', { query: { patient } }),
      providesTags: (_result, _error, patientId) => drawnFrom(patientId),
    }),
    toothHistory: build.query<Answer<'clinical.toothHistory'>, Write & { tooth: string }>({
      query: ({ patientId, tooth }) => listRequest('clinical.toothHistory', { query: { patient: patientId, tooth } }),
      providesTags: (_result, _error, { patientId }) => drawnFrom(patientId),
    }),
    recordCondition: build.mutation<Answer<'toothConditions.create'>, Write & { input: ToothConditionInput }>({
      query: ({ input }) => routeRequest('toothConditions.create', { body: input }),
      invalidatesTags: whenSaved(({ patientId }: Write) => chartTags(patientId)),
    }),
    removeCondition: build.mutation<Answer<'toothConditions.remove'>, Write & { id: string }>({
      query: ({ id }) => routeRequest('toothConditions.remove', { params: { id } }),
      invalidatesTags: whenSaved(({ patientId }: Write) => chartTags(patientId)),
    }),
    clinicalNotes: build.query<Answer<'clinicalNotes.list'>, string>({
      query: (patient) => listRequest('clinicalNotes.list', { query: { patient } }),
      providesTags: (_result, _error, patientId) => notesTags(patientId),
    }),
    createNote: build.mutation<Answer<'clinicalNotes.create'>, Write & { input: ClinicalNoteInput }>({
      query: ({ input }) => routeRequest('clinicalNotes.create', { body: input }),
      invalidatesTags: whenSaved(({ patientId }: Write) => notesTags(patientId)),
    }),
    updateNote: build.mutation<Answer<'clinicalNotes.update'>, Write & { id: string; input: ClinicalNoteUpdate }>({
      query: ({ id, input }) => routeRequest('clinicalNotes.update', { params: { id }, body: input }),
      invalidatesTags: whenSaved(({ patientId }: Write) => notesTags(patientId)),
    }),
    addAddendum: build.mutation<Answer<'clinicalNotes.addendum'>, Write & { id: string; text: string }>({
      query: ({ id, text }) => routeRequest('clinicalNotes.addendum', { params: { id }, body: { text } }),
      invalidatesTags: whenSaved(({ patientId }: Write) => notesTags(patientId)),
    }),
  }),
});
