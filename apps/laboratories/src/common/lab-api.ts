import { dentalApi } from '@dental/api-client';

/** The entities of this module: a write reloads every view showing them, in any module. */
export const LAB_TAGS = ['Laboratory', 'LabTreatment'] as const;
export type LabTag = (typeof LAB_TAGS)[number];

/** The shared API with this module's tags, for its endpoints to inject into. */
export const labApi = dentalApi.enhanceEndpoints({ addTagTypes: LAB_TAGS });

/** Tags of a list answer: each item by its `_id`, and the list itself. */
export const labListTags =
  <T extends LabTag>(type: T) =>
  (result: readonly { _id: string }[] | undefined) => [...(result ?? []).map(({ _id }) => ({ type, id: _id })), { type, id: 'LIST' as const }];

/** Tags an accepted write invalidates (the item and the lists); a refused one changed nothing. */
export const labWriteTags =
  <T extends LabTag, Arg>(type: T, idOf: (arg: Arg) => string | undefined = () => undefined) =>
  (_result: unknown, error: unknown, arg: Arg) => {
    if (error) return [];
    const id = idOf(arg);
    return id ? [{ type, id }, { type, id: 'LIST' as const }] : [{ type, id: 'LIST' as const }];
  };
