import { dentalApi } from '@dental/api-client';

/**
 * This module's own entities ('Laboratory' is shared: ENTITY_TAGS): a write reloads every view
 * showing them. Finishing a case reloads the cases; a payment reloads the payments and the
 * balances (accounts, the card's solde); an implant's finish reloads the implants.
 */
export const LAB_TAGS = ['LabTreatment', 'LabCase', 'LabPayment', 'LabAccount', 'LabConsumption', 'Implant'] as const;

/** The shared API with this module's tags, for its endpoints to inject into. */
export const labApi = dentalApi.enhanceEndpoints({ addTagTypes: LAB_TAGS });
