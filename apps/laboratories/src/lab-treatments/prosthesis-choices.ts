import type { LabTreatment, Treatment } from '@dental/contracts';

export interface TreatmentChoice {
  _id: string;
  name: string;
}

/**
 * The treatments a laboratory's price list offers: the catalogue's prothese ones only (spec part 2
 * §9), plus the entry's own when it is edited and no longer one of them, so that it stays shown.
 */
export function prosthesisChoices(catalogue: readonly Treatment[], editedEntry?: LabTreatment): TreatmentChoice[] {
  const choices = catalogue.filter((treatment) => treatment.type === 'prothese').map(({ _id, name }) => ({ _id, name }));
  if (editedEntry && !choices.some((choice) => choice._id === editedEntry.treatment._id)) choices.unshift(editedEntry.treatment);
  return choices;
}
