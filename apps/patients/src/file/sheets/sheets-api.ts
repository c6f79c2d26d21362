import type { SheetLineInput, SheetUpdateInput } from '@dental/contracts';
import { listRequest, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { patientMoneyTag } from '../payments/money-tags';
import { documentsApi } from '../quotes/quotes-api';

type SheetArg = { patientId: string; ficheId: string };

/** A sheet write may charge the balance, record lab work and realise quote lines: the patient's money and quotes are read again. */
const afterSheetWrite = <Arg>(patientOf: (arg: Arg) => string) =>
  whenSaved((arg: Arg) => [...writeTags('Patient', patientOf(arg)), { type: 'Quote' as const, id: patientOf(arg) }]);

/**
 * The treatment sheets and the laboratories their lines may go to; the quote lines they realise are
 * the quotes tab's read (quotesApi.patientQuotes).
 */
export const sheetsApi = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    patientSheets: build.query<Answer<'sheets.list'>, string>({
      query: (patientId) => listRequest('sheets.list', { params: { patientId } }),
      providesTags: (_result, _error, patientId) => patientMoneyTag(patientId),
    }),
    createSheet: build.mutation<Answer<'sheets.create'>, string>({
      query: (patientId) => routeRequest('sheets.create', { params: { patientId } }),
      invalidatesTags: afterSheetWrite((patientId: string) => patientId),
    }),
    updateSheet: build.mutation<Answer<'sheets.update'>, SheetArg & { lists: SheetUpdateInput }>({
      query: ({ patientId, ficheId, lists }) => routeRequest('sheets.update', { params: { patientId, ficheId }, body: lists }),
      invalidatesTags: afterSheetWrite(({ patientId }: SheetArg) => patientId),
    }),
    saveSheetLine: build.mutation<Answer<'sheets.saveLine'>, SheetArg & { line: SheetLineInput }>({
      query: ({ patientId, ficheId, line }) => routeRequest('sheets.saveLine', { params: { patientId, ficheId }, body: line }),
      invalidatesTags: afterSheetWrite(({ patientId }: SheetArg) => patientId),
    }),
    removeSheetLine: build.mutation<Answer<'sheets.removeLine'>, SheetArg & { lineId: string }>({
      query: ({ patientId, ficheId, lineId }) => routeRequest('sheets.removeLine', { params: { patientId, ficheId, lineId } }),
      invalidatesTags: afterSheetWrite(({ patientId }: SheetArg) => patientId),
    }),
    /** Cancels a line's appointment through the appointments route; the server clears the line's date. */
    cancelAppointment: build.mutation<Answer<'appointments.remove'>, { patientId: string; doctorId: string; appointmentId: string }>({
      query: ({ doctorId, appointmentId }) => routeRequest('appointments.remove', { params: { doctorId, appointmentId } }),
      invalidatesTags: afterSheetWrite(({ patientId }: { patientId: string }) => patientId),
    }),
    removeSheet: build.mutation<Answer<'sheets.remove'>, SheetArg>({
      query: ({ patientId, ficheId }) => routeRequest('sheets.remove', { params: { patientId, ficheId } }),
      invalidatesTags: afterSheetWrite(({ patientId }: SheetArg) => patientId),
    }),
  }),
});
