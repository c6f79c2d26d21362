import type { LabTreatment, Treatment } from '@dental/contracts';

export interface TreatmentChoice {
  _id: string;
  name: string;
}

/**
 * The treatments a laboratory's price list offers: the catalogue's prothese ones (spec part 2 §9)
 * not yet on the list, where each is once; an edited entry keeps its own treatment offered, even one
 * no longer a prothese, so that it stays shown.
 */
export function prosthesisChoices(catalogue: readonly Treatment[], priceList: readonly LabTreatment[], editedEntry?: LabTreatment): TreatmentChoice[] {
  const listed = new Set(priceList.filter((entry) => entry._id !== editedEntry?._id).map((entry) => entry.treatment._id));
  const choices = catalogue.filter((treatment) => treatment.type === 'prothese' && !listed.has(treatment._id)).map(({ _id, name }) => ({ _id, name }));
  if (editedEntry && !choices.some((choice) => choice._id === editedEntry.treatment._id)) choices.unshift(editedEntry.treatment);
  return choices;
}
