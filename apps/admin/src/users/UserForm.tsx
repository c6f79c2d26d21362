import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, type Role, type User, type UserWriteBody } from '@dental/contracts';
import { ErrorBanners, FormActions, TextField, useFormSubmit } from '@dental/ui';

/**
 * What the screen sends for POST user and PUT user/{id} (spec part 1 §7): a user who is not a
 * doctor carries an empty doctor part, and an empty password on edit keeps the current one.
 */
export type UserPayload = UserWriteBody;

/** A doctor's share: a number from 0 to 100, anything else is reset to 0 (spec part 1 §5). */
export function normalizePercentage(value: string | number): number {
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number : 0;
}

export interface UserFormProps {
  initial?: User;
  roles: readonly Role[];
  onSubmit: (payload: UserPayload) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Username, phone, password, the doctor part and the role boxes; the server's messages stay in the form. */
export function UserForm({ initial, roles, onSubmit, onDone, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initial?.username ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [password, setPassword] = useState('');
  const [isDoctor, setIsDoctor] = useState(Boolean(initial?.doctor));
  const [cabinet, setCabinet] = useState(initial?.doctor?.cabinet ?? false);
  const [percentage, setPercentage] = useState(String(initial?.doctor?.percentage ?? 0));
  const [roleIds, setRoleIds] = useState<string[]>(initial?.roles ?? []);
  const { saving, errors, submitWith } = useFormSubmit(onDone);
  const passwordHint = useId();

  const toggleRole = (id: string, checked: boolean) =>
    setRoleIds((current) => (checked ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id)));

  const submit = submitWith(() => {
    const share = normalizePercentage(percentage);
    setPercentage(String(share));
    return onSubmit({
      username,
      phone,
      password,
      doctor: isDoctor ? { cabinet, percentage: share } : {},
      roles: roleIds,
    });
  });

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <TextField label={t('users.username')} name="username" autoComplete="off" value={username} onChange={setUsername} autoFocus />
      <label className="dn-field">
        {t('users.phone')}
        <input className="dn-input admin-users__phone" name="phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <div className="admin-users__password">
        <label className="dn-field">
          {t('users.password')}
          <input
            className="dn-input"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            minLength={PASSWORD_MIN_LENGTH}
            aria-describedby={passwordHint}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <span id={passwordHint} className="admin-users__hint">
          <span>{t('users.passwordLength', { min: PASSWORD_MIN_LENGTH })}</span>
          {initial && <span>{t('users.passwordKeep')}</span>}
        </span>
      </div>

      <div className="admin-users__group">
        <label className="dn-field dn-field--inline">
          <input type="checkbox" name="doctor" checked={isDoctor} onChange={(e) => setIsDoctor(e.target.checked)} />
          {t('users.doctor')}
        </label>
        {isDoctor && (
          <div className="admin-users__doctor">
            <label className="dn-field dn-field--inline">
              <input type="checkbox" name="cabinet" checked={cabinet} onChange={(e) => setCabinet(e.target.checked)} />
              {t('users.cabinet')}
            </label>
            <label className="dn-field">
              {t('users.percentage')}
              <input
                className="dn-input admin-users__percentage"
                name="percentage"
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                value={percentage}
                onChange={(e) => setPercentage(e.target.value)}
                onBlur={() => setPercentage(String(normalizePercentage(percentage)))}
              />
            </label>
          </div>
        )}
      </div>

      <fieldset className="admin-users__group">
        <legend>{t('users.roles')}</legend>
        {roles.length === 0 ? (
          <p className="admin-users__hint">{t('users.noRoles')}</p>
        ) : (
          <div className="admin-users__roles">
            {roles.map((role) => (
              <label key={role._id} className="dn-field dn-field--inline admin-users__role">
                <input
                  type="checkbox"
                  name="roles"
                  value={role._id}
                  checked={roleIds.includes(role._id)}
                  onChange={(e) => toggleRole(role._id, e.target.checked)}
                />
                {role.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
