import type { LabPaymentInput } from '@dental/contracts';
import { listRequest, listTags, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { labApi } from '../common/lab-api';

type PaymentRef = { labId: string; paymentId: string };

/** A payment changes the payments and every balance: the accounts and the cards' solde. */
const paid = (id?: string) => [...writeTags('LabPayment', id), ...writeTags('LabAccount'), ...writeTags('Laboratory')];

/** A doctor's payments to a laboratory and their writes. */
export const paymentsApi = labApi.injectEndpoints({
  endpoints: (build) => ({
    labPayments: build.query<Answer<'labPayments.list'>, { labId: string; doctor: string }>({
      query: ({ labId, doctor }) => listRequest('labPayments.list', { query: { labId, doctor } }),
      providesTags: listTags('LabPayment'),
    }),
    createLabPayment: build.mutation<Answer<'labPayments.create'>, { labId: string; body: LabPaymentInput }>({
      query: ({ labId, body }) => routeRequest('labPayments.create', { query: { labId }, body }),
      invalidatesTags: whenSaved(() => paid()),
    }),
    updateLabPayment: build.mutation<Answer<'labPayments.update'>, PaymentRef & { body: LabPaymentInput }>({
      query: ({ labId, paymentId, body }) => routeRequest('labPayments.update', { params: { paymentId }, query: { labId }, body }),
      invalidatesTags: whenSaved(({ paymentId }: PaymentRef) => paid(paymentId)),
    }),
    removeLabPayment: build.mutation<Answer<'labPayments.remove'>, PaymentRef>({
      query: ({ labId, paymentId }) => routeRequest('labPayments.remove', { params: { paymentId }, query: { labId } }),
      invalidatesTags: whenSaved(({ paymentId }: PaymentRef) => paid(paymentId)),
    }),
  }),
});
