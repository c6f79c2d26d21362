import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'consumables',
  projectRoot: __dirname,
  devPort: 4205,
  exposes: { './Module': './src/module.tsx' },
});
