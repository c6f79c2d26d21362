import { shellShared } from '../../../../tools/rspack/shared';
import { SHARED_MODULES } from './shared-modules';

test('the shell provides every package and lib the modules share, and nothing else', () => {
  expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(shellShared()).sort());
});

test('what the shell loads itself is given as it is; the rest is fetched when a module asks', async () => {
  expect(SHARED_MODULES.react).toEqual({ loaded: expect.objectContaining({ useState: expect.any(Function) }) });
  const form = SHARED_MODULES['react-hook-form'];
  expect('load' in form && (await form.load())).toEqual(expect.objectContaining({ useForm: expect.any(Function) }));
});
