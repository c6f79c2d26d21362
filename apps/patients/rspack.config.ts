import { createRemoteConfig } from '../../tools/rspack/create-config';
import { declarations } from './src/declarations';

export default createRemoteConfig({
  name: 'patients',
  projectRoot: __dirname,
  declarations,
  exposes: {
    './Module': './src/module.tsx',
    './QuickSearch': './src/quick-search.tsx',
    './AddPatientButton': './src/add-patient-button.tsx',
  },
});
