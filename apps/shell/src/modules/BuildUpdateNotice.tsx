import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { selectUserData, useAppSelector } from '@dental/auth';
import { newerBuildAvailable } from '@dental/module-kit';
import { reloadPage } from './reload-page';

/**
 * At each navigation, asks whether a module this page runs has another build now (a rollback, a
 * promote); if so, offers a reload. The page keeps its builds until then: no mixed versions.
 * The live region is always there, so screen readers announce the notice when it appears.
 */
export function BuildUpdateNotice() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const userId = useAppSelector(selectUserData)?._id;
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (!userId || available) return;
    void newerBuildAvailable(userId).then((found) => {
      if (found) setAvailable(true);
    });
  }, [pathname, userId, available]);

  return (
    <div role="status" className="shell-update">
      {available && (
        <p className="shell-update__notice">
          {t('update.available')}
          <button type="button" className="shell-update__reload" onClick={reloadPage}>
            {t('update.reload')}
          </button>
        </p>
      )}
    </div>
  );
}
