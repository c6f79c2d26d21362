import type { BookingContext } from '../booking/BookingForm';

/**
 * A patient or case in context, from the address (?patient=&patientName=, ?patientLab=, ?implantId=):
 * the booking is for them, and the print and configuration buttons are hidden.
 */
export function bookingContextOf(params: URLSearchParams): BookingContext | null {
  const patient = params.get('patient');
  const patientLab = params.get('patientLab');
  const implantId = params.get('implantId');
  if (!patient && !patientLab && !implantId) return null;
  return {
    ...(patient && { patient: { _id: patient, name: params.get('patientName') ?? '' } }),
    ...(patientLab && { patientLab }),
    ...(implantId && { implantId }),
  };
}
