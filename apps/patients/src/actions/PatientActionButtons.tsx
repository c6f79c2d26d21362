import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, CornerUpLeft, Flag, Pencil, Trash2, UserCheck } from 'lucide-react';
import type { Patient } from '@dental/contracts';
import { RowActions } from '@dental/ui';
import { allowedTransitions, canToggleArchive, type PatientTransition } from '@dental/domain';
import { preloadPatientDialogs } from './PatientDialogsOnDemand';
import { usePatientPermissions, type PatientActions } from './use-patient-actions';

const MOVE_ICONS: Record<PatientTransition, typeof Flag> = { pass: UserCheck, finish: Flag, return: CornerUpLeft };

/**
 * A patient's buttons: the stage moves its stage allows (never the others), archive at the
 * consultation stage, edit and delete. Compact on a card, labelled in the file header.
 */
export function PatientActionButtons({ patient, actions, compact = false }: { patient: Patient; actions: PatientActions; compact?: boolean }) {
  const { t } = useTranslation();
  const may = usePatientPermissions();
  const moves = may.edit ? allowedTransitions(patient) : [];
  const archive = may.edit && canToggleArchive(patient);
  const ArchiveIcon = patient.archive ? ArchiveRestore : Archive;

  return (
    // Each button opens a dialog (or shows the success mark): they load as a button is pointed at or focused.
    <div className={compact ? 'patients-actions patients-actions--compact' : 'patients-actions'} onPointerEnter={preloadPatientDialogs} onFocus={preloadPatientDialogs}>
      {moves.map((move) => {
        const Icon = MOVE_ICONS[move];
        return (
          <button
            key={move}
            type="button"
            className={compact ? 'dn-button dn-button--ghost patients-actions__move' : 'dn-button'}
            aria-label={compact ? `${t(`actions.${move}`)} ${patient.name}` : undefined}
            onClick={() => actions.startMove(move, patient)}
          >
            <Icon aria-hidden="true" size={16} />
            {t(`actions.${move}`)}
          </button>
        );
      })}
      {archive && !compact && (
        <button type="button" className="dn-button dn-button--ghost" disabled={actions.busy} onClick={() => void actions.toggleArchive(patient)}>
          <ArchiveIcon aria-hidden="true" size={16} />
          {patient.archive ? t('actions.unarchive') : t('actions.archive')}
        </button>
      )}
      {compact ? (
        <RowActions
          name={patient.name}
          onEdit={may.edit ? () => actions.crud.startEdit(patient) : undefined}
          onDelete={may.remove ? () => actions.crud.startDelete(patient) : undefined}
        />
      ) : (
        <>
          {may.edit && (
            <button type="button" className="dn-button dn-button--ghost" onClick={() => actions.crud.startEdit(patient)}>
              <Pencil aria-hidden="true" size={16} />
              {t('common:edit')}
            </button>
          )}
          {may.remove && (
            <button type="button" className="dn-button dn-button--ghost patients-actions__delete" onClick={() => actions.crud.startDelete(patient)}>
              <Trash2 aria-hidden="true" size={16} />
              {t('common:delete')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
