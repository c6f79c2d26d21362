import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Prescription } from '@dental/contracts';
import { formatDate, i18n } from '@dental/i18n';
import { DOCTORS, formErrors, makePatient, ok, type ApiRequest } from '../../test-utils';
import { renderFileSection, serveFile } from '../payments/file-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the tab.
import './PrescriptionsView';

const YEAR = new Date().getFullYear();
const prescription = (id: string, content: string, createdAt: string): Prescription => ({ _id: id, patient: 'p1', content, createdAt, updatedAt: createdAt });

/** The prescription routes: the content is required. */
function prescriptionServer(initial: Prescription[], doctors = DOCTORS) {
  const store = { prescriptions: [...initial] };
  const patient = makePatient({ _id: 'p1', name: 'Mohamed Salem', RegNo: '0042', dob: 1980 });
  const calls = serveFile(patient, (request: ApiRequest) => {
    const body = request.body as { patient: string; content: string };
    switch (request.route) {
      case 'prescriptions.list':
        return ok(store.prescriptions);
      case 'prescriptions.create':
        if (!body.content.trim()) return formErrors("Le contenu de l'ordonnance est obligatoire");
        store.prescriptions.push(prescription(`r${store.prescriptions.length + 1}`, body.content, new Date().toISOString()));
        return ok(store.prescriptions.at(-1));
      case 'prescriptions.update': {
        const found = store.prescriptions.find((p) => p._id === request.pathParams.id)!;
        found.content = body.content;
        return ok(found);
      }
      case 'prescriptions.remove':
        store.prescriptions = store.prescriptions.filter((p) => p._id !== request.pathParams.id);
        return ok(true);
      default:
        return undefined;
    }
  }, doctors);
  return { calls, store, patient };
}

const numbers = () => within(screen.getByRole('table', { name: 'Ordonnances du patient' })).getAllByRole('row').slice(1).map((row) => row.firstChild?.textContent);

beforeEach(() => i18n.changeLanguage('fr'));
afterEach(() => jest.restoreAllMocks());

/** A printed prescription as markup, without the ids React generates for each rendering. */
const printedMarkup = (article: HTMLElement) => article.outerHTML.replace(/\s(id|aria-labelledby)="[^"]*"/g, '');

test('numbers the prescriptions ord-{count − position}, newest first', async () => {
  prescriptionServer([
    prescription('r1', 'Amoxicilline', '2026-01-02T10:00:00Z'),
    prescription('r3', 'Paracétamol', '2026-03-02T10:00:00Z'),
    prescription('r2', 'Ibuprofène', '2026-02-02T10:00:00Z'),
  ]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'prescription');
  await screen.findByRole('cell', { name: 'Paracétamol' });
  expect(numbers()).toEqual(['ord-3', 'ord-2', 'ord-1']);
  expect(within(screen.getAllByRole('row')[1]).getByRole('cell', { name: 'Paracétamol' })).toBeInTheDocument();
});

test('the printed prescription names the doctor by full name when one is known, else by username', async () => {
  const doctors = DOCTORS.map((doctor) => (doctor._id === '4' ? { ...doctor, fullName: 'Dr Ahmed Sidi' } : doctor));
  prescriptionServer([prescription('r1', 'Amoxicilline', '2026-01-02T10:00:00Z')], doctors);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'prescription', { doctors });
  await screen.findByRole('cell', { name: 'Amoxicilline' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const printable = within(screen.getByRole('dialog', { name: 'Nouvelle ordonnance' })).getByRole('article', { name: 'Ordonnance' });
  await waitFor(() => expect(printable).toHaveTextContent('Dr Ahmed Sidi'));
  expect(printable).not.toHaveTextContent('dr.sidi');
});

test('writes a prescription beside its printable view; the server’s message stays in the editor', async () => {
  const { calls } = prescriptionServer([prescription('r1', 'Amoxicilline', '2026-01-02T10:00:00Z')]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'prescription');
  await screen.findByRole('cell', { name: 'Amoxicilline' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle ordonnance' });
  const printable = within(dialog).getByRole('article', { name: 'Ordonnance' });
  expect(within(printable).getByText('Clinique Nour')).toBeInTheDocument();
  // The clinic's address and phone, the doctor of the file, the patient with their file number and age.
  const facts = Array.from((printable.querySelector('.patients-print-parties') as HTMLElement).querySelectorAll('div')).map(
    (fact) => `${fact.querySelector('dt')?.textContent}: ${fact.querySelector('dd')?.textContent}`,
  );
  expect(facts.slice(0, 6)).toEqual([
    'Adresse: Tevragh Zeina, Nouakchott',
    'Tél.: +222 45 25 30 30',
    'Médecin: dr.sidi',
    'Patient: Mohamed Salem',
    'N° de dossier: 0042',
    `Âge: ${YEAR - 1980} ans`,
  ]);
  expect(within(dialog).getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  // The editing area is left out of the print.
  expect(within(dialog).getByLabelText('Contenu').closest('form')).toHaveClass('dn-no-print');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText("Le contenu de l'ordonnance est obligatoire")).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Contenu')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(within(dialog).getByLabelText('Contenu'), 'Doliprane 1 g{Enter}3 fois par jour');
  expect(within(printable).getByText(/Doliprane 1 g\s+3 fois par jour/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await screen.findByRole('cell', { name: /Doliprane/ });
  expect(numbers()).toEqual(['ord-2', 'ord-1']);
  expect(calls.filter((call) => call.route === 'prescriptions.create').at(-1)?.body).toEqual({ patient: 'p1', content: 'Doliprane 1 g\n3 fois par jour' });
});

test('edits and deletes a prescription after confirmation', async () => {
  prescriptionServer([prescription('r1', 'Amoxicilline', '2026-01-02T10:00:00Z'), prescription('r2', 'Ibuprofène', '2026-02-02T10:00:00Z')]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'prescription');
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier ord-1' }));
  const dialog = screen.getByRole('dialog', { name: "Modifier l'ordonnance ord-1" });
  expect(within(dialog).getByLabelText('Contenu')).toHaveValue('Amoxicilline');
  await userEvent.type(within(dialog).getByLabelText('Contenu'), ' 1 g');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('cell', { name: 'Amoxicilline 1 g' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer ord-2' }));
  expect(screen.getByText('Vous etes sur de vouloir supprimer ord-2 ?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(numbers()).toEqual(['ord-1']));
  expect(screen.getByRole('cell', { name: 'Amoxicilline 1 g' })).toBeInTheDocument();
});

test('a prescription reprints from its row, exactly as its editor prints it', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  prescriptionServer([prescription('r1', 'Amoxicilline 1 g\n2 fois par jour', '2026-01-02T10:00:00Z'), prescription('r2', 'Ibuprofène', '2026-02-02T10:00:00Z')]);
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'prescription');

  // What the editor of ord-1 prints.
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier ord-1' }));
  const editor = screen.getByRole('dialog', { name: "Modifier l'ordonnance ord-1" });
  const edited = printedMarkup(within(editor).getByRole('article', { name: 'Ordonnance' }));
  await userEvent.click(within(editor).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // Each row's print button is named after its number and date.
  expect(screen.getByRole('button', { name: `Imprimer ord-2 du ${formatDate('2026-02-02T10:00:00Z', 'fr')}` })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: `Imprimer ord-1 du ${formatDate('2026-01-02T10:00:00Z', 'fr')}` }));
  const dialog = screen.getByRole('dialog', { name: 'Ordonnance ord-1' });
  const printable = within(dialog).getByRole('article', { name: 'Ordonnance' });
  expect(within(printable).getByText(/Amoxicilline 1 g\s+2 fois par jour/)).toBeInTheDocument();
  expect(within(printable).queryByText('Ibuprofène')).not.toBeInTheDocument();
  expect(printedMarkup(printable)).toBe(edited);
  // Nothing to edit here: the printed page and its "Imprimer" button.
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Imprimer' }));
  expect(print).toHaveBeenCalledTimes(1);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the row’s print button speaks English and Arabic', async () => {
  prescriptionServer([prescription('r1', 'Amoxicilline', '2026-01-02T10:00:00Z')]);
  await i18n.changeLanguage('ar');
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'prescription');
  await userEvent.click(await screen.findByRole('button', { name: `طباعة ord-1 بتاريخ ${formatDate('2026-01-02T10:00:00Z', 'ar')}` }));
  expect(within(screen.getByRole('dialog', { name: 'الوصفة ord-1' })).getByRole('article', { name: 'وصفة طبية' })).toHaveTextContent('Amoxicilline');
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByRole('button', { name: `Print ord-1 of ${formatDate('2026-01-02T10:00:00Z', 'en')}` })).toBeInTheDocument();
});
