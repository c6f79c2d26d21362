import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Role, type User, type UserWriteBody } from '@dental/contracts';
import { ErrorBanners, FormActions } from '@dental/ui';
import { toggled } from '../forms/checked-list';
import type { ServerFields } from '@dental/ui/form';
import { useServerForm } from '@dental/ui/form';

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

interface UserValues {
  username: string;
  fullName: string;
  phone: string;
  password: string;
  doctor: boolean;
  cabinet: boolean;
  percentage: string;
  roles: string[];
}

const SERVER_FIELDS: ServerFields<keyof UserValues> = {
  username: ['user.usernameRequired', 'user.usernameExists', 'user.usernameInvalid'],
  fullName: ['user.fullNameInvalid'],
  phone: ['user.phoneRequired', 'common.phoneInvalid'],
  password: ['user.passwordRequired', 'user.passwordTooShort'],
  percentage: ['user.percentageRange'],
  roles: ['user.roleRequired', 'user.unknownRole'],
};

export interface UserFormProps {
  initial?: User;
  roles: readonly Role[];
  onSubmit: (payload: UserPayload) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** Username, full name, phone, password, the doctor part and the role boxes; the server's messages stay in the form. */
export function UserForm({ initial, roles, onSubmit, onDone, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const passwordHint = useId();
  const fullNameHint = useId();
  const doctorHint = useId();
  const rolesHint = useId();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<UserValues>({
    defaultValues: {
      username: initial?.username ?? '',
      fullName: initial?.fullName ?? '',
      phone: initial?.phone ?? '',
      password: '',
      doctor: Boolean(initial?.doctor),
      cabinet: initial?.doctor?.cabinet ?? false,
      percentage: String(initial?.doctor?.percentage ?? 0),
      roles: initial?.roles ?? [],
    },
    serverFields: SERVER_FIELDS,
    onDone,
  });
  const { register, setValue, watch } = form;
  const isDoctor = watch('doctor');
  const roleIds = watch('roles');
  const resetShare = (value: string) => {
    const share = normalizePercentage(value);
    setValue('percentage', String(share));
    return share;
  };

  const submit = submitWith((values) =>
    onSubmit({
      username: values.username,
      // Empty clears it: documents then print the username.
      fullName: values.fullName.trim(),
      phone: values.phone,
      password: values.password,
      doctor: values.doctor ? { cabinet: values.cabinet, percentage: resetShare(values.percentage) } : {},
      roles: values.roles,
    }),
  );

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <label className="dn-field">
        {t('users.username')}
        <input {...register('username')} {...fieldState('username')} autoComplete="off" autoFocus />
      </label>
      <div>
        <label className="dn-field">
          {t('users.fullName')}
          <input {...register('fullName')} {...fieldState('fullName')} autoComplete="off" maxLength={FULL_NAME_MAX_LENGTH} aria-describedby={fullNameHint} />
        </label>
        <span id={fullNameHint} className="admin-users__hint">
          {t('users.fullNameHint')}
        </span>
      </div>
      <label className="dn-field">
        {t('users.phone')}
        <input {...register('phone')} {...fieldState('phone', 'dn-input admin-users__phone')} type="tel" />
      </label>
      <div className="admin-users__password">
        <label className="dn-field">
          {t('users.password')}
          <input
            {...register('password')}
            {...fieldState('password')}
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            aria-describedby={passwordHint}
          />
        </label>
        <span id={passwordHint} className="admin-users__hint">
          <span>{t('users.passwordLength', { min: PASSWORD_MIN_LENGTH })}</span>
          {initial && <span>{t('users.passwordKeep')}</span>}
        </span>
      </div>

      <fieldset className="admin-users__group">
        <legend>{t('users.doctorProfile')}</legend>
        <label className="dn-field dn-field--inline">
          <input type="checkbox" {...register('doctor')} aria-describedby={doctorHint} />
          {t('users.doctor')}
        </label>
        <p id={doctorHint} className="admin-users__hint">
          {t('users.doctorHint')}
        </p>
        {isDoctor && (
          <div className="admin-users__doctor">
            <label className="dn-field dn-field--inline">
              <input type="checkbox" {...register('cabinet')} />
              {t('users.cabinet')}
            </label>
            <label className="dn-field">
              {t('users.percentage')}
              <input
                {...register('percentage', { onBlur: (event: { target: HTMLInputElement }) => resetShare(event.target.value) })}
                {...fieldState('percentage', 'dn-input admin-users__percentage')}
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
              />
            </label>
          </div>
        )}
      </fieldset>

      <fieldset className="admin-users__group" aria-describedby={rolesHint}>
        <legend>{t('users.roles')}</legend>
        <p id={rolesHint} className="admin-users__hint">
          {t('users.rolesHint')}
        </p>
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
                  {...fieldState('roles', '')}
                  checked={roleIds.includes(role._id)}
                  onChange={(e) => setValue('roles', toggled(roleIds, role._id, e.target.checked))}
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
