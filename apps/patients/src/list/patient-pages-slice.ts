import type { Patient, PatientQuery } from '@dental/contracts';
import { patientsApi } from '@dental/api-client';
import { createInjectedPageSlice } from '../shared/injected-page-slice';

/** The patient list on screen (one stage, sub-filter, doctor and search text), page after page. */
export const patientPages = createInjectedPageSlice<Patient, PatientQuery, 'patientPages'>('patientPages', (query) => patientsApi.list(query));
