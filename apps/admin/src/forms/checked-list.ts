/** A list of ticked ids after one box changed: a ticked id is added once, an unticked one removed. */
export function toggled(ids: readonly string[], id: string, checked: boolean): string[] {
  const others = ids.filter((other) => other !== id);
  return checked ? [...others, id] : others;
}
