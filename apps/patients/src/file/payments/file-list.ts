import { listView } from '@dental/api-client';
import { useDismissable } from '../../shared/use-dismissable';

type ListResult<T> = Parameters<typeof listView<T>>[0];

/** A list of the file as its section shows it (spec part 1 §4), with the failure's banners a click removes. */
export function useFileList<T>(result: ListResult<T>) {
  const list = listView(result);
  const banners = useDismissable(result.error, list.errors);
  return { ...list, banners };
}
