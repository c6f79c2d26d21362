import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'finance',
  projectRoot: __dirname,
  exposes: { './Module': './src/module.tsx' },
});
