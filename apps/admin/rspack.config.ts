import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'admin',
  projectRoot: __dirname,
  devPort: 4200,
  exposes: { './Module': './src/module.tsx' },
});
