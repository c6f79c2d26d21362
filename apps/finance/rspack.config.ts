import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'finance',
  projectRoot: __dirname,
  devPort: 4204,
  exposes: { './Module': './src/module.tsx' },
});
