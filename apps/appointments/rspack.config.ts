import { createRemoteConfig } from '../../tools/rspack/create-config';
import { declarations } from './src/declarations';

export default createRemoteConfig({
  name: 'appointments',
  projectRoot: __dirname,
  declarations,
  exposes: {
    './Module': './src/module.tsx',
    './AppointmentModal': './src/appointment-modal.tsx',
    './TodayPanel': './src/today-panel.tsx',
    './WaitingRoom': './src/waiting-room.tsx',
    './CallbackList': './src/callback-list.tsx',
    './RecallCount': './src/recall-count.tsx',
  },
});
