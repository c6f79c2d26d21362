import type { CanaryThresholds, ModuleName } from '@dental/contracts';
import { DEFAULT_CANARY_THRESHOLDS } from '@dental/domain';
import type { Queryable } from '../../db/types';

/** A module's canary thresholds: its own where set (PUT release/{name}/thresholds), the defaults otherwise. */
export async function readThresholds(db: Queryable, module: ModuleName): Promise<CanaryThresholds> {
  const [row] = await db.query<{ thresholds: Partial<CanaryThresholds> | null }>('select thresholds from module_registry where name = $1', [module]);
  return { ...DEFAULT_CANARY_THRESHOLDS, ...(row?.thresholds ?? {}) };
}

export async function saveThresholds(db: Queryable, module: ModuleName, thresholds: CanaryThresholds): Promise<CanaryThresholds> {
  await db.query('update module_registry set thresholds = $2::jsonb where name = $1', [module, JSON.stringify(thresholds)]);
  return thresholds;
}
