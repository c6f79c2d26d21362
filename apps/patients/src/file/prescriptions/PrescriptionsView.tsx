import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import type { Patient, Prescription } from '@dental/contracts';
import { prescriptionLabel } from '@dental/domain';
import { formatDate, useLanguage } from '@dental/i18n';
import { AddButton, CrudOverlays, DataTable, ErrorBanners, Modal, RowActions, useCrudDialogs, type DataColumn } from '@dental/ui';
import { useFileList } from '../payments/file-list';
import '../payments/visit.css';
import { PrescriptionEditor } from './PrescriptionEditor';
import { PrintedPrescription } from './PrintedPrescription';
import { prescriptionsApi } from './prescriptions-api';
import './prescriptions.css';
import { addScreenTexts } from '../../screen-texts';
import { prescriptionsTranslations } from './translations';

addScreenTexts(prescriptionsTranslations);

type Numbered = { prescription: Prescription; label: string };

/** The editor's dialog width, which the reprint dialog keeps so the page looks the same. */
const PRESCRIPTION_MODAL_WIDTH = 960;

/** The patient's prescriptions, newest first, numbered ord-{count − position} (spec part 2 §9). */
export function PrescriptionsView({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const patientId = patient._id;
  const list = useFileList(prescriptionsApi.usePatientPrescriptionsQuery(patientId));
  const [createPrescription] = prescriptionsApi.useCreatePrescriptionMutation();
  const [updatePrescription] = prescriptionsApi.useUpdatePrescriptionMutation();
  const [removePrescription] = prescriptionsApi.useRemovePrescriptionMutation();
  const crud = useCrudDialogs<Numbered>({ remove: ({ prescription }) => removePrescription({ patientId, id: prescription._id }).unwrap(), onChanged: () => undefined });
  // The prescription printed again from its row, in the editor's printable form.
  const [printing, setPrinting] = useState<Numbered | null>(null);
  const newestFirst = [...list.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const rows = newestFirst.map((prescription, position) => ({ prescription, label: prescriptionLabel(newestFirst.length, position) }));

  const columns: DataColumn<Numbered>[] = [
    { id: 'number', header: t('prescriptions.number'), cell: ({ label }) => label },
    { id: 'date', header: t('prescriptions.date'), cell: ({ prescription }) => formatDate(prescription.createdAt, language) },
    { id: 'content', header: t('prescriptions.content'), cell: ({ prescription }) => <span className="patients-prescription__excerpt">{prescription.content}</span> },
    {
      id: 'actions',
      header: t('common:actions'),
      cell: (row) => (
        <div className="dn-table__actions">
          <button
            type="button"
            className="dn-icon-button"
            aria-label={t('prescriptions.printRow', { label: row.label, date: formatDate(row.prescription.createdAt, language) })}
            title={t('common:print')}
            onClick={() => setPrinting(row)}
          >
            <Printer aria-hidden="true" size={18} />
          </button>
          <RowActions name={row.label} onEdit={() => crud.startEdit(row)} onDelete={() => crud.startDelete(row)} />
        </div>
      ),
    },
  ];

  const { editing } = crud;
  return (
    <div className="patients-visit">
      <div className="patients-visit__toolbar">
        <AddButton onClick={crud.startAdd} />
      </div>
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      <DataTable columns={columns} rows={rows} rowKey={({ prescription }) => prescription._id} caption={t('prescriptions.caption')} loading={list.loading && !list.loaded} empty={t('prescriptions.empty')} />
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('prescriptions.edit', { label: editing.item.label }) : t('prescriptions.add')} onClose={crud.closeEditor} maxWidth={PRESCRIPTION_MODAL_WIDTH}>
        {editing && (
          <PrescriptionEditor
            key={editing.kind === 'edit' ? editing.item.prescription._id : 'new'}
            patient={patient}
            initial={editing.kind === 'edit' ? editing.item.prescription : undefined}
            onSubmit={(input) =>
              (editing.kind === 'edit' ? updatePrescription({ patientId, id: editing.item.prescription._id, input }) : createPrescription({ patientId, input })).unwrap()
            }
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      {printing && (
        <Modal open title={t('prescriptions.printTitle', { label: printing.label })} onClose={() => setPrinting(null)} maxWidth={PRESCRIPTION_MODAL_WIDTH}>
          <PrintedPrescription patient={patient} content={printing.prescription.content} date={printing.prescription.createdAt} />
        </Modal>
      )}
      <CrudOverlays crud={crud} deleteTitle={t('prescriptions.remove')} question={({ label }) => t('common:deleteQuestionSpaced', { name: label })} />
    </div>
  );
}
