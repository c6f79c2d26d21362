import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'appointments',
  projectRoot: __dirname,
  exposes: { './Module': './src/module.tsx' },
});
