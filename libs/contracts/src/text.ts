/**
 * Rules for text people type into names, shared by the forms and the server's validation.
 *
 * Characters that change how a text looks without being seen (zero-width spaces, direction
 * overrides such as U+202E) let "admin\u200B" or "\u202Enimda" pass for "admin": names refuse them.
 * ZWNJ and ZWJ stay allowed in ordinary names (some scripts need them), but not in usernames.
 */

/** Control characters (tab and line breaks aside), zero-width spaces, direction marks and overrides, BOM. */
const HIDDEN_IN_TEXT = /(?![\t\n\r])[\p{Cc}\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/u;

/** In a username, every control, format (zero-width joiners included) and separator other than a plain space. */
const HIDDEN_IN_USERNAME = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/u;

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_IN_TEXT.test(text);
}

/** The text without its hidden characters: for free text a person sends from outside (a patient's message), where refusing helps nobody. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(new RegExp(HIDDEN_IN_TEXT.source, 'gu'), '');
}

export function usernameHasHiddenCharacters(username: string): boolean {
  return HIDDEN_IN_USERNAME.test(username);
}

/**
 * The form a username is stored and looked up in: compatibility-normalised (NFKC folds full-width
 * "ａｄｍｉｎ" and other lookalike forms to "admin"), trimmed, inner spaces collapsed. Uniqueness and
 * sign-in then compare case-insensitively.
 */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
}
