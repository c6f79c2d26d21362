import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteSums } from '@dental/domain';
import { problemMessages } from '@dental/api-client';
import type { Quote, QuoteLine } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { ConfirmDialog, ErrorBanners, Modal, NumberField, RowActions, useMessages } from '@dental/ui';
import { LineEditor } from './LineEditor';
import { useDiscardGuard } from './discard-guard';
import { LinesTable } from './LinesTable';
import { draftOfLine, draftProblem, lineInput, savedFigures, type LineDraft } from './quote-line';
import { QUOTE_MODAL_WIDTH, reductionOf } from './quote-modal';
import { quotesApi } from './quotes-api';
import { SumsList } from './SumsList';

interface EditQuoteModalProps {
  quote: Quote;
  onClose: () => void;
}

/**
 * A saved quote, changed line by line: append a line, edit or delete one (the server refuses a line
 * already done or invoiced), change the reduction. Each change is saved at once; the quote shown is
 * the list's, read again after each change.
 */
export function EditQuoteModal({ quote, onClose }: EditQuoteModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ref = { patientId: quote.patient, devisId: quote._id };
  const [draft, setDraft] = useState<LineDraft | null>(null);
  const [editingLine, setEditingLine] = useState<string | null>(null);
  const [reduce, setReduce] = useState(String(quote.reduce));
  const [removing, setRemoving] = useState<QuoteLine | null>(null);
  const errors = useMessages();
  const [appendLine, appending] = quotesApi.useAppendQuoteLineMutation();
  const [editLine, editing] = quotesApi.useEditQuoteLineMutation();
  const [removeLine] = quotesApi.useRemoveQuoteLineMutation();
  const [updateReduction, updating] = quotesApi.useUpdateQuoteReductionMutation();
  // Saved lines stay saved; a line on the chart not saved yet is lost by closing: asked first.
  const guard = useDiscardGuard(draft !== null, onClose);

  const run = async (write: () => Promise<unknown>) => {
    errors.clear();
    try {
      await write();
      return true;
    } catch (error) {
      errors.setMessages(problemMessages(error));
      return false;
    }
  };
  const changeDraft = (next: LineDraft | null) => {
    setDraft(next);
    if (next === null) setEditingLine(null);
  };
  const saveLine = async (line: LineDraft) => {
    const problem = draftProblem(line, language);
    if (problem) return errors.setMessages([problem]);
    const saved = await run(() =>
      editingLine === null ? appendLine({ ...ref, line: lineInput(line) }).unwrap() : editLine({ ...ref, lineId: editingLine, line: lineInput(line) }).unwrap(),
    );
    if (saved) changeDraft(null);
  };

  const rows = quote.LineDevis.map((line) => ({ id: line._id, line, treatment: line.treatment.name, nums: line.teeth.nums, surface: line.teeth.surface, figures: savedFigures(line) }));
  return (
    <Modal open title={t('quotes.editTitle', { number: quote.numDevis })} onClose={guard.requestClose} maxWidth={QUOTE_MODAL_WIDTH}>
      <div className="dn-form patients-quote-modal">
        <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
        <LinesTable
          rows={rows}
          caption={t('quotes.lines')}
          empty={t('quotes.noLine')}
          actions={(row) => (
            <RowActions
              name={row.treatment}
              onEdit={() => {
                setEditingLine(row.id);
                setDraft(draftOfLine(row.line));
              }}
              onDelete={() => setRemoving(row.line)}
            />
          )}
        />
        <SumsList sums={quoteSums(rows.map((row) => row.figures), quote.reduce)} reduce={quote.reduce} />
        <form
          className="patients-quote-reduction"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => updateReduction({ ...ref, reduce: reductionOf(reduce) }).unwrap());
          }}
        >
          <NumberField label={t('quotes.reducePercent')} name="reduce" value={reduce} onChange={setReduce} max={100} />
          <button type="submit" className="dn-button dn-button--ghost" disabled={updating.isLoading}>
            {t('quotes.saveReduction')}
          </button>
        </form>
        <h3 className="patients-quote-modal__subtitle">{editingLine === null ? t('quotes.appendTitle') : t('quotes.editLineTitle')}</h3>
        <LineEditor
          draft={draft}
          onChange={changeDraft}
          onSubmit={(line) => void saveLine(line)}
          submitLabel={editingLine === null ? t('quotes.addLine') : t('quotes.saveLine')}
          fixedTreatment={editingLine !== null}
          busy={appending.isLoading || editing.isLoading}
        />
        <ConfirmDialog
          open={removing !== null}
          title={t('quotes.deleteLineTitle')}
          question={t('quotes.deleteLineQuestion', { treatment: removing?.treatment.name, teeth: removing?.teeth.nums.join(', ') })}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const lineId = removing?._id ?? '';
            setRemoving(null);
            void run(() => removeLine({ ...ref, lineId }).unwrap());
          }}
        />
        <div className="dn-form__actions">
          <button type="button" className="dn-button" onClick={guard.requestClose}>
            {t('common:close')}
          </button>
        </div>
        {guard.confirm}
      </div>
    </Modal>
  );
}
