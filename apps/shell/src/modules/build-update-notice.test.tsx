import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore, signedIn } from '@dental/auth';
import { addNamespace, i18n, setLanguage } from '@dental/i18n';
import { newerBuildAvailable } from '@dental/module-kit';
import { shellTranslations } from '../i18n/translations';
import { BuildUpdateNotice } from './BuildUpdateNotice';
import { reloadPage } from './reload-page';

jest.mock('@dental/module-kit', () => ({ ...jest.requireActual('@dental/module-kit'), newerBuildAvailable: jest.fn() }));
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));
const available = newerBuildAvailable as jest.MockedFunction<typeof newerBuildAvailable>;

addNamespace('shell', shellTranslations);

function renderNotice() {
  const { store } = createAppStore();
  store.dispatch(signedIn({ _id: '7', username: 'dr.sidi', doctor: null, dev: false, accessToken: 't' }));
  const router = createMemoryRouter([{ path: '*', element: <BuildUpdateNotice /> }], { initialEntries: ['/patient'] });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n} defaultNS="shell">
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return router;
}

beforeEach(async () => {
  available.mockReset();
  await act(() => setLanguage('fr'));
});

test('asks at each navigation, not on the page’s first screen, and says nothing while the page’s builds are current', async () => {
  available.mockResolvedValue(false);
  const router = renderNotice();
  expect(available).not.toHaveBeenCalled();
  await act(() => router.navigate('/statistics/7'));
  await act(() => router.navigate('/patient'));
  await waitFor(() => expect(available).toHaveBeenCalledTimes(2));
  expect(available).toHaveBeenCalledWith('7');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('offers a reload once the registry gives another build, and asks no more', async () => {
  available.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
  const router = renderNotice();
  await act(() => router.navigate('/statistics/7'));
  await act(() => router.navigate('/statistics/7/accounting'));
  const reload = await screen.findByRole('button', { name: 'Recharger' });
  expect(screen.getByRole('status')).toHaveTextContent('Une nouvelle version est disponible.');

  await act(() => router.navigate('/patient'));
  expect(available).toHaveBeenCalledTimes(2);

  await userEvent.tab();
  expect(reload).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('speaks the user’s language, right to left in Arabic', async () => {
  await act(() => setLanguage('ar'));
  available.mockResolvedValue(true);
  const router = renderNotice();
  await act(() => router.navigate('/statistics/7'));
  expect(await screen.findByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('يتوفر إصدار جديد.');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
