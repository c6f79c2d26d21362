import { dentalApi } from '@dental/api-client';

/** The entities of this module: a write reloads every view showing them, in any module. */
export const LAB_TAGS = ['Laboratory', 'LabTreatment'] as const;

/** The shared API with this module's tags, for its endpoints to inject into. */
export const labApi = dentalApi.enhanceEndpoints({ addTagTypes: LAB_TAGS });
