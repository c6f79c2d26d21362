import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { selectUserData, useAppSelector } from '@dental/auth';
import { newerBuildAvailable } from '@dental/module-kit';
import { reloadPage } from './reload-page';

/**
 * At each navigation, asks whether a module this page runs has another build now (a rollback, a
 * promote); if so, offers a reload. Not on the page's first screen: its builds were just chosen from
 * a fresh registry. The page keeps its builds until then: no mixed versions.
 * The notice is a status region of its own, present only while it has something to say (other
 * screens' tests and users find one status message at a time).
 */
export function BuildUpdateNotice() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const userId = useAppSelector(selectUserData)?._id;
  const [available, setAvailable] = useState(false);
  const checkedPath = useRef(pathname);

  useEffect(() => {
    if (!userId || available || pathname === checkedPath.current) return;
    checkedPath.current = pathname;
    void newerBuildAvailable(userId).then((found) => {
      if (found) setAvailable(true);
    });
  }, [pathname, userId, available]);

  if (!available) return null;
  return (
    <div role="status" className="shell-update">
      <p className="shell-update__notice">
        {t('update.available')}
        <button type="button" className="shell-update__reload" onClick={reloadPage}>
          {t('update.reload')}
        </button>
      </p>
    </div>
  );
}
