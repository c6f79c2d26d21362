import type { ReactElement } from 'react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { http } from '@dental/api-client';
import { fetchSettings, users } from '@dental/auth';
import { matchRoute, translateMessage, type Assurance, type DoctorSummary, type LoginUserData, type Patient, type PaymentMode, type Permission } from '@dental/contracts';
import { addNamespace } from '@dental/i18n';
import { ADMIN, formErrors, makePatient, ok, page, permission, refused, renderWithSession, serveApi } from '@dental/testing';
import { BACK_LINK_KEY } from '@dental/module-kit';
import { accountStatement, DEFAULT_MESSAGE_TEXTS, duplicateNameKey, nameContains, type AccountMovement } from '@dental/domain';
import { NAMESPACE } from './screen-texts';
import { translations } from './translations';

export { makePatient };

addNamespace(NAMESPACE, translations);

export { ADMIN, currentLocation, formErrors, ok, page, refused, serveApi, type ApiRequest, type Handler, type Reply } from '@dental/testing';

export const DR_SIDI: LoginUserData = { _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 }, dev: false, accessToken: 't4' };
export const DOCTORS: DoctorSummary[] = [
  { _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 } },
  { _id: '5', username: 'dr.mariem', doctor: { cabinet: true, percentage: 40 } },
];


/** Every action on PATIENTS, global view included. */
export const ALL_ON_PATIENTS = ['AFFICHER', 'AFFICHER_GLOBAL', 'AJOUTER', 'MODIFIER', 'SUPPRIMER'].map((name) => permission(name, 'PATIENTS'));
/** A doctor's own view: everything on PATIENTS but the global view. */
export const OWN_ON_PATIENTS = ALL_ON_PATIENTS.filter((p) => p.name !== 'AFFICHER_GLOBAL');
export const VIEW_ONLY = [permission('AFFICHER', 'PATIENTS')];

export const CNAM: Assurance = { _id: '7', name: 'CNAM', cons_price: 500, color: '#0984e3', type: '', createdAt: '', updatedAt: '' };
export const MODES: PaymentMode[] = [
  { _id: 'm2', name: 'Bankily', code: 3, archive: false, createdAt: '', updatedAt: '' },
  { _id: 'm1', name: 'cash', code: 0, archive: false, createdAt: '', updatedAt: '' },
];

const matchesFilter = (patient: Patient, ptType: unknown, filter: unknown) => {
  switch (ptType) {
    case 'consultation':
      return !patient.RegNo && (filter === 'archived' ? patient.archive : !patient.archive);
    case 'current':
      return Boolean(patient.RegNo) && !patient.finish && (filter !== 'inCommon' || patient.doctor.length > 1);
    case 'finish':
      if (!patient.RegNo || !patient.finish) return false;
      if (filter === 'debtor') return patient.balance < 0;
      if (filter === 'settled') return patient.balance === 0;
      if (filter === 'creditor') return patient.balance > 0;
      return true;
    default:
      return true;
  }
};

/** The search rules of spec part 1 §5: RegNo prefix, name contains (case and accents aside), phone or WhatsApp prefix. */
const matchesText = (patient: Patient, q: unknown) => {
  if (typeof q !== 'string' || q === '') return true;
  return Boolean(patient.RegNo?.startsWith(q)) || nameContains(patient.name, q) || patient.contact.phone.startsWith(q) || patient.contact.whatsApp.startsWith(q);
};

export interface FakeServerOptions {
  assurances?: Assurance[];
  modes?: PaymentMode[];
  /** Insurers with an open invoice: others answer "invoice not created" for an insured consultation. */
  openInvoices?: string[];
  /** The clinic's language for messages (GET setting/messages); French by default. */
  clinicLanguage?: 'fr' | 'ar';
  /** Every patient's charges and payments, for the account statement (GET patient/{id}/statement). */
  movements?: AccountMovement[];
}

export const INVOICE_NOT_CREATED =
  "Le patient est assuré par une société dont la facture n'a pas été créée : créez une facture pour cette société d'assurance";

/** An in-memory server with the patient routes' contract (spec part 1 §4, §5, §7). */
export function fakePatientServer(initial: Patient[], options: FakeServerOptions = {}) {
  const store = { patients: [...initial], nextRegNo: 42 };
  const calls = serveApi(({ method, route, pathParams, params, body }) => {
    const input = body as Record<string, unknown> & { contact?: { phone?: string; whatsApp?: string }; assurance?: Patient['assurance'] | null };
    const find = (id: unknown) => store.patients.find((p) => p._id === id);
    if (route === 'assurances.list') return ok(options.assurances ?? [CNAM]);
    if (route === 'paymentModes.list') return ok(options.modes ?? MODES);
    if (route === 'users.list') return ok(DOCTORS);
    if (route === 'messageTexts.get') return ok({ ...DEFAULT_MESSAGE_TEXTS, defaults: true, clinicLanguage: options.clinicLanguage ?? 'fr' });
    if (route === 'patients.duplicates') {
      const phone = String(params.phone ?? '').replace(/\s+/g, '');
      const year = params.yearOfBirth === undefined ? undefined : Number(params.yearOfBirth);
      const same = store.patients.filter(
        (p) => (phone !== '' && p.contact.phone.replace(/\s+/g, '') === phone) || (duplicateNameKey(p.name) === duplicateNameKey(String(params.name)) && p.dob === year),
      );
      return ok(same);
    }
    if (route === 'patients.statement') {
      const from = params.from === undefined ? undefined : String(params.from);
      const to = params.to === undefined ? undefined : String(params.to);
      if (from && to && from > to) return formErrors(translateMessage('statement.rangeReversed', 'fr'));
      const movements = options.movements ?? [];
      const days = movements.map((m) => m.date).sort();
      const statement = accountStatement(movements, { from, to });
      return ok({ ...statement, patient: String(pathParams.id), from: from ?? days[0] ?? null, to: to ?? '2026-11-28' });
    }
    if (route === 'patients.list') {
      const offset = Number(params.offset ?? 0);
      const limit = Number(params.limit ?? 30);
      const matching = store.patients
        .filter((p) => matchesFilter(p, params.ptType, params.filter) && matchesText(p, params.q) && (!params.doctor || p.doctor.includes(String(params.doctor))))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return page(matching.slice(offset, offset + limit), { total: matching.length, offset, limit });
    }
    const one = pathParams.id;
    if (route === 'patients.get') return find(one) ? ok(find(one)) : refused('Élément introuvable', 404);
    if (route === 'patients.create' || route === 'patients.update') {
      const problems: string[] = [];
      if (!input.doctor || (Array.isArray(input.doctor) && input.doctor.length === 0)) problems.push('Le médecin est obligatoire');
      if (!String(input.name ?? '').trim()) problems.push('Le nom du patient est obligatoire');
      if (!String(input.contact?.phone ?? '').trim()) problems.push('Le téléphone est obligatoire');
      if (typeof (input.yearOfBirth ?? input.dob) !== 'number') problems.push("L'année de naissance est obligatoire (entre 1900 et aujourd'hui)");
      if (input.assure && !input.assurance?.society) problems.push("Choisissez une société d'assurance");
      if (problems.length > 0) return formErrors(...problems);
      if (input.assure && input.isConsult && !(options.openInvoices ?? []).includes(String(input.assurance!.society))) return formErrors(INVOICE_NOT_CREATED);
      const fields = {
        doctor: Array.isArray(input.doctor) ? (input.doctor as string[]) : [String(input.doctor)],
        name: String(input.name),
        contact: { phone: String(input.contact!.phone), whatsApp: String(input.contact!.whatsApp ?? '') },
        HealthCondition: String(input.HealthCondition ?? ''),
        address: String(input.address ?? ''),
        dob: (input.yearOfBirth ?? input.dob) as number,
        assurance: input.assure ? input.assurance! : { society: null, registrationNumber: null, professionalId: null, coverage: null, percentCovered: null },
        // A form that does not send the language keeps it.
        ...('messageLanguage' in input && { messageLanguage: input.messageLanguage as Patient['messageLanguage'] }),
      };
      if (method === 'POST') {
        const patient = makePatient(fields);
        store.patients.push(patient);
        return ok(patient);
      }
      const existing = find(one);
      if (!existing) return refused('Élément introuvable', 404);
      Object.assign(existing, fields, typeof input.archive === 'boolean' ? { archive: input.archive } : {});
      return ok(existing);
    }
    if (route === 'patients.remove') {
      store.patients = store.patients.filter((p) => p._id !== one);
      return ok(true);
    }
    const patient = find(input?.patient);
    if (route === 'patients.pass') {
      if (!patient || patient.archive || patient.RegNo) return refused('Ce patient ne peut pas passer : il est archivé ou déjà inscrit');
      patient.RegNo = String(store.nextRegNo++).padStart(4, '0');
      return ok(patient);
    }
    if (route === 'patients.finish') {
      if (!patient?.RegNo || patient.finish) return refused('Ce patient ne peut pas être terminé : il doit être inscrit et en cours');
      patient.finish = true;
      return ok(patient);
    }
    if (route === 'patients.return') {
      if (!patient?.RegNo || !patient.finish) return refused('Ce patient ne peut pas retourner : il doit être inscrit et terminé');
      patient.finish = false;
      return ok(patient);
    }
    return refused('Adresse introuvable', 404);
  });
  return { calls, store };
}

export interface RenderOptions {
  path?: string;
  pattern?: string;
  permissions?: Permission[];
  user?: LoginUserData;
  clinicName?: string;
  /** The file's stored back link, as a list would have left it. */
  backLink?: string;
  /** The users the session knows (the cabinet's doctors by default). */
  doctors?: DoctorSummary[];
}

/** Renders a page of the patients module at `path` (matched by `pattern`) with a signed-in user. */
export function renderPage(page: ReactElement, options: RenderOptions = {}) {
  sessionStorage.clear();
  if (options.backLink) sessionStorage.setItem(BACK_LINK_KEY, options.backLink);
  return renderWithSession(page, {
    namespace: 'patients',
    path: options.path,
    pattern: options.pattern,
    user: options.user ?? ADMIN,
    permissions: options.permissions ?? ALL_ON_PATIENTS,
    prepare: (store) => {
      store.dispatch(users.slice.actions.set(options.doctors ?? DOCTORS));
      store.dispatch(
        fetchSettings.fulfilled(
          { clinicName: options.clinicName ?? 'Clinique Nour', mainColor: '#00b894', logo: null, openingHours: '', consultationPrice: 300, address: 'Tevragh Zeina, Nouakchott', phone: '+222 45 25 30 30' },
          'r',
        ),
      );
    },
  });
}

/** The API refuses the payment modes' list, as for a user without the view of MODE_PAIEMENT; every other call reaches the fake server in place. */
export function refusePaymentModes(): void {
  const answer = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config) => {
    if (matchRoute(config.method!, config.url!)?.key === 'paymentModes.list') {
      const denied = { status: 403, statusText: '', headers: {}, config, data: { err: "AFFICHER : vous n'avez pas la permission de voir les modes de paiement" } };
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, denied);
    }
    return answer(config);
  };
}
