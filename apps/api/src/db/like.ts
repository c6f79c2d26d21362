/** LIKE's wildcards and escape character, taken literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The LIKE pattern of the texts that begin with `text`. */
export const startsWith = (text: string): string => `${likeEscape(text)}%`;
