import { createHostConfig } from '../../tools/rspack/create-config';

export default createHostConfig({
  name: 'shell',
  projectRoot: __dirname,
  devPort: 4200,
  apiUrl: process.env.API_URL ?? 'http://localhost:3000',
});
