import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Destination } from '@dental/auth';

interface Props {
  destination: Destination;
  className: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** A link, or for doctor-scoped pages with global view a button that opens the doctor list. */
export function DestinationLink({ destination, className, children, onNavigate }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const listId = useId();

  if (destination.kind === 'link') {
    return (
      <Link to={destination.to} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <div className="dn-doctors">
      <button
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {children}
        <ChevronDown className="dn-doctors__caret" aria-hidden="true" size={16} />
      </button>
      {open && (
        <ul id={listId} className="dn-doctors__list" aria-label={t('common:chooseDoctor')}>
          {destination.choices.length === 0 && <li className="dn-doctors__empty">{t('common:noDoctor')}</li>}
          {destination.choices.map(({ doctor, to }) => (
            <li key={doctor._id}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onNavigate?.();
                  navigate(to);
                }}
              >
                {doctor.username}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
