import { dentalApi } from '@dental/api-client';

/** This module's own entities ('Laboratory' is shared: ENTITY_TAGS): a write reloads every view showing them. */
export const LAB_TAGS = ['LabTreatment'] as const;

/** The shared API with this module's tags, for its endpoints to inject into. */
export const labApi = dentalApi.enhanceEndpoints({ addTagTypes: LAB_TAGS });
