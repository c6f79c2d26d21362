/**
 * The clinical side of the patient file (issue 37): the words that travel on the wire for the
 * chart's conditions, the images' and documents' kinds, and the limits both ends check. Plain data,
 * safe for the browser's first load.
 */

/** The conditions every clinic starts with; the administrator adds more (`conditionTypes.create`). */
export const BUILT_IN_CONDITIONS = ['absent', 'carie', 'obturation', 'couronne', 'traitement_canalaire', 'implant', 'bridge', 'mobilite', 'a_extraire'] as const;
export type BuiltInCondition = (typeof BUILT_IN_CONDITIONS)[number];

/** The symbols a condition is drawn with on the chart (its colour is its own). */
export const CONDITION_SYMBOLS = ['cross', 'dot', 'fill', 'ring', 'line', 'screw', 'bar', 'wave', 'arrow'] as const;
export type ConditionSymbol = (typeof CONDITION_SYMBOLS)[number];

export const IMAGE_KINDS = ['retro_alveolaire', 'bite_wing', 'panoramique', 'cephalometrique', 'photo_intra_orale', 'photo_extra_orale'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const DOCUMENT_KINDS = ['consentement', 'lettre_adressage', 'formulaire_assurance', 'autre'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a stored file really is, read from its bytes by the server. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'tiff', 'dicom'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DOCUMENT_FORMATS = ['pdf', 'jpeg', 'png', 'tiff'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The three files served for an image: a list thumbnail, the viewer's screen-size preview, the original untouched. */
export const IMAGE_VARIANTS = ['thumb', 'preview', 'original'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** An upload's largest size: 50 MB. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** A clinical note is changed for 24 hours after it was written, then only completed by an addendum. */
export const NOTE_EDIT_HOURS = 24;
export const CLINICAL_NOTE_MAX_LENGTH = 5000;
export const CONSENT_TEMPLATE_MAX_LENGTH = 10000;
/** The placeholders a consent template may hold, filled in when it is printed. */
export const CONSENT_PLACEHOLDERS = ['{clinique}', '{patient}', '{acte}', '{date}', '{medecin}'] as const;
/** Below this age the chart opens on the deciduous teeth. */
export const DECIDUOUS_CHART_AGE = 12;
