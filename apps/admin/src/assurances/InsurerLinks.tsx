import { useTranslation } from 'react-i18next';
import type { Assurance } from '@dental/contracts';
import { doctorDestination, selectCabinetDoctors, selectPermissions, selectUserData, useAppSelector, useCanView } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { DestinationLink } from '@dental/ui';

/**
 * The two tabs of an insurer: Traitements (with the permission) and Patients — the insurer's
 * invoices for a doctor: a drop-down of cabinet doctors with the global view, else the user's own.
 */
export function InsurerLinks({ assurance }: { assurance: Assurance }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUserData);
  const permissions = useAppSelector(selectPermissions);
  const cabinetDoctors = useAppSelector(selectCabinetDoctors);
  const canSeeTreatments = useCanView('TRAITEMENTS');
  const canSeeInvoices = useCanView('PATIENTS_ASSURANCE');
  const insurerPath = `${useBasePath('assurance')}/${assurance._id}`;
  if (!user) return null;
  const invoices = doctorDestination({ user, permissions, cabinetDoctors }, 'PATIENTS_ASSURANCE', (doctorId) => `${insurerPath}/patients/${doctorId}`);
  return (
    <div className="admin-insurer__links">
      {canSeeTreatments && (
        <DestinationLink destination={{ kind: 'link', to: `${insurerPath}/treatments` }} className="dn-tab">
          {t('assurances.treatmentsTab')}
        </DestinationLink>
      )}
      {canSeeInvoices && (
        <DestinationLink destination={invoices} className="dn-tab">
          {t('assurances.patientsTab')}
        </DestinationLink>
      )}
    </div>
  );
}
