/**
 * What a consultation charges the patient (spec part 2 §1): the insurer's consultation price
 * (cons_price) for an insured patient, else the cabinet's price from the settings. The API charges
 * it and the new-patient form shows it beside the consultation box: one rule.
 */
export function consultationCharge(clinicPrice: number, insurerPrice?: number | null): number {
  return insurerPrice === undefined || insurerPrice === null ? clinicPrice : insurerPrice;
}
