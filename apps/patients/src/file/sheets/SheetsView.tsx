import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, Sheet, SheetLine } from '@dental/contracts';
import { problemMessages, referenceApi } from '@dental/api-client';
import { ModuleWidget } from '@dental/module-kit';
import { AddButton, CrudOverlays, ErrorBanners, Modal, Spinner, useCrudDialogs, useMessages } from '@dental/ui';
import { useFileList } from '../payments/file-list';
import { quotesApi } from '../quotes/quotes-api';
import '../payments/visit.css';
import { SheetCard } from './SheetCard';
import { quoteLineChoices } from './sheet-lines';
import { SheetLineForm } from './SheetLineForm';
import { sheetsApi } from './sheets-api';
import './sheets.css';

type LineOf = { sheet: Sheet; line: SheetLine };

/** A sheet's form starts again from what the server answers after each change. */
const versionOf = (sheet: Sheet) => `${sheet._id}:${sheet.LineFiche.map((line) => `${line._id}@${line.updatedAt}`).join(',')}`;

/** The patient's treatment sheets, newest first: add a sheet, its lines, save them, book the next appointment. */
export function SheetsView({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const patientId = patient._id;
  const sheetsQuery = sheetsApi.usePatientSheetsQuery(patientId);
  const list = useFileList(sheetsQuery);
  const quotes = quotesApi.usePatientQuotesQuery(patientId).data ?? [];
  const laboratories = referenceApi.useLaboratoriesQuery().data ?? [];
  const [createSheet, creation] = sheetsApi.useCreateSheetMutation();
  const [updateSheet] = sheetsApi.useUpdateSheetMutation();
  const [saveSheetLine] = sheetsApi.useSaveSheetLineMutation();
  const [removeSheetLine] = sheetsApi.useRemoveSheetLineMutation();
  const [removeSheet] = sheetsApi.useRemoveSheetMutation();
  const createErrors = useMessages();
  const [addingTo, setAddingTo] = useState<Sheet | null>(null);
  const [booking, setBooking] = useState<SheetLine | null>(null);
  const sheets = useCrudDialogs<Sheet>({ remove: (sheet) => removeSheet({ patientId, ficheId: sheet._id }).unwrap(), onChanged: () => undefined });
  const lines = useCrudDialogs<LineOf>({
    remove: ({ sheet, line }) => removeSheetLine({ patientId, ficheId: sheet._id, lineId: line._id }).unwrap(),
    onChanged: () => undefined,
  });
  const shown = [...list.items].sort((a, b) => b.numFiche - a.numFiche);

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
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      {list.loading && !list.loaded && <Spinner />}
      {list.loaded && list.errors.length === 0 && shown.length === 0 && <p className="patients-muted">{t('sheets.empty')}</p>}
      {shown.map((sheet) => (
        <SheetCard
          key={versionOf(sheet)}
          sheet={sheet}
          onSave={(lists) => updateSheet({ patientId, ficheId: sheet._id, lists }).unwrap()}
          onSaved={sheets.success.show}
          onAddLine={() => setAddingTo(sheet)}
          onRemoveLine={(line) => lines.startDelete({ sheet, line })}
          onRemove={() => sheets.startDelete(sheet)}
          onBookAppointment={setBooking}
        />
      ))}
      <Modal open={addingTo !== null} title={t('sheets.addLine')} onClose={() => setAddingTo(null)} maxWidth={900}>
        {addingTo && (
          <SheetLineForm
            choices={quoteLineChoices(quotes)}
            laboratories={laboratories}
            onSubmit={(line) => saveSheetLine({ patientId, ficheId: addingTo._id, line }).unwrap()}
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
            doctorId: booking.doctor,
            patient: { _id: patientId, name: patient.name },
            onSaved: () => {
              setBooking(null);
              void sheetsQuery.refetch();
            },
            onClose: () => setBooking(null),
          }}
        />
      )}
      <CrudOverlays crud={sheets} deleteTitle={t('sheets.remove')} question={(sheet) => t('common:deleteQuestion', { name: t('sheets.sheetName', { number: sheet.numFiche }) })} />
      <CrudOverlays crud={lines} deleteTitle={t('sheets.removeLine')} question={({ line }) => t('common:deleteQuestion', { name: t('sheets.lineName', { acte: line.acte }) })} />
    </div>
  );
}
