import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { ClinicSettings } from '@dental/contracts';
import { createAppStore, fetchSettings } from '@dental/auth';
import { PrintLayout } from './PrintLayout';
import { testI18n } from './test-i18n';

const SETTINGS: ClinicSettings = { clinicName: 'Clinique Nour', mainColor: '#00b894', logo: 'data:image/png;base64,AAAA', openingHours: '', consultationPrice: 300, address: 'Tevragh Zeina, Nouakchott', phone: '+222 45 25 30 30' };

function renderQuote(settings: ClinicSettings | null = SETTINGS) {
  localStorage.clear();
  const { store } = createAppStore();
  if (settings) store.dispatch(fetchSettings.fulfilled(settings, 'r'));
  const i18n = testI18n();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PrintLayout title="Devis n° 12" footer="Total : 2 500 MRU" actions={<button type="button">Envoyer</button>}>
          <p>Détartrage</p>
        </PrintLayout>
      </I18nextProvider>
    </Provider>,
  );
  return i18n;
}

afterEach(() => jest.restoreAllMocks());

test('prints the clinic’s logo and name, the title, the body and the footer', () => {
  renderQuote();
  const document = screen.getByRole('article', { name: 'Devis n° 12' });
  expect(within(document).getByRole('heading', { level: 1 })).toHaveTextContent('Devis n° 12');
  expect(within(document).getByRole('img', { name: 'Logo de Clinique Nour' })).toHaveAttribute('src', SETTINGS.logo);
  expect(within(document).getByText('Clinique Nour')).toBeInTheDocument();
  expect(within(document).getByText('Détartrage')).toBeInTheDocument();
  expect(within(document).getByRole('contentinfo')).toHaveTextContent('Total : 2 500 MRU');
  // The document is the print area; the buttons are not on the paper.
  expect(document.closest('.dn-print-area')).not.toBeNull();
  expect(within(document).queryByRole('button')).not.toBeInTheDocument();
});

test('"Imprimer" opens the browser’s print dialog, beside the caller’s actions', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderQuote();
  expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
  expect(print).toHaveBeenCalledTimes(1);
});

test('prints the clinic’s address and phone under its name', () => {
  renderQuote();
  const document = screen.getByRole('article', { name: 'Devis n° 12' });
  expect(within(document).getByText('Tevragh Zeina, Nouakchott')).toBeInTheDocument();
  expect(within(document).getByText('+222 45 25 30 30')).toBeInTheDocument();
});

test('shows the name alone for a clinic without a logo', () => {
  renderQuote({ ...SETTINGS, logo: null });
  expect(screen.getByText('Clinique Nour')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('nothing of the clinic before its settings arrive', () => {
  renderQuote(null);
  expect(screen.getByRole('heading', { name: 'Devis n° 12' })).toBeInTheDocument();
  expect(screen.queryByText('Clinique Nour')).not.toBeInTheDocument();
});

test('speaks English and Arabic', async () => {
  const i18n = renderQuote();
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Clinique Nour logo' })).toBeInTheDocument();
  await act(() => i18n.changeLanguage('ar'));
  expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'شعار Clinique Nour' })).toBeInTheDocument();
});
