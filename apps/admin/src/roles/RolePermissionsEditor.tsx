import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { collectionWords, groupByModule, moduleWords, rightIsOffered, rightNote, rightWords, type PermissionGroup, type Role } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, FormActions } from '@dental/ui';
import { toggled } from '../forms/checked-list';
import { useServerForm } from '@dental/ui/form';

/** A collection in words, as a heading: "Les paiements des patients". */
const headingOf = (words: string) => words.charAt(0).toLocaleUpperCase() + words.slice(1);

export interface RolePermissionsEditorProps {
  role: Role;
  /** The catalogue, grouped by collection (GET permission/byTable). */
  groups: readonly PermissionGroup[];
  /** Without MODIFIER on ROLES the boxes are shown but cannot be changed. */
  readOnly: boolean;
  onSave: (permissionIds: string[]) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A role's permissions as boxes grouped by collection, the collections under their module, ticked
 * from the role and sent on save; rights are named in words, each with a sentence saying what it
 * allows (and what it depends on, where its box alone would mislead), never by their codes. Rights
 * nothing checks are not offered; a role that holds one keeps it.
 */
export function RolePermissionsEditor({ role, groups, readOnly, onSave, onDone, onClose }: RolePermissionsEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const { form, banners, saving, submitWith } = useServerForm<{ permissions: string[] }>({
    defaultValues: { permissions: role.permissions },
    onDone,
  });
  const ticked = form.watch('permissions');

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [role._id]);

  // Only ids of the catalogue, in its order.
  const submit = submitWith(({ permissions }) =>
    onSave(groups.flatMap((group) => group.data.filter((p) => permissions.includes(p._id)).map((p) => p._id))),
  );

  return (
    <section ref={ref} className="dn-card admin-roles__editor" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-roles__editor-title">
        {t('roles.permissionsOf', { name: role.name })}
      </h2>
      <form className="dn-form" onSubmit={submit} noValidate>
        <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
        {groups.length === 0 && <p className="admin-roles__hint">{t('roles.noPermissions')}</p>}
        <div className="admin-roles__modules">
          {groupByModule(groups, (group) => group._id).map(({ module, items }) => (
            <fieldset key={module} className="admin-roles__module">
              <legend>
                <h3 className="admin-roles__module-title">{moduleWords(module, language)}</h3>
              </legend>
              <div className="admin-roles__groups">
                {items.map((group) => (
                  <fieldset key={group._id} className="admin-roles__group">
                    <legend>{headingOf(collectionWords(group._id, language))}</legend>
                    {group.data
                      .filter((permission) => rightIsOffered(permission.name, group._id))
                      .map((permission) => (
                        <RightBox
                          key={permission._id}
                          permission={permission}
                          collection={group._id}
                          idPrefix={headingId}
                          checked={ticked.includes(permission._id)}
                          readOnly={readOnly}
                          onToggle={(checked) => form.setValue('permissions', toggled(ticked, permission._id, checked))}
                        />
                      ))}
                  </fieldset>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        {readOnly ? (
          <div className="dn-form__actions">
            <button type="button" className="dn-button dn-button--ghost" onClick={onClose}>
              {t('common:close')}
            </button>
          </div>
        ) : (
          <FormActions saving={saving} onCancel={onClose} />
        )}
      </form>
    </section>
  );
}

interface RightBoxProps {
  permission: PermissionGroup['data'][number];
  collection: string;
  idPrefix: string;
  checked: boolean;
  readOnly: boolean;
  onToggle: (checked: boolean) => void;
}

/** One right's box, with what it allows and, where its box alone would mislead, what it depends on. */
function RightBox({ permission, collection, idPrefix, checked, readOnly, onToggle }: RightBoxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const allowsId = `${idPrefix}-allows-${permission._id}`;
  const noteId = `${idPrefix}-note-${permission._id}`;
  const note = rightNote(permission.name, collection, language);
  return (
    <div className="admin-roles__right">
      <label className="dn-field dn-field--inline admin-roles__box">
        <input
          type="checkbox"
          name="permissions"
          value={permission._id}
          checked={checked}
          disabled={readOnly}
          aria-describedby={note ? `${allowsId} ${noteId}` : allowsId}
          onChange={(e) => onToggle(e.target.checked)}
        />
        {t(`roles.rights.${permission.name}`, { defaultValue: headingOf(rightWords(permission.name, collection, language)) })}
      </label>
      <p id={allowsId} className="admin-roles__allows">
        {t('roles.allows', { right: rightWords(permission.name, collection, language) })}
      </p>
      {note && (
        <p id={noteId} className="admin-roles__allows admin-roles__note">
          {note}
        </p>
      )}
    </div>
  );
}
