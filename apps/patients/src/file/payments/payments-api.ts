import type { PaymentInput, PaymentType } from '@dental/contracts';
import { dentalApi, listRequest, routeRequest, type Answer } from '@dental/api-client';
import { afterMoneyWrite, patientMoneyTag } from './money-tags';

export interface PaymentsArg {
  patientId: string;
  /** One kind (a view of the file), or every kind. */
  type?: PaymentType;
}

type PaymentWrite = { patientId: string; input: PaymentInput };

/** The patient file's payments: every write moves the balance, so it reads the patient again. */
export const paymentsApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    patientPayments: build.query<Answer<'payments.list'>, PaymentsArg>({
      query: ({ patientId, type }) => listRequest('payments.list', { query: type ? { patient: patientId, type } : { patient: patientId } }),
      providesTags: (_result, _error, { patientId }) => patientMoneyTag(patientId),
    }),
    createPayment: build.mutation<Answer<'payments.create'>, PaymentWrite>({
      query: ({ input }) => routeRequest('payments.create', { body: input }),
      invalidatesTags: afterMoneyWrite(({ patientId }: PaymentWrite) => patientId),
    }),
    updatePayment: build.mutation<Answer<'payments.update'>, PaymentWrite & { id: string }>({
      query: ({ id, input }) => routeRequest('payments.update', { params: { id }, body: input }),
      invalidatesTags: afterMoneyWrite(({ patientId }: PaymentWrite) => patientId),
    }),
    removePayment: build.mutation<Answer<'payments.remove'>, { patientId: string; id: string }>({
      query: ({ id }) => routeRequest('payments.remove', { params: { id } }),
      invalidatesTags: afterMoneyWrite(({ patientId }: { patientId: string }) => patientId),
    }),
    /** A payment's receipt; read again after any money write on its patient (the balance after it may move). */
    paymentReceipt: build.query<Answer<'payments.receipt'>, { id: string; patientId: string }>({
      query: ({ id }) => routeRequest('payments.receipt', { params: { id } }),
      providesTags: (_result, _error, { patientId }) => patientMoneyTag(patientId),
    }),
    approvePayments: build.mutation<Answer<'payments.approve'>, { patientId: string; doctorId: string; payments: string[] }>({
      query: ({ doctorId, payments }) => routeRequest('payments.approve', { params: { doctorId }, body: { payments } }),
      invalidatesTags: afterMoneyWrite(({ patientId }: { patientId: string }) => patientId),
    }),
  }),
});
