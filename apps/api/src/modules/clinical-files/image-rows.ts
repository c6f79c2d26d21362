/**
 * A patient image as the API answers it (patientImageSchema), selected from `patient_images i`
 * joined to `users u` on the uploader: shared by the images' routes and the tooth's history.
 */
export const IMAGE_ANSWER_COLUMNS = /* sql */ `
  i.id::text as "_id", i.patient_id::text as patient, i.kind, i.format, to_char(i.taken_on, 'YYYY-MM-DD') as "takenOn",
  i.teeth, i.name, i.size::float8 as size, i.width, i.height, i.sha256,
  case when i.window_center is null then null else json_build_object('center', i.window_center, 'width', i.window_width) end as window,
  case when u.id is null then null else json_build_object('_id', u.id::text, 'username', u.username) end as "uploadedBy",
  api_iso(i.created_at) as "createdAt"`;

export const IMAGE_ANSWER_FROM = /* sql */ `patient_images i left join users u on u.id = i.user_id`;
