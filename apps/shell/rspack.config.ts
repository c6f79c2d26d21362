import { createHostConfig } from '../../tools/rspack/create-config';

export default createHostConfig({
  name: 'shell',
  projectRoot: __dirname,
});
