import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorBanners } from './ErrorBanners';
import { SUCCESS_OVERLAY_MS, SuccessOverlay, useSuccessOverlay } from './SuccessOverlay';
import { testI18n } from './test-i18n';

function Banners({ initial }: { initial: string[] }) {
  const [messages, setMessages] = useState(initial);
  return <ErrorBanners messages={messages} onDismiss={(index) => setMessages((list) => list.filter((_, i) => i !== index))} />;
}

describe('ErrorBanners', () => {
  it('shows every message and removes the one clicked', async () => {
    render(<Banners initial={['Nom obligatoire', 'Code obligatoire']} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(screen.getByText('Nom obligatoire'));
    expect(screen.queryByText('Nom obligatoire')).not.toBeInTheDocument();
    expect(screen.getByText('Code obligatoire')).toBeInTheDocument();
  });

  it('renders nothing without messages', () => {
    const { container } = render(<ErrorBanners messages={[]} onDismiss={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ConfirmDialog', () => {
  it('asks the question and reports the answer', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <I18nextProvider i18n={testI18n()}>
        <ConfirmDialog open title="Supprimer" question="Vous etes sur de vouloir supprimer cash?" onConfirm={onConfirm} onCancel={onCancel} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Vous etes sur de vouloir supprimer cash?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps errors inside the dialog', () => {
    render(<ConfirmDialog open title="t" question="q" errors={['Refusé']} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Refusé');
  });
});

function OverlayHost() {
  const overlay = useSuccessOverlay();
  return (
    <>
      <button onClick={overlay.show}>save</button>
      <SuccessOverlay visible={overlay.visible} label="ok" />
    </>
  );
}

describe('SuccessOverlay', () => {
  it(`shows the check mark for ${SUCCESS_OVERLAY_MS} ms`, () => {
    jest.useFakeTimers();
    render(<OverlayHost />);
    act(() => screen.getByText('save').click());
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SUCCESS_OVERLAY_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
