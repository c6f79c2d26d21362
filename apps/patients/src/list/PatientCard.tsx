import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageCircle, Phone } from 'lucide-react';
import type { Patient } from '@dental/contracts';
import { hasWhatsApp } from '@dental/domain';
import { PatientActionButtons } from '../actions/PatientActionButtons';
import type { PatientActions } from '../actions/use-patient-actions';
import { Balance, PhoneNumber } from '../shared/PatientBits';

interface Props {
  patient: Patient;
  /** The file's address; the whole card opens it. */
  to: string;
  onOpen: () => void;
  actions: PatientActions;
}

/** A patient of a list: registration number, name, phone, WhatsApp (unless only the prefix) and balance. */
export function PatientCard({ patient, to, onOpen, actions }: Props) {
  const { t } = useTranslation();
  return (
    <article className="dn-card patients-card" aria-label={patient.name}>
      <div className="patients-card__top">
        {patient.RegNo ? (
          <span className="patients-card__regno">{t('list.regNo', { regNo: patient.RegNo })}</span>
        ) : (
          <span className="dn-badge">{t('stages.consultation')}</span>
        )}
        {patient.archive && <span className="dn-badge">{t('list.archived')}</span>}
      </div>
      <h2 className="patients-card__name">
        <Link to={to} className="patients-card__link" onClick={onOpen}>
          {patient.name}
        </Link>
      </h2>
      <ul className="patients-card__contact">
        <li>
          <Phone aria-hidden="true" size={15} />
          <span className="dn-visually-hidden">{t('form.phone')} </span>
          <PhoneNumber value={patient.contact.phone} />
        </li>
        {hasWhatsApp(patient.contact.whatsApp) && (
          <li>
            <MessageCircle aria-hidden="true" size={15} />
            <span className="dn-visually-hidden">{t('form.whatsApp')} </span>
            <PhoneNumber value={patient.contact.whatsApp} />
          </li>
        )}
      </ul>
      <div className="patients-card__footer">
        <span className="patients-card__balance">
          {t('list.balance')} <Balance amount={patient.balance} />
        </span>
        <PatientActionButtons patient={patient} actions={actions} compact />
      </div>
    </article>
  );
}
