import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'appointments',
  projectRoot: __dirname,
  devPort: 4202,
  exposes: { './Module': './src/module.tsx' },
});
