import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'patients',
  projectRoot: __dirname,
  exposes: {
    './Module': './src/module.tsx',
    './QuickSearch': './src/quick-search.tsx',
    './AddPatientButton': './src/add-patient-button.tsx',
  },
});
