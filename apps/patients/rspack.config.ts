import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'patients',
  projectRoot: __dirname,
  devPort: 4201,
  exposes: { './Module': './src/module.tsx' },
});
