import { useTranslation } from 'react-i18next';
import { ACTION, rightParam, routeUrl, translateMessage } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { DownloadButton, ErrorPanel, PageFrame } from '@dental/ui';
import './transfer.css';
import { addScreenTexts } from '../texts';
import { transferTranslations } from './translations';

addScreenTexts(transferTranslations);

const CONTENTS = ['tables', 'separator', 'formats', 'readme'] as const;

/** "Exporter les données" (issue 39): what the clinic's zip holds, and its download, for holders of EXPORT. */
export function ExportPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const allowed = useCan(ACTION.export, 'DONNEES');
  return (
    <PageFrame title={t('exportData.title')}>
      {allowed ? (
        <div className="dn-card admin-export">
          <p>{t('exportData.hint')}</p>
          <ul>
            {CONTENTS.map((line) => (
              <li key={line}>{t(`exportData.contents.${line}`)}</li>
            ))}
          </ul>
          <div>
            <DownloadButton label={t('exportData.download')} busyLabel={t('exportData.busy')} path={routeUrl('exports.clinic')} fallbackName="export.zip" />
          </div>
        </div>
      ) : (
        <ErrorPanel message={translateMessage('auth.actionDenied', language, { right: rightParam(ACTION.export, 'DONNEES') })} />
      )}
    </PageFrame>
  );
}
