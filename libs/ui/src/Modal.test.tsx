import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Modal } from './Modal';
import { testI18n } from './test-i18n';

const i18n = testI18n();

/** A page with a button opening a payment dialog: an amount, a note, a disabled button and Save. */
function Page({ dialogAlwaysMounted = true, inner }: { dialogAlwaysMounted?: boolean; inner?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Modal open={open} title="Paiement" onClose={() => setOpen(false)}>
      <label>
        Montant
        <input />
      </label>
      <label>
        Note
        <input autoFocus />
      </label>
      <button type="button" disabled>
        Imprimer
      </button>
      {inner}
      <button type="button" onClick={() => setOpen(false)}>
        Enregistrer
      </button>
    </Modal>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button">Avant</button>
      <button type="button" onClick={() => setOpen(true)}>
        Ajouter un paiement
      </button>
      {(dialogAlwaysMounted || open) && dialog}
      <button type="button">Après</button>
    </I18nextProvider>
  );
}

const opener = () => screen.getByRole('button', { name: 'Ajouter un paiement' });
const dialog = () => screen.getByRole('dialog', { name: 'Paiement' });
const closeButton = () => within(dialog()).getByRole('button', { name: 'Fermer' });
const save = () => within(dialog()).getByRole('button', { name: 'Enregistrer' });

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(opener());
  return user;
}

test('Tab from the last control goes to the first (the close button), Shift+Tab from the first to the last', async () => {
  const user = await openDialog();
  save().focus();
  await user.tab();
  expect(closeButton()).toHaveFocus();
  await user.tab({ shift: true });
  expect(save()).toHaveFocus();
});

test('between the first and the last control Tab moves on as usual, past a disabled button', async () => {
  const user = await openDialog();
  closeButton().focus();
  await user.tab();
  expect(screen.getByLabelText('Montant')).toHaveFocus();
  await user.tab();
  expect(screen.getByLabelText('Note')).toHaveFocus();
  await user.tab();
  expect(save()).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByLabelText('Note')).toHaveFocus();
});

test('the focus goes into the dialog when it opens, and back to the button that opened it when it closes', async () => {
  const user = await openDialog();
  expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  await user.click(save());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener()).toHaveFocus();
});

test('Escape closes the dialog and the focus goes back to its opener', async () => {
  const user = await openDialog();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener()).toHaveFocus();
});

test('the focus goes back to the opener when the dialog leaves the page while open', async () => {
  const user = userEvent.setup();
  render(<Page dialogAlwaysMounted={false} />);
  await user.click(opener());
  await user.click(save());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener()).toHaveFocus();
});

/** A control that uses Escape itself (a list of suggestions closing) and says so. */
function OwnEscape() {
  return <input aria-label="Recherche" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />;
}

test('Escape a control inside has used leaves the dialog open', async () => {
  const user = userEvent.setup();
  render(<Page inner={<OwnEscape />} />);
  await user.click(opener());
  await user.click(screen.getByLabelText('Recherche'));
  await user.keyboard('{Escape}');
  expect(dialog()).toBeInTheDocument();
});

/** A confirmation opened inside the payment dialog. */
function InnerQuestion() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Supprimer
      </button>
      <Modal open={asking} title="Confirmation" onClose={() => setAsking(false)}>
        <button type="button">Confirmer</button>
      </Modal>
    </>
  );
}

test('in a dialog opened inside another, Tab goes round its own controls and Escape closes it alone, the focus back in the first', async () => {
  const user = userEvent.setup();
  render(<Page inner={<InnerQuestion />} />);
  await user.click(opener());
  const remove = within(dialog()).getByRole('button', { name: 'Supprimer' });
  await user.click(remove);
  const question = screen.getByRole('dialog', { name: 'Confirmation' });
  const confirm = within(question).getByRole('button', { name: 'Confirmer' });
  expect(within(question).getByRole('button', { name: 'Fermer' })).toHaveFocus();
  await user.tab();
  expect(confirm).toHaveFocus();
  await user.tab();
  expect(within(question).getByRole('button', { name: 'Fermer' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Confirmation' })).not.toBeInTheDocument();
  expect(dialog()).toBeInTheDocument();
  expect(remove).toHaveFocus();
});

test('closing leaves the focus where the page has put it meanwhile', async () => {
  const user = userEvent.setup();
  function Moving() {
    const [open, setOpen] = useState(true);
    return (
      <I18nextProvider i18n={i18n}>
        <button type="button">Ligne suivante</button>
        <Modal open={open} title="Paiement" onClose={() => setOpen(false)}>
          <button
            type="button"
            onClick={() => {
              screen.getByRole('button', { name: 'Ligne suivante' }).focus();
              setOpen(false);
            }}
          >
            Enregistrer
          </button>
        </Modal>
      </I18nextProvider>
    );
  }
  render(<Moving />);
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(screen.getByRole('button', { name: 'Ligne suivante' })).toHaveFocus();
});
