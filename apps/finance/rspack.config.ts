import { createRemoteConfig } from '../../tools/rspack/create-config';
import { declarations } from './src/declarations';

export default createRemoteConfig({
  name: 'finance',
  projectRoot: __dirname,
  declarations,
  exposes: { './Module': './src/module.tsx', './MyTill': './src/my-till.tsx' },
});
