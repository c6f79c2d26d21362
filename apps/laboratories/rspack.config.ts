import { createRemoteConfig } from '../../tools/rspack/create-config';

export default createRemoteConfig({
  name: 'laboratories',
  projectRoot: __dirname,
  devPort: 4203,
  exposes: { './Module': './src/module.tsx' },
});
