/** A write's tags, invalidated only once the server accepted it: a refused form changed nothing. */
export function whenSaved<Arg, Tag>(tags: (arg: Arg) => readonly Tag[]) {
  return (_result: unknown, error: unknown, arg: Arg): readonly Tag[] => (error ? [] : tags(arg));
}
