import type { Root } from 'react-dom/client';
import { readRegistryEarly } from '@dental/api-client';
import { openApplication } from './open-application';
import { mountApplication } from './signed-in-application';

jest.mock('@dental/api-client', () => ({ readRegistryEarly: jest.fn() }));
jest.mock('./signed-in-application', () => ({ mountApplication: jest.fn(() => Promise.resolve()) }));

const ROOT = {} as Root;
const USER = { _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 'new-session' };

beforeEach(() => jest.clearAllMocks());

describe('openApplication', () => {
  it('after a sign-in, asks for the registry with the new session before the application mounts', async () => {
    const order: string[] = [];
    jest.mocked(readRegistryEarly).mockImplementation((token) => void order.push(`registry ${token}`));
    jest.mocked(mountApplication).mockImplementation(async () => void order.push('mount'));
    await openApplication(ROOT, { user: USER, settings: null });
    expect(order).toEqual(['registry new-session', 'mount']);
    expect(mountApplication).toHaveBeenCalledWith(ROOT, { user: USER, settings: null });
  });

  it('still signed in from an earlier visit: the first chunk has asked already, so not again', async () => {
    await openApplication(ROOT);
    expect(readRegistryEarly).not.toHaveBeenCalled();
    expect(mountApplication).toHaveBeenCalledWith(ROOT, undefined);
  });
});
