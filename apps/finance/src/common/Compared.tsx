import { useTranslation } from 'react-i18next';
import { compared } from '@dental/domain';
import { useLanguage } from '@dental/i18n';
import { Money } from '@dental/ui';
import { changeText } from './format';

/** A total beside the previous period's: its amount, the difference and the change. */
export function ComparedFigure({ label, current, previous, testId }: { label: string; current: number; previous: number; testId?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const figure = compared(current, previous);
  return (
    <div className="finance-figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="finance-figure__current">
        <Money amount={figure.current} />
      </dd>
      <dd className="finance-figure__previous">
        {t('compare.previous')} <Money amount={figure.previous} /> · {t('compare.difference')} <Money amount={figure.difference} />
        {figure.change !== null && (
          <>
            {' '}
            (<bdi dir="ltr">{changeText(figure.change, language)}</bdi>)
          </>
        )}
      </dd>
    </div>
  );
}
