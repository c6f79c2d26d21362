import { dentalApi } from '@dental/api-client';
import { writeEndpoints } from '../common/write-endpoints';

/** Writes of payment modes; the list (referenceApi.paymentModes) reads again after each. */
export const paymentModeWritesApi = dentalApi.injectEndpoints({
  endpoints: (build) => {
    const writes = writeEndpoints(build, 'PaymentMode', { create: 'paymentModes.create', update: 'paymentModes.update', remove: 'paymentModes.remove' });
    return { createPaymentMode: writes.create, updatePaymentMode: writes.update, removePaymentMode: writes.remove };
  },
});
