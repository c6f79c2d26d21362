import {
  BUILT_IN_CONDITIONS,
  CONDITION_SYMBOLS,
  translateMessage,
  type ChartAct,
  type ClinicalNote,
  type ConditionType,
  type LoginUserData,
  type MessageKey,
  type Patient,
  type PatientImage,
  type ToothCondition,
  type ToothHistoryEntry,
} from '@dental/contracts';
import { localDay } from '@dental/domain';
import { formErrors, ok, refused, type ApiRequest } from '../../test-utils';
import { serveFile } from '../payments/file-test-server';

/** The built-in catalogue, ids 1 to 9 in the order of BUILT_IN_CONDITIONS (carie is '2'). */
export const CATALOGUE: ConditionType[] = BUILT_IN_CONDITIONS.map((code, i) => ({
  _id: String(i + 1),
  code,
  label: '',
  labelEn: '',
  labelAr: '',
  colour: '#b91c1c',
  symbol: CONDITION_SYMBOLS[i],
}));
const typeOf = (code: string) => CATALOGUE.find((type) => type.code === code)!;

let made = 0;
const nextId = () => String(++made + 100);

export function condition(tooth: string, code: string, date: string, fields: Partial<ToothCondition> = {}): ToothCondition {
  return { _id: nextId(), patient: 'p1', tooth, type: typeOf(code), date, surface: null, note: '', by: { _id: '4', username: 'dr.sidi' }, createdAt: `${date}T09:00:00Z`, ...fields };
}

export function act(tooth: string, status: ChartAct['status'], treatment: string, date: string | null, fields: Partial<ChartAct> = {}): ChartAct {
  return { tooth, status, treatment, treatmentType: 'soins', surface: null, date, doctor: { _id: '4', username: 'dr.sidi' }, quote: status === 'planned' ? { _id: 'q1', num: 3 } : null, sheet: status === 'done' ? { _id: 's1', num: 7 } : null, ...fields };
}

export function note(fields: Partial<ClinicalNote> & { text: string; date: string }): ClinicalNote {
  const createdAt = fields.createdAt ?? `${fields.date}T10:00:00Z`;
  return { _id: nextId(), patient: 'p1', teeth: [], author: { _id: '4', username: 'dr.sidi' }, createdAt, updatedAt: createdAt, editableUntil: new Date(Date.parse(createdAt) + 24 * 3600_000).toISOString(), addenda: [], ...fields };
}

export function image(fields: Partial<PatientImage> & { teeth: string[]; takenOn: string }): PatientImage {
  return { _id: nextId(), patient: 'p1', kind: 'retro_alveolaire', format: 'png', name: 'radio.png', size: 1000, width: 10, height: 10, sha256: 'x', window: null, uploadedBy: null, createdAt: `${fields.takenOn}T08:00:00Z`, ...fields };
}

export interface ClinicalStore {
  conditions: ToothCondition[];
  acts: ChartAct[];
  notes: ClinicalNote[];
  images: PatientImage[];
}

const refusal = (key: MessageKey) => formErrors(translateMessage(key, 'fr'));
const counts = (teeth: string[]) => [...new Set(teeth)].map((tooth) => ({ tooth, count: teeth.filter((one) => one === tooth).length }));

/**
 * A fake server for the clinical tab of `patient`: the chart, the teeth's histories (in the store's
 * order, not sorted: the screen sorts), conditions and notes with the server's refusals. `me` writes.
 */
export function clinicalServer(patient: Patient, initial: Partial<ClinicalStore> = {}, me: Pick<LoginUserData, '_id' | 'username'> = { _id: '4', username: 'dr.sidi' }) {
  const store: ClinicalStore = { conditions: [], acts: [], notes: [], images: [], ...initial };
  const author = { _id: me._id, username: me.username };
  const calls = serveFile(patient, (request: ApiRequest) => {
    const body = request.body as Record<string, unknown>;
    const find = () => store.notes.find((one) => one._id === request.pathParams.id);
    switch (request.route) {
      case 'conditionTypes.list':
        return ok(CATALOGUE);
      case 'clinical.chart':
        return ok({
          conditions: store.conditions,
          acts: store.acts,
          images: counts(store.images.flatMap((one) => one.teeth)),
          notes: counts(store.notes.flatMap((one) => one.teeth)),
        });
      case 'clinical.toothHistory': {
        const tooth = String(request.params.tooth);
        const entries: ToothHistoryEntry[] = [
          ...store.acts.filter((one) => one.tooth === tooth).map((one) => ({ kind: 'act' as const, date: one.date, act: one })),
          ...store.conditions.filter((one) => one.tooth === tooth).map((one) => ({ kind: 'condition' as const, date: one.date, condition: one })),
          ...store.notes.filter((one) => one.teeth.includes(tooth)).map((one) => ({ kind: 'note' as const, date: one.date, note: one })),
          ...store.images.filter((one) => one.teeth.includes(tooth)).map((one) => ({ kind: 'image' as const, date: one.takenOn, image: one })),
        ];
        return ok(entries);
      }
      case 'toothConditions.create': {
        const teeth = body.teeth as string[];
        if (teeth.length === 0) return refusal('clinical.teethRequired');
        const type = CATALOGUE.find((one) => one._id === body.type);
        if (!type) return refusal('clinical.conditionTypeRequired');
        if (String(body.date) > localDay()) return refusal('clinical.dateInFuture');
        const created = teeth.map((tooth) => ({ ...condition(tooth, type.code!, String(body.date)), surface: (body.surface as string | null) ?? null, by: author }));
        store.conditions.push(...created);
        return ok(created);
      }
      case 'toothConditions.remove': {
        const removed = store.conditions.find((one) => one._id === request.pathParams.id);
        store.conditions = store.conditions.filter((one) => one !== removed);
        return removed ? ok(removed) : refused('Élément introuvable', 404);
      }
      case 'clinicalNotes.list':
        return ok(store.notes);
      case 'clinicalNotes.create': {
        if (!String(body.text ?? '').trim()) return refusal('clinical.noteRequired');
        const created = note({ date: String(body.date), text: String(body.text), teeth: body.teeth as string[], author, createdAt: new Date().toISOString() });
        store.notes.push(created);
        return ok(created);
      }
      case 'clinicalNotes.update': {
        const found = find()!;
        if (found.author?._id !== me._id) return refused(translateMessage('clinical.noteNotAuthor', 'fr'), 403);
        if (found.editableUntil < new Date().toISOString()) return refused(translateMessage('clinical.noteLocked', 'fr'), 409);
        Object.assign(found, { date: body.date, text: body.text, teeth: body.teeth });
        return ok(found);
      }
      case 'clinicalNotes.addendum': {
        const found = find()!;
        if (!String(body.text ?? '').trim()) return refusal('clinical.noteRequired');
        found.addenda.push({ _id: nextId(), text: String(body.text), author, createdAt: '2026-05-04T15:30:00Z' });
        return ok(found);
      }
      default:
        return undefined;
    }
  });
  return { calls, store };
}
