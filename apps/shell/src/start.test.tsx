import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeUrl } from '@dental/contracts';
import { PERSIST_KEY } from '@dental/auth';
import { setLanguage } from '@dental/i18n';
import { openApplication, prefetchApplication, prepareApplication } from './app/open-application';
import { start } from './start';

jest.mock('./app/open-application', () => ({
  openApplication: jest.fn(() => Promise.resolve()),
  prefetchApplication: jest.fn(),
  prepareApplication: jest.fn(),
}));

const SETTINGS = { clinicName: 'Cabinet Test', mainColor: '#00b894', logo: null, openingHours: '' };
const USER = { _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 't' };

/** The API as the login screen reaches it before axios loads: fetch. */
function serveFetch() {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method} ${url}`);
    if (url === `/api/${routeUrl('settings.get')}`) return { ok: true, status: 200, json: async () => ({ success: SETTINGS }) } as Response;
    const { password } = JSON.parse(String(init.body)) as { password: string };
    if (password === 'admin') return { ok: true, status: 200, json: async () => ({ success: USER }) } as Response;
    return { ok: false, status: 401, json: async () => ({ err: 'Wrong Data !' }) } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

beforeEach(async () => {
  localStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/patient/current/1');
  jest.mocked(openApplication).mockClear();
  jest.mocked(prefetchApplication).mockClear();
  jest.mocked(prepareApplication).mockClear();
  await act(() => setLanguage('fr'));
});

describe('the first load', () => {
  it('signed out: shows the login screen at /login with the clinic, fetches the application meanwhile and runs it once the user types', async () => {
    serveFetch();
    act(() => start());
    expect(await screen.findByLabelText("Nom d'utilisateur")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Nom d'utilisateur")).toHaveFocus());
    expect(window.location.pathname).toBe('/login');
    expect(await screen.findByText('Cabinet Test')).toBeInTheDocument();
    expect(document.title).toBe('Cabinet Test');
    expect(prefetchApplication).toHaveBeenCalled();
    expect(prepareApplication).not.toHaveBeenCalled();
    expect(openApplication).not.toHaveBeenCalled();
    // Typing runs the application's code meanwhile.
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'a');
    expect(prepareApplication).toHaveBeenCalled();
    expect(openApplication).not.toHaveBeenCalled();
  });

  it('hands the signed-in user and the settings already read to the application', async () => {
    const calls = serveFetch();
    act(() => start());
    await screen.findByText('Cabinet Test');
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'admin');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    await waitFor(() => expect(openApplication).toHaveBeenCalledWith(expect.anything(), { user: USER, settings: SETTINGS }));
    expect(calls).toEqual([`GET /api/${routeUrl('settings.get')}`, `POST /api/${routeUrl('auth.login')}`]);
  });

  it('shows a refusal in the user\'s language and opens nothing', async () => {
    serveFetch();
    act(() => start());
    await userEvent.type(await screen.findByLabelText("Nom d'utilisateur"), 'admin');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    expect(await screen.findByText('Wrong Data !')).toBeInTheDocument();
    expect(screen.getByText("Nom d'utilisateur ou mot de passe incorrect")).toBeInTheDocument();
    expect(openApplication).not.toHaveBeenCalled();
  });

  it('explains an application that cannot be fetched after sign-in, and lets the user try again', async () => {
    serveFetch();
    jest.mocked(openApplication).mockRejectedValueOnce(new Error('Loading chunk failed'));
    act(() => start());
    await userEvent.type(await screen.findByLabelText("Nom d'utilisateur"), 'admin');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connecter' })).toBeEnabled();
  });

  it('signed in from an earlier visit: opens the application at once, on the path asked for, and asks for the registry meanwhile', () => {
    const calls = serveFetch();
    localStorage.setItem(`persist:${PERSIST_KEY}`, JSON.stringify({ login: JSON.stringify({ userData: USER }) }));
    act(() => start());
    expect(openApplication).toHaveBeenCalledWith(expect.anything());
    expect(calls).toEqual([`GET /api/${routeUrl('registry.list')}`]);
    expect(jest.mocked(fetch).mock.calls[0][1]?.headers).toMatchObject({ Authorization: `Bearer ${USER.accessToken}` });
    expect(window.location.pathname).toBe('/patient/current/1');
    expect(screen.queryByLabelText("Nom d'utilisateur")).not.toBeInTheDocument();
  });
});
