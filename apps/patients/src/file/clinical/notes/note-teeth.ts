/** The teeth typed in a note's field, "36, 37" or "36 37" (an Arabic comma too): the server checks each number. */
export function typedTeeth(text: string): string[] {
  return text.split(/[\s,;،]+/).filter(Boolean);
}
