import type { SheetLineInput, SheetUpdateInput } from '@dental/contracts';
import { dentalApi, listRequest, routeRequest, type Answer } from '@dental/api-client';
import { afterMoneyWrite, patientMoneyTag } from '../payments/money-tags';

type SheetArg = { patientId: string; ficheId: string };

/**
 * The treatment sheets and what their lines are made of. A done act charges the balance, a line sent
 * to a lab records a consumption, a line realises a quote line: every write reads the patient's
 * money again (header, sheets, quotes, labo).
 */
export const sheetsApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    patientSheets: build.query<Answer<'sheets.list'>, string>({
      query: (patientId) => listRequest('sheets.list', { params: { patientId } }),
      providesTags: (_result, _error, patientId) => patientMoneyTag(patientId),
    }),
    /** The quote lines a sheet line may realise. */
    sheetQuotes: build.query<Answer<'quotes.list'>, string>({
      query: (patientId) => listRequest('quotes.list', { params: { patientId } }),
      providesTags: (_result, _error, patientId) => patientMoneyTag(patientId),
    }),
    sheetLaboratories: build.query<Answer<'laboratories.list'>, void>({
      query: () => listRequest('laboratories.list'),
    }),
    createSheet: build.mutation<Answer<'sheets.create'>, string>({
      query: (patientId) => routeRequest('sheets.create', { params: { patientId } }),
      invalidatesTags: afterMoneyWrite((patientId: string) => patientId),
    }),
    updateSheet: build.mutation<Answer<'sheets.update'>, SheetArg & { lists: SheetUpdateInput }>({
      query: ({ patientId, ficheId, lists }) => routeRequest('sheets.update', { params: { patientId, ficheId }, body: lists }),
      invalidatesTags: afterMoneyWrite(({ patientId }: SheetArg) => patientId),
    }),
    saveSheetLine: build.mutation<Answer<'sheets.saveLine'>, SheetArg & { line: SheetLineInput }>({
      query: ({ patientId, ficheId, line }) => routeRequest('sheets.saveLine', { params: { patientId, ficheId }, body: line }),
      invalidatesTags: afterMoneyWrite(({ patientId }: SheetArg) => patientId),
    }),
    removeSheetLine: build.mutation<Answer<'sheets.removeLine'>, SheetArg & { lineId: string }>({
      query: ({ patientId, ficheId, lineId }) => routeRequest('sheets.removeLine', { params: { patientId, ficheId, lineId } }),
      invalidatesTags: afterMoneyWrite(({ patientId }: SheetArg) => patientId),
    }),
    removeSheet: build.mutation<Answer<'sheets.remove'>, SheetArg>({
      query: ({ patientId, ficheId }) => routeRequest('sheets.remove', { params: { patientId, ficheId } }),
      invalidatesTags: afterMoneyWrite(({ patientId }: SheetArg) => patientId),
    }),
  }),
});
