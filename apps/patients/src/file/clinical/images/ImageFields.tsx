import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { IMAGE_KINDS } from '@dental/contracts';
import { localDay } from '@dental/domain';
import './upload.css';

/** An input's registration, with the class and ARIA state of a refused value where the form marks them. */
type FieldProps = UseFormRegisterReturn & { className?: string; 'aria-invalid'?: boolean };

/** What describes an image, on its upload and its change: its kind, the day it was taken, its teeth. */
export function ImageFields({ kind, takenOn, teeth }: { kind: FieldProps; takenOn: FieldProps; teeth: FieldProps }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      <label className="dn-field">
        {t('clinicalImages.kind')}
        <select className="dn-input" {...kind}>
          {IMAGE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`clinicalImages.kinds.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('clinicalImages.takenOn')}
        <input className="dn-input dn-input--date" type="date" dir="ltr" max={localDay()} {...takenOn} />
      </label>
      <div className="patients-upload__teeth">
        <label className="dn-field">
          {t('clinicalImages.teeth')}
          <input className="dn-input" dir="ltr" inputMode="numeric" autoComplete="off" aria-describedby={hintId} {...teeth} />
        </label>
        <span id={hintId} className="patients-upload__hint">
          {t('clinicalImages.teethHint')}
        </span>
      </div>
    </>
  );
}
