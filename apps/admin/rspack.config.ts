import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'admin',
  projectRoot: __dirname,
  exposes: { './Module': './src/module.tsx' },
});
