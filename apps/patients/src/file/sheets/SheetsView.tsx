import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION, type Patient, type Sheet, type SheetLine, type SheetLineInput } from '@dental/contracts';
import { problemMessages, referenceApi } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { formatDate, useLanguage } from '@dental/i18n';
import { ModuleWidget } from '@dental/module-kit';
import { AddButton, ConfirmDialog, CrudOverlays, ErrorBanners, Modal, Spinner, useCrudDialogs, useMessages } from '@dental/ui';
import { useNewRowFocus } from '@dental/ui/form';
import { useFileList } from '../payments/file-list';
import { quotesApi } from '../quotes/quotes-api';
import '../payments/visit.css';
import { SheetCard } from './SheetCard';
import { bookedAppointment, linkAppointment, quoteLineChoices } from './sheet-lines';
import { SheetLineForm } from './SheetLineForm';
import { sheetsApi } from './sheets-api';
import './sheets.css';
import { addScreenTexts } from '../../screen-texts';
import { sheetsTranslations } from './translations';

addScreenTexts(sheetsTranslations);

type LineOf = { sheet: Sheet; line: SheetLine };

/** A sheet's form starts again from what the server answers after each change. */
const versionOf = (sheet: Sheet) => `${sheet._id}:${sheet.LineFiche.map((line) => `${line._id}@${line.updatedAt}`).join(',')}`;

/** The patient's treatment sheets, newest first: add a sheet, its lines, save them, book the next appointment. */
export function SheetsView({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const patientId = patient._id;
  const canCancel = useCan(ACTION.remove, 'RDV');
  const list = useFileList(sheetsApi.usePatientSheetsQuery(patientId));
  const quotes = quotesApi.usePatientQuotesQuery(patientId).data ?? [];
  const laboratories = referenceApi.useLaboratoriesQuery().data ?? [];
  const [createSheet, creation] = sheetsApi.useCreateSheetMutation();
  const [updateSheet] = sheetsApi.useUpdateSheetMutation();
  const [saveSheetLine] = sheetsApi.useSaveSheetLineMutation();
  const [removeSheetLine] = sheetsApi.useRemoveSheetLineMutation();
  const [removeSheet] = sheetsApi.useRemoveSheetMutation();
  const createErrors = useMessages();
  // The sheet a line is added to, or the line edited with its sheet.
  const [addingTo, setAddingTo] = useState<{ sheet: Sheet; line?: SheetLine } | null>(null);
  const [booking, setBooking] = useState<LineOf | null>(null);
  const [cancelling, setCancelling] = useState<SheetLine | null>(null);
  const [cancelAppointment, cancellation] = sheetsApi.useCancelAppointmentMutation();
  const cancelErrors = useMessages();
  const bookingErrors = useMessages();
  const sheets = useCrudDialogs<Sheet>({ remove: (sheet) => removeSheet({ patientId, ficheId: sheet._id }).unwrap(), onChanged: () => undefined });
  const lines = useCrudDialogs<LineOf>({
    remove: ({ sheet, line }) => removeSheetLine({ patientId, ficheId: sheet._id, lineId: line._id }).unwrap(),
    onChanged: () => undefined,
  });
  const shown = [...list.items].sort((a, b) => b.numFiche - a.numFiche);
  const newLine = useNewRowFocus<string>();

  /** Saves a line of `sheet`; a line added takes the focus once its sheet shows it ("Ajouter une ligne"). */
  const saveLine = async (sheet: Sheet, line: SheetLineInput, adding: boolean) => {
    const saved = await saveSheetLine({ patientId, ficheId: sheet._id, line }).unwrap();
    const known = new Set(sheet.LineFiche.map((kept) => kept._id));
    const added = saved.LineFiche.find((kept) => !known.has(kept._id));
    if (adding && added) newLine.added(added._id);
  };

  /** The appointment booked from the sheet's modal becomes the line's (its date is the appointment's day). */
  const linkBooked = async ({ sheet, line }: LineOf, week: Parameters<typeof bookedAppointment>[0]) => {
    const appointment = bookedAppointment(week, patientId, list.items);
    if (!appointment) return;
    bookingErrors.clear();
    try {
      await updateSheet({ patientId, ficheId: sheet._id, lists: linkAppointment(sheet, line._id, appointment._id) }).unwrap();
    } catch (error) {
      bookingErrors.setMessages(problemMessages(error));
    }
  };

  const cancel = async (line: SheetLine) => {
    if (!line.appointment) return;
    cancelErrors.clear();
    try {
      await cancelAppointment({ patientId, doctorId: line.appointment.doctor, appointmentId: line.appointment._id }).unwrap();
      setCancelling(null);
      sheets.success.show();
    } catch (error) {
      cancelErrors.setMessages(problemMessages(error));
    }
  };

  const addSheet = async () => {
    createErrors.clear();
    try {
      await createSheet(patientId).unwrap();
    } catch (error) {
      createErrors.setMessages(problemMessages(error));
    }
  };

  return (
    <div className="patients-visit">
      <div className="patients-visit__toolbar">
        <AddButton label={t('sheets.add')} onClick={() => void addSheet()} disabled={creation.isLoading} />
      </div>
      <ErrorBanners messages={createErrors.messages} onDismiss={createErrors.dismiss} />
      <ErrorBanners messages={bookingErrors.messages} onDismiss={bookingErrors.dismiss} />
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      {list.loading && !list.loaded && <Spinner />}
      {list.loaded && list.errors.length === 0 && shown.length === 0 && <p className="patients-muted">{t('sheets.empty')}</p>}
      {shown.map((sheet) => (
        <SheetCard
          key={versionOf(sheet)}
          sheet={sheet}
          onSave={(lists) => updateSheet({ patientId, ficheId: sheet._id, lists }).unwrap()}
          lineRef={newLine.rowRef}
          onSaved={sheets.success.show}
          onAddLine={() => setAddingTo({ sheet })}
          onEditLine={(line) => setAddingTo({ sheet, line })}
          onRemoveLine={(line) => lines.startDelete({ sheet, line })}
          onRemove={() => sheets.startDelete(sheet)}
          onBookAppointment={(line) => setBooking({ sheet, line })}
          onCancelAppointment={canCancel ? setCancelling : undefined}
        />
      ))}
      <Modal open={addingTo !== null} title={addingTo?.line ? t('sheets.editLine') : t('sheets.addLine')} onClose={() => setAddingTo(null)} maxWidth={900}>
        {addingTo && (
          <SheetLineForm
            key={addingTo.line?._id ?? 'new'}
            choices={quoteLineChoices(quotes)}
            laboratories={laboratories}
            line={addingTo.line}
            sessions={list.items.flatMap((sheet) => sheet.LineFiche)}
            onSubmit={(line) => saveLine(addingTo.sheet, line, !addingTo.line)}
            onDone={() => {
              setAddingTo(null);
              sheets.success.show();
            }}
            onCancel={() => setAddingTo(null)}
          />
        )}
      </Modal>
      {booking && (
        <ModuleWidget
          module="appointments"
          widget="AppointmentModal"
          props={{
            doctorId: booking.line.doctor,
            patient: { _id: patientId, name: patient.name },
            onSaved: (week) => {
              setBooking(null);
              void linkBooked(booking, week);
            },
            onClose: () => setBooking(null),
          }}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('sheets.cancelAppointment')}
        question={
          cancelling?.appointment
            ? t('sheets.cancelQuestion', { date: formatDate(cancelling.appointment.date, language), time: cancelling.appointment.time, acte: cancelling.acte })
            : ''
        }
        busy={cancellation.isLoading}
        errors={cancelErrors.messages}
        onDismissError={cancelErrors.dismiss}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => {
          cancelErrors.clear();
          setCancelling(null);
        }}
      />
      <CrudOverlays crud={sheets} deleteTitle={t('sheets.remove')} question={(sheet) => t('common:deleteQuestionSpaced', { name: t('sheets.sheetName', { number: sheet.numFiche }) })} />
      <CrudOverlays crud={lines} deleteTitle={t('sheets.removeLine')} question={({ line }) => t('common:deleteQuestionSpaced', { name: t('sheets.lineName', { acte: line.acte }) })} />
    </div>
  );
}
