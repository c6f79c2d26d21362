import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { needsSurface } from '@dental/domain';
import { NumberField, TextField } from '@dental/ui';
import { focusFirstField, focusIsLost } from '@dental/ui/form';
import { ToothChart } from '@dental/ui/tooth-chart';
import { draftOf, type LineDraft } from './quote-line';
import { TreatmentSearch } from './TreatmentSearch';

export interface LineEditorProps {
  /** The line being made or edited; null until a treatment is chosen. */
  draft: LineDraft | null;
  onChange: (draft: LineDraft | null) => void;
  /** The line as it stands; the caller checks it and keeps it or sends it. */
  onSubmit: (draft: LineDraft) => void;
  submitLabel: string;
  /** Editing a saved line keeps its treatment: no search. */
  fixedTreatment?: boolean;
  busy?: boolean;
}

/**
 * One quote line being made: the treatment (searched in the catalogue), its unit price (the
 * catalogue's, editable), the per-line discount, the surface of a conservative treatment, and the
 * teeth or gum areas on the chart.
 */
export function LineEditor({ draft, onChange, onSubmit, submitLabel, fixedTreatment = false, busy = false }: LineEditorProps) {
  const { t } = useTranslation();
  const editor = useRef<HTMLDivElement>(null);
  const change = (fields: Partial<LineDraft>) => draft && onChange({ ...draft, ...fields });

  // A line added (or dropped) takes its buttons away with the focus: the focus goes on to the next
  // line's first field, the treatment search.
  useEffect(() => {
    if (draft === null && focusIsLost()) focusFirstField(editor.current);
  }, [draft]);

  return (
    <div className="patients-quote-line" ref={editor}>
      {!fixedTreatment && <TreatmentSearch onSelect={(treatment) => onChange(draftOf(treatment))} />}
      {draft && (
        <div className="patients-quote-line__fields">
          <p className="patients-quote-line__treatment">
            {t('quotes.treatment')} : <strong>{draft.treatment.name}</strong>
          </p>
          <NumberField label={t('quotes.unitPrice')} name="price" money value={draft.price} onChange={(price) => change({ price })} />
          <NumberField label={t('quotes.discount')} name="discount" money value={draft.discount} onChange={(discount) => change({ discount })} />
          {needsSurface(draft.treatment.type) && <TextField label={t('quotes.surface')} name="surface" value={draft.surface} onChange={(surface) => change({ surface })} />}
        </div>
      )}
      <ToothChart selected={draft?.nums ?? []} onChange={(nums) => change({ nums })} treatmentType={draft?.treatment.type ?? null} />
      {draft && (
        <div className="dn-form__actions">
          <button type="button" className="dn-button dn-button--ghost" onClick={() => onChange(null)}>
            {t('common:cancel')}
          </button>
          <button type="button" className="dn-button" disabled={busy} onClick={() => onSubmit(draft)}>
            {submitLabel}
          </button>
        </div>
      )}
    </div>
  );
}
