import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReductionPercent, quoteSums } from '@dental/domain';
import { problemMessages } from '@dental/api-client';
import { translateMessage } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, FormActions, Modal, NumberField, RowActions, useMessages } from '@dental/ui';
import { LineEditor } from './LineEditor';
import { LinesTable } from './LinesTable';
import { draftProblem, figuresOf, lineInput, type LineDraft } from './quote-line';
import { quotesApi } from './quotes-api';
import { SumsList } from './SumsList';
import { QUOTE_MODAL_WIDTH, reductionOf } from './quote-modal';
import { useDiscardGuard } from './discard-guard';

interface NewQuoteModalProps {
  patientId: string;
  onClose: () => void;
  onSaved: () => void;
}

/** "Nouveau devis": lines made one by one on the chart, a reduction in percent, the sums as they will be saved. */
export function NewQuoteModal({ patientId, onClose, onSaved }: NewQuoteModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [draft, setDraft] = useState<LineDraft | null>(null);
  // The line the editor holds, when it was taken back from the list to be changed.
  const [editing, setEditing] = useState<number | null>(null);
  const [reduce, setReduce] = useState('0');
  const errors = useMessages();
  const [createQuote, { isLoading }] = quotesApi.useCreateQuoteMutation();
  // Lines kept or a line on the chart are lost by closing: asked first.
  const guard = useDiscardGuard(lines.length > 0 || draft !== null, onClose);

  const changeDraft = (next: LineDraft | null) => {
    setDraft(next);
    if (next === null) setEditing(null);
  };
  const keepLine = (line: LineDraft) => {
    const problem = draftProblem(line, language);
    if (problem) return errors.setMessages([problem]);
    errors.clear();
    setLines((current) => (editing === null ? [...current, line] : current.map((kept, index) => (index === editing ? line : kept))));
    changeDraft(null);
  };
  const percent = reductionOf(reduce);
  const shownPercent = isReductionPercent(percent) ? percent : 0;
  const save = async () => {
    if (lines.length === 0) return errors.setMessages([translateMessage('quote.lineRequired', language)]);
    errors.clear();
    try {
      await createQuote({ patientId, input: { reduce: percent, LineDevis: lines.map(lineInput) } }).unwrap();
      onSaved();
    } catch (error) {
      errors.setMessages(problemMessages(error));
    }
  };

  const rows = lines.map((line, index) => ({ id: String(index), index, treatment: line.treatment.name, nums: line.nums, surface: line.surface || null, figures: figuresOf(line) }));
  return (
    <Modal open title={t('quotes.new')} onClose={guard.requestClose} maxWidth={QUOTE_MODAL_WIDTH}>
      <div className="dn-form patients-quote-modal">
        <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
        <LineEditor draft={draft} onChange={changeDraft} onSubmit={keepLine} submitLabel={editing === null ? t('quotes.addLine') : t('quotes.saveLine')} />
        <LinesTable
          rows={rows}
          caption={t('quotes.lines')}
          empty={t('quotes.noLine')}
          actions={(row) => (
            <RowActions
              name={row.treatment}
              onEdit={() => {
                setEditing(row.index);
                setDraft(lines[row.index]);
              }}
              onDelete={() => setLines((current) => current.filter((_, index) => index !== row.index))}
            />
          )}
        />
        <NumberField label={t('quotes.reducePercent')} name="reduce" value={reduce} onChange={setReduce} max={100} />
        <SumsList sums={quoteSums(rows.map((row) => row.figures), shownPercent)} reduce={shownPercent} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormActions saving={isLoading} onCancel={guard.requestClose} />
        </form>
        {guard.confirm}
      </div>
    </Modal>
  );
}
