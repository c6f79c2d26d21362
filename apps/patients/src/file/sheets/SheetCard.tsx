import { useTranslation } from 'react-i18next';
import type { Sheet, SheetLine, SheetUpdateInput } from '@dental/contracts';
import { selectCabinetDoctors, useAppSelector } from '@dental/auth';
import { formatDate, useLanguage } from '@dental/i18n';
import { AMOUNT_INPUT, ErrorBanners, RowActions } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { Balance } from '../../shared/PatientBits';
import { appointmentLine, cancellable, isLocked, lineValues, sheetAmountMessages, sheetLists, teethText, type LineValues } from './sheet-lines';

export interface SheetCardProps {
  sheet: Sheet;
  onSave: (lists: SheetUpdateInput) => Promise<unknown>;
  onSaved: () => void;
  /** The ref of each line's row, by the line's id. */
  lineRef?: (lineId: string) => (row: HTMLElement | null) => void;
  onAddLine: () => void;
  onRemoveLine: (line: SheetLine) => void;
  /** Edits a line not done: its teeth, laboratory, act, amount. */
  onEditLine: (line: SheetLine) => void;
  onRemove: () => void;
  onBookAppointment: (line: SheetLine) => void;
  /** Cancelling a line's appointment (a line not done), for users who may delete appointments. */
  onCancelAppointment?: (line: SheetLine) => void;
}

/**
 * One treatment sheet: its lines with doctor, appointment date, act, amount, done flag (a done line's
 * act and amount are locked), laboratory and the quote line realised; saved in one PUT of parallel lists.
 */
export function SheetCard({ sheet, onSave, onSaved, lineRef, onAddLine, onRemoveLine, onEditLine, onRemove, onBookAppointment, onCancelAppointment }: SheetCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const doctors = useAppSelector(selectCabinetDoctors);
  const doctorName = (id: string) => doctors.find((doctor) => doctor._id === id)?.username ?? '';
  const { form, banners, saving, submitWith } = useServerForm<{ lines: LineValues[] }>({
    defaultValues: { lines: sheet.LineFiche.map(lineValues) },
    onDone: onSaved,
  });
  const submit = submitWith(({ lines }) => {
    // An amount that cannot be read is stopped here, with its message, as a refusal of the server would be.
    const refused = sheetAmountMessages(sheet, lines, language);
    return refused.length > 0 ? Promise.reject({ messages: refused }) : onSave(sheetLists(sheet, lines));
  });
  const bookable = appointmentLine(sheet);
  const number = sheet.numFiche;
  const named = (field: string, index: number) => t('sheets.ofLine', { field, line: index + 1 });

  return (
    <form className="dn-card patients-sheet" onSubmit={submit} noValidate aria-label={t('sheets.title', { number })}>
      <div className="patients-visit__toolbar">
        <h3 className="patients-visit__title">{t('sheets.title', { number })}</h3>
        <button type="button" className="dn-button dn-button--ghost" onClick={onAddLine}>
          {t('sheets.addLine')}
        </button>
        <RowActions name={t('sheets.sheetName', { number })} onDelete={onRemove} />
      </div>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <div className="patients-sheet__scroll">
        <table className="dn-table patients-sheet__table">
          <caption className="dn-visually-hidden">{t('sheets.lines', { number })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sheets.doctor')}</th>
              <th scope="col">{t('sheets.dateAppointment')}</th>
              <th scope="col" className="patients-sheet__acte-column">{t('sheets.acte')}</th>
              <th scope="col" className="dn-table__number">{t('sheets.amount')}</th>
              <th scope="col">{t('sheets.finish')}</th>
              <th scope="col">{t('sheets.quoteLine')}</th>
              <th scope="col">{t('sheets.laboratory')}</th>
              <th scope="col">{t('common:actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.LineFiche.length === 0 && (
              <tr>
                <td colSpan={8} className="dn-table__empty">{t('sheets.noLines')}</td>
              </tr>
            )}
            {sheet.LineFiche.map((line, index) => {
              const locked = isLocked(line);
              return (
                <tr key={line._id} ref={lineRef?.(line._id)}>
                  <td>{doctorName(line.doctor)}</td>
                  <td>
                    <div className="patients-sheet__date">
                      <input
                        className="dn-input dn-input--date"
                        type="date"
                        dir="ltr"
                        aria-label={named(t('sheets.dateAppointment'), index)}
                        {...form.register(`lines.${index}.dateAppointment`)}
                        // The date of a booked line is its appointment's: cancel the appointment to change it.
                        readOnly={Boolean(line.appointment)}
                      />
                      {line.appointment && (
                        <span className="patients-sheet__appointment">
                          {t('sheets.appointmentAt', { date: formatDate(line.appointment.date, language), time: line.appointment.time })}
                        </span>
                      )}
                      {onCancelAppointment && cancellable(line) && (
                        <button type="button" className="dn-button dn-button--ghost" onClick={() => onCancelAppointment(line)}>
                          {t('sheets.cancelAppointment')}
                        </button>
                      )}
                      {line === bookable && (
                        <button type="button" className="dn-button dn-button--ghost" onClick={() => onBookAppointment(line)}>
                          {t('sheets.appointment')}
                        </button>
                      )}
                    </div>
                  </td>
                  <td>
                    <input className="dn-input patients-sheet__acte" aria-label={named(t('sheets.acte'), index)} {...form.register(`lines.${index}.acte`)} disabled={locked} />
                  </td>
                  <td className="dn-table__number">
                    <input
                      className="dn-input patients-sheet__amount"
                      aria-label={named(t('sheets.amount'), index)}
                      {...AMOUNT_INPUT}
                      {...form.register(`lines.${index}.amount`)}
                      disabled={locked}
                    />
                  </td>
                  <td>
                    <input type="checkbox" aria-label={named(t('sheets.finish'), index)} {...form.register(`lines.${index}.finish`)} disabled={locked} />
                  </td>
                  <td>
                    {line.lineInvoice && (
                      <>
                        {line.lineInvoice.treatment.name} · {t('sheets.teeth')} <bdi dir="ltr">{teethText(line.lineInvoice.teeth)}</bdi>
                      </>
                    )}
                  </td>
                  <td>
                    {line.consumptionLab && (
                      <>
                        {line.consumptionLab.laboratory.name} · <Balance amount={line.consumptionLab.price} />
                      </>
                    )}
                  </td>
                  <td>{!locked && <RowActions name={t('sheets.lineName', { acte: line.acte })} onEdit={() => onEditLine(line)} onDelete={() => onRemoveLine(line)} />}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {sheet.LineFiche.length > 0 && (
        <div className="dn-form__actions">
          <button type="submit" className="dn-button" disabled={saving}>
            {saving ? t('common:saving') : t('sheets.save')}
          </button>
        </div>
      )}
    </form>
  );
}
